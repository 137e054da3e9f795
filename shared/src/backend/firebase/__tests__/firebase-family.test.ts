/** @jest-environment node */
import type { Firestore } from 'firebase/firestore/lite';
import type { Functions } from 'firebase/functions';
import {
  carpetPath,
  familyEntryPath,
  FAMILY_CALLABLES,
  memberPath,
  seatPath,
  strokePath,
  type CarpetDoc,
  type MemberDoc,
} from '../../../family/carpet';
import { FAMILY_OUTBOX_PREFIX } from '../../family-outbox';
import type { FamilyCarpetView } from '../../port';
import { createFirebaseFamily } from '../firebase-family';
import type { Listening } from '../firebase-services';

/**
 * A Firestore server as the family carpet meets it: documents by path, the rules' refusals that
 * matter here (a stroke created once, never over another; a seat that must be there; the pace,
 * when a test asks), the server's time, and listeners told of every change. Both SDKs reach it:
 * the full one's listeners and batches (with the SDK's own pending writes shown at once, and held
 * while offline), and Lite's one-off reads (mocked below).
 */
class FakeServer {
  docs = new Map<string, Record<string, unknown>>();
  clock = 1_000;
  online = true;
  /** Pace refusals still to give. */
  refusePace = 0;
  /** Strokes a page asked to write, and those the server took. */
  attempts: string[] = [];
  writes: string[] = [];
  reads: string[] = [];
  private listeners = new Set<Listener>();
  private held: (() => void)[] = [];
  /** Which page load the SDK's answers go to: none reach a page that was closed. */
  private page = 0;
  private pendingDocs = new Map<string, Record<string, unknown>>();

  set(path: string, data: Record<string, unknown>) {
    this.docs.set(path, data);
    this.notify();
  }
  delete(path: string) {
    this.docs.delete(path);
    this.notify();
  }
  goOffline() {
    this.online = false;
  }
  goOnline() {
    this.online = true;
    const held = this.held;
    this.held = [];
    held.forEach((send) => send());
  }
  /** The page closes: what the SDK held in memory is gone with it. */
  closePage() {
    this.page += 1;
    this.held = [];
    this.pendingDocs.clear();
    this.listeners.clear();
  }
  denyListeners(prefix: string) {
    for (const listener of [...this.listeners]) {
      if (listener.path.startsWith(prefix)) {
        this.listeners.delete(listener);
        listener.error(Object.assign(new Error('denied'), { code: 'permission-denied' }));
      }
    }
  }
  childrenOf(path: string) {
    const depth = path.split('/').length + 1;
    return [...this.docs.entries()]
      .filter(([key]) => key.startsWith(`${path}/`) && key.split('/').length === depth)
      .map(([key, data]) => ({ id: key.split('/').pop() ?? '', data }));
  }

  listen(listener: Listener) {
    this.listeners.add(listener);
    setImmediate(() => this.listeners.has(listener) && listener.deliver());
    return () => void this.listeners.delete(listener);
  }
  notify() {
    for (const listener of this.listeners) listener.deliver();
  }
  /** What a listener sees: the server's documents with this page's pending writes over them. */
  view(path: string): Record<string, unknown> | undefined {
    return this.pendingDocs.get(path) ?? this.docs.get(path);
  }
  viewChildren(path: string) {
    const depth = path.split('/').length + 1;
    const paths = new Set(
      [...this.docs.keys(), ...this.pendingDocs.keys()].filter(
        (key) => key.startsWith(`${path}/`) && key.split('/').length === depth,
      ),
    );
    return [...paths].map((key) => ({
      id: key.split('/').pop() ?? '',
      data: this.view(key) ?? {},
    }));
  }

