import { describe, expect, it } from 'vitest';
import { parseUserAgent } from './client-info';

describe('parseUserAgent', () => {
  it('names a browser and its system', () => {
    expect(parseUserAgent('Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0')).toEqual({
      browser: 'Firefox',
      os: 'Linux',
    });
  });

  it('names an API client by its product when no browser is recognised', () => {
    expect(parseUserAgent('curl/8.5.0')).toEqual({ browser: 'curl', os: null });
    expect(parseUserAgent('python-requests/2.31.0')).toEqual({ browser: 'python-requests', os: null });
    expect(parseUserAgent('PostmanRuntime/7.36.0')).toEqual({ browser: 'PostmanRuntime', os: null });
  });

  it('names nothing it cannot read', () => {
    expect(parseUserAgent(null)).toEqual({ browser: null, os: null });
    expect(parseUserAgent('Mozilla/5.0')).toEqual({ browser: null, os: null });
    expect(parseUserAgent('  ')).toEqual({ browser: null, os: null });
  });
});
