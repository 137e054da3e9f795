/** Page views for the tag manager's data layer, sent 250 ms after each route change. */
export const PAGE_VIEW_DELAY_MS = 250;

export interface PageViewEvent {
  event: 'page_view';
  pageType: 'PageView';
  pageUrl: string;
  pageTitle: string;
  routeName: string | undefined;
}

export interface RouterLike {
  state: {
    location: { key: string; pathname: string; search: string; hash: string };
    matches: readonly { route: { id?: string } }[];
  };
  subscribe(listener: (state: RouterLike['state']) => void): () => void;
}

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/**
 * Pushes a page-view event for the current location now-plus-250 ms, and again after every later
 * route change. The delay lets the new screen set its title first. Returns a stop function.
 */
export function trackPageViews(
  router: RouterLike,
  {
    dataLayer = () => (window.dataLayer ??= []),
    title = () => document.title,
    delayMs = PAGE_VIEW_DELAY_MS,
  }: { dataLayer?: () => unknown[]; title?: () => string; delayMs?: number } = {},
): () => void {
  const timers = new Set<ReturnType<typeof setTimeout>>();
  let lastKey: string | undefined;

  const schedule = (state: RouterLike['state']) => {
    const { location, matches } = state;
    if (location.key === lastKey) return;
    lastKey = location.key;
    const routeName = matches.at(-1)?.route.id;
    const pageUrl = `${location.pathname}${location.search}${location.hash}`;
    const timer = setTimeout(() => {
      timers.delete(timer);
      const event: PageViewEvent = {
        event: 'page_view',
        pageType: 'PageView',
        pageUrl,
        pageTitle: title(),
        routeName,
      };
      dataLayer().push(event);
    }, delayMs);
    timers.add(timer);
  };

  schedule(router.state);
  const unsubscribe = router.subscribe(schedule);
  return () => {
    unsubscribe();
    timers.forEach(clearTimeout);
  };
}
