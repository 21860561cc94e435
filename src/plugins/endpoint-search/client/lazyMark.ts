/** mark.js, loaded when there is something to mark: the plugin's bar unmarks the article after every page load. */
import type MarkJs from 'mark.js';

let markJs: Promise<typeof MarkJs> | null = null;
const loadMarkJs = () => (markJs ??= import('mark.js').then((module) => module.default));

export default class LazyMark {
  /** Queued so a mark always follows the unmark before it. */
  private queue: Promise<unknown> = Promise.resolve();

  constructor(private readonly root: HTMLElement) {}

  private run(step: (mark: MarkJs) => void): void {
    this.queue = this.queue.then(loadMarkJs).then((Mark) => step(new Mark(this.root)));
  }

  unmark(): void {
    // mark.js tags its highlights with data-markjs; with none, there is nothing to load or do.
    if (this.root.querySelector('mark[data-markjs]')) this.run((mark) => mark.unmark());
  }

  mark(keywords: string | string[], options?: Record<string, unknown>): void {
    this.run((mark) => mark.mark(keywords, options));
  }
}
