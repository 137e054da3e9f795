import { STROKE_GAP_MS, type CarpetStatus } from '../family/carpet';
import {
  acknowledged,
  nextStroke,
  renumbered,
  waitingCells,
  type FamilyOutbox,
  type FamilyOutboxStore,
  type OutboxStroke,
} from './family-outbox';

/** What the server holds, looked at when a stroke was refused or may have been written already. */
export interface StrokeCheck {
  /** The member's seat is there: gone means the owner removed them. */
  seat: boolean;
  status: CarpetStatus | null;
  /** The stroke's id on the server: free, this very stroke, or another stroke under that id. */
  stroke: 'absent' | 'ours' | 'other';
}

/**
 * Why the rules refused a stroke, from what the server holds: the member removed or the carpet
 * finished (no stroke will pass again), the stroke in already (written before a reload, or by the
 * member's other tab), its id taken by the member's other device, or else the pace (a stroke too
 * soon after the member's last on the server's clock), which passes a moment later.
 */
export type RefusalReason = 'removed' | 'finished' | 'acknowledged' | 'renumber' | 'pace';

export function refusalReason(check: StrokeCheck): RefusalReason {
  if (!check.seat) return 'removed';
  if (check.stroke === 'ours') return 'acknowledged';
  if (check.status === 'finished') return 'finished';
  if (check.stroke === 'other') return 'renumber';
  return 'pace';
}

/** The wait before trying again after the n-th failure in a row: short at first, then patient. */
export const retryDelayMs = (failures: number): number =>
  Math.min(5_000, 200 * 2 ** Math.max(0, failures - 1));

/**
 * How long after one stroke is sent the next may go: the pace, and half as much again for the
 * way, since a stroke can reach the server sooner after it was sent than the one before it did.
 * A person laying one flower at a time lays them further apart than this.
 */
export const SEND_GAP_MS = STROKE_GAP_MS * 1.5;

/**
 * The strokes on their way at once, at most: one more while the server answers the last, and no
 * crowd for a slow server (or a network coming back) to take too close together.
 */
export const MAX_SENDING = 2;

/**
 * Whether a stroke may be on its way beside others. The server may take strokes on their way in
 * another order than sent (one refused for the pace is written again after the rest), which
 * changes nothing only when no other lays a cell it lays, nor sets a centrepiece when it does.
 */
export function goesAlongside(stroke: OutboxStroke, others: Iterable<OutboxStroke>): boolean {
  for (const other of others) {
    if (stroke.centrepiece !== undefined && other.centrepiece !== undefined) return false;
    if (other.cells.some((cell) => stroke.cells.includes(cell))) return false;
  }
  return true;
}

export interface StrokeSenderOptions {
  outbox: FamilyOutboxStore;
  memberId: string;
  /** Writes the stroke with the seat's pace in one batch; settles when the server has answered. */
  write(stroke: OutboxStroke): Promise<void>;
  /** Looks at the seat, the carpet and the stroke's id on the server. */
  check(stroke: OutboxStroke): Promise<StrokeCheck>;
  /** Whether a failed write was the rules' refusal (as opposed to the network's or the SDK's). */
  isRefusal(error: unknown): boolean;
  /**
   * Whether a screen shows the carpet: with none (and no finish waiting), a failure stops the
   * sender until the next lay or watch, rather than trying in the background forever.
   */
  watched(): boolean;
  /** The outbox changed: the carpet's view is drawn again. */
  onChange(): void;
  sleep?: (ms: number) => Promise<void>;
  /** A clock in milliseconds that only goes forward, for the pace. */
  now?: () => number;
}

export interface StrokeSender {
  /** Something was laid: sent as soon as the pace allows. */
  kick(): void;
  /** The member was removed or the carpet finished: nothing more is sent; the outbox stays. */
  stop(reason: 'removed' | 'finished'): void;
  readonly stopped: 'removed' | 'finished' | null;
  /**
   * Settles when the outbox is empty (true), or when the sender stopped or `timeoutMs` passed with
   * cells still waiting (false).
   */
  drained(timeoutMs: number): Promise<boolean>;
}

const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * One carpet's sender. A stroke goes as soon as the pace allows (SEND_GAP_MS after the last one
 * sent), with whatever was laid meanwhile, up to a stroke's cells at once; it does not wait for
 * the answer to the one before, so up to MAX_SENDING are on their way at once, as long as none
 * lays a cell another on its way lays (goesAlongside): the carpet is the same in whatever order
 * the server takes them. A stroke refused for the pace is written again after a wait, alone, and
 * so is everything after a failure until a write passes. A stroke that may have been written
 * before (the page closed, or the network failed, while it was on its way) is looked for on the
 * server before it is written again.
 */
