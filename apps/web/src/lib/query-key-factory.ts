/**
 * The one way to name a resource's queries (STYLE, after Medusa's query-key factory):
 * `createQueryKeys<ListParams, DetailId>('seminars')` answers `all`, `lists()`, `list(params)`,
 * `details()` and `detail(id)`, each key beginning with the one before it, so invalidating
 * `all` or `lists()` reaches every list, and a detail never a list. A resource without list
 * parameters (or without an id, a singleton like the signed-in provider) gives `void`: its
 * `list()` / `detail()` then take no argument and answer `lists()` / `details()`. Keys the shape
 * does not cover are spread in beside it, beneath `all`:
 *
 *   export const seminarKeys = {
 *     ...createQueryKeys<SeminarListParams>('seminars'),
 *     publishPreview: () => [...seminarKeys.all, 'publish-preview'] as const,
 *   };
 */

/** No argument for `void`, the one argument otherwise. */
type Argument<T> = [T] extends [void] ? [] : [T];

export interface QueryKeys<TListParams, TDetailId> {
  all: readonly [string];
  lists: () => readonly [string, 'list'];
  list: (...params: Argument<TListParams>) => readonly [string, 'list', ...Argument<TListParams>];
  details: () => readonly [string, 'detail'];
  detail: (...id: Argument<TDetailId>) => readonly [string, 'detail', ...Argument<TDetailId>];
}

export function createQueryKeys<TListParams = void, TDetailId = string>(
  root: string,
): QueryKeys<TListParams, TDetailId> {
  const all = [root] as const;
  const lists = () => [root, 'list'] as const;
  const details = () => [root, 'detail'] as const;
  return {
    all,
    lists,
    list: (...params) => [...lists(), ...params],
    details,
    detail: (...id) => [...details(), ...id],
  };
}
