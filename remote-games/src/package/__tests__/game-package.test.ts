// The games' package facts as the build writes them into game-package.json: valid to the contract,
// worded in both languages, and with sample plays that are the games' own and score as written.
import { BUILT_IN_GAME_IDS, GAME_MAX_SCORE } from '@onam/shared/contracts/game';
import { parseGamePackage } from '@onam/shared/contracts/game-package';
import { EVIDENCE_MAX_BYTES } from '@onam/shared/contracts/game';

(globalThis as Record<string, unknown>).__GAMES_VERSION__ = '0.1.0';

const load = async () => {
  const { gamePackage } = await import('../../game-package');
  const { scorePlay } = await import('../../server-scoring');
  const { generatePlay } = await import('../../testing/generated-plays');
  const { dressSamples } = await import('../../dress/samples');
  const { pookalamSamples } = await import('../../pookalam/samples');
  const { sadyaSamples } = await import('../../sadya/samples');
  return {
    gamePackage,
    scorePlay,
    generatePlay,
    samples: { dress: dressSamples, pookalam: pookalamSamples, sadya: sadyaSamples },
  };
};

describe("the games remote's package facts", () => {
  it('fit the contract, one game per id the platform plays, each with its own module', async () => {
    const { gamePackage } = await load();
    expect(parseGamePackage(gamePackage)).toEqual({ ok: true, package: gamePackage });
    expect(gamePackage).toMatchObject({ packageApi: 1, remote: 'games', version: '0.1.0' });
    expect(gamePackage.games.map((game) => [game.id, game.module])).toEqual(
      BUILT_IN_GAME_IDS.map((id) => [id, id]),
    );
    for (const game of gamePackage.games) {
      expect(game.maxScore).toBe(GAME_MAX_SCORE[game.id as keyof typeof GAME_MAX_SCORE]);
      expect(game.recordMaxBytes).toBe(EVIDENCE_MAX_BYTES);
    }
  });

  it('word the names, the tutorial and the share picture in English and in Malayalam', async () => {
    const { gamePackage } = await load();
    const pookalam = gamePackage.games.find((game) => game.id === 'pookalam');
    expect(pookalam?.names).toEqual({ en: 'Pookalam', ml: 'പൂക്കളം' });
    expect(pookalam?.sharePicture.invitation.en).toBe('Lay a pookalam with us this Onam');
    for (const game of gamePackage.games) {
      for (const step of game.tutorial) {
        for (const words of [step.title, step.body.touch, step.body.mouse]) {
          // A message missing from a catalogue would come out as its key.
          expect(words.en).not.toMatch(/^[a-z]+\.[a-z.]+$/);
          expect(words.ml).toMatch(/[\u0d00-\u0d7f]/);
        }
      }
    }
  });

  it("carry sample plays that the game's own code makes from their seeds", async () => {
    const { generatePlay, samples } = await load();
    for (const [gameId, list] of Object.entries(samples)) {
      for (const sample of list) {
        const made = generatePlay(gameId as (typeof BUILT_IN_GAME_IDS)[number], sample.seed).play;
        expect({
          gameId,
          label: sample.label,
          record: made.evidence?.record,
          score: made.score,
        }).toEqual({
          gameId,
          label: sample.label,
          record: sample.record,
          score: sample.score,
        });
      }
    }
  });

  it('score each sample as written with the scoring the server runs, low, middling and full', async () => {
    const { gamePackage, scorePlay } = await load();
    for (const game of gamePackage.games) {
      const scores = game.samples.map(
        (sample) => scorePlay(game.id as (typeof BUILT_IN_GAME_IDS)[number], sample.record).score,
      );
      expect(scores).toEqual(game.samples.map((sample) => sample.score));
      expect(Math.min(...scores)).toBeLessThan(50);
      expect(Math.max(...scores)).toBe(game.maxScore);
    }
  });
});
