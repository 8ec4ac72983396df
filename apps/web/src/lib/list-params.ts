/**
 * URL state of a list screen, read through the contracts' list-query schema (ADR 008).
 *
 * `useListParams(seminarListQuerySchema)` answers the typed parameters (each key parsed on its
 * own: a broken value falls back to its default instead of breaking the page) and a writer.
 *
 * Why the writer cannot overwrite another navigation (the "duplicate landed on
 * /seminars/edit?tab=current&q=…" flake): it is called only from event handlers of the list
 * itself — never from timers (the search box writes on every keystroke and the *query* is
 * debounced, see `useDebouncedValue`) — it always targets the list's own pathname rather than
 * a relative "?…", and it does nothing while a navigation to another page is under way or
 * once the list is no longer the current page.
 */
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate, useNavigation } from 'react-router';
import type { z } from 'zod';

type Shape = z.ZodObject['shape'];
/** The parameters of a list: the schema's output without the token. */
export type ListParams<S extends z.ZodObject> = Omit<z.output<S>, 'token'>;
export type ListParamChanges<S extends z.ZodObject> = { [K in keyof ListParams<S>]?: ListParams<S>[K] | null | string };

function defaultOf(field: Shape[string]): unknown {
  const result = field.safeParse(undefined);
  return result.success ? result.data : undefined;
}

/** Parses each known key on its own; unknown keys are ignored. */
export function parseListParams<S extends z.ZodObject>(schema: S, search: URLSearchParams): ListParams<S> {
  const out: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(schema.shape as Shape)) {
    if (key === 'token') continue;
    const raw = search.get(key);
    const result = raw === null || raw === '' ? null : field.safeParse(raw);
    out[key] = result?.success ? result.data : defaultOf(field);
  }
  return out as ListParams<S>;
}

/** Writes changes onto `search`; empty values and defaults leave the URL. */
export function applyListChanges<S extends z.ZodObject>(
  schema: S,
  search: URLSearchParams,
  changes: Record<string, unknown>,
  { resetPage = true }: { resetPage?: boolean } = {},
): URLSearchParams {
  const next = new URLSearchParams(search);
  const shape = schema.shape as Shape;
  for (const [key, value] of Object.entries(changes)) {
    const field = shape[key];
    const fallback = field ? defaultOf(field) : undefined;
    if (value === undefined || value === null || value === '' || value === false || value === fallback)
      next.delete(key);
    else next.set(key, value === true ? '1' : String(value));
  }
  if (resetPage && !('page' in changes)) next.delete('page');
  return next;
}

export interface WriteOptions {
  /** Keep the page number (default: back to page 1). */
  resetPage?: boolean;
  /** Replace the history entry (the search box does, so Back skips the keystrokes). */
  replace?: boolean;
}

export interface ListParamsApi<S extends z.ZodObject> {
  params: ListParams<S>;
  /** The raw URL value of a key (e.g. the search box's text, untrimmed). */
  raw: (key: keyof ListParams<S> & string) => string;
  /** Sets or clears keys; any change but a page change goes back to page 1. */
  setParams: (changes: ListParamChanges<S>, options?: WriteOptions) => void;
  /** The href a change would lead to (for real links, e.g. tabs). */
  hrefFor: (changes: ListParamChanges<S>, options?: WriteOptions) => string;
  /** Clears every filter (keeps nothing). */
  reset: () => void;
  /** True when any key differs from its default. */
  filtered: boolean;
}

export function useListParams<S extends z.ZodObject>(
  schema: S,
  { ignoreForFiltered = ['page', 'pageSize', 'sort', 'order'] } = {},
): ListParamsApi<S> {
  const location = useLocation();
  const navigation = useNavigation();
  const navigate = useNavigate();
  const ownPath = useRef(location.pathname);
  const search = useMemo(() => new URLSearchParams(location.search), [location.search]);
  const params = useMemo(() => parseListParams(schema, search), [schema, search]);

  // Writes build on the newest URL, even when two land before the next render.
  // Navigations finish asynchronously: an older one landing must not undo a newer pending write.
  const latest = useRef(search);
  const pending = useRef<string | null>(null);
  const live = useRef({ pathname: location.pathname, navigatingElsewhere: false });
  useLayoutEffect(() => {
    if (pending.current === null || pending.current === search.toString()) {
      pending.current = null;
      latest.current = search;
    }
    live.current = {
      pathname: location.pathname,
      navigatingElsewhere: navigation.state !== 'idle' && navigation.location?.pathname !== ownPath.current,
    };
  }, [search, location.pathname, navigation.state, navigation.location?.pathname]);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const setParams = useCallback(
    (changes: ListParamChanges<S>, options?: WriteOptions) => {
      if (!mounted.current || live.current.pathname !== ownPath.current || live.current.navigatingElsewhere) return;
      const next = applyListChanges(schema, latest.current, changes as Record<string, unknown>, options);
      latest.current = next;
      const query = next.toString();
      pending.current = query;
      void navigate(
        { pathname: ownPath.current, search: query ? `?${query}` : '' },
        { replace: options?.replace ?? false, preventScrollReset: true },
      );
    },
    [navigate, schema],
  );
  const reset = useCallback(() => {
    if (!mounted.current || live.current.pathname !== ownPath.current) return;
    latest.current = new URLSearchParams();
    pending.current = '';
    void navigate({ pathname: ownPath.current, search: '' }, { replace: true });
  }, [navigate]);

  const filtered = useMemo(() => {
    return Object.entries(schema.shape as Shape).some(([key, field]) => {
      if (key === 'token' || ignoreForFiltered.includes(key)) return false;
      const value = (params as Record<string, unknown>)[key];
      return value !== undefined && value !== defaultOf(field);
    });
  }, [schema, params, ignoreForFiltered]);

  const hrefFor = useCallback(
    (changes: ListParamChanges<S>, options?: WriteOptions) => {
      const query = applyListChanges(schema, search, changes as Record<string, unknown>, options).toString();
      return `${ownPath.current}${query ? `?${query}` : ''}`;
    },
    [schema, search],
  );
  const raw = useCallback((key: string) => search.get(key) ?? '', [search]);

  return { params, raw, setParams, hrefFor, reset, filtered };
}

/** The value after it stopped changing for `delay` ms (for search-as-you-type queries). */
export function useDebouncedValue<T>(value: T, delay = 300): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return debounced;
}
