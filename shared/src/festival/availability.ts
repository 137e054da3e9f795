import type { CampaignManifest, FestivalDay, GameRoutePath } from '../manifest/schema';
import { routePathsOf } from '../manifest/route-paths';
import { festivalMoment } from './calendar';

/** Schedules name festival days 1–10; a date after the festival stands after all of them. */
export const BEFORE_FESTIVAL = 0;
export const AFTER_FESTIVAL = 11;

/** What a visitor finds on a game path today. `day` is missing when the festival lacks that day. */
export type RouteAvailability =
  | { state: 'open' }
  | { state: 'disabled' }
  /** The game is over for this festival: no tile, its board and plays kept (docs/decisions/058). */
  | { state: 'retired' }
  | { state: 'not-yet'; opensOn: number; day?: FestivalDay }
  | { state: 'closed'; closedAfter: number; day?: FestivalDay };

/**
 * The part of a route that decides whether it is open. `enabled` is optional so the manifest as
 * written (where it defaults to true) can be asked too, by the operators' tooling.
 */
export interface RouteSwitches {
  enabled?: boolean;
  retired?: boolean;
  schedule?: { opensOn?: number; closesAfter?: number };
}

/**
 * Where a Kerala date stands on the schedules' scale: 0 before day 1, the festival day during
 * the festival (a day spanning two dates counts on both), 11 after the last day.
 */
export function festivalPosition(days: readonly FestivalDay[], isoDate: string): number {
  const moment = festivalMoment(days, isoDate);
  if (moment.phase === 'before') return BEFORE_FESTIVAL;
  if (moment.phase === 'after') return AFTER_FESTIVAL;
  return moment.day.day;
}

/**
 * Whether a game route is open on `today` (a Kerala date, YYYY-MM-DD). A route the manifest does
 * not list is treated like a disabled one; `enabled: false` wins over any schedule. A route opens
 * on the first date of its `opensOn` day and stays open through the last date of `closesAfter`.
 */
export function routeAvailability(
  route: RouteSwitches | undefined,
  festival: Pick<CampaignManifest['festival'], 'days'>,
  today: string,
): RouteAvailability {
  if (route?.retired) return { state: 'retired' };
  if (!route || route.enabled === false) return { state: 'disabled' };
  const { opensOn, closesAfter } = route.schedule ?? {};
  if (opensOn === undefined && closesAfter === undefined) return { state: 'open' };
  const position = festivalPosition(festival.days, today);
  const dayNumbered = (n: number) => festival.days.find((d) => d.day === n);
  if (opensOn !== undefined && position < opensOn) {
    return withDay({ state: 'not-yet', opensOn }, dayNumbered(opensOn));
  }
  if (closesAfter !== undefined && position > closesAfter) {
    return withDay({ state: 'closed', closedAfter: closesAfter }, dayNumbered(closesAfter));
  }
  return { state: 'open' };
}

// Keeps `day` absent (rather than undefined) when the festival has no such day, so results compare
// cleanly in tests and serialise without a null.
function withDay<T extends object>(
  result: T,
  day: FestivalDay | undefined,
): T & { day?: FestivalDay } {
  return day ? { ...result, day } : result;
}

/**
 * Every game path the manifest lists, with its availability today: the seed's in the product's
 * order, then the added games in the manifest's. A switch-off closes none of them here: the
 * screens show the operator's message before asking.
 */
export function gameRoutesToday(
  manifest: {
    routes: CampaignManifest['routes'];
    festival: Pick<CampaignManifest['festival'], 'days'>;
  },
  today: string,
  paths: readonly GameRoutePath[] = routePathsOf(manifest.routes),
): {
  path: GameRoutePath;
  title: string;
  titleMl?: string;
  availability: RouteAvailability;
}[] {
  return paths.flatMap((path) => {
    const route = manifest.routes[path];
    if (!route) return [];
    return [
      {
        path,
        title: route.title,
        titleMl: route.titleMl,
        availability: routeAvailability(route, manifest.festival, today),
      },
    ];
  });
}

/**
 * The game the manifest features today: the festival day's `featured` route, if the
 * festival is on, the route is open today and the site is not switched off. Null otherwise.
 */
export function featuredToday(
  manifest: Pick<CampaignManifest, 'routes' | 'festival' | 'switchOff'>,
  today: string,
): { path: GameRoutePath; title: string; titleMl?: string; day: FestivalDay } | null {
  if (manifest.switchOff) return null;
  const moment = festivalMoment(manifest.festival.days, today);
  if (moment.phase !== 'during' || !moment.day.featured) return null;
  const path = moment.day.featured;
  const route = manifest.routes[path];
  if (!route || routeAvailability(route, manifest.festival, today).state !== 'open') return null;
  return { path, title: route.title, titleMl: route.titleMl, day: moment.day };
}

/** What opens on a festival day: the routes whose schedule opens on it, in the product's order. */
export function opensOnDay(
  manifest: Pick<CampaignManifest, 'routes'>,
  day: number,
): { path: GameRoutePath; title: string; titleMl?: string }[] {
  return routePathsOf(manifest.routes).flatMap((path) => {
    const route = manifest.routes[path];
    return route && route.enabled !== false && !route.retired && route.schedule?.opensOn === day
      ? [{ path, title: route.title, titleMl: route.titleMl }]
      : [];
  });
}
