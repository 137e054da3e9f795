/** @jest-environment node */
import {
  foldCarpet,
  type CarpetDoc,
  type MemberDoc,
  type OrderedStroke,
} from '../../family/carpet';
import { emptyOutbox, withLaid, type FamilyOutbox } from '../family-outbox';
import {
  carpetView,
  centrepieceCarrier,
  membersOf,
  outboxStrokes,
  strokeFromDoc,
  keptStrokes,
  type CarpetRead,
  type StrokeChange,
} from '../family-view';

const ANU = 'AnuMember001';
const BIJU = 'BijuMember01';

const carpet = (more: Partial<CarpetDoc> = {}): CarpetDoc => ({
  status: 'open',
  options: { symmetry: 8, mode: 'free', day: 3 },
  cellCount: 6,
  remote: 'games',
  version: '1.4.0',
  owner: ANU,
  memberCount: 2,
  createdAt: '2026-08-26T04:00:00.000Z',
  ...more,
});

const member = (name: string, colour: number, joinedAt: string, removed = false): MemberDoc => ({
  name,
  colour,
  joinedAt,
  removed,
});

const members = [
  { id: BIJU, data: member('Biju', 1, '2026-08-26T04:05:00.000Z') },
  { id: ANU, data: member('Amma', 0, '2026-08-26T04:00:00.000Z') },
];

const stamped = (id: string, at: number, cells: number[], codes: string): OrderedStroke => ({
  id,
  by: id.split('-')[0] ?? '',
  at,
  cells,
  codes,
});

const read = (strokes: OrderedStroke[], more: Partial<CarpetDoc> = {}): CarpetRead => ({
  carpetId: 'Carpet00000000000001',
  carpet: carpet(more),
  members,
  strokes,
  memberId: ANU,
});

const outbox = (next: number, change: (box: FamilyOutbox) => FamilyOutbox = (box) => box) =>
  change({ ...emptyOutbox('anu'), next });

describe('a stroke document as the fold reads it', () => {
  it('reads the server’s time in milliseconds', () => {
    const at = { toMillis: () => 1234 };
    expect(strokeFromDoc(`${BIJU}-4`, { by: BIJU, at, cells: [1], codes: 'a' })).toEqual({
      id: `${BIJU}-4`,
      by: BIJU,
      at: 1234,
      cells: [1],
      codes: 'a',
    });
  });

  it('reads this page’s own stroke not stamped yet as pending, in its running order', () => {
    const pending = strokeFromDoc(`${ANU}-17`, {
      by: ANU,
      at: null,
      cells: [2],
      codes: 'b',
      centrepiece: 'lamp',
    });
    expect(pending).toMatchObject({ at: null, localOrder: 17, centrepiece: 'lamp' });
  });

  it('reads a malformed document as a stroke that lays nothing, never throwing', () => {
    expect(strokeFromDoc('x', { cells: 'no', codes: 3 })).toMatchObject({
      by: '',
      cells: [],
      codes: '',
    });
  });
});

describe('the members as a phone shows them', () => {
  it('lists them in the order they joined, the owner marked, nothing of their accounts', () => {
    expect(membersOf({ owner: ANU }, members)).toEqual([
      { memberId: ANU, name: 'Amma', colour: 0, owner: true, removed: false },
      { memberId: BIJU, name: 'Biju', colour: 1, owner: false, removed: false },
    ]);
  });
});

