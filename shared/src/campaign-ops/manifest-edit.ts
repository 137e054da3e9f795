// The campaign CLI's changes, as pure functions over the manifest JSON exactly as it is written in
// the file (not the schema's parsed output, which would add defaults the operator never wrote).
// Each returns a new object and throws EditError with a message for the operator when the change
// makes no sense; the schema and the live checks run afterwards on the result.
import {
  CANARY_GUARD_DEFAULTS,
  GAME_ROUTE_PATHS,
  type CampaignManifestInput,
  type GameRoutePath,
} from '@onam/shared/manifest/schema';
import {
  addedGamePath,
  gameIdOfRoute,
  isFeaturablePath,
  isGameIdFormat,
  isGameRoutePath,
  RECORDER_ROUTE_PATH,
} from '@onam/shared/manifest/route-paths';
import { REMOTE_MANIFEST_FILE, remoteBaseOf } from '@onam/shared/manifest/remote-base';
import { gameTitleFor } from './route-titles';

export type ManifestJson = CampaignManifestInput;
type RouteJson = NonNullable<ManifestJson['routes'][GameRoutePath]>;

/** A change that cannot be made; the message is shown to the operator as it is. */
export class EditError extends Error {
  override name = 'EditError';
}

/**
 * A version that can be a folder of the release tree and a URL path segment: semver
 * MAJOR.MINOR.PATCH with an optional pre-release ("0.2.0", "1.0.0-rc.1"), no build metadata.
 */
export const RELEASE_VERSION = /^\d+\.\d+\.\d+(?:-[0-9A-Za-z][0-9A-Za-z.-]*)?$/;

export function isReleaseVersion(value: string): boolean {
  return RELEASE_VERSION.test(value);
}

/**
 * "/game" or "game" → "/game", "play/vallam" → "/play/vallam"; anything else is refused with the
 * routes there can be.
 */
export function routePath(value: string): GameRoutePath {
  const path = value.startsWith('/') ? value : `/${value}`;
  if (isGameRoutePath(path)) return path;
  throw new EditError(
    `unknown route "${value}": the game routes are ${GAME_ROUTE_PATHS.join(', ')}, and /play/<game id> for an added game (lower-case letters, digits and hyphens)`,
  );
}

/** Where a remote's versions live, from one of its entries (shared/src/manifest/remote-base.ts). */
export function remoteBase(entry: string, version: string): string {
  const found = remoteBaseOf(entry, version);
  if (!found.ok) throw new EditError(found.problem);
  return found.base;
}

/** The entry of `version` beside the given base: `<base><version>/mf-manifest.json`. */
export function versionedEntry(base: string, version: string): string {
  if (!isReleaseVersion(version)) {
    throw new EditError(
      `"${version}" is not a release version like 0.2.0 or 1.0.0-rc.1; pass --entry with the URL of its mf-manifest.json`,
    );
  }
  return `${base}${version}/${REMOTE_MANIFEST_FILE}`;
}

function copy(manifest: ManifestJson): ManifestJson {
  return structuredClone(manifest);
}

function remoteNames(manifest: ManifestJson): string {
  return Object.keys(manifest.remotes).join(', ') || '(none)';
}

function existingRoute(manifest: ManifestJson, path: GameRoutePath): RouteJson {
  const route = manifest.routes[path];
  if (!route) {
    throw new EditError(
      `this manifest has no route ${path}; give it a module first with: map ${path} <remote> <module> --title "<title>"`,
    );
  }
  return route;
}

/**
 * Points a remote at another version. The entry defaults to that version's folder beside the
 * current entry (see remoteBase); `entry` overrides it, and is required for a new remote.
 */
export function setVersion(
  manifest: ManifestJson,
  remote: string,
  version: string,
  entry?: string,
): ManifestJson {
  const current = manifest.remotes[remote];
  if (current?.canary) {
    throw new EditError(
      `remote "${remote}" has a canary running (${current.canary.version} to ${current.canary.percent}% of visitors): promote it (promote-canary ${remote}) or end it (end-canary ${remote}) before setting its version`,
    );
  }
  let newEntry = entry;
  if (newEntry === undefined) {
    if (!current) {
      throw new EditError(
        `no remote "${remote}" in this manifest (remotes: ${remoteNames(manifest)}); to add one, pass --entry with the URL of its mf-manifest.json`,
      );
    }
    newEntry = versionedEntry(remoteBase(current.entry, current.version), version);
  }
  const next = copy(manifest);
  next.remotes[remote] = { entry: newEntry, version };
  return next;
}

/**
 * Shows another module on a route (swaps a game). The title follows the game shown: a new one when
 * given, else, when the module changes, the name the campaign or the game already has
 * (route-titles.ts); a module that is not one of the games keeps the route's title unless given one.
 * A route the manifest does not have yet needs a title.
 */
