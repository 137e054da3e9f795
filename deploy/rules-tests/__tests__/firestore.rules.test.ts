/** @jest-environment node */
import {
  assertFails,
  assertSucceeds,
  type RulesTestContext,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import {
  describeWithEmulator,
  firestoreRulesEnvironment,
  notRunWithoutEmulator,
} from '../firestore-rules-environment';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  setLogLevel,
  Timestamp,
  updateDoc,
  where,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';
import { PRIVACY_NOTICE_VERSION } from '@onam/shared/backend/privacy';
import {
  PUBLIC_CARD_FIELDS,
  publicCardOf,
  WALL_PAGE_SIZE,
  type WishDoc,
} from '@onam/shared/backend/wishes';

// Runs against the Firestore emulator only; without one the suite is skipped, and says why here.
const notRun = notRunWithoutEmulator();
if (notRun) process.stderr.write(`${notRun}\n`);

const MIB = 1024 * 1024;
// Every refusal is expected here; the SDK would warn about each one.
setLogLevel('error');

/** The context's compat instance; the modular functions unwrap it, its types just do not say so. */
const firestoreOf = (context: RulesTestContext) => context.firestore() as unknown as Firestore;

const profile = (overrides: DocumentData = {}): DocumentData => ({
  displayName: 'Alice',
  district: 'thrissur',
  newsletter: false,
  createdAt: serverTimestamp(),
  ...overrides,
});

const play = (overrides: DocumentData = {}): DocumentData => ({
  uid: 'alice',
  gameId: 'pookalam',
  score: 100,
  maxScore: 100,
  durationMs: 42_000,
  playedAt: '2026-08-26T10:00:00.000Z',
  version: '0.1.0',
  record: {},
  ...overrides,
});

const stats = (overrides: DocumentData = {}): DocumentData => ({
  games: { all: { plays: 200, bestScore: 100, lastPlayedAt: null, lastDay: null, streak: 10 } },
  recent: [],
  ...overrides,
});

const entry = (overrides: DocumentData = {}): DocumentData => ({
  name: 'Alice',
  district: 'thrissur',
  score: 70,
  at: '2026-08-26T10:00:00.000Z',
  ...overrides,
});

const board = (overrides: DocumentData = {}): DocumentData => ({
  top: [{ rank: 1, name: 'Alice', district: 'thrissur', score: 70 }],
  counts: { '70': 1 },
  players: 1,
  updatedAt: '2026-08-26T10:00:00.000Z',
  ...overrides,
});

const media = (overrides: DocumentData = {}): DocumentData => ({
  uid: 'alice',
  name: 'Onam greeting.webm',
  contentType: 'audio/webm',
  size: 2 * MIB,
  storagePath: 'media/alice/g0',
  createdAt: '2026-08-26T10:00:00.000Z',
  ...overrides,
});

describeWithEmulator('firestore.rules', () => {
  jest.setTimeout(20_000);

  let env: RulesTestEnvironment;
  let alice: Firestore;
  let bob: Firestore;
  let visitor: Firestore;

  /** Writes that set up a case, past the rules. */
  const seed = (path: string, data: DocumentData) =>
    env.withSecurityRulesDisabled(async (context) => {
      await setDoc(doc(firestoreOf(context), path), data);
    });

  beforeAll(async () => {
    env = await firestoreRulesEnvironment();
  });

  beforeEach(async () => {
    await env.clearFirestore();
    alice = firestoreOf(env.authenticatedContext('alice'));
    bob = firestoreOf(env.authenticatedContext('bob'));
    visitor = firestoreOf(env.unauthenticatedContext());
  });

  afterAll(async () => {
    await env?.cleanup();
  });

  describe('profiles/{uid}', () => {
    it('lets a visitor create and read their own profile', async () => {
      await assertSucceeds(setDoc(doc(alice, 'profiles/alice'), profile()));
      await assertSucceeds(getDoc(doc(alice, 'profiles/alice')));
    });

    it('accepts a profile without a district yet (Google sign-up)', async () => {
      await assertSucceeds(setDoc(doc(alice, 'profiles/alice'), profile({ district: null })));
    });

    it("denies reading or writing someone else's profile, and reading signed out", async () => {
      await seed('profiles/alice', profile());
      await assertFails(getDoc(doc(bob, 'profiles/alice')));
      await assertFails(getDoc(doc(visitor, 'profiles/alice')));
      await assertFails(updateDoc(doc(bob, 'profiles/alice'), { displayName: 'Mallory' }));
      await assertFails(setDoc(doc(bob, 'profiles/carol'), profile()));
      await assertFails(setDoc(doc(visitor, 'profiles/alice'), profile()));
      await assertFails(getDocs(collection(alice, 'profiles')));
    });

    it('denies invalid fields', async () => {
      const ref = doc(alice, 'profiles/alice');
      await assertFails(setDoc(ref, profile({ district: 'atlantis' })));
      await assertFails(setDoc(ref, profile({ displayName: 'A'.repeat(41) })));
      await assertFails(setDoc(ref, profile({ displayName: '' })));
      await assertFails(setDoc(ref, profile({ displayName: 42 })));
      await assertFails(setDoc(ref, profile({ newsletter: 'yes' })));
      await assertFails(setDoc(ref, profile({ isAdmin: true })));
      const missingNewsletter = profile();
      delete missingNewsletter.newsletter;
      await assertFails(setDoc(ref, missingNewsletter));
      await assertSucceeds(setDoc(ref, profile({ displayName: 'A'.repeat(40) })));
    });

    it('denies a name that passes for the broadcaster or the site’s staff', async () => {
      const ref = doc(alice, 'profiles/alice');
      for (const displayName of [
        'Kerala Vision Official',
        'kerala vision',
        'ADMIN',
        'Anu (moderator)',
        'Onam Utsavam team',
        'Official-Anu',
      ]) {
        await assertFails(setDoc(ref, profile({ displayName })));
      }
      await assertSucceeds(setDoc(ref, profile({ displayName: 'Officer Anu Admina' })));
    });

    it('takes createdAt from the server', async () => {
      const ref = doc(alice, 'profiles/alice');
      await assertFails(setDoc(ref, profile({ createdAt: Timestamp.fromMillis(0) })));
      await assertSucceeds(setDoc(ref, profile()));
    });

    it('denies every change after creation: edits go through the updateProfile function', async () => {
      await seed('profiles/alice', profile({ createdAt: Timestamp.now() }));
      const ref = doc(alice, 'profiles/alice');
      await assertFails(updateDoc(ref, { displayName: 'Kerala Vision Official' }));
      await assertFails(updateDoc(ref, { district: 'kollam' }));
      await assertFails(setDoc(ref, profile()));
      await assertFails(deleteDoc(ref));
    });
  });

  describe('profiles/{uid}: names that cannot pass for the site (docs/decisions/041)', () => {
    const ZWNJ = '\u200c';
    const ZWJ = '\u200d';

    it.each([
      ['a zero-width non-joiner inside a word', `Off${ZWNJ}icial`],
      ['a zero-width joiner between Latin letters', `Ad${ZWJ}min`],
      ['a soft hyphen', 'Off\u00adicial'],
      ['a zero-width space', 'Ad\u200bmin'],
      ['a word joiner', 'Moder\u2060ator'],
      ['a right-to-left mark', 'Admi\u200fn'],
      ['a right-to-left override', 'Anu\u202egpj'],
      ['a byte-order mark', '\ufeffAnu'],
      ['a variation selector', 'An\ufe0fu'],
      ['a Hangul filler', 'Anu\u3164'],
      ['a joiner first', `${ZWJ}അനു`],
      ['the brand as one word', 'KeralaVision'],
      ['the brand in Malayalam', 'കേരള വിഷൻ'],
      ['the brand in Malayalam, its chillu spelt with a joiner', `കേരള വിഷന്${ZWJ}`],
      ['the site in Malayalam', 'ഓണം ഉത്സവം'],
      ['official in Malayalam', 'ഔദ്യോഗിക അനു'],
    ])('denies a name with %s', async (_kind, displayName) => {
      await assertFails(setDoc(doc(alice, 'profiles/alice'), profile({ displayName })));
    });

    it.each([
      'അനുപമ',
      'ശ്രീക്കുട്ടൻ',
      'അൻവർ',
      `അന്${ZWJ}വര്${ZWJ}`,
      'கார்த்திக்',
      'लक्ष्मी',
      "D'Souza O’Brien-Menon",
      'Kerala Varma',
      'Officer Anu',
    ])('accepts %p', async (displayName) => {
      await assertSucceeds(setDoc(doc(alice, 'profiles/alice'), profile({ displayName })));
    });
  });

  describe('profiles/{uid}: the age band and the consent record (docs/decisions/037)', () => {
    const registered = (overrides: DocumentData = {}, consent: DocumentData = {}) =>
      profile({
        newsletter: true,
        ageBand: 'under-18',
        consent: {
          notice: PRIVACY_NOTICE_VERSION,
          noticeAt: serverTimestamp(),
          newsletterAt: serverTimestamp(),
          ...consent,
        },
        ...overrides,
      });

    it('accepts a registration with its age band and consents, timed by the server', async () => {
      await assertSucceeds(setDoc(doc(alice, 'profiles/alice'), registered()));
      await assertSucceeds(setDoc(doc(bob, 'profiles/bob'), registered({ ageBand: 'adult' })));
    });

    it('denies a backdated consent: the notice’s or the newsletter’s', async () => {
      const ref = doc(alice, 'profiles/alice');
      const past = Timestamp.fromMillis(Date.parse('2026-01-01T00:00:00.000Z'));
      await assertFails(setDoc(ref, registered({}, { noticeAt: past })));
      await assertFails(setDoc(ref, registered({}, { newsletterAt: past })));
      await assertFails(setDoc(ref, registered({}, { noticeAt: '2026-01-01T00:00:00.000Z' })));
    });

    it('denies setting someone else’s profile, consents and all', async () => {
      await assertFails(setDoc(doc(bob, 'profiles/alice'), registered({ ageBand: 'adult' })));
      await assertFails(setDoc(doc(visitor, 'profiles/alice'), registered()));
    });

    it('denies flipping the age band after registration, or deleting the profile', async () => {
      await seed(
        'profiles/alice',
        registered({ createdAt: Timestamp.now() }, { noticeAt: null, newsletterAt: null }),
      );
      const ref = doc(alice, 'profiles/alice');
      await assertFails(updateDoc(ref, { ageBand: 'adult' }));
      await assertFails(setDoc(ref, registered({ ageBand: 'adult' })));
      await assertFails(deleteDoc(ref));
    });

    it('denies a made-up band, a consent with other fields, or one without a notice', async () => {
      const ref = doc(alice, 'profiles/alice');
      await assertFails(setDoc(ref, registered({ ageBand: 'toddler' })));
      await assertFails(setDoc(ref, registered({ ageBand: null })));
      await assertFails(setDoc(ref, registered({}, { parentApproved: true })));
      await assertFails(setDoc(ref, registered({}, { notice: '' })));
      await assertFails(setDoc(ref, registered({ consent: null })));
      const noBand = registered();
      delete noBand.ageBand;
      await assertFails(setDoc(ref, noBand));
    });

    it('denies consent to any notice but the current one', async () => {
      const ref = doc(alice, 'profiles/alice');
      await assertSucceeds(setDoc(ref, registered({}, { notice: PRIVACY_NOTICE_VERSION })));
      await env.clearFirestore();
      for (const notice of ['v999', '2099-01-01', '2026-01-01', `${PRIVACY_NOTICE_VERSION} `]) {
        await assertFails(setDoc(ref, registered({}, { notice })));
      }
    });

    it('denies a newsletter consent with no record of it (a profile made without the dialog)', async () => {
      await assertFails(setDoc(doc(alice, 'profiles/alice'), profile({ newsletter: true })));
    });
  });

  describe('plays/{playId}: written by the server only', () => {
    it('denies a play written by a visitor, even a well-formed one with the server time', async () => {
      // The forged best: a score of 100 with no play behind it.
      await assertFails(setDoc(doc(alice, 'plays/alice_x'), play()));
      await assertFails(
        setDoc(doc(alice, 'plays/alice_y'), play({ playedAt: serverTimestamp(), score: 10 })),
      );
      await assertFails(setDoc(doc(visitor, 'plays/p1'), play()));
    });

    it('denies updating or deleting a play, even one’s own', async () => {
      await seed('plays/alice_1', play());
      await assertFails(updateDoc(doc(alice, 'plays/alice_1'), { score: 100 }));
      await assertFails(deleteDoc(doc(alice, 'plays/alice_1')));
    });

    it('lets a visitor read their own plays only', async () => {
      await seed('plays/alice_1', play());
      await seed('plays/bob_1', play({ uid: 'bob' }));
      await assertSucceeds(getDoc(doc(alice, 'plays/alice_1')));
      await assertFails(getDoc(doc(alice, 'plays/bob_1')));
      await assertFails(getDoc(doc(visitor, 'plays/alice_1')));
      const plays = collection(alice, 'plays');
      await assertSucceeds(
        getDocs(query(plays, where('uid', '==', 'alice'), orderBy('playedAt', 'desc'), limit(20))),
      );
      await assertFails(getDocs(query(plays, limit(20))));
      await assertFails(getDocs(query(plays, where('uid', '==', 'bob'))));
    });
  });

  describe('sharedResults/{shareId}: what result links name, the server’s alone', () => {
    it('lets no client read or write one, not even the player whose play it names', async () => {
      const shared = { playId: 'alice_1', uid: 'alice', createdAt: '2026-08-26T10:00:00.000Z' };
      await seed('sharedResults/q3Jd8XkT0pLmZ2vB7nWc4R', shared);
      for (const db of [alice, bob, visitor]) {
        await assertFails(getDoc(doc(db, 'sharedResults/q3Jd8XkT0pLmZ2vB7nWc4R')));
        await assertFails(
          getDocs(query(collection(db, 'sharedResults'), where('uid', '==', 'alice'))),
        );
        await assertFails(setDoc(doc(db, 'sharedResults/Zk4m9PqR2sT6vW8xY0aB1c'), shared));
      }
      await assertFails(deleteDoc(doc(alice, 'sharedResults/q3Jd8XkT0pLmZ2vB7nWc4R')));
    });
  });

  describe('stats/{uid}: a visitor’s figures, kept by the server', () => {
    it('is readable by its owner only', async () => {
      await seed('stats/alice', stats());
      await assertSucceeds(getDoc(doc(alice, 'stats/alice')));
      await assertFails(getDoc(doc(bob, 'stats/alice')));
      await assertFails(getDoc(doc(visitor, 'stats/alice')));
      await assertFails(getDocs(collection(alice, 'stats')));
    });

    it('denies every write: no visitor gives themselves 200 plays or a streak', async () => {
      await assertFails(setDoc(doc(alice, 'stats/alice'), stats()));
      await seed('stats/alice', stats({ games: {} }));
      await assertFails(updateDoc(doc(alice, 'stats/alice'), { 'games.all.plays': 200 }));
      await assertFails(updateDoc(doc(alice, 'stats/alice'), { pace: { tokens: 1000, at: 0 } }));
      await assertFails(deleteDoc(doc(alice, 'stats/alice')));
    });
  });

  describe('leaderboard/{gameId}: the public board', () => {
    it('is readable by everyone, signed out too, for any game id (an added game: no rules change)', async () => {
      await seed('leaderboard/pookalam', board());
      await assertSucceeds(getDoc(doc(visitor, 'leaderboard/pookalam')));
      await assertSucceeds(getDoc(doc(bob, 'leaderboard/pookalam')));
      await seed('leaderboard/vallam-kali', board());
      await assertSucceeds(getDoc(doc(visitor, 'leaderboard/vallam-kali')));
      // Not a game id: not a board, whatever is stored there.
      for (const id of ['all', 'Onam Quiz', 'constructor']) {
        await assertFails(getDoc(doc(visitor, `leaderboard/${id}`)));
      }
    });

    it('denies writing the board: nobody puts themselves on top', async () => {
      await assertFails(setDoc(doc(alice, 'leaderboard/pookalam'), board()));
      await seed('leaderboard/pookalam', board());
      await assertFails(
        updateDoc(doc(alice, 'leaderboard/pookalam'), {
          top: [{ rank: 1, name: 'Kerala Vision Official', district: null, score: 100 }],
        }),
      );
      await assertFails(deleteDoc(doc(alice, 'leaderboard/pookalam')));
    });

    it('denies listing the boards', async () => {
      await seed('leaderboard/pookalam', board());
      await assertFails(getDocs(collection(visitor, 'leaderboard')));
    });
  });

  describe('leaderboard/{gameId}/entries/{uid}: each player’s best', () => {
    it('lets a player read their own entry, and nobody else read it', async () => {
      await seed('leaderboard/pookalam/entries/alice', entry());
      await assertSucceeds(getDoc(doc(alice, 'leaderboard/pookalam/entries/alice')));
      await assertFails(getDoc(doc(bob, 'leaderboard/pookalam/entries/alice')));
      await assertFails(getDoc(doc(visitor, 'leaderboard/pookalam/entries/alice')));
    });

    it('denies listing the entries, signed out or in, however few are asked for', async () => {
      // The scraped board: every player's uid, name and district, listed signed out.
      await seed('leaderboard/pookalam/entries/alice', entry());
      await seed('leaderboard/pookalam/entries/bob', entry({ name: 'Bob', score: 90 }));
      for (const db of [visitor, alice]) {
        const entries = collection(db, 'leaderboard/pookalam/entries');
        await assertFails(getDocs(entries));
        await assertFails(getDocs(query(entries, orderBy('score', 'desc'), limit(10))));
        await assertFails(getDocs(query(entries, limit(1))));
      }
    });

    it('denies writing an entry, even one’s own', async () => {
      const ref = doc(alice, 'leaderboard/pookalam/entries/alice');
      await assertFails(setDoc(ref, entry({ score: 100 })));
      await seed('leaderboard/pookalam/entries/alice', entry());
      await assertFails(updateDoc(ref, { score: 100 }));
      await assertFails(updateDoc(ref, { name: 'Kerala Vision Official' }));
      await assertFails(deleteDoc(ref));
    });
  });

  describe('media/{uid_slot}: records written by the server only', () => {
    it('lets the owner read their records, and nobody else', async () => {
      await seed('media/alice_g0', media());
      await assertSucceeds(getDoc(doc(alice, 'media/alice_g0')));
      await assertSucceeds(getDocs(query(collection(alice, 'media'), where('uid', '==', 'alice'))));
      await assertFails(getDoc(doc(bob, 'media/alice_g0')));
      await assertFails(getDoc(doc(visitor, 'media/alice_g0')));
      await assertFails(getDocs(query(collection(bob, 'media'), where('uid', '==', 'alice'))));
    });

    it('denies records written by a visitor: no twenty greetings, no record without a file', async () => {
      for (let slot = 0; slot < 20; slot += 1) {
        await assertFails(
          setDoc(
            doc(alice, `media/alice_g${slot}`),
            media({ storagePath: `media/alice/g${slot}` }),
          ),
        );
      }
      await seed('media/alice_g0', media());
      await assertFails(updateDoc(doc(alice, 'media/alice_g0'), { size: 1 }));
      await assertFails(deleteDoc(doc(alice, 'media/alice_g0')));
    });
  });

  describe('campaign/live: the live manifest, written by the server only', () => {
    const live = { revision: 1, manifest: '{}', etag: '"r1-x"', time: '', author: 'desk' };
    const operatorDb = () =>
      firestoreOf(env.authenticatedContext('desk', { operator: true, email: 'desk@example.com' }));
    // Granted as `pnpm operators grant` grants: the claim and the listing.
    beforeEach(() => seed('operators/desk', { email: 'desk@example.com', grantedAt: '' }));

    it('lets an operator read the live pointer and the history, and nobody else', async () => {
      await seed('campaign/live', live);
      await seed('campaign/live/revisions/000001', { ...live, command: 'import', changes: [] });
      const desk = operatorDb();
      await assertSucceeds(getDoc(doc(desk, 'campaign/live')));
      await assertSucceeds(getDocs(collection(desk, 'campaign/live/revisions')));
      for (const who of [alice, visitor]) {
        await assertFails(getDoc(doc(who, 'campaign/live')));
        await assertFails(getDocs(collection(who, 'campaign/live/revisions')));
      }
      // A claim that is merely truthy is not the claim.
      const spoofed = firestoreOf(env.authenticatedContext('mallory', { operator: 'true' }));
      await assertFails(getDoc(doc(spoofed, 'campaign/live')));
    });

    it('denies every write, an operator’s included: changeCampaign checks and writes', async () => {
      await seed('campaign/live', live);
      const desk = operatorDb();
      for (const who of [desk, alice, visitor]) {
        await assertFails(setDoc(doc(who, 'campaign/live'), { ...live, revision: 2 }));
        await assertFails(updateDoc(doc(who, 'campaign/live'), { manifest: '{"switchOff":1}' }));
        await assertFails(deleteDoc(doc(who, 'campaign/live')));
        await assertFails(
          setDoc(doc(who, 'campaign/live/revisions/000002'), { ...live, revision: 2 }),
        );
      }
    });
  });

  describe('now/{day}/shards: the operators’ live numbers, counted by the server only', () => {
    const operatorDb = () => firestoreOf(env.authenticatedContext('desk', { operator: true }));
    beforeEach(() => seed('operators/desk', { email: 'desk@example.com', grantedAt: '' }));

    it('lets an operator read and listen to the counters, and no visitor', async () => {
      await seed('now/2026-08-26/shards/3', { plays_sadya_09: 12, visitors: 4 });
      await seed('now/wall/shards/0', { waiting: 2 });
      const desk = operatorDb();
      await assertSucceeds(getDocs(collection(desk, 'now/2026-08-26/shards')));
      await assertSucceeds(getDoc(doc(desk, 'now/wall/shards/0')));
      const spoofed = firestoreOf(env.authenticatedContext('mallory', { operator: 'true' }));
      for (const who of [alice, visitor, spoofed]) {
        await assertFails(getDocs(collection(who, 'now/2026-08-26/shards')));
        await assertFails(getDoc(doc(who, 'now/2026-08-26/shards/3')));
        await assertFails(getDocs(collection(who, 'now/wall/shards')));
      }
    });

    it('denies every write, an operator’s included: a visitor cannot inflate or zero a counter', async () => {
      await seed('now/2026-08-26/shards/3', { plays_sadya_09: 12 });
      await seed('now/wall/shards/0', { waiting: 2 });
      for (const who of [operatorDb(), alice, visitor]) {
        await assertFails(
          setDoc(doc(who, 'now/2026-08-26/shards/3'), { plays_sadya_09: 1_000_000 }),
        );
        await assertFails(updateDoc(doc(who, 'now/2026-08-26/shards/3'), { plays_sadya_09: 0 }));
        await assertFails(setDoc(doc(who, 'now/2026-08-26/shards/7'), { visitors: 5 }));
        await assertFails(updateDoc(doc(who, 'now/wall/shards/0'), { waiting: 0 }));
        await assertFails(deleteDoc(doc(who, 'now/wall/shards/0')));
        await assertFails(setDoc(doc(who, 'now/2026-08-26'), { visitors: 5 }));
      }
    });
  });

  describe('wishes, wall and wishReports: the wall of wishes, written by the server only', () => {
    const wish = (overrides: DocumentData = {}): DocumentData => ({
      uid: 'alice',
      greeting: 'ponnonam',
      name: 'Alice',
      district: 'thrissur',
      illustration: 'festival',
      status: 'pending',
      createdAt: '2026-08-26T10:00:00.000Z',
      day: '2026-08-26',
      queuedAt: '2026-08-26T10:00:00.000Z',
      approvedAt: null,
      reason: null,
      reports: 0,
      countedReports: 0,
      moderatedBy: null,
      moderatedAt: null,
      ...overrides,
    });
    const approved = (overrides: DocumentData = {}) =>
      wish({
        status: 'approved',
        queuedAt: null,
        approvedAt: '2026-08-26T11:00:00.000Z',
        moderatedBy: 'desk',
        moderatedAt: '2026-08-26T11:00:00.000Z',
        ...overrides,
      });
    const operatorDb = () => firestoreOf(env.authenticatedContext('desk', { operator: true }));
    // Granted as `pnpm operators grant` grants: the claim and the listing (operator-gate.ts).
    beforeEach(() => seed('operators/desk', { email: 'desk@example.com', grantedAt: '' }));
    /** The public copy of an approved card, made as the functions make it. */
    const seedOnWall = async (id: string, overrides: DocumentData = {}) => {
      const card = approved(overrides);
      await seed(`wishes/${id}`, card);
      await seed(`wall/${id}`, publicCardOf(card as WishDoc));
    };
    const newestFirst = (db: Firestore, count = WALL_PAGE_SIZE + 1) =>
      query(collection(db, 'wall'), orderBy('approvedAt', 'desc'), limit(count));

    it('lets anyone, signed out too, read the wall: the public copies, a page at a time', async () => {
      await seedOnWall('w1');
      for (const who of [visitor, bob, alice]) {
        await assertSucceeds(getDoc(doc(who, 'wall/w1')));
        const page = await assertSucceeds(getDocs(newestFirst(who)));
        expect(page.docs.map((card) => card.id)).toEqual(['w1']);
      }
      // A list must be bounded like the wall's pages: nobody copies the wall in one read.
      await assertFails(getDocs(query(collection(visitor, 'wall'))));
      await assertFails(getDocs(newestFirst(visitor, 500)));
    });

    it('serves nothing of who wrote or moderated a card: no uid, moderatedBy, reports or day', async () => {
      await seedOnWall('w1', { uid: 'alice-uid-7f3a', moderatedBy: 'desk-uid-91c2', reports: 2 });
      for (const read of [
        (await getDoc(doc(visitor, 'wall/w1'))).data(),
        (await getDocs(newestFirst(visitor))).docs[0]?.data(),
      ]) {
        expect(Object.keys(read ?? {}).sort()).toEqual([...PUBLIC_CARD_FIELDS].sort());
        expect(JSON.stringify(read)).not.toMatch(/uid|desk|reports|2026-08-26"/);
      }
    });

    it('denies reading or listing the private cards, approved ones included, to anyone but their author and operators', async () => {
      await seedOnWall('w1');
      await seed('wishes/w2', wish());
      await seed('wishes/w3', approved({ status: 'reported', reports: 1 }));
      await seed('wishes/w4', wish({ status: 'rejected', reason: 'Not a greeting' }));
      for (const id of ['w1', 'w2', 'w3', 'w4']) {
        await assertFails(getDoc(doc(bob, `wishes/${id}`)));
        await assertFails(getDoc(doc(visitor, `wishes/${id}`)));
      }
      for (const who of [visitor, bob]) {
        await assertFails(
          getDocs(query(collection(who, 'wishes'), where('status', '==', 'approved'))),
        );
        await assertFails(getDocs(query(collection(who, 'wishes'), limit(12))));
        await assertFails(getDocs(query(collection(who, 'wishes'), where('uid', '==', 'alice'))));
      }
    });

    it('lets an author read their own cards in any state, with a rejection’s reason', async () => {
      await seedOnWall('w1');
      await seed('wishes/w3', wish({ status: 'rejected', reason: 'Not a greeting' }));
      await assertSucceeds(getDoc(doc(alice, 'wishes/w1')));
      await assertSucceeds(getDoc(doc(alice, 'wishes/w3')));
      await assertSucceeds(
        getDocs(
          query(
            collection(alice, 'wishes'),
            where('uid', '==', 'alice'),
            orderBy('createdAt', 'desc'),
            limit(20),
          ),
        ),
      );
    });

    it('lets an operator read the queue, and nobody with a merely truthy claim', async () => {
      await seed('wishes/w1', wish());
      await assertSucceeds(
        getDocs(
          query(
            collection(operatorDb(), 'wishes'),
            where('queuedAt', '!=', null),
            orderBy('queuedAt', 'asc'),
            limit(30),
          ),
        ),
      );
      const spoofed = firestoreOf(env.authenticatedContext('mallory', { operator: 'true' }));
      await assertFails(getDoc(doc(spoofed, 'wishes/w1')));
    });

    it('denies every client write: no card, no public copy, no report', async () => {
      await seedOnWall('w1');
      await seed('wishes/w2', wish());
      for (const who of [alice, bob, visitor, operatorDb()]) {
        await assertFails(setDoc(doc(who, 'wishes/w9'), approved()));
        await assertFails(setDoc(doc(who, 'wishes/w8'), wish()));
        await assertFails(updateDoc(doc(who, 'wishes/w2'), { status: 'approved' }));
        await assertFails(deleteDoc(doc(who, 'wishes/w2')));
        await assertFails(setDoc(doc(who, 'wall/w2'), publicCardOf(approved() as WishDoc)));
        await assertFails(updateDoc(doc(who, 'wall/w1'), { name: 'Official' }));
        await assertFails(deleteDoc(doc(who, 'wall/w1')));
        await assertFails(
          setDoc(doc(who, 'wishReports/w1_bob'), { uid: 'bob', wishId: 'w1', at: '', day: '' }),
        );
      }
    });

    it('denies reading reports, the reporter’s own and an operator’s included', async () => {
      await seed('wishes/w1', approved({ status: 'reported', reports: 1 }));
      const report = {
        uid: 'bob',
        wishId: 'w1',
        at: '2026-08-26T12:00:00.000Z',
        day: '2026-08-26',
      };
      await seed('wishReports/w1_bob', report);
      for (const who of [alice, bob, visitor, operatorDb()]) {
        await assertFails(getDoc(doc(who, 'wishReports/w1_bob')));
        await assertFails(
          getDocs(query(collection(who, 'wishReports'), where('uid', '==', 'bob'))),
        );
      }
    });
  });

  describe('operators/{uid} and deletedAccounts/{uid}: who may act, kept by the server alone', () => {
    const live = { revision: 1, manifest: '{}', etag: '"r1-x"', time: '', author: 'desk' };
    /** A revoked operator's ID token: it carries the claim until it expires, up to an hour. */
    const revokedDb = () => firestoreOf(env.authenticatedContext('desk', { operator: true }));

    it('lets a revoked operator read nothing more, at once, though the token keeps the claim', async () => {
      await seed('campaign/live', live);
      await seed('campaign/live/revisions/000001', { ...live, command: 'import', changes: [] });
      await seed('wishes/w1', { uid: 'alice', status: 'pending', queuedAt: '2026-08-26' });
      // `pnpm operators revoke` deleted the listing; the claim is still in the token.
      const desk = revokedDb();
      await assertFails(getDoc(doc(desk, 'campaign/live')));
      await assertFails(getDocs(collection(desk, 'campaign/live/revisions')));
      await assertFails(getDoc(doc(desk, 'wishes/w1')));
      await assertFails(
        getDocs(query(collection(desk, 'wishes'), where('status', '==', 'pending'), limit(30))),
      );
      // Listed without the claim (a half grant) is not an operator either.
      await seed('operators/alice', { email: 'alice@example.com', grantedAt: '' });
      await assertFails(getDoc(doc(alice, 'campaign/live')));
    });

    it('lets no client read or write who is an operator or which accounts were deleted', async () => {
      await seed('operators/desk', { email: 'desk@example.com', grantedAt: '' });
      await seed('deletedAccounts/alice', { deletedAt: '2026-09-01T10:00:00.000Z' });
      const desk = firestoreOf(env.authenticatedContext('desk', { operator: true }));
      for (const who of [alice, bob, visitor, desk]) {
        await assertFails(getDoc(doc(who, 'operators/desk')));
        await assertFails(getDocs(query(collection(who, 'operators'), limit(10))));
        await assertFails(getDoc(doc(who, 'deletedAccounts/alice')));
        await assertFails(getDocs(query(collection(who, 'deletedAccounts'), limit(10))));
        await assertFails(setDoc(doc(who, 'operators/bob'), { email: 'bob@example.com' }));
        await assertFails(deleteDoc(doc(who, 'deletedAccounts/alice')));
      }
      await assertFails(setDoc(doc(bob, 'deletedAccounts/bob'), { deletedAt: '' }));
    });

    it('denies a deleted account’s token making its profile again', async () => {
      // Deleted: the tombstone, and none of its documents. Its ID token is valid up to an hour.
      await seed('deletedAccounts/alice', { deletedAt: '2026-09-01T10:00:00.000Z' });
      await assertFails(setDoc(doc(alice, 'profiles/alice'), profile()));
      await assertSucceeds(setDoc(doc(bob, 'profiles/bob'), profile({ displayName: 'Bob' })));
    });
  });

  it('denies every other path, the server’s own bookkeeping included', async () => {
    await seed('boards/pookalam', { top: [{ uid: 'alice', name: 'Alice', score: 70 }] });
    await assertFails(getDoc(doc(visitor, 'boards/pookalam')));
    await assertFails(getDoc(doc(alice, 'boards/pookalam')));
    // The tally of bests the board's counts are summed from: a player adding to their own score's
    // count, or reading who is where, is refused.
    await seed('boards/pookalam/tally/3', { counts: { 70: 1 }, players: 1 });
    await assertFails(getDoc(doc(alice, 'boards/pookalam/tally/3')));
    await assertFails(
      setDoc(doc(alice, 'boards/pookalam/tally/3'), { counts: { 100: 500 }, players: 500 }),
    );
    await assertFails(setDoc(doc(alice, 'settings/site'), { open: true }));
    await assertFails(getDoc(doc(visitor, 'settings/site')));
    await assertFails(setDoc(doc(alice, 'profiles/alice/private/x'), { a: 1 }));
  });
});
