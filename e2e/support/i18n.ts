import type { Page } from '@playwright/test';
import { PLACEHOLDER_FORMATS } from '../../shared/src/i18n/translator';
import { messages as authMessages } from '../../remote-auth/src/i18n/messages';
import { messages as gamesMessages } from '../../remote-games/src/i18n/messages';
import { messages as shellMessages } from '../../host/src/i18n/messages';
import { calendarMessages } from '../../host/src/screens/calendar/messages';
import { celebrateMessages } from '../../host/src/screens/celebrate/messages';
import { dashboardMessages } from '../../host/src/screens/dashboard/messages';

/** The host's strings: the shell's and those of the screens that keep their own. */
const hostMessages = {
  en: {
    ...shellMessages.en,
    ...celebrateMessages.en,
    ...dashboardMessages.en,
    ...calendarMessages.en,
  },
  ml: {
    ...shellMessages.ml,
    ...celebrateMessages.ml,
    ...dashboardMessages.ml,
    ...calendarMessages.ml,
  },
};

/** The visitor's languages (shared/src/i18n/locale.ts); the choice is kept under this key. */
export const LOCALES = ['en', 'ml'] as const;
export type TestLocale = (typeof LOCALES)[number];
export const LOCALE_KEY = 'onam:locale';

/** The parts of a catalogue a test reads: English always, Malayalam where translated. */
type AnyCatalogue<Key extends string> = {
  en: Record<Key, string>;
  ml?: Partial<Record<Key, string>>;
};

/** Each package's catalogue, so a test finds a control by its words in either language. */
export const catalogues = {
  host: hostMessages as AnyCatalogue<keyof typeof hostMessages.en>,
  games: gamesMessages as AnyCatalogue<keyof typeof gamesMessages.en>,
  auth: authMessages as AnyCatalogue<keyof typeof authMessages.en>,
};

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Fills `{name}` and `{name:format}` (and i18next's `{{name}}`) placeholders in `locale`, as the
 * app's `t` does (shared/src/i18n/translator.ts).
 */
function fill(message: string, params: Record<string, string | number>, locale: TestLocale) {
  return message.replace(
    /\{\{?\s*(\w+)(?::(\w+))?\s*\}?\}/g,
    (whole, name: string, format?: string) => {
      if (!Object.hasOwn(params, name)) return whole;
      const value = params[name] as string | number;
      const write = format === undefined ? String : PLACEHOLDER_FORMATS[format];
      return write ? write(value, locale) : whole;
    },
  );
}

/**
 * A visible string as a whole-text pattern matching its English or its Malayalam: the same
 * locator finds the control whichever language the page is in (and while a translation lags).
 */
export function either<Key extends string>(
  catalogue: AnyCatalogue<Key>,
  key: NoInfer<Key>,
  params: Record<string, string | number> = {},
): RegExp {
  const words = LOCALES.flatMap((locale) => {
    const message = catalogue[locale]?.[key];
    return typeof message === 'string' ? [escape(fill(message, params, locale))] : [];
  });
  return new RegExp(`^(?:${[...new Set(words)].join('|')})$`);
}

/** Opens every page of this tab in `locale`, as a visitor who chose it earlier would. */
export async function openInLocale(page: Page, locale: TestLocale) {
  await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [
    LOCALE_KEY,
    locale,
  ] as const);
}

/**
 * A message in either language as a pattern found inside a longer text, whatever fills its
 * placeholders: for words the test cannot predict (a hint naming the dish and why).
 */
export function containing<Key extends string>(
  catalogue: AnyCatalogue<Key>,
  key: NoInfer<Key>,
): RegExp {
  const words = LOCALES.flatMap((locale) => {
    const message = catalogue[locale]?.[key];
    if (typeof message !== 'string') return [];
    return [
      message
        .split(/\{\w+(?::\w+)?\}/)
        .map(escape)
        .join('.+?'),
    ];
  });
  return new RegExp(`(?:${[...new Set(words)].join('|')})`);
}