export function mapRoute(
  manifest: ManifestJson,
  path: GameRoutePath,
  remote: string,
  module: string,
  title?: string,
  titleMl?: string,
): ManifestJson {
  if (titleMl !== undefined && !title) {
    throw new EditError('--ml gives the Malayalam beside a new --title: give the --title too');
  }
  if (!Object.hasOwn(manifest.remotes, remote)) {
    throw new EditError(
      `no remote "${remote}" in this manifest (remotes: ${remoteNames(manifest)})`,
    );
  }
  const next = copy(manifest);
  const current = next.routes[path];
  // A new English title makes the old Malayalam one stale: it goes unless --ml replaces it.
  const titleMlPart = titleMl ? { titleMl } : {};
  if (current) {
    const swapped = current.remote !== remote || current.module !== module;
    const named = title
      ? { title, ...titleMlPart }
      : swapped && gameTitleFor(manifest, remote, module);
    const kept = { ...current };
    if (named) delete kept.titleMl;
    next.routes[path] = { ...kept, remote, module, ...(named || {}) };
  } else if (title) {
    next.routes[path] = { remote, module, title, ...titleMlPart, enabled: true };
  } else {
    throw new EditError(`${path} is a new route in this manifest: give it a --title`);
  }
  return next;
}

export function setEnabled(
  manifest: ManifestJson,
  path: GameRoutePath,
  enabled: boolean,
): ManifestJson {
  existingRoute(manifest, path);
  const next = copy(manifest);
  next.routes[path] = { ...existingRoute(next, path), enabled };
  return next;
}

/**
 * A festival day from what an operator types: its number ("3"), or its name in English or
 * Malayalam ("Chothi", "ചോതി"), as listed in the manifest's festival.
 */
export function festivalDay(manifest: ManifestJson, value: string): number {
  const days = manifest.festival.days;
  const wanted = value.trim().toLowerCase();
  const found = /^\d+$/.test(wanted)
    ? days.find((d) => d.day === Number(wanted))
    : days.find((d) => d.name.toLowerCase() === wanted || d.nameMl === value.trim());
  if (!found) {
    const first = days[0];
    const last = days[days.length - 1];
    const range =
      first && last ? `${first.day} (${first.name}) to ${last.day} (${last.name})` : 'none';
    throw new EditError(`no festival day "${value}": the days are ${range}`);
  }
  return found.day;
}

/** Opens a route on a festival day and/or closes it after one; replaces any earlier schedule. */
export function schedule(
  manifest: ManifestJson,
  path: GameRoutePath,
  when: { opensOn?: number; closesAfter?: number },
): ManifestJson {
  if (when.opensOn === undefined && when.closesAfter === undefined) {
    throw new EditError('say when: --opens <day>, --closes <day>, or both');
  }
  if (
    when.opensOn !== undefined &&
    when.closesAfter !== undefined &&
    when.opensOn > when.closesAfter
  ) {
    throw new EditError(
      `the route would close (after day ${when.closesAfter}) before it opens (day ${when.opensOn})`,
    );
  }
  existingRoute(manifest, path);
  const next = copy(manifest);
  const route = existingRoute(next, path);
  next.routes[path] = {
    ...route,
    schedule: {
      ...(when.opensOn !== undefined ? { opensOn: when.opensOn } : {}),
      ...(when.closesAfter !== undefined ? { closesAfter: when.closesAfter } : {}),
    },
  };
  return next;
}

/**
 * Features a game on a festival day (the home page puts it first that day), or none with
 * `path` undefined. Only a game route the manifest has; the recorder is not a game.
 */
export function feature(
  manifest: ManifestJson,
  day: number,
  path: GameRoutePath | undefined,
): ManifestJson {
  const index = manifest.festival.days.findIndex((d) => d.day === day);
  const current = manifest.festival.days[index];
  if (!current) throw new EditError(`no festival day ${day}`);
  if (path === undefined) {
    if (!current.featured) throw new EditError(`day ${day} (${current.name}) features no game`);
  } else {
    if (!isFeaturablePath(path)) {
      throw new EditError(
        `${path} is not a game: a day can feature any game route but ${RECORDER_ROUTE_PATH}`,
      );
    }
    if (existingRoute(manifest, path).retired) {
      throw new EditError(`${path} is retired: a day cannot feature it`);
    }
  }
  const next = copy(manifest);
  const days = next.festival.days;
  const changed = { ...(days[index] as typeof current) };
  if (path === undefined) delete changed.featured;
  else changed.featured = path;
  days[index] = changed;
  return next;
}

