import { readFile } from 'node:fs/promises';
import type { Browser, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { signIn, type Visitor } from './support/auth';
import { createRegisteredAccount, EMULATED_HOST } from './support/emulated';
import { asReturningPlayer } from './support/games';
import { pngAt, unfurl } from './support/unfurl';

/**
 * A family lays one pookalam together from three phones (docs/decisions/074), on the
 * emulated backend: the owner starts a carpet and sends its link, two more join from it, all three
 * lay at once, one phone loses its network and goes on laying, and when the owner finishes, every
 * phone shows the same carpet and the family's score, and the family board lists it.
 */
test.use({ baseURL: EMULATED_HOST });
test.describe.configure({ timeout: 240_000 });

interface Phone {
  page: Page;
  visitor: Visitor;
  uid: string;
  setOffline: (offline: boolean) => Promise<void>;
}

async function phone(browser: Browser, visitor: Visitor): Promise<Phone> {
  const { uid } = await createRegisteredAccount(visitor);
  const context = await browser.newContext({
    baseURL: EMULATED_HOST,
    viewport: { width: 390, height: 844 },
    hasTouch: true,
  });
  const page = await context.newPage();
  await asReturningPlayer(page);
  await signIn(page, visitor);
  return { page, visitor, uid, setOffline: (offline) => context.setOffline(offline) };
}

/** The carpet the page holds, one code a cell ('.' bare). */
const carpetOn = (page: Page) => page.locator('[data-carpet]').getAttribute('data-carpet');

/** Lays the chosen flower with the keyboard: `moves` from the centre, then Enter. */
async function lay(page: Page, moves: readonly string[]) {
  const canvas = page.locator('[data-part="family-carpet"] canvas');
  await canvas.focus();
  await page.keyboard.press('Home');
  for (const key of moves) await page.keyboard.press(key);
  await page.keyboard.press('Enter');
}

test('a family lays one pookalam together from three phones, one of them offline for a while', async ({
  browser,
  request,
}) => {
  const stamp = Date.now().toString(36);
  const visitors: Visitor[] = ['Amma', 'Appu', 'Meenu'].map((name) => ({
    displayName: name,
    email: `${name.toLowerCase()}-${stamp}@family.example`,
    password: 'onam-2026-family',
  }));
  const [owner, second, third] = await Promise.all(visitors.map((v) => phone(browser, v)));
  if (!owner || !second || !third) throw new Error('three phones');

  // The owner starts a carpet from the pookalam's page, as a visitor finds it.
  await owner.page.goto('/game');
  await owner.page
    .getByRole('link', {
      name: 'Lay a pookalam together with your family, each from your own phone',
    })
    .click();
  await owner.page.getByRole('radio', { name: 'A free design of 8 rings' }).check();
  await owner.page.getByRole('radio', { name: '8-fold' }).check();
  await expect(owner.page.getByLabel('Your name on the carpet')).toHaveValue('Amma');
  await owner.page.getByRole('button', { name: 'Start the family pookalam' }).click();
  // The first start of a Functions instance fetches the games version's scoring to check the
  // board's size: seconds on a busy emulator.
  await expect(owner.page).toHaveURL(/\/family\/[A-Za-z0-9]{20}$/, { timeout: 30_000 });
  const link = owner.page.url();

  // The invitation: WhatsApp in one tap, holding the carpet's link.
  await expect(owner.page.getByRole('link', { name: 'Send the link on WhatsApp' })).toHaveAttribute(
    'href',
    new RegExp(
      `^https://wa\\.me/\\?text=.*${encodeURIComponent(link).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`,
    ),
  );

  // Two more join from the link.
  for (const member of [second, third]) {
    await member.page.goto(link);
    await expect(member.page.getByLabel('Your name on the carpet')).toHaveValue(
      member.visitor.displayName,
    );
    await member.page.getByRole('button', { name: 'Join the family pookalam' }).click();
    await expect(member.page.getByRole('heading', { name: 'Laying this carpet' })).toBeVisible();
  }
  for (const member of [owner, second, third]) {
    const legend = member.page.getByRole('list').filter({ hasText: 'Amma' });
    await expect(legend.getByRole('listitem')).toHaveCount(3);
    await expect(legend).toContainText(`${member.visitor.displayName} (you)`);
    // The others are shown by the names they chose: no account id, no e-mail.
    const html = await member.page.content();
    for (const other of [owner, second, third]) {
      expect(html).not.toContain(other.uid);
      expect(html).not.toContain(other.visitor.email);
    }
  }

  // All three lay at once: the owner in the centre, the others on the first ring, one cell
  // apart, and the second and third on the same cell (the server's order decides it).
  await Promise.all([
    lay(owner.page, []),
    lay(second.page, ['ArrowUp']),
    lay(third.page, ['ArrowUp']),
  ]);
  await Promise.all([
    lay(owner.page, ['ArrowUp', 'ArrowUp']),
    lay(second.page, ['ArrowUp', 'ArrowRight']),
    lay(third.page, ['ArrowUp', 'ArrowUp', 'ArrowUp']),
  ]);
  await expect
    .poll(
      async () =>
        new Set(await Promise.all([owner, second, third].map((p) => carpetOn(p.page)))).size,
    )
    .toBe(1);
  const together = await carpetOn(owner.page);
  expect(together?.replace(/\./g, '').length).toBeGreaterThan(8);

  // The third phone loses its network and goes on laying: its flowers wait on the phone.
  await third.setOffline(true);
  await lay(third.page, ['ArrowUp', 'ArrowUp', 'ArrowUp', 'ArrowUp']);
  await expect(third.page.getByText(/flowers waiting for the network/)).toBeVisible();
  const offline = await carpetOn(third.page);
  expect(offline).not.toBe(together);
  await owner.page.waitForTimeout(1_000);
  expect(await carpetOn(owner.page)).toBe(together);

  // Back: they reach the others, and every phone holds the same carpet again.
  await third.setOffline(false);
  await expect(third.page.getByText('Every flower you laid has reached the family.')).toBeVisible({
    timeout: 60_000,
  });
  await expect.poll(() => carpetOn(owner.page), { timeout: 30_000 }).toBe(offline);
  await expect.poll(() => carpetOn(second.page)).toBe(offline);

  // The owner finishes; the server scores the carpet with the pookalam's own scoring.
  await owner.page.getByLabel('Family name').fill('Thekkedath');
  await owner.page.getByRole('button', { name: 'Finish and score the carpet' }).click();
  const result = /The Thekkedath family’s pookalam scored (\d+) of (\d+)\./;
  const scores = await Promise.all(
    [owner, second, third].map(async (member) => {
      const line = member.page.getByText(result).first();
      await expect(line).toBeVisible({ timeout: 30_000 });
      return (await line.textContent())?.match(result)?.slice(1, 3).join(' of ');
    }),
  );
  expect(new Set(scores).size).toBe(1);
  for (const member of [owner, second, third]) {
    await expect.poll(() => carpetOn(member.page)).toBe(offline);
    // Finished: drawn, not laid on.
    await expect(
      member.page.getByRole('button', { name: 'Finish and score the carpet' }),
    ).toHaveCount(0);
  }

  // The family board lists the family with its score (its ten best: on an emulator kept from many
  // runs of this story, its equals could push it off).
  await second.page.goto('/family');
  const carpetPath = new URL(link).pathname;
  await expect(second.page.locator(`a[href="${carpetPath}"]`)).toHaveText(
    `Thekkedath: ${scores[0]}, 3 people`,
  );

  // The finished carpet's picture, as the part draws it, saved from the phone with the family's
  // name under it (this browser shares no files: the picture is downloaded).
  const [download] = await Promise.all([
    owner.page.waitForEvent('download'),
    owner.page.getByRole('button', { name: 'Download the picture' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('family-pookalam.png');
  const saved = await readFile((await download.path()) ?? '');
  expect(saved.subarray(1, 4).toString('latin1')).toBe('PNG');
  expect([saved.readUInt32BE(16), saved.readUInt32BE(20) > 1024]).toEqual([1024, true]);

  // Its link unfurls, as a crawler reads it, with the family's picture: the server found the
  // carpet on the family board (kept as a result's picture is; an invitation is kept a minute).
  const card = await unfurl(link);
  expect(card.ogUrl).toBe(link);
  const [picture] = card.ogImage ?? [];
  expect(picture?.url).toMatch(
    new RegExp(`^${EMULATED_HOST}/og/family\\.png\\?id=${carpetPath.split('/').pop()}&v=\\d+$`),
  );
  expect(await pngAt(request, picture?.url ?? '')).toEqual({
    width: 1200,
    height: 630,
    cache: 'public, max-age=3600, s-maxage=86400',
  });
});