  commit(operations: Operation[]): Promise<void> {
    // Shown at once by the SDK, unstamped, as it waits for the server.
    for (const { kind, path, data } of operations) {
      if (kind !== 'set') continue;
      this.attempts.push(path);
      this.pendingDocs.set(path, stamped(data, null));
    }
    this.notify();
    const page = this.page;
    return new Promise((resolve, reject) => {
      const send = () => {
        for (const { path } of operations) this.pendingDocs.delete(path);
        const refusal = this.refusal(operations);
        if (refusal) {
          this.notify();
          if (page === this.page) reject(refusal);
          return;
        }
        this.clock += 150;
        const at = { toMillis: () => this.clock };
        for (const { kind, path, data } of operations) {
          this.writes.push(path);
          this.docs.set(
            path,
            kind === 'set' ? stamped(data, at) : { ...this.docs.get(path), ...stamped(data, at) },
          );
        }
        this.notify();
        if (page === this.page) resolve();
      };
      if (this.online) setImmediate(send);
      else this.held.push(send);
    });
  }
  private refusal(operations: Operation[]): Error | null {
    const denied = (message: string) =>
      Object.assign(new Error(message), { code: 'permission-denied' });
    for (const { kind, path } of operations) {
      if (kind === 'set' && this.docs.has(path)) return denied('a stroke is never changed');
      if (kind === 'update' && !this.docs.has(path)) return denied('no seat');
      if (
        path.includes('/strokes/') &&
        this.docs.get(path.slice(0, path.indexOf('/strokes/')))?.status === 'finished'
      ) {
        return denied('finished');
      }
    }
    if (this.refusePace > 0) {
      this.refusePace -= 1;
      return denied('too soon');
    }
    return null;
  }
}

interface Listener {
  path: string;
  deliver: () => void;
  error: (error: unknown) => void;
}
interface Operation {
  kind: 'set' | 'update';
  path: string;
  data: Record<string, unknown>;
}

const SERVER_TIME = Symbol('serverTimestamp');
const stamped = (data: Record<string, unknown>, at: unknown) =>
  Object.fromEntries(
    Object.entries(data).map(([key, value]) => [key, value === SERVER_TIME ? at : value]),
  );

let server: FakeServer;

/** The full SDK's functions the adapter uses, over the fake server. */
function fullSdk(): Listening {
  const ref = (path: string) => ({ path });
  return {
    db: {} as Listening['db'],
    doc: ((_db: unknown, path: string) => ref(path)) as unknown as Listening['doc'],
    collection: ((_db: unknown, ...segments: string[]) =>
      ref(segments.join('/'))) as unknown as Listening['collection'],
    query: ((collection: { path: string }) => collection) as unknown as Listening['query'],
    orderBy: (() => ({})) as unknown as Listening['orderBy'],
    serverTimestamp: (() => SERVER_TIME) as unknown as Listening['serverTimestamp'],
    writeBatch: (() => {
      const operations: Operation[] = [];
      const batch = {
        set: (target: { path: string }, data: Record<string, unknown>) => {
          operations.push({ kind: 'set', path: target.path, data });
          return batch;
        },
        update: (target: { path: string }, data: Record<string, unknown>) => {
          operations.push({ kind: 'update', path: target.path, data });
          return batch;
        },
        commit: () => server.commit(operations),
      };
      return batch;
    }) as unknown as Listening['writeBatch'],
    onSnapshot: ((
      target: { path: string },
      _options: { includeMetadataChanges: boolean },
      next: (snapshot: unknown) => void,
      error: (error: unknown) => void,
    ) => {
      const metadata = { fromCache: false };
      const isDoc = target.path.split('/').length % 2 === 0;
      // What this listener was last sent, for its snapshots' changes: a document whose data is
      // another object since has changed, as the SDK tells a document whose version moved.
      let sent = new Map<string, Record<string, unknown>>();
      return server.listen({
        path: target.path,
        error,
        deliver: () => {
          if (isDoc) {
            const data = server.view(target.path);
            next({
              id: target.path.split('/').pop(),
              exists: () => data !== undefined,
              data: () => data,
              metadata,
            });
          } else {
            const children = server.viewChildren(target.path);
            const docs = children.map(({ id, data }) => ({ id, data: () => data }));
            const now = new Map(children.map(({ id, data }) => [id, data]));
            const changes = [
              ...children
                .filter(({ id, data }) => sent.get(id) !== data)
                .map(({ id, data }) => ({
                  type: sent.has(id) ? 'modified' : 'added',
                  doc: { id, data: () => data },
                })),
              ...[...sent]
                .filter(([id]) => !now.has(id))
                .map(([id, data]) => ({ type: 'removed', doc: { id, data: () => data } })),
            ];
            sent = now;
            next({ docs, docChanges: () => changes, metadata });
          }
        },
      });
    }) as unknown as Listening['onSnapshot'],
  };
}

