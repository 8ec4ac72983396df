/**
 * The mock API's log belongs to one test: a request the app starts as a test ends (its unmount
 * runs the effects of a last navigation) is answered and logged in that test, not in the next.
 */
import { render } from '@testing-library/react';
import { useEffect } from 'react';
import { describe, expect, it } from 'vitest';
import { apiLog, mockApi, raw } from './server';

/** The request the unmount starts, answered or failed: the event the next test waits for. */
let late: Promise<unknown> | undefined;

function AsksOnUnmount() {
  useEffect(
    () => () => {
      late = fetch('/api/late').catch(() => undefined);
    },
    [],
  );
  return null;
}

describe('mock API log', () => {
  it('answers a request started by the unmount at the end of a test', () => {
    mockApi({ 'GET /late': raw(204, '') });
    render(<AsksOnUnmount />);
    expect(apiLog.calls('GET /late')).toHaveLength(0);
  });

  it('keeps that request out of the next test’s log', async () => {
    mockApi({ 'GET /late': raw(204, '') });
    expect(late).toBeDefined();
    await late; // the previous test's request has its answer: it was logged there or not at all
    expect(apiLog.calls('GET /late')).toHaveLength(0);
    await fetch('/api/late');
    expect(apiLog.calls('GET /late')).toHaveLength(1);
  });
});