/** What a festival needs to know of a game an operator adds: where it is and what it is called. */
export interface NewGame {
  /** The game's id, from its package: its path is /play/<id>. */
  id: string;
  remote: string;
  version: string;
  /** Its version's mf-manifest.json; required when the remote is new to the campaign. */
  entry?: string;
  /** The exposed module that plays it; its id by default. */
  module?: string;
  title: string;
  titleMl?: string;
}

/**
 * Adds a game at /play/<id>, on its own remote (added at `version`) or one the campaign has. It
 * opens at once unless scheduled afterwards; the checks that run after every change load its
 * module and its package before it is written.
 */
export function addGame(manifest: ManifestJson, game: NewGame): ManifestJson {
  if (!isGameIdFormat(game.id)) {
    throw new EditError(
      `"${game.id}" is not a game id: lower-case letters, digits and hyphens, starting with a letter (2 to 31 characters)`,
    );
  }
  const path = addedGamePath(game.id);
  const current = manifest.routes[path];
  if (current) {
    throw new EditError(
      current.retired
        ? `${path} is retired: bring it back with: unretire ${path}`
        : `the campaign has ${path} already`,
    );
  }
  const shown = Object.entries(manifest.routes).find(
    ([other, route]) => route && isGameRoutePath(other) && gameIdOfRoute(other, route) === game.id,
  );
  if (shown) throw new EditError(`${shown[0]} plays ${game.id} already`);
  if (!game.title.trim()) throw new EditError('a new game needs the title its tile shows');
  const known = manifest.remotes[game.remote];
  const withRemote =
    known &&
    known.version === game.version &&
    (game.entry === undefined || game.entry === known.entry)
      ? manifest
      : setVersion(manifest, game.remote, game.version, game.entry);
  return mapRoute(
    withRemote,
    path,
    game.remote,
    game.module ?? game.id,
    game.title.trim(),
    game.titleMl?.trim() || undefined,
  );
}

/**
 * Retires a game: no tile and no play from the next navigation on, its board and its plays kept;
 * a day featuring it features nothing. `retired` false brings it back as it was.
 */
export function setRetired(
  manifest: ManifestJson,
  path: GameRoutePath,
  retired: boolean,
): ManifestJson {
  const route = existingRoute(manifest, path);
  if (path === RECORDER_ROUTE_PATH) {
    throw new EditError(
      `${path} records greetings and is no game: switch it off with disable ${path}`,
    );
  }
  if (Boolean(route.retired) === retired) {
    throw new EditError(retired ? `${path} is retired already` : `${path} is not retired`);
  }
  const next = copy(manifest);
  const changed = { ...existingRoute(next, path) };
  if (retired) changed.retired = true;
  else delete changed.retired;
  next.routes[path] = changed;
  if (retired) {
    next.festival.days = next.festival.days.map((day) => {
      if (day.featured !== path) return day;
      const rest = { ...day };
      delete rest.featured;
      return rest;
    });
  }
  return next;
}

export function unschedule(manifest: ManifestJson, path: GameRoutePath): ManifestJson {
  if (!existingRoute(manifest, path).schedule) {
    throw new EditError(`${path} has no schedule`);
  }
  const next = copy(manifest);
  delete existingRoute(next, path).schedule;
  return next;
}

export function switchOff(
  manifest: ManifestJson,
  message: string,
  messageMl?: string,
): ManifestJson {
  if (!message.trim()) throw new EditError('switch-off needs the message visitors will see');
  const ml = messageMl?.trim();
  return {
    ...copy(manifest),
    switchOff: { message: message.trim(), ...(ml ? { messageMl: ml } : {}) },
  };
}

export function switchOn(manifest: ManifestJson): ManifestJson {
  if (!manifest.switchOff) throw new EditError('the site is not switched off');
  const next = copy(manifest);
  delete next.switchOff;
  return next;
}

type RemoteJson = ManifestJson['remotes'][string];
type RemoteCanaryJson = NonNullable<RemoteJson['canary']>;

function remoteWithCanary(manifest: ManifestJson, remote: string, action: string): RemoteJson {
  const current = manifest.remotes[remote];
  if (!current) {
    throw new EditError(
      `no remote "${remote}" in this manifest (remotes: ${remoteNames(manifest)})`,
    );
  }
  if (!current.canary) throw new EditError(`remote "${remote}" has no canary to ${action}`);
  return current;
}

/**
 * Starts a canary: `version` goes to `percent` in a hundred visitors (each device keeps its
 * bucket), the rest keep the stable version. On a running canary it changes the version, the
 * share or the guard; a guard figure not given stays as it was. The entry defaults to the
 * version's folder beside the stable entry, as set-version's does. The share and the guard's
 * limits are the schema's, which runs on the result.
 */
