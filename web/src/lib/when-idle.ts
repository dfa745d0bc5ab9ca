/**
 * Resolves in a later task: the work before and after it are two tasks, so a slow phone's main
 * thread is free in between (Lighthouse's Total Blocking Time counts each task's time over
 * 50 ms; docs/architecture.md, "The first page's start").
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Resolves when the browser next has an idle period (`requestIdleCallback`, at most `timeoutMs`
 * later), or after a short timer where it has none (Safari). Work started then runs in a task of
 * its own, after what the page was doing.
 */
export function whenIdle(timeoutMs = 2000): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestIdleCallback === 'function') {
      requestIdleCallback(() => resolve(), { timeout: timeoutMs });
    } else {
      setTimeout(resolve, 50);
    }
  });
}

/**
 * Runs each of `loads` in turn, each once the browser is idle after the one before has settled,
 * so that fetching code ahead of need (a link per file, then its evaluation) never stacks into one
 * long task of the main thread (docs/architecture.md, "The first page's start"). A failed load is
 * skipped: the code is fetched again when it is needed.
 */
export async function loadInTurnWhenIdle(loads: Iterable<() => Promise<unknown>>): Promise<void> {
  for (const load of loads) {
    await whenIdle();
    await load().catch(() => undefined);
  }
}