export function createStrokeSender(options: StrokeSenderOptions): StrokeSender {
  const { outbox, memberId, write, check, isRefusal, watched, onChange } = options;
  const sleep = options.sleep ?? realSleep;
  const now = options.now ?? (() => performance.now());
  let running = false;
  let stopped: 'removed' | 'finished' | null = null;
  /** Strokes handed to `write` that have no answer yet, by id. */
  const onTheWay = new Map<string, OutboxStroke>();
  /**
   * Strokes sending that the server is known not to have (refused for the pace, or renumbered):
   * written again with no look. Any other stroke sending that is not on its way may be in already
   * (left by a previous page, or on its way when the network failed): it is looked for first.
   */
  const absent = new Set<string>();
  let lastSent = Number.NEGATIVE_INFINITY;
  let failures = 0;
  /** Refused strokes being looked for: nothing goes beside them until they are understood. */
  let looking = 0;
  let heldUntil = Number.NEGATIVE_INFINITY;
  let wake: (() => void) | null = null;
  const waiters = new Set<() => void>();

  const tellWaiters = () => {
    for (const waiter of [...waiters]) waiter();
  };
  const change = (next: FamilyOutbox) => {
    outbox.write(next);
    onChange();
    tellWaiters();
  };
  /** Waits `ms`, or less when a lay or an answer comes first. */
  const pause = (ms: number) =>
    new Promise<void>((resolve) => {
      wake = resolve;
      void sleep(ms).then(resolve);
    });

  /** Acts on what the server holds; false when the stroke is still to be written. */
  function settled(stroke: OutboxStroke, reason: RefusalReason): boolean {
    if (reason === 'removed' || reason === 'finished') stop(reason);
    else if (reason === 'acknowledged') change(acknowledged(outbox.read(), stroke.id));
    else if (reason === 'renumber') {
      const current = outbox.read();
      absent.add(`${memberId}-${current.next}`);
      change(renumbered(current, memberId, stroke.id));
    } else absent.add(stroke.id);
    return reason !== 'pace';
  }

  /** The next try waits, longer after each failure in a row. */
  function failed() {
    failures += 1;
    heldUntil = now() + retryDelayMs(failures);
  }

  function send(stroke: OutboxStroke) {
    onTheWay.set(stroke.id, stroke);
    absent.delete(stroke.id);
    lastSent = now();
    write(stroke)
      .then(
        () => {
          failures = 0;
          onTheWay.delete(stroke.id);
          change(acknowledged(outbox.read(), stroke.id));
        },
        async (error: unknown) => {
          if (isRefusal(error)) {
            looking += 1;
            try {
              // A pace refusal is tried again after a wait; anything else is settled at once.
              if (!settled(stroke, refusalReason(await check(stroke)))) failed();
            } catch {
              // Not known: looked for again before it is written again.
              failed();
            } finally {
              looking -= 1;
            }
          } else {
            // The network, the SDK or the session failed: the stroke may or may not be in, and
            // is looked for before it is written again.
            failed();
          }
          onTheWay.delete(stroke.id);
        },
      )
      // An answer may let the next stroke go, or end a wait.
      .finally(kick)
      .catch(() => undefined);
  }

  /** Whether a new stroke may go now beside those on their way. */
  function mayGo(stroke: OutboxStroke): boolean {
    if (onTheWay.size === 0) return true;
    if (onTheWay.size >= MAX_SENDING || failures > 0 || looking > 0) return false;
    return goesAlongside(stroke, onTheWay.values());
  }

  /**
   * Sends what may go now; false when nothing can until an answer or a lay. What is sent is read
   * from the outbox and written back with no wait between: a lay in between would be lost.
   */
  async function sendNext(): Promise<boolean> {
    const current = outbox.read();
    // A stroke sending that is not on its way goes first, alone: tried again, or looked for.
    const again = current.sending.find((stroke) => !onTheWay.has(stroke.id));
    const next = again ? null : nextStroke(current, memberId);
    if (again ? onTheWay.size > 0 : !next || !mayGo(next.stroke)) return false;
    const wait = Math.max(heldUntil, lastSent + SEND_GAP_MS) - now();
    if (wait > 0) {
      // Then everything is read again: what was laid meanwhile goes with it.
      await pause(wait);
      return true;
    }
    if (next) {
      // The stroke is kept as sending before it is written: a page closed now looks for it.
      outbox.write(next.outbox);
      send(next.stroke);
    } else if (again && absent.has(again.id)) {
      send(again);
    } else if (again) {
      try {
        settled(again, refusalReason(await check(again)));
      } catch {
        failed();
      }
    }
    return true;
  }

  async function run(): Promise<void> {
    while (!stopped) {
      // With no screen on the carpet (and no finish waiting), a failing sender rests until the
      // next lay or watch, rather than trying in the background forever.
      if (failures > 0 && !watched() && waiters.size === 0) return;
      if (!(await sendNext())) return;
    }
  }

  function stop(reason: 'removed' | 'finished') {
    stopped ??= reason;
    wake?.();
    tellWaiters();
  }

  function kick() {
    if (stopped) return;
    if (running) {
      wake?.();
      return;
    }
    running = true;
    void run().finally(() => {
      running = false;
      tellWaiters();
    });
  }

  return {
    kick,
    stop,
    get stopped() {
      return stopped;
    },
    drained(timeoutMs) {
      return new Promise<boolean>((resolve) => {
        const timer = setTimeout(() => settle(false), timeoutMs);
        function settle(result: boolean) {
          clearTimeout(timer);
          waiters.delete(look);
          resolve(result);
        }
        function look() {
          if (waitingCells(outbox.read()) === 0) settle(true);
          else if (stopped) settle(false);
        }
        waiters.add(look);
        look();
        kick();
      });
    },
  };
}
