/**
 * Link prefetching in idle time. Docusaurus prefetches the chunks of every internal link as
 * soon as it scrolls into view; on a long API page with a sidebar and a table of contents
 * that is dozens of routes at once, right after hydration, in one long task on a slow phone.
 * The same prefetches are queued here and run in idle slices instead, so they never hold up
 * the main thread. `preload` (on hover and click) is untouched.
 *
 * `window.docusaurus` is assigned by the client entry after client modules are evaluated, so
 * the assignment is caught with a property setter that hands over a wrapped object.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

interface DocusaurusGlobal {
  prefetch: (routePath: string) => false | Promise<unknown>;
  preload: (routePath: string) => false | Promise<unknown>;
}

type IdleWindow = Window & {
  docusaurus?: DocusaurusGlobal;
  requestIdleCallback?: (callback: (deadline: { timeRemaining: () => number }) => void) => number;
};

function schedule(run: (deadline: { timeRemaining: () => number }) => void): void {
  const idleWindow = window as IdleWindow;
  if (idleWindow.requestIdleCallback) idleWindow.requestIdleCallback(run);
  else setTimeout(() => run({ timeRemaining: () => 8 }), 50);
}

function idlePrefetching(original: DocusaurusGlobal): DocusaurusGlobal {
  const queue: string[] = [];
  let scheduled = false;
  const drain = (deadline: { timeRemaining: () => number }) => {
    // One route per idle slice: a prefetch adds a few <link> tags, which costs more than it
    // seems on a page with a large DOM.
    if (queue.length && deadline.timeRemaining() > 10) original.prefetch(queue.shift()!);
    scheduled = queue.length > 0;
    if (scheduled) schedule(drain);
  };
  return Object.freeze({
    preload: original.preload,
    prefetch(routePath: string) {
      queue.push(routePath);
      if (!scheduled) {
        scheduled = true;
        schedule(drain);
      }
      return false;
    },
  });
}

if (ExecutionEnvironment.canUseDOM) {
  let current: DocusaurusGlobal | undefined;
  Object.defineProperty(window, 'docusaurus', {
    configurable: true,
    get: () => current,
    set: (value: DocusaurusGlobal) => {
      current = value && typeof value.prefetch === 'function' ? idlePrefetching(value) : value;
    },
  });
}
