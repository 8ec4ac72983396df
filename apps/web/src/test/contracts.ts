/**
 * The response schema of every endpoint the web tests answer, by "METHOD /path" (`:param`
 * segments): the contracts schema the API's route declares. test/server.ts parses each
 * fixture with it, so a fixture the server would no longer send fails the test.
 */
import type { z } from 'zod';
import {
  boostBookResponseSchema,
  boostConfirmResponseSchema,
  boostInvoiceResponseSchema,
  invoiceListResponseSchema,
  upcomingInvoicesResponseSchema,
  apiKeyCreatedResponseSchema,
  apiKeyResponseSchema,
  conversationDetailResponseSchema,
  conversationListResponseSchema,
  invoicingResponseSchema,
  leadDetailResponseSchema,
  leadListResponseSchema,
  leadResponseSchema,
  locationListResponseSchema,
  locationResponseSchema,
  locationVerifyResponseSchema,
  masterDataResponseSchema,
  okSchema,
  personalDataResponseSchema,
  providerImagesResponseSchema,
  providerProfileResponseSchema,
  publicProviderResponseSchema,
  publicSeminarResponseSchema,
  publicSeminarSearchResponseSchema,
  publishDraftsPreviewResponseSchema,
  publishDraftsResponseSchema,
  replyContextResponseSchema,
  seminarAddResponseSchema,
  seminarDeleteResponseSchema,
  seminarDuplicateResponseSchema,
  seminarEditResponseSchema,
  seminarListResponseSchema,
  overviewResponseSchema,
  seminarStatusResponseSchema,
  sendMessageResponseSchema,
  sessionResponseSchema,
  statisticsResponseSchema,
  supportProviderResponseSchema,
  supportProvidersResponseSchema,
  supportSessionResponseSchema,
  teamListResponseSchema,
  teamMemberResponseSchema,
  unreadCountsResponseSchema,
  validateSessionResponseSchema,
} from '@bu/contracts';

const seminarResponses = {
  'GET /seminars': seminarListResponseSchema,
  'GET /overview': overviewResponseSchema,
  'POST /seminars/add': seminarAddResponseSchema,
  'POST /seminars/edit': seminarEditResponseSchema,
  'POST /seminars/status': seminarStatusResponseSchema,
  'POST /seminars/duplicate': seminarDuplicateResponseSchema,
  'POST /seminars/delete': seminarDeleteResponseSchema,
  'GET /seminars/publish-drafts/preview': publishDraftsPreviewResponseSchema,
  'POST /seminars/publish-drafts': publishDraftsResponseSchema,
  'PUT /dashboard/brevo/updated-seminar-attributes': okSchema,
};

const profileResponses = {
  'GET /provider-profile': providerProfileResponseSchema,
  'PUT /provider-profile': providerProfileResponseSchema,
  'GET /provider-images': providerImagesResponseSchema,
  'DELETE /provider-images/:id': okSchema,
};

const settingsResponses = {
  'GET /settings/master-data': masterDataResponseSchema,
  'PUT /settings/master-data': masterDataResponseSchema,
  'GET /settings/personal': personalDataResponseSchema,
  'PUT /settings/personal': personalDataResponseSchema,
  'PUT /settings/password': okSchema,
  'GET /settings/invoicing': invoicingResponseSchema,
  'PUT /settings/invoicing': invoicingResponseSchema,
  'GET /settings/team': teamListResponseSchema,
  'POST /settings/team': teamMemberResponseSchema,
  'PUT /settings/team/:id': teamMemberResponseSchema,
  'DELETE /settings/team/:id': okSchema,
  'POST /settings/team/:id/resend-invitation': teamMemberResponseSchema,
  'GET /settings/api-key': apiKeyResponseSchema,
  'POST /settings/api-key': apiKeyCreatedResponseSchema,
  'DELETE /settings/api-key': okSchema,
  'POST /auth/accept-invitation': sessionResponseSchema,
};

const locationResponses = {
  'GET /locations': locationListResponseSchema,
  'POST /locations': locationResponseSchema,
  'PUT /locations/:id': locationResponseSchema,
  'DELETE /locations/:id': okSchema,
  'POST /locations/verify': locationVerifyResponseSchema,
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

const statisticsResponses = {
  'GET /statistics': statisticsResponseSchema,
};

const marketplaceResponses = {
  'GET /public/seminars': publicSeminarSearchResponseSchema,
  'GET /public/seminars/:id': publicSeminarResponseSchema,
  'GET /public/providers/:id': publicProviderResponseSchema,
  'POST /public/seminars/:id/inquiries': okSchema,
};

const boostResponses = {
  'GET /seminars/boost-invoice': boostInvoiceResponseSchema,
  'POST /seminars/boost': boostBookResponseSchema,
  'POST /seminars/confirm-boost': boostConfirmResponseSchema,
  'POST /seminars/boost/cancel': okSchema,
  'GET /settings/invoices': invoiceListResponseSchema,
  'GET /settings/invoices/upcoming': upcomingInvoicesResponseSchema,
};

export const responseSchemas: Record<string, z.ZodType> = {
  ...authResponses,
  ...boostResponses,
  ...marketplaceResponses,
  ...statisticsResponses,
  ...leadResponses,
  ...locationResponses,
  ...profileResponses,
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
  if (!schema)
    throw new Error(`${route}: no response schema in test/contracts.ts — add the endpoint's contracts schema there`);
  return schema;
}
