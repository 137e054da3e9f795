import { translationProblems } from '@onam/shared/i18n/catalogue-check';
import { ZONE_IDS } from '../leaf';
import { DISH_IDS } from '../menu';
import { dishNameKey, sadyaMessages, zoneNameKey } from '../messages';

const ml: Partial<Record<string, string>> = sadyaMessages.ml;

describe('the sadya catalogue in Malayalam', () => {
  it('translates every message, keeping its placeholders', () => {
    expect(translationProblems(sadyaMessages, 'ml')).toEqual([]);
  });

  it('names each dish in Malayalam script', () => {
    for (const id of DISH_IDS) expect(ml[dishNameKey(id)]).toMatch(/^[\u0D00-\u0D7F ]+$/);
    expect(ml[dishNameKey('uppu')]).toBe('ഉപ്പ്');
    expect(ml[dishNameKey('ada-pradhaman')]).toBe('അടപ്രഥമൻ');
  });

  it('gives every dish and place a name no other contains, so they can be found by name', () => {
    const names = [
      ...DISH_IDS.map((id) => ml[dishNameKey(id)] ?? ''),
      ...ZONE_IDS.map((id) => ml[zoneNameKey(id)] ?? ''),
    ];
    expect(new Set(names).size).toBe(names.length);
    for (const a of names) {
      for (const b of names) if (a !== b) expect(b.includes(a)).toBe(false);
    }
  });

  it('writes chillu letters as atomic code points, never with a zero-width joiner', () => {
    for (const message of Object.values(ml)) expect(message).not.toContain('\u200D');
  });
});
