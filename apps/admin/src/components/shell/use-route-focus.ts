import { useEffect, useRef, useState } from 'react';

/** Where a focus is left alone after a move: a dialog or menu opened while the page was on its way. */
const KEEPS_FOCUS = '[role="dialog"], [role="alertdialog"], [role="menu"], [role="listbox"]';

/**
 * After a move to another page in the app, the focus goes to `main` (the page, not the link followed in the
 * sidebar or the top bar) and the returned title is for a polite live region, as a page load would say it.
 * Left alone: focus the page has put inside `main` itself, or in a dialog or menu opened meanwhile.
 */
export function useRouteFocus(pathname: string): string {
  const previous = useRef(pathname);
  const [announced, setAnnounced] = useState('');
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    const frame = requestAnimationFrame(() => {
      setAnnounced(document.title);
      const main = document.getElementById('main');
      const active = document.activeElement;
      if (!main || main.contains(active) || active?.closest(KEEPS_FOCUS)) return;
      main.focus({ preventScroll: true });
    });
    return () => cancelAnimationFrame(frame);
  }, [pathname]);
  return announced;
}
