import type { APIRequestContext } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { newVisitor, signIn } from './support/auth';
import { createEmulatedAccount, EMULATED_HOST, expectSaved, PROJECT } from './support/emulated';
import { asReturningPlayer, playDress } from './support/games';
import { LIVE_HOST } from './support/live-campaign-lock';
import { pngAt, unfurl } from './support/unfurl';

/**
 * Sharing where people share: a card and a finished game's result go to WhatsApp in
 * one tap, and their links, and the links of the pages a visitor shares, unfurl with a 1200 × 630
 * picture the server drew (the ogImage function on the Functions emulator, as Hosting's `/og/**`
 * rewrite has it in production). A crawler runs no script: what it reads is fetched here raw.
 */

// axe-core sets inline styles while it measures, which the site's Content-Security-Policy blocks.
test.use({ bypassCSP: true });
test.beforeEach(({ page }) => asReturningPlayer(page));

/** The Open Graph and Twitter tags of a page as a crawler gets it: its HTML, no script run. */
async function crawl(request: APIRequestContext, url: string, language = 'en') {
  const response = await request.get(url, {
    headers: { 'accept-language': language, 'user-agent': 'WhatsApp/2.23.20.0 A' },
  });
  expect(response.status()).toBe(200);
  const html = await response.text();
  const tags: Record<string, string> = {};
  for (const [, key = '', value = ''] of html.matchAll(
    /<meta (?:property|name)="((?:og|twitter):[^"]+)" content="([^"]*)">/g,
  )) {
    tags[key] = value.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)));
  }
  return tags;
}

test('a card goes to WhatsApp in one tap, with the greeting and the card’s link', async ({
  page,
}) => {
  await page.goto('/celebrate');
  await page.getByRole('radio', { name: /Hrudayam niranja Onashamsakal/ }).check();
  await page.getByRole('textbox', { name: 'Your name' }).fill('Meera Nair');
  await page.getByRole('button', { name: 'Make the card' }).click();
  const whatsApp = page.getByRole('link', { name: 'Send on WhatsApp' });
  await expect(whatsApp).toBeVisible();
  await expect(whatsApp).toHaveAttribute('target', '_blank');
  await expect(whatsApp).toHaveAttribute('rel', /noopener/);
  const href = new URL((await whatsApp.getAttribute('href')) ?? '');
  expect(`${href.origin}${href.pathname}`).toBe('https://wa.me/');
  const text = href.searchParams.get('text') ?? '';
  expect(text).toContain('ഹൃദയം നിറഞ്ഞ ഓണാശംസകൾ');
  expect(text).toContain('— Meera Nair');
  expect(text.split('\n').at(-1)).toBe(
    'http://localhost:3000/celebrate?greeting=hrudayam&name=Meera+Nair',
  );
  await expectNoSeriousViolations(page, 'the card maker after sharing', { include: 'main' });
});

test('a card link, the home page and each game’s page unfurl: the page a crawler gets has the tags, and its picture is 1200 × 630', async ({
  request,
  baseURL,
}) => {
  const tags = await crawl(request, '/celebrate?greeting=ponnonam&name=Anu%20Menon');
  expect(tags).toMatchObject({
    'og:title': 'Anu Menon sent you an Onam greeting',
    'og:url': 'http://localhost:3000/celebrate?greeting=ponnonam&name=Anu+Menon',
    'og:image:width': '1200',
    'og:image:height': '630',
    'twitter:card': 'summary_large_image',
  });
  expect(tags['og:description']).toContain('Golden-Onam wishes');
  const image = tags['og:image'] ?? '';
  expect(image).toMatch(
    /^http:\/\/localhost:3000\/og\/card\.png\?greeting=ponnonam&name=Anu\+Menon/,
  );
  const png = await pngAt(request, image);
  expect(png).toMatchObject({ width: 1200, height: 630 });
  expect(png.cache).toContain('max-age=31536000');

  // In the page's language: a Malayalam reader's crawler gets Malayalam.
  const ml = await crawl(request, '/celebrate?greeting=ponnonam&name=Anu', 'ml');
  expect(ml['og:title']).toBe('Anu നിങ്ങൾക്ക് ഒരു ഓണാശംസ അയച്ചിരിക്കുന്നു');
  expect(ml['og:locale']).toBe('ml_IN');

  // A page's own link, read by a real link-preview client, in both languages.
  const origin = baseURL ?? '';
  // The scraper fetches the page itself: only ever this machine's preview.
  expect(new URL(origin).hostname).toBe('localhost');
  const pictures = new Map<string, { width: number; height: number }>();
  for (const [path, picture] of [
    ['/', '/og/page.png?page=home&v='],
    ['/game', '/og/result.png?game=pookalam&v='],
    ['/dress', '/og/result.png?game=dress&v='],
    ['/eat', '/og/result.png?game=sadya&v='],
  ] as const) {
    for (const [language, locale] of [
      ['en', 'en_IN'],
      ['ml', 'ml_IN'],
    ] as const) {
      const card = await unfurl(`${origin}${path}`, language);
      expect(card, `${path} in ${language}`).toMatchObject({
        ogUrl: `${origin}${path}`,
        ogLocale: locale,
        twitterCard: 'summary_large_image',
      });
      expect(card.ogDescription).not.toBe(card.ogTitle);
      // The page's language, not the template's: Malayalam words for a Malayalam reader.
      expect(/[\u0d00-\u0d7f]/.test(`${card.ogTitle}${card.ogDescription}`)).toBe(
        language === 'ml',
      );
      const [named] = card.ogImage ?? [];
      expect(named).toMatchObject({ width: '1200', height: '630', alt: expect.any(String) });
      expect(named?.url.startsWith(`${origin}${picture}`)).toBe(true);
      const url = named?.url ?? '';
      if (!pictures.has(url)) pictures.set(url, await pngAt(request, url));
      expect(pictures.get(url)).toMatchObject({ width: 1200, height: 630 });
    }
  }
  // One picture a page, the same in both languages (it has both).
  expect(pictures.size).toBe(4);
});