describe('the carpet as a member’s phone shows it', () => {
  it('folds the strokes in the server’s order, and says who this phone’s member is', () => {
    const view = carpetView(
      read([stamped(`${BIJU}-9`, 2000, [0, 1], 'bb'), stamped(`${ANU}-3`, 1000, [1, 2], 'aa')]),
      null,
    );
    expect(view.cells).toEqual(['b', 'b', 'a', '.', '.', '.']);
    expect(view.laidBy).toEqual([BIJU, BIJU, ANU, null, null, null]);
    expect(view.me).toMatchObject({ memberId: ANU, owner: true });
    expect(view).toMatchObject({
      id: 'Carpet00000000000001',
      status: 'open',
      waiting: 0,
      result: null,
    });
  });

  it('lays this phone’s waiting cells on top at once, and counts them', () => {
    const waiting = outbox(5, (box) =>
      withLaid(
        box,
        [
          { cell: 0, code: 'a' },
          { cell: 5, code: 'c' },
        ],
        'lamp',
      ),
    );
    const view = carpetView(read([stamped(`${BIJU}-9`, 2000, [0], 'b')]), waiting);
    expect(view.cells).toEqual(['a', '.', '.', '.', '.', 'c']);
    expect(view.laidBy[0]).toBe(ANU);
    expect(view.centrepiece).toBe('lamp');
    expect(view.waiting).toBe(2);
  });

  it('shows a stroke on its way once, whether or not the SDK already shows it written', () => {
    const sending = outbox(8, (box) => ({
      ...box,
      sending: [
        { id: `${ANU}-6`, cells: [4], codes: 'b' },
        { id: `${ANU}-7`, cells: [3], codes: 'a' },
      ],
      laid: [{ cell: 3, code: 'c' }],
    }));
    const unseen = carpetView(read([]), sending);
    expect(unseen.cells[3]).toBe('c');
    expect(unseen.cells[4]).toBe('b');
    expect(unseen.waiting).toBe(3);
    const pendingInSdk: OrderedStroke = {
      id: `${ANU}-7`,
      by: ANU,
      at: null,
      cells: [3],
      codes: 'a',
      localOrder: 7,
    };
    expect(outboxStrokes(sending, ANU, new Set([pendingInSdk.id])).map((s) => s.id)).toEqual([
      `${ANU}-6`,
      `${ANU}-laid`,
    ]);
    const seen = carpetView(read([pendingInSdk]), sending);
    // Laid after the stroke on its way: the later cell still wins.
    expect(seen.cells[3]).toBe('c');
    expect(seen.waiting).toBe(3);
  });

  it('shows a finished carpet as the server scored it, with what did not reach it counted apart', () => {
    const result = {
      familyName: 'Menon family',
      score: 71,
      maxScore: 100,
      finishedAt: '2026-08-26T05:00:00.000Z',
      cells: 'bb....',
      centrepiece: 'none',
    };
    const late = outbox(4, (box) => withLaid(box, [{ cell: 4, code: 'a' }]));
    const pendingInSdk: OrderedStroke = {
      id: `${ANU}-3`,
      by: ANU,
      at: null,
      cells: [5],
      codes: 'a',
      localOrder: 3,
    };
    const view = carpetView(
      read([stamped(`${BIJU}-1`, 1000, [0, 1], 'bb'), pendingInSdk], {
        status: 'finished',
        result,
      }),
      late,
    );
    expect(view.cells.join('')).toBe(result.cells);
    expect(view.result).toEqual(result);
    expect(view.waiting).toBe(1);
  });

  it('has no member for this phone until their own entry has arrived', () => {
    expect(carpetView({ ...read([]), members: [] }, null).me).toBeNull();
  });
});

describe('a centrepiece chosen with no cell', () => {
  it('goes with one of the member’s own flowers laid again as it shows', () => {
    expect(centrepieceCarrier({ cells: ['b', 'a', 'a'], laidBy: [BIJU, ANU, ANU] }, ANU)).toEqual({
      cell: 2,
      code: 'a',
    });
  });
  it('else with bare floor swept again', () => {
    expect(centrepieceCarrier({ cells: ['b', '.'], laidBy: [BIJU, null] }, ANU)).toEqual({
      cell: 1,
      code: '.',
    });
  });
  it('else, on a carpet full of others’ flowers, with the first laid again as it shows', () => {
    expect(centrepieceCarrier({ cells: ['b'], laidBy: [BIJU] }, ANU)).toEqual({
      cell: 0,
      code: 'b',
    });
  });
});

