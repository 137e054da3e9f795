/** @jest-environment node */
import { benchPlan } from '../bench-plan.mjs';

describe('what a `pnpm bench` run measures, read from its flags', () => {
  it('measures everything with no flag, Lighthouse on the firebase adapter where it can run', () => {
    const plan = benchPlan([], true);
    expect(plan).toMatchObject({
      alone: undefined,
      whole: true,
      lighthouse: true,
      tiles: true,
      taps: true,
      typing: true,
      frames: true,
      backend: true,
      adapter: 'firebase',
      emulatedHost: true,
    });
  });

  it('falls back to the local adapter, and no emulated host, where Firestore cannot run', () => {
    expect(benchPlan([], false)).toMatchObject({ adapter: 'local', emulatedHost: false });
  });

  it('runs one part alone, leaving out the rest', () => {
    const plan = benchPlan(['--tap-only', '--runs=1'], true);
    expect(plan).toMatchObject({ whole: false, taps: true, lighthouse: false, tiles: false });
    expect(plan.audits.runs).toBe(1);
    expect(benchPlan(['--skip-lighthouse'], true)).toMatchObject({
      whole: true,
      lighthouse: false,
    });
    expect(benchPlan(['--load-only', '--load-visitors', '500'], true)).toMatchObject({
      alone: 'load',
      loadVisitors: 500,
    });
    expect(benchPlan(['--bill-only', '--peak-visitors', '2000'], true)).toMatchObject({
      alone: 'bill',
      peakVisitors: 2000,
    });
  });

  it('measures the family pookalam in the whole run, or alone on the emulated host', () => {
    expect(benchPlan([], true).family).toBe(true);
    expect(benchPlan(['--tap-only'], true).family).toBe(false);
    expect(benchPlan(['--family-only'], true)).toMatchObject({
      alone: undefined,
      whole: false,
      family: true,
      backend: false,
      lighthouse: false,
      taps: false,
      emulatedHost: true,
    });
    expect(benchPlan(['--family-only'], false)).toMatchObject({
      family: true,
      emulatedHost: false,
    });
  });

  it('refuses a value a flag cannot take before anything is built', () => {
    expect(() => benchPlan(['--load-only', '--load-visitors', 'many'], true)).toThrow(
      '--load-visitors takes a number of visitors, above 0',
    );
    expect(() => benchPlan(['--peak-visitors', '0'], true)).toThrow('--peak-visitors takes');
    expect(() => benchPlan(['--adapter='], true)).toThrow('--adapter=: firebase or local');
    expect(() => benchPlan(['--adapter=firebase'], false)).toThrow('cannot run here');
    expect(() => benchPlan(['--tier=high'], true)).toThrow('--tier=high');
  });
});