jest.mock('firebase/firestore/lite', () => ({
  doc: (_db: unknown, path: string) => ({ path }),
  collection: (_db: unknown, ...segments: string[]) => ({ path: segments.join('/') }),
  query: (collection: { path: string }, ...constraints: { limit?: number; desc?: string }[]) => ({
    path: collection.path,
    constraints,
  }),
  orderBy: (field: string, direction: string) => (direction === 'desc' ? { desc: field } : {}),
  limit: (count: number) => ({ limit: count }),
  getDoc: async ({ path }: { path: string }) => {
    server.reads.push(path);
    const data = server.docs.get(path);
    return { exists: () => data !== undefined, data: () => data };
  },
  getDocs: async (q: { path: string; constraints: { limit?: number; desc?: string }[] }) => {
    server.reads.push(q.path);
    let rows = server.childrenOf(q.path);
    const desc = q.constraints.find((c) => c.desc)?.desc;
    if (desc) rows = rows.sort((a, b) => (b.data[desc] as number) - (a.data[desc] as number));
    const count = q.constraints.find((c) => c.limit)?.limit ?? rows.length;
    const docs = rows.slice(0, count).map(({ id, data }) => ({ id, data: () => data }));
    return { size: docs.length, docs };
  },
}));

type CallableName = (typeof FAMILY_CALLABLES)[keyof typeof FAMILY_CALLABLES];
const callables = {} as Record<CallableName, jest.Mock>;
jest.mock('firebase/functions', () => ({
  httpsCallable: (_functions: unknown, name: string) => async (request: unknown) => ({
    data: await callables[name as CallableName](request),
  }),
}));

const CARPET = 'Carpet00000000000001';
const ANU = 'AnuMember001';
const BIJU = 'BijuMember01';

/** localStorage as far as the outbox uses it: one device, across page loads. */
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

const carpetDoc = (more: Partial<CarpetDoc> = {}): CarpetDoc => ({
  status: 'open',
  options: { symmetry: 8, mode: 'free', day: 1 },
  cellCount: 40,
  remote: 'games',
  version: '1.4.0',
  owner: ANU,
  memberCount: 2,
  createdAt: '2026-08-26T04:00:00.000Z',
  ...more,
});
const memberDoc = (name: string, colour: number, removed = false): MemberDoc => ({
  name,
  colour,
  joinedAt: `2026-08-26T04:0${colour}:00.000Z`,
  removed,
});

/** A carpet Anu (owner) and Biju lay together, as the callables would have left it. */
function seedCarpet() {
  server.docs.set(carpetPath(CARPET), { ...carpetDoc() });
  server.docs.set(memberPath(CARPET, ANU), { ...memberDoc('Amma', 0) });
  server.docs.set(memberPath(CARPET, BIJU), { ...memberDoc('Biju', 1) });
  server.docs.set(seatPath(CARPET, 'anu-uid'), {
    memberId: ANU,
    owner: true,
    lastAt: null,
    lastStroke: null,
  });
  server.docs.set(seatPath(CARPET, 'biju-uid'), {
    memberId: BIJU,
    owner: false,
    lastAt: null,
    lastStroke: null,
  });
}

/** Lets promises settle, but no timer or I/O callback run (the server's answer is one). */
async function microtasksUntil(done: () => boolean) {
  for (let i = 0; i < 100 && !done(); i += 1) await Promise.resolve();
  if (!done()) throw new Error('never happened');
}
const tick = () => new Promise<void>((resolve) => setImmediate(resolve));
const settle = async (times = 30) => {
  for (let i = 0; i < times; i += 1) await tick();
};

/**
 * A page of one member's phone: its adapter, and every view its watch emitted. Its senders' clock
 * is the test's, moved on by their waits (each a tick).
 */
