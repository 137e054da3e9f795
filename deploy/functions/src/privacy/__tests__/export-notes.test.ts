/** @jest-environment node */
// "Download my data" says what its less obvious fields mean, in English and Malayalam (the file
// does not know the visitor's language), and each field it explains is one the file holds.
import { Timestamp } from 'firebase-admin/firestore';
import { SCORING_API_VERSION, type ScoringModule } from '@onam/shared/contracts/scoring';
import type { MyData } from '@onam/shared/backend/port';
import { PRIVACY_NOTICE_VERSION } from '@onam/shared/backend/privacy';
import { translationProblems } from '@onam/shared/i18n/catalogue-check';
import { EXPORT_NOTES_KEY, exportNotes } from '../export-notes';
import { submitPlay } from '../../plays/plays';
import { exportMyData, type PersonalFiles } from '../privacy';
import { updateProfile } from '../../profiles/profiles';
import {
  describeWithFirestore,
  testFirestore,
  type TestFirestore,
} from '../../testing/firestore-emulator';
import { inProcessScoring } from '../../../../game-packages/testing/in-process-scoring';

const scoringModule: ScoringModule = {
  scoringApi: SCORING_API_VERSION,
  version: '0.1.0',
  scorePlay: (_gameId, record) => ({
    score: (record as { points: number }).points,
    maxScore: 100,
  }),
};

const ANU = 'Qm7TanuK2xv9LpR4sW1cYb8ZdE3f';
const files: PersonalFiles = {
  list: async (prefix) => [`${prefix}g0`],
  remove: async () => undefined,
};

/** The value at a note's key in the file: `a.b.c`, where `x[]` is every element of the list x. */
function valuesAt(data: unknown, key: string): unknown[] {
  let found: unknown[] = [data];
  for (const part of key.split('.')) {
    const list = part.endsWith('[]');
    const name = list ? part.slice(0, -2) : part;
    found = found.flatMap((value) => {
      const inner = (value as Record<string, unknown> | null)?.[name];
      if (inner === undefined) return [];
      return list ? (Array.isArray(inner) ? inner : []) : [inner];
    });
  }
  return found;
}

describe('the notes on the export', () => {
  it('are in Malayalam too, every one of them', () => {
    expect(translationProblems(exportNotes, 'ml')).toEqual([]);
  });
});

describeWithFirestore('"Download my data" explains its fields', () => {
  jest.setTimeout(60_000);
  let store: TestFirestore;
  let clock = Date.parse('2026-09-01T10:00:00.000Z');
  const now = () => new Date(clock);

  beforeAll(() => {
    store = testFirestore();
  });
  afterAll(() => store.close());

  /** A visitor with something in each place the notes explain: consent, plays, a newsletter no. */
  async function everything(): Promise<MyData> {
    await store.clear();
    const stamp = Timestamp.fromMillis(clock - 86_400_000);
    await store.db.doc(`profiles/${ANU}`).set({
      displayName: 'Anu Menon',
      district: 'kollam',
      newsletter: true,
      createdAt: stamp,
      ageBand: 'adult',
      consent: { notice: PRIVACY_NOTICE_VERSION, noticeAt: stamp, newsletterAt: stamp },
    });
    const deps = {
      db: store.db,
      scoring: inProcessScoring(() => scoringModule),
      now,
      newId: () => 'id1',
    };
    await submitPlay(deps, ANU, {
      play: {
        gameId: 'pookalam',
        score: 80,
        maxScore: 100,
        durationMs: 30_000,
        evidence: { version: '0.1.0', record: { points: 80 } },
      },
      deviceId: 'd-1',
    });
    clock += 60_000;
    // The newsletter withdrawn: `newsletter: false`, and `newsletterAt` says when.
    await updateProfile({ db: store.db, now }, ANU, { newsletter: false });
    return exportMyData({ db: store.db, now, files }, { uid: ANU, email: 'anu@example.com' });
  }

  it('says what newsletterAt is beside newsletter: false, in both languages', async () => {
    const data = await everything();
    expect(data.profile).toMatchObject({ newsletter: false });
    expect(valuesAt(data, 'profile.consent.newsletterAt')).toEqual([now().toISOString()]);
    const notes = data[EXPORT_NOTES_KEY] as {
      en: Record<string, string>;
      ml: Record<string, string>;
    };
    expect(notes.en['profile.consent.newsletterAt']).toMatch(/withdrew/);
    expect(notes.ml['profile.consent.newsletterAt']).toMatch(/വാർത്താക്കുറിപ്പ്/);
  });

  it('explains only fields the file holds', async () => {
    const data = await everything();
    const missing = Object.keys(exportNotes.en).filter((key) => valuesAt(data, key).length === 0);
    expect(missing).toEqual([]);
  });
});
