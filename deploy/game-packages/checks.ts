// The package's checks an operator sees before a version goes to anyone (docs/decisions/054): in
// the console and the CLI, and again by changeCampaign before it writes a manifest naming a
// version. Each is run on the version as visitors would get it: its record from the registry, its
// files from where they are served, checked against their pins, and its code in the sandboxes the
// functions run it in, within the same limits.
// - record: the registry has the version (and its facts fit the contract).
// - entry: mf-manifest.json and remoteEntry.js answer from the version's folder, as published.
// - contracts: each game's module fits this host's game contract (contracts.json).
// - scoring: the scoring loads inside its limits and scores every sample play as recorded.
// - server part: each game's page is drawn with the game, within the page budget.
import { checkModule } from '@onam/shared/contracts/check-module';
import { PACKAGE_FILES, type GameFacts } from '@onam/shared/contracts/game-package';
import { releaseEntry, type ReleaseRecord } from '@onam/shared/contracts/release-record';
import { PAGE_LIMITS, SCORING_LIMITS } from './limits';
import type { PublishedFiles } from './published-files';
import type { ReleaseRegistry } from './registry';
import { Sandbox, type SandboxLimits } from './sandbox/sandbox';
import { packageScoring } from './scoring';

export type CheckName = 'record' | 'entry' | 'contracts' | 'scoring' | 'server-part';

export interface PackageCheck {
  name: CheckName;
  ok: boolean;
  /** Not run where the check ran (the release tool without a host build): neither passed nor failed. */
  skipped?: boolean;
  /** What was found, in a sentence an operator reads. */
  detail: string;
}

export interface CheckReport {
  remote: string;
  version: string;
  ok: boolean;
  checks: PackageCheck[];
}

export interface CheckDeps {
  registry: ReleaseRegistry;
  files: PublishedFiles;
  /**
   * For the server part's check: the host's drawing (draw-page.js) and the campaign manifest to
   * draw each game's page with (the environment's, the version put in it). Without it, that check
   * says it was not run.
   */
  drawing?: { source: string; manifest: unknown; parts: { drawing: string; serverPart: string } };
  scoringLimits?: SandboxLimits;
  pageLimits?: SandboxLimits;
  /** A clock for the time each step took (performance.now by default). */
  clock?: () => number;
  now?: () => number;
}

const ms = (value: number) => `${Math.round(value)} ms`;
const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** The record, or the failed check that says why there is none. */
async function recordCheck(
  deps: CheckDeps,
  remote: string,
  version: string,
): Promise<{ record: ReleaseRecord; check: PackageCheck } | { check: PackageCheck }> {
  try {
    const record = await deps.registry.record(remote, version);
    if (!record) {
      return {
        check: {
          name: 'record',
          ok: false,
          detail: `${remote} ${version} is not in the release registry: publish it with \`pnpm release ${remote} --version ${version}\``,
        },
      };
    }
    const games = record.package?.games.map((game) => game.id).join(', ');
    return {
      record,
      check: {
        name: 'record',
        ok: true,
        detail: `published ${record.publishedAt} by ${record.publishedBy || 'the release tool'}, served at ${record.base}; ${games ? `games: ${games}` : 'no games'}`,
      },
    };
  } catch (error) {
    return { check: { name: 'record', ok: false, detail: messageOf(error) } };
  }
}

async function entryCheck(deps: CheckDeps, record: ReleaseRecord): Promise<PackageCheck> {
  try {
    await Promise.all([
      deps.files.file(record, PACKAGE_FILES.manifest),
      deps.files.file(record, PACKAGE_FILES.entry),
    ]);
    return {
      name: 'entry',
      ok: true,
      detail: `${releaseEntry(record)} and its ${PACKAGE_FILES.entry} answer, each as published`,
    };
  } catch (error) {
    return { name: 'entry', ok: false, detail: messageOf(error) };
  }
}

