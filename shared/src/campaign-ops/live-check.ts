// Before the CLI writes a manifest it asks the remotes themselves: does every entry answer, does it
// expose every module the manifest (and the host) will load from it, and does that module's
// contract fit this host? The answers come from each version's mf-manifest.json and the
// contracts.json its build writes beside it (remote-*/webpack.config.js).
//
// The changeCampaign function runs this check too, on whatever addresses an operator's change
// names, from inside Google's network: so it goes to the address named and nowhere else (a redirect
// is a failure, not followed), reads no more than a manifest could be, and what it says comes from
// the check itself (a status, a type, a size, a module's name or a version), never from the words
// of an answer. An address inside that network gives away no more than whether it answered.
import { checkModule, type ModuleKind } from '@onam/shared/contracts/check-module';
import { routeKind, type GameRoutePath } from '@onam/shared/manifest/route-paths';
import type { CampaignManifest } from '@onam/shared/manifest/schema';
import { HTTP_STATUS_WORDS } from './http-status-words';

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
  {
    remote: 'games',
    module: 'family-carpet',
    kind: 'family-carpet',
    usedBy: 'the family pookalam pages',
  },
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

/** Far more than any remote's mf-manifest.json or contracts.json (a few KiB). */
export const LIVE_ANSWER_MAX_BYTES = 1024 * 1024;

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
  // A system error's code (ECONNREFUSED, ENOTFOUND) says what happened; a message may not be ours.
  const code = failure.cause?.code;
  return `could not be reached${code && SAFE_NAME.test(code) ? ` (${code})` : ''}`;
}

/** A module's name, a kind, an error code: letters, digits and a few marks, short. */
const SAFE_NAME = /^[A-Za-z0-9][A-Za-z0-9._@/-]{0,63}$/;
/** A version as builds write them (1.2, 0.3.0-rc.1). */
const SAFE_VERSION = /^\d{1,4}(\.\d{1,4}){0,2}(-[A-Za-z0-9.]{1,20})?$/;

/** A name an answer gave, as the check may repeat it. */
const nameOf = (value: unknown): string =>
  typeof value === 'string' && SAFE_NAME.test(value) ? value : '(not a name)';

/** The status with its standard words, not the reason phrase the answer gave. */
const statusOf = (status: number): string =>
  `${status} ${HTTP_STATUS_WORDS[status] ?? ''}`.trimEnd();

/** The answer's media type (`text/html`), when it is one. */
function mediaTypeOf(header: string | null): string {
  if (!header) return 'no content type';
  const type = header.split(';')[0]?.trim().toLowerCase() ?? '';
  return /^[a-z0-9][a-z0-9.+-]{0,40}\/[a-z0-9][a-z0-9.+-]{0,60}$/.test(type)
    ? type
    : 'a type that is not a media type';
}

/** The body, or null once it is longer than `max` bytes (then the rest is not read). */
async function bodyUpTo(response: Response, max: number): Promise<Uint8Array | null> {
  const said = Number(response.headers.get('content-length'));
  if (Number.isFinite(said) && said > max) {
    await response.body?.cancel();
    return null;
  }
  if (!response.body) return new Uint8Array();
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = response.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > max) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  const body = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    body.set(chunk, at);
    at += chunk.byteLength;
  }
  return body;
}

const TOO_BIG = `answered with more than ${LIVE_ANSWER_MAX_BYTES / (1024 * 1024)} MiB, more than a manifest could be`;

