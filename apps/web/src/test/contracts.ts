/**
 * The response schema of every endpoint the web tests answer, by "METHOD /path" (`:param`
 * segments). test/server.ts parses each fixture with it, so a fixture the server would no
 * longer send fails the test. Where contracts has no response schema for an endpoint yet,
 * the answer is composed here from the contracts schemas of its parts, as the API's route
 * declares it.
 */
import { z } from 'zod';
import {
  addressVerificationSchema,
  conversationDetailResponseSchema,
  conversationListResponseSchema,
  costsSchema,
  globalSemesterSchema,
  invoicingSchema,
  leadDetailResponseSchema,
  leadListResponseSchema,
  leadResponseSchema,
  localizedLabelSchema,
  locationSchema,
  masterDataSchema,
  okSchema,
  ownerSchema,
  personalDataSchema,
  replyContextResponseSchema,
  apiKeyInfoSchema,
  seminarSchema,
  seminarStatuses,
  seminarSummarySchema,
  sendMessageResponseSchema,
  sessionResponseSchema,
  supportProviderResponseSchema,
  supportProvidersResponseSchema,
  supportSessionResponseSchema,
  teamMemberSchema,
  unreadCountsResponseSchema,
  validateSessionResponseSchema,
} from '@bu/contracts';

const ok = z.literal(true);
const failedSchema = z.array(z.object({ seminarId: z.string(), title: z.string(), codes: z.array(z.number()) }));

