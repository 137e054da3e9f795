/** @jest-environment node */
import { DEFAULT_LOCALE, isLocale, LOCALES, localize } from '../locale';
import { createTranslator, type Catalogue } from '../translator';

const catalogue = {
  en: {
    hello: 'Hello',
    greet: 'Welcome, {name}!',
    score: 'You scored {score} of {max}',
    repeat: '{name} and {name} again',
    unknown: 'Hi {name}, your {prize} awaits',
    braces: 'Use {} or { name } literally',
    onlyEnglish: 'Only in English',
  },
  ml: {
    hello: 'നമസ്കാരം',
    greet: 'സ്വാഗതം, {name}!',
  },
} satisfies Catalogue<string>;

describe('createTranslator in English', () => {
  const t = createTranslator(catalogue, 'en');

  it('looks a key up', () => {
    expect(t('hello')).toBe('Hello');
    expect(t('onlyEnglish')).toBe('Only in English');
  });

  it('fills {name} placeholders from params', () => {
    expect(t('greet', { name: 'Maveli' })).toBe('Welcome, Maveli!');
  });

  it('fills every occurrence of a placeholder', () => {
    expect(t('repeat', { name: 'Onam' })).toBe('Onam and Onam again');
  });

  it('leaves a placeholder with no matching param as it is', () => {
    expect(t('unknown', { name: 'Anu' })).toBe('Hi Anu, your {prize} awaits');
    expect(t('greet', {})).toBe('Welcome, {name}!');
  });

  it('leaves placeholders untouched when no params are given', () => {
    expect(t('greet')).toBe('Welcome, {name}!');
  });

  it('turns number params into text, including zero', () => {
    expect(t('score', { score: 7, max: 10 })).toBe('You scored 7 of 10');
    expect(t('score', { score: 0, max: 10 })).toBe('You scored 0 of 10');
  });

  it('ignores params the message does not use', () => {
    expect(t('hello', { name: 'unused' })).toBe('Hello');
  });

  it('leaves braces that are not word placeholders alone', () => {
    expect(t('braces', { name: 'x' })).toBe('Use {} or { name } literally');
  });

  it('inserts a param value literally, even when it looks like a placeholder or a $ pattern', () => {
    expect(t('greet', { name: '{name}' })).toBe('Welcome, {name}!');
    expect(t('greet', { name: '$& $1' })).toBe('Welcome, $& $1!');
  });

  // Regression: Object.prototype members ({constructor}, {toString}) are not params.
  it('leaves a placeholder named like an Object.prototype member as it is', () => {
    const tricky = createTranslator({ en: { k: 'Made by {constructor}' } }, 'en');
    expect(tricky('k', {})).toBe('Made by {constructor}');
  });
});

describe('createTranslator in Malayalam', () => {
  const t = createTranslator(catalogue, 'ml');

  it('uses the Malayalam message when there is one', () => {
    expect(t('hello')).toBe('നമസ്കാരം');
  });

  it('fills placeholders in the Malayalam message', () => {
    expect(t('greet', { name: 'മാവേലി' })).toBe('സ്വാഗതം, മാവേലി!');
  });

  it('falls back to English for a key Malayalam lacks', () => {
    expect(t('onlyEnglish')).toBe('Only in English');
    expect(t('score', { score: 3, max: 5 })).toBe('You scored 3 of 5');
  });

  it('falls back to English for every key when the catalogue has no Malayalam at all', () => {
    const englishOnly = createTranslator({ en: { hello: 'Hello' } }, 'ml');
    expect(englishOnly('hello')).toBe('Hello');
  });

  it('does not change the catalogue it reads', () => {
    const before = JSON.stringify(catalogue);
    createTranslator(catalogue, 'ml')('hello');
    expect(JSON.stringify(catalogue)).toBe(before);
  });
});

