import { describe, expect, it, vi } from 'vitest';
import paintDirective, { FIRST_PAINT_WAIT_MS } from '../../src/islands/paint-directive.ts';

/*
 * `client:paint={{ use: true }}` in a real browser: an island whose code loads only when the
 * visitor starts to use it, never after the paint on its own.
 */

function island(): HTMLElement {
  const element = document.createElement('astro-island-stand-in');
  element.innerHTML = '<form><input aria-label="price"></form>';
  document.body.append(element);
  return element;
}

function directive(element: HTMLElement, value: object) {
  const hydrated = vi.fn();
  const load = vi.fn(async () => hydrated);
  void paintDirective(load, { name: 'Island', value } as never, element);
  return { load, hydrated };
}

const afterThePaintFallback = () =>
  new Promise((resolve) => setTimeout(resolve, FIRST_PAINT_WAIT_MS + 300));

describe('client:paint with use', () => {
  it('loads nothing after the paint, and hydrates once on the first press inside', async () => {
    const element = island();
    const { load, hydrated } = directive(element, { use: true });
    await afterThePaintFallback();
    expect(load).not.toHaveBeenCalled();
    element
      .querySelector('input')!
      .dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    element.querySelector('input')!.focus();
    await vi.waitFor(() => expect(hydrated).toHaveBeenCalledTimes(1));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('hydrates on a focus reached by the keyboard', async () => {
    const element = island();
    const { hydrated } = directive(element, { use: true });
    element.querySelector('input')!.focus();
    await vi.waitFor(() => expect(hydrated).toHaveBeenCalledTimes(1));
  });

  it('still hydrates an ordinary island after the paint', async () => {
    const { hydrated } = directive(island(), {});
    await vi.waitFor(() => expect(hydrated).toHaveBeenCalledTimes(1), { timeout: 10_000 });
  });
});
