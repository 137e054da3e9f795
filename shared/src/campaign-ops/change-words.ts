// A change to the campaign in sentences an operator reads ("The /eat page will show Pookalam
// instead of Sadya"), as message keys and params: the console says them in the operator's
// language, the CLI in English. Computed from the manifest before and after the change, so a
// rollback or an import reads the same as a form's change; routes and remotes are whatever the
// manifests list. What no sentence covers is still named, by its fields, never dropped.
import type { MessageParams } from '@onam/shared/i18n/translator';
import type { ChangeWordKey } from './change-words-messages';
import { describeChanges } from './manifest-edit';

/** One sentence: a key of changeWordMessages and what fills it. */
export interface ChangeWords {
  key: ChangeWordKey;
  params: MessageParams;
}

/** The parts of a manifest the sentences read; a manifest as written or as parsed fits. */
export interface WordedManifest {
  remotes: Record<string, WordedRemote | undefined>;
  routes: Partial<Record<string, WordedRoute>>;
  festival: { days: readonly WordedDay[] };
  switchOff?: { message: string; messageMl?: string };
}

interface WordedRemote {
  entry: string;
  version: string;
  canary?: { version: string; percent: number; entry?: string; guard?: unknown };
}

export interface WordedRoute {
  remote: string;
  module: string;
  title: string;
  titleMl?: string;
  enabled?: boolean;
  schedule?: { opensOn?: number; closesAfter?: number };
  /** Set when the game has left the festival (its plays and board stay). */
  retired?: boolean;
}

interface WordedDay {
  day: number;
  name: string;
  nameMl?: string;
  featured?: string;
}

const words = (key: ChangeWordKey, params: MessageParams = {}): ChangeWords => ({ key, params });

/** A game's name as both languages say it: `{game}` in English, `{gameMl}` in Malayalam. */
function named(as: string, route: Pick<WordedRoute, 'title' | 'titleMl'>): MessageParams {
  return { [as]: route.title, [`${as}Ml`]: route.titleMl ?? route.title };
}

function dayParams(days: readonly WordedDay[], day: number): MessageParams {
  const found = days.find((d) => d.day === day);
  return { day, dayName: found?.name ?? '', dayNameMl: found?.nameMl ?? found?.name ?? '' };
}

const isOpen = (route: WordedRoute) => route.enabled !== false;
const isRetired = (route: WordedRoute) => Boolean(route.retired);

function routeWords(
  path: string,
  was: WordedRoute | undefined,
  now: WordedRoute | undefined,
  days: readonly WordedDay[],
): ChangeWords[] {
  if (!was && !now) return [];
  if (!was && now) return [words('change.route.added', { path, ...named('game', now) })];
  if (was && !now) return [words('change.route.removed', { path, ...named('game', was) })];
  if (!was || !now) return [];
  const out: ChangeWords[] = [];
  const game = named('game', now);
  if (was.remote !== now.remote || was.module !== now.module) {
    out.push(
      was.title === now.title
        ? words('change.route.sameTitle', { path, ...game })
        : words('change.route.swap', { path, ...game, ...named('was', was) }),
    );
  } else if (was.title !== now.title || (was.titleMl ?? '') !== (now.titleMl ?? '')) {
    out.push(words('change.route.renamed', { path, ...game, ...named('was', was) }));
  }
  if (isRetired(was) !== isRetired(now)) {
    out.push(words(isRetired(now) ? 'change.route.retired' : 'change.route.unretired', game));
  }
  if (isOpen(was) !== isOpen(now)) {
    out.push(words(isOpen(now) ? 'change.route.opens' : 'change.route.rests', game));
  }
  const opensWas = was.schedule?.opensOn;
  const opensNow = now.schedule?.opensOn;
  if (opensWas !== opensNow) {
    out.push(
      opensNow === undefined
        ? words('change.route.opensAnyDay', game)
        : words('change.route.opensOn', { ...game, ...dayParams(days, opensNow) }),
    );
  }
  const closesWas = was.schedule?.closesAfter;
  const closesNow = now.schedule?.closesAfter;
  if (closesWas !== closesNow) {
    out.push(
      closesNow === undefined
        ? words('change.route.closesNever', game)
        : words('change.route.closesAfter', { ...game, ...dayParams(days, closesNow) }),
    );
  }
  return out;
}

