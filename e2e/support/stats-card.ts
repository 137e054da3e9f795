import type { Locator, Page } from '@playwright/test';

/** A statistics card by its heading ("Your statistics", "Your statistics: Pookalam"). */
export const statsCard = (page: Page, heading: string) =>
  page
    .locator('[data-part="stats-card"]')
    .filter({ has: page.getByRole('heading', { name: heading, exact: true }) });

/** One of a card's figures by its label ("Plays", "Best score"). */
export const figure = (card: Locator, label: string) =>
  card
    // :visible leaves out the invisible copy that keeps a card's size while it has no figures.
    .locator('[data-figure]:visible')
    .filter({ has: card.page().getByText(label, { exact: true }) })
    .locator('dd');
