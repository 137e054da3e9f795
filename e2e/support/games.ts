import { expect, type Locator, type Page } from '@playwright/test';
import { activate, tabTo } from './keyboard';
import quickFeast from './quick-feast-served-right.json' with { type: 'json' };

/** How a visitor plays: tapping a touch screen, clicking, or the keyboard alone. */
export type InputMode = 'mouse' | 'keyboard' | 'touch';

const press = async (target: Locator, mode: InputMode) => {
  if (mode === 'touch') await target.tap();
  else await target.click();
};

/**
 * Picks a radio drawn as a chip: the visitor presses the chip (its label), whose icon covers the
 * visually hidden input.
 */
const choose = async (page: Page, name: string, mode: InputMode) => {
  const chip = page
    .locator('label')
    .filter({ has: page.getByRole('radio', { name, exact: true }) });
  await press(chip, mode);
  await expect(page.getByRole('radio', { name, exact: true })).toBeChecked();
};

/** A game's first Start opens its tutorial (the home page's welcome opens by itself); most stories play as a visitor who has seen them. */
export async function asReturningPlayer(page: Page) {
  await page.addInitScript(() => {
    for (const topic of ['welcome', 'dress', 'pookalam', 'sadya']) {
      localStorage.setItem(`onam:tutorial:${topic}`, 'seen');
    }
  });
}

/** The finished game: confetti said "Well done!" and the result card has the score. */
export async function expectFinished(page: Page, score: number | RegExp = /\d+/) {
  await expect(page.locator('[data-part="confetti"]')).toHaveAttribute(
    'data-state',
    /showering|still|done/,
  );
  await expect(page.getByRole('status').filter({ hasText: 'Well done!' })).toBeVisible();
  const heading = page.getByRole('heading', { name: /^Your score: \d+ of 100$/ });
  await expect(heading).toBeVisible();
  const text = (await heading.textContent()) ?? '';
  const points = Number(/(\d+) of 100/.exec(text)?.[1]);
  if (typeof score === 'number') expect(points).toBe(score);
  return points;
}

/** Presses the key until `target` (one of a group moved through with arrows) has focus. */
async function arrowTo(page: Page, target: Locator, key = 'ArrowDown', limit = 30) {
  for (let presses = 0; presses < limit; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press(key);
  }
  await expect(target).toBeFocused();
}

// ---------------------------------------------------------------------------------------------
// Dress-up: Maveli's full look scores 100 (the crown, the olakkuda, the moustache, the royal silk).

const MAVELI_LOOK = ['Royal silk, classic', 'Crown (kireedam)', 'Olakkuda', 'Moustache'];

/**
 * Maveli without his moustache: royal silk 40, crown 15, olakkuda 15, harmony 15 = 85
 * (remote-games/src/dress/scoring.ts), so a full Maveli (100) ranks above it.
 */
export async function playDressWithoutMoustache(page: Page, score = 85) {
  await page.getByRole('button', { name: 'Start dressing' }).click();
  await page.getByRole('tab', { name: 'Maveli' }).click();
  for (const item of ['Royal silk, classic', 'Crown (kireedam)', 'Olakkuda']) {
    await page.getByRole('button', { name: item, exact: true }).click();
  }
  await page.getByRole('button', { name: 'Finish' }).click();
  return expectFinished(page, score);
}

