/**
 * URL state of a list screen, read through the contracts' list-query schema (ADR 008).
 *
 * `useListParams(seminarListQuerySchema)` answers the typed parameters (each key parsed on its
 * own: a broken value falls back to its default instead of breaking the page) and a writer.
 *
 * Why the writer cannot overwrite another navigation (the "duplicate landed on
 * /seminars/edit?tab=current&q=…" flake): React Router commits a navigation to its own state
 * at once but renders it in a transition, so the old list stays mounted — with its old
 * `useLocation()` — while the router (and the browser's address) is already elsewhere. Every
 * write therefore checks the router's *live* state at the moment it runs (its location and
 * any pending navigation) against the list's own pathname, and does nothing once either has
 * left it; and it always targets that absolute own pathname, never a relative "?…".
 */
import { useCallback, useContext, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { UNSAFE_DataRouterContext, useLocation, useNavigate, type DataRouter } from 'react-router';
import type { z } from 'zod';

type Shape = z.ZodObject['shape'];
/** The parameters of a list: the schema's output without the token. */
export type ListParams<S extends z.ZodObject> = Omit<z.output<S>, 'token'>;
type ListParamChanges<S extends z.ZodObject> = { [K in keyof ListParams<S>]?: ListParams<S>[K] | null | string };

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

interface WriteOptions {
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

/**
 * True when the router (or, without a data router, the browser) is at `ownPath` and not on its
 * way elsewhere — read at call time, not from the last render, which lags during a transition.
 */
export function isAtOwnPath(router: Pick<DataRouter, 'state'> | undefined, ownPath: string): boolean {
  if (!router) return typeof window === 'undefined' || window.location.pathname === ownPath;
  const { location, navigation } = router.state;
  if (location.pathname !== ownPath) return false;
  return navigation.state === 'idle' || navigation.location?.pathname === ownPath;
}

export function useListParams<S extends z.ZodObject>(
  schema: S,
  { ignoreForFiltered = ['page', 'pageSize', 'sort', 'order'] } = {},
): ListParamsApi<S> {
  const location = useLocation();
  const navigate = useNavigate();
  // The live router: its state is current even while React still renders the old page.
  const router = useContext(UNSAFE_DataRouterContext)?.router;
  const ownPath = useRef(location.pathname);
  const search = useMemo(() => new URLSearchParams(location.search), [location.search]);
  const params = useMemo(() => parseListParams(schema, search), [schema, search]);

  // Writes build on the newest URL, even when two land before the next render.
  // Navigations finish asynchronously: an older one landing must not undo a newer pending write.
  const latest = useRef(search);
  const pending = useRef<string | null>(null);
  useLayoutEffect(() => {
    if (pending.current === null || pending.current === search.toString()) {
      pending.current = null;
      latest.current = search;
    }
  }, [search]);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  const mayWrite = useCallback(() => mounted.current && isAtOwnPath(router, ownPath.current), [router]);

  const write = useCallback(
    (next: URLSearchParams, replace: boolean) => {
      latest.current = next;
      const query = next.toString();
      pending.current = query;
      void navigate(
        { pathname: ownPath.current, search: query ? `?${query}` : '' },
        { replace, preventScrollReset: true },
      );
    },
    [navigate],
  );
  const setParams = useCallback(
    (changes: ListParamChanges<S>, options?: WriteOptions) => {
      if (!mayWrite()) return;
      write(
        applyListChanges(schema, latest.current, changes as Record<string, unknown>, options),
        options?.replace ?? false,
      );
    },
    [mayWrite, write, schema],
  );
  const reset = useCallback(() => {
    if (!mayWrite()) return;
    write(new URLSearchParams(), true);
  }, [mayWrite, write]);

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
