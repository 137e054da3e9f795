import { translationProblems } from '../../i18n/catalogue-check';
import { OG_DESIGN, requestOrigin, shareMetaFor, shareMetaTags, withShareMeta } from '../meta';
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

describe('the tags of a result link', () => {
  it('name the game and a picture of the play the server recorded, with no figure', () => {
    const meta = shareMetaFor({
      path: '/game',
      search: 'result=Uid1_abc-1',
      origin: ORIGIN,
      locale: 'en',
      gameId: 'pookalam',
    });
    expect(meta).toMatchObject({
      title: 'Pookalam: a score to beat',
      url: `${ORIGIN}/game?result=Uid1_abc-1`,
      image: `${ORIGIN}/og/result.png?id=Uid1_abc-1&game=pookalam&v=${OG_DESIGN}`,
    });
    expect(JSON.stringify(meta)).not.toMatch(/\d+ (of|points)/);
  });

  it('are none for a page that is no shared link', () => {
    expect(shareMetaFor({ path: '/game', search: '', origin: ORIGIN, locale: 'en' })).toBeNull();
    expect(
      shareMetaFor({ path: '/game', search: 'result=../../x', origin: ORIGIN, locale: 'en' }),
    ).toBeNull();
    expect(shareMetaFor({ path: '/', search: 'x=1', origin: ORIGIN, locale: 'ml' })).toBeNull();
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

describe('the share catalogue in Malayalam', () => {
  it('has every message, with the same placeholders, in Malayalam script', () => {
    expect(translationProblems(shareMessages, 'ml')).toEqual([]);
  });

  it('writes chillu letters as their own code points, never with a zero-width joiner', () => {
    expect(Object.values(shareMessages.ml).filter((text) => text.includes('\u200d'))).toEqual([]);
  });
});