export async function playDress(page: Page, mode: InputMode) {
  const start = page.getByRole('button', { name: 'Start dressing' });
  if (mode === 'keyboard') {
    await activate(page, start);
    await arrowTo(page, page.getByRole('tab', { name: 'Maveli' }), 'ArrowLeft');
    for (const item of MAVELI_LOOK) {
      await activate(page, page.getByRole('button', { name: item, exact: true }));
      await expect(page.getByRole('button', { name: item, exact: true })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
    }
    await activate(page, page.getByRole('button', { name: 'Finish' }));
  } else {
    await press(start, mode);
    await press(page.getByRole('tab', { name: 'Maveli' }), mode);
    for (const item of MAVELI_LOOK) {
      await press(page.getByRole('button', { name: item, exact: true }), mode);
    }
    await expect(page.getByRole('img', { name: /A doll wearing .*crown/i })).toBeVisible();
    await press(page.getByRole('button', { name: 'Finish' }), mode);
  }
  return expectFinished(page, 100);
}

// ---------------------------------------------------------------------------------------------
// Sadya: the quick feast served right, in the order of most homes (payasams before pulissery).
// Kept as data (quick-feast-served-right.json) so the bench's plays (deploy/bench/bill.mjs,
// sadya-frames.mjs) serve the very same feast.
export const QUICK_FEAST_SERVED_RIGHT: ReadonlyArray<readonly [dish: string, place: string]> =
  quickFeast as [string, string][];

const dishButton = (page: Page, name: string) =>
  page.getByRole('group', { name: 'Dishes to serve' }).getByRole('button', { name, exact: true });
const placeButton = (page: Page, name: string) =>
  page
    .getByRole('group', { name: "Banana leaf, tip to the guest's left" })
    .getByRole('button', { name, exact: true });

export async function playSadya(page: Page, mode: InputMode) {
  const total = QUICK_FEAST_SERVED_RIGHT.length;
  if (mode === 'keyboard') {
    await tabTo(page, page.getByRole('radio', { name: 'Full sadya' }));
    await page.keyboard.press('ArrowDown'); // the radio group moves to "Quick feast"
    await expect(page.getByRole('radio', { name: 'Quick feast' })).toBeChecked();
    await activate(page, page.getByRole('button', { name: 'Start' }));
    for (const [dish, place] of QUICK_FEAST_SERVED_RIGHT) {
      await arrowTo(page, dishButton(page, dish), 'ArrowDown');
      await page.keyboard.press('Enter');
      await arrowTo(page, placeButton(page, place), 'ArrowDown');
      await page.keyboard.press('Enter');
    }
  } else {
    await press(page.getByRole('radio', { name: 'Quick feast' }), mode);
    await press(page.getByRole('button', { name: 'Start' }), mode);
    for (const [index, [dish, place]] of QUICK_FEAST_SERVED_RIGHT.entries()) {
      await press(dishButton(page, dish), mode);
      await press(placeButton(page, place), mode);
      if (index < total - 1)
        await expect(page.getByText(`Served ${index + 1} of ${total}`)).toBeVisible();
    }
  }
  const points = await expectFinished(page);
  // Every dish in its place and turn: all the place and order points; time depends on the machine.
  expect(points).toBeGreaterThanOrEqual(85);
  await expect(page.getByRole('heading', { name: 'What goes where, and why' })).toBeVisible();
  return points;
}

// ---------------------------------------------------------------------------------------------
// Pookalam: Atham's carpet (day 1, one ring) at 16-fold symmetry: thumba in the ring and the
// centre covers the whole board, perfectly symmetric, with the one kind of flower the day asks for.

export async function playPookalam(page: Page, mode: InputMode) {
  const board = page.getByRole('application', { name: 'Pookalam board' });
  const status = page.getByRole('status').filter({ hasText: /Thumba/ });
  if (mode === 'keyboard') {
    await tabTo(page, page.getByRole('radio', { name: '8-fold' }));
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('radio', { name: '16-fold' })).toBeChecked();
    await tabTo(page, page.getByRole('radio', { name: 'Free design' }));
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('radio', { name: 'A day of Onam' })).toBeChecked();
    const day = page.getByRole('combobox', { name: 'Day of the festival' });
    await tabTo(page, day);
    for (let i = 0; i < 10; i += 1) await page.keyboard.press('ArrowUp');
    await expect(day).toHaveValue('1');
    await activate(page, page.getByRole('button', { name: 'Start' }));
    await expect(board).toBeFocused();
    await page.keyboard.press('Enter'); // ring 1, all sixteen segments
    await expect(status).toContainText('Ring 1 of 1');
    await page.keyboard.press('Home'); // the centre
    await page.keyboard.press('Enter');
    await activate(page, page.getByRole('button', { name: 'Finish' }));
  } else {
    await choose(page, '16-fold', mode);
    await choose(page, 'A day of Onam', mode);
    await page.getByRole('combobox', { name: 'Day of the festival' }).selectOption('1');
    await press(page.getByRole('button', { name: 'Start' }), mode);
    await choose(page, 'Thumba', mode);
    const box = await board.boundingBox();
    if (!box) throw new Error('no board');
    const side = box.width;
    const rim = side / 2 - Math.max(3, 0.015 * side);
    const centre = { x: box.width / 2, y: box.height / 2 };
    await clickOrTap(board, centre, mode);
    await expect(status).toBeVisible();
    // The middle of the one ring, straight up from the centre.
    await clickOrTap(board, { x: centre.x, y: centre.y - 0.642 * rim }, mode);
    await expect(page.getByText('100% covered')).toBeVisible();
    await press(page.getByRole('button', { name: 'Finish' }), mode);
  }
  const points = await expectFinished(page, 100);
  await expect(page.getByRole('img', { name: 'Your finished pookalam' })).toBeVisible();
  return points;
}

async function clickOrTap(target: Locator, position: { x: number; y: number }, mode: InputMode) {
  if (mode === 'touch') await target.tap({ position });
  else await target.click({ position });
}
