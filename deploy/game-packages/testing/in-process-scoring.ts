// For tests of what the server does with a play's score (the boards, the statistics, the pace):
// scoring modules run in the test's own process, answering as the sandboxed scoring does
// (../scoring.ts): a score, a refusal for a record that is not a possible play, or a wait for a
// version it does not know. The sandboxed path itself is tested in ../__tests__ and end to end.
import { GAME_MAX_SCORE } from '@onam/shared/contracts/game';
import { isEvidenceError, type ScoringModule } from '@onam/shared/contracts/scoring';
import type { PackageScoring, ScoringOutcome } from '../scoring';

export function inProcessScoring(
  modules:
    Readonly<Record<string, ScoringModule>> | ((version: string) => ScoringModule | undefined),
): PackageScoring {
  const moduleOf = (version: string) =>
    typeof modules === 'function'
      ? modules(version)
      : Object.hasOwn(modules, version)
        ? modules[version]
        : undefined;
  return {
    async score({ version, gameId, record }): Promise<ScoringOutcome> {
      const module = moduleOf(version);
      if (!module)
        return { ok: false, refused: false, reason: `games ${version} has no release record` };
      try {
        const { score, maxScore } = module.scorePlay(gameId as keyof typeof GAME_MAX_SCORE, record);
        const max = GAME_MAX_SCORE[gameId as keyof typeof GAME_MAX_SCORE];
        if (!Number.isInteger(score) || score < 0 || score > max || maxScore !== max) {
          return { ok: false, refused: false, reason: `answered ${score} of ${maxScore}` };
        }
        return { ok: true, score, maxScore };
      } catch (error) {
        if (isEvidenceError(error)) return { ok: false, refused: true, reason: error.message };
        return { ok: false, refused: false, reason: String(error) };
      }
    },
    close: async () => undefined,
  };
}
