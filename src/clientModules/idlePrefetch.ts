/**
 * Link prefetching in idle time. Docusaurus prefetches the chunks of every internal link as
 * soon as it scrolls into view; on a long API page with a sidebar and a table of contents
 * that is dozens of routes at once, right after hydration, in one long task on a slow phone.
 * The same prefetches are queued here and run in idle slices instead, so they never hold up
 * the main thread. `preload` (on hover and click) is untouched.
 *
 * `window.docusaurus` is assigned by the client entry after client modules are evaluated, so
 * the assignment is caught once with a property setter, which hands over that object with
 * `prefetch` queued.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import { whenIdle, type IdleDeadline } from '@site/src/utils/whenIdle';

/** The part of `window.docusaurus` (set by the client entry) the site calls. */
export interface DocusaurusGlobal {
  prefetch: (routePath: string) => false | Promise<unknown>;
  preload: (routePath: string) => false | Promise<unknown>;
}

/**
 * Docusaurus's own object with `prefetch` queued. Its properties are read-only (a module's
 * exports), so the result inherits from it: every other method, present or future, is the
 * original's.
 */
function prefetchInIdleTime(docusaurus: DocusaurusGlobal): DocusaurusGlobal {
  const prefetchNow = docusaurus.prefetch.bind(docusaurus);
  const queue: string[] = [];
  let scheduled = false;
  const drain = (deadline: IdleDeadline) => {
    // One route per idle slice: a prefetch adds a few <link> tags, which costs more than it
    // seems on a page with a large DOM.
    if (queue.length && deadline.timeRemaining() > 10) prefetchNow(queue.shift()!);
    scheduled = queue.length > 0;
    if (scheduled) whenIdle(drain);
  };
  const prefetch = (routePath: string) => {
    queue.push(routePath);
    if (!scheduled) {
      scheduled = true;
      whenIdle(drain);
    }
    return false;
  };
  return Object.create(docusaurus, {
    prefetch: { value: prefetch, writable: true, configurable: true, enumerable: true },
  }) as DocusaurusGlobal;
}

if (ExecutionEnvironment.canUseDOM) {
  // Catches the one assignment, then leaves an ordinary property behind.
  Object.defineProperty(window, 'docusaurus', {
    configurable: true,
    set(value: DocusaurusGlobal) {
      const patched = value && typeof value.prefetch === 'function' ? prefetchInIdleTime(value) : value;
      Object.defineProperty(window, 'docusaurus', { value: patched, writable: true, configurable: true });
    },
  });
}
