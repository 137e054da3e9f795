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
});
