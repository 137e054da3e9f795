/** @jest-environment node */
import { type PaceState, PLAY_PACE, takeTurn } from '../pace';

const pace = { burst: 3, refillMs: 10_000 };

/** Takes `count` turns at one moment, as a burst of saved plays does. */
function burst(count: number, now: number, state?: PaceState) {
  let current = state;
  const results = [];
  for (let i = 0; i < count; i += 1) {
    const result = takeTurn(current, now, pace);
    results.push(result.ok);
    if (result.ok) current = result.state;
  }
  return { results, state: current };
}

describe('takeTurn', () => {
  it('lets a burst through at once, then refuses the next', () => {
    const { results, state } = burst(pace.burst + 1, 0);
    expect(results).toEqual([true, true, true, false]);
    expect(state).toEqual({ tokens: 0, at: 0 });
  });

  it('names the exact wait for the next turn', () => {
    const { state } = burst(pace.burst, 0);
    expect(takeTurn(state, 0, pace)).toEqual({ ok: false, retryAfterMs: 10_000 });
    expect(takeTurn(state, 2_500, pace)).toEqual({ ok: false, retryAfterMs: 7_500 });
    expect(takeTurn(state, 9_999, pace)).toEqual({ ok: false, retryAfterMs: 1 });
    expect(takeTurn(state, 10_000, pace)).toMatchObject({ ok: true });
  });

  it('is never refused after waiting the time a refusal named', () => {
    const { state } = burst(PLAY_PACE.burst, 0, undefined);
    for (let now = 0; now < PLAY_PACE.refillMs; now += 7) {
      const refused = takeTurn(state, now);
      if (refused.ok) throw new Error(`a turn at ${now} ms should be refused`);
      expect(takeTurn(state, now + refused.retryAfterMs).ok).toBe(true);
      // Rounding may make the wait a millisecond longer than needed, never more.
      expect(takeTurn(state, now + refused.retryAfterMs - 2).ok).toBe(false);
    }
  });

  it('refills one turn per refill period, up to the burst and no further', () => {
    const { state } = burst(pace.burst, 0);
    expect(burst(2, 10_000, state).results).toEqual([true, false]);
    expect(burst(3, 20_000, state).results).toEqual([true, true, false]);
    // A day later the bucket is full again, not fuller.
    expect(burst(pace.burst + 1, 86_400_000, state).results).toEqual([true, true, true, false]);
  });

  it('neither refills nor drains when the clock goes back', () => {
    const { state } = burst(2, 50_000);
    expect(state).toEqual({ tokens: 1, at: 50_000 });
    // Another server's clock, 30 s behind: the one turn left is still there, and only it.
    expect(burst(2, 20_000, state).results).toEqual([true, false]);
    const empty = { tokens: 0, at: 50_000 };
    expect(takeTurn(empty, 20_000, pace)).toEqual({ ok: false, retryAfterMs: 10_000 });
  });

  it('by default lets ten plays through at once and one every twelve seconds after', () => {
    const script = [];
    let state: PaceState | undefined;
    // 200 plays in 9 seconds.
    for (let i = 0; i < 200; i += 1) {
      const result = takeTurn(state, i * 45);
      script.push(result.ok);
      if (result.ok) state = result.state;
    }
    expect(script.filter(Boolean)).toHaveLength(10);
    expect(takeTurn(state, 9_000 + 12_000).ok).toBe(true);
  });

  it('counts from the later clock, so a server running behind cannot refill a turn twice', () => {
    const behind = takeTurn({ tokens: 5, at: 100_000 }, 94_000);
    expect(behind).toEqual({ ok: true, state: { tokens: 4, at: 100_000 } });
    // Back on time: the 6 s the other server was behind are not counted again as refill.
    const onTime = takeTurn(behind.ok ? behind.state : undefined, 100_000);
    expect(onTime).toEqual({ ok: true, state: { tokens: 3, at: 100_000 } });
  });
});
