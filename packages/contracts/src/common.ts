/**
 * Request pieces every module shares: the session token as query parameter or body field
 * (seed §7, DESIGN §5) and the `:id` path parameters.
 */
import { z } from 'zod';

/** `?token=` on a GET or DELETE (the web client sends the Authorization header instead). */
export const tokenQuerySchema = z.object({ token: z.string().optional() });
/** A body that carries nothing but the optional `bu_auth_token`, or no body at all. */
export const tokenBodySchema = z.object({ bu_auth_token: z.string().optional() }).nullish();
/** `:id` of an object looked up by any string (an unknown id answers 404). */
export const idParamsSchema = z.object({ id: z.string() });
/** `:id` that must be a UUID (anything else answers 400). */
export const uuidParamsSchema = z.object({ id: z.uuid() });
