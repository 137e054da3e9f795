import { collection, doc, limit, orderBy, query, type Firestore } from 'firebase/firestore/lite';
import type { Functions } from 'firebase/functions';
import {
  CARPET_ID_PATTERN,
  CELL_CODE_PATTERN,
  FAMILY_BOARD_ROWS,
  FAMILY_CALLABLES,
  FAMILY_GAME_ID,
  carpetPath,
  familyEntryPath,
  seatPath,
  strokePath,
  type CarpetDoc,
  type FamilyEntryDoc,
  type FinishCarpetRequest,
  type FinishCarpetResponse,
  type JoinCarpetRequest,
  type JoinCarpetResponse,
  type LaidCell,
  type MemberDoc,
  type OrderedStroke,
  type RemoveMemberRequest,
  type SeatDoc,
  type SetOpenRequest,
  type StartCarpetRequest,
  type StartCarpetResponse,
  type StrokeDoc,
} from '../../family/carpet';
import { familyRefusalIn } from '../../family/refusals';
import {
  familyOutbox,
  isSameStroke,
  storedOutboxMembers,
  waitingCells,
  withLaid,
  type FamilyOutboxStore,
  type OutboxStroke,
} from '../family-outbox';
import { createStrokeSender, type StrokeCheck, type StrokeSender } from '../family-sender';
import { carpetView, centrepieceCarrier, keptStrokes } from '../family-view';
import { BackendError, type FamilyCarpetView, type FamilyPort } from '../port';
import { errorCode } from './auth-errors';
import { guarded, mapDataError } from './data-errors';
import { callable, type Listening, type LoadedOnUse } from './firebase-services';
import { readDoc, readQuery } from './firestore-reads';
import { listenToCarpet } from './firebase-family-listeners';
import { listenOnceLoaded } from './listening';

/**
 * How long a finish waits for the flowers this phone still holds: long enough for a stroke held
 * by a slow network, short enough that an owner offline is told so rather than left waiting.
 */
const FINISH_WAIT_MS = 15_000;

/** A centrepiece's id, as the rules take it. */
const CENTREPIECE_MAX = 20;

/**
 * A callable's failure in the port's words: the carpet's own refusals (a reason in the error's
 * details, whatever its code) as 'conflict' with the reason for message, so a page can tell a full
 * carpet from a finished one and say each in the visitor's language (refusals.ts); anything else
 * as every callable's.
 */
function mapFamilyError(error: unknown): BackendError {
  const code = errorCode(error);
  const refusal = code?.startsWith('functions/')
    ? familyRefusalIn((error as { details?: unknown }).details)
    : null;
  if (refusal) return new BackendError('conflict', refusal, { cause: error });
  return mapDataError(error);
}

async function familyCall<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw mapFamilyError(error);
  }
}

/** A write the rules refused, or a seat that is no longer there to update. */
const isRefusal = (error: unknown) => {
  const code = errorCode(error);
  return code === 'permission-denied' || code === 'not-found';
};

/** What this page holds for one member on one carpet: their outbox and its sender. */
interface CarpetSession {
  carpetId: string;
  uid: string;
  memberId: string;
  outbox: FamilyOutboxStore;
  sender: StrokeSender;
  /** Each open watch's redraw. */
  views: Set<() => void>;
  /** The carpet as last shown: its size and the member's flowers, for a lay. */
  latest: FamilyCarpetView | null;
}

export interface FirebaseFamilyOptions {
  /** Firestore Lite: the one-off reads (the board, a finished carpet, a refused stroke's look). */
  db: Firestore;
  /** The full SDK: the carpet's listeners and the strokes' writes. */
  listening: LoadedOnUse<Listening>;
  functions: Functions;
  signedInUid: () => Promise<string>;
  storage?: () => Storage | undefined;
  finishWaitMs?: number;
  /** The senders' waits and clock (family-sender.ts): a test's own. */
  sleep?: (ms: number) => Promise<void>;
  now?: () => number;
}

