/**
 * Fails the test during which the app answered outside its OpenAPI document (an undocumented
 * status, or a body that breaks the documented schema): see openapi-responses.ts.
 */
import { afterEach } from 'vitest';
import { contractViolations } from './openapi-responses';

afterEach(() => {
  const violations = contractViolations.splice(0);
  if (violations.length) {
    const lines = violations.map(({ route, status, problem }) => `  ${route} → ${status}: ${problem}`);
    throw new Error(`answers outside the OpenAPI document:\n${[...new Set(lines)].join('\n')}`);
  }
});
