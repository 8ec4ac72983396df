/**
 * The marketing contact sync (marketing.ts, seed §7): each call queues a job.
 * Part of the endpoint map (endpoints.ts; ADR 024, 051, 055).
 */
import { okSchema } from './auth';
import type { Endpoint } from './endpoint';
import {
  marketingAddContactBodySchema,
  marketingProfileAttributesBodySchema,
  marketingSeminarAttributesBodySchema,
} from './marketing';

export const marketingEndpoints = {
  syncSeminarAttributes: {
    route: 'PUT /dashboard/brevo/updated-seminar-attributes',
    body: marketingSeminarAttributesBodySchema,
    responses: { 200: okSchema },
    summary: 'Queue a marketing sync of the seminars',
    auth: 'session',
    errors: ['NOT_FOUND'],
  },
  syncProfileAttributes: {
    route: 'PUT /dashboard/brevo/update-profile-attributes',
    body: marketingProfileAttributesBodySchema,
    responses: { 200: okSchema },
    summary: 'Queue a marketing sync of the profile',
    auth: 'session',
    errors: ['NOT_FOUND'],
  },
  addMarketingContact: {
    route: 'POST /dashboard/brevo/add-contact',
    body: marketingAddContactBodySchema,
    responses: { 200: okSchema },
    summary: 'Queue a marketing contact for an account',
    auth: 'none',
    errors: ['NOT_FOUND'],
    rateLimited: true,
  },
} as const satisfies Record<string, Endpoint>;
