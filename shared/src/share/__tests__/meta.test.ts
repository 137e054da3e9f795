import { translationProblems } from '../../i18n/catalogue-check';
import {
  canonicalCardImageQuery,
  canonicalFamilyImageQuery,
  canonicalPageImageQuery,
  canonicalResultImageQuery,
  cardImageUrl,
  familyImageUrl,
  isSameQuery,
  OG_DESIGN,
  pageImageUrl,
  requestOrigin,
  siteOriginOf,
  resultImageUrl,
  shareMetaFor,
  shareMetaTags,
  withShareMeta,
} from '../meta';
import { shareMessages } from '../messages';

const ORIGIN = 'https://onam.example';

describe('the tags of a card link', () => {
  it('name the sender, the greeting and a 1200 × 630 picture of it, in the page’s language', () => {
    const meta = shareMetaFor({
      path: '/celebrate',
      search: '?greeting=ponnonam&name=Anu+Menon&fbclid=123',
      origin: ORIGIN,
      locale: 'en',
    });
    expect(meta).toEqual({
      title: 'Anu Menon sent you an Onam greeting',
      description:
        'Ponnonashamsakal (Golden-Onam wishes). Open it, then make an Onam card of your own.',
      url: `${ORIGIN}/celebrate?greeting=ponnonam&name=Anu+Menon`,
      image: `${ORIGIN}/og/card.png?greeting=ponnonam&name=Anu+Menon&v=${OG_DESIGN}`,
      imageAlt: 'An Onam greeting card: Ponnonashamsakal (Golden-Onam wishes)',
      locale: 'en',
    });
    const ml = shareMetaFor({
      path: '/celebrate',
      search: 'greeting=ponnonam&name=Anu',
      origin: ORIGIN,
      locale: 'ml',
    });
    expect(ml?.title).toBe('Anu നിങ്ങൾക്ക് ഒരു ഓണാശംസ അയച്ചിരിക്കുന്നു');
    expect(ml?.description).toContain('പൊന്നോണാശംസകൾ');
  });

  it('clean the name first, and fall back to the first greeting', () => {
    const meta = shareMetaFor({
      path: '/celebrate',
      search: `greeting=diwali&name=${encodeURIComponent('Anu\u202egpj.exe\n')}`,
      origin: ORIGIN,
      locale: 'en',
    });
    expect(meta?.title).toBe('Anugpj.exe sent you an Onam greeting');
    expect(meta?.image).toContain('greeting=onashamsakal');
    expect(
      shareMetaFor({ path: '/celebrate', search: '', origin: ORIGIN, locale: 'en' })?.title,
    ).toBe('An Onam greeting for you');
  });
});

const SHARE_ID = 'q3Jd8XkT0pLmZ2vB7nWc4R';

describe('the tags of a result link', () => {
  it('name the game and a picture of the play the server recorded, with no figure', () => {
    const meta = shareMetaFor({
      path: '/game',
      search: `result=${SHARE_ID}`,
      origin: ORIGIN,
      locale: 'en',
      gameId: 'pookalam',
    });
    expect(meta).toMatchObject({
      title: 'Pookalam: a score to beat',
      url: `${ORIGIN}/game?result=${SHARE_ID}`,
      image: `${ORIGIN}/og/result.png?id=${SHARE_ID}&game=pookalam&v=${OG_DESIGN}`,
    });
    expect(JSON.stringify(meta)).not.toMatch(/\d+ (of|points)/);
  });

  it('are the game’s page’s for a link from before share ids, whose id held the player’s account id', () => {
    const meta = shareMetaFor({
      path: '/game',
      search: 'result=Uid1_abc-1',
      origin: ORIGIN,
      locale: 'en',
      gameId: 'pookalam',
    });
    expect(meta).toMatchObject({
      title: 'Pookalam: lay an Onam flower carpet',
      url: `${ORIGIN}/game`,
      image: `${ORIGIN}/og/result.png?game=pookalam&v=${OG_DESIGN}`,
    });
    expect(JSON.stringify(meta)).not.toContain('Uid1');
  });
});

/** A carpet's id, as a family's link carries it (shared/src/family/carpet.ts). */
const CARPET_ID = 'Kq3Jd8XkT0pLmZ2vB7nW';

