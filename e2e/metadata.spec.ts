import type { APIResponse, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { localManifest } from './support/servers';

type ManifestIcon = { src: string; sizes: string; type?: string; purpose?: string };

/** Width and height from a PNG's IHDR chunk, which always comes first. */
function pngSize(bytes: Buffer): string {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
}

async function expectPng(response: APIResponse, sizes: string) {
  expect(response.status(), response.url()).toBe(200);
  expect(response.headers()['content-type']).toBe('image/png');
  expect(pngSize(await response.body()), response.url()).toBe(sizes);
}

const linkHref = (page: Page, rel: string) =>
  page
    .locator(`link[rel="${rel}"]`)
    .first()
    .evaluate((link) => (link as HTMLLinkElement).href);

test.beforeEach(async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Onam Utsavam' })).toBeVisible();
});

test('the page names the campaign in its title, description, theme colour and language', async ({
  page,
}) => {
  const { brand } = localManifest();
  expect(brand.product).toBe('Onam Utsavam');
  const title = 'Onam Utsavam | Kerala Vision';
  await expect(page).toHaveTitle(title);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', title);
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute(
    'content',
    brand.themeColor,
  );
  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'website');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('the web app manifest is linked, parses, and its icons load at their declared sizes', async ({
  page,
  request,
}) => {
  const response = await request.get(await linkHref(page, 'manifest'));
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^application\/manifest\+json/);
  const manifest = (await response.json()) as Record<string, unknown> & { icons: ManifestIcon[] };
  expect(manifest).toMatchObject({
    name: 'Onam Utsavam',
    short_name: 'Onam',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    lang: 'en',
    theme_color: '#1b5e20',
    background_color: '#1b5e20',
  });

  const find = (sizes: string, purpose: string) =>
    manifest.icons.find(
      (icon) => icon.sizes === sizes && (icon.purpose ?? 'any').split(' ').includes(purpose),
    );
  const wanted = [find('192x192', 'any'), find('512x512', 'any'), find('512x512', 'maskable')];
  for (const icon of wanted) {
    expect(icon, 'icons: 192 and 512 "any", 512 "maskable"').toBeDefined();
    if (!icon) continue;
    expect(icon.type).toBe('image/png');
    await expectPng(await request.get(new URL(icon.src, response.url()).href), icon.sizes);
  }

  await expectPng(await request.get(await linkHref(page, 'apple-touch-icon')), '180x180');
  for (const href of await page
    .locator('link[rel="icon"]')
    .evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href))) {
    expect((await request.get(href)).status(), href).toBe(200);
  }
});

test('the text is set in Baloo Chettan 2, loaded from the site itself', async ({ page }) => {
  const fonts = await page.evaluate(async () => {
    await document.fonts.ready;
    return {
      bodyFamily: getComputedStyle(document.body).fontFamily,
      checked: document.fonts.check('16px "Baloo Chettan 2"', 'Onam'),
      loaded: [...document.fonts]
        .filter((face) => face.status === 'loaded')
        .map((face) => `${face.family.replaceAll('"', '')} ${face.weight}`),
      swap: [...document.fonts].every((face) => face.display === 'swap'),
    };
  });
  expect(fonts.bodyFamily).toMatch(/^"?Baloo Chettan 2"?,/);
  expect(fonts.checked).toBe(true);
  expect(fonts.loaded).toContain('Baloo Chettan 2 400');
  expect(fonts.swap).toBe(true);

  const fontFiles = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      .filter((name) => /\.woff2?$/.test(name)),
  );
  expect(fontFiles.length).toBeGreaterThan(0);
  for (const url of fontFiles) {
    expect(url).toMatch(
      /^http:\/\/localhost:3000\/assets\/baloo-chettan-2-.+\.[0-9a-f]{8}\.woff2$/,
    );
  }
});
