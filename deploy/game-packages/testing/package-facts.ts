import { GAMES_REMOTE } from '@onam/shared/contracts/game';
import type { GamePackage } from '@onam/shared/contracts/game-package';

/** A name in both languages, for a test's package facts. */
export const words = (en: string) => ({ en, ml: 'മലയാളം' });

/** The facts of a games package with one game (a pookalam that scores its record's points). */
export const packageFacts = (version: string): GamePackage => ({
  packageApi: 1,
  remote: GAMES_REMOTE,
  version,
  games: [
    {
      id: 'pookalam',
      module: 'pookalam',
      names: words('Pookalam'),
      icon: 'icons/pookalam.svg',
      maxScore: 100,
      recordMaxBytes: 1024,
      tutorial: [{ title: words('Lay'), body: { touch: words('Tap'), mouse: words('Click') } }],
      sharePicture: {
        invitation: words('Lay one with us'),
        shows: ['score', 'maxScore', 'player'],
      },
      samples: [
        { label: 'a few flowers', record: { points: 12 }, score: 12 },
        { label: 'a full carpet', record: { points: 100 }, score: 100 },
      ],
    },
  ],
});
