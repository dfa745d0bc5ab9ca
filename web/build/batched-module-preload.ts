import type { Plugin } from 'vite';

/** Vite's preload helper, the module every `import()` of the build goes through. */
const PRELOAD_HELPER = '\0vite/preload-helper.js';

/** How the helper adds each module preload link: all of an import's files in one task. */
const APPEND = 'document.head.appendChild(link);';

/**
 * Links added per task. Adding a module preload link costs about 1 to 2 ms of main thread on a
 * mid-range host (the browser starts its fetch there), so 4 keep each task near 8 ms: 32 ms at
 * Lighthouse's 4x CPU slowdown, under the 50 ms a task may take before it blocks.
 */
export const LINKS_PER_TASK = 4;

/**
 * The queue that replaces the helper's direct append: links are added in the order asked, at
 * most LINKS_PER_TASK per task, in tasks of their own (a zero-delay timer each).
 */
const QUEUE = `
const cutshopPreloadQueue = [];
function cutshopFlushPreloads() {
  for (const link of cutshopPreloadQueue.splice(0, ${LINKS_PER_TASK})) document.head.appendChild(link);
  if (cutshopPreloadQueue.length > 0) setTimeout(cutshopFlushPreloads, 0);
}
function cutshopQueuePreload(link) {
  if (link.rel === 'stylesheet') {
    document.head.appendChild(link);
    return;
  }
  cutshopPreloadQueue.push(link);
  if (cutshopPreloadQueue.length === 1) setTimeout(cutshopFlushPreloads, 0);
}
`;

/**
 * Spreads the module preload links Vite's helper adds for an `import()` over several tasks
 * (docs/architecture.md, "The first page's start"). The helper adds one link per file the
 * imported chunk needs, all in the task that calls `import()`: the back office's code is about
 * sixty files, one task of 60 to 80 ms on a mid-range host. Each link now waits for its turn in
 * a queue, LINKS_PER_TASK per task. The import itself does not wait for them (the helper only
 * waits for style sheets, which are still added at once): the browser fetches the chunk and finds
 * its files as before, and the links only make those fetches start sooner. The build fails if
 * the helper no longer appends its links as expected (a Vite upgrade must be looked at again).
 */
export function batchedModulePreload(): Plugin {
  return {
    name: 'cutshop:batched-module-preload',
    apply: 'build',
    transform(code, id) {
      if (id !== PRELOAD_HELPER) return null;
      const appends = code.split(APPEND).length - 1;
      if (appends !== 1) {
        this.error(
          `${id}: Vite's preload helper appends its links ${appends} times, expected once; see docs/architecture.md, "The first page's start"`,
        );
      }
      return { code: `${QUEUE}${code.replace(APPEND, 'cutshopQueuePreload(link);')}`, map: null };
    },
  };
}
