/** The one query-key factory: keys nest, so an invalidation reaches exactly what lies beneath it. */
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { createQueryKeys } from './query-key-factory';

const seminarKeys = createQueryKeys<{ page: number; q?: string }>('seminars');

describe('createQueryKeys', () => {
  it('builds all, lists, list, details and detail, each beginning with the one before', () => {
    expect(seminarKeys.all).toEqual(['seminars']);
    expect(seminarKeys.lists()).toEqual(['seminars', 'list']);
    expect(seminarKeys.list({ page: 2 })).toEqual(['seminars', 'list', { page: 2 }]);
    expect(seminarKeys.details()).toEqual(['seminars', 'detail']);
    expect(seminarKeys.detail('s1')).toEqual(['seminars', 'detail', 's1']);
  });

  it('gives a resource without list parameters or id keys without them', () => {
    const recognitionKeys = createQueryKeys('recognitions');
    expect(recognitionKeys.list()).toEqual(['recognitions', 'list']);
    const providerKeys = createQueryKeys<void, void>('provider');
    expect(providerKeys.detail()).toEqual(['provider', 'detail']);
    const statisticsKeys = createQueryKeys<void, { from: string }>('statistics');
    expect(statisticsKeys.detail({ from: '2026-01-01' })).toEqual(['statistics', 'detail', { from: '2026-01-01' }]);
  });

  it('lets an invalidation of lists reach every list and no detail, and of all reach everything', async () => {
    const client = new QueryClient();
    const other = createQueryKeys('leads');
    client.setQueryData(seminarKeys.list({ page: 1 }), 'page 1');
    client.setQueryData(seminarKeys.list({ page: 2, q: 'Rhetorik' }), 'page 2');
    client.setQueryData(seminarKeys.detail('s1'), 'seminar');
    client.setQueryData(other.lists(), 'leads');
    const invalidated = (key: readonly unknown[]) => client.getQueryState(key)?.isInvalidated;

    await client.invalidateQueries({ queryKey: seminarKeys.lists() });
    expect(invalidated(seminarKeys.list({ page: 1 }))).toBe(true);
    expect(invalidated(seminarKeys.list({ page: 2, q: 'Rhetorik' }))).toBe(true);
    expect(invalidated(seminarKeys.detail('s1'))).toBe(false);

    await client.invalidateQueries({ queryKey: seminarKeys.all });
    expect(invalidated(seminarKeys.detail('s1'))).toBe(true);
    expect(invalidated(other.lists())).toBe(false);
  });

  it('keeps one detail apart from another', async () => {
    const client = new QueryClient();
    client.setQueryData(seminarKeys.detail('s1'), 'one');
    client.setQueryData(seminarKeys.detail('s2'), 'two');
    await client.invalidateQueries({ queryKey: seminarKeys.detail('s1') });
    expect(client.getQueryState(seminarKeys.detail('s1'))?.isInvalidated).toBe(true);
    expect(client.getQueryState(seminarKeys.detail('s2'))?.isInvalidated).toBe(false);
  });
});
