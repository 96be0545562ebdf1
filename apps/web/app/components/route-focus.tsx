import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';

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
      const main = document.querySelector<HTMLElement>('main');
      const active = document.activeElement;
      if (!main || main.contains(active) || active?.closest('[data-chat-widget]')) return;
      const target = main.querySelector<HTMLElement>('h1') ?? main;
      if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
      target.focus({ preventScroll: true });
    });
    return () => cancelAnimationFrame(frame);
  }, [pathname, hash]);
  return (
    <div aria-live="polite" aria-atomic="true" className="sr-only" data-testid="route-announcer">
      {title}
    </div>
  );
}
