import { festivalMoment } from '@onam/shared/festival/calendar';
import { translationProblems } from '@onam/shared/i18n/catalogue-check';
import type { Locale } from '@onam/shared/i18n/locale';
import { createTranslator, type Catalogue } from '@onam/shared/i18n/translator';
import type { FestivalDay } from '@onam/shared/manifest/schema';
import { messages as updateMessages } from '../../pwa/messages';
import { calendarMessages } from '../../screens/calendar/messages';
import { askMessages } from '../../consent/ask-messages';
import { deletedMessages } from '../../screens/privacy/deleted-messages';
import { privacyMessages } from '../../screens/privacy/messages';
import { celebrateMessages } from '../../screens/celebrate/messages';
import {
  dashboardMessages,
  messages as dashboardWithShell,
} from '../../screens/dashboard/messages';
import { festivalLine } from '../../screens/home/festival-line';
import { resultShareMessages } from '../../screens/game/result-share-messages';
import { operatorMessages } from '../../screens/operator/messages';
import { moderationMessages } from '../../screens/operator/moderation-messages';
import { canaryMessages } from '../../screens/operator/canary-messages';
import { wallMessages } from '../../wishes/messages';
import { previewMessages } from '../../campaign/visitor-preview';
import { playMessages } from '../../plays/messages';
import { messages } from '../messages';

/** Keys whose Malayalam rightly has no Malayalam letter in it. */
const LATIN_ALLOWED = [] as const;

const catalogues: [string, Catalogue<string>][] = [
  ['the shell', messages],
  ['the celebrate screen', celebrateMessages],
  ['a finished game’s share row', resultShareMessages],
  ['a score that could not be saved', playMessages],
  ['the festival calendar', calendarMessages],
  ['the privacy notice', privacyMessages],
  ['the privacy questions and the recorder’s gate', askMessages],
  ['the page after an account is deleted', deletedMessages],
  ['the dashboard', dashboardMessages],
  ['the update prompt', updateMessages],
  ['the operators’ console', operatorMessages],
  ['the console’s moderation queue', moderationMessages],
  ['the console’s canary', canaryMessages],
  ['the wall of wishes', wallMessages],
  ['the visitor preview’s banner', previewMessages],
];

describe.each(catalogues)('%s in Malayalam', (_name, catalogue) => {
  it('has every message, with the same placeholders, in Malayalam script', () => {
    expect(translationProblems(catalogue, 'ml', { latinAllowed: LATIN_ALLOWED })).toEqual([]);
  });

  it('writes chillu letters as their own code points, never with a zero-width joiner', () => {
    const joined = Object.entries(catalogue.ml ?? {}).filter(([, text]) =>
      text?.includes('\u200d'),
    );
    expect(joined).toEqual([]);
  });
});

it('the dashboard’s catalogue carries the shell’s strings and its own, in both languages', () => {
  expect(dashboardWithShell.ml).toMatchObject(messages.ml);
  expect(dashboardWithShell.ml).toMatchObject(dashboardMessages.ml);
  expect(Object.keys(dashboardWithShell.ml).sort()).toEqual(
    Object.keys(dashboardWithShell.en).sort(),
  );
});

it('the screens’ strings stay out of the shell’s catalogue, and so off the first paint', () => {
  const keys = Object.keys(messages.en);
  expect(keys.filter((key) => /^(dashboard|celebrate|calendar|plays)\./.test(key))).toEqual([]);
});

describe('the festival line', () => {
  const days: FestivalDay[] = [
    { day: 1, name: 'Atham', nameMl: 'അത്തം', start: '2026-08-16' },
    { day: 2, name: 'Chithira', nameMl: 'ചിത്തിര', start: '2026-08-17' },
    { day: 3, name: 'Chothi', nameMl: 'ചോതി', start: '2026-08-18' },
  ];
  const line = (today: string, locale: Locale) =>
    festivalLine(
      festivalMoment(days, today),
      createTranslator(messages, locale),
      (iso) => `<${iso}>`,
      locale,
    );

  it('names the day by its Malayalam name in Malayalam', () => {
    expect(line('2026-08-18', 'ml')).toBe('3 നാളിൽ മൂന്നാം നാൾ: ചോതി');
    expect(line('2026-08-15', 'ml')).toBe('നാളെ അത്തം: ഓണത്തിന് തുടക്കമാകും.');
    expect(line('2026-08-10', 'ml')).toBe('6 ദിവസം കഴിഞ്ഞ് ഓണം തുടങ്ങും: അത്തം, <2026-08-16>.');
    expect(line('2026-08-20', 'ml')).toBe('ഈ വർഷത്തെ ഓണം കഴിഞ്ഞു. ഞങ്ങളോടൊപ്പം ആഘോഷിച്ചതിന് നന്ദി.');
  });

  it('keeps the English name in English', () => {
    expect(line('2026-08-18', 'en')).toBe('Day 3 of 3: Chothi');
    expect(line('2026-08-10', 'en')).toBe('Onam begins in 6 days, with Atham on <2026-08-16>.');
  });
});
