import { CELL_CODE_PATTERN, STROKE_MAX_CELLS, strokesOf, type LaidCell } from '../family/carpet';

/**
 * What a member laid on a family carpet from this device and the server has not acknowledged yet,
 * kept on the device (localStorage, as the plays waiting to be saved) so that nothing laid lives
 * only in a page's memory: a member whose network drops goes on laying, and one who closes the
 * page finds their flowers sent on the next visit. One outbox per carpet and member.
 */
export interface FamilyOutbox {
  /** The account it is kept for: forgotten with the account. */
  uid: string;
  /** The running number of this member's next stroke written from this device. */
  next: number;
  /**
   * The strokes written and not acknowledged yet, in the order written. Their ids are kept so
   * that, after a reload, each is looked for on the server and written again under the same id
   * only if it is not there: a stroke is never laid twice.
   */
  sending: OutboxStroke[];
  /** Cells laid since, in the order laid. */
  laid: LaidCell[];
  /** A centrepiece chosen since: it goes with the next stroke. */
  centrepiece: string | null;
}

export interface OutboxStroke {
  id: string;
  cells: number[];
  codes: string;
  centrepiece?: string;
}

export const FAMILY_OUTBOX_PREFIX = 'onam:family-outbox:';
const keyOf = (carpetId: string, memberId: string) =>
  `${FAMILY_OUTBOX_PREFIX}${carpetId}:${memberId}`;

/** A stroke id's running number is at most nine digits (STROKE_ID_PATTERN). */
const MAX_STROKE_NUMBER = 999_999_999;
/**
 * Where a device's numbering starts: at random below 10^8, leaving the rest to count up. One
 * account on two phones is one member with two counters, and counters that both started at 1
 * would collide on every stroke of the second phone (a refused write and a look each time).
 */
export const firstStrokeNumber = (random: () => number = Math.random) =>
  1 + Math.floor(random() * 100_000_000);

export const emptyOutbox = (uid: string, random?: () => number): FamilyOutbox => ({
  uid,
  next: firstStrokeNumber(random),
  sending: [],
  laid: [],
  centrepiece: null,
});

/** Cells laid on this device and not yet acknowledged. */
export const waitingCells = (outbox: FamilyOutbox): number =>
  outbox.sending.reduce((sum, stroke) => sum + stroke.cells.length, 0) + outbox.laid.length;

export function withLaid(
  outbox: FamilyOutbox,
  laid: readonly LaidCell[],
  centrepiece?: string,
): FamilyOutbox {
  return {
    ...outbox,
    laid: [...outbox.laid, ...laid.map(({ cell, code }) => ({ cell, code }))],
    centrepiece: centrepiece ?? outbox.centrepiece,
  };
}

/**
 * The next stroke made of what was laid, and the outbox as it is once that stroke is on its way
 * (behind those already sending): the next STROKE_MAX_CELLS cells laid, in order, with the
 * centrepiece chosen since. Null when nothing was laid: a centrepiece alone waits for a cell to
 * go with (a stroke lays one cell at least).
 */
export function nextStroke(
  outbox: FamilyOutbox,
  memberId: string,
): { stroke: OutboxStroke; outbox: FamilyOutbox } | null {
  const [first] = strokesOf(outbox.laid);
  if (!first) return null;
  const stroke: OutboxStroke = {
    id: `${memberId}-${outbox.next}`,
    ...first,
    ...(outbox.centrepiece !== null ? { centrepiece: outbox.centrepiece } : {}),
  };
  return {
    stroke,
    outbox: {
      ...outbox,
      next: nextNumber(outbox.next),
      sending: [...outbox.sending, stroke],
      laid: outbox.laid.slice(STROKE_MAX_CELLS),
      centrepiece: null,
    },
  };
}

/** The server has the stroke: it leaves the outbox. */
export function acknowledged(outbox: FamilyOutbox, strokeId: string): FamilyOutbox {
  const sending = outbox.sending.filter((stroke) => stroke.id !== strokeId);
  return sending.length === outbox.sending.length ? outbox : { ...outbox, sending };
}

/**
 * The stroke's id was taken (by this member's other device, whose numbers ran into these): the
 * same stroke goes again under this device's next number, in its place among those sending.
 */
export function renumbered(outbox: FamilyOutbox, memberId: string, strokeId: string): FamilyOutbox {
  if (!outbox.sending.some((stroke) => stroke.id === strokeId)) return outbox;
  const id = `${memberId}-${outbox.next}`;
  return {
    ...outbox,
    next: nextNumber(outbox.next),
    sending: outbox.sending.map((stroke) => (stroke.id === strokeId ? { ...stroke, id } : stroke)),
  };
}

/** Past the last nine-digit number the count starts again: a taken id is then renumbered. */
const nextNumber = (n: number) => (n >= MAX_STROKE_NUMBER ? 1 : n + 1);

/** Whether a stroke the server holds is this one (written before a reload, or by another tab). */
export function isSameStroke(
  written: { by?: unknown; cells?: unknown; codes?: unknown; centrepiece?: unknown },
  stroke: OutboxStroke,
  memberId: string,
): boolean {
  return (
    written.by === memberId &&
    Array.isArray(written.cells) &&
    written.cells.length === stroke.cells.length &&
    written.cells.every((cell, index) => cell === stroke.cells[index]) &&
    written.codes === stroke.codes &&
    (written.centrepiece ?? null) === (stroke.centrepiece ?? null)
  );
}

