import {
  BARE,
  foldCarpet,
  type CarpetDoc,
  type LaidCell,
  type MemberDoc,
  type OrderedStroke,
} from '../family/carpet';
import { waitingCells, type FamilyOutbox } from './family-outbox';
import type { FamilyCarpetView, FamilyMember } from './port';

/** What a member's phone has read of a carpet: its document, its members and its strokes. */
export interface CarpetRead {
  carpetId: string;
  carpet: CarpetDoc;
  members: readonly { id: string; data: MemberDoc }[];
  /** As the server holds them, with this page's own writes not acknowledged yet (`at` null). */
  strokes: readonly OrderedStroke[];
  /** This device's member. */
  memberId: string;
}

/** A stroke id's running number: the device's own order of its strokes the server has not stamped. */
const numberOf = (strokeId: string) => Number(strokeId.slice(strokeId.lastIndexOf('-') + 1)) || 0;

/**
 * A stroke document as the fold reads it. `at` is the server's time, or null for a write of this
 * page's that the server has not stamped yet (the SDK shows it at once, unstamped).
 */
export function strokeFromDoc(id: string, data: Record<string, unknown>): OrderedStroke {
  const at = data.at as { toMillis?: () => number } | null | undefined;
  const millis = typeof at?.toMillis === 'function' ? at.toMillis() : null;
  return {
    id,
    by: typeof data.by === 'string' ? data.by : '',
    at: millis,
    cells: Array.isArray(data.cells) ? (data.cells as number[]) : [],
    codes: typeof data.codes === 'string' ? data.codes : '',
    ...(typeof data.centrepiece === 'string' ? { centrepiece: data.centrepiece } : {}),
    ...(millis === null ? { localOrder: numberOf(id) } : {}),
  };
}

/** The members in the order they joined, the owner marked; nothing of their accounts. */
export function membersOf(
  carpet: Pick<CarpetDoc, 'owner'>,
  members: readonly { id: string; data: MemberDoc }[],
): FamilyMember[] {
  return members
    .map(({ id, data }) => ({
      joinedAt: String(data.joinedAt ?? ''),
      member: {
        memberId: id,
        name: String(data.name ?? ''),
        colour: Number.isInteger(data.colour) ? data.colour : 0,
        owner: id === carpet.owner,
        removed: data.removed === true,
      },
    }))
    .sort(
      (a, b) =>
        a.joinedAt.localeCompare(b.joinedAt) ||
        a.member.colour - b.member.colour ||
        a.member.memberId.localeCompare(b.member.memberId),
    )
    .map(({ member }) => member);
}

/**
 * This device's cells not acknowledged yet, as strokes laid after everything the server has: the
 * stroke on its way (unless the SDK already shows it, written) and the cells laid since.
 */
export function outboxStrokes(
  outbox: FamilyOutbox,
  memberId: string,
  written: ReadonlySet<string>,
): OrderedStroke[] {
  const strokes: OrderedStroke[] = [];
  const { sending, laid, centrepiece } = outbox;
  if (sending && !written.has(sending.id)) {
    strokes.push({ ...sending, by: memberId, at: null, localOrder: numberOf(sending.id) });
  }
  if (laid.length > 0 || centrepiece !== null) {
    strokes.push({
      id: `${memberId}-laid`,
      by: memberId,
      at: null,
      cells: laid.map(({ cell }) => cell),
      codes: laid.map(({ code }) => code).join(''),
      ...(centrepiece !== null ? { centrepiece } : {}),
      localOrder: outbox.next,
    });
  }
  return strokes;
}

/**
 * The carpet as this member's phone shows it: the strokes in the server's order with this
 * device's waiting cells on top, so what the visitor laid shows at once, network or not. A
 * finished carpet shows only what the server has: it was scored without what is still waiting.
 */
export function carpetView(read: CarpetRead, outbox: FamilyOutbox | null): FamilyCarpetView {
  const { carpetId, carpet, memberId } = read;
  const finished = carpet.status === 'finished';
  const written = new Set(read.strokes.map((stroke) => stroke.id));
  const strokes = finished
    ? read.strokes.filter((stroke) => stroke.at !== null)
    : [...read.strokes, ...(outbox ? outboxStrokes(outbox, memberId, written) : [])];
  const { cells, laidBy, centrepiece } = foldCarpet(strokes, carpet.cellCount);
  const members = membersOf(carpet, read.members);
  return {
    id: carpetId,
    status: carpet.status,
    options: carpet.options,
    cellCount: carpet.cellCount,
    remote: carpet.remote,
    version: carpet.version,
    members,
    me: members.find((member) => member.memberId === memberId) ?? null,
    cells,
    laidBy,
    centrepiece,
    waiting: outbox ? waitingCells(outbox) : 0,
    result: carpet.result ?? null,
  };
}

/**
 * A stroke lays one cell at least, so a centrepiece chosen alone goes with a cell laid again as
 * it shows: one of the member's own flowers, else bare floor swept again, so the carpet does not
 * change (unless another member lays that very cell in the same moment).
 */
export function centrepieceCarrier(
  view: Pick<FamilyCarpetView, 'cells' | 'laidBy'>,
  memberId: string,
): LaidCell {
  const mine = view.laidBy.lastIndexOf(memberId);
  if (mine >= 0) return { cell: mine, code: view.cells[mine] ?? BARE };
  const bare = view.cells.indexOf(BARE);
  if (bare >= 0) return { cell: bare, code: BARE };
  return { cell: 0, code: view.cells[0] ?? BARE };
}
