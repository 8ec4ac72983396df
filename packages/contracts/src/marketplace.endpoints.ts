/**
 * The public marketplace (marketplace.ts; inquiry schemas in leads.ts): search, a seminar, a
 * provider, the inquiry with its form token, the calendar files and the visitor events.
 * Part of the endpoint map (endpoints.ts; ADR 024, 051, 055).
 */
import { okSchema } from './auth';
import { idParamsSchema, tokenQuerySchema } from './common';
import type { Endpoint } from './endpoint';
import { inquiryBodySchema, inquiryFormResponseSchema } from './leads';
import {
  publicProviderResponseSchema,
  publicSeminarResponseSchema,
  publicSeminarSearchQuerySchema,
  publicSeminarSearchResponseSchema,
  statEventsBodySchema,
  statEventsResponseSchema,
} from './marketplace';

export const marketplaceEndpoints = {
  searchPublicSeminars: {
    route: 'GET /public/seminars',
    querystring: publicSeminarSearchQuerySchema,
    responses: { 200: publicSeminarSearchResponseSchema },
    summary: 'Search the published seminars',
    auth: 'none',
    rateLimited: true,
  },
  getPublicSeminar: {
    route: 'GET /public/seminars/:id',
    params: idParamsSchema,
    querystring: tokenQuerySchema,
    responses: { 200: publicSeminarResponseSchema },
    summary: 'A published seminar',
    auth: 'none',
    rateLimited: true,
  },
  getPublicProvider: {
    route: 'GET /public/providers/:id',
    params: idParamsSchema,
    responses: { 200: publicProviderResponseSchema },
    summary: "A provider's public profile",
    auth: 'none',
    rateLimited: true,
  },
  sendInquiry: {
    route: 'POST /public/seminars/:id/inquiries',
    params: idParamsSchema,
    body: inquiryBodySchema,
    responses: { 201: okSchema },
    summary: 'Send an inquiry about a seminar',
    auth: 'none',
    errors: ['NOT_FOUND', 'INQUIRY_TOO_FAST', 'INQUIRY_FORM_EXPIRED', 'WIDGET_ORIGIN_NOT_ALLOWED'],
    rateLimited: true,
  },
  getInquiryForm: {
    route: 'GET /public/seminars/:id/inquiry-form',
    params: idParamsSchema,
    responses: { 200: inquiryFormResponseSchema },
    summary: 'The token an inquiry form sends back (when it was issued)',
    auth: 'none',
    errors: ['NOT_FOUND'],
    rateLimited: true,
  },
  getSeminarCalendar: {
    route: 'GET /public/seminars/:id/calendar.ics',
    produces: ['text/calendar'],
    params: idParamsSchema,
    summary: 'A published seminar as an iCalendar file (text/calendar)',
    auth: 'none',
    rateLimited: true,
  },
  getProviderCalendar: {
    route: 'GET /public/providers/:id/calendar.ics',
    produces: ['text/calendar'],
    params: idParamsSchema,
    summary: "A provider's current seminars as a subscribable iCalendar feed (text/calendar)",
    auth: 'none',
    rateLimited: true,
  },
  recordEvents: {
    route: 'POST /public/events',
    body: statEventsBodySchema,
    responses: { 202: statEventsResponseSchema },
    summary: 'Record marketplace visitor events',
    auth: 'none',
    rateLimited: true,
  },
} as const satisfies Record<string, Endpoint>;
