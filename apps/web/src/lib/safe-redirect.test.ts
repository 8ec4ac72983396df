import { describe, expect, it } from 'vitest';
import { loginPathFor, safeRedirect } from './safe-redirect';

describe('safeRedirect', () => {
  it.each([
    ['/seminars?tab=past#top', '/seminars?tab=past#top'],
    ['/', '/'],
    [null, '/'],
    ['', '/'],
    ['https://evil.example', '/'],
    ['//evil.example', '/'],
    ['/\\evil.example', '/'],
    ['javascript:alert(1)', '/'],
    ['/auth/login?redirect=/x', '/'],
  ])('%s → %s', (input, expected) => {
    expect(safeRedirect(input)).toBe(expected);
  });

  it('builds the login path with the full original path', () => {
    expect(loginPathFor('/seminars?tab=past#x')).toBe('/auth/login?redirect=%2Fseminars%3Ftab%3Dpast%23x');
    expect(loginPathFor('/')).toBe('/auth/login');
  });
});

describe('safeRedirect with control characters', () => {
  it('refuses tabs and newlines that browsers strip into //', () => {
    expect(safeRedirect('/\t/evil.example')).toBe('/');
    expect(safeRedirect('/\n/evil.example')).toBe('/');
  });
});
