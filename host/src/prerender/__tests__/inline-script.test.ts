import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { readLocaleChoice } from '@onam/shared/i18n/locale-choice';
import { INLINE_SCRIPT } from '../inline-script';
import { PRERENDER_HIDDEN_CLASS } from '../names';

/** Runs the inline script as the browser would, on a page whose head says it was rendered for `rendered`. */
function runScript({
  rendered,
  stored,
  languages,
  path = '/',
  themeColor,
}: {
  rendered?: string;
  stored?: string;
  languages: string[];
  path?: string;
  themeColor?: string;
}) {
  const html = document.documentElement;
  html.className = '';
  html.lang = '';
  html.removeAttribute('style');
  document.head.innerHTML =
    (rendered ? `<meta name="onam-prerendered" content="${rendered}">` : '') +
    (themeColor ? `<meta name="theme-color" content="${themeColor}">` : '');
  localStorage.clear();
  if (stored !== undefined) localStorage.setItem('onam:locale', stored);
  jest.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);
  window.history.replaceState(null, '', path);
  new Function(INLINE_SCRIPT)();
  return {
    lang: html.lang,
    hidden: html.classList.contains(PRERENDER_HIDDEN_CLASS),
    theme: html.style.getPropertyValue('--theme'),
  };
}

afterEach(() => jest.restoreAllMocks());

describe("the prerendered page's inline script", () => {
  it.each([
    { stored: undefined, languages: [] },
    { stored: undefined, languages: ['ml-IN', 'en'] },
    { stored: undefined, languages: ['en-GB', 'ml'] },
    { stored: undefined, languages: ['fr', 'ml_IN'] },
    { stored: undefined, languages: ['ta', 'hi'] },
    { stored: 'ml', languages: ['en-US'] },
    { stored: 'en', languages: ['ml'] },
    { stored: 'fr', languages: ['ml'] },
    { stored: '', languages: ['en'] },
  ])('picks the language the app will pick: stored $stored, browser $languages', (sources) => {
    const expected = readLocaleChoice({
      storage: { getItem: () => sources.stored ?? null },
      languages: sources.languages,
    });
    expect(runScript({ rendered: '/ en 2026-08-26 d62a8cd7', ...sources }).lang).toBe(expected);
  });

  it('shows the page rendered for this path and language', () => {
    expect(runScript({ rendered: '/ en 2026-08-26 d62a8cd7', languages: ['en'] }).hidden).toBe(
      false,
    );
  });

  it('hides a page rendered for another language or another path', () => {
    expect(runScript({ rendered: '/ en 2026-08-26 d62a8cd7', languages: ['ml'] }).hidden).toBe(
      true,
    );
    expect(
      runScript({ rendered: '/ en 2026-08-26 d62a8cd7', languages: ['en'], path: '/game' }).hidden,
    ).toBe(true);
  });

  it("paints the campaign's theme colour from the theme-color meta", () => {
    const { theme } = runScript({
      rendered: '/ en 2026-08-26 d62a8cd7',
      languages: ['en'],
      themeColor: '#7a1f1f',
    });
    expect(theme).toBe('#7a1f1f');
  });

  it("is allowed by the hosting config's Content-Security-Policy (node deploy/hosting/write-csp.mjs <env> after changing it)", () => {
    const hash = `'sha256-${createHash('sha256').update(INLINE_SCRIPT).digest('base64')}'`;
    const firebaseJson = readFileSync(
      path.resolve(__dirname, '../../../../deploy/firebase.json'),
      'utf8',
    );
    expect(firebaseJson).toContain(hash);
  });

  it('is ES5 with no imports, for any browser that can show the page', () => {
    expect(INLINE_SCRIPT).not.toMatch(/\b(?:let|const|import|require)\b|=>|`/);
  });
});
