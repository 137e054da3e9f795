// A developer's and the tests' tool for the emulated backend: saves many plays for one visitor
// through the real submitPlay handler (the same scoring, statistics and board code), on a clock of
// its own that steps at the play pace, so a visitor with 300 plays takes seconds, not an hour.
// It writes only where FIRESTORE_EMULATOR_HOST points, and refuses a project not named demo-*.
//   node deploy/functions/tools/seed-plays.cjs < request.json
//   request: { projectId, uid, plays, play: { gameId, durationMs, evidence }, profile? }
import { randomUUID } from 'node:crypto';
import { initializeApp } from 'firebase-admin/app';
import { getFirestore, Timestamp } from 'firebase-admin/firestore';
import type { PlayInput } from '@onam/shared/backend/port';
import { PLAY_PACE } from '@onam/shared/backend/logic/pace';
import { PRIVACY_NOTICE_VERSION } from '@onam/shared/backend/privacy';
import { GAMES_REMOTE } from '@onam/shared/contracts/game';
import { fetchPublished, publishedFiles } from '../../../game-packages/published-files';
import { firestoreRegistry, keptRegistry } from '../../../game-packages/registry';
import { packageScoring } from '../../../game-packages/scoring';
import { submitPlay } from './plays';

interface SeedRequest {
  projectId: string;
  uid: string;
  plays: number;
  play: Omit<PlayInput, 'score' | 'maxScore'>;
  profile?: { displayName: string; district: string | null };
}

async function main() {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  const request = JSON.parse(Buffer.concat(chunks).toString('utf8')) as SeedRequest;
  if (!process.env.FIRESTORE_EMULATOR_HOST || !/^demo-/.test(request.projectId)) {
    throw new Error('seed-plays writes only to a demo-* project on the Firestore emulator');
  }
  const db = getFirestore(initializeApp({ projectId: request.projectId }));
  // The version's scoring as the functions read it: its record in the emulator's registry, its
  // files from where the preview serves them.
  const scoring = packageScoring({
    registry: keptRegistry(firestoreRegistry(db)),
    files: publishedFiles(fetchPublished()),
  });
  const evidence = request.play.evidence;
  if (!evidence) throw new Error('the play needs evidence of a published games version');
  const scored = await scoring.score({
    remote: GAMES_REMOTE,
    version: evidence.version,
    gameId: request.play.gameId,
    record: evidence.record,
  });
  if (!scored.ok) throw new Error(`the play cannot be scored: ${scored.reason}`);
  const { score, maxScore } = scored;
  if (request.profile) {
    // As registration leaves it: an adult who accepted the notice, so the plays reach the boards.
    const at = Timestamp.now();
    await db.doc(`profiles/${request.uid}`).set({
      ...request.profile,
      newsletter: false,
      createdAt: at,
      ageBand: 'adult',
      consent: { notice: PRIVACY_NOTICE_VERSION, noticeAt: at, newsletterAt: at },
    });
  }
  // Played over the last hours at the pace the server allows, ending now.
  let clock = Date.now() - request.plays * PLAY_PACE.refillMs;
  for (let n = 0; n < request.plays; n += 1) {
    await submitPlay({ db, scoring, now: () => new Date(clock), newId: randomUUID }, request.uid, {
      play: { ...request.play, score, maxScore },
    });
    clock += PLAY_PACE.refillMs;
  }
  await scoring.close();
  process.stdout.write(`${JSON.stringify({ uid: request.uid, plays: request.plays, score })}\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(`seed-plays: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
