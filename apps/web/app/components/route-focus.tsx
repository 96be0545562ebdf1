import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';

/** Focuses the page's main heading (or `main`), without scrolling. */
function focusPageHeading() {
  const main = document.querySelector<HTMLElement>('main');
  const target = main?.querySelector<HTMLElement>('h1') ?? main;
  if (!target) return;
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
}

/**
 * For a modal (the menu, the cart drawer) closed by following one of its links: the focus goes to the page,
 * not back to the button that opened it. `follow` wraps the close for the links; `onCloseAutoFocus` goes
 * on the dialog's content. Before the new page is there the old heading takes it, and RouteFocus then
 * moves it on.
 */
export function useFocusPageOnFollow(close: () => void) {
  const followed = useRef(false);
  return {
    follow: () => {
      followed.current = true;
      close();
    },
    onCloseAutoFocus: (event: Event) => {
      if (!followed.current) return;
      followed.current = false;
      event.preventDefault();
      focusPageHeading();
    },
  };
}

/**
 * Where a focus is left alone after a move: the chat, and a menu or dialog the visitor opened while the new
 * page was arriving (the account menu clicked as the heading appears would otherwise close under them).
 */
const KEEPS_FOCUS = '[data-chat-widget], [role="menu"], [role="dialog"], [role="listbox"]';

/**
 * After a client-side move to another page, the focus goes to the new page's main heading (or `main`), so
 * the next Tab starts at the page and not after the link that was followed, and a polite live region says
 * the new page's title, as a full page load would. It stays where the new page or the chat put it, and a
 * link to a part of a page (#…) is left to the browser, as are changes of the query alone (filters, forms
 * posting to their own page, which focus their own errors).
 */
export function RouteFocus() {
  const { pathname, hash } = useLocation();
  const previous = useRef(pathname);
  const [title, setTitle] = useState('');
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    // After the frame, when the page's title and any focus of its own are in place.
    const frame = requestAnimationFrame(() => {
      setTitle(document.title);
      if (hash) return;
      const active = document.activeElement;
      if (document.querySelector('main')?.contains(active) || active?.closest(KEEPS_FOCUS)) return;
      focusPageHeading();
    });
    return () => cancelAnimationFrame(frame);
  }, [pathname, hash]);
  return (
    <div aria-live="polite" aria-atomic="true" className="sr-only" data-testid="route-announcer">
      {title}
    </div>
  );
}
