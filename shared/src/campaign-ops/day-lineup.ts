// What a visitor finds on one festival day under a manifest: the games open that day and the
// one featured. The console shows it for a change before it goes live, day by day.
import { routeAvailability } from '@onam/shared/festival/availability';
import type { CampaignManifest } from '@onam/shared/manifest/schema';
import type { WordedManifest } from './change-words';

export interface DayTile {
  path: string;
  title: string;
  titleMl: string;
  featured: boolean;
}

export interface DayLineup {
  day: number;
  /** The games with a tile that day, the featured one first, then in the manifest's order. */
  tiles: DayTile[];
  /** The switch-off message visitors see instead of any game, if the site is off. */
  switchedOff: boolean;
}

/** The lineup on festival day `day` (a day the manifest's festival has; none otherwise). */
export function dayLineup(
  manifest: Pick<CampaignManifest, 'festival' | 'switchOff'> & Pick<WordedManifest, 'routes'>,
  day: number,
): DayLineup {
  const festivalDay = manifest.festival.days.find((d) => d.day === day);
  if (!festivalDay) return { day, tiles: [], switchedOff: Boolean(manifest.switchOff) };
  const tiles = Object.entries(manifest.routes).flatMap(([path, route]) => {
    if (!route || route.retired) return [];
    const open = routeAvailability(route, manifest.festival, festivalDay.start).state === 'open';
    return open
      ? [
          {
            path,
            title: route.title,
            titleMl: route.titleMl ?? route.title,
            featured: festivalDay.featured === path,
          },
        ]
      : [];
  });
  tiles.sort((a, b) => Number(b.featured) - Number(a.featured));
  return { day, tiles, switchedOff: Boolean(manifest.switchOff) };
}