function phone(uid: string, storage: Storage = memoryStorage(), finishWaitMs?: number) {
  const family = createFirebaseFamily({
    db: {} as Firestore,
    listening: async () => fullSdk(),
    functions: {} as Functions,
    signedInUid: async () => uid,
    storage: () => storage,
    sleep: (ms) => {
      server.clock += ms;
      return tick();
    },
    now: () => server.clock,
    ...(finishWaitMs ? { finishWaitMs } : {}),
  });
  const views: FamilyCarpetView[] = [];
  const errors: unknown[] = [];
  const watch = () =>
    family.watch(
      CARPET,
      (view) => views.push(view),
      (error) => errors.push(error),
    );
  return { family, views, errors, watch, storage, last: () => views.at(-1) };
}

beforeEach(() => {
  server = new FakeServer();
  for (const name of Object.values(FAMILY_CALLABLES)) callables[name] = jest.fn();
});

describe('the family callables', () => {
  it('start and join answer the server’s data', async () => {
    const { family } = phone('anu-uid');
    callables[FAMILY_CALLABLES.start].mockResolvedValue({ carpetId: CARPET, memberId: ANU });
    const request = {
      options: { symmetry: 8 as const, mode: 'free' as const, day: 1 },
      remote: 'games',
      version: '1.4.0',
      cellCount: 40,
      name: 'Amma',
    };
    await expect(family.start(request)).resolves.toEqual({ carpetId: CARPET, memberId: ANU });
    expect(callables[FAMILY_CALLABLES.start]).toHaveBeenCalledWith(request);
  });

  it.each(['not-found', 'closed', 'full', 'removed', 'finished'])(
    'tell a join refused as %s apart',
    async (reason) => {
      const { family } = phone('biju-uid');
      callables[FAMILY_CALLABLES.join].mockRejectedValue(
        Object.assign(new Error('refused'), {
          code: 'functions/failed-precondition',
          details: { reason },
        }),
      );
      await expect(family.join({ carpetId: CARPET, name: 'Biju' })).rejects.toMatchObject({
        code: 'conflict',
        message: reason,
      });
    },
  );

  it('send a start’s request id as the page gives it, again on a retry', async () => {
    const { family } = phone('anu-uid');
    callables[FAMILY_CALLABLES.start]
      .mockRejectedValueOnce(
        Object.assign(new Error('internal [0]'), { code: 'functions/internal', message: '[0]' }),
      )
      .mockResolvedValue({ carpetId: CARPET, memberId: ANU });
    const request = {
      options: { symmetry: 8 as const, mode: 'free' as const, day: 1 },
      remote: 'games',
      version: '1.4.0',
      cellCount: 40,
      name: 'Amma',
      requestId: 'c6a1f0b2-3d4e-4f5a-8b6c-7d8e9f0a1b2c',
    };
    await expect(family.start(request)).rejects.toMatchObject({ code: 'network' });
    await expect(family.start(request)).resolves.toEqual({ carpetId: CARPET, memberId: ANU });
    expect(callables[FAMILY_CALLABLES.start].mock.calls).toEqual([[request], [request]]);
  });

  it.each([
    ['functions/resource-exhausted', 'too-many-open'],
    ['functions/resource-exhausted', 'on-too-many'],
    ['functions/permission-denied', 'not-owner'],
    ['functions/failed-precondition', 'still-laying'],
    ['functions/invalid-argument', 'reload'],
    ['functions/not-found', 'no-such-member'],
  ])('tell a refusal (%s) with its reason, %s, apart', async (code, reason) => {
    const { family } = phone('anu-uid');
    callables[FAMILY_CALLABLES.finish].mockRejectedValue(
      Object.assign(new Error('refused'), { code, details: { reason } }),
    );
    await expect(
      family.finish({ carpetId: CARPET, familyName: 'Menon family' }),
    ).rejects.toMatchObject({ code: 'conflict', message: reason });
  });

  it('say other failures as every callable does', async () => {
    const { family } = phone('biju-uid');
    callables[FAMILY_CALLABLES.remove].mockRejectedValue(
      Object.assign(new Error('not yours'), { code: 'functions/permission-denied' }),
    );
    await expect(family.remove({ carpetId: CARPET, memberId: BIJU })).rejects.toMatchObject({
      code: 'permission-denied',
    });
    callables[FAMILY_CALLABLES.join].mockRejectedValue(
      Object.assign(new Error('odd'), {
        code: 'functions/failed-precondition',
        details: { reason: 'odd' },
      }),
    );
    await expect(family.join({ carpetId: CARPET, name: 'Biju' })).rejects.toMatchObject({
      code: 'unavailable',
    });
  });
});

