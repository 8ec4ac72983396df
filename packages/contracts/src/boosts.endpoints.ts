/**
 * Boosts and invoices (boosts.ts): the boost cart and its binding confirmation, the issued and
 * upcoming invoices with their files, and the development-only invoice run.
 * Part of the endpoint map (endpoints.ts; ADR 024, 051, 055).
 */
import { okSchema } from './auth';
import {
  boostBookBodySchema,
  boostBookResponseSchema,
  boostCancelBodySchema,
  boostConfirmBodySchema,
  boostConfirmResponseSchema,
  boostInvoiceResponseSchema,
  invoiceFileParamsSchema,
  invoiceListResponseSchema,
  invoiceRunBodySchema,
  invoiceRunResponseSchema,
  upcomingInvoicesResponseSchema,
} from './boosts';
import { tokenQuerySchema } from './common';
import { adminOnly, type Endpoint } from './endpoint';

export const boostEndpoints = {
  bookBoost: {
    route: 'POST /seminars/boost',
    body: boostBookBodySchema,
    responses: { 201: boostBookResponseSchema },
    summary: 'Put boost days into the cart',
    auth: 'session',
    errors: ['NOT_FOUND', 'BOOST_NOT_BOOKABLE', 'BOOST_DAYS_INVALID', 'BOOST_PAST_COURSE_START', 'BOOST_START_INVALID'],
  },
  boostInvoice: {
    route: 'GET /seminars/boost-invoice',
    querystring: tokenQuerySchema,
    responses: { 200: boostInvoiceResponseSchema },
    summary: 'The priced overview of the boost cart',
    auth: 'session',
  },
  confirmBoost: {
    route: 'POST /seminars/confirm-boost',
    querystring: tokenQuerySchema,
    body: boostConfirmBodySchema,
    responses: { 200: boostConfirmResponseSchema },
    summary: 'Book the boost cart bindingly',
    auth: 'session',
    errors: [
      'NOT_FOUND',
      'PAID_ACTION_ADMIN_ONLY',
      'BOOST_ALREADY_CONFIRMED',
      'BOOST_NOT_BOOKABLE',
      'BOOST_PAST_COURSE_START',
    ],
  },
  cancelBoost: {
    route: 'POST /seminars/boost/cancel',
    body: boostCancelBodySchema,
    responses: { 200: okSchema },
    summary: 'Remove a boost from the cart',
    auth: 'session',
    errors: ['NOT_FOUND', 'BOOST_ALREADY_CONFIRMED'],
  },
  listInvoices: {
    route: 'GET /settings/invoices',
    querystring: tokenQuerySchema,
    responses: { 200: invoiceListResponseSchema },
    summary: 'The issued invoices',
    auth: 'session',
    errors: adminOnly,
  },
  upcomingInvoices: {
    route: 'GET /settings/invoices/upcoming',
    querystring: tokenQuerySchema,
    responses: { 200: upcomingInvoicesResponseSchema },
    summary: 'Charges not yet invoiced',
    auth: 'session',
    errors: adminOnly,
  },
  getInvoiceFile: {
    route: 'GET /settings/invoices/:file',
    produces: ['application/pdf', 'application/xml'],
    params: invoiceFileParamsSchema,
    summary: 'An invoice as PDF or XRechnung XML',
    auth: 'session',
    errors: adminOnly,
  },
  devRunInvoices: {
    route: 'POST /dev/invoices/run',
    body: invoiceRunBodySchema,
    responses: { 200: invoiceRunResponseSchema },
    summary: 'Issue the invoices of a month now (development)',
    auth: 'none',
    errors: ['NOT_FOUND', 'BAD_REQUEST'],
  },
} as const satisfies Record<string, Endpoint>;
