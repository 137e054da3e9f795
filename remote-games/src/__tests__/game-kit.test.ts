/** @jest-environment node */
// Every game has the one shape of shared/src/contracts/game-kit.ts: its scoring reads back the
// records it makes, scores its samples as the package says, and its score is the sum of its parts.
import type { GameKitSample, GameScoring } from '@onam/shared/contracts/game-kit';
import { GAME_MAX_SCORE, type BuiltInGameId } from '@onam/shared/contracts/game';
import { scoring as dress } from '../dress/evidence';
import { dressSamples } from '../dress/samples';
import { scoring as pookalam } from '../pookalam/evidence';
import { pookalamSamples } from '../pookalam/samples';
import { scoring as sadya } from '../sadya/evidence';
import { sadyaSamples } from '../sadya/samples';

interface Kit<Record, Play> {
  scoring: GameScoring<Record, Play>;
  samples: readonly GameKitSample<Record>[];
}

const kit = <Record, Play>(k: Kit<Record, Play>) => k as Kit<unknown, unknown>;

const KITS: [BuiltInGameId, Kit<unknown, unknown>][] = [
  ['dress', kit({ scoring: dress, samples: dressSamples })],
  ['pookalam', kit({ scoring: pookalam, samples: pookalamSamples })],
  ['sadya', kit({ scoring: sadya, samples: sadyaSamples })],
];

describe.each(KITS)('the %s game’s kit', (gameId, { scoring, samples }) => {
  it('scores out of the game’s most', () => {
    expect(scoring.maxScore).toBe(GAME_MAX_SCORE[gameId]);
  });

  it.each(samples.map((sample) => [sample.label, sample] as const))(
    'reads back the record of “%s”, scoring it as its sample says',
    (_, sample) => {
      const play = scoring.read(sample.record);
      expect(scoring.record(play)).toEqual(sample.record);
      const score = scoring.score(play);
      expect(score.total).toBe(sample.score);
      expect(score.max).toBe(scoring.maxScore);
      expect(score.parts.reduce((sum, part) => sum + part.points, 0)).toBe(score.total);
      for (const part of score.parts) {
        expect(part.points).toBeGreaterThanOrEqual(0);
        expect(part.points).toBeLessThanOrEqual(part.max);
      }
    },
  );
});
