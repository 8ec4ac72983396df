/**
 * The endpoint map: every API operation by its operationId, with its route ("METHOD /path",
 * `:param` segments, relative to /api), a one-line summary, how a caller authenticates, the
 * schema of its success answer and the error codes the operation itself can answer. The API's
 * routes take their response schemas from it, the web tests check their fixtures with it, and the
 * OpenAPI document is generated from it (the
 * errors every operation of a kind can answer — validation, missing session, rate limits, 5xx —
 * are added there), and an API test checks that it names every registered route and nothing else.
 */
import type { z } from 'zod';
import { okSchema, sessionResponseSchema, validateSessionResponseSchema } from './auth';
import {
  boostBookResponseSchema,
  boostConfirmResponseSchema,
  boostInvoiceResponseSchema,
  invoiceListResponseSchema,
  invoiceRunResponseSchema,
  upcomingInvoicesResponseSchema,
} from './boosts';
import {
  attendanceResponseSchema,
  conversationDetailResponseSchema,
  conversationListResponseSchema,
  leadDetailResponseSchema,
  leadListResponseSchema,
  leadResponseSchema,
  replyContextResponseSchema,
  sendDocumentsResponseSchema,
  sendMessageResponseSchema,
  unreadCountsResponseSchema,
} from './leads';
import { locationListResponseSchema, locationResponseSchema, locationVerifyResponseSchema } from './locations';
import {
  publicProviderResponseSchema,
  publicSeminarResponseSchema,
  publicSeminarSearchResponseSchema,
  statEventsResponseSchema,
} from './marketplace';
import {
  apiKeyCreatedResponseSchema,
  apiKeyResponseSchema,
  invoicingResponseSchema,
  masterDataResponseSchema,
  personalDataResponseSchema,
  providerImageResponseSchema,
  providerImagesResponseSchema,
  providerProfileResponseSchema,
  teamListResponseSchema,
  teamMemberResponseSchema,
} from './provider';
import {
  providerRecognitionListResponseSchema,
  providerRecognitionResponseSchema,
  recognitionDocumentResponseSchema,
  statesResponseSchema,
} from './recognitions';
import {
  activityListResponseSchema,
  revokeOthersResponseSchema,
  sessionsResponseSchema,
  supportProviderResponseSchema,
  supportProvidersResponseSchema,
  supportSessionResponseSchema,
  twoFactorEnableResponseSchema,
  twoFactorSetupResponseSchema,
  twoFactorStatusResponseSchema,
} from './security';
import {
  publishDraftsPreviewResponseSchema,
  publishDraftsResponseSchema,
  seminarAddResponseSchema,
  seminarDeleteResponseSchema,
  seminarDuplicateResponseSchema,
  seminarEditResponseSchema,
  seminarListResponseSchema,
  seminarStatusResponseSchema,
  v1SeminarCreateResponseSchema,
  v1SeminarListResponseSchema,
  v1SeminarResponseSchema,
  v1SeminarUpdateResponseSchema,
} from './seminar-answers';
import { statisticsResponseSchema, statisticsRollupResponseSchema } from './statistics';
import { devMailboxResponseSchema, healthResponseSchema, readyResponseSchema } from './system';
import { errorStatus, type ErrorCode } from './errors';
import { inboundMailResponseSchema } from './inbound-mail';
import { overviewResponseSchema } from './overview';

/**
 * - `session`: the session token (Authorization Bearer, query `token` or body `bu_auth_token`)
 * - `apiKey`: the provider's API key as Authorization Bearer (`/v1`)
 * - `link`: the key of a mailed link, in the body (`key`); no session
 * - `basic`: HTTP Basic credentials of a mail service (the Postmark inbound webhook)
 * - `none`: public
 */
export type EndpointAuth = 'session' | 'apiKey' | 'link' | 'basic' | 'none';