async function fetchJson(url: string, fetcher: typeof fetch, timeoutMs: number): Promise<Fetched> {
  let body: Uint8Array | null;
  let response: Response;
  try {
    response = await fetcher(url, {
      signal: AbortSignal.timeout(timeoutMs),
      headers: { accept: 'application/json' },
      cache: 'no-store',
      // A remote's files are at the address the manifest names: the browsers will not follow a
      // redirect to another origin's module either, and following one here would let an answer
      // send the check anywhere.
      redirect: 'manual',
    });
    if (response.type === 'opaqueredirect' || (response.status >= 300 && response.status < 400)) {
      await response.body?.cancel();
      const status = response.status ? ` (${response.status})` : '';
      return { ok: false, problem: `answered with a redirect${status}` };
    }
    if (response.status !== 200) {
      await response.body?.cancel();
      return { ok: false, problem: `answered ${statusOf(response.status)}` };
    }
    body = await bodyUpTo(response, LIVE_ANSWER_MAX_BYTES);
  } catch (error) {
    return { ok: false, problem: describeFailure(error, timeoutMs) };
  }
  if (!body) return { ok: false, problem: TOO_BIG };
  try {
    return { ok: true, json: JSON.parse(new TextDecoder().decode(body)) };
  } catch {
    const type = mediaTypeOf(response.headers.get('content-type'));
    return {
      ok: false,
      problem: `did not answer with JSON (${response.status}, ${type}, ${body.byteLength} bytes)`,
    };
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

/** The names, as many as `max` (a name the check may not repeat counts among the others). */
function list(names: string[], max = 8): string {
  if (names.length === 0) return 'nothing';
  const shown = names.filter((name) => SAFE_NAME.test(name)).slice(0, max);
  const others = names.length - shown.length;
  return others > 0 ? `${shown.join(', ')} and ${others} more` : shown.join(', ');
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
 * What a build declares of a module, as the check may repeat it in a problem: a kind or an id that
 * is not a name, or a version that is not one, stands in as such. Nothing a module could pass with
 * is changed: a kind or a version that is not one fails the check either way.
 */
function repeatable(declared: object): Record<string, unknown> {
  const { kind, id, contractVersion, ...rest } = declared as Record<string, unknown>;
  return {
    ...rest,
    kind: kind === undefined ? kind : nameOf(kind),
    id: id === undefined ? id : nameOf(id),
    contractVersion:
      typeof contractVersion === 'string' && !SAFE_VERSION.test(contractVersion)
        ? '(not a version)'
        : contractVersion,
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
  // Each version a visitor may get: every remote's stable version, and its canary beside it,
  // which must serve the routes and the host as fully as the stable version does.
  const builds: Build[] = Object.entries(manifest.remotes).flatMap(([name, remote]) => [
    { remote: name, label: name, entry: remote.entry, version: remote.version },
    ...(remote.canary
      ? [
          {
            remote: name,
            label: `${name} (canary)`,
            entry: remote.canary.entry,
            version: remote.canary.version,
          },
        ]
      : []),
  ]);
  const answers = await Promise.all(
    builds.map(async (build) => ({
      build,
      answer: await askRemote(build.label, build.entry, fetcher, timeoutMs),
    })),
  );
  const problems = answers.flatMap(({ answer }) => (answer.ok ? [] : [answer.problem]));
  const contractsReported = new Set<string>();

  for (const need of requiredModules(manifest)) {
    const who = `${need.usedBy} → ${need.remote}/${need.module}`;
    const serving = answers.filter(({ build }) => build.remote === need.remote);
    if (serving.length === 0) {
      problems.push(`${who}: this manifest has no remote "${need.remote}"`);
      continue;
    }
    for (const { build, answer } of serving) {
      if (!answer.ok) continue; // the remote's own problem is already listed
      const problem = moduleProblem(need, who, build, answer, contractsReported);
      if (problem) problems.push(problem);
    }
  }
  return problems;
}

/** One version of a remote that the site may load: the stable one or its canary. */
interface Build {
  remote: string;
  /** How problems name it: "games", or "games (canary)". */
  label: string;
  entry: string;
  version: string;
}

/** Why `build` cannot give what `need` loads from it, or null when it can. */
function moduleProblem(
  need: RequiredModule,
  who: string,
  build: Build,
  answer: Extract<RemoteAnswer, { ok: true }>,
  contractsReported: Set<string>,
): string | null {
  const { label, entry, version } = build;
  const exposed = answer.exposes.some(
    (e) => e.name === need.module || e.path === `./${need.module}`,
  );
  if (!exposed) {
    return `${who}: "${need.module}" is not exposed by remote "${label}" ${version} (${entry} exposes ${list(answer.exposes.map((e) => e.name))})`;
  }
  if (!answer.contracts) {
    if (contractsReported.has(label)) return null;
    contractsReported.add(label);
    return `remote "${label}": cannot check its modules' contracts: ${answer.contractsProblem}`;
  }
  const declared = answer.contracts[need.module];
  if (typeof declared !== 'object' || declared === null) {
    return `${who}: contracts.json of remote "${label}" ${version} says nothing about "${need.module}"`;
  }
  // The host's own rule (checkModule) on what the build declares: a stand-in component with the
  // declared meta, so the CLI refuses exactly what the host would refuse to render.
  const check = checkModule({ default: () => null, meta: repeatable(declared) }, need.kind);
  if (check.ok) return null;
  const what =
    check.reason === 'incompatible' ? 'has an incompatible contract' : 'is the wrong kind';
  return `${who}: "${need.module}" of remote "${label}" ${version} ${what}: ${check.detail}`;
}
