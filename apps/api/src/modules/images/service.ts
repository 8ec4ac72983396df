/**
 * Provider images: the bytes are checked by what they are (sharp decodes them; only JPEG,
 * PNG and WebP pass, whatever the name or Content-Type says), limited in size and pixels,
 * re-encoded without metadata, and stored in the database keyed by their SHA-256 so every
 * API instance serves them under an immutable, content-addressed URL.
 */
import { createHash } from 'node:crypto';
import { and, asc, count, eq, inArray, max, notExists, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pLimit from 'p-limit';
import type { Metadata, OutputInfo, default as Sharp } from 'sharp';
import {
  GALLERY_MAX_IMAGES,
  IMAGE_MAX_EDGE,
  IMAGE_MAX_PIXELS,
  imageExtensions,
  type ImageFormat,
  type ProviderImage,
  type ProviderImageKind,
} from '@bu/contracts';
import type { Db, Tx } from '../../db/client';
import { imageBlobs, providerImages } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { API_PREFIX } from '../../lib/paths';
import { servicePlugin } from '../../plugins/service';

type ImageRow = typeof providerImages.$inferSelect;

interface ProcessedImage {
  hash: string;
  format: ImageFormat;
  data: Buffer;
  width: number;
  height: number;
}

const ACCEPTED = new Set<string>(['jpeg', 'png', 'webp']);

// Memory: a 40-megapixel decode holds ~160 MB of pixels. libvips' operation cache would keep
// such buffers after the request, and parallel uploads would each hold one: no cache, one
// thread per image, and at most two decodes at a time per process (the rest wait their turn).
// sharp (libvips) loads with the first upload, not at start-up.
let sharpLoaded: Promise<typeof Sharp> | undefined;
const loadSharp = () =>
  (sharpLoaded ??= import('sharp').then(({ default: sharp }) => {
    sharp.cache(false);
    sharp.concurrency(1);
    return sharp;
  }));
export const IMAGE_DECODE_CONCURRENCY = 2;
export const decodeSlots = pLimit(IMAGE_DECODE_CONCURRENCY);
const invalidImage = () => new AppError('VALIDATION_FAILED', { fieldErrors: { file: 'imageTypeInvalid' } });

/**
 * Decodes, checks and re-encodes one upload in its own format (JPEG stays JPEG, PNG stays PNG,
 * WebP stays WebP): EXIF orientation applied, scaled to fit IMAGE_MAX_EDGE, metadata dropped.
 */
function processImage(input: Buffer): Promise<ProcessedImage> {
  return decodeSlots(() => decodeAndEncode(input));
}

async function decodeAndEncode(input: Buffer): Promise<ProcessedImage> {
  const sharp = await loadSharp();
  let meta: Metadata;
  try {
    meta = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw invalidImage();
  }
  if (!meta.format || !ACCEPTED.has(meta.format) || !meta.width || !meta.height) throw invalidImage();
  if (meta.width * meta.height > IMAGE_MAX_PIXELS) {
    throw new AppError('VALIDATION_FAILED', { fieldErrors: { file: 'imageTooManyPixels' } });
  }
  const format = meta.format as ImageFormat;
  // Sequential read lets JPEG and PNG stream through the resize instead of decoding whole.
  const pipeline = sharp(input, { limitInputPixels: IMAGE_MAX_PIXELS, failOn: 'error', sequentialRead: true })
    .rotate()
    .resize({ width: IMAGE_MAX_EDGE, height: IMAGE_MAX_EDGE, fit: 'inside', withoutEnlargement: true });
  const encoder =
    format === 'jpeg'
      ? pipeline.jpeg({ quality: 85, mozjpeg: true })
      : format === 'png'
        ? pipeline.png({ compressionLevel: 9, adaptiveFiltering: true })
        : pipeline.webp({ quality: 85 });
  let result: { data: Buffer; info: OutputInfo };
  try {
    result = await encoder.toBuffer({ resolveWithObject: true });
  } catch {
    // Truncated or corrupt bytes behind a valid header.
    throw invalidImage();
  }
  return {
    hash: createHash('sha256').update(result.data).digest('hex'),
    format,
    data: result.data,
    width: result.info.width,
    height: result.info.height,
  };
}

/** The immutable, content-addressed URL an image is served under. */
export const imageUrl = (hash: string, format: ImageFormat) =>
  `${API_PREFIX}/images/${hash}.${imageExtensions[format]}`;

function createImageService(app: FastifyInstance) {
  const { db } = app;

  const select = {
    image: providerImages,
    format: imageBlobs.format,
    width: imageBlobs.width,
    height: imageBlobs.height,
  };
  const toImage = (r: { image: ImageRow; format: ImageFormat; width: number; height: number }): ProviderImage => ({
    id: r.image.id,
    kind: r.image.kind,
    url: imageUrl(r.image.imageHash, r.format),
    description: r.image.description,
    order: r.image.sortOrder,
    width: r.width,
    height: r.height,
    format: r.format,
  });

  async function rowsOf(executor: Db | Tx, providerId: string) {
    return executor
      .select(select)
      .from(providerImages)
      .innerJoin(imageBlobs, eq(imageBlobs.hash, providerImages.imageHash))
      .where(eq(providerImages.providerId, providerId))
      .orderBy(asc(providerImages.kind), asc(providerImages.sortOrder), asc(providerImages.createdAt));
  }

  async function one(executor: Db | Tx, providerId: string, id: string) {
    const [row] = await executor
      .select(select)
      .from(providerImages)
      .innerJoin(imageBlobs, eq(imageBlobs.hash, providerImages.imageHash))
      .where(and(eq(providerImages.id, id), eq(providerImages.providerId, providerId)));
    if (!row) throw new AppError('NOT_FOUND');
    return row;
  }

  /** Drops blobs that no provider image refers to any more. */
  async function collect(tx: Tx, hashes: string[]) {
    if (!hashes.length) return;
    await tx.delete(imageBlobs).where(
      and(
        inArray(imageBlobs.hash, hashes),
        notExists(
          tx
            .select({ one: sql`1` })
            .from(providerImages)
            .where(eq(providerImages.imageHash, imageBlobs.hash)),
        ),
      ),
    );
  }

  /** Renumbers a provider's gallery 0..n-1 in the given order of ids. */
  async function renumber(tx: Tx, ids: string[]) {
    for (const [index, id] of ids.entries()) {
      await tx.update(providerImages).set({ sortOrder: index }).where(eq(providerImages.id, id));
    }
  }

  async function galleryIds(tx: Tx, providerId: string) {
    const rows = await tx
      .select({ id: providerImages.id })
      .from(providerImages)
      .where(and(eq(providerImages.providerId, providerId), eq(providerImages.kind, 'gallery')))
      .orderBy(asc(providerImages.sortOrder), asc(providerImages.createdAt));
    return rows.map((r) => r.id);
  }

  return {
    /** GET /provider-images: the seed's keys. */
    async list(providerId: string) {
      const images = (await rowsOf(db, providerId)).map(toImage);
      const single = (kind: ProviderImageKind) => images.find((i) => i.kind === kind) ?? null;
      return {
        success: true as const,
        logo: single('logo'),
        cover: single('cover'),
        favicon: single('favicon'),
        gallery: images.filter((i) => i.kind === 'gallery'),
        signature: single('signature'),
      };
    },

    /** Counts for profile completeness. */
    async summary(providerId: string) {
      const rows = await db
        .select({ kind: providerImages.kind, n: count() })
        .from(providerImages)
        .where(eq(providerImages.providerId, providerId))
        .groupBy(providerImages.kind);
      const n = (kind: ProviderImageKind) => rows.find((r) => r.kind === kind)?.n ?? 0;
      return { logo: n('logo') > 0, cover: n('cover') > 0, favicon: n('favicon') > 0, galleryCount: n('gallery') };
    },

    /** Stores an upload: logo, cover, favicon and signature replace the previous one; gallery images are appended. */
    async add(
      providerId: string,
      kind: ProviderImageKind,
      description: string | null,
      bytes: Buffer,
    ): Promise<ProviderImage> {
      const image = await processImage(bytes);
      const id = await db.transaction(async (tx) => {
        await tx
          .insert(imageBlobs)
          .values({
            hash: image.hash,
            format: image.format,
            data: image.data,
            byteSize: image.data.length,
            width: image.width,
            height: image.height,
          })
          .onConflictDoNothing();
        let sortOrder = 0;
        if (kind === 'gallery') {
          const [stats] = await tx
            .select({ n: count(), last: max(providerImages.sortOrder) })
            .from(providerImages)
            .where(and(eq(providerImages.providerId, providerId), eq(providerImages.kind, 'gallery')));
          if ((stats?.n ?? 0) >= GALLERY_MAX_IMAGES) {
            throw new AppError('VALIDATION_FAILED', { fieldErrors: { file: 'galleryFull' } });
          }
          sortOrder = stats?.last === null || stats?.last === undefined ? 0 : stats.last + 1;
        }
        const replaced =
          kind === 'gallery'
            ? []
            : await tx
                .delete(providerImages)
                .where(and(eq(providerImages.providerId, providerId), eq(providerImages.kind, kind)))
                .returning({ hash: providerImages.imageHash });
        const [row] = await tx
          .insert(providerImages)
          .values({ providerId, kind, imageHash: image.hash, description, sortOrder })
          .returning({ id: providerImages.id });
        await collect(
          tx,
          replaced.map((r) => r.hash).filter((h) => h !== image.hash),
        );
        return row!.id;
      });
      return toImage(await one(db, providerId, id));
    },

    /** PATCH /provider-images/:id: description and (gallery) position. */
    async update(
      providerId: string,
      id: string,
      input: { description?: string | null; order?: number },
    ): Promise<ProviderImage> {
      await db.transaction(async (tx) => {
        const { image } = await one(tx, providerId, id);
        if (input.description !== undefined) {
          await tx
            .update(providerImages)
            .set({ description: input.description, updatedAt: app.now() })
            .where(eq(providerImages.id, id));
        }
        if (input.order !== undefined && image.kind === 'gallery') {
          const ids = (await galleryIds(tx, providerId)).filter((x) => x !== id);
          ids.splice(Math.min(input.order, ids.length), 0, id);
          await renumber(tx, ids);
        }
      });
      return toImage(await one(db, providerId, id));
    },

    async remove(providerId: string, id: string): Promise<void> {
      await db.transaction(async (tx) => {
        const { image } = await one(tx, providerId, id);
        await tx.delete(providerImages).where(eq(providerImages.id, id));
        if (image.kind === 'gallery') await renumber(tx, await galleryIds(tx, providerId));
        await collect(tx, [image.imageHash]);
      });
    },

    /** The stored bytes for GET /images/:hash.:ext, or null. */
    async blob(hash: string) {
      const [row] = await db.select().from(imageBlobs).where(eq(imageBlobs.hash, hash));
      return row ?? null;
    },
  };
}

type ImageService = ReturnType<typeof createImageService>;

declare module 'fastify' {
  interface FastifyInstance {
    imageService: ImageService;
  }
}

export default servicePlugin('imageService', createImageService, ['database', 'clock']);
