import { translationProblems } from '@onam/shared/i18n/catalogue-check';
import { DISTRICTS } from '@onam/shared/backend/districts';
import { messages } from '../messages';

describe('remote-auth in Malayalam', () => {
  it('has every message, with the same placeholders, in Malayalam script', () => {
    // "Google" stays in Latin letters inside Malayalam sentences, which the check allows.
    expect(translationProblems(messages, 'ml')).toEqual([]);
  });

  it('writes chillu letters as their own code points, never with a zero-width joiner', () => {
    expect(Object.values(messages.ml).filter((text) => text.includes('\u200d'))).toEqual([]);
  });

  it('names every district in Malayalam', () => {
    for (const district of DISTRICTS) {
      expect(messages.ml[`district.${district}`]).toMatch(/[\u0D00-\u0D7F]/);
    }
  });
});
