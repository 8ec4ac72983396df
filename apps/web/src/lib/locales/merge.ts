/** Merges locale sections deeply, so a feature file may add its own `titles.…` beside the app's. */
export type Messages = Record<string, unknown>;

const isObject = (value: unknown): value is Messages => typeof value === 'object' && value !== null;

export function mergeTexts(target: Messages, source: Messages): Messages {
  for (const [key, value] of Object.entries(source)) {
    const existing = target[key];
    target[key] = isObject(existing) && isObject(value) ? mergeTexts({ ...existing }, value) : value;
  }
  return target;
}

/** Every file of one language folder (one per feature, e.g. `seminars.json`), merged in path order. */
export const mergeFiles = (files: Record<string, Messages>): Messages =>
  Object.keys(files)
    .sort()
    .reduce<Messages>((all, path) => mergeTexts(all, files[path]!), {});
