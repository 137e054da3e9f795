/** @jest-environment node */
import { levelFromRms, rms, rmsOfBytes, smoothLevel } from '../level-meter';

describe('the level meter', () => {
  it('measures silence as 0 and a full-scale square wave as 1', () => {
    expect(rms(new Float32Array(256))).toBe(0);
    expect(rms([])).toBe(0);
    expect(rms([1, -1, 1, -1])).toBe(1);
    expect(rms([0.5, -0.5])).toBeCloseTo(0.5);
  });

  it('measures byte samples centred on 128 the same way', () => {
    expect(rmsOfBytes(new Uint8Array(64).fill(128))).toBe(0);
    expect(rmsOfBytes([0, 256, 0, 256])).toBe(1);
    expect(rmsOfBytes([64, 192])).toBeCloseTo(0.5);
  });

  it('shows loudness on a decibel scale from -60 dB to 0 dB', () => {
    expect(levelFromRms(0)).toBe(0);
    expect(levelFromRms(Number.NaN)).toBe(0);
    expect(levelFromRms(0.001)).toBeCloseTo(0); // -60 dB
    expect(levelFromRms(0.0001)).toBe(0); // below the floor
    expect(levelFromRms(0.01)).toBeCloseTo(1 / 3); // -40 dB
    expect(levelFromRms(0.1)).toBeCloseTo(2 / 3); // -20 dB: ordinary speech moves it well
    expect(levelFromRms(1)).toBe(1);
    expect(levelFromRms(2)).toBe(1);
  });

  it('jumps up at once and falls back gently', () => {
    expect(smoothLevel(0.2, 0.9, 16)).toBe(0.9);
    // 1.5 per second over 100 ms is 0.15.
    expect(smoothLevel(0.9, 0, 100)).toBeCloseTo(0.75);
    expect(smoothLevel(0.9, 0.8, 100)).toBe(0.8);
    expect(smoothLevel(0.1, 0, 1000)).toBe(0);
  });
});
