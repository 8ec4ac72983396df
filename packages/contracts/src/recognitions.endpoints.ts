/**
 * Recognitions (recognitions.ts): the provider-level register, the authorities' notices as PDF,
 * and the states with their laws.
 * Part of the endpoint map (endpoints.ts; ADR 024, 051, 055).
 */
import { okSchema } from './auth';
import { tokenQuerySchema, uuidParamsSchema } from './common';
import type { Endpoint } from './endpoint';
import {
  providerRecognitionBodySchema,
  providerRecognitionListResponseSchema,
  providerRecognitionResponseSchema,
  recognitionDocumentFormSchema,
  recognitionDocumentResponseSchema,
  statesQuerySchema,
  statesResponseSchema,
} from './recognitions';

export const recognitionEndpoints = {
  uploadRecognitionDocument: {
    route: 'POST /recognitions/documents',
    multipart: true,
    form: recognitionDocumentFormSchema,
    querystring: tokenQuerySchema,
    responses: { 201: recognitionDocumentResponseSchema },
    summary: 'Upload a recognition notice (PDF)',
    auth: 'session',
    errors: ['VALIDATION_FAILED', 'BAD_REQUEST', 'PAYLOAD_TOO_LARGE', 'FILE_CONTENT_INVALID'],
  },
  getRecognitionDocument: {
    route: 'GET /recognitions/documents/:id',
    produces: ['application/pdf'],
    params: uuidParamsSchema,
    querystring: tokenQuerySchema,
    summary: 'A recognition notice as PDF',
    auth: 'session',
  },
  listRecognitions: {
    route: 'GET /recognitions',
    querystring: tokenQuerySchema,
    responses: { 200: providerRecognitionListResponseSchema },
    summary: "The provider's provider-level recognitions",
    auth: 'session',
  },
  createRecognition: {
    route: 'POST /recognitions',
    body: providerRecognitionBodySchema,
    responses: { 201: providerRecognitionResponseSchema },
    summary: 'Add a provider-level recognition',
    auth: 'session',
    errors: ['CONFLICT'],
  },
  updateRecognition: {
    route: 'PUT /recognitions/:id',
    params: uuidParamsSchema,
    body: providerRecognitionBodySchema,
    responses: { 200: providerRecognitionResponseSchema },
    summary: 'Change a provider-level recognition',
    auth: 'session',
    errors: ['CONFLICT'],
  },
  deleteRecognition: {
    route: 'DELETE /recognitions/:id',
    params: uuidParamsSchema,
    responses: { 200: okSchema },
    summary: 'Delete a provider-level recognition',
    auth: 'session',
  },
  listStates: {
    route: 'GET /public/states',
    querystring: statesQuerySchema,
    responses: { 200: statesResponseSchema },
    summary: 'The states and their educational-leave laws',
    auth: 'none',
    rateLimited: true,
  },
} as const satisfies Record<string, Endpoint>;
