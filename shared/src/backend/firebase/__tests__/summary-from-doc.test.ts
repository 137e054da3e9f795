import { summaryFromDoc } from '../firebase-plays';

const NOW = new Date('2026-08-26T12:00:00.000Z');

describe('a visitor’s summary from their statistics document', () => {
  it('carries the family pookalams the server counted', () => {
    const summary = summaryFromDoc(
      'anu',
      { games: {}, recent: [], family: { carpets: 3, bestScore: 71 } },
      NOW,
    );
    expect(summary.family).toEqual({ carpets: 3, bestScore: 71 });
  });

  it('has no family figure before a carpet is finished', () => {
    expect(summaryFromDoc('anu', { games: {}, recent: [] }, NOW).family).toBeUndefined();
    expect(summaryFromDoc('anu', undefined, NOW).family).toBeUndefined();
    expect(
      summaryFromDoc('anu', { games: {}, recent: [], family: { carpets: 0, bestScore: null } }, NOW)
        .family,
    ).toBeUndefined();
  });
});
