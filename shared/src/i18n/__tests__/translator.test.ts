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
