import {
  BARE,
  compareStrokes,
  foldCarpet,
  layStrokes,
  type CarpetDoc,
  type FoldedCarpet,
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
  /** Those of `strokes` the server stamped, folded already (keptStrokes); else folded here. */
  stamped?: FoldedCarpet;
}

/** A change a listener's snapshot brings to one stroke. */
export interface StrokeChange {
  type: 'added' | 'modified' | 'removed';
  stroke: OrderedStroke;
}

/** A carpet's strokes as a phone keeps them from one snapshot of its listener to the next. */
export interface KeptStrokes {
  apply(changes: Iterable<StrokeChange>): void;
  /** Every stroke kept, stamped or not. */
  strokes(): OrderedStroke[];
  /** Those the server stamped, folded on a board of `cellCount` cells, as foldCarpet folds them. */
  stamped(cellCount: number): FoldedCarpet;
}

/**
 * Each snapshot's changes applied to the strokes kept, and those the server stamped kept folded:
 * a live carpet's strokes arrive in the server's order, and each is laid on the carpet kept rather
 * than every stroke folded again for every flower. Anything else (a stroke stamped before the
 * last one folded, a stamped one changed or gone, another board size) folds them all again. The
 * carpet returned is kept: a caller that lays more on it lays on a copy.
 */
export function keptStrokes(): KeptStrokes {
  const byId = new Map<string, OrderedStroke>();
  /** The stamped strokes folded into `carpet`, in the server's order. */
  let folded: OrderedStroke[] = [];
  let carpet: FoldedCarpet | null = null;
  /** Stamped since the last fold, in the order they came. */
  let arrived: OrderedStroke[] = [];
  let refold = true;
  return {
    apply(changes) {
      for (const { type, stroke } of changes) {
        const before = byId.get(stroke.id);
        if (before && before.at !== null) refold = true;
        if (type === 'removed') byId.delete(stroke.id);
        else {
          byId.set(stroke.id, stroke);
          if (stroke.at !== null) arrived.push(stroke);
        }
      }
    },
    strokes: () => [...byId.values()],
    stamped(cellCount) {
      const comes = arrived.sort(compareStrokes);
      arrived = [];
      const last = folded.at(-1);
      const first = comes[0];
      const onTop = !last || !first || compareStrokes(last, first) < 0;
      if (carpet && !refold && onTop && carpet.cells.length === cellCount) {
        layStrokes(carpet, comes);
        folded.push(...comes);
      } else {
        folded = [...byId.values()].filter((stroke) => stroke.at !== null).sort(compareStrokes);
        carpet = foldCarpet(folded, cellCount);
        refold = false;
      }
      return carpet;
    },
  };
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
 * strokes on their way (but those the SDK already shows, written) and the cells laid since.
 */
export function outboxStrokes(
  outbox: FamilyOutbox,
  memberId: string,
  written: ReadonlySet<string>,
): OrderedStroke[] {
  const { sending, laid, centrepiece } = outbox;
  const strokes: OrderedStroke[] = sending
    .filter((stroke) => !written.has(stroke.id))
    .map((stroke) => ({ ...stroke, by: memberId, at: null, localOrder: numberOf(stroke.id) }));
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
  const stamped =
    read.stamped ??
    foldCarpet(
      read.strokes.filter((stroke) => stroke.at !== null),
      carpet.cellCount,
    );
  const cells = stamped.cells.slice();
  const laidBy = stamped.laidBy.slice();
  const shown: FoldedCarpet = { cells, laidBy, centrepiece: stamped.centrepiece };
  // Those not stamped yet sort after all the others (compareStrokes): they are laid on top.
  if (carpet.status !== 'finished') {
    const written = new Set(read.strokes.map((stroke) => stroke.id));
    const pending = read.strokes.filter((stroke) => stroke.at === null);
    if (outbox) pending.push(...outboxStrokes(outbox, memberId, written));
    layStrokes(shown, pending.sort(compareStrokes));
  }
  const { centrepiece } = shown;
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
