/**
 * The API modules form a graph without cycles (ADR 027): a module may use another (through its
 * index.ts, or its service on the app), but never one that uses it back, directly or around a
 * loop. ESLint's import-x/no-cycle sees file cycles only; this sees the folders.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const modulesDir = fileURLToPath(new URL('./modules/', import.meta.url));
const modules = readdirSync(modulesDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** The other modules a module's code (tests aside) imports, type-only imports included. */
function usesOf(module: string): Set<string> {
  const files = readdirSync(path.join(modulesDir, module), { recursive: true, encoding: 'utf8' }).filter(
    (file) => file.endsWith('.ts') && !file.endsWith('.test.ts'),
  );
  const uses = new Set<string>();
  for (const file of files) {
    const source = readFileSync(path.join(modulesDir, module, file), 'utf8');
    const depth = file.split(path.sep).length - 1;
    const up = '\\.\\./'.repeat(depth + 1);
    for (const [, used] of source.matchAll(new RegExp(`(?:from|import)\\s*\\(?\\s*'${up}([a-z-]+)[/']`, 'g'))) {
      if (used !== module && modules.includes(used!)) uses.add(used!);
    }
  }
  return uses;
}

/** The first loop found, as the modules around it (`a → b → a`); null when there is none. */
function findCycle(graph: Map<string, Set<string>>): string[] | null {
  const done = new Set<string>();
  const visit = (node: string, trail: string[]): string[] | null => {
    const at = trail.indexOf(node);
    if (at >= 0) return [...trail.slice(at), node];
    if (done.has(node)) return null;
    for (const next of graph.get(node) ?? []) {
      const cycle = visit(next, [...trail, node]);
      if (cycle) return cycle;
    }
    done.add(node);
    return null;
  };
  for (const node of graph.keys()) {
    const cycle = visit(node, []);
    if (cycle) return cycle;
  }
  return null;
}

describe('API module graph', () => {
  it('finds a loop when there is one', () => {
    const graph = new Map([
      ['a', new Set(['b'])],
      ['b', new Set(['c'])],
      ['c', new Set(['a'])],
    ]);
    expect(findCycle(graph)).toEqual(['a', 'b', 'c', 'a']);
    expect(
      findCycle(
        new Map([
          ['a', new Set(['b'])],
          ['b', new Set<string>()],
        ]),
      ),
    ).toBeNull();
  });

  it('has no cycle between module folders', () => {
    const graph = new Map(modules.map((module) => [module, usesOf(module)]));
    // The graph is real: the marketplace search uses boosts, security uses auth's keys.
    expect(graph.get('marketplace')).toContain('boosts');
    expect(graph.get('security')).toContain('auth');
    expect(findCycle(graph)?.join(' → ') ?? null).toBeNull();
  });
});
