/** Visitor events leave in beacons of at most 50, as text/plain JSON, shortly after they happen. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { flushEvents, track } from './track';

afterEach(() => vi.restoreAllMocks());

describe('track', () => {
  it('batches events into beacons of at most 50', () => {
    const beacon = vi.fn<(url: string, body: string) => boolean>(() => true);
    Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true });
    const id = '0b6e3a36-5d1e-4f2a-9a51-3c2d1e0f9a11';
    track(...Array.from({ length: 60 }, () => ({ type: 'impression' as const, seminarId: id })));
    track({ type: 'seminar_view', seminarId: id });
    expect(beacon).not.toHaveBeenCalled();
    flushEvents();
    expect(beacon).toHaveBeenCalledTimes(2);
    const [url, body] = beacon.mock.calls[0]!;
    expect(url).toBe('/api/public/events');
    expect(JSON.parse(body).events).toHaveLength(50);
    expect(JSON.parse(beacon.mock.calls[1]![1]).events).toHaveLength(11);
  });
});
