/**
 * Seminars (seminars.ts, seminar-answers.ts, seminar-import.ts): the list, add and edit, status,
 * copy and delete, publishing all drafts, and the CSV import and export.
 * Part of the endpoint map (endpoints.ts; ADR 024, 051, 055).
 */
import { tokenQuerySchema } from './common';
import type { Endpoint } from './endpoint';
import {
  publishDraftsPreviewQuerySchema,
  publishDraftsPreviewResponseSchema,
  publishDraftsResponseSchema,
  seminarAddResponseSchema,
  seminarDeleteResponseSchema,
  seminarDuplicateResponseSchema,
  seminarEditResponseSchema,
  seminarListResponseSchema,
  seminarStatusResponseSchema,
} from './seminar-answers';
import {
  seminarImportFailureSchema,
  seminarImportFormSchema,
  seminarImportQuerySchema,
  seminarImportResponseSchema,
} from './seminar-import';
import {
  publishDraftsBodySchema,
  seminarAddBodySchema,
  seminarEditBodySchema,
  seminarIdBodySchema,
  seminarListQuerySchema,
  seminarStatusBodySchema,
} from './seminars';

export const seminarEndpoints = {
  listSeminars: {
    route: 'GET /seminars',
    querystring: seminarListQuerySchema,
    responses: { 200: seminarListResponseSchema },
    summary: 'List, filter and page the seminars',
    auth: 'session',
    errors: ['NOT_FOUND'],
  },
  addSeminar: {
    route: 'POST /seminars/add',
    body: seminarAddBodySchema,
    responses: { 201: seminarAddResponseSchema },
    summary: 'Create a seminar (draft or published)',
    auth: 'session',
    errors: ['SEMINAR_RULES', 'PAID_ACTION_ADMIN_ONLY'],
  },
  editSeminar: {
    route: 'POST /seminars/edit',
    body: seminarEditBodySchema,
    responses: { 200: seminarEditResponseSchema },
    summary: 'Change a seminar',
    auth: 'session',
    errors: ['NOT_FOUND', 'SEMINAR_RULES', 'CONFLICT', 'PAID_ACTION_ADMIN_ONLY'],
  },
  setSeminarStatus: {
    route: 'POST /seminars/status',
    body: seminarStatusBodySchema,
    responses: { 200: seminarStatusResponseSchema },
    summary: 'Publish, pause or archive a seminar',
    auth: 'session',
    errors: ['NOT_FOUND', 'SEMINAR_RULES', 'CONFLICT', 'PAID_ACTION_ADMIN_ONLY'],
  },
  duplicateSeminar: {
    route: 'POST /seminars/duplicate',
    body: seminarIdBodySchema,
    responses: { 201: seminarDuplicateResponseSchema },
    summary: 'Copy a seminar as a new draft',
    auth: 'session',
    errors: ['NOT_FOUND'],
  },
  deleteSeminar: {
    route: 'POST /seminars/delete',
    body: seminarIdBodySchema,
    responses: { 200: seminarDeleteResponseSchema },
    summary: 'Delete a draft or archive a seminar',
    auth: 'session',
    errors: ['NOT_FOUND', 'CONFLICT'],
  },
  previewPublishDrafts: {
    route: 'GET /seminars/publish-drafts/preview',
    querystring: publishDraftsPreviewQuerySchema,
    responses: { 200: publishDraftsPreviewResponseSchema },
    summary: 'What publishing all drafts would cost',
    auth: 'session',
  },
  publishDrafts: {
    route: 'POST /seminars/publish-drafts',
    body: publishDraftsBodySchema,
    responses: { 200: publishDraftsResponseSchema },
    summary: 'Publish all drafts at once',
    auth: 'session',
    errors: ['SEMINAR_RULES', 'CONFLICT', 'PAID_ACTION_ADMIN_ONLY'],
  },
  seminarImportTemplate: {
    route: 'GET /seminars/import/template.csv',
    querystring: tokenQuerySchema,
    summary: 'The empty CSV template of the seminar import',
    auth: 'session',
    produces: ['text/csv'],
  },
  exportSeminars: {
    route: 'GET /seminars/export.csv',
    querystring: tokenQuerySchema,
    summary: 'All seminars as CSV, in the columns of the import',
    auth: 'session',
    produces: ['text/csv'],
  },
  importSeminars: {
    route: 'POST /seminars/import',
    multipart: true,
    form: seminarImportFormSchema,
    querystring: seminarImportQuerySchema,
    // 422 answers the row errors (SEMINAR_IMPORT_INVALID) with the counts: its own schema.
    responses: { 200: seminarImportResponseSchema, 422: seminarImportFailureSchema },
    summary: 'Import seminars from a CSV file (dry run first; all rows or none)',
    auth: 'session',
    errors: ['VALIDATION_FAILED', 'PAYLOAD_TOO_LARGE', 'CONFLICT'],
  },
} as const satisfies Record<string, Endpoint>;
