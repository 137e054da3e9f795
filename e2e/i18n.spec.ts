import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { asReturningPlayer } from './support/games';
import { catalogues, LOCALE_KEY } from './support/i18n';
import { localManifest } from './support/servers';

/** The local campaign's operator words: English and the Malayalam beside it. */
const manifest = localManifest() as unknown as {
  brand: { product: string; productMl: string; broadcaster: string };
  routes: Record<string, { title: string; titleMl: string }>;
};
const { brand, routes } = manifest;
const GAME_TILES = Object.values(routes);
const POOKALAM = routes['/game'] ?? { title: 'Pookalam', titleMl: 'പൂക്കളം' };

type Catalogues = typeof catalogues;
type KeyOf<Name extends keyof Catalogues> = keyof Catalogues[Name]['en'] & string;

/** A catalogue's Malayalam for a key; a test that needs a missing one says which. */
function ml<Name extends keyof Catalogues>(name: Name, key: KeyOf<Name>): string {
  const catalogue = catalogues[name] as { ml?: Partial<Record<string, string>> };
  const message = catalogue.ml?.[key];
  if (!message) throw new Error(`${name} catalogue has no Malayalam for "${key}" yet`);
  return message;
}
function en<Name extends keyof Catalogues>(name: Name, key: KeyOf<Name>): string {
  const message = (catalogues[name].en as Partial<Record<string, string>>)[key];
  if (!message) throw new Error(`${name} catalogue has no "${key}"`);
  return message;
}

const SWITCH_TO_ML = /^മലയാളം \(Read in Malayalam\)$/;
const SWITCH_TO_EN = /^English \(ഇംഗ്ലീഷിൽ വായിക്കാം\)$/;

const htmlLang = (page: Page) => page.locator('html');

/** Whether Baloo Chettan 2's Malayalam face (U+0D00–0D7F) is loaded and used for Malayalam. */
async function malayalamFontLoaded(page: Page) {
  return page.evaluate(async () => {
    await document.fonts.ready;
    const faces = [...document.fonts].filter(
      (face) =>
        face.family.replace(/["']/g, '') === 'Baloo Chettan 2' &&
        /U\+D00-D7F/i.test(face.unicodeRange),
    );
    return {
      check: document.fonts.check('16px "Baloo Chettan 2"', 'ഓണം'),
      loaded: faces.some((face) => face.status === 'loaded'),
    };
  });
}

test.describe('a visitor who reads Malayalam', () => {
  test.beforeEach(({ page }) => asReturningPlayer(page));

  test('switches to Malayalam at home, plays in it, keeps it over a reload, and switches back', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: brand.product })).toBeVisible();
    await expect(htmlLang(page)).toHaveAttribute('lang', 'en');

    const toMalayalam = page.getByRole('button', { name: SWITCH_TO_ML });
    await expect(toMalayalam.locator('[lang="ml"]')).toHaveText('മലയാളം');
    await toMalayalam.click();

    // The shell, its navigation and the operator's tile titles, all at once and without a reload.
    await expect(page.getByRole('heading', { level: 1, name: brand.productMl })).toBeVisible();
    await expect(htmlLang(page)).toHaveAttribute('lang', 'ml');
    await expect(page).toHaveTitle(`${brand.productMl} | ${brand.broadcaster}`);
    const nav = page.getByRole('navigation', { name: ml('host', 'nav.main') });
    await expect(nav.getByRole('link', { name: ml('host', 'nav.dashboard') })).toBeVisible();
    await expect(nav.getByRole('link', { name: ml('host', 'nav.celebrate') })).toBeVisible();
    await expect(
      page.getByRole('heading', { level: 2, name: ml('host', 'home.games') }),
    ).toBeVisible();
    for (const { titleMl } of GAME_TILES) {
      await expect(page.getByRole('link', { name: titleMl })).toBeVisible();
    }
    expect(await page.evaluate((key) => localStorage.getItem(key), LOCALE_KEY)).toBe('ml');

    // Malayalam in Baloo Chettan 2's own Malayalam face, not a system fallback.
    await expect.poll(() => malayalamFontLoaded(page)).toEqual({ check: true, loaded: true });

    // A remote (the pookalam game) gets the locale through its contract props.
    await page.getByRole('link', { name: POOKALAM.titleMl }).click();
    const howToPlayMl = page.getByRole('button', { name: ml('games', 'game.howToPlay') });
    await expect(howToPlayMl).toBeVisible();

    // Remembered: a reload stays in Malayalam, drawn in Malayalam by the server from the first
    // paint (the choice travels in the one cookie Hosting passes to the pages function).
    const reloaded = await page.reload();
    expect(await reloaded?.text()).toContain('name="onam-prerendered" content="/game ml ');
    await expect(howToPlayMl).toBeVisible();
    await expect(htmlLang(page)).toHaveAttribute('lang', 'ml');

    // Back to English, host and remote alike, still without a reload.
    await page.evaluate(
      () => ((window as unknown as { sameDocument: boolean }).sameDocument = true),
    );
    const toEnglish = page.getByRole('button', { name: SWITCH_TO_EN });
    await expect(toEnglish.locator('[lang="en"]')).toHaveText('English');
    await toEnglish.click();
    await expect(page.getByRole('button', { name: en('games', 'game.howToPlay') })).toBeVisible();
    await expect(htmlLang(page)).toHaveAttribute('lang', 'en');
    await expect(page).toHaveTitle(`${brand.product} | ${brand.broadcaster}`);
    await expect(page.getByRole('navigation', { name: en('host', 'nav.main') })).toBeVisible();
    expect(
      await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument),
    ).toBe(true);
    expect(await page.evaluate((key) => localStorage.getItem(key), LOCALE_KEY)).toBe('en');
  });

  test('the sign-in page has the switch too', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: SWITCH_TO_ML }).click();
    await expect(htmlLang(page)).toHaveAttribute('lang', 'ml');
    await expect(
      page.getByRole('heading', { level: 1, name: ml('host', 'login.title') }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: brand.productMl })).toBeVisible();
    await page.getByRole('button', { name: SWITCH_TO_EN }).click();
    await expect(htmlLang(page)).toHaveAttribute('lang', 'en');
    await expect(
      page.getByRole('heading', { level: 1, name: en('host', 'login.title') }),
    ).toBeVisible();
  });
});