function remoteWords(
  remote: string,
  was: WordedRemote | undefined,
  now: WordedRemote | undefined,
): ChangeWords[] {
  if (!was && !now) return [];
  if (!was && now) return [words('change.build.added', { remote, version: now.version })];
  if (was && !now) return [words('change.build.removed', { remote })];
  if (!was || !now) return [];
  const out: ChangeWords[] = [];
  const promoted = was.canary !== undefined && !now.canary && now.version === was.canary.version;
  if (promoted) {
    out.push(words('change.canary.promoted', { remote, version: now.version }));
    return out;
  }
  if (was.version !== now.version) {
    out.push(words('change.build.version', { remote, was: was.version, version: now.version }));
  } else if (was.entry !== now.entry) {
    out.push(words('change.build.entry', { remote }));
  }
  const before = was.canary;
  const after = now.canary;
  if (before && !after) {
    out.push(
      words('change.canary.ended', { remote, version: before.version, stable: now.version }),
    );
  } else if (!before && after) {
    out.push(
      words('change.canary.start', { remote, version: after.version, percent: after.percent }),
    );
  } else if (before && after) {
    if (before.version !== after.version) {
      out.push(
        words('change.canary.version', { remote, was: before.version, version: after.version }),
      );
    }
    if (before.percent !== after.percent) {
      out.push(
        words('change.canary.share', { remote, was: before.percent, percent: after.percent }),
      );
    }
    if (JSON.stringify(before.guard ?? null) !== JSON.stringify(after.guard ?? null)) {
      out.push(words('change.canary.guard', { remote }));
    }
  }
  return out;
}

function featuredWords(before: WordedManifest, after: WordedManifest): ChangeWords[] {
  const titleOf = (manifest: WordedManifest, path: string) => {
    const route = manifest.routes[path];
    return route ?? { title: path };
  };
  return after.festival.days.flatMap((day) => {
    const was = before.festival.days.find((d) => d.day === day.day)?.featured;
    const now = day.featured;
    if (was === now) return [];
    const when = dayParams(after.festival.days, day.day);
    if (!now) {
      return [
        words('change.day.unfeature', { ...when, ...named('was', titleOf(before, was ?? '')) }),
      ];
    }
    const game = named('game', titleOf(after, now));
    return [
      was
        ? words('change.day.featureInstead', {
            ...when,
            ...game,
            ...named('was', titleOf(before, was)),
          })
        : words('change.day.feature', { ...when, ...game }),
    ];
  });
}

function switchWords(before: WordedManifest, after: WordedManifest): ChangeWords[] {
  const was = before.switchOff;
  const now = after.switchOff;
  const message = (off: NonNullable<WordedManifest['switchOff']>) => ({
    message: off.message,
    messageMl: off.messageMl ?? off.message,
  });
  if (!was && now) return [words('change.switch.off', message(now))];
  if (was && !now) return [words('change.switch.on')];
  if (was && now && (was.message !== now.message || was.messageMl !== now.messageMl)) {
    return [words('change.switch.message', message(now))];
  }
  return [];
}

/** Fields a sentence above already says: remotes, routes, the days' featured games, switch-off. */
const SAID = [/^remotes\./, /^routes\./, /^festival\.days\.\d+\.featured$/, /^switchOff(\.|$)/];

/** Whatever else changed (the brand, the festival's dates, the backend…), by its fields. */
function otherWords(before: unknown, after: unknown): ChangeWords[] {
  const fields = describeChanges(before, after)
    .map((line) => line.slice(0, line.indexOf(':')))
    .filter((field) => !SAID.some((said) => said.test(field)));
  return fields.length > 0 ? [words('change.other', { fields: fields.join(', ') })] : [];
}

const keysOf = (...records: object[]) => [...new Set(records.flatMap((r) => Object.keys(r)))];

/**
 * What going from `before` to `after` does, a sentence each: the routes' games, their opening and
 * resting, each build's version and canary, the featured games, the switch-off, and last whatever
 * else. `before` is null when nothing was live (the whole campaign goes live).
 */
export function changeInWords(before: WordedManifest | null, after: WordedManifest): ChangeWords[] {
  if (!before) {
    return [
      words('change.whole'),
      ...Object.entries(after.routes).flatMap(([path, route]) =>
        route ? [words('change.route.added', { path, ...named('game', route) })] : [],
      ),
    ];
  }
  return [
    ...keysOf(before.routes, after.routes).flatMap((path) =>
      routeWords(path, before.routes[path], after.routes[path], after.festival.days),
    ),
    ...featuredWords(before, after),
    ...keysOf(before.remotes, after.remotes).flatMap((remote) =>
      remoteWords(remote, before.remotes[remote], after.remotes[remote]),
    ),
    ...switchWords(before, after),
    ...otherWords(before, after),
  ];
}

/**
 * The same from two manifests as JSON text (the live revision and the dry run's answer, or two
 * revisions of the history); null when one cannot be read, and the raw lines must do.
 */
export function changeInWordsOfText(before: string | null, after: string): ChangeWords[] | null {
  try {
    const was = before === null ? null : (JSON.parse(before) as WordedManifest);
    return changeInWords(was, JSON.parse(after) as WordedManifest);
  } catch {
    return null;
  }
}