describe('createTranslator', () => {
  const words = {
    en: {
      'home.day.during': 'Day {day} of {total}',
      'ratio:label': 'Ratio',
      options: 'Count {count}, context {context}, language {lng}',
      markup: '<b>{name}</b> & co',
      nesting: 'Literally $t(markup) and {name}',
      empty: 'Said in English',
    },
    ml: {
      'home.day.during': '{total} ദിവസത്തിൽ {day:ordinal} ദിവസം',
      empty: '',
    },
  } satisfies Catalogue<string>;

  it('reads dotted keys and keys with a colon as flat keys', () => {
    expect(createTranslator(words, 'en')('home.day.during', { day: 3, total: 10 })).toBe(
      'Day 3 of 10',
    );
    expect(createTranslator(words, 'ml')('home.day.during', { day: 3, total: 10 })).toBe(
      '10 ദിവസത്തിൽ മൂന്നാം ദിവസം',
    );
    expect(createTranslator(words, 'ml')('ratio:label')).toBe('Ratio');
  });

  it('treats an empty translation as missing and falls back to English', () => {
    expect(createTranslator(words, 'ml')('empty')).toBe('Said in English');
  });

  it('gives each locale its own words from one catalogue, whatever the order of calls', () => {
    const english = createTranslator(words, 'en');
    const malayalam = createTranslator(words, 'ml');
    expect(malayalam('home.day.during', { day: 1, total: 10 })).toContain('ദിവസം');
    expect(english('home.day.during', { day: 1, total: 10 })).toBe('Day 1 of 10');
    expect(malayalam('home.day.during', { day: 1, total: 10 })).toContain('ദിവസം');
  });

  it('never mixes two catalogues that use the same key', () => {
    const host = createTranslator({ en: { title: 'Host' } }, 'en');
    const games = createTranslator({ en: { title: 'Games' } }, 'en');
    expect(host('title')).toBe('Host');
    expect(games('title')).toBe('Games');
  });

  it('inserts a value containing braces as it is, without filling it in turn', () => {
    const t = createTranslator(catalogue, 'en');
    expect(t('score', { score: '{max}', max: 10 })).toBe('You scored {max} of 10');
    expect(t('greet', { name: '{' })).toBe('Welcome, {!');
    expect(t('greet', { name: 'a } b {' })).toBe('Welcome, a } b {!');
  });

  it('treats params named like i18next options (count, context, lng) as words to insert', () => {
    const t = createTranslator(words, 'en');
    expect(t('options', { count: 2, context: 'male', lng: 'ml' })).toBe(
      'Count 2, context male, language ml',
    );
    expect(t('options')).toBe('Count {count}, context {context}, language {lng}');
  });

  it('writes numbers as they are: no grouping, decimals and signs kept', () => {
    const t = createTranslator(catalogue, 'ml');
    expect(t('score', { score: 12345, max: -1 })).toBe('You scored 12345 of -1');
    expect(t('score', { score: 2.5, max: 0 })).toBe('You scored 2.5 of 0');
  });

  it('fills {day:ordinal} with the locale’s ordinal and keeps a format it does not know as written', () => {
    const ordinals = {
      en: { day: 'the {day:ordinal} day', odd: 'Day {day:roman}' },
      ml: { day: '{day:ordinal} ദിവസം', odd: '{day:roman} ദിവസം' },
    } satisfies Catalogue<string>;
    expect(createTranslator(ordinals, 'en')('day', { day: 2 })).toBe('the 2nd day');
    expect(createTranslator(ordinals, 'ml')('day', { day: 2 })).toBe('രണ്ടാം ദിവസം');
    expect(createTranslator(ordinals, 'ml')('day', { day: 24 })).toBe('24-ആം ദിവസം');
    expect(createTranslator(ordinals, 'ml')('day')).toBe('{day:ordinal} ദിവസം');
    expect(createTranslator(ordinals, 'ml')('odd', { day: 2 })).toBe('{day:roman} ദിവസം');
  });

  it('leaves markup unescaped (React escapes) and $t(...) as plain text', () => {
    const t = createTranslator(words, 'en');
    expect(t('markup', { name: 'Anu & Manu' })).toBe('<b>Anu & Manu</b> & co');
    expect(t('nesting', { name: '$t(empty)' })).toBe('Literally $t(markup) and $t(empty)');
  });
});

describe('locale helpers', () => {
  it('speaks English and Malayalam, English by default', () => {
    expect(LOCALES).toEqual(['en', 'ml']);
    expect(DEFAULT_LOCALE).toBe('en');
  });

  it.each(['en', 'ml'])('isLocale(%p) is true', (value) => {
    expect(isLocale(value)).toBe(true);
  });

  it.each(['EN', 'fr', 'en-IN', '', null, undefined, 1, {}])('isLocale(%p) is false', (value) => {
    expect(isLocale(value)).toBe(false);
  });

  it('localize picks the locale’s text', () => {
    expect(localize({ en: 'Pookalam', ml: 'പൂക്കളം' }, 'ml')).toBe('പൂക്കളം');
    expect(localize({ en: 'Pookalam', ml: 'പൂക്കളം' }, 'en')).toBe('Pookalam');
  });

  it('localize falls back to English when the locale’s text is missing', () => {
    expect(localize({ en: 'Pookalam' }, 'ml')).toBe('Pookalam');
  });
});
