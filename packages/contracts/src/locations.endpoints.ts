/**
 * The provider's saved locations (locations.ts) and the address check.
 * Part of the endpoint map (endpoints.ts; ADR 024, 051, 055).
 */
import { okSchema } from './auth';
import { tokenQuerySchema, uuidParamsSchema } from './common';
import type { Endpoint } from './endpoint';
import {
  createLocationBodySchema,
  locationListQuerySchema,
  locationListResponseSchema,
  locationResponseSchema,
  locationVerifyResponseSchema,
} from './locations';
import { locationVerifyBodySchema } from './provider/address-verification';

export const locationEndpoints = {
  listLocations: {
    route: 'GET /locations',
    querystring: locationListQuerySchema,
    responses: { 200: locationListResponseSchema },
    summary: "List the provider's locations",
    auth: 'session',
  },
  createLocation: {
    route: 'POST /locations',
    body: createLocationBodySchema,
    responses: { 201: locationResponseSchema },
    summary: 'Create a location',
    auth: 'session',
  },
  updateLocation: {
    route: 'PUT /locations/:id',
    params: uuidParamsSchema,
    body: createLocationBodySchema,
    responses: { 200: locationResponseSchema },
    summary: 'Change a location',
    auth: 'session',
  },
  deleteLocation: {
    route: 'DELETE /locations/:id',
    params: uuidParamsSchema,
    querystring: tokenQuerySchema,
    responses: { 200: okSchema },
    summary: 'Delete a location no seminar uses',
    auth: 'session',
    errors: ['LOCATION_IN_USE'],
  },
  verifyLocation: {
    route: 'POST /locations/verify',
    body: locationVerifyBodySchema,
    responses: { 200: locationVerifyResponseSchema },
    summary: 'Check an address',
    auth: 'session',
    errors: ['NOT_FOUND'],
  },
} as const satisfies Record<string, Endpoint>;
