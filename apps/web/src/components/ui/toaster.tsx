/**
 * The toast region (seed §1, §9): dark gray with white text, 2000 ms, bottom right — but never
 * over a form's actions. Long forms keep their buttons in a sticky `.action-bar` at the bottom
 * right, exactly where a toast lands (on a phone a toast spans the whole width), so when a
 * form action shows where the toasts would be, they rise above it. The offset lives in
 * one CSS variable (`--toast-bottom`) on the root element that sonner's offsets read.
 */
import { useEffect } from 'react';
import { Toaster } from 'sonner';
import { i18n } from '../../lib/i18n';
import { TOAST_DURATION_MS, TOAST_MAX_VISIBLE, toasterMounted } from '../../lib/toast';
import './toaster.css';

/** What toasts must not cover: action bars, form button rows, submit buttons, and opt-ins. */
const TOAST_AVOID_SELECTOR =
  '.action-bar, .form__actions, .dialog__actions, form button[type="submit"], [data-toast-avoid]';
/** sonner's own sizes: the toast width and its distance from the edges (wide and narrow screens). */
const TOAST_WIDTH = 356;
const EDGE = 24;
const MOBILE_EDGE = 16;
const MOBILE_BREAKPOINT = 600;
const GAP = 12;
/** A one-line toast and the edge of the stack behind it, until a real toast can be measured. */
const DEFAULT_TOAST_HEIGHT = 72;
const STACK_EDGE = 28;

/**
 * The distance (px) the toasts keep from the bottom of the viewport so that their box — the
 * column at the right, the whole width on a phone, `toastHeight` high — covers no visible form
 * action; null when the default position covers none. A toast that would cover an action moves
 * just above it, and again above the next one if that is in the way.
 */
export function toastBottomOffset(
  rects: readonly Pick<DOMRect, 'top' | 'bottom' | 'left' | 'right' | 'width' | 'height'>[],
  viewport: { width: number; height: number },
  toastHeight = DEFAULT_TOAST_HEIGHT,
): number | null {
  const mobile = viewport.width <= MOBILE_BREAKPOINT;
  const edge = mobile ? MOBILE_EDGE : EDGE;
  const columnLeft = mobile ? 0 : viewport.width - EDGE - TOAST_WIDTH;
  const inColumn = rects.filter(
    (r) => r.width > 0 && r.height > 0 && r.bottom > 0 && r.top < viewport.height && r.right > columnLeft,
  );
  let offset = edge;
  for (let moved = true; moved;) {
    moved = false;
    const bottom = viewport.height - offset;
    const top = bottom - toastHeight;
    for (const r of inColumn) {
      if (r.top < bottom && r.bottom > top) {
        offset = viewport.height - r.top + GAP;
        moved = true;
        break;
      }
    }
    // Never past the top of the screen: better over a button than out of sight.
    if (offset + toastHeight > viewport.height) return Math.round(viewport.height - toastHeight - edge);
  }
  return offset > edge ? Math.round(offset) : null;
}

/** Keeps `--toast-bottom` up to date while the page scrolls, resizes or changes. */
function useToastClearance() {
  useEffect(() => {
    const root = document.documentElement;
    let frame = 0;
    let current: number | null = null;
    const measure = () => {
      frame = 0;
      // Only while toasts are shown: every other DOM change of the page costs no layout read. A new
      // toast is itself a change, measured in the frame it appears, while it still slides in.
      const toasts = [...document.querySelectorAll<HTMLElement>('[data-sonner-toast]')];
      if (!toasts.length) return;
      const rects = [...document.querySelectorAll(TOAST_AVOID_SELECTOR)].map((el) => el.getBoundingClientRect());
      const toastHeight = Math.max(...toasts.map((toast) => toast.offsetHeight)) + STACK_EDGE;
      const next = toastBottomOffset(rects, { width: window.innerWidth, height: window.innerHeight }, toastHeight);
      if (next === current) return;
      current = next;
      if (next === null) root.style.removeProperty('--toast-bottom');
      else root.style.setProperty('--toast-bottom', `${next}px`);
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(measure);
    };
    const observer = new MutationObserver(schedule);
    observer.observe(document.body, { childList: true, subtree: true });
    window.addEventListener('scroll', schedule, { passive: true, capture: true });
    window.addEventListener('resize', schedule);
    schedule();
    return () => {
      cancelAnimationFrame(frame);
      observer.disconnect();
      window.removeEventListener('scroll', schedule, { capture: true });
      window.removeEventListener('resize', schedule);
      root.style.removeProperty('--toast-bottom');
    };
  }, []);
}

export function Toasts() {
  useToastClearance();
  // Effects run child first: the <Toaster> below subscribes before the waiting toasts are let through.
  useEffect(toasterMounted, []);
  return (
    <Toaster
      position="bottom-right"
      duration={TOAST_DURATION_MS}
      visibleToasts={TOAST_MAX_VISIBLE}
      closeButton={false}
      offset={{ right: EDGE, bottom: `var(--toast-bottom, ${EDGE}px)` }}
      mobileOffset={{ left: MOBILE_EDGE, right: MOBILE_EDGE, bottom: `var(--toast-bottom, ${MOBILE_EDGE}px)` }}
      containerAriaLabel={i18n.t('app.notifications')}
    />
  );
}
