import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';

// For the few storefront tests that need a browser's document (a file marked `@vitest-environment jsdom`):
// what happens after scripts run, such as focus moving or a button shown only where a browser supports it.
Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });

let mounted: { root: Root; container: HTMLElement } | null = null;

/** Renders into the document, effects and all; `unmount` clears it for the next test. */
export async function mount(element: ReactNode): Promise<HTMLElement> {
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  await act(async () => root.render(element));
  mounted = { root, container };
  return container;
}

export function unmount() {
  if (!mounted) return;
  const { root, container } = mounted;
  act(() => root.unmount());
  container.remove();
  mounted = null;
}

/** Waits (letting React work) until `find` answers something, and answers it; fails after a second. */
export async function until<T>(find: () => T | null | undefined | false, timeoutMs = 1000): Promise<T> {
  const started = Date.now();
  for (;;) {
    const found = find();
    if (found) return found;
    if (Date.now() - started > timeoutMs) throw new Error(`not found within ${timeoutMs} ms: ${find}`);
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
  }
}

/** The button whose text (or label) is `name`. */
export const buttonNamed = (name: string) =>
  [...document.querySelectorAll('button')].find(
    (button) => button.getAttribute('aria-label') === name || button.textContent?.trim() === name,
  );

/** Does what a user's action (a click, a key) does, and lets React settle. */
export async function press(run: () => void) {
  await act(async () => run());
}
