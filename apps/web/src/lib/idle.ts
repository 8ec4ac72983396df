/**
 * Runs `task` once the browser has painted and is idle, at the latest after `timeout` ms
 * (where `requestIdleCallback` is missing, on the next task). Returns a cancel function.
 */
export function whenIdle(task: () => void, timeout = 2000): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(() => task(), { timeout });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(task, 0);
  return () => clearTimeout(id);
}
