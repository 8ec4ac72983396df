/**
 * Toasts (seed §8, §9): dark gray with white text, bottom right, 2000 ms, at most 20.
 * The colour types keep the dark background and only tint an accent stripe.
 *
 * The toast library (sonner) is not part of any screen's first load: the first toast asks the
 * app's providers to mount the toast region (its own chunk) and waits until it listens, so no
 * toast is lost and toasts keep their order; a toast's id is known at once.
 */
import type { ExternalToast } from 'sonner';

const toastTypes = ['success', 'error', 'info', 'warning', 'primary', 'purple', 'blue', 'green', 'orange'] as const;
export type ToastType = (typeof toastTypes)[number];

export const TOAST_DURATION_MS = 2000;
export const TOAST_MAX_VISIBLE = 20;

let wanted = false;
const listeners = new Set<() => void>();
let markMounted: () => void = () => {};
/** Resolves with sonner once the toast region is mounted (and so listening). */
const mounted = new Promise<void>((resolve) => {
  markMounted = resolve;
}).then(() => import('sonner'));

/** For the app's providers: whether the toast region is wanted yet (the first toast asks for it). */
export const toasterWanted = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  get: () => wanted,
};

/** Called by the toast region once its <Toaster> listens. */
export function toasterMounted() {
  markMounted();
}

let lastId = 0;

function show(message: string, type: ToastType = 'info', options: ExternalToast = {}): string | number {
  const id = options.id ?? `bu-toast-${++lastId}`;
  if (!wanted) {
    wanted = true;
    for (const listener of listeners) listener();
  }
  void mounted.then(({ toast: sonnerToast }) =>
    sonnerToast(message, { ...options, id, className: `bu-toast bu-toast--${type}` }),
  );
  return id;
}

type ToastFn = (message: string, options?: ExternalToast) => string | number;

export const toast = Object.assign(show, {
  ...(Object.fromEntries(
    toastTypes.map((type) => [type, (message: string, options?: ExternalToast) => show(message, type, options)]),
  ) as Record<ToastType, ToastFn>),
  dismiss: (id?: string | number) => {
    // Before the first toast there is nothing to dismiss.
    if (wanted) void mounted.then(({ toast: sonnerToast }) => sonnerToast.dismiss(id));
  },
});
