/**
 * The live level meter's arithmetic: loudness from an AnalyserNode's time-domain samples, on a
 * decibel scale (a plain RMS barely moves for speech), with a meter's usual ballistics: it jumps up
 * at once and falls back gently, so a syllable is visible long enough to be seen.
 */

/** Quieter than this reads as silence; 0 dBFS fills the meter. */
export const METER_FLOOR_DB = -60;
/** How much of the meter a falling level gives up per second. */
export const METER_RELEASE_PER_SECOND = 1.5;

/** Root mean square of samples in -1..1 (getFloatTimeDomainData). */
export function rms(samples: ArrayLike<number>): number {
  if (samples.length === 0) return 0;
  let sum = 0;
  for (let i = 0; i < samples.length; i += 1) {
    const sample = samples[i] ?? 0;
    sum += sample * sample;
  }
  return Math.sqrt(sum / samples.length);
}

/** Root mean square of unsigned bytes centred on 128 (getByteTimeDomainData). */
export function rmsOfBytes(samples: ArrayLike<number>): number {
  if (samples.length === 0) return 0;
  let sum = 0;
  for (let i = 0; i < samples.length; i += 1) {
    const sample = ((samples[i] ?? 128) - 128) / 128;
    sum += sample * sample;
  }
  return Math.sqrt(sum / samples.length);
}

/** 0..1 for the meter: the floor and below is 0, full scale is 1, decibels in between. */
export function levelFromRms(value: number, floorDb = METER_FLOOR_DB): number {
  if (!(value > 0)) return 0;
  const db = 20 * Math.log10(value);
  return Math.min(1, Math.max(0, 1 - db / floorDb));
}

/** The next shown level: up at once, down by at most the release rate over `stepMs`. */
export function smoothLevel(
  shown: number,
  measured: number,
  stepMs: number,
  releasePerSecond = METER_RELEASE_PER_SECOND,
): number {
  if (measured >= shown) return measured;
  return Math.max(measured, shown - (releasePerSecond * stepMs) / 1000);
}
