/**
 * What `api.call` lets through, checked by the compiler (`npm run typecheck`, tsc -p apps/web; ADR
 * 052): each `@ts-expect-error` line must be an error, or tsc fails on the unused directive. So
 * a call that sends a field the operation's schema lacks, leaves out a path parameter or reads a
 * field its answer lacks does not compile — nor does one of an operation the map no longer has.
 * Never run: it only has to compile.
 */
import { describe, expectTypeOf, it } from 'vitest';
import type { z } from 'zod';
import type { leadDetailResponseSchema, leadResponseSchema, seminarListResponseSchema } from '@bu/contracts';
import { api, type ApiFile } from './api-client';
import { endpoints } from './endpoints';

declare const id: string;

describe('api.call', () => {
  it('answers what the operation’s success schema says', async () => {
    expectTypeOf(api.call(endpoints.listSeminars)).resolves.toEqualTypeOf<z.output<typeof seminarListResponseSchema>>();
    expectTypeOf(api.call(endpoints.getLead, { params: { id } })).resolves.toEqualTypeOf<
      z.output<typeof leadDetailResponseSchema>
    >();
    const { lead } = await api.call(endpoints.createLead, {
      body: { firstName: 'Ada', lastName: 'L', email: 'ada@example.org', seminarId: id },
    });
    expectTypeOf(lead.firstName).toEqualTypeOf<string>();
    // @ts-expect-error -- the answer has no such field
    void lead.fullName;
    const list = await api.call(endpoints.listSeminars);
    expectTypeOf(list).not.toHaveProperty('seminarList');
    // @ts-expect-error -- nor does the list
    void list.seminarList;
  });

  it('answers a file for a file operation', () => {
    expectTypeOf(api.call(endpoints.exportLeads, { query: { stage: 'new' } })).resolves.toEqualTypeOf<ApiFile>();
    expectTypeOf(
      api.call(endpoints.leadDocument, { params: { id, kind: 'attendance-certificate.pdf' } }),
    ).resolves.toEqualTypeOf<ApiFile>();
  });

  it('needs every path parameter of the route', () => {
    // @ts-expect-error -- GET /leads/:id without its id
    void api.call(endpoints.getLead);
    // @ts-expect-error -- the params, but not the id
    void api.call(endpoints.getLead, { params: {} });
    // @ts-expect-error -- GET /leads/:id/documents/:kind without its kind
    void api.call(endpoints.leadDocument, { params: { id } });
    // @ts-expect-error -- a route without parameters takes none
    void api.call(endpoints.listLeads, { params: { id } });
  });

  it('sends only the fields of the body schema, with their types', () => {
    void api.call(endpoints.sendMessage, { params: { id }, body: { text: 'Hello' } });
    // @ts-expect-error -- a misspelt field
    void api.call(endpoints.sendMessage, { params: { id }, body: { txt: 'Hello' } });
    // @ts-expect-error -- a number where the schema takes text
    void api.call(endpoints.sendMessage, { params: { id }, body: { text: 1 } });
    // @ts-expect-error -- a required field left out
    void api.call(endpoints.sendMessage, { params: { id }, body: {} });
    // @ts-expect-error -- an operation without a body takes none
    void api.call(endpoints.logOut, { body: { everywhere: true } });
  });

  it('sends only the query of the query schema, each value as the URL carries it', () => {
    void api.call(endpoints.listSeminars, { query: { sort: 'title', page: 2, addConversationCounts: '1' } });
    // @ts-expect-error -- no such sort
    void api.call(endpoints.listSeminars, { query: { sort: 'price' } });
    // @ts-expect-error -- a misspelt parameter
    void api.call(endpoints.listSeminars, { query: { pageSiz: 10 } });
    // @ts-expect-error -- a flag is '1' or '0' in the URL, not a number
    void api.call(endpoints.listSeminars, { query: { addConversationCounts: 1 } });
  });

  it('takes an upload as form data, and form data only there', () => {
    void api.call(endpoints.uploadRecognitionDocument, { body: new FormData() });
    // @ts-expect-error -- an upload is no JSON body
    void api.call(endpoints.uploadRecognitionDocument, { body: { file: 'notice.pdf' } });
    // @ts-expect-error -- a JSON operation takes no form data
    void api.call(endpoints.createLead, { body: new FormData() });
  });

  it('knows only the operations of the map', () => {
    // @ts-expect-error -- renamed or removed in the map: every call of it stops compiling
    void api.call(endpoints.listSeminar);
    expectTypeOf(api.call(endpoints.updateLead, { params: { id }, body: { stage: 'booked' } })).resolves.toEqualTypeOf<
      z.output<typeof leadResponseSchema>
    >();
  });
});
