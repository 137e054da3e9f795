/* global document */
// A family carpet's reads and writes, counted live on the bill's own emulators (bill.mjs
// startCountedSite): `members` phones, the owner's account one that may be public (so the finish
// writes the board entry); the owner starts a carpet and the others join from its link one after
// another; each lays its share of `flowers` at a person's pace, all at once, each with a flower of
// its own, every page watching live; then the owner finishes. Counted three ways: what the pages
// read and write by a counting proxy in front of the Firestore emulator (firestore-proxy.mjs),
// what the callables read and write by the bill's shim, their requests by the bill's proxy.
import path from 'node:path';
import { chromium } from '@playwright/test';
import { tsImport } from 'tsx/esm/api';
import { startCountedSite, withDemoFirestore } from './bill.mjs';
import {
  allSeeMembers,
  carpetOn,
  familyPhone,
  joinCarpet,
  keyboardLayer,
  recordEnters,
  startCarpet,
} from './family-phones.mjs';
import { shares } from './family-model.mjs';
import { humanPause } from './family-latency-figures.mjs';
import { startFirestoreProxy } from './firestore-proxy.mjs';
import { repoRoot } from '../hosting/apps.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/chromium.mjs';
import { createEmulatorAccount, FIRESTORE_EMULATOR } from '../scripts/emulators.mjs';

const NAMES = ['Amma', 'Appu', 'Meenu', 'Achan', 'Ammu', 'Kannan'];
const sleep = (/** @type {number} */ ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The owner's profile as registration leaves an adult's who accepted the notice: such an owner's
 * carpet goes on the family board.
 * @param {string} uid
 * @param {string} displayName
 */
async function publicProfile(uid, displayName) {
  /** @type {typeof import('../../shared/src/backend/privacy')} */
  const { PRIVACY_NOTICE_VERSION } = await tsImport(
    path.join(repoRoot, 'shared/src/backend/privacy.ts'),
    import.meta.url,
  );
  await withDemoFirestore(async (db) => {
    const at = new Date();
    await db.doc(`profiles/${uid}`).set({
      displayName,
      district: 'thrissur',
      ageBand: 'adult',
      newsletter: false,
      createdAt: at,
      consent: { notice: PRIVACY_NOTICE_VERSION, noticeAt: at, newsletterAt: at },
    });
  });
}

/**
 * Lays `count` flowers on one phone at a person's pace.
 * @param {import('./family-phones.mjs').Phone} phone
 * @param {number} flower the palette's place of its flower
 * @param {number} count
 */
async function layShare(phone, flower, count) {
  await recordEnters(phone.page);
  const layer = await keyboardLayer(phone, { flower });
  // The phones do not start in step: a family does not.
  let nextAt = Date.now() + flower * 90;
  for (let k = 0; k < count; k += 1) {
    await sleep(nextAt - Date.now());
    const laid = await layer.next();
    nextAt = laid.enterAt + humanPause(k + flower * 17);
  }
}

/**
 * @param {{ members: number, flowers: number, log?: (line: string) => void }} options
 */
export async function measureFamilyBill({ members, flowers, log = () => undefined }) {
  const proxy = await startFirestoreProxy({ port: 0, target: `http://${FIRESTORE_EMULATOR}` });
  /** @type {Awaited<ReturnType<typeof startCountedSite>> | undefined} */
  let site;
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    site = await startCountedSite({ log, pageFirestore: proxy.host });
    const auth = site.auth;
    const createAccount = (/** @type {Parameters<typeof createEmulatorAccount>[0]} */ visitor) =>
      createEmulatorAccount(visitor, { auth });
    const baseUrl = site.hostOrigin;
    /** @type {import('./family-phones.mjs').Phone[]} */
    const phones = [];
    for (const name of NAMES.slice(0, members)) {
      phones.push(await familyPhone(browser, { baseUrl, name, createAccount }));
    }
    const [owner, ...others] = phones;
    if (!owner) throw new Error('no owner');
    await publicProfile(owner.uid, owner.name);
    // The family board the owner's /family shows before starting: as many rows as it has now.
    const boardRows = await withDemoFirestore(
      async (db) => (await db.collection('familyBoard/pookalam/entries').limit(10).get()).size,
    );
    // From here on it is the carpet's: what the sign-ins read is left out.
    const fromRead = proxy.counted.read.length;
    const fromWritten = proxy.counted.written.length;
    const invocationsBefore = structuredClone(site.invocations);
    const functionsBefore = await site.operations();

    log(
      `the carpet: ${members} members join, ${flowers} flowers laid at a person's pace, finished`,
    );
    const link = await startCarpet(owner);
    for (const member of others) await joinCarpet(member, link);
    await allSeeMembers(phones, members);
    const each = shares(flowers, members);
    await Promise.all(phones.map((phone, i) => layShare(phone, i, each[i] ?? 0)));
    // Every flower sent, and every phone holding the same carpet.
    await Promise.all(
      phones.map(({ page }) =>
        page
          .getByText('Every flower you laid has reached the family.')
          .waitFor({ timeout: 60_000 }),
      ),
    );
    const carpet = await carpetOn(owner.page);
    await Promise.all(
      phones.map(({ page }) =>
        page.waitForFunction(
          (cells) => document.querySelector('[data-carpet]')?.getAttribute('data-carpet') === cells,
          carpet,
          { timeout: 60_000 },
        ),
      ),
    );

    await owner.page.getByLabel('Family name').fill('Thekkedath');
    await owner.page.getByRole('button', { name: 'Finish and score the carpet' }).click();
    await Promise.all(
      phones.map(({ page }) =>
        page
          .getByText(/The Thekkedath family’s pookalam scored \d+ of \d+\./)
          .first()
          .waitFor({ timeout: 60_000 }),
      ),
    );
    // The last listeners' answers and result reads land.
    await sleep(3_000);

    const functionsAfter = await site.operations();
    return {
      members,
      flowers,
      boardRows,
      pageRead: proxy.counted.read.slice(fromRead),
      pageWritten: proxy.counted.written.slice(fromWritten),
      functions: minusOperations(functionsAfter, functionsBefore),
      invocations: minusInvocations(site.invocations, invocationsBefore),
    };
  } finally {
    await browser.close();
    await site?.stop();
    await proxy.close();
  }
}