describe('watching a carpet', () => {
  it('shows the carpet, its members and every member’s strokes, live', async () => {
    seedCarpet();
    server.docs.set(strokePath(CARPET, `${BIJU}-1`), {
      by: BIJU,
      at: { toMillis: () => 500 },
      cells: [0, 1],
      codes: 'bb',
    });
    const anu = phone('anu-uid');
    anu.watch();
    await settle();
    expect(anu.last()).toMatchObject({
      id: CARPET,
      status: 'open',
      cellCount: 40,
      me: { memberId: ANU, name: 'Amma', owner: true },
      members: [{ memberId: ANU }, { memberId: BIJU, owner: false }],
      waiting: 0,
      result: null,
    });
    expect(anu.last()?.cells.slice(0, 3)).toEqual(['b', 'b', '.']);

    server.set(strokePath(CARPET, `${BIJU}-2`), {
      by: BIJU,
      at: { toMillis: () => 600 },
      cells: [2],
      codes: 'c',
    });
    await settle();
    expect(anu.last()?.cells.slice(0, 3)).toEqual(['b', 'b', 'c']);
    expect(anu.last()?.laidBy[2]).toBe(BIJU);
  });

  it('refuses a visitor who holds no seat, and stops listening', async () => {
    seedCarpet();
    const stranger = phone('stranger-uid');
    stranger.watch();
    await settle();
    expect(stranger.errors).toEqual([expect.objectContaining({ code: 'permission-denied' })]);
    expect(stranger.views).toEqual([]);
    server.set(strokePath(CARPET, `${BIJU}-1`), { by: BIJU, at: null, cells: [0], codes: 'b' });
    await settle();
    expect(stranger.views).toEqual([]);
  });

  it('reports the rules’ refusal of a listener (a member removed) as permission-denied', async () => {
    seedCarpet();
    const biju = phone('biju-uid');
    biju.watch();
    await settle();
    server.denyListeners(carpetPath(CARPET));
    await settle();
    expect(biju.errors).toEqual([expect.objectContaining({ code: 'permission-denied' })]);
  });

  it('stops cleanly: nothing more is shown after the stop', async () => {
    seedCarpet();
    const anu = phone('anu-uid');
    const stop = anu.watch();
    await settle();
    const shown = anu.views.length;
    stop();
    server.set(strokePath(CARPET, `${BIJU}-1`), {
      by: BIJU,
      at: { toMillis: () => 1 },
      cells: [0],
      codes: 'b',
    });
    await settle();
    expect(anu.views).toHaveLength(shown);
  });
});

