/** What other modules use of images: the URL an image is served under. The service is `app.imageService`. */
export { imageUrl } from './service';
