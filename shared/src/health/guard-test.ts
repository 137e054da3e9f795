// Is the canary worse than the stable version by more than the manifest's margin? The guard
// (deploy/functions/src/health/guard.ts) asks this every time it looks, and it looks often, so the
// test has to stay honest under repeated looks (docs/decisions/049 has the figures):
//
// - The failure share of a side is (load failures + render errors) / loads.
// - Hypotheses: H0 the canary's share exceeds the stable's by at most `margin`; H1 by more.
// - Statistic: a one-sided two-proportion z-test against the margin,
//     z = (p̂c − p̂s − margin) / sqrt(p̃c(1 − p̃c)/nc + p̃s(1 − p̃s)/ns)
//   with p̃ = (x + 0.5)/(n + 1) in the variance only, so a side with no failures yet still has one.
// - Looks: a test is made only once both sides have `minLoads` loads, and again only when the
//   smaller side has grown by half since the last test (geometric looks: from 200 to a million
//   loads is about 21 tests, however often the guard wakes).
// - Alpha spending: test k spends alpha·6/(π²k²), which sums to alpha over all tests (a Bonferroni
//   bound, so it holds whatever the correlation between looks). With alpha = 0.01 the first test
//   needs z > 2.51 and the tenth z > 3.84.

export interface SideCounts {
  loads: number;
  /** Load failures plus render errors. */
  failures: number;
}

export interface GuardSettings {
  /** How much worse than the stable the canary may be, as a share of loads (0.02 = 2 points). */
  margin: number;
  /** Loads each side needs before any test. */
  minLoads: number;
}

export const GUARD_DEFAULTS: GuardSettings = { margin: 0.02, minLoads: 200 };
/** The chance over a canary's whole life of ending a canary that is within its margin. */
export const GUARD_ALPHA = 0.01;
/** A test is made again only once the smaller side has this many times the loads of the last. */
export const GUARD_LOOK_GROWTH = 1.5;

/** Where the guard is in its series of tests, kept between looks. */
export interface LookState {
  /** Tests made so far. */
  tests: number;
  /** The smaller side's loads at the last test (0 before any). */
  lastTestedLoads: number;
}

export const NO_LOOKS: LookState = { tests: 0, lastTestedLoads: 0 };

/** A look that made a test. */
export interface TestedDecision {
  verdict: 'healthy' | 'worse';
  z: number;
  threshold: number;
  canaryShare: number;
  stableShare: number;
  state: LookState;
}

export type GuardDecision =
  { verdict: 'wait'; why: 'too-few-loads' | 'not-grown'; state: LookState } | TestedDecision;

/** Φ⁻¹(1 − p) for small p, by bisection on the complementary error function: plenty for a guard. */
export function upperQuantile(p: number): number {
  let low = 0;
  let high = 40;
  for (let i = 0; i < 100; i += 1) {
    const mid = (low + high) / 2;
    if (upperTail(mid) > p) low = mid;
    else high = mid;
  }
  return (low + high) / 2;
}

/** 1 − Φ(z), from erfc (Numerical Recipes' Chebyshev fit, relative error below 1.2e-7). */
export function upperTail(z: number): number {
  const x = z / Math.SQRT2;
  const t = 1 / (1 + 0.5 * Math.abs(x));
  const poly =
    -x * x -
    1.26551223 +
    t *
      (1.00002368 +
        t *
          (0.37409196 +
            t *
              (0.09678418 +
                t *
                  (-0.18628806 +
                    t *
                      (0.27886187 +
                        t *
                          (-1.13520398 +
                            t * (1.48851587 + t * (-0.82215223 + t * 0.17087277))))))));
  const erfc = t * Math.exp(poly);
  return (x >= 0 ? erfc : 2 - erfc) / 2;
}

const thresholds = new Map<string, number>();

/** The z a test must pass at its k-th test (k from 1). */
export function thresholdAt(k: number, alpha = GUARD_ALPHA): number {
  const key = `${k}:${alpha}`;
  let threshold = thresholds.get(key);
  if (threshold === undefined) {
    threshold = upperQuantile((alpha * 6) / (Math.PI * Math.PI * k * k));
    thresholds.set(key, threshold);
  }
  return threshold;
}

export function zOf(canary: SideCounts, stable: SideCounts, margin: number): number {
  const share = (side: SideCounts) => side.failures / side.loads;
  const smoothed = (side: SideCounts) => (side.failures + 0.5) / (side.loads + 1);
  const variance = (side: SideCounts) => {
    const p = smoothed(side);
    return (p * (1 - p)) / side.loads;
  };
  return (share(canary) - share(stable) - margin) / Math.sqrt(variance(canary) + variance(stable));
}

/** One look: wait, healthy so far, or worse (end the canary). */
export function decideCanary(
  canary: SideCounts,
  stable: SideCounts,
  settings: GuardSettings,
  state: LookState,
  alpha = GUARD_ALPHA,
): GuardDecision {
  const smaller = Math.min(canary.loads, stable.loads);
  if (smaller < settings.minLoads) return { verdict: 'wait', why: 'too-few-loads', state };
  if (state.tests > 0 && smaller < state.lastTestedLoads * GUARD_LOOK_GROWTH) {
    return { verdict: 'wait', why: 'not-grown', state };
  }
  const next: LookState = { tests: state.tests + 1, lastTestedLoads: smaller };
  const z = zOf(canary, stable, settings.margin);
  const threshold = thresholdAt(next.tests, alpha);
  return {
    verdict: z > threshold ? 'worse' : 'healthy',
    z,
    threshold,
    canaryShare: canary.failures / canary.loads,
    stableShare: stable.failures / stable.loads,
    state: next,
  };
}

const percent = (share: number) => `${(share * 100).toFixed(1)}%`;

/** The reason the guard's revision carries: the figures an operator needs to judge it. */
export function guardReason(
  version: string,
  stableVersion: string,
  canary: SideCounts,
  stable: SideCounts,
  decision: TestedDecision,
  margin: number,
): string {
  return (
    `canary ${version} failed ${canary.failures} of ${canary.loads} loads (${percent(decision.canaryShare)}) ` +
    `against ${stable.failures} of ${stable.loads} (${percent(decision.stableShare)}) for ${stableVersion}; ` +
    `margin ${percent(margin)}, z ${decision.z.toFixed(2)} > ${decision.threshold.toFixed(2)} (test ${decision.state.tests})`
  );
}
