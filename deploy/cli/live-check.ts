// Before the CLI writes a manifest it asks the remotes themselves: does every entry answer, does it
// expose every module the manifest (and the host) will load from it, and does that module's
// contract fit this host? The answers come from each version's mf-manifest.json and the
// contracts.json its build writes beside it (remote-*/webpack.config.js).
import { checkModule, type ModuleKind } from '@onam/shared/contracts/check-module';
import { routeKind, type GameRoutePath } from '@onam/shared/manifest/route-paths';
import type { CampaignManifest } from '@onam/shared/manifest/schema';

/** A module something will load at runtime, and who: a route, or the host itself. */
export interface RequiredModule {
  remote: string;
  module: string;
  kind: ModuleKind;
  usedBy: string;
}

/**
 * The parts the host places itself, whatever the routes say (host/src/federation/module-refs.ts;
 * a test keeps the two lists equal). Pointing a remote at a version without them would break every
 * page.
 */
export const HOST_PARTS: readonly RequiredModule[] = [
  { remote: 'games', module: 'play-icon', kind: 'play-icon', usedBy: 'the home page' },
  { remote: 'games', module: 'tutorial', kind: 'tutorial', usedBy: 'the home page' },
  {
    remote: 'games',
    module: 'stats-card',
    kind: 'stats-card',
    usedBy: 'the game and dashboard pages',
  },
  { remote: 'games', module: 'confetti', kind: 'confetti', usedBy: 'the celebrate page' },
  { remote: 'auth', module: 'dialog', kind: 'auth-dialog', usedBy: 'sign-in' },
];

/** Every module the site will load with this manifest: each route's (enabled or not), then the host's. */
export function requiredModules(manifest: CampaignManifest): RequiredModule[] {
  const routes = Object.entries(manifest.routes).flatMap(([path, route]) =>
    route
      ? [
          {
            remote: route.remote,
            module: route.module,
            kind: routeKind(path as GameRoutePath),
            usedBy: `route ${path}`,
          },
        ]
      : [],
  );
  return [...routes, ...HOST_PARTS];
}

export interface LiveCheckOptions {
  fetch?: typeof fetch;
  timeoutMs?: number;
}

type Fetched = { ok: true; json: unknown } | { ok: false; problem: string };

/** Read by shape, not instanceof: fetch's errors may come from another realm (a test's vm). */
interface FetchFailure {
  name?: string;
  message?: string;
  cause?: { code?: string; message?: string };
}

function describeFailure(error: unknown, timeoutMs: number): string {
  const failure = (typeof error === 'object' && error !== null ? error : {}) as FetchFailure;
  if (failure.name === 'TimeoutError' || failure.name === 'AbortError') {
    return `did not answer within ${timeoutMs / 1000} s`;
  }
  const reason = failure.cause?.code ?? failure.cause?.message ?? failure.message ?? String(error);
  return `could not be reached (${reason})`;
}

async function fetchJson(url: string, fetcher: typeof fetch, timeoutMs: number): Promise<Fetched> {
  let body: string;
  try {
    const response = await fetcher(url, {
      signal: AbortSignal.timeout(timeoutMs),
      headers: { accept: 'application/json' },
      cache: 'no-store',
    });
    body = await response.text();
    if (response.status !== 200) {
      return {
        ok: false,
        problem: `answered ${response.status} ${response.statusText}`.trimEnd(),
      };
    }
  } catch (error) {
    return { ok: false, problem: describeFailure(error, timeoutMs) };
  }
  try {
    return { ok: true, json: JSON.parse(body) };
  } catch {
    const start = body.trim().slice(0, 40).replace(/\s+/g, ' ');
    return { ok: false, problem: `did not answer with JSON (it starts "${start}")` };
  }
}

interface Exposed {
  name: string;
  path: string;
}

function exposesOf(mfManifest: unknown): Exposed[] | null {
  if (typeof mfManifest !== 'object' || mfManifest === null) return null;
  const exposes = (mfManifest as { exposes?: unknown }).exposes;
  if (!Array.isArray(exposes)) return null;
  return exposes.filter(
    (e): e is Exposed =>
      typeof e === 'object' && e !== null && typeof (e as Exposed).name === 'string',
  );
}

