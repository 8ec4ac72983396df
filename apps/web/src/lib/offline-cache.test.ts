/** Issue 26: the answers kept for offline use belong to one user, hold nothing secret and go on sign-out. */
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { anna, signIn } from '../test/utils';
import { keepOfflineCache, offlineCacheKey } from './offline-cache';
import { createQueryClient } from './query-client';
import { logout, setSession, setSupport } from './session';

const bert = { ...anna, id: 'u2', firstName: 'Bert' };
const stored = (userId: string) => localStorage.getItem(offlineCacheKey(userId)) ?? '';
/** Past the persister's one-second throttle, by the clock of fake timers. */
const pastThrottle = () => vi.advanceTimersByTimeAsync(1500);

async function saved(userId: string, text: string) {
  // The persister saves at most once a second.
  await expect.poll(() => stored(userId), { timeout: 3000 }).toContain(text);
}

describe('offline cache', () => {
  it("keeps the signed-in user's feature answers, but no settings, and restores them after a reload", async () => {
    signIn();
    const client = createQueryClient();
    const kept = keepOfflineCache(client);
    onTestFinished(kept.stop);
    await kept.restored;
    client.setQueryData(['stats', 'general'], { total: 7 });
    client.setQueryData(['settings', 'api-key'], { key: 'bu_live_secret' });
    await saved('u1', '"total":7');
    expect(stored('u1')).not.toContain('bu_live_secret');
    kept.stop();

    const reloaded = createQueryClient();
    const again = keepOfflineCache(reloaded);
    onTestFinished(again.stop);
    await again.restored;
    expect(reloaded.getQueryData(['stats', 'general'])).toEqual({ total: 7 });
    expect(reloaded.getQueryData(['settings', 'api-key'])).toBeUndefined();
  });

  it('shows one user nothing of another and removes the cache on sign-out', async () => {
    signIn();
    const client = createQueryClient();
    const kept = keepOfflineCache(client);
    onTestFinished(kept.stop);
    await kept.restored;
    vi.useFakeTimers();
    client.setQueryData(['leads', 'list'], { lead: 'Lena' });
    await pastThrottle();
    expect(stored('u1')).toContain('Lena');
    // A change the persister has not saved yet when the user signs out.
    client.setQueryData(['leads', 'detail'], { lead: 'Lena' });
    logout();
    expect(stored('u1')).toBe('');
    await pastThrottle();
    expect(stored('u1')).toBe('');
    vi.useRealTimers();

    setSession({ token: 'bert-token', userId: 'u2', user: bert });
    const other = createQueryClient();
    const bertsCache = keepOfflineCache(other);
    onTestFinished(bertsCache.stop);
    await bertsCache.restored;
    expect(other.getQueryData(['leads', 'list'])).toBeUndefined();
  });

  it('keeps nothing in a support session', async () => {
    signIn();
    setSupport({ providerId: 'p1', providerName: 'Akademie', supportUser: 'Sven Support' } as never);
    vi.useFakeTimers();
    const client = createQueryClient();
    const kept = keepOfflineCache(client);
    onTestFinished(kept.stop);
    await kept.restored;
    client.setQueryData(['stats', 'general'], { total: 3 });
    await pastThrottle();
    expect(stored('u1')).toBe('');
  });
});
