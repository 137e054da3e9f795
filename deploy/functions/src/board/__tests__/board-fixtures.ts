// What the board's tests share: a scoring module that scores a play's record by its points (the
// board's behaviour, not a game's rules, is under test), a pookalam play of so many points, and a
// registration date from before the festival.
import { Timestamp } from 'firebase-admin/firestore';
import { SCORING_API_VERSION, type ScoringModule } from '@onam/shared/contracts/scoring';
import type { PlayInput } from '@onam/shared/backend/port';

export const scoringModule: ScoringModule = {
  scoringApi: SCORING_API_VERSION,
  version: '0.1.0',
  scorePlay: (_gameId, record) => ({ score: (record as { points: number }).points, maxScore: 100 }),
};

export const play = (points: number): PlayInput => ({
  gameId: 'pookalam',
  score: points,
  maxScore: 100,
  durationMs: 30_000,
  evidence: { version: '0.1.0', record: { points } },
});

export const REGISTERED = Timestamp.fromDate(new Date('2026-08-01T00:00:00.000Z'));
