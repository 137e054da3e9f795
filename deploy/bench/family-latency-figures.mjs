// The pure half of the family pookalam's latency bench (family-latency.mjs): a flower's time from
// one phone's Enter to the other phone's paint, where it went, and its percentiles; and the pause
// of a person laying. No browser here, so Jest checks it (__tests__/family-model.test.ts).
import { percentile } from './cheap-phone.mjs';

/** The issue's target: a flower on the other phone within 300 ms, p95, both phones at 4x. */
export const LATENCY_TARGET_MS = 300;

/**
 * A person's pause between two flowers: 250 to 400 ms, spread over the range and the same in
 * every run (the rules allow a stroke every 100 ms; nobody lays that fast for long).
 * @param {number} k the flower's number
 */
export const humanPause = (k) => 250 + ((k * 53) % 151);

/**
 * Flowers laid on one phone, each with the time of its Enter as that page received it.
 * @typedef {{ cell: number, code: string, enterAt: number }} Laid
 * A carpet the other phone painted, with the time of the frame that painted it.
 * @typedef {{ at: number, cells: string }} Painted
 */

/**
 * Each flower's time from its Enter to the first frame of the other phone that showed it (its
 * cell with its code), or null when the other phone never showed it.
 * @param {readonly Laid[]} laid
 * @param {readonly Painted[]} painted in the order painted
 * @returns {(number | null)[]}
 */
export function flowerLatencies(laid, painted) {
  return laid.map(({ cell, code, enterAt }) => {
    const shown = painted.find((paint) => paint.at >= enterAt && paint.cells[cell] === code);
    return shown ? shown.at - enterAt : null;
  });
}

/**
 * Where each shown flower's time went, from DevTools' network events on both phones: A's page,
 * from the Enter to the first write its SDK sent after it; the wire and the emulator, from there to
 * the first piece of B's listeners' answers after it; B's page, from there to the paint. About:
 * a write can carry two flowers, and a piece of an answer may be another's.
 * @param {readonly Laid[]} laid
 * @param {readonly (number | null)[]} latencies flowerLatencies of the same flowers
 * @param {{ writesSent: readonly number[], listenReceived: readonly number[] }} wire
 * @returns {Array<{ page: number, wire: number, other: number } | null>}
 */
export function flowerLegs(laid, latencies, { writesSent, listenReceived }) {
  return laid.map(({ enterAt }, i) => {
    const latency = latencies[i];
    if (latency === null || latency === undefined) return null;
    const paintedAt = enterAt + latency;
    const sentAt = writesSent.find((at) => at >= enterAt && at <= paintedAt);
    const receivedAt =
      sentAt === undefined
        ? undefined
        : listenReceived.find((at) => at >= sentAt && at <= paintedAt);
    if (sentAt === undefined || receivedAt === undefined) return null;
    return { page: sentAt - enterAt, wire: receivedAt - sentAt, other: paintedAt - receivedAt };
  });
}

/**
 * Each leg's p50 and p95 over the flowers whose legs were seen.
 * @param {ReturnType<typeof flowerLegs>} legs
 */
export function legSummary(legs) {
  const seen = legs.filter(
    /** @returns {l is { page: number, wire: number, other: number }} */ (l) => l !== null,
  );
  const leg = (/** @type {'page' | 'wire' | 'other'} */ name) => ({
    p50: percentile(
      seen.map((l) => l[name]),
      50,
    ),
    p95: percentile(
      seen.map((l) => l[name]),
      95,
    ),
  });
  return { flowers: seen.length, page: leg('page'), wire: leg('wire'), other: leg('other') };
}

/**
 * p50, p95 and the longest of the flowers the other phone showed (nearest rank, as every
 * percentile of the bench), and how many it never showed.
 * @param {readonly (number | null)[]} latencies
 */
export function latencySummary(latencies) {
  const shown = latencies.filter(/** @returns {ms is number} */ (ms) => ms !== null);
  return {
    flowers: latencies.length,
    shown: shown.length,
    lost: latencies.length - shown.length,
    p50: percentile(shown, 50),
    p95: percentile(shown, 95),
    max: Math.max(0, ...shown),
  };
}

/**
 * The latency's lines: the figures beside the target, the machine's benchmarkIndex and the
 * slowdown beside them, and the flowers laid first to warm the emulator, timed apart.
 * @param {ReturnType<typeof latencySummary> & { warmUp?: ReturnType<typeof latencySummary>, legs?: ReturnType<typeof legSummary> }} summary
 * @param {{ cpu: number, indexes: readonly number[], lowTierSlowdown: number }} machine cpu: the
 *   slowdown both phones ran at; indexes: benchmarkIndex before and after; lowTierSlowdown: what
 *   calibration would make of this machine as a low-tier phone, for comparison
 */
export function latencyLines(summary, { cpu, indexes, lowTierSlowdown }) {
  const met = summary.p95 <= LATENCY_TARGET_MS && summary.lost === 0;
  const ms = (/** @type {number} */ value) => `${Math.round(value)} ms`;
  const { warmUp, legs } = summary;
  const spread = (/** @type {{ p50: number, p95: number }} */ leg) =>
    `p50 ${ms(leg.p50)}, p95 ${ms(leg.p95)}`;
  const where =
    legs && legs.flowers > 0
      ? [
          `  where it went, about (${legs.flowers} flowers seen on the wire): A's page to its write sent ${spread(legs.page)}; the wire and the emulator to B's listener ${spread(legs.wire)}; B's page to the paint ${spread(legs.other)}`,
        ]
      : [];
  const warming =
    warmUp && warmUp.flowers > 0
      ? [
          `  laid first, timed apart (the emulator warming): ${warmUp.flowers} flowers, p50 ${ms(warmUp.p50)}, p95 ${ms(warmUp.p95)}, max ${ms(warmUp.max)}${warmUp.lost > 0 ? `, ${warmUp.lost} never shown` : ''}`,
        ]
      : [];
  return [
    `  both phones slowed ${cpu}x (as the issue asks; a low-tier phone calibrated here would be ${lowTierSlowdown.toFixed(1)}x), benchmarkIndex ${indexes.join(', ')} (before, after); loopback network`,
    "  from phone A's Enter (the keydown's timeStamp) to phone B's frame that painted the flower (its [data-carpet] changed, then its requestAnimationFrame); both pages in one browser on one machine, so their clocks (timeOrigin + now) agree",
    ...warming,
    `  ${summary.flowers} flowers, one at a time, 250-400 ms apart: p50 ${ms(summary.p50)}, p95 ${ms(summary.p95)}, max ${ms(summary.max)}${summary.lost > 0 ? `, ${summary.lost} never shown on B` : ''} (target p95 ${LATENCY_TARGET_MS} ms or less: ${met ? 'met' : 'MISSED'}) [index ${indexes.join(', ')}, ${cpu}x]`,
    ...where,
  ];
}
