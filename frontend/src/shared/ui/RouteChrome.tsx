import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ScrollRestoration, useLocation, useMatches } from 'react-router-dom';

/** What a route tells the shell about itself (router.tsx `handle`): its title's locale key. */
export interface RouteHandle { title?: string }

/** The deepest matched route's title key (a dashboard child's own title wins over the shell's). */
export function useRouteTitleKey(): string | undefined {
  const matches = useMatches();
  return [...matches].reverse().map((m) => (m.handle as RouteHandle | undefined)?.title).find(Boolean);
}

const HEADING_WAIT_MS = 3000;

const scrollKey = (location: { key: string; pathname: string; search: string; hash: string }) =>
  location.key === 'default' ? `${location.pathname}${location.search}${location.hash}` : location.key;

/**
 * Moves focus to the new page's first heading, so a screen reader announces the page change the way
 * a full page load would. A screen may first show a spinner (its session or data still loading), so
 * the heading is looked for until it appears. `preventScroll`: where the page is shown is the scroll
 * restoration's decision (Back returns to the old position), not the focus's.
 */
function focusHeading(): () => void {
  const started = performance.now();
  let frame = 0;
  const look = () => {
    const heading = document.querySelector<HTMLElement>('#main h1');
    if (heading) {
      if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
      heading.focus({ preventScroll: true });
      return;
    }
    if (performance.now() - started < HEADING_WAIT_MS) frame = requestAnimationFrame(look);
  };
  frame = requestAnimationFrame(look);
  return () => cancelAnimationFrame(frame);
}

/**
 * What every page gets from its shell (the public layout and the dashboard's): a title in the
 * interface language ("Case search · LexMitra"), focus on the new page's heading after a
 * navigation inside the app (not on the first load, where the browser starts at the top), and
 * react-router's scroll restoration: a new page opens at its top, Back and Forward return to where
 * the page was left.
 */
export function RouteChrome() {
  const { t, i18n } = useTranslation();
  const key = useRouteTitleKey();
  const { pathname } = useLocation();

  useEffect(() => {
    document.title = key && i18n.exists(key) ? `${t(key as 'titles.home')} · LexMitra` : 'LexMitra';
  }, [key, t, i18n, i18n.language]);

  const shownPath = useRef(pathname);
  useEffect(() => {
    if (pathname === shownPath.current) return;
    shownPath.current = pathname;
    return focusHeading();
  }, [pathname]);

  // Positions are kept per history entry, so each search page (?q=…&page=2) and each dashboard page
  // has its own, and a new entry starts at the top. An entry the app did not make (a typed address,
  // a link from outside) has the key 'default', shared by every such entry: it is keyed by its
  // address instead, so /#testimonials does not open where /home was left.
  return <ScrollRestoration getKey={scrollKey} />;
}
