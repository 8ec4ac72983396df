/**
 * The website widget (issue 43, docs/decisions/044-widget-in-an-iframe.md): a provider's
 * seminars on its own website, in an iframe from our origin. Its settings (the origins allowed
 * to embed it) and the names its snippet and calendar links use.
 */
import { z } from 'zod';
import { WIDGET_ORIGINS_MAX } from './widget-constants';

/**
 * `https://host[:port]` (or `http://` for a local test site) → its origin, lower-cased, without
 * a path; anything else is refused. A trailing slash is forgiven, a path is not: an origin list
 * that looked like it allowed one page would mislead.
 */
export const widgetOriginSchema = z
  .string({ error: 'required' })
  .trim()
  .max(200, { error: 'tooLong' })
  .transform((value, context) => {
    let url: URL | null;
    try {
      url = new URL(value);
    } catch {
      url = null;
    }
    const pathless = url && (url.pathname === '/' || url.pathname === '') && !url.search && !url.hash;
    if (!url || !/^https?:$/.test(url.protocol) || !pathless || url.username || url.password) {
      context.addIssue({ code: 'custom', message: 'widgetOriginInvalid' });
      return z.NEVER;
    }
    return url.origin;
  });

export const widgetSettingsInputSchema = z.object({
  bu_auth_token: z.string().optional(),
  /** Empty: any site may embed the widget. */
  allowedOrigins: z
    .array(widgetOriginSchema)
    .max(WIDGET_ORIGINS_MAX, { error: 'widgetOriginsTooMany' })
    .transform((origins) => [...new Set(origins)]),
});
export type WidgetSettingsInput = z.input<typeof widgetSettingsInputSchema>;

export const widgetSettingsSchema = z.object({
  providerId: z.string(),
  allowedOrigins: z.array(z.string()),
});
export type WidgetSettings = z.infer<typeof widgetSettingsSchema>;

export const widgetSettingsResponseSchema = z.object({ success: z.literal(true), widget: widgetSettingsSchema });
export type WidgetSettingsResponse = z.infer<typeof widgetSettingsResponseSchema>;

/** The page a widget inquiry came from: an http(s) URL, as the embedding page reports it. */
export const embeddedOnSchema = z.url({ protocol: /^https?$/, error: 'invalid' }).max(2000, { error: 'tooLong' });