describe('the tags of a family carpet’s link', () => {
  const family = (path: string, locale: 'en' | 'ml' = 'en', search = '') =>
    shareMetaFor({ path, search, origin: ORIGIN, locale });

  it('name a family pookalam and the picture of that carpet, whatever its state, in the page’s language', () => {
    expect(family(`/family/${CARPET_ID}`, 'en', '?fbclid=1')).toEqual({
      title: 'A family pookalam for Onam',
      description:
        'A pookalam a family lays together, each from their own phone, wherever they are. Open the link to see it, or to join in while it is open.',
      url: `${ORIGIN}/family/${CARPET_ID}`,
      image: `${ORIGIN}/og/family.png?id=${CARPET_ID}&v=${OG_DESIGN}`,
      imageAlt: expect.stringContaining('a family’s pookalam and its score'),
      locale: 'en',
    });
    const ml = family(`/family/${CARPET_ID}`, 'ml');
    expect(ml?.title).toBe('ഓണത്തിന് ഒരു കുടുംബ പൂക്കളം');
    expect(ml?.image).toBe(`${ORIGIN}/og/family.png?id=${CARPET_ID}&v=${OG_DESIGN}`);
    // No figure and no name: the tags are the same for an open carpet, a finished one and none.
    expect(JSON.stringify(family(`/family/${CARPET_ID}`))).not.toMatch(/\d+ (of|points)/);
  });

  it('name the invitation’s picture for a segment that cannot be a carpet’s id, and nothing for /family', () => {
    expect(family('/family/abc')?.image).toBe(`${ORIGIN}/og/family.png?v=${OG_DESIGN}`);
    expect(family(`/family/${CARPET_ID}x`)?.image).toBe(`${ORIGIN}/og/family.png?v=${OG_DESIGN}`);
    expect(family('/family')).toBeNull();
    expect(family(`/family/${CARPET_ID}/more`)).toBeNull();
  });
});

