/**
 * Button presses before React listens (longer with the staged start) are replayed in order once
 * the app has started, when the same button reaches its handler; later ones are React's own.
 */
import { appHasStarted, HYDRATED_ATTRIBUTE } from '../../../utils/appHasStarted';

/** Where Docusaurus's entry keeps the React root it creates (window.docusaurusRoot). */
export const REACT_ROOT_GLOBAL = 'docusaurusRoot';

/** The parts of an element this module reads; a structural type, so tests can pass plain objects. */
export interface ButtonLike {
  closest(selector: string): ButtonLike | null;
  readonly disabled?: boolean;
  readonly type?: string;
  readonly isConnected?: boolean;
  click(): void;
}

/** The button to replay a press on `target` with: not a link or a submit button, not disabled. */
export function heldButton(target: unknown): ButtonLike | null {
  if (!target || typeof (target as ButtonLike).closest !== 'function') return null;
  const button = (target as ButtonLike).closest('button');
  if (!button || button.disabled || button.type === 'submit' || button.closest('a')) return null;
  return button;
}

/** Keeps every early press on a button and presses it again once the app has started. */
export function replayEarlyClicks(): void {
  const held: ButtonLike[] = [];
  const reactIsListening = () => Boolean((window as unknown as Record<string, unknown>)[REACT_ROOT_GLOBAL]);
  const keep = (event: Event) => {
    if (reactIsListening()) return;
    const button = heldButton(event.target);
    if (button) held.push(button);
  };
  document.addEventListener('click', keep, true);
  const observer = new MutationObserver(() => {
    if (!appHasStarted()) return;
    observer.disconnect();
    document.removeEventListener('click', keep, true);
    for (const button of held.splice(0)) {
      if (button.isConnected && !button.disabled) button.click();
    }
  });
  observer.observe(document.documentElement, { attributes: true, attributeFilter: [HYDRATED_ATTRIBUTE] });
}
