// Three plays of the dress game as its own code records them (made by
// testing/generated-plays.ts from the seed each names), with the score each earns: the package's
// self-test. The release tool and the operators' checks score them again with the published
// scoring, in the sandbox, and refuse a version that scores one otherwise
// (shared/src/contracts/game-package.ts). __tests__/samples.test.ts keeps them true to the game.
import type { GameKitSample } from '@onam/shared/contracts/game-kit';
import type { DressRecord } from './evidence';

export const dressSamples: readonly (GameKitSample<DressRecord> & { seed: number })[] = [
  {
    label: 'the doll as she came, nothing worn',
    seed: 5,
    score: 0,
    record: { outfit: [] },
  },
  {
    label: "Maveli's olakkuda, moustache and crown, without his silk",
    seed: 3,
    score: 45,
    record: { outfit: ['olakkuda', 'moustache', 'crown'] },
  },
  {
    label: 'a Kerala woman in a kasavu set mundu, fully dressed',
    seed: 9,
    score: 100,
    record: {
      outfit: [
        'jimikki',
        'kajal',
        'palakka-mala',
        'nagapadam',
        'jasmine',
        'kasavu-set-mundu',
        'pottu',
      ],
    },
  },
];
