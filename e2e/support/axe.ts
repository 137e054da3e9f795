import AxeBuilder from '@axe-core/playwright';
import type { BrowserContext, Page, TestInfo } from '@playwright/test';
import { appAnswering, expect } from './fixtures';
import { createAccount, newVisitor, signIn } from './auth';
import { asReturningPlayer, playPookalam } from './games';
import { catalogues, either } from './i18n';

/**
 * axe-core scans for every suite that scans (the accessibility suites, and the wall's, the
 * privacy rights', the console's and the share card's states): WCAG 2.0–2.2 A and AA and axe's
 * best practices, failing on any serious or critical violation.
 */

const { host } = catalogues;
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];
const BLOCKING = new Set(['serious', 'critical']);

/**
 * Waits for the page to be what a visitor reads: a level-1 heading, no remote module or section
 * still loading, the loading bar gone, the page transition over and the fonts in.
 */
export async function settle(page: Page) {
  await expect(page.locator('h1').first()).toBeVisible();
  await expect(
    page.getByRole('status').filter({ hasText: either(host, 'remote.loading') }),
  ).toHaveCount(0);
  await expect(page.getByRole('progressbar', { name: either(host, 'loading.label') })).toHaveCount(
    0,
  );
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(page.locator('[data-transition="page"]:not([data-phase="idle"])')).toHaveCount(0);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

/** One violation, as a line a developer can act on: impact, rule, what it asks, where. */
function describeViolation(violation: {
  id: string;
  impact?: string | null;
  help: string;
  helpUrl: string;
  nodes: { target: unknown[]; failureSummary?: string }[];
}) {
  const where = violation.nodes
    .slice(0, 8)
    .map(
      (node) =>
        `    at ${node.target.map(String).join(' >>> ')}\n      ${(node.failureSummary ?? '').split('\n').slice(0, 3).join(' ')}`,
    )
    .join('\n');
  const more = violation.nodes.length > 8 ? `\n    … and ${violation.nodes.length - 8} more` : '';
  return `[${violation.impact}] ${violation.id}: ${violation.help} (${violation.helpUrl})\n${where}${more}`;
}

/**
 * Scans the page as it stands (once settled) and fails with every serious or critical violation
 * listed; `include` scans only the part a selector names. Every suite's scans come here.
 */
export async function expectNoSeriousViolations(
  page: Page,
  state: string,
  { include }: { include?: string } = {},
) {
  await settle(page);
  // Only the violations are read, so axe is asked to describe no more than one node of each
  // passing, incomplete or inapplicable rule; it checks every rule on every node all the same.
  const builder = new AxeBuilder({ page })
    .withTags(AXE_TAGS)
    .options({ resultTypes: ['violations'] });
  if (include) builder.include(include);
  // The builder's default runs axe frame by frame and merges the results in a blank page of its
  // own, with axe-core evaluated again there: the way to reach iframes from other origins. A page
  // without iframes gets the same scan from axe.run in the page itself, in about half the time.
  if (page.frames().length === 1) builder.setLegacyMode();
  const results = await builder.analyze();
  const blocking = results.violations.filter((v) => BLOCKING.has(v.impact ?? ''));
  expect(blocking.map(describeViolation), `axe on ${state} (${page.url()})`).toEqual([]);
}

/**
 * A visitor who signed in (and played one game, when asked) in another tab of the same browser:
 * the scanned tab then opens straight into their signed-in pages, in its own language.
 */
export async function preparedVisitor(
  context: BrowserContext,
  testInfo: TestInfo,
  { played = false } = {},
) {
  const visitor = newVisitor(testInfo, 'Devi Warrier');
  await createAccount(visitor);
  const tab = await context.newPage();
  await asReturningPlayer(tab);
  await signIn(tab, visitor);
  if (played) {
    await tab.goto('/game');
    // The game's page is prerendered: like a visitor, the test waits for it to answer.
    await appAnswering(tab);
    await playPookalam(tab, 'mouse');
    await expect(
      tab.getByRole('status').filter({ hasText: 'saved to your statistics' }),
    ).toBeVisible();
  }
  await tab.close();
  return visitor;
}