export function startCanary(
  manifest: ManifestJson,
  remote: string,
  version: string,
  percent: number,
  options: { entry?: string; margin?: number; minLoads?: number } = {},
): ManifestJson {
  const current = manifest.remotes[remote];
  if (!current) {
    throw new EditError(
      `no remote "${remote}" in this manifest (remotes: ${remoteNames(manifest)}); a canary needs a stable version beside it`,
    );
  }
  if (version === current.version) {
    throw new EditError(
      `${version} is already the stable version of "${remote}": a canary is another version`,
    );
  }
  const entry =
    options.entry ??
    (current.canary?.version === version
      ? current.canary.entry
      : versionedEntry(remoteBase(current.entry, current.version), version));
  const guard = {
    ...current.canary?.guard,
    ...(options.margin !== undefined ? { margin: options.margin } : {}),
    ...(options.minLoads !== undefined ? { minLoads: options.minLoads } : {}),
  };
  const next = copy(manifest);
  next.remotes[remote] = {
    ...current,
    canary: {
      entry,
      version,
      percent,
      // A guard half given takes the other figure's default, written out so the file says it.
      ...(guard.margin !== undefined || guard.minLoads !== undefined
        ? {
            guard: {
              margin: guard.margin ?? CANARY_GUARD_DEFAULTS.margin,
              minLoads: guard.minLoads ?? CANARY_GUARD_DEFAULTS.minLoads,
            },
          }
        : {}),
    },
  };
  return next;
}

/** The canary becomes the stable version, for every visitor; the canary is gone. */
export function promoteCanary(manifest: ManifestJson, remote: string): ManifestJson {
  const canary = remoteWithCanary(manifest, remote, 'promote').canary as RemoteCanaryJson;
  const next = copy(manifest);
  next.remotes[remote] = { entry: canary.entry, version: canary.version };
  return next;
}

/** Every visitor gets the stable version again; the stable version is not touched. */
export function endCanary(manifest: ManifestJson, remote: string): ManifestJson {
  remoteWithCanary(manifest, remote, 'end');
  const next = copy(manifest);
  delete next.remotes[remote]?.canary;
  return next;
}

/**
 * What an environment keeps when a manifest is promoted into it: its own `backend` (Firebase
 * project, emulators, upload address) and where its remotes are hosted. Everything else (brand,
 * festival, routes and schedules, switch-off, which remote versions) is what was reviewed in the
 * source environment, so it is taken as it is. A remote at the same version keeps the target's
 * entry; at another version its entry moves to that version's folder on the target's host; a
 * remote the target has never had keeps the source's entry.
 */
export function promote(source: ManifestJson, target: ManifestJson): ManifestJson {
  const next = copy(source);
  for (const [name, remote] of Object.entries(next.remotes)) {
    const own = target.remotes[name];
    if (!own) continue;
    const ownHost = (version: string) =>
      versionedEntry(remoteBase(own.entry, own.version), version);
    const { canary } = remote;
    next.remotes[name] = {
      entry: own.version === remote.version ? own.entry : ownHost(remote.version),
      version: remote.version,
      // A canary, like the stable version, is served from the target's own host.
      ...(canary
        ? {
            canary: {
              ...canary,
              entry:
                own.canary?.version === canary.version ? own.canary.entry : ownHost(canary.version),
            },
          }
        : {}),
    };
  }
  next.backend = structuredClone(target.backend);
  return next;
}

/** The file's text for a manifest: two-space JSON and a final newline, as the repository keeps it. */
export function manifestText(manifest: ManifestJson): string {
  return `${JSON.stringify(manifest, null, 2)}\n`;
}

type Leaves = Map<string, string>;

function collectLeaves(value: unknown, path: string, into: Leaves): Leaves {
  if (value !== null && typeof value === 'object') {
    const entries = Array.isArray(value)
      ? value.map((v, i) => [String(i), v] as const)
      : Object.entries(value);
    if (entries.length === 0) into.set(path, JSON.stringify(value));
    for (const [key, child] of entries) {
      collectLeaves(child, path ? `${path}.${key}` : key, into);
    }
    return into;
  }
  into.set(path, JSON.stringify(value));
  return into;
}

/**
 * What a change does, one line per changed value ("remotes.games.version: "0.1.0" → "0.2.0""), so
 * operators see what they are about to write and the history shows what each revision did.
 */
export function describeChanges(before: unknown, after: unknown): string[] {
  const old = collectLeaves(before, '', new Map());
  const now = collectLeaves(after, '', new Map());
  const lines: string[] = [];
  for (const [path, value] of now) {
    const was = old.get(path);
    if (was === undefined) lines.push(`${path}: set to ${value}`);
    else if (was !== value) lines.push(`${path}: ${was} → ${value}`);
  }
  for (const [path, value] of old) {
    if (!now.has(path)) lines.push(`${path}: removed (was ${value})`);
  }
  return lines;
}