test('a finished game’s score goes to WhatsApp with a result link, whose picture is the server’s', async ({
  browser,
  request,
}, testInfo) => {
  test.slow();
  const context = await browser.newContext({ baseURL: EMULATED_HOST, bypassCSP: true });
  const page = await context.newPage();
  await asReturningPlayer(page);
  const visitor = newVisitor(testInfo, 'Anu Share');
  const { uid } = await createEmulatedAccount(visitor);
  await signIn(page, visitor);
  await page.goto('/dress');
  expect(await playDress(page, 'mouse')).toBe(100);
  // The share is offered once the server has saved the play, never for one still waiting.
  await expectSaved(page);

  const share = page.getByRole('region', { name: 'Share your score' });
  const whatsApp = share.getByRole('link', { name: 'Send on WhatsApp' });
  await expect(whatsApp).toBeVisible();
  await expect(share.getByRole('button', { name: 'Copy link' })).toBeVisible();
  const text = new URL((await whatsApp.getAttribute('href')) ?? '').searchParams.get('text') ?? '';
  const link = new URL(text.split('\n').at(-1) ?? '');
  expect(`${link.origin}${link.pathname}`).toBe(`${EMULATED_HOST}/dress`);
  // The link names the result by the random id the server gave it: no figure, and nothing of
  // who played (not their account's id, which would tie their links and wall cards together).
  const shareId = link.searchParams.get('result') ?? '';
  expect(shareId).toMatch(/^[A-Za-z0-9]{22}$/);
  expect([...link.searchParams.keys()]).toEqual(['result']);
  expect(text).not.toContain(uid);
  expect(text.split('\n')[0]).not.toMatch(/\d/);
  await expectNoSeriousViolations(page, 'the result after sharing', { include: 'main' });

  const tags = await crawl(request, link.toString());
  expect(tags['og:title']).toBe('Onam dress-up: a score to beat');
  expect(tags['og:url']).toBe(link.toString());
  expect(JSON.stringify(tags)).not.toContain(uid);
  const image = tags['og:image'] ?? '';
  expect(image).toContain(`/og/result.png?id=${shareId}&game=dress`);
  // The server found the play: a result's picture, kept an hour.
  const png = await pngAt(request, image);
  expect(png).toMatchObject({ width: 1200, height: 630 });
  expect(png.cache).toBe('public, max-age=3600, s-maxage=86400');

  // A link to a result the server does not have is an invitation, kept a minute: never an error.
  const unknown = await pngAt(
    request,
    `${EMULATED_HOST}/og/result.png?id=Zk4m9PqR2sT6vW8xY0aB1c&game=dress`,
  );
  expect(unknown).toMatchObject({
    width: 1200,
    height: 630,
    cache: 'public, max-age=60, s-maxage=60',
  });

  // A link from before share ids named the account: its page is the game's, with the game page's
  // tags (051), and its picture the game's invitation, naming no result.
  const old = await crawl(request, `${EMULATED_HOST}/dress?result=${uid}_abc-1`);
  expect(JSON.stringify(old)).not.toContain(uid);
  expect(old['og:image'] ?? '').toMatch(/\/og\/result\.png\?game=dress&v=\d+$/);
  const oldPicture = await request.get(
    `${EMULATED_HOST}/og/result.png?id=${uid}_abc-1&game=dress`,
    {
      maxRedirects: 0,
    },
  );
  expect(oldPicture.status()).toBe(301);
  expect(oldPicture.headers()['location']).not.toContain(uid);
  expect(
    await pngAt(request, `${EMULATED_HOST}/og/result.png?id=${uid}_abc-1&game=dress`),
  ).toMatchObject({
    width: 1200,
    height: 630,
  });
  await context.close();
});

test('each host’s drawn pages name the origin the visitor reached, the preview’s and the live one’s: / and a game’s page, with a picture that answers', async ({
  request,
  baseURL,
}) => {
  // The live host's pages are the pages function's on the emulator, as Hosting's are in production.
  for (const origin of [baseURL ?? '', LIVE_HOST]) {
    for (const path of ['/', '/dress']) {
      const tags = await crawl(request, `${origin}${path}`);
      expect(tags['og:url'], `${origin}${path}`).toBe(`${origin}${path}`);
      const image = tags['og:image'] ?? '';
      expect(image.startsWith(`${origin}/og/`), `${origin}${path}: ${image}`).toBe(true);
      expect(await pngAt(request, image)).toMatchObject({ width: 1200, height: 630 });
    }
  }
});

test('a page’s tags name the site the pages function is configured for, whatever host a request names', async ({
  request,
}) => {
  // The pages function on the Functions emulator, as Hosting's rewrite reaches it, asked with a
  // forged host: the tags (and so the CDN's copy of the page) name the configured site only
  // (SITE_ORIGIN: the live host's origin, which the preview gives the emulator).
  const pages = `http://127.0.0.1:5001/${PROJECT}/asia-south1/pages`;
  const response = await request.get(`${pages}/celebrate?greeting=maveli&name=Anu`, {
    headers: {
      'x-forwarded-host': 'evil.example',
      'x-forwarded-proto': 'https',
      'accept-language': 'en',
    },
  });
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).not.toContain('evil.example');
  expect(html).toContain(
    '<meta property="og:url" content="http://localhost:3200/celebrate?greeting=maveli&#38;name=Anu">',
  );
  expect(html).toMatch(
    /<meta property="og:image" content="http:\/\/localhost:3200\/og\/card\.png\?/,
  );
});
