// The package's checks of the versions a campaign change puts live (docs/decisions/054): each
// stable or canary version the next manifest names that the live one does not, checked as
// checks.ts checks a version, and drawn with the next manifest. changeCampaign refuses a change
// whose version fails one, and the console and the CLI show each check. A version whose checks
// passed is not checked again for a while: its files never change, only whether they answer.
import { releaseEntry } from '@onam/shared/contracts/release-record';
import type { PackageCheckReport } from '@onam/shared/contracts/release-record';
import type { CampaignManifest } from '@onam/shared/manifest/schema';
import { checkPackage, type CheckDeps } from './checks';

/** How long a version's passed checks are taken as still passing. */
export const PASSED_CHECKS_MS = 10 * 60_000;

interface NamedVersion {
  remote: string;
  version: string;
  entry: string;
}

/** Each stable and canary version a manifest names. */
function versionsOf(manifest: unknown): NamedVersion[] {
  const remotes = (manifest as { remotes?: Record<string, unknown> } | null)?.remotes ?? {};
  return Object.entries(remotes).flatMap(([remote, value]) => {
    const run = value as {
      entry?: unknown;
      version?: unknown;
      canary?: { entry?: unknown; version?: unknown };
    };
    return [run, ...(run.canary ? [run.canary] : [])].flatMap((side) =>
      typeof side.entry === 'string' && typeof side.version === 'string'
        ? [{ remote, version: side.version, entry: side.entry }]
        : [],
    );
  });
}

const key = ({ remote, version, entry }: NamedVersion) => `${remote} ${version} ${entry}`;

export interface VersionCheckDeps extends Omit<CheckDeps, 'drawing'> {
  /** The host's drawing and its module names, to draw each game with the next manifest. */
  drawing?: () => { source: string; parts: { drawing: string; serverPart: string } } | undefined;
  /** Which of the versions to check, by the entry the manifest names (all of them unless given). */
  checks?: (entry: string) => boolean;
  now?: () => number;
}

/** The checker changeCampaign's `checkVersions` takes, keeping passed reports PASSED_CHECKS_MS. */
export function versionChecker(
  deps: VersionCheckDeps,
): (next: CampaignManifest, current: unknown) => Promise<PackageCheckReport[]> {
  const now = deps.now ?? Date.now;
  const passed = new Map<string, { at: number; report: PackageCheckReport }>();
  return async (next, current) => {
    const live = new Set(versionsOf(current).map(key));
    const fresh = versionsOf(next).filter(
      (named) => !live.has(key(named)) && (deps.checks?.(named.entry) ?? true),
    );
    const reports: PackageCheckReport[] = [];
    for (const named of fresh) {
      const kept = passed.get(key(named));
      if (kept && now() - kept.at < PASSED_CHECKS_MS) {
        reports.push(kept.report);
        continue;
      }
      const drawing = deps.drawing?.();
      const report = await checkPackage(
        {
          registry: deps.registry,
          files: deps.files,
          ...(deps.scoringLimits ? { scoringLimits: deps.scoringLimits } : {}),
          ...(deps.pageLimits ? { pageLimits: deps.pageLimits } : {}),
          ...(deps.now ? { now: deps.now } : {}),
          ...(drawing ? { drawing: { ...drawing, manifest: next } } : {}),
        },
        named.remote,
        named.version,
      );
      // The manifest's entry must be where the version's record says it is served: the pages
      // draw, and the functions score, that record's files.
      const record = await deps.registry.record(named.remote, named.version).catch(() => null);
      if (record && releaseEntry(record) !== named.entry) {
        report.ok = false;
        report.checks.push({
          name: 'entry',
          ok: false,
          detail: `the manifest names ${named.entry}, and ${named.remote} ${named.version} is served at ${releaseEntry(record)}`,
        });
      }
      if (report.ok) passed.set(key(named), { at: now(), report });
      reports.push(report);
    }
    return reports;
  };
}