describe('the tags of a page a visitor would share', () => {
  const page = (path: string, locale: 'en' | 'ml', gameId?: 'pookalam' | 'dress' | 'sadya') =>
    shareMetaFor({ path, search: '?utm_source=x', origin: ORIGIN, locale, gameId });

  it('give the home page, the wall and the calendar their own words and picture', () => {
    expect(page('/', 'en')).toEqual({
      title: 'Onam games, greetings and the festival’s ten days',
      description:
        'Lay a pookalam, dress up for Onam and serve a sadya through the ten days from Atham to Thiruvonam, then send the people you love an Onam card.',
      url: `${ORIGIN}/`,
      image: `${ORIGIN}/og/page.png?page=home&v=${OG_DESIGN}`,
      imageAlt:
        'A pookalam round a lit nilavilakku, on a cloth with a gold kasavu border: “Celebrate Onam with us”',
      locale: 'en',
    });
    expect(page('/wall', 'en')).toMatchObject({
      title: 'Wall of wishes: Onam greetings from visitors',
      url: `${ORIGIN}/wall`,
      image: `${ORIGIN}/og/page.png?page=wall&v=${OG_DESIGN}`,
    });
    expect(page('/calendar', 'ml')).toMatchObject({
      title: 'ഓണത്തിന്റെ പത്തു നാൾ',
      url: `${ORIGIN}/calendar`,
      image: `${ORIGIN}/og/page.png?page=calendar&v=${OG_DESIGN}`,
      imageAlt: expect.stringContaining('അത്തം മുതൽ തിരുവോണം വരെ'),
      locale: 'ml',
    });
  });

  it('give a game the manifest added its campaign title, in the page’s language', () => {
    const added = (locale: 'en' | 'ml', gameTitle: string) =>
      shareMetaFor({
        path: '/play/vallam',
        search: '',
        origin: ORIGIN,
        locale,
        gameId: 'vallam',
        gameTitle,
      });
    expect(added('en', 'Vallam kali')).toEqual({
      title: 'Vallam kali: an Onam game',
      description:
        'Play Vallam kali, one of this Onam’s games, on your phone or computer, and see your score on its board.',
      url: `${ORIGIN}/play/vallam`,
      image: `${ORIGIN}/og/result.png?game=vallam&v=${OG_DESIGN}`,
      imageAlt:
        'A pookalam round a lit nilavilakku, on a cloth with a gold kasavu border: “Play Vallam kali with us this Onam”',
      locale: 'en',
    });
    expect(added('ml', 'വള്ളംകളി')?.title).toBe('വള്ളംകളി: ഒരു ഓണക്കളി');
  });

  it('give a game’s page the game its route shows, with the game’s invitation as its picture', () => {
    expect(page('/eat', 'en', 'sadya')).toMatchObject({
      title: 'Onam sadya: serve the feast on a banana leaf',
      url: `${ORIGIN}/eat`,
      image: `${ORIGIN}/og/result.png?game=sadya&v=${OG_DESIGN}`,
      imageAlt: expect.stringContaining('“Serve an Onam sadya with us”'),
    });
    expect(page('/dress', 'ml', 'dress')).toMatchObject({
      title: 'ഓണക്കോടി: കസവും മുല്ലപ്പൂവും ജിമിക്കിയും',
      image: `${ORIGIN}/og/result.png?game=dress&v=${OG_DESIGN}`,
      imageAlt: expect.stringContaining('“ഈ ഓണത്തിന് നമുക്ക് ഓണക്കോടി അണിയാം”'),
    });
    // The route decides the game: the manifest may put the pookalam on /dress.
    expect(page('/dress', 'en', 'pookalam')?.title).toBe('Pookalam: lay an Onam flower carpet');
  });

  it('describe each page in words of its own, in both languages', () => {
    const metas = ['en', 'ml'].flatMap((locale) => [
      page('/', locale as 'en'),
      page('/wall', locale as 'en'),
      page('/calendar', locale as 'en'),
      page('/game', locale as 'en', 'pookalam'),
      page('/dress', locale as 'en', 'dress'),
      page('/eat', locale as 'en', 'sadya'),
    ]);
    for (const meta of metas) {
      if (!meta) throw new Error('a page without tags');
      expect(meta.description).not.toBe(meta.title);
      expect(meta.description.length).toBeGreaterThan(meta.title.length);
    }
    expect(new Set(metas.map((meta) => meta?.description)).size).toBe(metas.length);
    expect(new Set(metas.map((meta) => meta?.title)).size).toBe(metas.length);
  });

  it('are none for a page nobody shares, or a game’s page whose game is not known', () => {
    expect(page('/game', 'en')).toBeNull();
    expect(page('/dashboard', 'en')).toBeNull();
    expect(page('/privacy', 'ml')).toBeNull();
    expect(page('/wall/broadcast', 'en')).toBeNull();
    expect(
      shareMetaFor({ path: '/game', search: 'result=../../x', origin: ORIGIN, locale: 'en' }),
    ).toBeNull();
  });
});

