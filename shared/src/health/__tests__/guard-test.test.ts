import {
  decideCanary,
  GUARD_ALPHA,
  GUARD_DEFAULTS,
  GUARD_LOOK_GROWTH,
  guardReason,
  NO_LOOKS,
  thresholdAt,
  upperTail,
  type GuardSettings,
  type LookState,
  type SideCounts,
} from '../guard-test';

/** A small seeded generator (mulberry32), so the figures are the same on every run. */
function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** How many of n loads fail with chance p each: the gaps between failures are geometric. */
function failuresIn(next: () => number, n: number, p: number): number {
  if (p >= 1) return n;
  if (p <= 0) return 0;
  const logMiss = Math.log(1 - p);
  let failures = 0;
  let at = Math.floor(Math.log(1 - next()) / logMiss);
  while (at < n) {
    failures += 1;
    at += 1 + Math.floor(Math.log(1 - next()) / logMiss);
  }
  return failures;
}

/**
 * One canary's life as the guard sees it: it looks every `step` loads a side (each load failing
 * with its side's chance), and decides. Returns the loads on the canary side when it was ended,
 * or undefined if it never was within `maxLoads`.
 */
function simulate(
  next: () => number,
  stableFail: number,
  canaryFail: number,
  settings: GuardSettings,
  { step = 50, maxLoads = 10_000 } = {},
): number | undefined {
  const stable: SideCounts = { loads: 0, failures: 0 };
  const canary: SideCounts = { loads: 0, failures: 0 };
  let state: LookState = NO_LOOKS;
  while (canary.loads < maxLoads) {
    // Between the tests the guard only waits, so the loads up to the next look that tests are
    // added at once: the same draws, far fewer calls.
    const wanted =
      state.tests === 0 ? settings.minLoads : state.lastTestedLoads * GUARD_LOOK_GROWTH;
    const added = Math.max(step, Math.ceil((wanted - canary.loads) / step) * step);
    stable.loads += added;
    stable.failures += failuresIn(next, added, stableFail);
    canary.loads += added;
    canary.failures += failuresIn(next, added, canaryFail);
    const decision = decideCanary(canary, stable, settings, state);
    if (decision.verdict === 'worse') return canary.loads;
    state = decision.state;
  }
  return undefined;
}