describe('the strokes a phone keeps between snapshots', () => {
  const added = (stroke: OrderedStroke): StrokeChange => ({ type: 'added', stroke });
  const stampedOnly = (kept: ReturnType<typeof keptStrokes>, cellCount = 6) =>
    foldCarpet(
      kept.strokes().filter((stroke) => stroke.at !== null),
      cellCount,
    );

  it('lays the strokes that come in the server’s order on the carpet kept', () => {
    const kept = keptStrokes();
    kept.apply([added(stamped(`${BIJU}-1`, 1000, [0, 1], 'bb'))]);
    const first = kept.stamped(6);
    kept.apply([added(stamped(`${ANU}-1`, 2000, [1], 'a'))]);
    kept.apply([added(stamped(`${BIJU}-2`, 3000, [2], 'c'))]);
    const second = kept.stamped(6);
    // The same carpet, laid on.
    expect(second).toBe(first);
    expect(second.cells).toEqual(['b', 'a', 'c', '.', '.', '.']);
    expect(second).toEqual(stampedOnly(kept));
  });

  it('folds them all again when a stroke comes stamped before the last one folded', () => {
    const kept = keptStrokes();
    kept.apply([added(stamped(`${BIJU}-1`, 2000, [0], 'b'))]);
    kept.stamped(6);
    kept.apply([added(stamped(`${ANU}-1`, 1000, [0, 1], 'aa'))]);
    expect(kept.stamped(6).cells).toEqual(['b', 'a', '.', '.', '.', '.']);
    expect(kept.stamped(6)).toEqual(stampedOnly(kept));
  });

  it('folds this page’s own stroke in once the server stamps it, and leaves it out until then', () => {
    const kept = keptStrokes();
    const pending: OrderedStroke = { ...stamped(`${ANU}-4`, 0, [3], 'a'), at: null, localOrder: 4 };
    kept.apply([added(stamped(`${BIJU}-1`, 1000, [3], 'b')), added(pending)]);
    expect(kept.stamped(6).cells[3]).toBe('b');
    kept.apply([{ type: 'modified', stroke: { ...pending, at: 2000 } }]);
    expect(kept.stamped(6).cells[3]).toBe('a');
    expect(kept.strokes()).toHaveLength(2);
  });

  it('folds them all again when a stamped stroke changes or goes, or the board’s size does', () => {
    const kept = keptStrokes();
    const biju = stamped(`${BIJU}-1`, 1000, [0], 'b');
    kept.apply([added(biju), added(stamped(`${ANU}-1`, 2000, [1], 'a'))]);
    kept.stamped(6);
    kept.apply([{ type: 'modified', stroke: { ...biju, at: 3000, cells: [1] } }]);
    expect(kept.stamped(6).cells.slice(0, 2)).toEqual(['.', 'b']);
    kept.apply([{ type: 'removed', stroke: biju }]);
    expect(kept.stamped(6)).toEqual(stampedOnly(kept));
    expect(kept.stamped(6).cells.slice(0, 2)).toEqual(['.', 'a']);
    expect(kept.stamped(3)).toEqual(stampedOnly(kept, 3));
  });

  it('shows the same carpet as the strokes folded whole, whatever order they come in', () => {
    const strokes = Array.from({ length: 40 }, (_, n) =>
      stamped(
        `${n % 2 ? ANU : BIJU}-${n}`,
        1000 + ((n * 7) % 13) * 100,
        [n % 6, (n * 5) % 6],
        'ab',
      ),
    );
    const kept = keptStrokes();
    for (let n = 0; n < strokes.length; n += 3) {
      kept.apply(strokes.slice(n, n + 3).map(added));
      const view = carpetView({ ...read(kept.strokes()), stamped: kept.stamped(6) }, null);
      expect(view.cells).toEqual(carpetView(read(kept.strokes()), null).cells);
      expect(view.laidBy).toEqual(carpetView(read(kept.strokes()), null).laidBy);
    }
  });
});