const isLaidCell = (value: unknown): value is LaidCell =>
  typeof value === 'object' &&
  value !== null &&
  Number.isInteger((value as LaidCell).cell) &&
  typeof (value as LaidCell).code === 'string' &&
  CELL_CODE_PATTERN.test((value as LaidCell).code);

function isOutboxStroke(value: unknown): value is OutboxStroke {
  if (typeof value !== 'object' || value === null) return false;
  const stroke = value as Record<string, unknown>;
  return (
    typeof stroke.id === 'string' &&
    Array.isArray(stroke.cells) &&
    stroke.cells.every(Number.isInteger) &&
    typeof stroke.codes === 'string' &&
    stroke.codes.length === stroke.cells.length &&
    (stroke.centrepiece === undefined || typeof stroke.centrepiece === 'string')
  );
}

/** The strokes sending as stored: a list, or one stroke alone, as an older page kept it. */
function sendingFromStored(value: unknown): OutboxStroke[] {
  if (Array.isArray(value)) return value.filter(isOutboxStroke);
  return isOutboxStroke(value) ? [value] : [];
}

/**
 * An outbox as stored, or null when what is stored is not one (old, edited or corrupt). A part
 * that is malformed is dropped rather than the whole, so one bad cell does not cost the rest.
 */
export function outboxFromStored(value: unknown): FamilyOutbox | null {
  if (typeof value !== 'object' || value === null) return null;
  const stored = value as Record<string, unknown>;
  if (typeof stored.uid !== 'string') return null;
  if (!Number.isInteger(stored.next) || (stored.next as number) < 1) return null;
  return {
    uid: stored.uid,
    next: stored.next as number,
    sending: sendingFromStored(stored.sending),
    laid: Array.isArray(stored.laid) ? stored.laid.filter(isLaidCell) : [],
    centrepiece: typeof stored.centrepiece === 'string' ? stored.centrepiece : null,
  };
}

/** One carpet's outbox for one member on this device. */
export interface FamilyOutboxStore {
  read(): FamilyOutbox;
  write(outbox: FamilyOutbox): void;
  /**
   * Whether the outbox is kept on the device, or only in this page's memory (storage full or
   * refused): then what is waiting is gone if the page is closed before it is sent.
   */
  keptOnDevice(): boolean;
}

/**
 * Read through each time, so that what another tab of the same carpet wrote is seen; kept in
 * memory too, so a browser that refuses storage still keeps the cells for the page's life.
 */
export function familyOutbox(
  { carpetId, memberId, uid }: { carpetId: string; memberId: string; uid: string },
  storage: () => Storage | undefined = () => globalThis.localStorage,
  random?: () => number,
): FamilyOutboxStore {
  const key = keyOf(carpetId, memberId);
  let memory: FamilyOutbox | null = null;
  let storageWorks = true;
  const read = (): FamilyOutbox => {
    const place = storage();
    if (storageWorks && place) {
      try {
        const stored = outboxFromStored(JSON.parse(place.getItem(key) ?? 'null'));
        if (stored && stored.uid === uid) return stored;
        // Nothing kept yet, or forgotten since: empty, numbered on from what this page has used.
        memory = { ...emptyOutbox(uid, random), ...(memory ? { next: memory.next } : {}) };
        return memory;
      } catch (error) {
        if (!(error instanceof SyntaxError)) storageWorks = false;
      }
    }
    memory ??= emptyOutbox(uid, random);
    return memory;
  };
  return {
    read,
    write(outbox) {
      memory = outbox;
      try {
        storage()?.setItem(key, JSON.stringify(outbox));
      } catch {
        storageWorks = false;
      }
    },
    keptOnDevice: () => storageWorks && storage() !== undefined,
  };
}

/**
 * The members this device keeps a carpet's outbox for, for an account: how a finish called before
 * the carpet is watched finds what it must send first.
 */
export function storedOutboxMembers(
  carpetId: string,
  uid: string,
  storage: () => Storage | undefined = () => globalThis.localStorage,
): string[] {
  const prefix = `${FAMILY_OUTBOX_PREFIX}${carpetId}:`;
  return storedKeys(storage()).flatMap((key) => {
    if (!key.startsWith(prefix)) return [];
    return storedOutbox(storage(), key)?.uid === uid ? [key.slice(prefix.length)] : [];
  });
}

/** After "Delete my account": the account's outboxes go, on every carpet. */
export function forgetFamilyOutboxes(
  uid: string,
  storage: () => Storage | undefined = () => globalThis.localStorage,
): void {
  const place = storage();
  for (const key of storedKeys(place)) {
    if (key.startsWith(FAMILY_OUTBOX_PREFIX) && storedOutbox(place, key)?.uid === uid) {
      place?.removeItem(key);
    }
  }
}

function storedKeys(place: Storage | undefined): string[] {
  if (!place) return [];
  return Array.from({ length: place.length }, (_, index) => place.key(index)).filter(
    (key): key is string => key !== null,
  );
}

function storedOutbox(place: Storage | undefined, key: string): FamilyOutbox | null {
  try {
    return outboxFromStored(JSON.parse(place?.getItem(key) ?? 'null'));
  } catch {
    return null;
  }
}
