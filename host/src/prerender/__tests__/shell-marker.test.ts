import {
  canHydrate,
  formatMarker,
  manifestDigest,
  parseMarker,
  readMarker,
  type ShellMarker,
} from '../shell-marker';

const marker: ShellMarker = {
  path: '/',
  locale: 'en',
  date: '2026-08-26',
  digest: 'd62a8cd7',
  side: 'stable',
};

describe('the prerendered page marker', () => {
  it('reads back what it wrote', () => {
    expect(parseMarker(formatMarker(marker))).toEqual(marker);
  });

  it.each([
    ['nothing', null],
    ['an empty string', ''],
    ['three words', '/ en 2026-08-26'],
    ['a relative path', 'game en 2026-08-26 d62a8cd7'],
    ['an unknown language', '/ fr 2026-08-26 d62a8cd7'],
    ['a date that is not a date', '/ en 26-08-2026 d62a8cd7'],
    ['a digest that is not one', '/ en 2026-08-26 xyz'],
    ['a side that is not one', '/ en 2026-08-26 d62a8cd7 beta'],
    ['the stable side written out', '/ en 2026-08-26 d62a8cd7 stable'],
    ['six words', '/ en 2026-08-26 d62a8cd7 canary canary'],
  ])('refuses %s', (_what, content) => {
    expect(parseMarker(content)).toBeNull();
  });

  it('marks a page drawn for the canary side with a fifth word, and a stable one as before', () => {
    expect(formatMarker(marker)).toBe('/ en 2026-08-26 d62a8cd7');
    const canary: ShellMarker = { ...marker, side: 'canary' };
    expect(formatMarker(canary)).toBe('/ en 2026-08-26 d62a8cd7 canary');
    expect(parseMarker(formatMarker(canary))).toEqual(canary);
  });

  it('is found in the head of a document, and absent from a page without one', () => {
    document.head.innerHTML = `<meta name="onam-prerendered" content="${formatMarker(marker)}">`;
    expect(readMarker(document)).toEqual(marker);
    document.head.innerHTML = '';
    expect(readMarker(document)).toBeNull();
  });
});

describe('manifestDigest', () => {
  it('is the same for equal manifests and differs when anything changes', () => {
    const manifest = { brand: { product: 'Onam Utsavam' }, routes: { '/game': { enabled: true } } };
    expect(manifestDigest(manifest)).toMatch(/^[0-9a-f]{8}$/);
    expect(manifestDigest(JSON.parse(JSON.stringify(manifest)))).toBe(manifestDigest(manifest));
    expect(manifestDigest({ ...manifest, routes: { '/game': { enabled: false } } })).not.toBe(
      manifestDigest(manifest),
    );
  });
});

describe('canHydrate', () => {
  it('adopts a page rendered for this path, language, day and manifest', () => {
    expect(canHydrate(marker, { ...marker })).toBe(true);
  });

  it.each([
    ['another path', { path: '/game' }],
    ['another language', { locale: 'ml' as const }],
    ['another day', { date: '2026-08-27' }],
    ['another manifest', { digest: '00000000' }],
    ['the other side of a canary', { side: 'canary' as const }],
  ])('draws afresh a page rendered for %s', (_what, change) => {
    expect(canHydrate(marker, { ...marker, ...change })).toBe(false);
  });

  it('adopts a canary page on the canary side only; a device between two canaries never', () => {
    const canary: ShellMarker = { ...marker, side: 'canary' };
    expect(canHydrate(canary, { ...marker, side: 'canary' })).toBe(true);
    expect(canHydrate(canary, { ...marker, side: 'stable' })).toBe(false);
    expect(canHydrate(canary, { ...marker, side: 'mixed' })).toBe(false);
    expect(canHydrate(marker, { ...marker, side: 'mixed' })).toBe(false);
  });

  it('draws afresh when there is no prerendered page', () => {
    expect(canHydrate(null, marker)).toBe(false);
  });
});