async function contractsCheck(
  deps: CheckDeps,
  record: ReleaseRecord,
  games: readonly GameFacts[],
): Promise<PackageCheck> {
  let contracts: Record<string, unknown>;
  try {
    contracts = JSON.parse(
      (await deps.files.file(record, PACKAGE_FILES.contracts)).toString('utf8'),
    ) as Record<string, unknown>;
  } catch (error) {
    return { name: 'contracts', ok: false, detail: messageOf(error) };
  }
  const problems: string[] = [];
  for (const game of games) {
    const declared = contracts[game.module];
    if (typeof declared !== 'object' || declared === null) {
      problems.push(`${game.module}: ${PACKAGE_FILES.contracts} says nothing of it`);
      continue;
    }
    // The host's own rule on what the build declares, as it will judge the module it loads.
    const check = checkModule({ default: () => null, meta: declared }, 'game');
    if (!check.ok) problems.push(`${game.module}: ${check.detail}`);
  }
  return problems.length > 0
    ? { name: 'contracts', ok: false, detail: problems.join('; ') }
    : {
        name: 'contracts',
        ok: true,
        detail: `${games.map((game) => game.module).join(', ')} fit this host's game contract`,
      };
}

async function scoringCheck(
  deps: CheckDeps,
  record: ReleaseRecord,
  games: readonly GameFacts[],
  clock: () => number,
): Promise<PackageCheck> {
  const limits = deps.scoringLimits ?? SCORING_LIMITS;
  // The very scoring the functions run: its own registry of this one record, and its sandbox.
  const scoring = packageScoring({
    registry: { record: async () => record },
    files: deps.files,
    limits,
    keep: 1,
    ...(deps.now ? { now: deps.now } : {}),
  });
  const problems: string[] = [];
  let samples = 0;
  let slowest = 0;
  try {
    for (const game of games) {
      for (const sample of game.samples) {
        samples += 1;
        const started = clock();
        const outcome = await scoring.score({
          remote: record.remote,
          version: record.version,
          gameId: game.id,
          record: sample.record,
        });
        slowest = Math.max(slowest, clock() - started);
        if (!outcome.ok) {
          problems.push(`${game.id}, ${sample.label}: ${outcome.reason}`);
        } else if (outcome.score !== sample.score) {
          problems.push(
            `${game.id}, ${sample.label}: scored ${outcome.score}, recorded as ${sample.score}`,
          );
        }
      }
    }
  } finally {
    await scoring.close();
  }
  return problems.length > 0
    ? { name: 'scoring', ok: false, detail: problems.join('; ') }
    : {
        name: 'scoring',
        ok: true,
        detail: `scored its ${samples} sample plays as recorded; the slowest, loading included, in ${ms(slowest)} (a call may take ${ms(limits.callMs)}, with ${limits.heapMb} MiB)`,
      };
}

/** The manifest with this version as its remote's, and `module` shown, open, at one game path. */
function manifestShowing(
  manifest: unknown,
  record: ReleaseRecord,
  module: string,
): { manifest: unknown; path: string } | null {
  const json = structuredClone(manifest) as {
    switchOff?: unknown;
    remotes?: Record<string, { entry: string; version: string; canary?: unknown }>;
    routes?: Record<
      string,
      { remote: string; module: string; enabled?: boolean; schedule?: unknown } | undefined
    >;
  };
  if (!json.remotes || !json.routes) return null;
  json.remotes[record.remote] = { entry: releaseEntry(record), version: record.version };
  delete json.switchOff;
  const paths = Object.keys(json.routes).filter((path) => path !== '/talk');
  const path =
    paths.find(
      (p) => json.routes?.[p]?.remote === record.remote && json.routes[p]?.module === module,
    ) ??
    paths.find((p) => json.routes?.[p]?.remote === record.remote) ??
    paths[0];
  const route = path ? json.routes[path] : undefined;
  if (!path || !route) return null;
  // Open today whatever its schedule says: the check draws the game, not the host's "not yet".
  const shown = { ...route, remote: record.remote, module, enabled: true };
  delete shown.schedule;
  json.routes[path] = shown;
  return { manifest: json, path };
}

