/** @jest-environment node */
// The pages a visitor would share, read by a real link-preview client (open-graph-scraper, the
// library many chat apps' crawlers are built like): the host's own template with the tags
// withShareMeta puts in, parsed from the HTML alone, as a crawler that runs no script reads it.
// No request is made: the scraper is given the page's text.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import ogs from 'open-graph-scraper';
import type { GameId } from '../../contracts/game';
import type { Locale } from '../../i18n/locale';
import { shareMetaFor, withShareMeta } from '../meta';

const ORIGIN = 'https://onam.example';
const TEMPLATE = readFileSync(path.join(__dirname, '../../../../host/index.html'), 'utf8');

async function unfurl(pathname: string, locale: Locale, gameId: GameId | null = null) {
  const meta = shareMetaFor({ path: pathname, search: '', origin: ORIGIN, locale, gameId });
  if (!meta) throw new Error(`${pathname} has no tags`);
  const { result, error } = await ogs({ html: withShareMeta(TEMPLATE, meta) });
  expect(error).toBe(false);
  return result;
}

const PAGES: [string, GameId | null, string][] = [
  ['/', null, '/og/page.png?page=home&v='],
  ['/game', 'pookalam', '/og/result.png?game=pookalam&v='],
  ['/dress', 'dress', '/og/result.png?game=dress&v='],
  ['/eat', 'sadya', '/og/result.png?game=sadya&v='],
  ['/wall', null, '/og/page.png?page=wall&v='],
  ['/calendar', null, '/og/page.png?page=calendar&v='],
  // A family carpet's link: its picture, whatever the carpet's state.
  ['/family/Kq3Jd8XkT0pLmZ2vB7nW', null, '/og/family.png?id=Kq3Jd8XkT0pLmZ2vB7nW&v='],
];

describe('a page a visitor shares, as a link preview reads it', () => {
  it.each(PAGES)(
    '%s unfurls with its own words and picture, in either language',
    async (pathname, gameId, picture) => {
      for (const [locale, ogLocale] of [
        ['en', 'en_IN'],
        ['ml', 'ml_IN'],
      ] as const) {
        const card = await unfurl(pathname, locale, gameId);
        expect(card).toMatchObject({
          ogType: 'website',
          ogUrl: `${ORIGIN}${pathname}`,
          ogLocale,
          twitterCard: 'summary_large_image',
        });
        expect(card.ogTitle).toBeTruthy();
        expect(card.ogTitle).not.toBe('Onam | Festival');
        expect(card.ogDescription).toBeTruthy();
        expect(card.ogDescription).not.toBe(card.ogTitle);
        expect(card.ogImage).toEqual([
          expect.objectContaining({
            url: expect.stringContaining(`${ORIGIN}${picture}`),
            width: '1200',
            height: '630',
            type: 'image/png',
            alt: expect.stringMatching(/\S/),
          }),
        ]);
        expect(card.twitterImage?.[0]?.url).toBe(card.ogImage?.[0]?.url);
        // In the page's language: Malayalam words for a Malayalam reader.
        expect(/[\u0d00-\u0d7f]/.test(`${card.ogTitle}${card.ogDescription}`)).toBe(
          locale === 'ml',
        );
      }
    },
  );
});
