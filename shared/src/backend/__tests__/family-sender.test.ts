/** @jest-environment node */
import { STROKE_GAP_MS } from '../../family/carpet';
import {
  emptyOutbox,
  waitingCells,
  withLaid,
  type FamilyOutbox,
  type FamilyOutboxStore,
  type OutboxStroke,
} from '../family-outbox';
import {
  createStrokeSender,
  goesAlongside,
  MAX_SENDING,
  refusalReason,
  retryDelayMs,
  SEND_GAP_MS,
  type StrokeCheck,
  type StrokeSenderOptions,
} from '../family-sender';

const MEMBER = 'AnuMember001';
const cells = (from: number, count: number, code = 'a') =>
  Array.from({ length: count }, (_, index) => ({ cell: from + index, code }));

function memoryOutbox(start: FamilyOutbox = { ...emptyOutbox('anu'), next: 1 }): FamilyOutboxStore {
  let kept = start;
  return { read: () => kept, write: (next) => void (kept = next), keptOnDevice: () => true };
}

/** A write the test answers when it wants, as the server does. */
function deferredWrites() {
  const calls: { stroke: OutboxStroke; resolve: () => void; reject: (error: unknown) => void }[] =
    [];
  const write = jest.fn(
    (stroke: OutboxStroke) =>
      new Promise<void>((resolve, reject) => calls.push({ stroke, resolve, reject })),
  );
  return { write, calls };
}

const flush = async () => {
  for (let i = 0; i < 10; i += 1) await new Promise((resolve) => setImmediate(resolve));
};
const refused = Object.assign(new Error('Missing or insufficient permissions.'), {
  code: 'permission-denied',
});
const open: StrokeCheck = { seat: true, status: 'open', stroke: 'absent' };

/** A sender on a clock of its own, which its sleeps move on; `advance` moves it too. */
function senderWith(options: Partial<StrokeSenderOptions> & { outbox: FamilyOutboxStore }) {
  const sleeps: number[] = [];
  let clock = 1_000;
  const sender = createStrokeSender({
    memberId: MEMBER,
    write: jest.fn(async () => undefined),
    check: jest.fn(async () => open),
    isRefusal: (error) => (error as { code?: string }).code === 'permission-denied',
    watched: () => true,
    onChange: jest.fn(),
    sleep: async (ms) => {
      sleeps.push(ms);
      clock += ms;
    },
    now: () => clock,
    ...options,
  });
  return {
    sender,
    sleeps,
    advance: (ms: number) => void (clock += ms),
    /** Flowers laid on the page: into the outbox, the sender told, and its work let run. */
    send: async (laid: ReturnType<typeof cells>) => {
      lay(options.outbox, laid);
      sender.kick();
      await flush();
    },
  };
}

const idsOf = (write: jest.Mock) => write.mock.calls.map(([stroke]) => (stroke as OutboxStroke).id);

const lay = (outbox: FamilyOutboxStore, laid: ReturnType<typeof cells>) =>
  outbox.write(withLaid(outbox.read(), laid));

describe('why a stroke was refused', () => {
  it.each<[StrokeCheck, string]>([
    [{ seat: false, status: null, stroke: 'absent' }, 'removed'],
    [{ seat: true, status: 'finished', stroke: 'ours' }, 'acknowledged'],
    [{ seat: true, status: 'finished', stroke: 'absent' }, 'finished'],
    [{ seat: true, status: 'closed', stroke: 'other' }, 'renumber'],
    [{ seat: true, status: 'open', stroke: 'absent' }, 'pace'],
  ])('%j is %s', (check, reason) => {
    expect(refusalReason(check)).toBe(reason);
  });

  it('is tried again soon at first, then more patiently', () => {
    expect([1, 2, 3, 10].map(retryDelayMs)).toEqual([200, 400, 800, 5000]);
  });
});

