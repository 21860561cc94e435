import { describe, expect, it } from 'vitest';
import { heldButton, type ButtonLike } from '../../../src/plugins/staged-boot/client/replayEarlyClicks';

/** A stand-in element: its own tag and attributes, and its ancestors from nearest outwards. */
function element(tag: string, props: Partial<ButtonLike> = {}, ancestors: ButtonLike[] = []): ButtonLike {
  const self: ButtonLike = {
    ...props,
    closest: (selector) =>
      [self, ...ancestors].find((node) => (node as unknown as { tag: string }).tag === selector) ?? null,
    click: () => undefined,
  };
  return Object.assign(self, { tag });
}

describe('heldButton', () => {
  it('finds the button around the pressed element', () => {
    const button = element('button', { type: 'button' });
    expect(heldButton(element('svg', {}, [button]))).toBe(button);
    expect(heldButton(button)).toBe(button);
  });

  it('leaves presses that need no app, or press nothing, alone', () => {
    expect(heldButton(element('button', { type: 'submit' }))).toBeNull();
    expect(heldButton(element('button', { type: 'button', disabled: true }))).toBeNull();
    expect(heldButton(element('button', { type: 'button' }, [element('a')]))).toBeNull();
    expect(heldButton(element('span', {}, [element('a')]))).toBeNull();
    expect(heldButton(element('p'))).toBeNull();
  });

  it('ignores targets that are not elements', () => {
    expect(heldButton(null)).toBeNull();
    expect(heldButton({})).toBeNull();
    expect(heldButton('button')).toBeNull();
  });
});