describe('a picture’s one address', () => {
  const card = (query: string) => canonicalCardImageQuery(new URLSearchParams(query));
  const result = (query: string) => canonicalResultImageQuery(new URLSearchParams(query));
  const pageQuery = (query: string) => canonicalPageImageQuery(new URLSearchParams(query));

  it('is the address the tags name, unchanged', () => {
    const image = new URL(cardImageUrl(ORIGIN, { greeting: 'maveli', name: 'Anu Menon' }));
    expect(card(image.search)).toBe(image.search.slice(1));
    expect(isSameQuery(image.search.slice(1), card(image.search))).toBe(true);
    const played = new URL(resultImageUrl(ORIGIN, SHARE_ID, 'sadya'));
    expect(result(played.search)).toBe(played.search.slice(1));
    expect(new URL(resultImageUrl(ORIGIN, SHARE_ID, null)).search).toBe(
      `?id=${SHARE_ID}&v=${OG_DESIGN}`,
    );
  });

  it('puts what a card link asks for in one order, with its name cleaned and the current design', () => {
    const v = `v=${OG_DESIGN}`;
    expect(card(`name=Anu&greeting=maveli&${v}`)).toBe(`greeting=maveli&name=Anu&${v}`);
    expect(card(`greeting=maveli&name=Anu&${v}&fbclid=1`)).toBe(`greeting=maveli&name=Anu&${v}`);
    expect(card(`greeting=maveli&greeting=ponnonam&name=Anu&${v}`)).toBe(
      `greeting=maveli&name=Anu&${v}`,
    );
    expect(card(`greeting=maveli&name=${encodeURIComponent(' Anu\u202e\n ')}&${v}`)).toBe(
      `greeting=maveli&name=Anu&${v}`,
    );
    expect(card(`greeting=maveli&name=${'x'.repeat(60)}&${v}`)).toBe(
      `greeting=maveli&name=${'x'.repeat(40)}&${v}`,
    );
    expect(card(`greeting=maveli&name=&${v}`)).toBe(`greeting=maveli&${v}`);
    // An unknown greeting, or none, is the first one, as the card maker reads it.
    expect(card('greeting=diwali&v=1')).toBe(`greeting=onashamsakal&${v}`);
    expect(card('')).toBe(`greeting=onashamsakal&${v}`);
    // Another design's address is this design's.
    expect(card('greeting=maveli&v=0')).toBe(`greeting=maveli&${v}`);
    expect(card('greeting=maveli')).toBe(`greeting=maveli&${v}`);
  });

  it('names a shared result, or is the game’s invitation', () => {
    const v = `v=${OG_DESIGN}`;
    expect(result(`game=sadya&id=${SHARE_ID}&${v}&score=100`)).toBe(
      `id=${SHARE_ID}&game=sadya&${v}`,
    );
    expect(result(`id=${SHARE_ID}&game=Diwali!&${v}`)).toBe(`id=${SHARE_ID}&${v}`);
    // A game the manifest added is named as the built-in ones are.
    expect(result('game=vallam-kali')).toBe(`game=vallam-kali&${v}`);
    expect(result('game=sadya')).toBe(`game=sadya&${v}`);
    expect(result('id=../../etc&game=sadya')).toBe(`game=sadya&${v}`);
    // A picture named by a link from before share ids: the invitation, the account's id dropped.
    expect(result(`id=Uid1_abc-1&game=sadya&${v}`)).toBe(`game=sadya&${v}`);
    expect(result('')).toBe(v);
  });

  it('names a page’s picture, or the home page’s for a page without one', () => {
    const v = `v=${OG_DESIGN}`;
    const image = new URL(pageImageUrl(ORIGIN, 'wall'));
    expect(pageQuery(image.search)).toBe(image.search.slice(1));
    expect(pageQuery(`v=0&page=calendar&x=1`)).toBe(`page=calendar&${v}`);
    expect(pageQuery('page=dashboard')).toBe(`page=home&${v}`);
    expect(pageQuery('page=toString')).toBe(`page=home&${v}`);
    expect(pageQuery('')).toBe(`page=home&${v}`);
  });

  it('names a family carpet by its id alone, or is the invitation to lay one', () => {
    const v = `v=${OG_DESIGN}`;
    const family = (query: string) => canonicalFamilyImageQuery(new URLSearchParams(query));
    const image = new URL(familyImageUrl(ORIGIN, CARPET_ID));
    expect(family(image.search)).toBe(image.search.slice(1));
    expect(family(`${v}&id=${CARPET_ID}&score=80&name=Menon`)).toBe(`id=${CARPET_ID}&${v}`);
    expect(family(`id=${CARPET_ID}&v=0`)).toBe(`id=${CARPET_ID}&${v}`);
    expect(family('id=../../carpets/x')).toBe(v);
    expect(family(`id=${CARPET_ID}1`)).toBe(v);
    expect(family('')).toBe(v);
  });

  it('is compared by what it says, not by how it is encoded', () => {
    expect(
      isSameQuery('greeting=maveli&name=Anu%20Menon&v=1', 'greeting=maveli&name=Anu+Menon&v=1'),
    ).toBe(true);
    expect(isSameQuery('name=Anu&greeting=maveli&v=1', 'greeting=maveli&name=Anu&v=1')).toBe(false);
    expect(isSameQuery('greeting=maveli&name=Anu&v=1&v=1', 'greeting=maveli&name=Anu&v=1')).toBe(
      false,
    );
    expect(isSameQuery('greeting=maveli&v=1&x=', 'greeting=maveli&v=1')).toBe(false);
  });
});

