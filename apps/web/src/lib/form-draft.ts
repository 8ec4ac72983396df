/**
 * Unsaved form input that survives a reload, a crash or a lost connection (ADR 021): while a form
 * differs from what it started with, its values are kept in localStorage under the signed-in
 * user's key (`userStorageKey`, removed on sign-out); the form takes them back when it is opened
 * again, says so (`restored`, shown by `DraftRestoredNotice`) and can drop it (`discard`). The form
 * clears the draft once the server has saved it.
 */
import { useEffect, useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { getSession, userStorageKey } from './session';

function draftKey(userId: string, name: string): string {
  return userStorageKey(userId, `draft:${name}`);
}

function read(key: string): unknown {
  try {
    const text = localStorage.getItem(key);
    return text ? JSON.parse(text) : undefined;
  } catch {
    return undefined;
  }
}

function write(key: string, value: string | null) {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // Full or blocked storage: the form still works, only without a draft.
  }
}

const isDraft = (value: unknown): value is object => Boolean(value) && typeof value === 'object';

/**
 * Keeps `form`'s unsaved values as the draft `name` (e.g. `seminar:new`, `reply:<id>`) of the
 * signed-in user and restores them on mount. Returns `clear`, to call after a successful save;
 * `restored` while the form shows a draft it took back, and `discard`, which drops that draft and
 * puts the form back to its own values.
 */
export function useFormDraft<T extends FieldValues>(
  form: Pick<UseFormReturn<T, unknown, never>, 'watch' | 'reset' | 'formState'>,
  name: string,
): { clear: () => void; restored: boolean; discard: () => void } {
  const { userId } = getSession();
  const key = userId ? draftKey(userId, name) : '';
  // Read once when the form opens: the effect below takes the same draft back.
  const [restored, setRestored] = useState(() => Boolean(key) && isDraft(read(key)));

  // react-hook-form hands out the same form object on every render.
  useEffect(() => {
    if (!key) return;
    const current = form;
    const draft = read(key);
    if (isDraft(draft)) {
      // The draft over the form's own values; `keepDefaultValues` keeps the form dirty, so leaving
      // it still asks, and a save sends the draft.
      current.reset({ ...current.formState.defaultValues, ...draft } as T, { keepDefaultValues: true });
    }
    const subscription = current.watch((values) => {
      const text = JSON.stringify(values);
      // Back to what it started with (or reset after sending): nothing left to keep.
      write(key, text === JSON.stringify(current.formState.defaultValues ?? {}) ? null : text);
    });
    return () => subscription.unsubscribe();
  }, [key, form]);

  return {
    clear: () => {
      if (key) write(key, null);
      setRestored(false);
    },
    restored,
    discard: () => {
      if (key) write(key, null);
      form.reset();
      setRestored(false);
    },
  };
}