function list(names: string[], max = 8): string {
  if (names.length === 0) return 'nothing';
  return names.length > max
    ? `${names.slice(0, max).join(', ')} and ${names.length - max} more`
    : names.join(', ');
}

/** What one remote version says about itself, or why it could not be asked. */
type RemoteAnswer =
  | {
      ok: true;
      exposes: Exposed[];
      contracts: Record<string, unknown> | null;
      contractsProblem: string;
    }
  | { ok: false; problem: string };

async function askRemote(
  name: string,
  entry: string,
  fetcher: typeof fetch,
  timeoutMs: number,
): Promise<RemoteAnswer> {
  const mf = await fetchJson(entry, fetcher, timeoutMs);
  if (!mf.ok) return { ok: false, problem: `remote "${name}": ${entry} ${mf.problem}` };
  const exposes = exposesOf(mf.json);
  if (!exposes) {
    return {
      ok: false,
      problem: `remote "${name}": ${entry} is not a Module Federation manifest (it has no exposes list)`,
    };
  }
  const contractsUrl = new URL('contracts.json', entry).href;
  const contracts = await fetchJson(contractsUrl, fetcher, timeoutMs);
  if (!contracts.ok) {
    return {
      ok: true,
      exposes,
      contracts: null,
      contractsProblem: `${contractsUrl} ${contracts.problem}; it is written by the remote's build (remote-*/webpack.config.js), so rebuild and publish that version`,
    };
  }
  if (typeof contracts.json !== 'object' || contracts.json === null) {
    return {
      ok: true,
      exposes,
      contracts: null,
      contractsProblem: `${contractsUrl} is not an object of modules`,
    };
  }
  return {
    ok: true,
    exposes,
    contracts: contracts.json as Record<string, unknown>,
    contractsProblem: '',
  };
}

/**
 * Asks every remote the manifest names and returns the problems, one readable line each (empty when
 * all is well). Remotes are asked in parallel; every problem is reported, not only the first.
 */
export async function checkLive(
  manifest: CampaignManifest,
  { fetch: fetcher = fetch, timeoutMs = 5000 }: LiveCheckOptions = {},
): Promise<string[]> {
  const answers = new Map(
    await Promise.all(
      Object.entries(manifest.remotes).map(
        async ([name, remote]) =>
          [name, await askRemote(name, remote.entry, fetcher, timeoutMs)] as const,
      ),
    ),
  );
  const problems = [...answers.values()].flatMap((a) => (a.ok ? [] : [a.problem]));
  const contractsReported = new Set<string>();

  for (const need of requiredModules(manifest)) {
    const who = `${need.usedBy} → ${need.remote}/${need.module}`;
    const answer = answers.get(need.remote);
    const remote = manifest.remotes[need.remote];
    if (!answer || !remote) {
      problems.push(`${who}: this manifest has no remote "${need.remote}"`);
      continue;
    }
    if (!answer.ok) continue; // the remote's own problem is already listed
    const exposed = answer.exposes.some(
      (e) => e.name === need.module || e.path === `./${need.module}`,
    );
    if (!exposed) {
      problems.push(
        `${who}: "${need.module}" is not exposed by remote "${need.remote}" ${remote.version} (${remote.entry} exposes ${list(answer.exposes.map((e) => e.name))})`,
      );
      continue;
    }
    if (!answer.contracts) {
      if (!contractsReported.has(need.remote)) {
        contractsReported.add(need.remote);
        problems.push(
          `remote "${need.remote}": cannot check its modules' contracts: ${answer.contractsProblem}`,
        );
      }
      continue;
    }
    const declared = answer.contracts[need.module];
    if (typeof declared !== 'object' || declared === null) {
      problems.push(
        `${who}: contracts.json of remote "${need.remote}" ${remote.version} says nothing about "${need.module}"`,
      );
      continue;
    }
    // The host's own rule (checkModule) on what the build declares: a stand-in component with the
    // declared meta, so the CLI refuses exactly what the host would refuse to render.
    const check = checkModule({ default: () => null, meta: declared }, need.kind);
    if (!check.ok) {
      const what =
        check.reason === 'incompatible' ? 'has an incompatible contract' : 'is the wrong kind';
      problems.push(
        `${who}: "${need.module}" of remote "${need.remote}" ${remote.version} ${what}: ${check.detail}`,
      );
    }
  }
  return problems;
}
