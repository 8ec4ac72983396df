/**
 * A provider's images: logo, cover, favicon and gallery (seed §3), and the signature the
 * participant documents print above the provider's name (issue 46; never on a public page).
 */
import { z } from 'zod';
import { optionalText, token } from './fields';

/** Largest accepted upload (bytes); larger answers 413. */
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
/** Largest accepted decoded size (pixels); larger answers 400 `imageTooManyPixels`. */
export const IMAGE_MAX_PIXELS = 40_000_000;
/** Stored images are scaled down to fit this edge length (never enlarged). */
export const IMAGE_MAX_EDGE = 2400;
export const GALLERY_MAX_IMAGES = 20;

export const providerImageKinds = ['logo', 'cover', 'favicon', 'gallery', 'signature'] as const;
export type ProviderImageKind = (typeof providerImageKinds)[number];
export const imageFormats = ['jpeg', 'png', 'webp'] as const;
export type ImageFormat = (typeof imageFormats)[number];
/** File extension of each stored format in `/images/:hash.:ext`. */
export const imageExtensions: Record<ImageFormat, 'jpg' | 'png' | 'webp'> = { jpeg: 'jpg', png: 'png', webp: 'webp' };

export const providerImageSchema = z.object({
  id: z.string(),
  kind: z.enum(providerImageKinds),
  /** Content-addressed, e.g. `/api/images/<sha256>.webp`; immutable. */
  url: z.string(),
  description: z.string().nullable(),
  order: z.number().int(),
  width: z.number().int(),
  height: z.number().int(),
  format: z.enum(imageFormats),
});
export type ProviderImage = z.infer<typeof providerImageSchema>;
/** POST /provider-images (201) and PATCH /provider-images/:id. */
export const providerImageResponseSchema = z.object({ success: z.literal(true), image: providerImageSchema });
export type ProviderImageResponse = z.infer<typeof providerImageResponseSchema>;
/** GET /images/:file: public, content-addressed `<sha256>.<webp|jpg|png>`. */
export const imageFileParamsSchema = z.object({ file: z.string().regex(/^[0-9a-f]{64}\.(webp|jpg|png)$/) });

/** GET /provider-images (seed keys). */
export const providerImagesResponseSchema = z.object({
  success: z.literal(true),
  logo: providerImageSchema.nullable(),
  cover: providerImageSchema.nullable(),
  favicon: providerImageSchema.nullable(),
  gallery: z.array(providerImageSchema),
  /** Printed on the participant documents; not shown publicly. */
  signature: providerImageSchema.nullable(),
});
export type ProviderImagesResponse = z.infer<typeof providerImagesResponseSchema>;

/** Text fields of the multipart POST /provider-images (besides `file`). */
export const providerImageUploadFieldsSchema = z.object({
  kind: z.enum(providerImageKinds, { error: 'invalid' }),
  description: optionalText(500),
});

/** The form of POST /provider-images: the text fields and the image. */
export const providerImageFormSchema = providerImageUploadFieldsSchema.extend({
  file: z.file().describe(`The image: JPEG, PNG or WebP, at most ${IMAGE_MAX_BYTES / 1024 / 1024} MB.`),
  ...token,
});

/** Body of PATCH /provider-images/:id. `order` moves a gallery image to that 0-based position. */
export const providerImageUpdateSchema = z.object({
  ...token,
  description: optionalText(500).optional(),
  order: z.number({ error: 'invalid' }).int({ error: 'invalid' }).min(0, { error: 'invalid' }).max(1000).optional(),
});
