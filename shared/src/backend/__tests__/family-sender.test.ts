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
  refusalReason,
  retryDelayMs,
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

function senderWith(options: Partial<StrokeSenderOptions> & { outbox: FamilyOutboxStore }) {
  const sleeps: number[] = [];
  const sender = createStrokeSender({
    memberId: MEMBER,
    write: jest.fn(async () => undefined),
    check: jest.fn(async () => open),
    isRefusal: (error) => (error as { code?: string }).code === 'permission-denied',
    watched: () => true,
    onChange: jest.fn(),
    sleep: async (ms) => void sleeps.push(ms),
    ...options,
  });
  return { sender, sleeps };
}

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

describe('the sender', () => {
  it('has one batch on its way, waits out the pace, then sends what was laid meanwhile at once', async () => {
    const outbox = memoryOutbox();
    const { write, calls } = deferredWrites();
    const { sender, sleeps } = senderWith({ outbox, write });
    lay(outbox, cells(0, 3));
    sender.kick();
    await flush();
    lay(outbox, cells(10, 2, 'b'));
    sender.kick();
    lay(outbox, cells(20, 1, 'c'));
    sender.kick();
    await flush();
    expect(write).toHaveBeenCalledTimes(1);
    expect(calls[0]?.stroke).toEqual({ id: `${MEMBER}-1`, cells: [0, 1, 2], codes: 'aaa' });
    expect(waitingCells(outbox.read())).toBe(6);

    calls[0]?.resolve();
    await flush();
    expect(sleeps).toEqual([STROKE_GAP_MS]);
    expect(write).toHaveBeenCalledTimes(2);
    expect(calls[1]?.stroke).toEqual({ id: `${MEMBER}-2`, cells: [10, 11, 20], codes: 'bbc' });
    expect(waitingCells(outbox.read())).toBe(3);

    calls[1]?.resolve();
    await flush();
    expect(waitingCells(outbox.read())).toBe(0);
    expect(write).toHaveBeenCalledTimes(2);
  });

  it('tries a stroke refused for the pace again, under the same id, after a short wait', async () => {
    const outbox = memoryOutbox();
    const write = jest.fn().mockRejectedValueOnce(refused).mockResolvedValue(undefined);
    const { sender, sleeps } = senderWith({ outbox, write });
    lay(outbox, cells(0, 1));
    sender.kick();
    await flush();
    expect(write.mock.calls.map(([stroke]) => stroke.id)).toEqual([`${MEMBER}-1`, `${MEMBER}-1`]);
    expect(sleeps[0]).toBe(retryDelayMs(1));
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
    const { sender } = senderWith({ outbox, write, check: async () => check });
    lay(outbox, cells(0, 2));
    sender.kick();
    await flush();
    expect(sender.stopped).toBe(reason);
    expect(waitingCells(outbox.read())).toBe(2);
    lay(outbox, cells(5, 1));
    sender.kick();
    await flush();
    expect(write).toHaveBeenCalledTimes(1);
  });

  it('takes a refused stroke that is on the server already as sent, without writing it twice', async () => {
    const outbox = memoryOutbox();
    const write = jest.fn().mockRejectedValueOnce(refused).mockResolvedValue(undefined);
    const check = jest.fn(async (): Promise<StrokeCheck> => ({ ...open, stroke: 'ours' }));
    const { sender } = senderWith({ outbox, write, check });
    lay(outbox, cells(0, 1));
    sender.kick();
    await flush();
    expect(write).toHaveBeenCalledTimes(1);
    expect(waitingCells(outbox.read())).toBe(0);
  });

  it('writes a stroke whose id another of the member’s phones took under the next number', async () => {
    const outbox = memoryOutbox();
    const write = jest.fn().mockRejectedValueOnce(refused).mockResolvedValue(undefined);
    const check = jest.fn(async (): Promise<StrokeCheck> => ({ ...open, stroke: 'other' }));
    const { sender } = senderWith({ outbox, write, check });
    lay(outbox, cells(0, 1));
    sender.kick();
    await flush();
    expect(write.mock.calls.map(([stroke]) => stroke.id)).toEqual([`${MEMBER}-1`, `${MEMBER}-2`]);
    expect(waitingCells(outbox.read())).toBe(0);
  });

  describe('after a reload, with a stroke that was on its way', () => {
    const left = () => {
      const outbox = memoryOutbox();
      lay(outbox, cells(0, 2));
      const sending: OutboxStroke = { id: `${MEMBER}-1`, cells: [0, 1], codes: 'aa' };
      outbox.write({ ...outbox.read(), next: 2, sending, laid: cells(7, 1) });
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
  });

  it('gives up a failing send when no screen shows the carpet, and resumes with a look first', async () => {
    const outbox = memoryOutbox();
    let watched = false;
    const offline = Object.assign(new Error('offline'), { code: 'unavailable' });
    const write = jest.fn().mockRejectedValueOnce(offline).mockResolvedValue(undefined);
    const check = jest.fn(async () => open);
    const { sender } = senderWith({ outbox, write, check, watched: () => watched });
    lay(outbox, cells(0, 1));
    sender.kick();
    await flush();
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