/**
 * What the shim counted since `before`, per function, with the documents read by path.
 * @param {Record<string, import('./bill.mjs').Counted>} after
 * @param {Record<string, import('./bill.mjs').Counted>} before
 */
function minusOperations(after, before) {
  return Object.fromEntries(
    Object.entries(after).map(([name, ops]) => {
      const was = before[name];
      /** @type {Record<string, number>} */
      const read = {};
      for (const [at, n] of Object.entries(ops.read)) {
        const more = n - (was?.read[at] ?? 0);
        if (more > 0) read[at] = more;
      }
      return [
        name,
        {
          reads: ops.reads - (was?.reads ?? 0),
          writes: ops.writes - (was?.writes ?? 0),
          deletes: ops.deletes - (was?.deletes ?? 0),
          read,
        },
      ];
    }),
  );
}

/**
 * Requests each function was sent since `before`.
 * @param {Record<string, import('./bill-proxy.mjs').FunctionCount>} after
 * @param {Record<string, import('./bill-proxy.mjs').FunctionCount>} before
 */
function minusInvocations(after, before) {
  return Object.fromEntries(
    Object.entries(after)
      .map(([name, count]) => [
        name,
        {
          requests: count.requests - (before[name]?.requests ?? 0),
          preflights: count.preflights - (before[name]?.preflights ?? 0),
          cdnKept: count.cdnKept - (before[name]?.cdnKept ?? 0),
        },
      ])
      .filter(
        ([, count]) =>
          /** @type {{ requests: number, preflights: number }} */ (count).requests +
            /** @type {{ requests: number, preflights: number }} */ (count).preflights >
          0,
      ),
  );
}
