/**
 * The provider's images (images.ts): logo, cover, gallery and favicon, and the image bytes.
 * Part of the endpoint map (endpoints.ts; ADR 024, 051, 055).
 */
import { okSchema } from '../auth';
import { tokenQuerySchema, uuidParamsSchema } from '../common';
import type { Endpoint } from '../endpoint';
import {
  imageFileParamsSchema,
  providerImageFormSchema,
  providerImageResponseSchema,
  providerImagesResponseSchema,
  providerImageUpdateSchema,
} from './images';

export const providerImageEndpoints = {
  listProviderImages: {
    route: 'GET /provider-images',
    querystring: tokenQuerySchema,
    responses: { 200: providerImagesResponseSchema },
    summary: "The provider's logo, cover, gallery and favicon",
    auth: 'session',
  },
  uploadProviderImage: {
    route: 'POST /provider-images',
    multipart: true,
    form: providerImageFormSchema,
    querystring: tokenQuerySchema,
    responses: { 201: providerImageResponseSchema },
    summary: 'Upload an image',
    auth: 'session',
    errors: ['VALIDATION_FAILED', 'BAD_REQUEST', 'PAYLOAD_TOO_LARGE'],
  },
  updateProviderImage: {
    route: 'PATCH /provider-images/:id',
    params: uuidParamsSchema,
    body: providerImageUpdateSchema,
    responses: { 200: providerImageResponseSchema },
    summary: "Change an image's description",
    auth: 'session',
  },
  deleteProviderImage: {
    route: 'DELETE /provider-images/:id',
    params: uuidParamsSchema,
    querystring: tokenQuerySchema,
    responses: { 200: okSchema },
    summary: 'Delete an image',
    auth: 'session',
  },
  getImage: {
    route: 'GET /images/:file',
    produces: ['image/jpeg', 'image/png', 'image/webp'],
    params: imageFileParamsSchema,
    summary: 'Image bytes',
    auth: 'none',
    conditional: true,
  },
} as const satisfies Record<string, Endpoint>;
