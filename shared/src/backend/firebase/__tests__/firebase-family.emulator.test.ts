/** @jest-environment node */
// The family adapter against Google's Firestore emulator with the project's own rules
// (deploy/firestore.rules): what the fakes of firebase-family.test.ts cannot say is whether the
// batch the sender writes is one the rules take. Runs where `pnpm test:unit` started the emulator
// (FIRESTORE_EMULATOR_HOST); skipped elsewhere, as the rules tests are.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import {
  collection,
  connectFirestoreEmulator,
  doc,
  getFirestore,
  onSnapshot,
  orderBy,
  query,
  serverTimestamp,
  setLogLevel,
  terminate,
  writeBatch,
} from 'firebase/firestore';
import {
  connectFirestoreEmulator as connectLite,
  getFirestore as getLite,
  terminate as terminateLite,
} from 'firebase/firestore/lite';
import type { Functions } from 'firebase/functions';
import {
  carpetPath,
  memberPath,
  seatPath,
  type CarpetDoc,
  type MemberDoc,
  type SeatDoc,
} from '../../../family/carpet';
import { FAMILY_OUTBOX_PREFIX } from '../../family-outbox';
import type { BackendError, FamilyCarpetView } from '../../port';
import { createFirebaseFamily } from '../firebase-family';
import type { Listening } from '../firebase-services';

const emulatorHost = process.env.FIRESTORE_EMULATOR_HOST;
const describeWithEmulator = emulatorHost ? describe : describe.skip;
// Refusals are part of what is tried here; the SDK would warn about each.
setLogLevel('silent');

/** Its own project, so that clearing it never races another test file's documents. */
const PROJECT = 'demo-onam-family-adapter';
const CARPET = 'Fm4Lk8Qw2Zx6Cv0Bn3Ty';
const ANU = 'AnuMember001';
const BIJU = 'BijuMember01';
const RULES = join(__dirname, '../../../../../deploy/firestore.rules');

const emulatorUrl = (path: string) => `http://${emulatorHost}${path}`;
const documentsUrl = `/v1/projects/${PROJECT}/databases/(default)/documents`;

/** A document's fields in the REST API's form. */
function restValue(value: unknown): object {
  if (value === null) return { nullValue: null };
  if (typeof value === 'string') return { stringValue: value };
  if (typeof value === 'boolean') return { booleanValue: value };
  if (typeof value === 'number') {
    return Number.isInteger(value) ? { integerValue: String(value) } : { doubleValue: value };
  }
  if (Array.isArray(value)) return { arrayValue: { values: value.map(restValue) } };
  return { mapValue: { fields: restFields(value as Record<string, unknown>) } };
}
const restFields = (data: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(data).map(([key, value]) => [key, restValue(value)]));

/**
 * As the server writes: past the rules (the emulator's owner token). Just after the documents
 * were cleared, with the previous test's pages winding down, the emulator answers a write 500 now
 * and then and takes it a moment later.
 */
async function asServer(
  method: 'PATCH' | 'DELETE',
  path: string,
  data?: object,
  attempt = 1,
): Promise<void> {
  const response = await fetch(emulatorUrl(`${documentsUrl}/${path}`), {
    method,
    headers: { Authorization: 'Bearer owner', 'Content-Type': 'application/json' },
    ...(data
      ? { body: JSON.stringify({ fields: restFields(data as Record<string, unknown>) }) }
      : {}),
  });
  if (response.ok) return;
  if (response.status === 500 && attempt < 20) {
    await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
    return asServer(method, path, data, attempt + 1);
  }
  throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
}

async function serverDoc(path: string): Promise<Record<string, unknown> | null> {
  const response = await fetch(emulatorUrl(`${documentsUrl}/${path}`), {
    headers: { Authorization: 'Bearer owner' },
  });
  if (response.status === 404) return null;
  return ((await response.json()) as { fields: Record<string, unknown> }).fields;
}

async function strokesOnServer(): Promise<{ name: string; fields: Record<string, unknown> }[]> {
  const response = await fetch(emulatorUrl(`${documentsUrl}/${carpetPath(CARPET)}/strokes`), {
    headers: { Authorization: 'Bearer owner' },
  });
  return (
    ((await response.json()) as { documents?: { name: string; fields: Record<string, unknown> }[] })
      .documents ?? []
  );
}

