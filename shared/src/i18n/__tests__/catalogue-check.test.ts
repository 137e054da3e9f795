import { translationProblems } from '../catalogue-check';

describe('translationProblems', () => {
  const en = { 'a.hello': 'Hello {name}', 'a.png': 'Save as PNG', 'a.count': '{count} plays' };

  it('finds nothing wrong with a complete translation', () => {
    const ml = { 'a.hello': 'നമസ്കാരം {name}', 'a.png': 'PNG', 'a.count': '{count} കളികൾ' };
    expect(translationProblems({ en, ml }, 'ml', { latinAllowed: ['a.png'] })).toEqual([]);
  });

  it('names missing, empty, stray and still-English messages, and lost placeholders', () => {
    const ml = { 'a.hello': 'നമസ്കാരം', 'a.png': 'Save as PNG', 'a.count': ' ', 'a.old': 'പഴയത്' };
    // A catalogue read from elsewhere can hold keys English lost: the check must say so.
    const stale = { en, ml } as unknown as Parameters<typeof translationProblems>[0];
    expect(translationProblems(stale, 'ml')).toEqual([
      'a.hello: placeholders {} where English has {name}',
      'a.png: still in Latin script ("Save as PNG")',
      'a.count: no ml translation',
      'a.old: not in the English catalogue',
    ]);
    expect(translationProblems({ en }, 'ml')).toHaveLength(3);
  });

  it('compares placeholders by name, whatever their format, and names a format it does not know', () => {
    const days = { en: { 'a.day': 'Day {day}', 'a.odd': 'Day {day}' } };
    const ml = { 'a.day': '{day:ordinal} നാൾ', 'a.odd': '{day:roman} നാൾ' };
    expect(translationProblems({ ...days, ml }, 'ml')).toEqual([
      'a.odd: {day:roman} is no format the translator knows (ordinal)',
    ]);
  });

  it('names a Malayalam vowel sign with no letter to sit on (it shows as a box or a dotted circle)', () => {
    const days = { en: { 'a.day': 'Day {day}', 'a.opens': 'Opens on day {day}', 'a.start': 'Am' } };
    const ml = { 'a.day': '{day}-ാം നാൾ', 'a.opens': '{day}ാം നാൾ തുറക്കും', 'a.start': 'ാം' };
    expect(translationProblems({ ...days, ml }, 'ml')).toEqual([
      'a.day: a vowel sign with no letter before it ("{day}-ാം നാൾ"); write {day:ordinal} for an ordinal',
      'a.opens: a vowel sign with no letter before it ("{day}ാം നാൾ തുറക്കും"); write {day:ordinal} for an ordinal',
      'a.start: a vowel sign with no letter before it ("ാം"); write {day:ordinal} for an ordinal',
    ]);
  });
});
