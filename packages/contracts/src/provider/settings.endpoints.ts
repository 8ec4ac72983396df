/**
 * Settings (settings.ts, invoicing.ts): master data, personal data, password and invoicing data.
 * Part of the endpoint map (endpoints.ts; ADR 024, 051, 055).
 */
import { okSchema } from '../auth';
import { tokenQuerySchema } from '../common';
import { adminOnly, type Endpoint, ownAccountOnly } from '../endpoint';
import { invoicingInputSchema, invoicingResponseSchema } from './invoicing';
import {
  changePasswordSchema,
  masterDataInputSchema,
  masterDataResponseSchema,
  personalDataInputSchema,
  personalDataResponseSchema,
} from './settings';

export const settingsEndpoints = {
  getMasterData: {
    route: 'GET /settings/master-data',
    querystring: tokenQuerySchema,
    responses: { 200: masterDataResponseSchema },
    summary: "The provider's master data",
    auth: 'session',
  },
  updateMasterData: {
    route: 'PUT /settings/master-data',
    body: masterDataInputSchema,
    responses: { 200: masterDataResponseSchema },
    summary: "Change the provider's master data",
    auth: 'session',
    errors: adminOnly,
  },
  getPersonalData: {
    route: 'GET /settings/personal',
    querystring: tokenQuerySchema,
    responses: { 200: personalDataResponseSchema },
    summary: "The signed-in user's personal data",
    auth: 'session',
  },
  updatePersonalData: {
    route: 'PUT /settings/personal',
    body: personalDataInputSchema,
    responses: { 200: personalDataResponseSchema },
    summary: "Change the signed-in user's personal data",
    auth: 'session',
    errors: [...ownAccountOnly, 'CONFLICT', 'INVALID_CREDENTIALS'],
  },
  changePassword: {
    route: 'PUT /settings/password',
    body: changePasswordSchema(),
    responses: { 200: okSchema },
    summary: 'Change the password',
    auth: 'session',
    errors: [...ownAccountOnly, 'INVALID_CREDENTIALS'],
    rateLimited: true,
  },
  getInvoicing: {
    route: 'GET /settings/invoicing',
    querystring: tokenQuerySchema,
    responses: { 200: invoicingResponseSchema },
    summary: 'The invoicing data',
    auth: 'session',
  },
  updateInvoicing: {
    route: 'PUT /settings/invoicing',
    body: invoicingInputSchema,
    responses: { 200: invoicingResponseSchema },
    summary: 'Change the invoicing data',
    auth: 'session',
    errors: adminOnly,
  },
} as const satisfies Record<string, Endpoint>;