describe('strokes on their way together', () => {
  const stroke = (id: number, strokeCells: number[], centrepiece?: string): OutboxStroke => ({
    id: `${MEMBER}-${id}`,
    cells: strokeCells,
    codes: 'a'.repeat(strokeCells.length),
    ...(centrepiece ? { centrepiece } : {}),
  });

  it('go together only when none lays a cell of another, nor two set the centrepiece', () => {
    expect(goesAlongside(stroke(3, [4, 5]), [stroke(1, [1, 2]), stroke(2, [3])])).toBe(true);
    expect(goesAlongside(stroke(3, [4, 2]), [stroke(1, [1, 2]), stroke(2, [3])])).toBe(false);
    expect(goesAlongside(stroke(2, [4], 'lamp'), [stroke(1, [1])])).toBe(true);
    expect(goesAlongside(stroke(2, [4], 'lamp'), [stroke(1, [1], 'lotus')])).toBe(false);
    expect(goesAlongside(stroke(1, [4]), [])).toBe(true);
  });

  it('leave a margin beyond the pace between two sends', () => {
    expect(SEND_GAP_MS).toBeGreaterThan(STROKE_GAP_MS);
    // Below a person's pace of laying one flower at a time (a quarter of a second or more).
    expect(SEND_GAP_MS).toBeLessThan(250);
  });
});

