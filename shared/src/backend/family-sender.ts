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
 * One carpet's sender: at most one batch on its way; after each acknowledgement it waits out the
 * pace (STROKE_GAP_MS) and sends whatever was laid meanwhile, up to a stroke's cells at once. A
 * stroke that may have been written before (the page closed while it was on its way) is looked
 * for on the server before it is written again.
 */
export function createStrokeSender(options: StrokeSenderOptions): StrokeSender {
  const { outbox, memberId, write, check, isRefusal, watched, onChange } = options;
  const sleep = options.sleep ?? realSleep;
  let running = false;
  let stopped: 'removed' | 'finished' | null = null;
  // Whatever a previous page left on its way may be on the server already.
  let unsure = outbox.read().sending !== null;
  const waiters = new Set<() => void>();

  const change = (next: FamilyOutbox) => {
    outbox.write(next);
    onChange();
    for (const waiter of [...waiters]) waiter();
  };

  /** Acts on what the server holds; false when the stroke is still to be written. */
  function settled(stroke: OutboxStroke, reason: RefusalReason): boolean {
    if (reason === 'removed' || reason === 'finished') stop(reason);
    else if (reason === 'acknowledged') change(acknowledged(outbox.read(), stroke.id));
    else if (reason === 'renumber') change(renumbered(outbox.read(), memberId));
    return reason !== 'pace';
  }

  async function run(): Promise<void> {
    let failures = 0;
    /** Waits before the next try; false when nobody is waiting for the carpet any more. */
    const failed = async () => {
      failures += 1;
      if (!watched() && waiters.size === 0) return false;
      await sleep(retryDelayMs(failures));
      return true;
    };
    while (!stopped) {
      const current = outbox.read();
      const next = nextStroke(current, memberId);
      if (!next) return;
      const { stroke } = next;
      if (next.outbox !== current) change(next.outbox);
      try {
        if (unsure) {
          const reason = refusalReason(await check(stroke));
          unsure = false;
          if (settled(stroke, reason)) continue;
        }
        await write(stroke);
        failures = 0;
        change(acknowledged(outbox.read(), stroke.id));
        await sleep(STROKE_GAP_MS);
      } catch (error) {
        if (isRefusal(error)) {
          try {
            // A pace refusal is tried again after a wait; anything else is settled at once.
            if (settled(stroke, refusalReason(await check(stroke)))) continue;
          } catch {
            unsure = true;
          }
        } else {
          // The network, the SDK or the session failed: the stroke may or may not be in.
          unsure = true;
        }
        if (!(await failed())) return;
      }
    }
  }

  function stop(reason: 'removed' | 'finished') {
    stopped ??= reason;
    for (const waiter of [...waiters]) waiter();
  }

  function kick() {
    if (running || stopped) return;
    running = true;
    void run().finally(() => {
      running = false;
      for (const waiter of [...waiters]) waiter();
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