describe('laying flowers', () => {
  it('shows them at once, keeps them on the device, and writes each stroke with the seat’s pace', async () => {
    seedCarpet();
    const anu = phone('anu-uid');
    anu.watch();
    await settle();
    anu.family.lay(CARPET, [
      { cell: 4, code: 'a' },
      { cell: 5, code: 'a' },
    ]);
    // Before any answer from the server.
    expect(anu.last()?.cells.slice(4, 6)).toEqual(['a', 'a']);
    expect(anu.last()?.laidBy[4]).toBe(ANU);
    expect(anu.last()?.waiting).toBe(2);
    const kept = [...Array(anu.storage.length).keys()].map((i) => anu.storage.key(i));
    expect(kept).toEqual([`${FAMILY_OUTBOX_PREFIX}${CARPET}:${ANU}`]);

    await settle();
    expect(anu.last()?.waiting).toBe(0);
    const strokes = server.childrenOf(`${carpetPath(CARPET)}/strokes`);
    expect(strokes).toHaveLength(1);
    const [written] = strokes;
    expect(written?.id).toMatch(new RegExp(`^${ANU}-[0-9]+$`));
    expect(written?.data).toEqual({ by: ANU, at: expect.anything(), cells: [4, 5], codes: 'aa' });
    expect(server.docs.get(seatPath(CARPET, 'anu-uid'))).toMatchObject({
      memberId: ANU,
      lastStroke: written?.id,
      lastAt: expect.anything(),
    });
  });

  it('reaches another member’s phone, and both show the same carpet', async () => {
    seedCarpet();
    const anu = phone('anu-uid');
    const biju = phone('biju-uid');
    anu.watch();
    biju.watch();
    await settle();
    anu.family.lay(CARPET, [{ cell: 3, code: 'a' }]);
    biju.family.lay(CARPET, [{ cell: 3, code: 'b' }]);
    await settle();
    expect(anu.last()?.cells).toEqual(biju.last()?.cells);
    expect(anu.last()?.laidBy).toEqual(biju.last()?.laidBy);
  });

  it('sends a centrepiece chosen alone with one of the member’s flowers laid again', async () => {
    seedCarpet();
    const anu = phone('anu-uid');
    anu.watch();
    await settle();
    anu.family.lay(CARPET, [{ cell: 7, code: 'a' }]);
    await settle();
    anu.family.lay(CARPET, [], 'lamp');
    expect(anu.last()?.centrepiece).toBe('lamp');
    await settle();
    const strokes = server.childrenOf(`${carpetPath(CARPET)}/strokes`).map(({ data }) => data);
    expect(strokes).toContainEqual(
      expect.objectContaining({ cells: [7], codes: 'a', centrepiece: 'lamp' }),
    );
    expect(anu.last()?.cells[7]).toBe('a');
  });

  it('never sends what the rules would refuse for ever, and never throws', async () => {
    seedCarpet();
    const anu = phone('anu-uid');
    anu.watch();
    await settle();
    anu.family.lay(CARPET, [
      { cell: 40, code: 'a' },
      { cell: 1, code: 'A' },
      { cell: 1.5, code: 'a' },
      { cell: 2, code: 'a' },
    ]);
    anu.family.lay(CARPET, [], 'a-centrepiece-too-long-for-the-rules');
    await settle();
    const strokes = server.childrenOf(`${carpetPath(CARPET)}/strokes`).map(({ data }) => data);
    expect(strokes).toEqual([expect.objectContaining({ cells: [2], codes: 'a' })]);
    expect(anu.last()?.waiting).toBe(0);
  });

  it('lays what came before the seat was read as soon as it is', async () => {
    seedCarpet();
    const anu = phone('anu-uid');
    anu.watch();
    anu.family.lay(CARPET, [{ cell: 6, code: 'a' }]);
    await settle();
    expect(server.childrenOf(`${carpetPath(CARPET)}/strokes`)).toHaveLength(1);
    expect(anu.last()?.cells[6]).toBe('a');
  });

  it('tries a stroke the rules found too soon again, and it arrives once', async () => {
    seedCarpet();
    server.refusePace = 1;
    const anu = phone('anu-uid');
    anu.watch();
    await settle();
    anu.family.lay(CARPET, [{ cell: 1, code: 'a' }]);
    await settle(60);
    expect(server.refusePace).toBe(0);
    expect(server.attempts).toHaveLength(2);
    expect(new Set(server.attempts).size).toBe(1);
    expect(server.childrenOf(`${carpetPath(CARPET)}/strokes`)).toHaveLength(1);
    expect(anu.last()?.waiting).toBe(0);
  });

  it('stops sending for a member removed, keeping what they laid on the device', async () => {
    seedCarpet();
    const biju = phone('biju-uid');
    biju.watch();
    await settle();
    server.delete(seatPath(CARPET, 'biju-uid'));
    server.set(memberPath(CARPET, BIJU), { ...memberDoc('Biju', 1, true) });
    await settle();
    expect(biju.last()?.me?.removed).toBe(true);
    biju.family.lay(CARPET, [{ cell: 2, code: 'b' }]);
    await settle();
    expect(server.childrenOf(`${carpetPath(CARPET)}/strokes`)).toHaveLength(0);
    expect(biju.last()?.waiting).toBe(1);
  });
});

