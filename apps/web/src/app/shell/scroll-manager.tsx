import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

const maxHashAttempts = 30;

/**
 * On a route change the page scrolls to the top, or to the element a hash names (it may render a
 * little later, when a lazy screen arrives), and focus moves to the main content so that screen
 * readers start reading the new page.
 */
export function ScrollManager({ mainId }: { mainId: string }) {
  const { pathname, hash } = useLocation();
  const firstRender = useRef(true);

  useEffect(() => {
    let frame = 0;
    let attempts = 0;
    const isFirst = firstRender.current;
    firstRender.current = false;

    if (hash) {
      const id = decodeURIComponent(hash.slice(1));
      const tryScroll = () => {
        const target = document.getElementById(id);
        if (target) {
          target.scrollIntoView();
          return;
        }
        attempts += 1;
        if (attempts < maxHashAttempts) frame = requestAnimationFrame(tryScroll);
        else window.scrollTo(0, 0);
      };
      tryScroll();
      return () => cancelAnimationFrame(frame);
    }

    window.scrollTo(0, 0);
    if (!isFirst) document.getElementById(mainId)?.focus({ preventScroll: true });
    return undefined;
  }, [pathname, hash, mainId]);

  return null;
}