const carpet: CarpetDoc = {
  status: 'open',
  options: { symmetry: 8, mode: 'free', day: 1 },
  cellCount: 64,
  remote: 'games',
  version: '1.4.0',
  owner: ANU,
  memberCount: 2,
  createdAt: '2026-08-26T04:00:00.000Z',
};
const member = (name: string, colour: number, removed = false): MemberDoc => ({
  name,
  colour,
  joinedAt: `2026-08-26T04:0${colour}:00.000Z`,
  removed,
});
const seat = (memberId: string, owner: boolean): SeatDoc => ({
  memberId,
  owner,
  lastAt: null,
  lastStroke: null,
});

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
    clear: () => items.clear(),
    key: (index) => [...items.keys()][index] ?? null,
    get length() {
      return items.size;
    },
  };
}

const pages: FirebaseApp[] = [];

/** A member's phone: the app signed in as `uid` (the emulator's mock token), both SDKs on it. */
function phone(uid: string, storage: Storage = memoryStorage()) {
  const app = initializeApp({ projectId: PROJECT, apiKey: 'demo' }, `${uid}-${pages.length}`);
  pages.push(app);
  const [host = '127.0.0.1', port = '8080'] = (emulatorHost ?? '').split(':');
  const live = getFirestore(app);
  connectFirestoreEmulator(live, host, Number(port), { mockUserToken: { sub: uid } });
  const lite = getLite(app);
  connectLite(lite, host, Number(port), { mockUserToken: { sub: uid } });
  const sdk: Listening = {
    db: live,
    collection,
    doc,
    query,
    orderBy,
    onSnapshot,
    writeBatch,
    serverTimestamp,
  };
  const family = createFirebaseFamily({
    db: lite,
    listening: async () => sdk,
    functions: {} as Functions,
    signedInUid: async () => uid,
    storage: () => storage,
  });
  const views: FamilyCarpetView[] = [];
  const errors: BackendError[] = [];
  const stop = family.watch(
    CARPET,
    (view) => views.push(view),
    (error) => errors.push(error),
  );
  return { family, views, errors, stop, storage, app, live, lite, last: () => views.at(-1) };
}

