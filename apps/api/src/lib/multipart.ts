/**
 * Uploads (multipart/form-data) read before the route's session check, so a form may carry the
 * session token in its field `bu_auth_token` like any other body (seed §7): the form's text fields
 * become `request.body`, its files `uploadedFiles(request)`. A token in the Authorization header or
 * the query is checked first, before a byte of the upload is read; the limits bound what a
 * stranger can make the server hold (as the JSON body limit does for other bodies).
 */
import multipart, { type FastifyMultipartOptions } from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './app-error';
import { tokenOf } from '../plugins/auth';

export interface UploadedFile {
  fieldname: string;
  filename: string;
  mimetype: string;
  data: Buffer;
}

const uploads = new WeakMap<FastifyRequest, UploadedFile[]>();

/** The files of the request's form, in the order they came. */
export const uploadedFiles = (request: FastifyRequest): UploadedFile[] => uploads.get(request) ?? [];

/**
 * Registers the multipart parser in the calling plugin's scope and reads every form there in
 * `preValidation`. `tooLarge` answers a file past `limits.fileSize` (the generic 413 otherwise);
 * a body that ends early or has no valid boundary is the client's mistake: 400.
 */
export async function readForms(
  app: FastifyInstance,
  limits: NonNullable<FastifyMultipartOptions['limits']>,
  tooLarge?: () => AppError,
): Promise<void> {
  await app.register(multipart, { limits });
  app.addHook('preValidation', async (request) => {
    if (!request.isMultipart()) return;
    if (tokenOf(request)) await app.authenticate(request);
    const fields: Record<string, string> = {};
    const files: UploadedFile[] = [];
    try {
      for await (const part of request.parts()) {
        if (part.type === 'file') {
          const { fieldname, filename, mimetype } = part;
          files.push({ fieldname, filename, mimetype, data: await part.toBuffer() });
        } else if (typeof part.value === 'string') {
          fields[part.fieldname] = part.value;
        }
      }
    } catch (err) {
      const status = (err as { statusCode?: number }).statusCode;
      if (status === 413 && tooLarge) throw tooLarge();
      // The parser's own errors (limits: 413, 415 …) carry a status.
      if (status) throw err;
      throw new AppError('BAD_REQUEST');
    }
    request.body = fields;
    uploads.set(request, files);
  });
}