test.describe('a browser set to Malayalam', () => {
  test.use({ locale: 'ml-IN' });
  test.beforeEach(({ page }) => asReturningPlayer(page));

  test('starts in Malayalam, before any choice is made', async ({ page }) => {
    // The server draws the first paint in the browser's language.
    const response = await page.goto('/');
    expect(await response?.text()).toContain('name="onam-prerendered" content="/ ml ');
    await expect(page.getByRole('heading', { level: 1, name: brand.productMl })).toBeVisible();
    await expect(htmlLang(page)).toHaveAttribute('lang', 'ml');
    await expect(page.getByRole('button', { name: SWITCH_TO_EN })).toBeVisible();
    expect(await page.evaluate((key) => localStorage.getItem(key), LOCALE_KEY)).toBeNull();
  });

  test('still follows a visitor who chose English', async ({ page }) => {
    await page.addInitScript((key) => localStorage.setItem(key, 'en'), LOCALE_KEY);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: brand.product })).toBeVisible();
    await expect(htmlLang(page)).toHaveAttribute('lang', 'en');
  });
});

test.describe('on a phone-width screen', () => {
  test.use({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
  test.beforeEach(({ page }) => asReturningPlayer(page));

  for (const locale of ['en', 'ml'] as const) {
    test(`the header fits and the switch is a full-size target (${locale})`, async ({ page }) => {
      await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [
        LOCALE_KEY,
        locale,
      ] as const);
      await page.goto('/');
      const toggle = page.getByRole('button', {
        name: locale === 'en' ? SWITCH_TO_ML : SWITCH_TO_EN,
      });
      await expect(toggle).toBeVisible();
      const overflow = await page.evaluate(() => {
        const header = document.querySelector('header');
        const outside = [...(header?.querySelectorAll('a, button') ?? [])].filter((element) => {
          const box = element.getBoundingClientRect();
          return box.left < 0 || box.right > window.innerWidth;
        });
        return {
          page: document.documentElement.scrollWidth - window.innerWidth,
          header: (header?.scrollWidth ?? 0) - (header?.clientWidth ?? 0),
          outside: outside.map((element) => element.textContent),
        };
      });
      expect(overflow).toEqual({ page: 0, header: 0, outside: [] });
      const box = await toggle.boundingBox();
      expect(box?.height).toBeGreaterThanOrEqual(44);
      expect(box?.width).toBeGreaterThanOrEqual(44);
    });
  }
});
