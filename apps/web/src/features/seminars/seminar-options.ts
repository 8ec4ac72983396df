/**
 * The seminar pickers' reads (the picker dialog and the seminar filter, used by leads and
 * statistics): the provider's published seminars as options, from the seminars' own queries, so
 * every seminar change refreshes them.
 */
import { useQuery } from '@tanstack/react-query';
import type { Seminar, SeminarListResponse } from '@bu/contracts';
import { seminarDetailQuery, seminarOptionsQuery } from './api';

/** A seminar as the pickers show it. */
export type SeminarOption = Pick<Seminar, 'id' | 'title' | 'seminarNumber' | 'startDate'>;

const toOption = (s: Seminar): SeminarOption => ({
  id: s.id,
  title: s.title,
  seminarNumber: s.seminarNumber,
  startDate: s.startDate,
});

/** The picker's results for the search `q`, fetched only while it is `enabled` (open). */
export const useSeminarOptions = (q: string, enabled: boolean) =>
  useQuery({
    ...seminarOptionsQuery(q),
    enabled,
    select: (data: SeminarListResponse) => ({ seminars: data.seminars.map(toOption), total: data.total }),
  });

/** One seminar by id (the title of a seminar filter after a reload): the seminar's own query. */
export const useSeminarOption = (id: string | undefined) =>
  useQuery({
    ...seminarDetailQuery(id ?? ''),
    enabled: Boolean(id),
    select: (data: SeminarListResponse) => (data.seminars[0] ? toOption(data.seminars[0]) : undefined),
  });