/**
 * A family carpet on Firestore (docs/decisions/074). The server starts, joins, removes, closes
 * and finishes through callables. The members write their own strokes with the full SDK, each in
 * one batch with their seat's pace, which the rules check; every phone listens to the carpet, its
 * members and its strokes and folds them in the server's order. What a member lays is kept on the
 * device first (family-outbox.ts) and sent by one sender per carpet (family-sender.ts).
 */
export function createFirebaseFamily({
  db,
  listening,
  functions,
  signedInUid,
  storage = () => globalThis.localStorage,
  finishWaitMs = FINISH_WAIT_MS,
  sleep,
  now,
}: FirebaseFamilyOptions): FamilyPort {
  const startCarpet = callable<StartCarpetRequest, StartCarpetResponse>(
    functions,
    FAMILY_CALLABLES.start,
  );
  const joinCarpet = callable<JoinCarpetRequest, JoinCarpetResponse>(
    functions,
    FAMILY_CALLABLES.join,
  );
  const removeMember = callable<RemoveMemberRequest, unknown>(functions, FAMILY_CALLABLES.remove);
  const setCarpetOpen = callable<SetOpenRequest, unknown>(functions, FAMILY_CALLABLES.setOpen);
  const finishCarpet = callable<FinishCarpetRequest, FinishCarpetResponse>(
    functions,
    FAMILY_CALLABLES.finish,
  );

  /** By carpet and account: a page signed in as another visitor has other outboxes. */
  const sessions = new Map<string, CarpetSession>();
  /** The session a lay on a carpet goes to: the one its latest watch opened. */
  const shown = new Map<string, CarpetSession>();
  /** Lays that came before the watch had read the member's seat: laid on once it has. */
  const early = new Map<string, { laid: LaidCell[]; centrepiece: string | undefined }[]>();
  /** The full SDK, once a watch has loaded it. */
  let sdkLoaded: Listening | null = null;

  async function writeStroke(
    { carpetId, uid, memberId }: CarpetSession,
    stroke: OutboxStroke,
  ): Promise<void> {
    // Loaded by the watch before anything is laid: the batch is then committed at once, before
    // whatever else the lay makes the page do.
    const sdk = sdkLoaded ?? (await listening());
    const batch = sdk.writeBatch(sdk.db);
    const written: StrokeDoc = {
      by: memberId,
      at: sdk.serverTimestamp(),
      cells: stroke.cells,
      codes: stroke.codes,
      ...(stroke.centrepiece !== undefined ? { centrepiece: stroke.centrepiece } : {}),
    };
    batch.set(sdk.doc(sdk.db, strokePath(carpetId, stroke.id)), written);
    batch.update(sdk.doc(sdk.db, seatPath(carpetId, uid)), {
      lastAt: sdk.serverTimestamp(),
      lastStroke: stroke.id,
    });
    // While the network is down this waits, the write kept by the SDK and already shown by the
    // listeners; the outbox keeps it too, for a page closed before the network is back.
    await batch.commit();
  }

  async function checkStroke(
    { carpetId, uid, memberId }: CarpetSession,
    stroke: OutboxStroke,
  ): Promise<StrokeCheck> {
    let seat: SeatDoc | undefined;
    try {
      seat = await readDoc<SeatDoc>('family seat', doc(db, seatPath(carpetId, uid)));
    } catch (error) {
      // Only a visitor who holds no seat is refused their own seat's path.
      if (errorCode(error) === 'permission-denied')
        return { seat: false, status: null, stroke: 'absent' };
      throw error;
    }
    if (!seat) return { seat: false, status: null, stroke: 'absent' };
    const [carpet, written] = await Promise.all([
      readDoc<CarpetDoc>('family carpet', doc(db, carpetPath(carpetId))),
      readDoc<StrokeDoc>('family stroke', doc(db, strokePath(carpetId, stroke.id))),
    ]);
    return {
      seat: true,
      status: carpet?.status ?? null,
      stroke: !written ? 'absent' : isSameStroke(written, stroke, memberId) ? 'ours' : 'other',
    };
  }

  function sessionFor(carpetId: string, uid: string, memberId: string): CarpetSession {
    const key = `${carpetId}:${uid}`;
    const known = sessions.get(key);
    if (known?.memberId === memberId) return known;
    const outbox = familyOutbox({ carpetId, memberId, uid }, storage);
    const session: CarpetSession = {
      carpetId,
      uid,
      memberId,
      outbox,
      views: new Set(),
      latest: null,
      sender: createStrokeSender({
        outbox,
        memberId,
        write: (stroke) => writeStroke(session, stroke),
        check: (stroke) => checkStroke(session, stroke),
        isRefusal,
        watched: () => session.views.size > 0,
        onChange: () => session.views.forEach((redraw) => redraw()),
        ...(sleep ? { sleep } : {}),
        ...(now ? { now } : {}),
      }),
    };
    sessions.set(key, session);
    return session;
  }

  function watch(
    carpetId: string,
    onCarpet: (carpet: FamilyCarpetView) => void,
    onError: (error: BackendError) => void,
  ): () => void {
    let stopped = false;
    let session: CarpetSession | null = null;
    let carpet: CarpetDoc | undefined;
    let members: { id: string; data: MemberDoc }[] | undefined;
    let strokes: OrderedStroke[] | undefined;
    const kept = keptStrokes();
    let stopListeners: () => void = () => undefined;

    const stop = () => {
      stopped = true;
      session?.views.delete(redraw);
      stopListeners();
    };
    const fail = (error: unknown) => {
      if (stopped) return;
      stop();
      onError(mapDataError(error));
    };
    function redraw() {
      if (stopped || !session || !carpet || !members || !strokes) return;
      const view: FamilyCarpetView = {
        ...carpetView(
          {
            carpetId,
            carpet,
            members,
            strokes,
            stamped: kept.stamped(carpet.cellCount),
            memberId: session.memberId,
          },
          session.outbox.read(),
        ),
        // Asked after the outbox is read: a storage that refuses is found out by using it.
        ...(session.outbox.keptOnDevice() ? {} : { onlyInMemory: true }),
      };
      session.latest = view;
      if (view.status === 'finished') session.sender.stop('finished');
      else if (view.me?.removed) session.sender.stop('removed');
      onCarpet(view);
    }

    const loaded = async () => {
      const [sdk, uid] = await Promise.all([listening(), signedInUid()]);
      sdkLoaded = sdk;
      return { sdk, uid };
    };
    const stopLoading = listenOnceLoaded(
      loaded,
      ({ sdk, uid }) => {
        return listenToCarpet(sdk, carpetId, uid, {
          seat(memberId) {
            if (memberId === null) {
              fail(new BackendError('permission-denied', 'not a member of this carpet'));
              return;
            }
            session = sessionFor(carpetId, uid, memberId);
            session.views.add(redraw);
            shown.set(carpetId, session);
            for (const { laid, centrepiece } of early.get(carpetId) ?? []) {
              layOn(session, laid, centrepiece);
            }
            early.delete(carpetId);
            redraw();
            // What a previous page left waiting goes now.
            session.sender.kick();
          },
          carpet(doc) {
            if (!doc) {
              fail(new BackendError('permission-denied', 'no such carpet'));
              return;
            }
            carpet = doc;
            redraw();
          },
          members(docs) {
            members = docs;
            redraw();
          },
          strokes(changes, answered) {
            // Each snapshot's changes are kept, those before the server's first answer too.
            kept.apply(changes);
            if (!answered) return;
            // Once the server has answered, a snapshot that changes no stroke (its metadata
            // alone: a write acknowledged, the cache caught up) draws nothing new.
            if (strokes && changes.length === 0) return;
            strokes = kept.strokes();
            redraw();
          },
          fail,
        });
      },
      fail,
    );
    stopListeners = stopLoading;
    return stop;
  }

  function lay(carpetId: string, laid: readonly LaidCell[], centrepiece?: string): void {
    const session = shown.get(carpetId);
    if (session) layOn(session, laid, centrepiece);
    else early.set(carpetId, [...(early.get(carpetId) ?? []), { laid: [...laid], centrepiece }]);
  }

  function layOn(session: CarpetSession, laid: readonly LaidCell[], centrepiece?: string) {
    // What the rules would refuse is never sent: refused for ever, such a stroke would hold up
    // every flower laid after it.
    const cellCount = session.latest?.cellCount ?? Number.POSITIVE_INFINITY;
    const cells = laid.filter(
      ({ cell, code }) =>
        Number.isInteger(cell) && cell >= 0 && cell < cellCount && CELL_CODE_PATTERN.test(code),
    );
    const chosen =
      centrepiece !== undefined && centrepiece.length >= 1 && centrepiece.length <= CENTREPIECE_MAX
        ? centrepiece
        : undefined;
    if (cells.length === 0 && chosen === undefined) return;
    const sent =
      cells.length === 0 && session.latest
        ? [centrepieceCarrier(session.latest, session.memberId)]
        : cells;
    session.outbox.write(withLaid(session.outbox.read(), sent, chosen));
    // Sent first, drawn after: the stroke is on its way before the page folds and renders it.
    session.sender.kick();
    session.views.forEach((redraw) => redraw());
  }

  /** Waits for what this device holds for the carpet, whether a screen shows it or not. */
  async function sendWaiting(carpetId: string, uid: string): Promise<void> {
    const current = shown.get(carpetId);
    const stored = storedOutboxMembers(carpetId, uid, storage);
    const waiting = [
      ...(current?.uid === uid ? [current] : []),
      ...stored
        .filter((memberId) => memberId !== current?.memberId)
        .map((memberId) => sessionFor(carpetId, uid, memberId)),
    ];
    for (const session of waiting) {
      if (waitingCells(session.outbox.read()) === 0) continue;
      const drained = await session.sender.drained(finishWaitMs);
      if (!drained && !session.sender.stopped) {
        const left = waitingCells(session.outbox.read());
        throw new BackendError(
          'network',
          `${left} flowers laid on this phone have not reached the carpet yet: finish once it is online`,
        );
      }
    }
  }

  return {
    start: (request) =>
      familyCall(async () => {
        await signedInUid();
        return startCarpet(request);
      }),
    join: (request) =>
      familyCall(async () => {
        await signedInUid();
        return joinCarpet(request);
      }),
    remove: (request) =>
      familyCall(async () => {
        await signedInUid();
        await removeMember(request);
      }),
    setOpen: (request) =>
      familyCall(async () => {
        await signedInUid();
        await setCarpetOpen(request);
      }),
    finish: (request) =>
      familyCall(async () => {
        const uid = await signedInUid();
        await sendWaiting(request.carpetId, uid);
        return finishCarpet(request);
      }),
    watch,
    lay,
    finished: (carpetId) =>
      guarded(async () => {
        // Not an id a carpet can have: no carpet, and no path to build from it.
        if (!CARPET_ID_PATTERN.test(carpetId)) return null;
        const entry = await readDoc<FamilyEntryDoc>(
          'family entry',
          doc(db, familyEntryPath(FAMILY_GAME_ID, carpetId)),
        );
        return entry ?? null;
      }),
    board: (gameId) =>
      guarded(async () => {
        const rows = await readQuery<FamilyEntryDoc>(
          'family board',
          query(
            collection(db, 'familyBoard', gameId, 'entries'),
            orderBy('score', 'desc'),
            limit(FAMILY_BOARD_ROWS),
          ),
        );
        return rows.map(({ id, data }) => ({ ...data, carpetId: id }));
      }),
  };
}
