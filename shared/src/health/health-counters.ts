// The server's health counters, per remote version and five minutes (UTC):
//   health/{remote}@{version}/windows/{yyyymmddThhmm}/shards/{0..HEALTH_SHARDS-1}
// Each instance of the intake sums the reports it takes and writes them every
// HEALTH_COUNTS_EVERY_MS to one shard picked at random (docs/decisions/049, 070), so a version's
// window takes at most HEALTH_MAX_INSTANCES × 1000 / HEALTH_COUNTS_EVERY_MS writes a second however
// many visitors report, and no shard more than one; readers sum the shards.
// Tile-to-playable times are kept as a small histogram (fields t_0…t_N) rather than as times.
import type { HealthBatch } from './health-event';

export const HEALTH_COLLECTION = 'health';
/** 20 instances writing every half second: 40 writes a second at most, one per shard. */
export const HEALTH_SHARDS = 40;
/** How long a report waits in its instance for the write that holds it (its 204 waits too). */
export const HEALTH_COUNTS_EVERY_MS = 500;
/** The intake's instances at most (its `maxInstances`). */
export const HEALTH_MAX_INSTANCES = 20;
export const HEALTH_WINDOW_MS = 5 * 60 * 1000;

/** Upper edges (ms) of the tile-to-playable buckets; the last bucket has no upper edge. */
export const TILE_TO_PLAYABLE_EDGES_MS = [
  250, 500, 750, 1000, 1500, 2000, 3000, 4000, 6000, 8000, 12000,
] as const;
export const TILE_TO_PLAYABLE_BUCKETS = TILE_TO_PLAYABLE_EDGES_MS.length + 1;

export const COUNTER_FIELDS = [
  'loads',
  'loadFailures',
  'renderErrors',
  'playsStarted',
  'playsFinished',
  'visits',
] as const;
export type CounterField = (typeof COUNTER_FIELDS)[number];

/** A version's sums over some windows (or one shard's figures). */
export type HealthTotals = Record<CounterField, number> & { histogram: number[] };

export const emptyTotals = (): HealthTotals => ({
  loads: 0,
  loadFailures: 0,
  renderErrors: 0,
  playsStarted: 0,
  playsFinished: 0,
  visits: 0,
  histogram: Array.from({ length: TILE_TO_PLAYABLE_BUCKETS }, () => 0),
});

/** The five-minute window a moment falls in, as its key: "20260827T1535". */
export function windowKey(at: Date | number): string {
  const start = Math.floor(new Date(at).getTime() / HEALTH_WINDOW_MS) * HEALTH_WINDOW_MS;
  const iso = new Date(start).toISOString(); // 2026-08-27T15:35:00.000Z
  return `${iso.slice(0, 4)}${iso.slice(5, 7)}${iso.slice(8, 10)}T${iso.slice(11, 13)}${iso.slice(14, 16)}`;
}

/** When a window key's five minutes begin, in ms since the epoch. */
export function windowStart(key: string): number {
  const match = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})$/.exec(key);
  if (!match) throw new Error(`not a window key: ${key}`);
  const [, y, mo, d, h, mi] = match.map(Number) as [number, number, number, number, number, number];
  return Date.UTC(y, mo - 1, d, h, mi);
}

/** The keys of the windows from the one holding `from` to the one holding `to`, oldest first. */
export function windowKeysBetween(from: number, to: number): string[] {
  const keys: string[] = [];
  const first = Math.floor(from / HEALTH_WINDOW_MS) * HEALTH_WINDOW_MS;
  for (let at = first; at <= to; at += HEALTH_WINDOW_MS) keys.push(windowKey(at));
  return keys;
}

export const versionDoc = (remote: string, version: string) =>
  `${HEALTH_COLLECTION}/${remote}@${version}`;
/** The shards of one version's window, as a collection. */
export const windowShards = (remote: string, version: string, window: string) =>
  `${versionDoc(remote, version)}/windows/${window}/shards`;

export const shardDoc = (remote: string, version: string, window: string, shard: number) =>
  `${windowShards(remote, version, window)}/${shard}`;

/** The bucket a tile-to-playable time falls in. */
export function bucketOf(ms: number): number {
  const index = TILE_TO_PLAYABLE_EDGES_MS.findIndex((edge) => ms < edge);
  return index === -1 ? TILE_TO_PLAYABLE_EDGES_MS.length : index;
}

