/**
 * The OpenAPI document types a client (issue 44): openapi-typescript makes the types from the
 * document the app serves, openapi-fetch's client takes them, and tsc refuses a call with a
 * misspelt field or a field of the wrong type — as it would in a provider's own project.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import openapiTS, { astToString, type OpenAPI3 } from 'openapi-typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext } from '../../test/helpers';

const require = createRequire(import.meta.url);
const tsc = require.resolve('typescript/bin/tsc');
const openapiFetch = path.dirname(require.resolve('openapi-fetch/package.json'));

/** Each client file's calls, one per line after the header, so an error's line names its call. */
const clients = {
  'misspelt.ts': `client.POST('/seminars/add', { body: { titel: 'x' } });`,
  'wrong-type.ts': `client.POST('/v1/seminars', { body: { title: 'x', priceCents: 'abc' } });`,
  // An upload's form is typed too: its file part is `file`, and an image needs its `kind`.
  'upload.ts': `client.POST('/provider-images', { body: { fiel: 'x', kind: 'logo' } });`,
  'correct.ts': [
    `client.POST('/seminars/add', { body: { title: 'x', priceType: 'exact', priceCents: 9900, Status: 'DRAFT' } });`,
    `client.PUT('/v1/seminars/{id}', { params: { path: { id: 'x' } }, body: { title: 'y' } });`,
    `client.GET('/leads', { params: { query: { page: 2 } } });`,
    `client.POST('/seminars/import', { params: { query: { dryRun: '1' } }, body: { file: 'x' } });`,
    `client.POST('/provider-images', { body: { file: 'x', kind: 'logo', description: 'Logo' } });`,
  ].join('\n'),
};
const HEADER = `import createClient from 'openapi-fetch';
import type { paths } from './api';

const client = createClient<paths>({ baseUrl: 'http://localhost:3000/api' });
`;
const headerLines = HEADER.split('\n').length - 1;

let dir: string;
/** tsc's errors, each with its client file, the line of its call and the text at its column. */
let errors: { file: string; line: number; at: string; message: string }[];

beforeAll(async () => {
  const ctx = await createTestContext();
  let document: OpenAPI3;
  try {
    document = (await ctx.app.inject('/api/openapi.json')).json();
  } finally {
    await ctx.close();
  }
  dir = await mkdtemp(path.join(tmpdir(), 'typed-client-'));
  await writeFile(path.join(dir, 'api.ts'), astToString(await openapiTS(document, { silent: true })));
  for (const [file, calls] of Object.entries(clients)) await writeFile(path.join(dir, file), HEADER + calls + '\n');
  await writeFile(
    path.join(dir, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: {
        strict: true,
        noEmit: true,
        target: 'ES2022',
        lib: ['ES2022', 'DOM'],
        module: 'ESNext',
        moduleResolution: 'Bundler',
        types: [],
        // The temporary folder has no node_modules: the client comes from the project's.
        paths: { 'openapi-fetch': [openapiFetch] },
      },
      files: ['api.ts', ...Object.keys(clients)],
    }),
  );
  const out = await promisify(execFile)(process.execPath, [tsc, '-p', dir, '--pretty', 'false']).then(
    ({ stdout }) => stdout,
    (failure: { stdout: string }) => failure.stdout,
  );
  errors = [...out.matchAll(/^(\S+)\((\d+),(\d+)\): error (.*)$/gm)].map(([, file, line, column, message]) => {
    const name = path.basename(file!);
    const call = (HEADER + (clients[name as keyof typeof clients] ?? '')).split('\n')[Number(line) - 1] ?? '';
    return { file: name, line: Number(line) - headerLines, at: call.slice(Number(column) - 1), message: message! };
  });
}, 120_000);
afterAll(async () => dir && rm(dir, { recursive: true, force: true }));

describe('a client typed from the OpenAPI document', () => {
  it('refuses a misspelt seminar field, naming it', () => {
    expect(errors.filter((e) => e.file === 'misspelt.ts')).toEqual([
      expect.objectContaining({
        line: 1,
        at: expect.stringMatching(/^titel/),
        message: expect.stringContaining("'titel'"),
      }),
    ]);
  });

  it('refuses a price given as text, at the price field', () => {
    const [error, ...more] = errors.filter((e) => e.file === 'wrong-type.ts');
    expect(more).toEqual([]);
    // tsc's message names the types; its position is the field's.
    expect(error).toMatchObject({
      line: 1,
      at: expect.stringMatching(/^priceCents: 'abc'/),
      message: expect.stringMatching(/'string' is not assignable to type 'number'/),
    });
  });

  it('refuses an upload without its file field', () => {
    expect(errors.filter((e) => e.file === 'upload.ts')).toEqual([
      expect.objectContaining({ line: 1, message: expect.stringContaining("'fiel'") }),
    ]);
  });

  it('compiles correct calls', () => {
    expect(errors.filter((e) => e.file === 'correct.ts')).toEqual([]);
    expect(errors.filter((e) => e.file === 'api.ts')).toEqual([]);
  });
});
