/** @jest-environment node */
import {
  acknowledged,
  emptyOutbox,
  FAMILY_OUTBOX_PREFIX,
  familyOutbox,
  forgetFamilyOutboxes,
  isSameStroke,
  nextStroke,
  outboxFromStored,
  renumbered,
  storedOutboxMembers,
  waitingCells,
  withLaid,
  type FamilyOutbox,
} from '../family-outbox';

/** localStorage as far as the outbox uses it. */
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

const MEMBER = 'AnuMember001';
const CARPET = 'Carpet00000000000001';
const cells = (from: number, count: number, code = 'a') =>
  Array.from({ length: count }, (_, index) => ({ cell: from + index, code }));
const outboxAt = (next: number): FamilyOutbox => ({ ...emptyOutbox('anu'), next });
function taken(outbox: FamilyOutbox) {
  const next = nextStroke(outbox, MEMBER);
  if (!next) throw new Error('nothing to send');
  return next;
}

describe('the cells a member lays, waiting to be sent', () => {
  it('go out in the order laid, a stroke’s worth at a time, each stroke numbered on', () => {
    const laid = withLaid(outboxAt(7), cells(0, 40));
    const first = taken(laid);
    expect(first.stroke).toEqual({
      id: `${MEMBER}-7`,
      cells: cells(0, 32).map(({ cell }) => cell),
      codes: 'a'.repeat(32),
    });
    expect(first.outbox.laid).toEqual(cells(32, 8));
    expect(first.outbox.next).toBe(8);
    expect(waitingCells(first.outbox)).toBe(40);

    const sent = acknowledged(first.outbox, `${MEMBER}-7`);
    expect(waitingCells(sent)).toBe(8);
    expect(nextStroke(sent, MEMBER)?.stroke).toMatchObject({
      id: `${MEMBER}-8`,
      cells: [32, 33, 34, 35, 36, 37, 38, 39],
    });
  });

  it('lines a stroke up behind those on their way, each kept until it is acknowledged', () => {
    const sending = taken(withLaid(outboxAt(1), cells(0, 2))).outbox;
    const more = taken(withLaid(sending, cells(5, 1, 'b'))).outbox;
    expect(more.sending.map(({ id }) => id)).toEqual([`${MEMBER}-1`, `${MEMBER}-2`]);
    expect(waitingCells(more)).toBe(3);
    expect(acknowledged(more, `${MEMBER}-99`)).toBe(more);
    // The server may answer the later one first.
    const second = acknowledged(more, `${MEMBER}-2`);
    expect(second.sending).toEqual([{ id: `${MEMBER}-1`, cells: [0, 1], codes: 'aa' }]);
    expect(acknowledged(second, `${MEMBER}-1`).sending).toEqual([]);
  });

  it('carries the latest centrepiece chosen with the next stroke, once', () => {
    const chosen = withLaid(withLaid(outboxAt(1), cells(0, 1), 'kindi'), cells(1, 1), 'lamp');
    const next = nextStroke(chosen, MEMBER);
    expect(next?.stroke.centrepiece).toBe('lamp');
    expect(next?.outbox.centrepiece).toBeNull();
  });

  it('holds a centrepiece alone until a cell goes with it (a stroke lays one at least)', () => {
    expect(nextStroke(withLaid(outboxAt(1), [], 'lamp'), MEMBER)).toBeNull();
    expect(nextStroke(outboxAt(1), MEMBER)).toBeNull();
  });

  it('gives a stroke whose id was taken the next number, in its place among those sending', () => {
    const first = taken(withLaid(outboxAt(5), cells(0, 1))).outbox;
    const sending = taken(withLaid(first, cells(3, 1))).outbox;
    const moved = renumbered(sending, MEMBER, `${MEMBER}-5`);
    expect(moved.sending.map(({ id, cells }) => [id, cells])).toEqual([
      [`${MEMBER}-7`, [0]],
      [`${MEMBER}-6`, [3]],
    ]);
    expect(moved.next).toBe(8);
    expect(renumbered(sending, MEMBER, `${MEMBER}-99`)).toBe(sending);
  });

  it('starts each device’s numbers at random, so one member’s two phones do not collide', () => {
    expect(emptyOutbox('anu', () => 0).next).toBe(1);
    expect(emptyOutbox('anu', () => 0.5).next).toBe(50_000_001);
    expect(emptyOutbox('anu', () => 0.999_999_999).next).toBeLessThanOrEqual(100_000_000);
  });
});