export interface Endpoint {
  route: `${'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'} /${string}`;
  summary: string;
  auth: EndpointAuth;
  /** The success answer's schema by status; none for a file (CSV, PDF, image). */
  responses?: Readonly<Record<number, z.ZodType>>;
  /** The operation's own failures (beyond those every operation of its kind can answer). */
  errors?: readonly ErrorCode[];
  /** Answers 429 RATE_LIMITED when a caller exceeds the route's rate limit. */
  rateLimited?: true;
  /** Answers 304 without a body when If-None-Match names the current ETag. */
  conditional?: true;
}

const admin: readonly ErrorCode[] = ['FORBIDDEN'];
const ownAccount: readonly ErrorCode[] = ['FORBIDDEN'];

export const endpoints = {
  // system
  health: { route: 'GET /health', responses: { 200: healthResponseSchema }, summary: 'Liveness probe', auth: 'none' },
  ready: {
    route: 'GET /ready',
    responses: { 200: readyResponseSchema },
    summary: 'Readiness probe (database, rate-limit store)',
    auth: 'none',
    errors: ['UNAVAILABLE'],
  },

  // auth
  signUp: {
    route: 'POST /auth/signup',
    responses: { 201: okSchema },
    summary: 'Register a provider and its first admin',
    auth: 'none',
    errors: ['CONFLICT'],
    rateLimited: true,
  },
  resendVerification: {
    route: 'POST /auth/resend-verification',
    responses: { 200: okSchema },
    summary: 'Mail the registration link again',
    auth: 'none',
    rateLimited: true,
  },
  confirmRegistration: {
    route: 'POST /auth/confirm-registration',
    responses: { 200: sessionResponseSchema },
    summary: 'Confirm a registration from its mailed link',
    auth: 'link',
    errors: ['LINK_INVALID', 'LINK_EXPIRED', 'ALREADY_CONFIRMED'],
  },
  logIn: {
    route: 'POST /auth/login',
    responses: { 200: sessionResponseSchema },
    summary: 'Sign in with email and password',
    auth: 'none',
    errors: ['INVALID_CREDENTIALS', 'EMAIL_NOT_VERIFIED', 'TOTP_REQUIRED', 'TOTP_INVALID'],
    rateLimited: true,
  },
  logOut: {
    route: 'POST /auth/logout',
    responses: { 200: okSchema },
    summary: 'Sign out (revoke the session)',
    auth: 'session',
  },
  requestPasswordReset: {
    route: 'POST /auth/request-password-reset',
    responses: { 200: okSchema },
    summary: 'Mail a password-reset link',
    auth: 'none',
    rateLimited: true,
  },
  resetPassword: {
    route: 'POST /auth/reset-password',
    responses: { 200: okSchema },
    summary: 'Set a new password from a reset link',
    auth: 'link',
    errors: ['LINK_INVALID', 'LINK_EXPIRED'],
    rateLimited: true,
  },
  acceptInvitation: {
    route: 'POST /auth/accept-invitation',
    responses: { 200: sessionResponseSchema },
    summary: 'Join a team from an invitation link',
    auth: 'link',
    errors: ['LINK_INVALID', 'LINK_EXPIRED', 'CONFLICT'],
    rateLimited: true,
  },
  secureAccount: {
    route: 'POST /auth/secure-account',
    responses: { 200: okSchema },
    summary: 'Lock out an intruder from a security-alert link',
    auth: 'link',
    errors: ['LINK_INVALID', 'LINK_EXPIRED'],
    rateLimited: true,
  },
  validateSession: {
    route: 'POST /validate-session',
    responses: { 200: validateSessionResponseSchema },
    summary: 'Check a session token and read its user',
    auth: 'session',
  },
  setLanguage: {
    route: 'PUT /me/language',
    responses: { 200: okSchema },
    summary: "Set the signed-in user's language",
    auth: 'session',
  },

  // seminars
  listSeminars: {
    route: 'GET /seminars',
    responses: { 200: seminarListResponseSchema },
    summary: 'List, filter and page the seminars',
    auth: 'session',
    errors: ['NOT_FOUND'],
  },
  getOverview: {
    route: 'GET /overview',
    responses: { 200: overviewResponseSchema },
    summary: 'The signed-in home: key figures, what needs action, latest changes, first-run checklist',
    auth: 'session',
  },
  addSeminar: {
    route: 'POST /seminars/add',
    responses: { 201: seminarAddResponseSchema },
    summary: 'Create a seminar (draft or published)',
    auth: 'session',
    errors: ['SEMINAR_RULES', 'PAID_ACTION_ADMIN_ONLY'],
  },
  editSeminar: {
    route: 'POST /seminars/edit',
    responses: { 200: seminarEditResponseSchema },
    summary: 'Change a seminar',
    auth: 'session',
    errors: ['NOT_FOUND', 'SEMINAR_RULES', 'CONFLICT', 'PAID_ACTION_ADMIN_ONLY'],
  },
  setSeminarStatus: {
    route: 'POST /seminars/status',
    responses: { 200: seminarStatusResponseSchema },
    summary: 'Publish, pause or archive a seminar',
    auth: 'session',
    errors: ['NOT_FOUND', 'SEMINAR_RULES', 'CONFLICT', 'PAID_ACTION_ADMIN_ONLY'],
  },
  duplicateSeminar: {
    route: 'POST /seminars/duplicate',
    responses: { 201: seminarDuplicateResponseSchema },
    summary: 'Copy a seminar as a new draft',
    auth: 'session',
    errors: ['NOT_FOUND'],
  },
  deleteSeminar: {
    route: 'POST /seminars/delete',
    responses: { 200: seminarDeleteResponseSchema },
    summary: 'Delete a draft or archive a seminar',
    auth: 'session',
    errors: ['NOT_FOUND', 'CONFLICT'],
  },
  previewPublishDrafts: {
    route: 'GET /seminars/publish-drafts/preview',
    responses: { 200: publishDraftsPreviewResponseSchema },
    summary: 'What publishing all drafts would cost',
    auth: 'session',
  },
  publishDrafts: {
    route: 'POST /seminars/publish-drafts',
    responses: { 200: publishDraftsResponseSchema },
    summary: 'Publish all drafts at once',
    auth: 'session',
    errors: ['SEMINAR_RULES', 'CONFLICT', 'PAID_ACTION_ADMIN_ONLY'],
  },

  // boosts
  bookBoost: {
    route: 'POST /seminars/boost',
    responses: { 201: boostBookResponseSchema },
    summary: 'Put boost days into the cart',
    auth: 'session',
    errors: ['NOT_FOUND', 'BOOST_NOT_BOOKABLE', 'BOOST_DAYS_INVALID', 'BOOST_PAST_COURSE_START'],
  },
  boostInvoice: {
    route: 'GET /seminars/boost-invoice',
    responses: { 200: boostInvoiceResponseSchema },
    summary: 'The priced overview of the boost cart',
    auth: 'session',
  },
  confirmBoost: {
    route: 'POST /seminars/confirm-boost',
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
    responses: { 200: okSchema },
    summary: 'Remove a boost from the cart',
    auth: 'session',
    errors: ['NOT_FOUND', 'BOOST_ALREADY_CONFIRMED'],
  },

  // locations
  listLocations: {
    route: 'GET /locations',
    responses: { 200: locationListResponseSchema },
    summary: "List the provider's locations",
    auth: 'session',
  },
  createLocation: {
    route: 'POST /locations',
    responses: { 201: locationResponseSchema },
    summary: 'Create a location',
    auth: 'session',
  },
  updateLocation: {
    route: 'PUT /locations/:id',
    responses: { 200: locationResponseSchema },
    summary: 'Change a location',
    auth: 'session',
  },
  deleteLocation: {
    route: 'DELETE /locations/:id',
    responses: { 200: okSchema },
    summary: 'Delete a location no seminar uses',
    auth: 'session',
    errors: ['LOCATION_IN_USE'],
  },
  verifyLocation: {
    route: 'POST /locations/verify',
    responses: { 200: locationVerifyResponseSchema },
    summary: 'Check an address',
    auth: 'session',
    errors: ['NOT_FOUND'],
  },

  // marketing
  syncSeminarAttributes: {
    route: 'PUT /dashboard/brevo/updated-seminar-attributes',
    responses: { 200: okSchema },
    summary: 'Queue a marketing sync of the seminars',
    auth: 'session',
    errors: ['NOT_FOUND'],
  },
  syncProfileAttributes: {
    route: 'PUT /dashboard/brevo/update-profile-attributes',
    responses: { 200: okSchema },
    summary: 'Queue a marketing sync of the profile',
    auth: 'session',
    errors: ['NOT_FOUND'],
  },
  addMarketingContact: {
    route: 'POST /dashboard/brevo/add-contact',
    responses: { 200: okSchema },
    summary: 'Queue a marketing contact for an account',
    auth: 'none',
    errors: ['NOT_FOUND'],
    rateLimited: true,
  },

  // leads and conversations
  listLeads: {
    route: 'GET /leads',
    responses: { 200: leadListResponseSchema },
    summary: 'List, filter and page the leads',
    auth: 'session',
  },
  leadUnreadCounts: {
    route: 'GET /leads/unread-count',
    responses: { 200: unreadCountsResponseSchema },
    summary: 'Unread leads and conversations',
    auth: 'session',
  },
  exportLeads: { route: 'GET /leads/export.csv', summary: 'The filtered leads as CSV', auth: 'session' },
  getLead: {
    route: 'GET /leads/:id',
    responses: { 200: leadDetailResponseSchema },
    summary: 'Read a lead (marks it read)',
    auth: 'session',
  },
  createLead: {
    route: 'POST /leads',
    responses: { 201: leadResponseSchema },
    summary: 'Record a lead by hand',
    auth: 'session',
    errors: ['NOT_FOUND'],
  },
  updateLead: {
    route: 'PUT /leads/:id',
    responses: { 200: leadResponseSchema },
    summary: "Change a lead's stage, owner, notes or contact",
    auth: 'session',
  },
  setLeadAttendance: {
    route: 'PUT /leads/:id/attendance',
    responses: { 200: attendanceResponseSchema },
    summary: "Record a participant's attended days",
    auth: 'session',
    errors: ['NOT_A_PARTICIPANT'],
  },
  markLeadUnread: {
    route: 'POST /leads/:id/unread',
    responses: { 200: leadResponseSchema },
    summary: 'Mark a lead unread',
    auth: 'session',
  },
  leadDocument: {
    route: 'GET /leads/:id/documents/:kind',
    summary: "A participant's document as PDF",
    auth: 'session',
    errors: ['NOT_A_PARTICIPANT', 'SEMINAR_NOT_ENDED'],
  },
  sendLeadDocuments: {
    route: 'POST /leads/:id/documents/send',
    responses: { 200: sendDocumentsResponseSchema },
    summary: "Mail a participant's documents",
    auth: 'session',
    errors: ['NOT_A_PARTICIPANT', 'SEMINAR_NOT_ENDED'],
  },
  listConversations: {
    route: 'GET /conversations',
    responses: { 200: conversationListResponseSchema },
    summary: 'List the conversations',
    auth: 'session',
  },
  getConversation: {
    route: 'GET /conversations/:id',
    responses: { 200: conversationDetailResponseSchema },
    summary: 'Read a conversation (marks it read)',
    auth: 'session',
  },
  sendMessage: {
    route: 'POST /conversations/:id/messages',
    responses: { 201: sendMessageResponseSchema },
    summary: 'Reply to a participant by mail',
    auth: 'session',
  },

  // inbound mail (only when configured: INBOUND_MAIL_DOMAIN and a receiver)
  receiveMailgunMail: {
    route: 'POST /inbound/mailgun',
    responses: { 200: inboundMailResponseSchema },
    summary: "A participant's mail reply, as Mailgun's signed inbound route posts it",
    auth: 'none',
    errors: ['INBOUND_SIGNATURE_INVALID', 'INBOUND_SIGNATURE_STALE'],
  },
  receivePostmarkMail: {
    route: 'POST /inbound/postmark',
    responses: { 200: inboundMailResponseSchema },
    summary: "A participant's mail reply, as Postmark's inbound webhook posts it",
    auth: 'basic',
    errors: ['INBOUND_SIGNATURE_INVALID'],
  },

  // marketplace (public)
  searchPublicSeminars: {
    route: 'GET /public/seminars',
    responses: { 200: publicSeminarSearchResponseSchema },
    summary: 'Search the published seminars',
    auth: 'none',
    rateLimited: true,
  },
  getPublicSeminar: {
    route: 'GET /public/seminars/:id',
    responses: { 200: publicSeminarResponseSchema },
    summary: 'A published seminar',
    auth: 'none',
    rateLimited: true,
  },
  getPublicProvider: {
    route: 'GET /public/providers/:id',
    responses: { 200: publicProviderResponseSchema },
    summary: "A provider's public profile",
    auth: 'none',
    rateLimited: true,
  },
  sendInquiry: {
    route: 'POST /public/seminars/:id/inquiries',
    responses: { 201: okSchema },
    summary: 'Send an inquiry about a seminar',
    auth: 'none',
    rateLimited: true,
  },
  listStates: {
    route: 'GET /public/states',
    responses: { 200: statesResponseSchema },
    summary: 'The states and their educational-leave laws',
    auth: 'none',
    rateLimited: true,
  },
  lookUpReply: {
    route: 'POST /public/replies/lookup',
    responses: { 200: replyContextResponseSchema },
    summary: 'The conversation a reply link answers',
    auth: 'link',
    errors: ['NOT_FOUND', 'LINK_EXPIRED'],
    rateLimited: true,
  },
  sendReply: {
    route: 'POST /public/replies',
    responses: { 201: okSchema },
    summary: "Send a participant's reply from a reply link",
    auth: 'link',
    errors: ['NOT_FOUND', 'LINK_EXPIRED'],
    rateLimited: true,
  },
  recordEvents: {
    route: 'POST /public/events',
    responses: { 202: statEventsResponseSchema },
    summary: 'Record marketplace visitor events',
    auth: 'none',
    rateLimited: true,
  },

  // statistics
  statistics: {
    route: 'GET /statistics',
    responses: { 200: statisticsResponseSchema },
    summary: 'Statistics of a period',
    auth: 'session',
    errors: ['NOT_FOUND'],
  },
  exportStatistics: {
    route: 'GET /statistics/export.csv',
    summary: 'The per-seminar statistics as CSV',
    auth: 'session',
    errors: ['NOT_FOUND'],
  },

  // images and recognitions
  listProviderImages: {
    route: 'GET /provider-images',
    responses: { 200: providerImagesResponseSchema },
    summary: "The provider's logo, cover, gallery and favicon",
    auth: 'session',
  },
  uploadProviderImage: {
    route: 'POST /provider-images',
    responses: { 201: providerImageResponseSchema },
    summary: 'Upload an image',
    auth: 'session',
    errors: ['VALIDATION_FAILED', 'BAD_REQUEST', 'PAYLOAD_TOO_LARGE'],
  },
  updateProviderImage: {
    route: 'PATCH /provider-images/:id',
    responses: { 200: providerImageResponseSchema },
    summary: "Change an image's description",
    auth: 'session',
  },
  deleteProviderImage: {
    route: 'DELETE /provider-images/:id',
    responses: { 200: okSchema },
    summary: 'Delete an image',
    auth: 'session',
  },
  getImage: { route: 'GET /images/:file', summary: 'Image bytes', auth: 'none', conditional: true },
  uploadRecognitionDocument: {
    route: 'POST /recognitions/documents',
    responses: { 201: recognitionDocumentResponseSchema },
    summary: 'Upload a recognition notice (PDF)',
    auth: 'session',
    errors: ['VALIDATION_FAILED', 'BAD_REQUEST', 'PAYLOAD_TOO_LARGE'],
  },
  getRecognitionDocument: {
    route: 'GET /recognitions/documents/:id',
    summary: 'A recognition notice as PDF',
    auth: 'session',
  },
  listRecognitions: {
    route: 'GET /recognitions',
    responses: { 200: providerRecognitionListResponseSchema },
    summary: "The provider's provider-level recognitions",
    auth: 'session',
  },
  createRecognition: {
    route: 'POST /recognitions',
    responses: { 201: providerRecognitionResponseSchema },
    summary: 'Add a provider-level recognition',
    auth: 'session',
    errors: ['CONFLICT'],
  },
  updateRecognition: {
    route: 'PUT /recognitions/:id',
    responses: { 200: providerRecognitionResponseSchema },
    summary: 'Change a provider-level recognition',
    auth: 'session',
    errors: ['CONFLICT'],
  },
  deleteRecognition: {
    route: 'DELETE /recognitions/:id',
    responses: { 200: okSchema },
    summary: 'Delete a provider-level recognition',
    auth: 'session',
  },

  // profile and settings
  getProviderProfile: {
    route: 'GET /provider-profile',
    responses: { 200: providerProfileResponseSchema },
    summary: "The provider's public profile data",
    auth: 'session',
  },
  updateProviderProfile: {
    route: 'PUT /provider-profile',
    responses: { 200: providerProfileResponseSchema },
    summary: "Change the provider's public profile",
    auth: 'session',
  },
  getMasterData: {
    route: 'GET /settings/master-data',
    responses: { 200: masterDataResponseSchema },
    summary: "The provider's master data",
    auth: 'session',
  },
  updateMasterData: {
    route: 'PUT /settings/master-data',
    responses: { 200: masterDataResponseSchema },
    summary: "Change the provider's master data",
    auth: 'session',
    errors: admin,
  },
  getPersonalData: {
    route: 'GET /settings/personal',
    responses: { 200: personalDataResponseSchema },
    summary: "The signed-in user's personal data",
    auth: 'session',
  },
  updatePersonalData: {
    route: 'PUT /settings/personal',
    responses: { 200: personalDataResponseSchema },
    summary: "Change the signed-in user's personal data",
    auth: 'session',
    errors: [...ownAccount, 'CONFLICT', 'INVALID_CREDENTIALS'],
  },
  changePassword: {
    route: 'PUT /settings/password',
    responses: { 200: okSchema },
    summary: 'Change the password',
    auth: 'session',
    errors: [...ownAccount, 'INVALID_CREDENTIALS'],
    rateLimited: true,
  },
  getInvoicing: {
    route: 'GET /settings/invoicing',
    responses: { 200: invoicingResponseSchema },
    summary: 'The invoicing data',
    auth: 'session',
  },
  updateInvoicing: {
    route: 'PUT /settings/invoicing',
    responses: { 200: invoicingResponseSchema },
    summary: 'Change the invoicing data',
    auth: 'session',
    errors: admin,
  },
  listActivity: {
    route: 'GET /settings/activity',
    responses: { 200: activityListResponseSchema },
    summary: 'The activity log',
    auth: 'session',
    errors: admin,
  },
  exportActivity: {
    route: 'GET /settings/activity/export.csv',
    summary: 'The activity log as CSV',
    auth: 'session',
    errors: admin,
  },
  listInvoices: {
    route: 'GET /settings/invoices',
    responses: { 200: invoiceListResponseSchema },
    summary: 'The issued invoices',
    auth: 'session',
    errors: admin,
  },
  upcomingInvoices: {
    route: 'GET /settings/invoices/upcoming',
    responses: { 200: upcomingInvoicesResponseSchema },
    summary: 'Charges not yet invoiced',
    auth: 'session',
    errors: admin,
  },
  getInvoiceFile: {
    route: 'GET /settings/invoices/:file',
    summary: 'An invoice as PDF or XRechnung XML',
    auth: 'session',
    errors: admin,
  },
  getApiKey: {
    route: 'GET /settings/api-key',
    responses: { 200: apiKeyResponseSchema },
    summary: 'The API key (masked)',
    auth: 'session',
    errors: admin,
  },
  createApiKey: {
    route: 'POST /settings/api-key',
    responses: { 201: apiKeyCreatedResponseSchema },
    summary: 'Create (or replace) the API key',
    auth: 'session',
    errors: admin,
  },
  revokeApiKey: {
    route: 'DELETE /settings/api-key',
    responses: { 200: okSchema },
    summary: 'Revoke the API key',
    auth: 'session',
    errors: admin,
  },
  listSessions: {
    route: 'GET /settings/sessions',
    responses: { 200: sessionsResponseSchema },
    summary: "The signed-in user's sessions",
    auth: 'session',
    errors: ownAccount,
  },
  revokeSession: {
    route: 'DELETE /settings/sessions/:id',
    responses: { 200: okSchema },
    summary: 'End one session',
    auth: 'session',
    errors: ownAccount,
  },
  revokeOtherSessions: {
    route: 'POST /settings/sessions/revoke-others',
    responses: { 200: revokeOthersResponseSchema },
    summary: 'End every other session',
    auth: 'session',
    errors: ownAccount,
  },
  twoFactorStatus: {
    route: 'GET /settings/2fa',
    responses: { 200: twoFactorStatusResponseSchema },
    summary: 'Whether two-factor sign-in is on',
    auth: 'session',
    errors: ownAccount,
  },
  setUpTwoFactor: {
    route: 'POST /settings/2fa/setup',
    responses: { 200: twoFactorSetupResponseSchema },
    summary: 'Start setting up two-factor sign-in',
    auth: 'session',
    errors: [...ownAccount, 'CONFLICT'],
  },
  enableTwoFactor: {
    route: 'POST /settings/2fa/enable',
    responses: { 200: twoFactorEnableResponseSchema },
    summary: 'Turn on two-factor sign-in',
    auth: 'session',
    errors: [...ownAccount, 'CONFLICT', 'TOTP_INVALID'],
    rateLimited: true,
  },
  disableTwoFactor: {
    route: 'POST /settings/2fa/disable',
    responses: { 200: okSchema },
    summary: 'Turn off two-factor sign-in',
    auth: 'session',
    errors: [...ownAccount, 'CONFLICT', 'TOTP_INVALID', 'INVALID_CREDENTIALS'],
    rateLimited: true,
  },

  // team
  listTeam: {
    route: 'GET /settings/team',
    responses: { 200: teamListResponseSchema },
    summary: 'The team members',
    auth: 'session',
  },
  inviteMember: {
    route: 'POST /settings/team',
    responses: { 201: teamMemberResponseSchema },
    summary: 'Invite a team member',
    auth: 'session',
    errors: [...admin, 'CONFLICT', 'INVITATION_PENDING'],
  },
  resendInvitation: {
    route: 'POST /settings/team/:id/resend-invitation',
    responses: { 200: teamMemberResponseSchema },
    summary: 'Mail an invitation again',
    auth: 'session',
    errors: [...admin, 'CONFLICT'],
    rateLimited: true,
  },
  updateMember: {
    route: 'PUT /settings/team/:id',
    responses: { 200: teamMemberResponseSchema },
    summary: "Change a member's role or name",
    auth: 'session',
    errors: [...admin, 'CONFLICT'],
  },
  removeMember: {
    route: 'DELETE /settings/team/:id',
    responses: { 200: okSchema },
    summary: 'Remove a team member',
    auth: 'session',
    errors: [...admin, 'CONFLICT'],
  },

  // support (superadmins; others get 404)
  listSupportProviders: {
    route: 'GET /support/providers',
    responses: { 200: supportProvidersResponseSchema },
    summary: 'Find providers (support)',
    auth: 'session',
    errors: ['NOT_FOUND'],
  },
  getSupportProvider: {
    route: 'GET /support/providers/:id',
    responses: { 200: supportProviderResponseSchema },
    summary: 'A provider and its accounts (support)',
    auth: 'session',
  },
  startSupportSession: {
    route: 'POST /support/providers/:id/sessions',
    responses: { 201: supportSessionResponseSchema },
    summary: "Open a provider's dashboard (support)",
    auth: 'session',
    errors: ['CONFLICT'],
  },
  supportResendVerification: {
    route: 'POST /support/providers/:id/users/:userId/resend-verification',
    responses: { 200: okSchema },
    summary: "Mail a user's registration link again (support)",
    auth: 'session',
    errors: ['CONFLICT'],
  },
  endSupportSession: {
    route: 'POST /support/sessions/end',
    responses: { 200: okSchema },
    summary: 'End the support session',
    auth: 'session',
    errors: ['NOT_FOUND'],
  },

  // provider API v1
  v1ListSeminars: {
    route: 'GET /v1/seminars',
    responses: { 200: v1SeminarListResponseSchema },
    summary: "List the provider's seminars",
    auth: 'apiKey',
    rateLimited: true,
  },
  v1GetSeminar: {
    route: 'GET /v1/seminars/:id',
    responses: { 200: v1SeminarResponseSchema },
    summary: 'Read a seminar',
    auth: 'apiKey',
    rateLimited: true,
  },
  v1CreateSeminar: {
    route: 'POST /v1/seminars',
    responses: { 201: v1SeminarCreateResponseSchema },
    summary: 'Create a seminar',
    auth: 'apiKey',
    errors: ['SEMINAR_RULES'],
    rateLimited: true,
  },
  v1UpdateSeminar: {
    route: 'PUT /v1/seminars/:id',
    responses: { 200: v1SeminarUpdateResponseSchema },
    summary: 'Change a seminar',
    auth: 'apiKey',
    errors: ['SEMINAR_RULES', 'CONFLICT'],
    rateLimited: true,
  },

  // development only (dev mailbox transport, never in production, only from this machine)
  devMailbox: {
    route: 'GET /dev/mailbox',
    responses: { 200: devMailboxResponseSchema },
    summary: 'Mail sent to an address (development)',
    auth: 'none',
    errors: ['NOT_FOUND'],
  },
  devRunInvoices: {
    route: 'POST /dev/invoices/run',
    responses: { 200: invoiceRunResponseSchema },
    summary: 'Issue the invoices of a month now (development)',
    auth: 'none',
    errors: ['NOT_FOUND', 'BAD_REQUEST'],
  },
  devRollUpStatistics: {
    route: 'POST /dev/statistics/rollup',
    responses: { 200: statisticsRollupResponseSchema },
    summary: 'Roll up statistics now (development)',
    auth: 'none',
    errors: ['NOT_FOUND'],
  },
} as const satisfies Record<string, Endpoint>;

export type OperationId = keyof typeof endpoints;

/** The operationId of each "METHOD /path" route. */
export const operationIdByRoute: ReadonlyMap<string, OperationId> = new Map(
  (Object.entries(endpoints) as [OperationId, Endpoint][]).map(([id, endpoint]) => [endpoint.route, id]),
);

/** The HTTP status each error code travels with, grouped: `{ 404: ['NOT_FOUND'], … }`. */
export function errorsByStatus(codes: Iterable<ErrorCode>): Map<number, ErrorCode[]> {
  const byStatus = new Map<number, ErrorCode[]>();
  for (const code of new Set(codes)) {
    const status = errorStatus[code];
    byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  }
  return byStatus;
}
