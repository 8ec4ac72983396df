/**
 * Logo, cover, favicon and gallery (seed §3), and the signature the participant documents print (issue 46): upload, replace and remove, each image shown
 * as soon as the server has stored it; gallery images carry a description and an order
 * (move up/down). The server checks the real bytes; here we only stop files that are
 * obviously too large before sending them.
 */
import { useId, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  GALLERY_MAX_IMAGES,
  IMAGE_MAX_BYTES,
  IMAGE_MAX_PIXELS,
  type ProviderImage,
  type ProviderImageKind,
} from '@bu/contracts';
import { ArrowDown, ArrowUp, Save, Trash2 } from 'lucide-react';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonClass } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { FieldHint, TextField } from '../../../components/ui/field';
import { isApiError } from '../../../lib/api-client';
import { validationMessage } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { useProviderImages, useRemoveImage, useUpdateImage, useUploadImage } from '../api';
import '../profile.css';

const ACCEPT = 'image/jpeg,image/png,image/webp';
const limits = {
  imageTooLarge: IMAGE_MAX_BYTES / 1024 / 1024,
  imageTooManyPixels: IMAGE_MAX_PIXELS / 1_000_000,
  galleryFull: GALLERY_MAX_IMAGES,
};

/** The text for a failed upload: the field's validation key when named, else the server message. */
function uploadErrorText(error: unknown): string {
  if (isApiError(error)) {
    const key = error.fieldErrors?.file ?? error.fieldErrors?.description;
    if (key) return validationMessage(key, { max: limits[key as keyof typeof limits] ?? 0 });
    if (error.status === 413) return validationMessage('imageTooLarge', { max: limits.imageTooLarge });
    return error.message;
  }
  return error instanceof Error ? error.message : String(error);
}

/** A file input styled as a button; the label names the action. */
function FilePicker({ label, onFile, disabled }: { label: string; onFile: (file: File) => void; disabled?: boolean }) {
  const id = useId();
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) onFile(file);
  };
  return (
    <span className="file-picker">
      <input
        id={id}
        type="file"
        accept={ACCEPT}
        className="file-picker__input"
        onChange={onChange}
        disabled={disabled}
      />
      <label htmlFor={id} className={buttonClass('secondary', 'sm', 'file-picker__label')}>
        {label}
      </label>
    </span>
  );
}

function useUpload(kind: ProviderImageKind) {
  const upload = useUploadImage();
  const [error, setError] = useState<string | null>(null);
  const send = (file: File, description?: string, onDone?: () => void) => {
    setError(null);
    if (file.size > IMAGE_MAX_BYTES) {
      setError(validationMessage('imageTooLarge', { max: limits.imageTooLarge }));
      return;
    }
    upload.mutate(
      { kind, file, description },
      { onSuccess: () => onDone?.(), onError: (failure) => setError(uploadErrorText(failure)) },
    );
  };
  return { send, error, pending: upload.isPending };
}

/** Removing an image: a quiet button that asks first; only the confirmation is destructive. */
function RemoveImage({
  image,
  label,
  ariaLabel,
  title,
  removed,
}: {
  image: ProviderImage;
  label: string;
  ariaLabel?: string;
  title: string;
  removed: string;
}) {
  const { t } = useTranslation();
  const remove = useRemoveImage();
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      <Button variant="ghost" size="sm" icon={Trash2} aria-label={ariaLabel} onClick={() => setConfirming(true)}>
        {label}
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        tone="danger"
        title={title}
        description={t('profile.images.confirmRemove.text')}
        confirmLabel={label}
        cancelLabel={t('profile.images.confirmRemove.cancel')}
        pending={remove.isPending}
        pendingLabel={t('profile.images.confirmRemove.removing')}
        onConfirm={() =>
          remove.mutate(image, {
            onSuccess: () => {
              setConfirming(false);
              toast.success(removed);
            },
            onError: (error) => toast.error(error.message),
          })
        }
      />
    </>
  );
}

function SingleImage({ kind, image }: { kind: Exclude<ProviderImageKind, 'gallery'>; image: ProviderImage | null }) {
  const { t } = useTranslation();
  const headingId = useId();
  const upload = useUpload(kind);
  const name = t(`profile.images.kinds.${kind}`);
  // Inside a sentence ("Replace cover image"): English lower-cases the noun, German keeps it.
  const object = t(`profile.images.kindsInSentence.${kind}`);
  return (
    <section
      id={`profile-image-${kind}`}
      tabIndex={-1}
      className={`image-slot image-slot--${kind}`}
      aria-labelledby={headingId}
    >
      <h3 id={headingId}>{name}</h3>
      <FieldHint>{t(`profile.images.hints.${kind}`)}</FieldHint>
      <div className="image-slot__preview">
        {image ? (
          <img src={image.url} alt={t('profile.images.alt', { name })} width={image.width} height={image.height} />
        ) : (
          <p className="muted">{t('profile.images.none')}</p>
        )}
      </div>
      {upload.error ? (
        <Alert>
          <p>{upload.error}</p>
        </Alert>
      ) : null}
      <div className="image-slot__actions">
        <FilePicker
          label={
            upload.pending
              ? t('profile.images.uploading')
              : image
                ? t('profile.images.replace', { name: object })
                : t('profile.images.upload', { name: object })
          }
          disabled={upload.pending}
          onFile={(file) => upload.send(file)}
        />
        {image ? (
          <RemoveImage
            image={image}
            label={t('profile.images.remove', { name: object })}
            title={t('profile.images.confirmRemove.title', { name: object })}
            removed={t('profile.images.removed', { name: object })}
          />
        ) : null}
      </div>
    </section>
  );
}

