/**
 * Leads (leads.ts): the list and its CSV, one lead, changes, attendance and the participant's
 * documents, and the unread counts of leads and conversations.
 * Part of the endpoint map (endpoints.ts; ADR 024, 051, 055).
 */
import { idParamsSchema, tokenQuerySchema } from './common';
import type { Endpoint } from './endpoint';
import {
  attendanceBodySchema,
  attendanceResponseSchema,
  createLeadBodySchema,
  documentKindParamsSchema,
  documentQuerySchema,
  leadDetailResponseSchema,
  leadFilterSchema,
  leadListQuerySchema,
  leadListResponseSchema,
  leadResponseSchema,
  markLeadUnreadBodySchema,
  sendDocumentsBodySchema,
  sendDocumentsResponseSchema,
  unreadCountsResponseSchema,
  updateLeadBodySchema,
} from './leads';

/** What a participant document may be refused for (issue 46: nothing untrue is issued). */
const documentErrors = [
  'NOT_A_PARTICIPANT',
  'SEMINAR_NOT_ENDED',
  'NO_ATTENDANCE',
  'WORK_STATE_UNKNOWN',
  'NO_LAW_IN_STATE',
  'RECOGNITION_MISSING',
  'RECOGNITION_EXPIRED',
  'RECOGNITION_INCOMPLETE',
] as const;

export const leadEndpoints = {
  listLeads: {
    route: 'GET /leads',
    querystring: leadListQuerySchema,
    responses: { 200: leadListResponseSchema },
    summary: 'List, filter and page the leads',
    auth: 'session',
  },
  leadUnreadCounts: {
    route: 'GET /leads/unread-count',
    querystring: tokenQuerySchema,
    responses: { 200: unreadCountsResponseSchema },
    summary: 'Unread leads and conversations',
    auth: 'session',
  },
  exportLeads: {
    route: 'GET /leads/export.csv',
    produces: ['text/csv'],
    querystring: leadFilterSchema,
    summary: 'The filtered leads as CSV',
    auth: 'session',
  },
  getLead: {
    route: 'GET /leads/:id',
    params: idParamsSchema,
    querystring: tokenQuerySchema,
    responses: { 200: leadDetailResponseSchema },
    summary: 'Read a lead (marks it read)',
    auth: 'session',
  },
  createLead: {
    route: 'POST /leads',
    body: createLeadBodySchema,
    responses: { 201: leadResponseSchema },
    summary: 'Record a lead by hand',
    auth: 'session',
    errors: ['NOT_FOUND'],
  },
  updateLead: {
    route: 'PUT /leads/:id',
    params: idParamsSchema,
    body: updateLeadBodySchema,
    responses: { 200: leadResponseSchema },
    summary: "Change a lead's stage, owner, notes or contact",
    auth: 'session',
  },
  setLeadAttendance: {
    route: 'PUT /leads/:id/attendance',
    params: idParamsSchema,
    body: attendanceBodySchema,
    responses: { 200: attendanceResponseSchema },
    summary: "Record a participant's attended days",
    auth: 'session',
    errors: ['NOT_A_PARTICIPANT'],
  },
  markLeadUnread: {
    route: 'POST /leads/:id/unread',
    params: idParamsSchema,
    body: markLeadUnreadBodySchema,
    responses: { 200: leadResponseSchema },
    summary: 'Mark a lead unread',
    auth: 'session',
  },
  leadDocument: {
    route: 'GET /leads/:id/documents/:kind',
    produces: ['application/pdf'],
    params: documentKindParamsSchema,
    querystring: documentQuerySchema,
    summary: "A participant's document as PDF",
    auth: 'session',
    errors: documentErrors,
  },
  sendLeadDocuments: {
    route: 'POST /leads/:id/documents/send',
    params: idParamsSchema,
    body: sendDocumentsBodySchema,
    responses: { 200: sendDocumentsResponseSchema },
    summary: "Mail a participant's documents",
    auth: 'session',
    errors: documentErrors,
  },
} as const satisfies Record<string, Endpoint>;
