// What a whole campaign sets when it goes live where nothing was: a few lines an operator can read
// on a phone before "Make it live", instead of a line for every value of the file (about ninety,
// and a last "removed (was {})" for the nothing that was there before).
import type { CampaignManifest } from '@onam/shared/manifest/schema';

const quoted = (value: string) => JSON.stringify(value);
const plural = (count: number, one: string, many = `${one}s`) =>
  `${count} ${count === 1 ? one : many}`;

/**
 * The campaign an import puts live, summed up: its remotes with their versions (and any canary),
 * each route with the module it shows, how many routes are open and scheduled, the festival, the
 * switch-off and the backend. Counts where the file has many values, never every value.
 */
export function summariseImport(manifest: CampaignManifest): string[] {
  const remotes = Object.entries(manifest.remotes).map(([name, remote]) => {
    const canary = remote.canary
      ? ` (canary ${remote.canary.version} to ${remote.canary.percent}% of visitors)`
      : '';
    return `${name} ${remote.version}${canary}`;
  });
  const routes = Object.entries(manifest.routes).flatMap(([path, route]) => {
    if (!route) return [];
    const when = [
      route.enabled ? 'open' : 'resting',
      route.schedule?.opensOn !== undefined ? `opens on day ${route.schedule.opensOn}` : null,
      route.schedule?.closesAfter !== undefined
        ? `closes after day ${route.schedule.closesAfter}`
        : null,
    ].filter((part): part is string => part !== null);
    return [
      `route ${path} → ${route.remote}/${route.module} titled ${quoted(route.title)}: ${when.join(', ')}`,
    ];
  });
  const all = Object.values(manifest.routes).filter((route) => route !== undefined);
  const open = all.filter((route) => route.enabled).length;
  const scheduled = all.filter((route) => route.schedule).length;
  const { days } = manifest.festival;
  const first = days[0];
  const last = days[days.length - 1];
  const featured = days.filter((day) => day.featured).length;
  return [
    'the whole campaign, where nothing was live before',
    `remotes: ${remotes.join(', ') || 'none'}`,
    ...routes,
    `enabled: ${open} of ${plural(all.length, 'route')} open; ${scheduled} scheduled`,
    `festival: ${manifest.festival.name} ${manifest.festival.year}, ${plural(days.length, 'day')}` +
      (first && last ? ` (${first.start} to ${last.end ?? last.start})` : '') +
      `, ${featured} featuring a game`,
    manifest.switchOff
      ? `switch-off: on, visitors see ${quoted(manifest.switchOff.message)}`
      : 'switch-off: none, the site is on',
    `brand: ${manifest.brand.product} by ${manifest.brand.broadcaster}; backend: ${manifest.backend.adapter}`,
  ];
}
