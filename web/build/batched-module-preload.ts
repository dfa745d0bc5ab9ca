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
 * `cutshopAppendInTurn(link)`: adds `link` to the head in its turn, at most LINKS_PER_TASK per
 * task, in tasks of their own (a zero-delay timer each), in the order asked. Plain ES5, so that
 * the helper (a module) and the after-load starter (a classic script, prerender.ts) share it.
 */
export const APPEND_IN_TURN = `
var cutshopLinkQueue = [];
function cutshopAppendQueued() {
  cutshopLinkQueue.splice(0, ${LINKS_PER_TASK}).forEach(function (link) {
    document.head.appendChild(link);
  });
  if (cutshopLinkQueue.length > 0) setTimeout(cutshopAppendQueued, 0);
}
function cutshopAppendInTurn(link) {
  cutshopLinkQueue.push(link);
  if (cutshopLinkQueue.length === 1) setTimeout(cutshopAppendQueued, 0);
}
`;

/** What the helper does instead of its append: style sheets at once (it waits for them). */
const APPEND_OR_QUEUE =
  "if (link.rel === 'stylesheet') document.head.appendChild(link); else cutshopAppendInTurn(link);";

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
      return { code: `${APPEND_IN_TURN}${code.replace(APPEND, APPEND_OR_QUEUE)}`, map: null };
    },
  };
}