describe('the canary guard’s test', () => {
  it('waits until both sides have the loads the manifest asks for', () => {
    const few = decideCanary(
      { loads: 150, failures: 150 },
      { loads: 5000, failures: 0 },
      GUARD_DEFAULTS,
      NO_LOOKS,
    );
    expect(few).toMatchObject({ verdict: 'wait', why: 'too-few-loads' });
  });

  it('ends a canary that fails every load once both sides have enough', () => {
    const decision = decideCanary(
      { loads: 200, failures: 200 },
      { loads: 200, failures: 2 },
      GUARD_DEFAULTS,
      NO_LOOKS,
    );
    expect(decision.verdict).toBe('worse');
  });

  it('keeps a canary that is worse by less than the margin, however many loads', () => {
    const decision = decideCanary(
      { loads: 1_000_000, failures: 20_000 },
      { loads: 1_000_000, failures: 10_000 },
      GUARD_DEFAULTS,
      NO_LOOKS,
    );
    expect(decision.verdict).toBe('healthy');
  });

  it('tests again only once the smaller side has grown by half', () => {
    const first = decideCanary(
      { loads: 200, failures: 4 },
      { loads: 300, failures: 3 },
      GUARD_DEFAULTS,
      NO_LOOKS,
    );
    expect(first).toMatchObject({ verdict: 'healthy', state: { tests: 1, lastTestedLoads: 200 } });
    const soon = decideCanary(
      { loads: 299, failures: 6 },
      { loads: 400, failures: 4 },
      GUARD_DEFAULTS,
      first.state,
    );
    expect(soon).toMatchObject({ verdict: 'wait', why: 'not-grown' });
    const later = decideCanary(
      { loads: 300, failures: 6 },
      { loads: 400, failures: 4 },
      GUARD_DEFAULTS,
      first.state,
    );
    expect(later.state.tests).toBe(2);
  });

  it('spends its alpha over the tests: later tests ask for more', () => {
    expect(upperTail(thresholdAt(1))).toBeCloseTo((GUARD_ALPHA * 6) / Math.PI ** 2, 6);
    expect(thresholdAt(1)).toBeCloseTo(2.51, 2);
    expect(thresholdAt(10)).toBeCloseTo(3.84, 2);
    expect(thresholdAt(21)).toBeGreaterThan(thresholdAt(20));
  });

  it('gives the figures as the reason an operator reads', () => {
    const canary = { loads: 240, failures: 120 };
    const stable = { loads: 260, failures: 1 };
    const decision = decideCanary(canary, stable, GUARD_DEFAULTS, NO_LOOKS);
    if (decision.verdict !== 'worse') throw new Error('expected the canary to be worse');
    expect(guardReason('0.2.0', '0.1.0', canary, stable, decision, 0.02)).toMatch(
      /^canary 0\.2\.0 failed 120 of 240 loads \(50\.0%\) against 1 of 260 \(0\.4%\) for 0\.1\.0; margin 2\.0%, z \d+\.\d\d > 2\.51 \(test 1\)$/,
    );
  });

  // The figures docs/decisions/049 quotes. Each canary is looked at every 50 loads a side (a busy
  // half minute) up to 10,000 loads a side, the manifest's defaults (margin 2 points, 200 loads).
  describe('simulated canaries, looked at again and again', () => {
    const runs = 1000;

    it('ends few healthy canaries, even one exactly at the margin', () => {
      const next = random(49);
      const ended = (stableFail: number, canaryFail: number) => {
        let count = 0;
        for (let run = 0; run < runs; run += 1) {
          if (simulate(next, stableFail, canaryFail, GUARD_DEFAULTS) !== undefined) count += 1;
        }
        return count / runs;
      };
      const same = ended(0.01, 0.01);
      const atMargin = ended(0.01, 0.03);
      const justUnder = ended(0.05, 0.065);
      console.log(
        `guard false alarms over ${runs} canaries each: same share ${(same * 100).toFixed(2)}%, ` +
          `1.5 points worse ${(justUnder * 100).toFixed(2)}%, exactly 2 points worse ${(atMargin * 100).toFixed(2)}%`,
      );
      expect(same).toBe(0);
      expect(justUnder).toBeLessThanOrEqual(GUARD_ALPHA);
      expect(atMargin).toBeLessThanOrEqual(GUARD_ALPHA * 1.5);
    });

    it('ends broken canaries after a few hundred loads', () => {
      const next = random(7);
      const loadsToEnd = (stableFail: number, canaryFail: number) => {
        const loads: number[] = [];
        let missed = 0;
        for (let run = 0; run < runs / 2; run += 1) {
          const at = simulate(next, stableFail, canaryFail, GUARD_DEFAULTS);
          if (at === undefined) missed += 1;
          else loads.push(at);
        }
        loads.sort((a, b) => a - b);
        const at = (q: number) => loads[Math.min(loads.length - 1, Math.floor(q * loads.length))];
        return { median: at(0.5), p90: at(0.9), missed };
      };
      const dead = loadsToEnd(0.01, 1);
      const half = loadsToEnd(0.01, 0.5);
      const tenPoints = loadsToEnd(0.01, 0.11);
      const fivePoints = loadsToEnd(0.01, 0.06);
      const line = (name: string, r: ReturnType<typeof loadsToEnd>) =>
        `${name}: median ${r.median}, 90th percentile ${r.p90}, never ended ${r.missed}`;
      console.log(
        [
          'canary loads before the guard ended it',
          line('every load fails', dead),
          line('half fail', half),
          line('10 points worse', tenPoints),
          line('5 points worse', fivePoints),
        ].join('\n'),
      );
      expect(dead.median).toBe(200);
      expect(half.p90).toBeLessThanOrEqual(250);
      expect(tenPoints.missed).toBe(0);
      expect(fivePoints.missed).toBe(0);
      expect(fivePoints.p90).toBeLessThan(5000);
    });
  });
});