function GalleryItem({ image, index, count }: { image: ProviderImage; index: number; count: number }) {
  const { t } = useTranslation();
  const [description, setDescription] = useState(image.description ?? '');
  const updateImage = useUpdateImage();
  const position = index + 1;
  const move = (order: number) =>
    updateImage.mutate({ id: image.id, order }, { onError: (error) => toast.error(error.message) });

  return (
    <li className="gallery__item">
      <img
        src={image.url}
        alt={image.description || t('profile.images.galleryAlt', { position })}
        width={image.width}
        height={image.height}
      />
      <TextField
        label={t('profile.images.descriptionOf', { position })}
        value={description}
        maxLength={500}
        onChange={(event) => setDescription(event.target.value)}
      />
      <div className="gallery__actions">
        <Button
          size="sm"
          icon={Save}
          pending={updateImage.isPending}
          aria-disabled={description === (image.description ?? '') || undefined}
          onClick={() =>
            updateImage.mutate(
              { id: image.id, description: description.trim() || null },
              {
                onSuccess: () => toast.success(t('profile.images.descriptionSaved')),
                onError: (error) => toast.error(uploadErrorText(error)),
              },
            )
          }
        >
          {t('profile.images.saveDescription')}
        </Button>
        <Button
          variant="ghost"
          size="sm"
          icon={ArrowUp}
          iconOnly
          aria-label={t('profile.images.moveUp', { position })}
          disabled={index === 0}
          onClick={() => move(index - 1)}
        />
        <Button
          variant="ghost"
          size="sm"
          icon={ArrowDown}
          iconOnly
          aria-label={t('profile.images.moveDown', { position })}
          disabled={index === count - 1}
          onClick={() => move(index + 1)}
        />
        <RemoveImage
          image={image}
          label={t('profile.images.removeShort')}
          ariaLabel={t('profile.images.removeGallery', { position })}
          title={t('profile.images.confirmRemove.titleGallery', { position })}
          removed={t('profile.images.galleryRemoved')}
        />
      </div>
    </li>
  );
}

function Gallery({ images }: { images: ProviderImage[] }) {
  const { t } = useTranslation();
  const [description, setDescription] = useState('');
  const upload = useUpload('gallery');
  const full = images.length >= GALLERY_MAX_IMAGES;
  return (
    <section id="profile-image-gallery" tabIndex={-1} className="gallery" aria-labelledby="gallery-heading">
      <h3 id="gallery-heading">{t('profile.images.kinds.gallery')}</h3>
      <FieldHint>{t('profile.images.hints.gallery', { max: GALLERY_MAX_IMAGES })}</FieldHint>
      {images.length ? (
        <ol className="gallery__list">
          {images.map((image, index) => (
            <GalleryItem
              key={`${image.id}-${image.description ?? ''}`}
              image={image}
              index={index}
              count={images.length}
            />
          ))}
        </ol>
      ) : (
        <p className="muted">{t('profile.images.galleryEmpty')}</p>
      )}
      <div className="gallery__add">
        <TextField
          label={t('profile.images.newDescription')}
          value={description}
          maxLength={500}
          onChange={(event) => setDescription(event.target.value)}
        />
        {upload.error ? (
          <Alert>
            <p>{upload.error}</p>
          </Alert>
        ) : null}
        <FilePicker
          label={upload.pending ? t('profile.images.uploading') : t('profile.images.addGallery')}
          disabled={upload.pending || full}
          onFile={(file) => upload.send(file, description.trim() || undefined, () => setDescription(''))}
        />
        {full ? <p className="muted">{validationMessage('galleryFull', { max: GALLERY_MAX_IMAGES })}</p> : null}
      </div>
    </section>
  );
}

export function ProfileImages() {
  const { t } = useTranslation();
  const images = useProviderImages();
  return (
    <section className="form" aria-labelledby="profile-images-heading">
      <h2 id="profile-images-heading">{t('profile.images.heading')}</h2>
      <p className="muted">{t('profile.images.intro', { max: limits.imageTooLarge })}</p>
      {images.isError ? (
        <Alert>
          <p>{images.error.message}</p>
        </Alert>
      ) : null}
      {images.data ? (
        <>
          <div className="image-slots">
            <SingleImage kind="logo" image={images.data.logo} />
            <SingleImage kind="cover" image={images.data.cover} />
            <SingleImage kind="favicon" image={images.data.favicon} />
            <SingleImage kind="signature" image={images.data.signature} />
          </div>
          <Gallery images={images.data.gallery} />
        </>
      ) : null}
    </section>
  );
}