describe('a member whose network drops', () => {
  it('goes on laying; the flowers reach the server in order once it is back', async () => {
    seedCarpet();
    const anu = phone('anu-uid');
    anu.watch();
    await settle();
    server.goOffline();
    anu.family.lay(CARPET, [{ cell: 1, code: 'a' }]);
    await settle();
    anu.family.lay(CARPET, [{ cell: 1, code: 'b' }]);
    anu.family.lay(CARPET, [{ cell: 2, code: 'c' }]);
    await settle();
    expect(anu.last()?.cells.slice(1, 3)).toEqual(['b', 'c']);
    expect(anu.last()?.waiting).toBe(3);
    expect(server.writes).toEqual([]);

    server.goOnline();
    await settle();
    const strokes = server
      .childrenOf(`${carpetPath(CARPET)}/strokes`)
      .map(({ data }) => data as { at: { toMillis(): number }; cells: number[]; codes: string })
      .sort((a, b) => a.at.toMillis() - b.at.toMillis());
    expect(strokes.map(({ cells, codes }) => ({ cells, codes }))).toEqual([
      { cells: [1], codes: 'a' },
      { cells: [1, 2], codes: 'bc' },
    ]);
    expect(anu.last()?.cells.slice(1, 3)).toEqual(['b', 'c']);
    expect(anu.last()?.waiting).toBe(0);
  });

  it('closes the page offline: the next visit sends what was laid, and only once', async () => {
    seedCarpet();
    const storage = memoryStorage();
    const first = phone('anu-uid', storage);
    first.watch();
    await settle();
    server.goOffline();
    first.family.lay(CARPET, [{ cell: 1, code: 'a' }]);
    await settle();
    first.family.lay(CARPET, [{ cell: 2, code: 'a' }]);
    await settle();
    server.closePage();
    server.goOnline();

    const again = phone('anu-uid', storage);
    again.watch();
    await settle(60);
    const strokes = server.childrenOf(`${carpetPath(CARPET)}/strokes`);
    expect(strokes.flatMap(({ data }) => data.cells as number[]).sort()).toEqual([1, 2]);
    expect(again.last()?.waiting).toBe(0);
    expect(again.last()?.cells.slice(1, 3)).toEqual(['a', 'a']);
  });

  it('closes the page just after the server took a stroke: the next visit does not lay it twice', async () => {
    seedCarpet();
    const storage = memoryStorage();
    const first = phone('anu-uid', storage);
    first.watch();
    await settle();
    first.family.lay(CARPET, [{ cell: 9, code: 'a' }]);
    // The batch is sent; the page closes before its answer arrives.
    await microtasksUntil(() => server.attempts.length === 1);
    server.closePage();
    await settle();
    expect(server.childrenOf(`${carpetPath(CARPET)}/strokes`)).toHaveLength(1);

    const again = phone('anu-uid', storage);
    again.watch();
    await settle(60);
    expect(server.childrenOf(`${carpetPath(CARPET)}/strokes`)).toHaveLength(1);
    // Looked for, found, and not even tried again.
    expect(server.reads).toContain(server.attempts[0]);
    expect(server.attempts).toHaveLength(1);
    expect(again.last()?.waiting).toBe(0);
  });
});