/** Waits for a condition the emulator's answers make true, or fails saying which. */
async function until(what: string, done: () => boolean | Promise<boolean>, timeoutMs = 10_000) {
  const started = Date.now();
  while (!(await done())) {
    if (Date.now() - started > timeoutMs) throw new Error(`never: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describeWithEmulator(
  'the family adapter on the Firestore emulator, under the project’s rules',
  () => {
    beforeAll(async () => {
      const response = await fetch(emulatorUrl(`/emulator/v1/projects/${PROJECT}:securityRules`), {
        method: 'PUT',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          rules: { files: [{ name: 'firestore.rules', content: readFileSync(RULES, 'utf8') }] },
        }),
      });
      if (!response.ok) throw new Error(`rules: ${response.status} ${await response.text()}`);
    });

    beforeEach(async () => {
      await fetch(emulatorUrl(`/emulator/v1/projects/${PROJECT}/databases/(default)/documents`), {
        method: 'DELETE',
      });
      await asServer('PATCH', carpetPath(CARPET), carpet);
      await asServer('PATCH', memberPath(CARPET, ANU), member('Amma', 0));
      await asServer('PATCH', memberPath(CARPET, BIJU), member('Biju', 1));
      await asServer('PATCH', seatPath(CARPET, 'anu-uid'), seat(ANU, true));
      await asServer('PATCH', seatPath(CARPET, 'biju-uid'), seat(BIJU, false));
    });

    afterEach(async () => {
      for (const app of pages.splice(0)) {
        await terminate(getFirestore(app));
        await terminateLite(getLite(app));
        await deleteApp(app);
      }
    });

    it('lays strokes the rules take, at their pace, and both phones show the same carpet', async () => {
      const anu = phone('anu-uid');
      const biju = phone('biju-uid');
      await until('both carpets shown', () => Boolean(anu.last() && biju.last()));

      // Three taps in a row: faster than the pace allows one stroke each, so the sender coalesces.
      anu.family.lay(CARPET, [{ cell: 1, code: 'a' }]);
      anu.family.lay(CARPET, [{ cell: 2, code: 'a' }]);
      biju.family.lay(CARPET, [{ cell: 2, code: 'b' }]);
      anu.family.lay(CARPET, [{ cell: 3, code: 'a' }]);
      expect(anu.last()?.cells.slice(1, 4)).toEqual(['a', 'a', 'a']);

      await until(
        'every flower sent',
        () => anu.last()?.waiting === 0 && biju.last()?.waiting === 0,
      );
      await until(
        'the phones agree',
        () => anu.last()?.cells.join('') === biju.last()?.cells.join(''),
      );
      expect(anu.last()?.cells.slice(1, 4).join('')).toMatch(/^a[ab]a$/);
      expect(anu.last()?.laidBy).toEqual(biju.last()?.laidBy);

      const strokes = await strokesOnServer();
      const cells = strokes.flatMap(({ fields }) =>
        (
          fields.cells as { arrayValue: { values: { integerValue: string }[] } }
        ).arrayValue.values.map((value) => Number(value.integerValue)),
      );
      expect(cells.sort()).toEqual([1, 2, 2, 3]);
      const anuSeat = await serverDoc(seatPath(CARPET, 'anu-uid'));
      expect(anuSeat?.lastStroke).toEqual({ stringValue: expect.stringMatching(`^${ANU}-`) });
    });

    it('refuses a visitor with the link but no seat', async () => {
      const stranger = phone('stranger-uid');
      await until('refused', () => stranger.errors.length > 0);
      expect(stranger.errors[0]?.code).toBe('permission-denied');
      expect(stranger.views).toEqual([]);
    });

    it('sends nothing more for a member removed, and keeps what they laid on the device', async () => {
      const biju = phone('biju-uid');
      await until('carpet shown', () => Boolean(biju.last()));
      await asServer('DELETE', seatPath(CARPET, 'biju-uid'));
      biju.family.lay(CARPET, [{ cell: 5, code: 'b' }]);
      // Refused, looked at, stopped: the flower stays on the device, never on the carpet.
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      expect(await strokesOnServer()).toEqual([]);
      const kept = biju.storage.getItem(`${FAMILY_OUTBOX_PREFIX}${CARPET}:${BIJU}`) ?? '';
      expect(JSON.parse(kept)).toMatchObject({ sending: [{ cells: [5], codes: 'b' }] });
    });

    it('after a reload, does not lay again a stroke the server took before the page closed', async () => {
      const storage = memoryStorage();
      const first = phone('anu-uid', storage);
      await until('carpet shown', () => Boolean(first.last()));
      first.family.lay(CARPET, [{ cell: 9, code: 'a' }]);
      await until('sent', () => first.last()?.waiting === 0);
      const sent = (await strokesOnServer())[0]?.name.split('/').pop() ?? '';
      first.stop();
      // As if the page had closed before the answer: the stroke is still on its way in the outbox.
      const key = `${FAMILY_OUTBOX_PREFIX}${CARPET}:${ANU}`;
      const outbox = JSON.parse(storage.getItem(key) ?? '{}') as Record<string, unknown>;
      storage.setItem(
        key,
        JSON.stringify({ ...outbox, sending: [{ id: sent, cells: [9], codes: 'a' }] }),
      );

      const again = phone('anu-uid', storage);
      await until('nothing waiting', () => again.last()?.waiting === 0);
      expect(await strokesOnServer()).toHaveLength(1);
    });

    it('stops laying on a finished carpet', async () => {
      const anu = phone('anu-uid');
      await until('carpet shown', () => Boolean(anu.last()));
      await asServer('PATCH', carpetPath(CARPET), { ...carpet, status: 'finished' });
      await until('finished shown', () => anu.last()?.status === 'finished');
      anu.family.lay(CARPET, [{ cell: 4, code: 'a' }]);
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(await strokesOnServer()).toEqual([]);
      expect(anu.last()?.waiting).toBe(1);
    });
  },
);
