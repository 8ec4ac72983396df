/**
 * What every navigation does (seed §1–2): the progress bar while the router loads,
 * scroll to top on a new path, smooth scroll + focus for a hash target, top for a bare
 * hash, and the page <title> from the deepest route's `handle.titleKey`.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useMatches, useNavigation } from 'react-router';
import { doneProgress, startProgress } from '../lib/progress';
import type { RouteHandle } from '../lib/navigation';

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

export function scrollToHash(hash: string): boolean {
  const id = decodeURIComponent(hash.replace(/^#/, ''));
  if (!id) {
    window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
    return true;
  }
  const target = document.getElementById(id);
  if (!target) return false;
  target.scrollIntoView?.({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
  if (!target.matches('a[href], button, input, select, textarea, [tabindex]')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
  return true;
}

/**
 * The bar runs on every navigation until the new page's data is there: while the router
 * loads (lazy routes), then while the queries the new page started are fetching. Later
 * background refetches do not show it.
 */
function useProgressBar() {
  const navigation = useNavigation();
  const { key } = useLocation();
  const queryClient = useQueryClient();
  const busy = navigation.state !== 'idle';
  useEffect(() => {
    startProgress();
    if (busy) return;
    let finished = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // Queries start while the new page mounts: look once that has happened, and after each change.
    const check = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        if (finished || queryClient.isFetching() > 0) return;
        finished = true;
        doneProgress();
      }, 0);
    };
    const unsubscribe = queryClient.getQueryCache().subscribe(check);
    check();
    return () => {
      unsubscribe();
      clearTimeout(timer);
    };
  }, [busy, key, queryClient]);
}

function useScrollBehaviour() {
  const { pathname, hash, key } = useLocation();
  const previousPath = useRef<string | null>(null);
  useLayoutEffect(() => {
    const pathChanged = previousPath.current !== null && previousPath.current !== pathname;
    previousPath.current = pathname;
    if (hash) {
      // The target may render a moment later (lazy page); try again on the next frame.
      if (!scrollToHash(hash)) requestAnimationFrame(() => scrollToHash(hash));
    } else if (pathChanged) {
      window.scrollTo({ top: 0, left: 0, behavior: 'auto' });
    }
  }, [pathname, hash, key]);
}

function useDocumentTitle() {
  const { t, i18n } = useTranslation();
  const matches = useMatches();
  const deepest = <K extends 'titleKey' | 'siteKey'>(key: K) =>
    [...matches]
      .reverse()
      .map((match) => (match.handle as RouteHandle | undefined)?.[key])
      .find(Boolean);
  const titleKey = deepest('titleKey');
  const siteKey = deepest('siteKey') ?? 'app.name';
  const { pathname, search } = useLocation();
  // A page the server rendered (entry-server.tsx) keeps the title it came with (the seminar's or
  // provider's own, as crawlers read it) until the visitor moves on or switches the language.
  const serverTitle = useRef(
    typeof document !== 'undefined' && document.getElementById('root')?.dataset.ssr === 'hydrate'
      ? `${i18n.language} ${pathname}${search}`
      : null,
  );
  useEffect(() => {
    if (serverTitle.current === `${i18n.language} ${pathname}${search}`) return;
    serverTitle.current = null;
    const site = t(siteKey);
    document.title = titleKey ? `${t(titleKey)} – ${site}` : site;
  }, [titleKey, siteKey, t, i18n.language, pathname, search]);
}

export function NavigationEffects() {
  useProgressBar();
  useScrollBehaviour();
  useDocumentTitle();
  return null;
}
