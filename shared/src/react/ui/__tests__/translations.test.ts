import { translationProblems } from '../../../i18n/catalogue-check';
import { createTranslator } from '../../../i18n/translator';
import { languageSwitchMessages } from '../language-switch';
import { uiMessages } from '../messages';

describe('the shared UI primitives in Malayalam', () => {
  it('have every message, with the same placeholders, in Malayalam script', () => {
    // The counter is figures only ("12 / 40"), the same in both languages.
    expect(translationProblems(uiMessages, 'ml')).toEqual([]);
    expect(translationProblems(languageSwitchMessages, 'ml')).toEqual([]);
  });

  it('write chillu letters as their own code points, never with a zero-width joiner', () => {
    expect(Object.values(uiMessages.ml).filter((text) => text.includes('\u200d'))).toEqual([]);
  });

  it('put the figures where Malayalam reads them', () => {
    const t = createTranslator(uiMessages, 'ml');
    expect(t('textInput.counterDescription', { count: 12, max: 40 })).toBe(
      'ഉപയോഗിച്ച പ്രതീകങ്ങൾ: 40-ൽ 12.',
    );
    expect(t('fileUpload.tooLarge', { name: 'ആശംസ.webm', size: '12 MB', limit: '10 MB' })).toBe(
      '“ആശംസ.webm” ഫയലിന് 12 MB വലുപ്പമുണ്ട്; അനുവദിച്ചത് 10 MB വരെ മാത്രം.',
    );
  });
});
