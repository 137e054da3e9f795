/* global document */
// A family pookalam, live: how long a flower laid on one phone takes to show on another
// (docs/decisions/074), on the emulated backend's host. Two phones, each a browser context of its
// own with its CPU slowed as the caller says (the issue: both at 4x): A starts a carpet and B joins
// from its link; A lays `flowers` flowers one at a time with the keyboard at a person's pace, and
// for each the time runs from A's Enter, as A's page received it, to the frame of B's page that
// painted it (family-phones.mjs records both; family-model.mjs matches them), with where it went:
// A's page to its write sent, the wire and the emulator to B's listener, B's page to the paint
// (DevTools' network events on both). The first `warmUp`
// flowers are laid the same way and timed apart: a Firestore emulator just started answers its
// first writes and their listeners slowly (its JIT warming: up to a second each, 2026-12-07),
// which is the emulator's start, not the carpet's.
import {
  allSeeMembers,
  carpetOn,
  familyPhone,
  joinCarpet,
  keyboardLayer,
  paintsOn,
  recordEnters,
  recordPaints,
  startCarpet,
  wireTimes,
} from './family-phones.mjs';
import {
  flowerLatencies,
  flowerLegs,
  humanPause,
  latencySummary,
  legSummary,
} from './family-latency-figures.mjs';
import { createEmulatorAccount } from '../scripts/emulators.mjs';

const sleep = (/** @type {number} */ ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * @param {import('@playwright/test').Browser} browser
 * @param {{ baseUrl: string, flowers: number, warmUp: number, cpu: number }} options baseUrl: the
 *   host on the emulated backend
 */
export async function measureFamilyLatency(browser, { baseUrl, flowers, warmUp, cpu }) {
  const createAccount = (/** @type {Parameters<typeof createEmulatorAccount>[0]} */ visitor) =>
    createEmulatorAccount(visitor);
  const [a, b] = await Promise.all(
    ['Amma', 'Appu'].map((name) => familyPhone(browser, { baseUrl, name, createAccount, cpu })),
  );
  if (!a || !b) throw new Error('two phones');
  try {
    const [sent, received] = await Promise.all([wireTimes(a), wireTimes(b)]);
    const link = await startCarpet(a);
    await joinCarpet(b, link);
    await allSeeMembers([a, b], 2);
    await recordEnters(a.page);
    await recordPaints(b.page);
    const layer = await keyboardLayer(a, { flower: 0 });
    /** @type {import('./family-latency-figures.mjs').Laid[]} */
    const laid = [];
    let nextAt = Date.now();
    for (let k = 0; k < warmUp + flowers; k += 1) {
      await sleep(nextAt - Date.now());
      const flower = await layer.next();
      laid.push(flower);
      nextAt = flower.enterAt + humanPause(k);
    }
    // Every flower reaches B, or is counted as never shown.
    const all = await carpetOn(a.page);
    await b.page
      .waitForFunction(
        (cells) => document.querySelector('[data-carpet]')?.getAttribute('data-carpet') === cells,
        all,
        { timeout: 30_000 },
      )
      .catch(() => undefined);
    const painted = await paintsOn(b.page);
    const latencies = flowerLatencies(laid, painted);
    const warming = latencies.slice(0, warmUp);
    const timed = latencies.slice(warmUp);
    const legs = flowerLegs(laid.slice(warmUp), timed, {
      writesSent: sent.writesSent,
      listenReceived: received.listenReceived,
    });
    return {
      ...latencySummary(timed),
      latencies: timed,
      warmUp: latencySummary(warming),
      legs: legSummary(legs),
    };
  } finally {
    await Promise.all([a.context.close(), b.context.close()]);
  }
}