async function serverPartCheck(
  deps: CheckDeps,
  record: ReleaseRecord,
  games: readonly GameFacts[],
  clock: () => number,
): Promise<PackageCheck> {
  if (!deps.drawing) {
    return {
      name: 'server-part',
      ok: true,
      skipped: true,
      detail:
        "not run here: the host's drawing is not built (pnpm build); the console and changeCampaign run it",
    };
  }
  const { source, manifest, parts } = deps.drawing;
  const limits = deps.pageLimits ?? PAGE_LIMITS;
  let sandbox: Sandbox | null = null;
  try {
    const serverPart = (await deps.files.file(record, PACKAGE_FILES.serverPart)).toString('utf8');
    sandbox = new Sandbox(
      `${record.remote} ${record.version}'s page drawing`,
      [
        { name: parts.drawing, source },
        {
          name: parts.serverPart,
          source: serverPart,
          requireFrom: { module: parts.drawing, export: 'SHARED_MODULES' },
        },
      ],
      limits,
      deps.now,
    );
    const problems: string[] = [];
    let slowest = 0;
    let largest = 0;
    let pages = 0;
    const now = deps.now?.() ?? Date.now();
    for (const game of games) {
      const shown = manifestShowing(manifest, record, game.module);
      if (!shown) {
        problems.push(`${game.module}: the campaign has no game path to draw it on`);
        continue;
      }
      for (const locale of ['en', 'ml'] as const) {
        const started = clock();
        const answer = await sandbox.call(parts.drawing, 'drawPage', {
          manifest: shown.manifest,
          path: shown.path,
          locale,
          side: 'stable',
          now,
        });
        slowest = Math.max(slowest, clock() - started);
        pages += 1;
        const drawn = answer.value as { ok?: boolean; html?: unknown; reason?: unknown } | null;
        if (drawn?.ok !== true || typeof drawn.html !== 'string') {
          problems.push(`${game.module} (${locale}): ${String(drawn?.reason ?? 'no page')}`);
        } else {
          largest = Math.max(largest, drawn.html.length);
        }
      }
    }
    return problems.length > 0
      ? { name: 'server-part', ok: false, detail: problems.join('; ') }
      : {
          name: 'server-part',
          ok: true,
          detail: `drew ${pages} game pages (English and Malayalam); the slowest, loading included, in ${ms(slowest)}, the largest ${Math.ceil(largest / 1024)} KB (a page may take ${ms(limits.callMs)} and ${Math.round(limits.maxAnswerChars / 1000)} KB)`,
        };
  } catch (error) {
    return { name: 'server-part', ok: false, detail: messageOf(error) };
  } finally {
    await sandbox?.close();
  }
}

/** Every check of one version; `ok` when all passed. */
export async function checkPackage(
  deps: CheckDeps,
  remote: string,
  version: string,
): Promise<CheckReport> {
  const clock = deps.clock ?? (() => performance.now());
  const found = await recordCheck(deps, remote, version);
  const checks: PackageCheck[] = [found.check];
  if ('record' in found) {
    const { record } = found;
    checks.push(await entryCheck(deps, record));
    const games = record.package?.games ?? [];
    if (games.length > 0) {
      checks.push(await contractsCheck(deps, record, games));
      checks.push(await scoringCheck(deps, record, games, clock));
      checks.push(await serverPartCheck(deps, record, games, clock));
    }
  }
  return { remote, version, ok: checks.every((check) => check.ok), checks };
}

/** A report in lines, for the CLI and the logs: "✓ scoring: …" / "✗ entry: …". */
export function reportLines(report: CheckReport): string[] {
  return [
    `${report.remote} ${report.version}: ${report.ok ? 'every check passed' : 'a check failed'}`,
    ...report.checks.map(
      (check) => `  ${check.skipped ? '–' : check.ok ? '✓' : '✗'} ${check.name}: ${check.detail}`,
    ),
  ];
}
