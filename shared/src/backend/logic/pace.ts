/**
 * How fast one visitor may save plays: a token bucket. A visitor may save `burst` plays at once
 * (the plays kept on a phone while offline come in a burst when it reconnects), then one more each
 * `refillMs`. That is faster than anyone finishes a game, and far slower than a script: the one
 * that wrote 200 plays in 9 s gets 10 through. A refused play is kept on the device and sent again
 * after the wait the refusal names, so nothing is lost, only delayed.
 */
export interface Pace {
  burst: number;
  refillMs: number;
}

export const PLAY_PACE: Pace = { burst: 10, refillMs: 12_000 };

/** Tokens left and when they were counted (ms since the epoch, the server's clock). */
export interface PaceState {
  tokens: number;
  at: number;
}

export type PaceResult = { ok: true; state: PaceState } | { ok: false; retryAfterMs: number };

/** Takes one turn from the bucket, or says how long until one is free. */
export function takeTurn(
  state: PaceState | undefined,
  now: number,
  pace: Pace = PLAY_PACE,
): PaceResult {
  const previous = state ?? { tokens: pace.burst, at: now };
  // A clock that went back (another server's) refills nothing rather than draining.
  const elapsed = Math.max(0, now - previous.at);
  const tokens = Math.min(pace.burst, previous.tokens + elapsed / pace.refillMs);
  // Counted from the later clock, so a server whose clock is behind cannot refill a turn twice.
  if (tokens >= 1)
    return { ok: true, state: { tokens: tokens - 1, at: Math.max(now, previous.at) } };
  return { ok: false, retryAfterMs: Math.ceil((1 - tokens) * pace.refillMs) };
}
