/**
 * The website widget's settings (widget.ts).
 * Part of the endpoint map (endpoints.ts; ADR 024, 051, 055).
 */
import { tokenQuerySchema } from './common';
import { adminOnly, type Endpoint } from './endpoint';
import { widgetSettingsInputSchema, widgetSettingsResponseSchema } from './widget';

export const widgetEndpoints = {
  getWidgetSettings: {
    route: 'GET /settings/widget',
    querystring: tokenQuerySchema,
    responses: { 200: widgetSettingsResponseSchema },
    summary: 'The website widget: provider id and the origins allowed to embed it',
    auth: 'session',
  },
  updateWidgetSettings: {
    route: 'PUT /settings/widget',
    body: widgetSettingsInputSchema,
    responses: { 200: widgetSettingsResponseSchema },
    summary: 'Set the origins allowed to embed the website widget (empty: any site)',
    auth: 'session',
    errors: adminOnly,
  },
} as const satisfies Record<string, Endpoint>;
