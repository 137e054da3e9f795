// Three plays of the pookalam game as its own code records them (made by
// testing/generated-plays.ts from the seed each names), with the score each earns: the package's
// self-test. The release tool and the operators' checks score them again with the published
// scoring, in the sandbox, and refuse a version that scores one otherwise
// (shared/src/contracts/game-package.ts). __tests__/samples.test.ts keeps them true to the game.
import type { GameKitSample } from '@onam/shared/contracts/game-kit';
import type { PookalamRecord } from './evidence';

export const pookalamSamples: readonly (GameKitSample<PookalamRecord> & { seed: number })[] = [
  {
    label: "day 4's few flowers, 4-fold",
    seed: 8,
    score: 10,
    record: {
      symmetry: 4,
      mode: 'day',
      day: 4,
      cells: '..................................................b...b...b...b..',
      centrepiece: 'none',
    },
  },
  {
    label: "day 7's rings scattered, 8-fold",
    seed: 11,
    score: 81,
    record: {
      symmetry: 8,
      mode: 'day',
      day: 7,
      cells:
        '.e.e.e.e.e.e.e.e..h.h.h.h.h.h.h.h.e.e.e.e.e.e.e.ejhjhjhjhjhjhjhjhae..ae..ae..ae..ae..ae..ae..ae...kfj.kfj.kfj.kfj.kfj.kfj.kfj.kfjcjcdcjcdcjcdcjcdcjcdcjcdcjcdcjcd',
      centrepiece: 'none',
    },
  },
  {
    label: 'a free design laid ring by ring, 16-fold',
    seed: 3,
    score: 100,
    record: {
      symmetry: 16,
      mode: 'free',
      day: 5,
      cells:
        'gffffffffffffffffcccccccccccccccckkkkkkkkkkkkkkkkaaaaaaaaaaaaaaaaddddddddddddddddddddddddddddddddhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbjjjjjjjjjjjjjjjjjjjjjjjjjjjjjjjj',
      centrepiece: 'none',
    },
  },
];
