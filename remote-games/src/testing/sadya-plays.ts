/**
 * Finished sadya plays made by the game's own code, as a visitor makes them: the serving screen's
 * controller (the clock in fixed steps, picking up, putting back, serving), then the score and the
 * record exactly as the game screen (sadya-game.tsx) computes them when the last dish is served.
 * For tests and tools only.
 */
import { GAME_MAX_SCORE } from '@onam/shared/contracts/game';
import { GAMES_VERSION } from '../build-info';
import { DEFAULT_STEP_MS } from '../common/game-loop';
import { sadyaRecord } from '../sadya/evidence';
import { ZONE_IDS, type ZoneId } from '../sadya/leaf';
import { acceptedZones, FEAST_IDS, VARIANT_IDS, type DishId } from '../sadya/menu';
import { PlayController, type Finished } from '../sadya/play-controller';
import { remainingDishes, waitingCourse } from '../sadya/rules';
import { scoreSadya } from '../sadya/scoring';
import type { GeneratedPlay } from './generated-play';
import type { Random } from './seeded-random';

/** How sure of the sadya the player is: the chance of a wrong place and of a dish out of turn. */
const PLAYERS = {
  expert: { wrongPlace: 0, outOfTurn: 0 },
  learning: { wrongPlace: 0.25, outOfTurn: 0.2 },
  guessing: { wrongPlace: 0.85, outOfTurn: 0.85 },
} as const;

/** Seconds a dish takes, from the quickest to the slowest (the time part judges 6 to 20 s). */
const PACES = {
  quick: [0.4, 5],
  steady: [3, 14],
  slow: [10, 45],
} as const;

/** The dish names the tray sorts by: the ids will do for a play nobody reads. */
const NAMING = { name: (dish: DishId) => dish, locale: 'en' };

export function playSadya(random: Random): GeneratedPlay {
  const variant = random.pick(VARIANT_IDS);
  const feast = random.pick(FEAST_IDS);
  const player = random.pick(Object.keys(PLAYERS) as (keyof typeof PLAYERS)[]);
  const pace = random.pick(Object.keys(PACES) as (keyof typeof PACES)[]);
  const { wrongPlace, outOfTurn } = PLAYERS[player];
  const [fastest, slowest] = PACES[pace];
  const controller = new PlayController({
    variant,
    feast,
    naming: NAMING,
    startedByKeyboard: random.chance(0.3),
  });
  // The game loop's fixed steps: the clock the record's times come from.
  const wait = (seconds: number) => {
    const steps = Math.round((seconds * 1000) / DEFAULT_STEP_MS);
    for (let step = 0; step < steps; step += 1) controller.advance(DEFAULT_STEP_MS);
  };
  const think = () => wait(fastest + random.next() * (slowest - fastest));

  let finished: Finished | null = null;
  while (!finished) {
    const game = controller.getSnapshot().game;
    const waiting = waitingCourse(game)?.dishes ?? [];
    const dish = random.chance(outOfTurn)
      ? random.pick(remainingDishes(game))
      : random.pick(waiting);
    think();
    // Now and then a change of mind: another dish picked up and put back first, or a place
    // tapped with nothing in hand. Neither is served, so neither is in the record.
    if (random.chance(0.1)) {
      controller.pick(random.pick(remainingDishes(game)));
      wait(random.next() * 2);
      controller.release();
    }
    if (random.chance(0.05)) controller.chooseZone(random.pick(ZONE_IDS));
    controller.pick(dish);
    wait(random.next());
    const zone: ZoneId = random.chance(wrongPlace)
      ? random.pick(ZONE_IDS)
      : random.pick(acceptedZones(variant, dish));
    finished = controller.chooseZone(zone);
  }

  // What sadya-game.tsx does with the finished play: the score it shows and the play it reports.
  const { state, elapsedMs, servedAtMs } = finished;
  const score = scoreSadya(state.servings, elapsedMs);
  return {
    play: {
      gameId: 'sadya',
      score: score.total,
      maxScore: GAME_MAX_SCORE.sadya,
      durationMs: elapsedMs,
      evidence: { version: GAMES_VERSION, record: sadyaRecord(state, servedAtMs, elapsedMs) },
    },
    shown: score.total,
    about: `sadya ${variant}/${feast}, ${player} player, ${pace} pace, ${state.servings.length} dishes in ${elapsedMs} ms`,
  };
}
