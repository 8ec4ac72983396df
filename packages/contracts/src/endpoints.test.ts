import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { endpoints, type Endpoint } from './endpoints';

const src = fileURLToPath(new URL('.', import.meta.url));
const featureFiles = readdirSync(src, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.endpoints.ts'))
  .sort();

/** Every group of operations the feature files export, by file. */
async function featureGroups(): Promise<[string, Record<string, Endpoint>][]> {
  const groups: [string, Record<string, Endpoint>][] = [];
  for (const file of featureFiles) {
    const module = (await import(/* @vite-ignore */ `./${file}`)) as Record<string, Record<string, Endpoint>>;
    for (const group of Object.values(module)) groups.push([file, group]);
  }
  return groups;
}

describe('the endpoint map', () => {
  it('assembles every feature file, and no operation is defined twice', async () => {
    expect(featureFiles.length).toBeGreaterThan(10);
    const definedIn = new Map<string, string[]>();
    for (const [file, group] of await featureGroups()) {
      for (const id of Object.keys(group)) definedIn.set(id, [...(definedIn.get(id) ?? []), file]);
    }
    const twice = [...definedIn].filter(([, files]) => files.length > 1);
    expect(twice).toEqual([]);
    // A feature file left out of endpoints.ts would leave its routes out of the API's check and the document.
    expect([...definedIn.keys()].sort()).toEqual(Object.keys(endpoints).sort());
    for (const [, group] of await featureGroups()) {
      for (const [id, endpoint] of Object.entries(group))
        expect(endpoints[id as keyof typeof endpoints]).toBe(endpoint);
    }
  });

  it('names every route once', () => {
    const routes = Object.values(endpoints).map(({ route }) => route);
    expect(routes.filter((route, index) => routes.indexOf(route) !== index)).toEqual([]);
  });

  it("has a params schema naming exactly the route's :segments", () => {
    const mismatches = (Object.entries(endpoints) as [string, Endpoint][]).flatMap(([id, { route, params }]) => {
      const segments = [...route.matchAll(/:([A-Za-z]\w*)/g)].map(([, name]) => name).sort();
      const keys = params instanceof z.ZodObject ? Object.keys(params.shape).sort() : [];
      return JSON.stringify(segments) === JSON.stringify(keys) ? [] : [`${id}: route ${segments} params ${keys}`];
    });
    expect(mismatches).toEqual([]);
  });

  it('takes an upload as a multipart form, never with a JSON body schema', () => {
    const uploads = (Object.entries(endpoints) as [string, Endpoint][]).filter(([, e]) => e.multipart);
    expect(uploads.map(([id]) => id).sort()).toEqual([
      'importSeminars',
      'uploadProviderImage',
      'uploadRecognitionDocument',
    ]);
    for (const [id, endpoint] of uploads) {
      expect(endpoint.body).toBeUndefined();
      expect(endpoint.route).toMatch(/^(POST|PUT|PATCH) /);
      // Its form, for the OpenAPI document: the file as z.file(), and the fields.
      expect(endpoint.form?.shape.file, id).toBeInstanceOf(z.ZodFile);
    }
    const forms = (Object.entries(endpoints) as [string, Endpoint][]).filter(([, e]) => e.form);
    expect(forms.map(([id]) => id).sort()).toEqual(uploads.map(([id]) => id).sort());
  });
});