/** What one batch adds to its shard: field → increment, zero fields left out. */
export function incrementsOf(batch: HealthBatch): Record<string, number> {
  const increments: Record<string, number> = {};
  const add = (field: string, by: number) => {
    if (by > 0) increments[field] = (increments[field] ?? 0) + by;
  };
  add('loads', batch.loads);
  add('loadFailures', batch.loadFailures);
  add('renderErrors', batch.renderErrors);
  add('playsStarted', batch.playsStarted);
  add('playsFinished', batch.playsFinished);
  add('visits', batch.first ? 1 : 0);
  for (const ms of batch.tileToPlayableMs) add(`t_${bucketOf(ms)}`, 1);
  return increments;
}

const countIn = (data: Record<string, unknown>, field: string): number => {
  const value = data[field];
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : 0;
};

/** Adds a shard document's fields (or anything shaped like one) to the totals. */
export function addShard(totals: HealthTotals, data: Record<string, unknown> | undefined): void {
  if (!data) return;
  for (const field of COUNTER_FIELDS) totals[field] += countIn(data, field);
  totals.histogram.forEach((_, bucket) => {
    totals.histogram[bucket] = (totals.histogram[bucket] ?? 0) + countIn(data, `t_${bucket}`);
  });
}

/** Two totals added: the stored running sums plus the windows read since. */
export function addTotals(a: HealthTotals, b: HealthTotals): HealthTotals {
  const sum = emptyTotals();
  for (const field of COUNTER_FIELDS) sum[field] = a[field] + b[field];
  sum.histogram = sum.histogram.map((_, i) => (a.histogram[i] ?? 0) + (b.histogram[i] ?? 0));
  return sum;
}

/** The totals as a shard-shaped record (t_ fields), for storing. */
export function totalsRecord(totals: HealthTotals): Record<string, number> {
  const record: Record<string, number> = {};
  for (const field of COUNTER_FIELDS) record[field] = totals[field];
  totals.histogram.forEach((n, bucket) => {
    record[`t_${bucket}`] = n;
  });
  return record;
}

/** The figures the console shows for one version. */
export interface HealthFigures {
  loads: number;
  visits: number;
  /** Load failures and render errors per 1,000 loads; undefined with no loads. */
  failuresPerThousand: number | undefined;
  loadFailuresPerThousand: number | undefined;
  renderErrorsPerThousand: number | undefined;
  /** Finished plays over started, 0..1; undefined with none started. */
  finishRate: number | undefined;
  playsStarted: number;
  /** The median tile-to-playable time (ms), read from the histogram; undefined with no times. */
  medianTileToPlayableMs: number | undefined;
  timed: number;
}

/** The failure share the guard tests: load failures and render errors per load. */
export const failuresOf = (totals: HealthTotals) => totals.loadFailures + totals.renderErrors;

/**
 * The median from the histogram, placed linearly within its bucket (the open last bucket counts
 * as its lower edge: "at least this").
 */
export function histogramMedian(histogram: readonly number[]): number | undefined {
  const total = histogram.reduce((sum, n) => sum + n, 0);
  if (total === 0) return undefined;
  const half = total / 2;
  let below = 0;
  for (let bucket = 0; bucket < histogram.length; bucket += 1) {
    const n = histogram[bucket] ?? 0;
    if (n > 0 && below + n >= half) {
      const low = bucket === 0 ? 0 : (TILE_TO_PLAYABLE_EDGES_MS[bucket - 1] ?? 0);
      const high = TILE_TO_PLAYABLE_EDGES_MS[bucket];
      if (high === undefined) return low;
      return Math.round(low + ((half - below) / n) * (high - low));
    }
    below += n;
  }
  return undefined;
}

export function figuresOf(totals: HealthTotals): HealthFigures {
  const perThousand = (n: number) =>
    totals.loads > 0 ? Math.round((n / totals.loads) * 10_000) / 10 : undefined;
  return {
    loads: totals.loads,
    visits: totals.visits,
    failuresPerThousand: perThousand(failuresOf(totals)),
    loadFailuresPerThousand: perThousand(totals.loadFailures),
    renderErrorsPerThousand: perThousand(totals.renderErrors),
    finishRate: totals.playsStarted > 0 ? totals.playsFinished / totals.playsStarted : undefined,
    playsStarted: totals.playsStarted,
    medianTileToPlayableMs: histogramMedian(totals.histogram),
    timed: totals.histogram.reduce((sum, n) => sum + n, 0),
  };
}
