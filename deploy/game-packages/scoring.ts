// A play's record scored again by the scoring module of the version that made it, fetched from
// that version's published files on first use and run in a sandbox of its own (docs/decisions/053,
// 054). What a play gets:
// - a score, checked against the game's facts (an integer from 0 to its maximum), or
// - a refusal the visitor reads: the record is not a possible play (the scoring's own reason, an
//   EvidenceError), a game the version does not have, or a record over the game's size limit; or
// - a wait: the version cannot score just now (no record in the registry yet, files that cannot be
//   read or do not match their pins, code that overran its budget, ran out of memory, threw or
//   answered something that is not a score). The play stays on the visitor's device and is sent
//   again later; nothing is lost, and the reason goes to the logs.
import { GAME_MAX_SCORE, EVIDENCE_MAX_BYTES } from '@onam/shared/contracts/game';
import { gameOfPackage, PACKAGE_FILES } from '@onam/shared/contracts/game-package';
import type { ReleaseRecord } from '@onam/shared/contracts/release-record';
import { SCORING_LIMITS } from './limits';
import type { PublishedFiles } from './published-files';
import type { ReleaseRegistry } from './registry';
import { Sandbox, SandboxFailure, type SandboxLimits } from './sandbox/sandbox';
import { SandboxShelf } from './sandbox/shelf';

export type ScoringOutcome =
  | { ok: true; score: number; maxScore: number }
  /** The play is not one this game's scoring accepts: the visitor is told why. */
  | { ok: false; refused: true; reason: string }
  /** The version cannot score now: the play waits on the device; `reason` is for the logs. */
  | { ok: false; refused: false; reason: string };

export interface PlayToScore {
  remote: string;
  version: string;
  gameId: string;
  record: unknown;
}

export interface PackageScoring {
  score(play: PlayToScore): Promise<ScoringOutcome>;
  /** Ends the sandboxes (a check's or a test's end). */
  close(): Promise<void>;
}

/**
 * Loaded beside the team's module, in its sandbox: the call the platform makes, checking the
 * module's shape first. It shares the sandbox with the team's code, so nothing it answers is
 * trusted outside: the answer is checked again there.
 */
const SCORING_CALL = `
exports.score = function (input, moduleOf) {
  var scoring = moduleOf('scoring');
  if (!scoring || scoring.scoringApi !== 1 || typeof scoring.scorePlay !== 'function') {
    throw new Error('server/scoring.cjs is not a scoring module of API 1');
  }
  if (scoring.version !== input.version) {
    throw new Error('server/scoring.cjs says it is version ' + String(scoring.version) + ', published as ' + input.version);
  }
  return scoring.scorePlay(input.gameId, input.record);
};
`;

/** What the platform knew of a game before packages carried their facts (a version from then). */
const platformFacts = (gameId: string) =>
  Object.hasOwn(GAME_MAX_SCORE, gameId)
    ? {
        maxScore: GAME_MAX_SCORE[gameId as keyof typeof GAME_MAX_SCORE],
        recordMaxBytes: EVIDENCE_MAX_BYTES,
      }
    : undefined;

const named = ({ remote, version }: Pick<PlayToScore, 'remote' | 'version'>) =>
  `${remote} ${version}`;

export interface ScoringDeps {
  registry: ReleaseRegistry;
  files: PublishedFiles;
  limits?: SandboxLimits;
  /** How many versions' sandboxes an instance keeps at once (the least used is ended). */
  keep?: number;
  now?: () => number;
}

export function packageScoring({
  registry,
  files,
  limits = SCORING_LIMITS,
  keep = 8,
  now = Date.now,
}: ScoringDeps): PackageScoring {
  const shelf = new SandboxShelf(keep);

  const sandboxOf = async (record: ReleaseRecord): Promise<Sandbox> =>
    shelf.get(
      `${record.remote}@${record.version} ${record.files[PACKAGE_FILES.scoring] ?? ''}`,
      async () => {
        const source = (await files.file(record, PACKAGE_FILES.scoring)).toString('utf8');
        return new Sandbox(
          `${named(record)}'s scoring`,
          [
            { name: 'scoring', source },
            { name: 'call', source: SCORING_CALL },
          ],
          limits,
          now,
        );
      },
    );

  const wait = (reason: string): ScoringOutcome => ({ ok: false, refused: false, reason });
  const refuse = (reason: string): ScoringOutcome => ({ ok: false, refused: true, reason });

  return {
    async score(play) {
      let record: ReleaseRecord | null;
      try {
        record = await registry.record(play.remote, play.version);
      } catch (error) {
        return wait(
          `the release registry: ${error instanceof Error ? error.message : String(error)}`,
        );
      }
      if (!record) return wait(`${named(play)} has no release record`);
      const facts = record.package
        ? gameOfPackage(record.package, play.gameId)
        : platformFacts(play.gameId);
      if (!facts) return refuse(`${named(play)} has no game ${play.gameId}`);
      const bytes = Buffer.byteLength(JSON.stringify(play.record ?? null));
      if (bytes > facts.recordMaxBytes) {
        return refuse(
          `the record is ${bytes} bytes, more than a ${play.gameId} play's ${facts.recordMaxBytes}`,
        );
      }
      let answer: unknown;
      try {
        const sandbox = await sandboxOf(record);
        answer = (
          await sandbox.call('call', 'score', {
            version: play.version,
            gameId: play.gameId,
            record: play.record,
          })
        ).value;
      } catch (error) {
        if (error instanceof SandboxFailure && error.thrown?.name === 'EvidenceError') {
          return refuse(error.thrown.message);
        }
        // A sandbox's own failures name it already; what the code threw does not.
        return wait(
          error instanceof SandboxFailure && error.kind !== 'threw'
            ? error.message
            : `${named(play)}'s scoring: ${error instanceof Error ? error.message : String(error)}`,
        );
      }
      const { score, maxScore } = (answer ?? {}) as { score?: unknown; maxScore?: unknown };
      if (
        typeof score !== 'number' ||
        !Number.isInteger(score) ||
        score < 0 ||
        score > facts.maxScore ||
        maxScore !== facts.maxScore
      ) {
        return wait(
          `${named(play)}'s scoring answered ${JSON.stringify(answer)?.slice(0, 120)} for a ` +
            `${play.gameId} play, which scores 0 to ${facts.maxScore}`,
        );
      }
      return { ok: true, score, maxScore };
    },
    close: () => shelf.close(),
  };
}