/** GET /seminars (apps/api seminars/routes.ts); the lead screens' seminar picker reads the same answer. */
const seminarListResponseSchema = z.object({
  success: ok,
  seminars: z.array(seminarSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
  globalSemester: globalSemesterSchema,
  seminar_categories: z.record(z.string(), localizedLabelSchema),
  providerLocations: z.array(locationSchema),
  seminar_conversation_counts: z.record(z.string(), z.number()),
  owners: z.array(ownerSchema),
});

const seminarResponses = {
  'GET /seminars': seminarListResponseSchema,
  'POST /seminars/add': z.object({
    success: ok,
    seminarId: z.string(),
    newlyCreatedSeminar: seminarSchema,
    providerSeminars: z.array(seminarSummarySchema),
    owners: z.array(ownerSchema),
    costs: costsSchema,
  }),
  'POST /seminars/edit': z.object({ success: ok, seminarId: z.string(), seminar: seminarSchema, costs: costsSchema }),
  'POST /seminars/status': z.object({
    success: ok,
    seminarId: z.string(),
    status: z.enum(seminarStatuses),
    seminar: seminarSchema,
    costs: costsSchema,
  }),
  'POST /seminars/duplicate': z.object({ success: ok, seminarId: z.string(), seminar: seminarSchema }),
  'POST /seminars/delete': z.object({ success: ok, seminarId: z.string() }),
  'GET /seminars/publish-drafts/preview': z.object({
    success: ok,
    drafts: z.number(),
    publishable: z.array(z.string()),
    failed: failedSchema,
    costs: costsSchema,
    globalSemester: globalSemesterSchema,
  }),
  'POST /seminars/publish-drafts': z.object({
    success: ok,
    confirmationId: z.string(),
    published: z.array(z.string()),
    failed: failedSchema,
    costs: costsSchema,
  }),
  'PUT /dashboard/brevo/updated-seminar-attributes': okSchema,
};

const settingsResponses = {
  'GET /settings/master-data': z.object({ success: ok, masterData: masterDataSchema }),
  'PUT /settings/master-data': z.object({ success: ok, masterData: masterDataSchema }),
  'GET /settings/personal': z.object({ success: ok, personal: personalDataSchema }),
  'PUT /settings/personal': z.object({ success: ok, personal: personalDataSchema }),
  'PUT /settings/password': okSchema,
  'GET /settings/invoicing': z.object({ success: ok, invoicing: invoicingSchema }),
  'PUT /settings/invoicing': z.object({ success: ok, invoicing: invoicingSchema }),
  'GET /settings/team': z.object({ success: ok, members: z.array(teamMemberSchema), total: z.number() }),
  'POST /settings/team': z.object({ success: ok, member: teamMemberSchema }),
  'PUT /settings/team/:id': z.object({ success: ok, member: teamMemberSchema }),
  'DELETE /settings/team/:id': okSchema,
  'POST /settings/team/:id/resend-invitation': z.object({ success: ok, member: teamMemberSchema }),
  'GET /settings/api-key': z.object({ success: ok, key: apiKeyInfoSchema.nullable() }),
  'POST /settings/api-key': z.object({ success: ok, apiKey: z.string(), key: apiKeyInfoSchema }),
  'DELETE /settings/api-key': okSchema,
  'POST /auth/accept-invitation': sessionResponseSchema,
};

const locationResponses = {
  'GET /locations': z.object({ success: ok, locations: z.array(locationSchema), total: z.number() }),
  'POST /locations': z.object({ success: ok, location: locationSchema }),
  'PUT /locations/:id': z.object({ success: ok, location: locationSchema }),
  'DELETE /locations/:id': okSchema,
  'POST /locations/verify': addressVerificationSchema.extend({ success: ok, location: locationSchema.nullable() }),
};

const leadResponses = {
  'GET /leads': leadListResponseSchema,
  'GET /leads/unread-count': unreadCountsResponseSchema,
  'GET /leads/:id': leadDetailResponseSchema,
  'POST /leads': leadResponseSchema,
  'PUT /leads/:id': leadResponseSchema,
  'POST /leads/:id/unread': leadResponseSchema,
  'GET /conversations': conversationListResponseSchema,
  'GET /conversations/:id': conversationDetailResponseSchema,
  'POST /conversations/:id/messages': sendMessageResponseSchema,
  'POST /public/replies/lookup': replyContextResponseSchema,
  'POST /public/replies': okSchema,
};

const authResponses = {
  'POST /auth/signup': okSchema,
  'POST /auth/login': sessionResponseSchema,
  'POST /auth/logout': okSchema,
  'POST /auth/confirm-registration': sessionResponseSchema,
  'POST /auth/resend-verification': okSchema,
  'POST /auth/request-password-reset': okSchema,
  'POST /auth/reset-password': okSchema,
  'POST /validate-session': validateSessionResponseSchema,
  'PUT /me/language': okSchema,
};

const supportResponses = {
  'GET /support/providers': supportProvidersResponseSchema,
  'GET /support/providers/:id': supportProviderResponseSchema,
  'POST /support/providers/:id/sessions': supportSessionResponseSchema,
  'POST /support/providers/:id/users/:userId/resend-verification': okSchema,
  'POST /support/sessions/end': okSchema,
};

export const responseSchemas: Record<string, z.ZodType> = {
  ...authResponses,
  ...leadResponses,
  ...locationResponses,
  ...seminarResponses,
  ...settingsResponses,
  ...supportResponses,
};

const patterns = Object.keys(responseSchemas).map((route) => ({
  route,
  pattern: new RegExp(`^${route.replace(/:[a-zA-Z]+/g, '[^/]+')}$`),
}));

/** The schema of a route given as a pattern ('GET /leads/:id') or a concrete path ('DELETE /settings/team/u2'), if known. */
export function findResponseSchema(route: string): z.ZodType | undefined {
  const pattern = patterns.find((candidate) => candidate.pattern.test(route))?.route;
  return responseSchemas[route] ?? (pattern ? responseSchemas[pattern] : undefined);
}

export function responseSchemaOf(route: string): z.ZodType {
  const schema = findResponseSchema(route);
  if (!schema) throw new Error(`${route}: no response schema in test/contracts.ts — add the endpoint's contracts schema there`);
  return schema;
}
