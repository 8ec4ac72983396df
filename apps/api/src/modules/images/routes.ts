/**
 * GET/POST /provider-images, PATCH/DELETE /provider-images/:id (multipart upload, seed keys)
 * and the public, content-addressed GET /images/:hash.(webp|jpg|png).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints, IMAGE_MAX_BYTES, imageExtensions, providerImageUploadFieldsSchema } from '@bu/contracts';
import { AppError } from '../../lib/app-error';
import { findNul, nulError } from '../../lib/validation';
import { readForms, uploadedFiles } from '../../lib/multipart';
import { routeSchema } from '../../lib/route-schema';

const YEAR_SECONDS = 365 * 24 * 3600;

const imageRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.imageService;
  const tags = ['profile'];
  await readForms(app, { fileSize: IMAGE_MAX_BYTES, files: 1, fields: 5, fieldSize: 2000, parts: 6 });

  app.get(
    '/provider-images',
    {
      preValidation: app.authenticate,
      schema: { tags, ...routeSchema(endpoints.listProviderImages) },
    },
    async (request) => service.list(request.auth!.user.providerId),
  );

  app.post(
    '/provider-images',
    {
      preValidation: app.authenticate,
      schema: {
        tags,
        description:
          'multipart/form-data with fields `kind` (logo|cover|favicon|gallery), optional `description` and `file` ' +
          `(JPEG, PNG or WebP, at most ${IMAGE_MAX_BYTES / 1024 / 1024} MB); the token as Authorization header, query \`token\` or field \`bu_auth_token\`.`,
        ...routeSchema(endpoints.uploadProviderImage),
      },
    },
    async (request, reply) => {
      const fields = (request.body ?? {}) as Record<string, string>;
      const file = uploadedFiles(request)[0]?.data;
      const nul = findNul(fields);
      if (nul) throw nulError(nul);
      const parsed = providerImageUploadFieldsSchema.safeParse(fields);
      const fieldErrors: Record<string, string> = {};
      if (!parsed.success)
        for (const issue of parsed.error.issues) fieldErrors[String(issue.path[0] ?? '_')] ??= issue.message;
      if (!file?.length) fieldErrors.file = 'required';
      if (!parsed.success || !file?.length) throw new AppError('VALIDATION_FAILED', { fieldErrors });
      const image = await service.add(request.auth!.user.providerId, parsed.data.kind, parsed.data.description, file);
      return reply.status(201).send({ success: true as const, image });
    },
  );

  app.patch(
    '/provider-images/:id',
    {
      preValidation: app.authenticate,
      schema: { tags, ...routeSchema(endpoints.updateProviderImage) },
    },
    async (request) => ({
      success: true as const,
      image: await service.update(request.auth!.user.providerId, request.params.id, request.body),
    }),
  );

  app.delete(
    '/provider-images/:id',
    {
      preValidation: app.authenticate,
      schema: { tags, ...routeSchema(endpoints.deleteProviderImage) },
    },
    async (request) => {
      await service.remove(request.auth!.user.providerId, request.params.id);
      return { success: true as const };
    },
  );

  app.get(
    '/images/:file',
    {
      schema: {
        tags,
        description: 'Public, content-addressed image bytes (immutable).',
        ...routeSchema(endpoints.getImage),
      },
    },
    async (request, reply) => {
      const [hash, ext] = request.params.file.split('.') as [string, string];
      const blob = await service.blob(hash);
      if (!blob || imageExtensions[blob.format] !== ext) throw new AppError('NOT_FOUND');
      const etag = `"${blob.hash}"`;
      reply
        .header('cache-control', `public, max-age=${YEAR_SECONDS}, immutable`)
        .header('etag', etag)
        .header('x-content-type-options', 'nosniff')
        .header('cross-origin-resource-policy', 'cross-origin')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .type(`image/${blob.format}`);
      if (request.headers['if-none-match'] === etag) return reply.status(304).send();
      return reply.send(blob.data);
    },
  );
};

export default imageRoutes;