describe('the tags in the page', () => {
  const meta = shareMetaFor({
    path: '/celebrate',
    search: `greeting=maveli&name=${encodeURIComponent('"><script>alert(1)</script>')}`,
    origin: ORIGIN,
    locale: 'en',
  });

  it('are Open Graph and Twitter’s large picture, with every value escaped', () => {
    if (!meta) throw new Error('no meta');
    const tags = shareMetaTags(meta);
    expect(tags).toContain('<meta name="twitter:card" content="summary_large_image">');
    expect(tags).toContain('<meta property="og:image:width" content="1200">');
    expect(tags).toContain('<meta property="og:image:height" content="630">');
    expect(tags).toContain('<meta property="og:locale" content="en_IN">');
    expect(tags).not.toContain('<script>');
    expect(tags).toContain('&#34;&#62;&#60;script&#62;');
  });

  it('go at the end of the head', () => {
    if (!meta) throw new Error('no meta');
    const page = withShareMeta('<html><head><title>x</title></head><body></body></html>', meta);
    expect(page).toMatch(/<meta property="og:title" content="[^"]*">.*<\/head><body>/);
  });

  it('take the place of the page’s own, so a crawler finds one of each, and give its language', () => {
    const ml = shareMetaFor({ path: '/', search: '', origin: ORIGIN, locale: 'ml' });
    if (!ml) throw new Error('no meta');
    const template =
      '<!doctype html><html lang="en"><head><title>Onam | Festival</title>' +
      '<meta name="description" content="Onam | Festival" />' +
      '<meta property="og:type" content="website" /><meta name="theme-color" content="#1b5e20">' +
      '</head><body><div id="root"><meta property="og:title" content="in the body"></div></body></html>';
    const once = withShareMeta(template, ml);
    // Tagged twice (a page drawn, then tagged by whoever serves it): still one of each.
    const page = withShareMeta(once, ml);
    expect(page).toBe(once);
    const count = (pattern: RegExp) => (page.match(pattern) ?? []).length;
    expect(count(/property="og:locale"/g)).toBe(1);
    expect(count(/property="og:type"/g)).toBe(1);
    expect(count(/property="og:description"/g)).toBe(1);
    expect(page).toContain('<meta property="og:locale" content="ml_IN">');
    expect(page).toContain(`<meta property="og:description" content="${ml.description}">`);
    expect(page).toContain('<html lang="ml">');
    // What is not the preview's is left: the title and description (the campaign's), the theme,
    // the body.
    expect(page).toContain('<title>Onam | Festival</title>');
    expect(page).toContain('<meta name="description" content="Onam | Festival" />');
    expect(page).toContain('<meta name="theme-color" content="#1b5e20">');
    expect(page).toContain('<meta property="og:title" content="in the body">');
    expect(withShareMeta('<html><body></body></html>', ml)).toBe('<html><body></body></html>');
  });
});

describe('the site’s origin as a request names it', () => {
  it('prefers the forwarded host, over https unless it is this machine', () => {
    expect(requestOrigin({ forwardedHost: 'onam.example', host: 'fn.run.app' })).toBe(
      'https://onam.example',
    );
    expect(requestOrigin({ host: 'localhost:3000' })).toBe('http://localhost:3000');
    expect(requestOrigin({ host: 'evil.example/"><x' })).toBeNull();
    expect(requestOrigin({})).toBeNull();
  });
});

describe('the site’s origin as a deploy configures it', () => {
  it('is an http(s) origin with nothing after it, https unless it is this machine', () => {
    expect(siteOriginOf('https://onam.example')).toBe('https://onam.example');
    expect(siteOriginOf(' https://Onam.Example/ ')).toBe('https://onam.example');
    expect(siteOriginOf('http://localhost:3200')).toBe('http://localhost:3200');
    expect(siteOriginOf('http://127.0.0.1:3200')).toBe('http://127.0.0.1:3200');
    for (const wrong of [
      undefined,
      '',
      'onam.example',
      'http://onam.example',
      'https://onam.example/games',
      'https://onam.example?x=1',
      'https://user@onam.example',
      'ftp://onam.example',
      'javascript:alert(1)',
    ]) {
      expect(siteOriginOf(wrong)).toBeNull();
    }
  });
});

describe('the share catalogue in Malayalam', () => {
  it('has every message, with the same placeholders, in Malayalam script', () => {
    expect(translationProblems(shareMessages, 'ml')).toEqual([]);
  });

  it('writes chillu letters as their own code points, never with a zero-width joiner', () => {
    expect(Object.values(shareMessages.ml).filter((text) => text.includes('\u200d'))).toEqual([]);
  });
});
