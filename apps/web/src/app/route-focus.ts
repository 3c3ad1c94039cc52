import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/** How long a screen may take to show its heading (its chunk and its data loading) before we give up. */
const WAIT_FOR_HEADING_MS = 15_000;

/** The new screen's heading, focusable by script only (tabindex -1), focused without scrolling. */
function focusHeading(): boolean {
  const heading = document.querySelector<HTMLElement>('main h1');
  if (!heading) return false;
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  heading.focus({ preventScroll: true });
  return document.activeElement === heading;
}

/**
 * On every change of screen (a new path; not a new query string, which is a filter or the open
 * conversation), focus moves to the new screen's heading, so a keyboard or screen-reader user
 * starts there and hears where they are (WCAG 2.4.3; a focused heading is read out). A screen
 * still loading gets focus when its heading appears. The first screen of a visit is left alone:
 * the browser starts at the top, with the skip link.
 */
export function useRouteFocus() {
  const { pathname } = useLocation();
  const first = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the pathname is the trigger
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (focusHeading()) return;
    const observer = new MutationObserver(() => {
      if (focusHeading()) stop();
    });
    const timer = setTimeout(() => stop(), WAIT_FOR_HEADING_MS);
    const stop = () => {
      observer.disconnect();
      clearTimeout(timer);
    };
    observer.observe(document.body, { childList: true, subtree: true });
    return stop;
  }, [pathname]);
}
