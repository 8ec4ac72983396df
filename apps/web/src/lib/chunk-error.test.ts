import { describe, expect, it } from 'vitest';
import { isChunkLoadError } from './chunk-error';

describe('isChunkLoadError', () => {
  it("knows each browser's and Vite's words for a part of the app that could not be fetched", () => {
    for (const message of [
      'Failed to fetch dynamically imported module: http://localhost/assets/statistics-page-x1.js',
      'error loading dynamically imported module: http://localhost/assets/a.js',
      'Importing a module script failed.',
      'Unable to preload CSS for http://localhost/assets/toaster-d922pnq_.css',
    ]) {
      expect(isChunkLoadError(new TypeError(message))).toBe(true);
    }
  });

  it('leaves other errors alone', () => {
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
    expect(isChunkLoadError({ status: 500 })).toBe(false);
  });
});