describe('finishing', () => {
  it('sends what this phone still holds first, then scores the carpet', async () => {
    seedCarpet();
    const anu = phone('anu-uid');
    anu.watch();
    await settle();
    const result = { familyName: 'Menon family', score: 70, maxScore: 100 };
    callables[FAMILY_CALLABLES.finish].mockImplementation(async () => {
      expect(server.childrenOf(`${carpetPath(CARPET)}/strokes`)).toHaveLength(1);
      return result;
    });
    anu.family.lay(CARPET, [{ cell: 1, code: 'a' }]);
    await expect(anu.family.finish({ carpetId: CARPET, familyName: 'Menon family' })).resolves.toBe(
      result,
    );
  });

  it('says so, and does not finish, when this phone cannot send its flowers in time', async () => {
    seedCarpet();
    const anu = phone('anu-uid', memoryStorage(), 50);
    anu.watch();
    await settle();
    server.goOffline();
    anu.family.lay(CARPET, [{ cell: 1, code: 'a' }]);
    await expect(
      anu.family.finish({ carpetId: CARPET, familyName: 'Menon family' }),
    ).rejects.toMatchObject({
      code: 'network',
    });
    expect(callables[FAMILY_CALLABLES.finish]).not.toHaveBeenCalled();
  });

  it('sends what a previous page left for the carpet even when no screen shows it', async () => {
    seedCarpet();
    const storage = memoryStorage();
    const first = phone('anu-uid', storage);
    first.watch();
    await settle();
    server.goOffline();
    first.family.lay(CARPET, [{ cell: 3, code: 'a' }]);
    await settle();
    server.closePage();
    server.goOnline();
    callables[FAMILY_CALLABLES.finish].mockResolvedValue({ score: 1 });
    await phone('anu-uid', storage).family.finish({ carpetId: CARPET, familyName: 'Menon family' });
    expect(server.childrenOf(`${carpetPath(CARPET)}/strokes`)).toHaveLength(1);
  });
});

describe('a phone that refuses storage', () => {
  it('says its flowers are held in the page’s memory only, and still sends them', async () => {
    seedCarpet();
    const refusing = memoryStorage();
    refusing.setItem = () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    };
    const anu = phone('anu-uid', refusing);
    anu.watch();
    await settle();
    expect(anu.last()?.onlyInMemory).toBeUndefined();
    anu.family.lay(CARPET, [{ cell: 4, code: 'a' }]);
    expect(anu.last()).toMatchObject({ onlyInMemory: true, waiting: 1 });
    await settle();
    expect(anu.last()).toMatchObject({ onlyInMemory: true, waiting: 0 });
    expect(server.childrenOf(`${carpetPath(CARPET)}/strokes`)).toHaveLength(1);
  });

  it('says nothing of the kind where the device keeps them', async () => {
    seedCarpet();
    const anu = phone('anu-uid');
    anu.watch();
    await settle();
    anu.family.lay(CARPET, [{ cell: 4, code: 'a' }]);
    await settle();
    expect(anu.views.every((view) => view.onlyInMemory === undefined)).toBe(true);
  });
});

describe('finished carpets', () => {
  const entry = (familyName: string, score: number) => ({
    familyName,
    score,
    maxScore: 100,
    finishedAt: '2026-08-26T05:00:00.000Z',
    cells: '....',
    centrepiece: 'none',
    gameId: 'pookalam',
    options: { symmetry: 8, mode: 'free', day: 1 },
    members: 3,
  });

  it('reads a finished carpet’s public entry, or null, and never builds a path from a bad id', async () => {
    server.docs.set(familyEntryPath('pookalam', CARPET), entry('Menon family', 70));
    const { family } = phone('anu-uid');
    await expect(family.finished(CARPET)).resolves.toMatchObject({ familyName: 'Menon family' });
    await expect(family.finished('Carpet00000000000002')).resolves.toBeNull();
    await expect(family.finished('../../wall/x')).resolves.toBeNull();
  });

  it('reads the board best first, ten at most, each with its carpet', async () => {
    for (let n = 0; n < 12; n += 1) {
      server.docs.set(
        familyEntryPath('pookalam', `Carpet0000000000000${n.toString(16)}`),
        entry(`Family ${n}`, n * 5),
      );
    }
    const board = await phone('anu-uid').family.board('pookalam');
    expect(board).toHaveLength(10);
    expect(board[0]).toMatchObject({
      familyName: 'Family 11',
      score: 55,
      carpetId: 'Carpet0000000000000b',
    });
    expect(board.map((row) => row.score)).toEqual(
      [...board.map((row) => row.score)].sort((a, b) => b - a),
    );
  });
});
