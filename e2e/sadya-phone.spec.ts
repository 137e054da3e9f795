import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { asReturningPlayer } from './support/games';
import { catalogues, containing, either, LOCALES, openInLocale } from './support/i18n';
import { sidewaysOverflow } from './support/phone-width';

/**
 * The sadya on a small phone, in either language: the result card fits the screen, and a hint
 * never hides a dish of the tray under the pinned leaf.
 */

const { games } = catalogues;
const tray = (page: Page) => page.getByRole('group', { name: either(games, 'sadya.tray.label') });
const leaf = (page: Page) => page.getByRole('group', { name: either(games, 'sadya.leaf.label') });
type ZoneKey = 'sadya.zone.top-middle.name' | 'sadya.zone.rice.name';
const zone = (page: Page, key: ZoneKey) =>
  leaf(page).getByRole('button', { name: either(games, key) });

async function startFeast(page: Page, feast: 'sadya.feast.quick.name' | 'sadya.feast.full.name') {
  await page.goto('/eat');
  await page.getByRole('radio', { name: either(games, feast) }).check();
  await page.getByRole('button', { name: either(games, 'game.start') }).click();
  await expect(tray(page).getByRole('button').first()).toBeVisible();
}

/** A returning player's feast started on a 360×640 phone, in `locale`. */
async function feastOnPhone(
  page: Page,
  locale: (typeof LOCALES)[number],
  feast: 'sadya.feast.quick.name' | 'sadya.feast.full.name',
) {
  await page.setViewportSize({ width: 360, height: 640 });
  await asReturningPlayer(page);
  await openInLocale(page, locale);
  await startFeast(page, feast);
}

/** Taps the tray's first dish, then a place on the leaf. */
async function serveFirstDish(page: Page, place: Locator) {
  const dish = tray(page).getByRole('button').first();
  await dish.tap();
  await expect(dish).toHaveAttribute('aria-pressed', 'true');
  await place.tap();
}

/** Where a dish is, and whether a tap at its centre reaches it. */
const reachable = (dish: Locator) =>
  dish.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const x = box.left + box.width / 2;
    const y = box.top + box.height / 2;
    const hit = document.elementFromPoint(x, y);
    const inView = y >= 0 && y <= window.innerHeight;
    return {
      name: element.textContent,
      reached: inView && hit !== null && element.contains(hit),
      hit: hit ? `${hit.tagName.toLowerCase()} "${(hit.textContent ?? '').slice(0, 40)}"` : null,
    };
  });

test.use({ hasTouch: true, isMobile: true });

/** The sideways overflow and whatever of the result card is cut at either edge, at this width. */
async function resultCardCut(page: Page, width: number) {
  await page.setViewportSize({ width, height: 640 });
  const { scrollWidth, viewport, wider } = await sidewaysOverflow(page);
  expect
    .soft(scrollWidth, `${scrollWidth} px wide at ${width} px: ${wider.join('; ')}`)
    .toBeLessThanOrEqual(viewport);
  // The card, and everything in it, inside the screen: nothing cut at either edge.
  const outside = await page.getByTestId('game-result').evaluate((card) =>
    [card, ...card.querySelectorAll('*')]
      .map((element) => ({ element, box: element.getBoundingClientRect() }))
      .filter(({ box }) => box.width > 0 && (box.left < -0.5 || box.right > innerWidth + 0.5))
      .slice(0, 5)
      .map(
        ({ element, box }) =>
          `${element.tagName.toLowerCase()} "${(element.textContent ?? '').slice(0, 30)}" ${Math.round(box.left)}–${Math.round(box.right)}`,
      ),
  );
  expect.soft(outside, `the result card at ${width} px`).toEqual([]);
}

for (const locale of LOCALES) {
  // Played once on a 360 px phone; the same card is then looked at on a 320 px one, as the
  // phone's width changes under it (a fold, a split screen): a second play to the same card took
  // about 6 s of CI's busy cores for each language.
  test(`a sadya served wrong fits a 360 px and a 320 px phone's width, result card and all, in ${locale}`, async ({
    page,
  }) => {
    test.slow();
    await feastOnPhone(page, locale, 'sadya.feast.quick.name');
    // The dishes by turns to the top row's middle and the rice's place, whose names are long:
    // most land in the wrong place, and the result says where each was put.
    const places: ZoneKey[] = ['sadya.zone.top-middle.name', 'sadya.zone.rice.name'];
    for (let served = 0; (await tray(page).getByRole('button').count()) > 0; served += 1) {
      await serveFirstDish(page, zone(page, places[served % 2] ?? 'sadya.zone.rice.name'));
    }
    const answers = page.getByRole('heading', { name: either(games, 'sadya.answer.title') });
    await expect(answers).toBeVisible();
    await expect(
      page.getByText(containing(games, 'sadya.answer.wrongPlace')).first(),
    ).toBeVisible();

    for (const width of [360, 320]) await resultCardCut(page, width);
  });

  test(`with a hint showing, every dish in the tray can be tapped on a 360×640 phone, in ${locale}`, async ({
    page,
  }) => {
    test.slow();
    await feastOnPhone(page, locale, 'sadya.feast.full.name');
    // The salt on the rice's place: a hint says where it goes, and why.
    await serveFirstDish(page, zone(page, 'sadya.zone.rice.name'));
    const hint = page
      .getByRole('status')
      .filter({ hasText: containing(games, 'sadya.hint.place') });
    await expect(hint).toBeVisible();

    const dishes = tray(page).getByRole('button');
    const count = await dishes.count();
    expect(count).toBeGreaterThan(6);
    const unreached: string[] = [];
    for (let index = 0; index < count; index += 1) {
      const dish = dishes.nth(index);
      await dish.scrollIntoViewIfNeeded();
      const found = await reachable(dish);
      if (!found.reached) unreached.push(`${found.name} (a tap lands on ${found.hit})`);
    }
    expect(unreached).toEqual([]);
    // And a real tap on the last and the first dish, without force.
    await dishes.last().tap({ timeout: 5_000 });
    await expect(dishes.last()).toHaveAttribute('aria-pressed', 'true');
    await dishes.first().tap({ timeout: 5_000 });
    await expect(dishes.first()).toHaveAttribute('aria-pressed', 'true');
  });
}
