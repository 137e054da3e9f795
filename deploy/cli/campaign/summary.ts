// What `show` and `history` print: plain text an operator reads at a glance.
import type { CampaignManifest, FestivalDay, GameRoute } from '@onam/shared/manifest/schema';
import { displayTime } from '../command';
import type { Revision } from './history';

function pad(rows: string[][]): string[] {
  const widths = rows.reduce<number[]>(
    (w, row) => row.map((cell, i) => Math.max(w[i] ?? 0, cell.length)),
    [],
  );
  return rows.map((row) =>
    row
      .map((cell, i) => (i === row.length - 1 ? cell : cell.padEnd(widths[i] ?? 0)))
      .join('  ')
      .trimEnd(),
  );
}

function dayLabel(days: FestivalDay[], day: number): string {
  const found = days.find((d) => d.day === day);
  return found ? `day ${day} (${found.name}, ${found.start})` : `day ${day}`;
}

/** "enabled", "disabled", plus the schedule in festival days and dates. */
export function routeState(route: GameRoute, days: FestivalDay[]): string {
  const parts = [route.enabled ? 'enabled' : 'disabled'];
  if (route.schedule?.opensOn) parts.push(`opens on ${dayLabel(days, route.schedule.opensOn)}`);
  if (route.schedule?.closesAfter) {
    parts.push(`closes after ${dayLabel(days, route.schedule.closesAfter)}`);
  }
  return parts.join(', ');
}

/** The readable summary `show` prints. */
export function summarize(manifest: CampaignManifest, heading: string): string[] {
  const { brand, festival } = manifest;
  const first = festival.days[0];
  const last = festival.days[festival.days.length - 1];
  const lines = [
    heading,
    `${brand.product} | ${brand.broadcaster}: ${festival.name} ${festival.year}` +
      (first && last
        ? `, ${festival.days.length} days, ${first.start} (${first.name}) to ${last.end ?? last.start} (${last.name})`
        : ''),
    '',
    manifest.switchOff
      ? `SWITCHED OFF: visitors see "${manifest.switchOff.message}" instead of the games`
      : 'Switched on (no switch-off message)',
    '',
    'Remotes',
    ...pad(
      Object.entries(manifest.remotes).flatMap(([name, r]) => [
        [`  ${name}`, r.version, r.entry],
        ...(r.canary
          ? [[`    canary`, `${r.canary.version} (${r.canary.percent}%)`, r.canary.entry]]
          : []),
      ]),
    ),
    '',
    'Routes',
    ...pad(
      Object.entries(manifest.routes).flatMap(([path, route]) =>
        route
          ? [
              [
                `  ${path}`,
                `${route.remote}/${route.module}`,
                `"${route.title}"`,
                routeState(route, festival.days),
              ],
            ]
          : [],
      ),
    ),
    '',
    `Backend: ${manifest.backend.adapter} adapter, Firebase project ${manifest.backend.firebase.projectId}`,
  ];
  return lines;
}

/** The list `history` prints, oldest first, marking the live revision. */
export function historyLines(revisions: Revision[], live: number | undefined): string[] {
  if (revisions.length === 0) {
    return ['No revisions yet: the first change through the CLI records the manifest as found.'];
  }
  return pad(
    revisions.map((r) => [
      `${String(r.revision).padStart(4)}`,
      displayTime(r.time),
      r.author,
      r.revision === live ? `${r.command}   ← live` : r.command,
    ]),
  );
}
