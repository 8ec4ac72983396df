/**
 * Toasts (seed §8, §9): dark gray with white text, bottom right, 2000 ms, at most 20.
 * The colour types keep the dark background and only tint an accent stripe.
 */
import { toast as sonnerToast, type ExternalToast } from 'sonner';

export const toastTypes = [
  'success',
  'error',
  'info',
  'warning',
  'primary',
  'purple',
  'blue',
  'green',
  'orange',
] as const;
export type ToastType = (typeof toastTypes)[number];

export const TOAST_DURATION_MS = 2000;
export const TOAST_MAX_VISIBLE = 20;

function show(message: string, type: ToastType = 'info', options: ExternalToast = {}) {
  return sonnerToast(message, {
    ...options,
    className: `bu-toast bu-toast--${type}`,
  });
}

type ToastFn = (message: string, options?: ExternalToast) => string | number;

export const toast = Object.assign(show, {
  ...(Object.fromEntries(
    toastTypes.map((type) => [type, (message: string, options?: ExternalToast) => show(message, type, options)]),
  ) as Record<ToastType, ToastFn>),
  dismiss: sonnerToast.dismiss,
});