describe('a stroke found on the server', () => {
  const stroke = { id: `${MEMBER}-3`, cells: [1, 2], codes: 'ab', centrepiece: 'lamp' };
  it('is this one when the member, cells, codes and centrepiece match', () => {
    expect(
      isSameStroke({ by: MEMBER, cells: [1, 2], codes: 'ab', centrepiece: 'lamp' }, stroke, MEMBER),
    ).toBe(true);
  });
  it.each([
    ['another member', { by: 'Someone00001', cells: [1, 2], codes: 'ab', centrepiece: 'lamp' }],
    ['other cells', { by: MEMBER, cells: [1, 3], codes: 'ab', centrepiece: 'lamp' }],
    ['other codes', { by: MEMBER, cells: [1, 2], codes: 'aa', centrepiece: 'lamp' }],
    ['no centrepiece', { by: MEMBER, cells: [1, 2], codes: 'ab' }],
  ])('is another with %s', (_, written) => {
    expect(isSameStroke(written, stroke, MEMBER)).toBe(false);
  });
});

describe('the outbox kept on the device', () => {
  it('survives the page: another store over the same storage reads it back', () => {
    const storage = memoryStorage();
    const store = familyOutbox({ carpetId: CARPET, memberId: MEMBER, uid: 'anu' }, () => storage);
    store.write(withLaid(store.read(), cells(0, 3)));
    const reopened = familyOutbox(
      { carpetId: CARPET, memberId: MEMBER, uid: 'anu' },
      () => storage,
    );
    expect(reopened.read().laid).toEqual(cells(0, 3));
    expect(reopened.read().next).toBe(store.read().next);
    expect(reopened.keptOnDevice()).toBe(true);
  });

  it('keeps its numbering when nothing was written yet, read after read', () => {
    const store = familyOutbox(
      { carpetId: CARPET, memberId: MEMBER, uid: 'anu' },
      memoryStorage,
      Math.random,
    );
    expect(store.read().next).toBe(store.read().next);
  });

  it('keeps the cells in the page’s memory when storage refuses them, and says so', () => {
    const full = memoryStorage();
    full.setItem = () => {
      throw new Error('QuotaExceededError');
    };
    const store = familyOutbox({ carpetId: CARPET, memberId: MEMBER, uid: 'anu' }, () => full);
    store.write(withLaid(store.read(), cells(0, 2)));
    expect(store.read().laid).toEqual(cells(0, 2));
    expect(store.keptOnDevice()).toBe(false);
  });

  it('reads what is corrupt as empty, and a malformed part without losing the rest', () => {
    const storage = memoryStorage();
    const key = `${FAMILY_OUTBOX_PREFIX}${CARPET}:${MEMBER}`;
    storage.setItem(key, '{not json');
    const store = familyOutbox({ carpetId: CARPET, memberId: MEMBER, uid: 'anu' }, () => storage);
    expect(waitingCells(store.read())).toBe(0);
    expect(
      outboxFromStored({
        uid: 'anu',
        next: 4,
        sending: { id: 'x', cells: [1], codes: 'ab' },
        laid: [
          { cell: 1, code: 'a' },
          { cell: 'two', code: 'a' },
          { cell: 3, code: 'A' },
        ],
        centrepiece: 7,
      }),
    ).toEqual({
      uid: 'anu',
      next: 4,
      sending: [],
      laid: [{ cell: 1, code: 'a' }],
      centrepiece: null,
    });
    expect(outboxFromStored({ uid: 'anu', next: 0 })).toBeNull();
    expect(outboxFromStored(null)).toBeNull();
  });

  it('reads the strokes sending as a list, and one stroke alone as an older page kept it', () => {
    const stroke = { id: `${MEMBER}-3`, cells: [1], codes: 'a' };
    const stored = (sending: unknown) =>
      outboxFromStored({ uid: 'anu', next: 4, sending, laid: [], centrepiece: null })?.sending;
    expect(stored(stroke)).toEqual([stroke]);
    expect(stored([stroke, { id: 'x', cells: [1], codes: 'ab' }, { ...stroke, id: 'y' }])).toEqual([
      stroke,
      { ...stroke, id: 'y' },
    ]);
    expect(stored(null)).toEqual([]);
  });

  it('is found by carpet and account for a finish, and forgotten with the account', () => {
    const storage = memoryStorage();
    const keep = (memberId: string, uid: string, carpetId = CARPET) => {
      const store = familyOutbox({ carpetId, memberId, uid }, () => storage);
      store.write(withLaid(store.read(), cells(0, 1)));
    };
    keep(MEMBER, 'anu');
    keep('BijuMember01', 'biju');
    keep('AnuElsewhere', 'anu', 'Carpet00000000000002');
    storage.setItem('onam:pending-plays', '[]');

    expect(storedOutboxMembers(CARPET, 'anu', () => storage)).toEqual([MEMBER]);
    forgetFamilyOutboxes('anu', () => storage);
    expect(storedOutboxMembers(CARPET, 'anu', () => storage)).toEqual([]);
    expect(storedOutboxMembers('Carpet00000000000002', 'anu', () => storage)).toEqual([]);
    expect(storedOutboxMembers(CARPET, 'biju', () => storage)).toEqual(['BijuMember01']);
    expect(storage.getItem('onam:pending-plays')).toBe('[]');
    expect(() => forgetFamilyOutboxes('anu', () => undefined)).not.toThrow();
  });
});
