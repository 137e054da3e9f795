import type { Page } from '@playwright/test';
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

/** Fills `{name}` (and i18next's `{{name}}`) placeholders, as the app's `t` does. */
function fill(message: string, params: Record<string, string | number>) {
  return message.replace(/\{\{?\s*(\w+)\s*\}?\}/g, (whole, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : whole,
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
  const words = [catalogue.en[key], catalogue.ml?.[key]]
    .filter((message): message is string => typeof message === 'string')
    .map((message) => escape(fill(message, params)));
  return new RegExp(`^(?:${[...new Set(words)].join('|')})$`);
}

/** Opens every page of this tab in `locale`, as a visitor who chose it earlier would. */
export async function openInLocale(page: Page, locale: TestLocale) {
  await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [
    LOCALE_KEY,
    locale,
  ] as const);
}