describe('the sender', () => {
  it('sends a stroke as soon as the pace allows, with what was laid meanwhile, without waiting for the answer to the last', async () => {
    const outbox = memoryOutbox();
    const { write, calls } = deferredWrites();
    const { sender, sleeps, send } = senderWith({ outbox, write });
    await send(cells(0, 3));
    expect(write).toHaveBeenCalledTimes(1);
    expect(calls[0]?.stroke).toEqual({ id: `${MEMBER}-1`, cells: [0, 1, 2], codes: 'aaa' });

    lay(outbox, cells(10, 2, 'b'));
    sender.kick();
    await send(cells(20, 1, 'c'));
    // The pace from the first send, not from its answer: the first is still on its way.
    expect(sleeps).toEqual([SEND_GAP_MS]);
    expect(write).toHaveBeenCalledTimes(2);
    expect(calls[1]?.stroke).toEqual({ id: `${MEMBER}-2`, cells: [10, 11, 20], codes: 'bbc' });
    expect(outbox.read().sending.map(({ id }) => id)).toEqual([`${MEMBER}-1`, `${MEMBER}-2`]);
    expect(waitingCells(outbox.read())).toBe(6);

    // The answers may come in either order.
    calls[1]?.resolve();
    await flush();
    expect(waitingCells(outbox.read())).toBe(3);
    calls[0]?.resolve();
    await flush();
    expect(waitingCells(outbox.read())).toBe(0);
    expect(write).toHaveBeenCalledTimes(2);
  });

  it('loses nothing laid in the moment the sender decides to send', async () => {
    const outbox = memoryOutbox();
    const { write, calls } = deferredWrites();
    const { sender, send } = senderWith({ outbox, write });
    // Three lays in one go, before the sender's next step: as from one event handler.
    lay(outbox, cells(1, 1));
    sender.kick();
    lay(outbox, cells(2, 1));
    sender.kick();
    await send(cells(3, 1));
    calls.forEach(({ resolve }) => resolve());
    await flush();
    calls.forEach(({ resolve }) => resolve());
    await flush();
    expect(write.mock.calls.flatMap(([stroke]) => (stroke as OutboxStroke).cells)).toEqual([
      1, 2, 3,
    ]);
    expect(waitingCells(outbox.read())).toBe(0);
  });

  it('sends a stroke at once when the last went long enough ago', async () => {
    const outbox = memoryOutbox();
    const { write } = deferredWrites();
    const { sleeps, advance, send } = senderWith({ outbox, write });
    await send(cells(0, 1));
    advance(SEND_GAP_MS);
    await send(cells(1, 1));
    expect(idsOf(write)).toEqual([`${MEMBER}-1`, `${MEMBER}-2`]);
    expect(sleeps).toEqual([]);
  });

  it('holds a stroke that lays a cell of one on its way until that one is answered', async () => {
    const outbox = memoryOutbox();
    const { write, calls } = deferredWrites();
    const { advance, send } = senderWith({ outbox, write });
    await send(cells(0, 2));
    advance(1_000);
    await send(cells(1, 1, 'b'));
    expect(write).toHaveBeenCalledTimes(1);

    calls[0]?.resolve();
    await flush();
    expect(write).toHaveBeenCalledTimes(2);
    expect(calls[1]?.stroke).toEqual({ id: `${MEMBER}-2`, cells: [1], codes: 'b' });
  });

  it(`has at most ${MAX_SENDING} strokes on their way at once`, async () => {
    const outbox = memoryOutbox();
    const { write, calls } = deferredWrites();
    const { advance, send } = senderWith({ outbox, write });
    for (let cell = 0; cell < MAX_SENDING + 2; cell += 1) {
      await send(cells(cell, 1));
      advance(SEND_GAP_MS);
    }
    expect(write).toHaveBeenCalledTimes(MAX_SENDING);
    calls[1]?.resolve();
    await flush();
    expect(write).toHaveBeenCalledTimes(MAX_SENDING + 1);
    // What was laid in the meantime goes as one stroke.
    expect(calls[MAX_SENDING]?.stroke.cells).toEqual([MAX_SENDING, MAX_SENDING + 1]);
  });

  it('writes a stroke refused for the pace again after those on their way, alone, and keeps the carpet as laid', async () => {
    const outbox = memoryOutbox();
    const { write, calls } = deferredWrites();
    const { advance, send } = senderWith({ outbox, write });
    await send(cells(0, 1));
    advance(SEND_GAP_MS);
    await send(cells(1, 1));
    expect(idsOf(write)).toEqual([`${MEMBER}-1`, `${MEMBER}-2`]);

    calls[0]?.reject(refused);
    await flush();
    // The refused stroke waits for the one still on its way; the cell laid again waits for it.
    advance(1_000);
    await send(cells(0, 1, 'b'));
    expect(write).toHaveBeenCalledTimes(2);

    calls[1]?.resolve();
    await flush();
    expect(idsOf(write)).toEqual([`${MEMBER}-1`, `${MEMBER}-2`, `${MEMBER}-1`]);
    calls[2]?.resolve();
    await flush();
    expect(write.mock.calls[3]?.[0]).toEqual({ id: `${MEMBER}-3`, cells: [0], codes: 'b' });
    calls[3]?.resolve();
    await flush();
    expect(waitingCells(outbox.read())).toBe(0);
  });

  it('after a failure, sends one stroke at a time until a write passes', async () => {
    const outbox = memoryOutbox();
    const { write, calls } = deferredWrites();
    const { advance, send } = senderWith({ outbox, write });
    await send(cells(0, 1));
    calls[0]?.reject(refused);
    await flush();
    expect(idsOf(write)).toEqual([`${MEMBER}-1`, `${MEMBER}-1`]);
    advance(1_000);
    await send(cells(1, 1));
    expect(write).toHaveBeenCalledTimes(2);
    calls[1]?.resolve();
    await flush();
    expect(idsOf(write)).toEqual([`${MEMBER}-1`, `${MEMBER}-1`, `${MEMBER}-2`]);
    // Written: strokes go together again.
    advance(SEND_GAP_MS);
    await send(cells(2, 1));
    expect(write).toHaveBeenCalledTimes(4);
  });

  it('looks for strokes the network lost on their way before writing them again, in order', async () => {
    const outbox = memoryOutbox();
    const { write, calls } = deferredWrites();
    const check = jest.fn(async (stroke: OutboxStroke): Promise<StrokeCheck> => ({
      ...open,
      stroke: stroke.id === `${MEMBER}-1` ? 'ours' : 'absent',
    }));
    const { advance, send } = senderWith({ outbox, write, check });
    await send(cells(0, 1));
    advance(SEND_GAP_MS);
    await send(cells(1, 1));
    const offline = Object.assign(new Error('offline'), { code: 'unavailable' });
    calls[0]?.reject(offline);
    calls[1]?.reject(offline);
    await flush();
    // The first was in after all; the second was not, and goes again under its own id.
    expect(check.mock.calls.map(([stroke]) => stroke.id)).toEqual([`${MEMBER}-1`, `${MEMBER}-2`]);
    expect(idsOf(write)).toEqual([`${MEMBER}-1`, `${MEMBER}-2`, `${MEMBER}-2`]);
    calls[2]?.resolve();
    await flush();
    expect(waitingCells(outbox.read())).toBe(0);
  });

  it('tries a stroke refused for the pace again, under the same id, after a short wait, then a longer one', async () => {
    const outbox = memoryOutbox();
    const write = jest
      .fn()
      .mockRejectedValueOnce(refused)
      .mockRejectedValueOnce(refused)
      .mockResolvedValue(undefined);
    const { sleeps, send } = senderWith({ outbox, write });
    await send(cells(0, 1));
    expect(idsOf(write)).toEqual([`${MEMBER}-1`, `${MEMBER}-1`, `${MEMBER}-1`]);
    expect(sleeps).toEqual([retryDelayMs(1), retryDelayMs(2)]);
    expect(waitingCells(outbox.read())).toBe(0);
  });

  it.each([
    [
      'the member removed',
      'removed',
      { seat: false, status: null, stroke: 'absent' } as StrokeCheck,
    ],
    [
      'the carpet finished',
      'finished',
      { seat: true, status: 'finished', stroke: 'absent' } as StrokeCheck,
    ],
  ])('stops for good with %s, keeping what is waiting', async (_, reason, check) => {
    const outbox = memoryOutbox();
    const write = jest.fn().mockRejectedValue(refused);
    const { sender, send } = senderWith({ outbox, write, check: async () => check });
    await send(cells(0, 2));
    expect(sender.stopped).toBe(reason);
    expect(waitingCells(outbox.read())).toBe(2);
    await send(cells(5, 1));
    expect(write).toHaveBeenCalledTimes(1);
  });

  it('takes a refused stroke that is on the server already as sent, without writing it twice', async () => {
    const outbox = memoryOutbox();
    const write = jest.fn().mockRejectedValueOnce(refused).mockResolvedValue(undefined);
    const check = jest.fn(async (): Promise<StrokeCheck> => ({ ...open, stroke: 'ours' }));
    const { send } = senderWith({ outbox, write, check });
    await send(cells(0, 1));
    expect(write).toHaveBeenCalledTimes(1);
    expect(waitingCells(outbox.read())).toBe(0);
  });

  it('writes a stroke whose id another of the member’s phones took under the next number', async () => {
    const outbox = memoryOutbox();
    const write = jest.fn().mockRejectedValueOnce(refused).mockResolvedValue(undefined);
    const check = jest.fn(async (): Promise<StrokeCheck> => ({ ...open, stroke: 'other' }));
    const { send } = senderWith({ outbox, write, check });
    await send(cells(0, 1));
    expect(write.mock.calls.map(([stroke]) => stroke.id)).toEqual([`${MEMBER}-1`, `${MEMBER}-2`]);
    expect(waitingCells(outbox.read())).toBe(0);
  });

  describe('after a reload, with a stroke that was on its way', () => {
    const left = () => {
      const outbox = memoryOutbox();
      lay(outbox, cells(0, 2));
      const sending: OutboxStroke = { id: `${MEMBER}-1`, cells: [0, 1], codes: 'aa' };
      outbox.write({ ...outbox.read(), next: 2, sending: [sending], laid: cells(7, 1) });
      return outbox;
    };

    it('does not write it again when the server has it, and sends the rest', async () => {
      const outbox = left();
      const write = jest.fn(async () => undefined);
      const check = jest.fn(async (): Promise<StrokeCheck> => ({ ...open, stroke: 'ours' }));
      const { sender } = senderWith({ outbox, write, check });
      sender.kick();
      await flush();
      expect(check).toHaveBeenCalledTimes(1);
      expect(write.mock.calls).toEqual([[{ id: `${MEMBER}-2`, cells: [7], codes: 'a' }]]);
      expect(waitingCells(outbox.read())).toBe(0);
    });

    it('writes it again under the same id when the server does not', async () => {
      const outbox = left();
      const write = jest.fn<Promise<void>, [OutboxStroke]>(async () => undefined);
      const { sender } = senderWith({ outbox, write });
      sender.kick();
      await flush();
      expect(write.mock.calls.map(([stroke]) => stroke.id)).toEqual([`${MEMBER}-1`, `${MEMBER}-2`]);
    });

    it('looks for each of several in order, and writes again those not in', async () => {
      const outbox = memoryOutbox();
      const sending: OutboxStroke[] = [1, 2, 3].map((n) => ({
        id: `${MEMBER}-${n}`,
        cells: [n],
        codes: 'a',
      }));
      outbox.write({ ...outbox.read(), next: 4, sending, laid: cells(7, 1) });
      const { write, calls } = deferredWrites();
      const check = jest.fn(async (stroke: OutboxStroke): Promise<StrokeCheck> => ({
        ...open,
        stroke: stroke.id === `${MEMBER}-2` ? 'ours' : 'absent',
      }));
      const { sender } = senderWith({ outbox, write, check });
      sender.kick();
      await flush();
      expect(check).toHaveBeenCalledTimes(1);
      expect(idsOf(write)).toEqual([`${MEMBER}-1`]);
      calls[0]?.resolve();
      await flush();
      expect(check).toHaveBeenCalledTimes(3);
      // What was laid since goes once those left are settled.
      expect(idsOf(write)).toEqual([`${MEMBER}-1`, `${MEMBER}-3`, `${MEMBER}-4`]);
      calls[1]?.resolve();
      calls[2]?.resolve();
      await flush();
      expect(waitingCells(outbox.read())).toBe(0);
    });
  });

  it('gives up a failing send when no screen shows the carpet, and resumes with a look first', async () => {
    const outbox = memoryOutbox();
    let watched = false;
    const offline = Object.assign(new Error('offline'), { code: 'unavailable' });
    const write = jest.fn().mockRejectedValueOnce(offline).mockResolvedValue(undefined);
    const check = jest.fn(async () => open);
    const { sender, send } = senderWith({ outbox, write, check, watched: () => watched });
    await send(cells(0, 1));
    expect(write).toHaveBeenCalledTimes(1);
    expect(waitingCells(outbox.read())).toBe(1);

    watched = true;
    sender.kick();
    await flush();
    expect(check).toHaveBeenCalledTimes(1);
    expect(write).toHaveBeenCalledTimes(2);
    expect(waitingCells(outbox.read())).toBe(0);
  });

  it('tells a finish when all is sent, or that it could not send in time', async () => {
    const outbox = memoryOutbox();
    const { write, calls } = deferredWrites();
    const { sender } = senderWith({ outbox, write });
    lay(outbox, cells(0, 1));
    const sent = sender.drained(5_000);
    await flush();
    calls[0]?.resolve();
    await expect(sent).resolves.toBe(true);
    await expect(sender.drained(5_000)).resolves.toBe(true);

    lay(outbox, cells(1, 1));
    await expect(sender.drained(30)).resolves.toBe(false);
    expect(waitingCells(outbox.read())).toBe(1);
  });

  it('tells a finish at once when it stops with cells waiting', async () => {
    const outbox = memoryOutbox();
    const write = jest.fn().mockRejectedValue(refused);
    const check = async (): Promise<StrokeCheck> => ({
      seat: true,
      status: 'finished',
      stroke: 'absent',
    });
    const { sender } = senderWith({ outbox, write, check });
    lay(outbox, cells(0, 1));
    await expect(sender.drained(60_000)).resolves.toBe(false);
  });
});
