import { createInstance, type i18n } from 'i18next';
import type { Locale } from './locale';

/** One catalogue per package: English is complete, other locales may lag behind. */
export type Catalogue<Key extends string> = { en: Record<Key, string> } & Partial<
  Record<Exclude<Locale, 'en'>, Partial<Record<Key, string>>>
>;

export type MessageParams = Record<string, string | number>;
export type Translate<Key extends string> = (key: Key, params?: MessageParams) => string;

const NO_PARAMS: MessageParams = {};

/**
 * One i18next instance per catalogue, made on first use. Keyed by the catalogue object itself, so
 * packages (host, each remote) never share a namespace and a key can never resolve in another
 * package's words; a catalogue nobody references any more takes its instance with it.
 */
const engines = new WeakMap<Catalogue<string>, i18n>();

function engineFor(catalogue: Catalogue<string>): i18n {
  let engine = engines.get(catalogue);
  if (engine) return engine;
  engine = createInstance();
  // The resources are in memory, so init is synchronous (`initAsync: false`): `t` works at once,
  // during the first render, with no Suspense and no loading state.
  void engine.init({
    resources: {
      en: { translation: catalogue.en },
      ml: { translation: catalogue.ml ?? {} },
    },
    lng: 'en',
    fallbackLng: 'en',
    initAsync: false,
    // Our keys are flat and dotted ('home.day.during'): no nested lookups, no namespaces in keys.
    keySeparator: false,
    nsSeparator: false,
    returnNull: false,
    // An empty translation is an unfinished one (catalogue-check says so too): English stands in.
    returnEmptyString: false,
    interpolation: {
      prefix: '{',
      suffix: '}',
      // React escapes what it renders; escaping here as well would show "&amp;" to visitors.
      escapeValue: false,
    },
    // A placeholder without a param stays as written, as before i18next: never an empty hole.
    missingInterpolationHandler: (_text: string, match: RegExpExecArray) => match[0],
  });
  engines.set(catalogue, engine);
  return engine;
}

/**
 * Builds `t(key, params)` for a locale. A message missing in the locale falls back to English, so a
 * half-translated remote still shows words, never keys. `{name}` placeholders are filled from params.
 */
export function createTranslator<Key extends string>(
  catalogue: Catalogue<Key>,
  locale: Locale,
): Translate<Key> {
  const engine = engineFor(catalogue);
  return (key, params) =>
    engine.t(key, {
      lng: locale,
      // Params travel in `replace`, apart from i18next's own options: a param called `count`,
      // `context` or `lng` is just a word to insert, never a switch of plural, context or language.
      replace: params ?? NO_PARAMS,
      // Our messages are plain text with `{name}` holes: `$t(...)` in a message or a param is text.
      nest: false,
    });
}
