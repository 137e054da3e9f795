import { cardLink, cleanName, hasRefusedCharacters, NAME_MAX, readCardParams } from '../card-link';

const ORIGIN = 'https://onam.example';

describe('the link to a card', () => {
  it('carries the greeting and the name, and reads back the same', () => {
    const link = cardLink(ORIGIN, { greeting: 'ponnonam', name: 'Anu Menon & family' });
    const url = new URL(link);
    expect(url.origin + url.pathname).toBe(`${ORIGIN}/celebrate`);
    expect(readCardParams(url.searchParams)).toEqual({
      greeting: 'ponnonam',
      name: 'Anu Menon & family',
    });
  });

  it('keeps a Malayalam name intact', () => {
    const link = cardLink(ORIGIN, { greeting: 'thiruvonam', name: 'അനു മേനോൻ' });
    expect(readCardParams(new URL(link).searchParams)?.name).toBe('അനു മേനോൻ');
  });

  it('leaves out an empty name', () => {
    const link = cardLink(ORIGIN, { greeting: 'maveli', name: '   ' });
    expect(new URL(link).searchParams.has('name')).toBe(false);
    expect(readCardParams(new URL(link).searchParams)).toEqual({ greeting: 'maveli', name: '' });
  });

  it('asks for nothing without parameters', () => {
    expect(readCardParams(new URLSearchParams(''))).toBeNull();
    expect(readCardParams(new URLSearchParams('utm_source=x'))).toBeNull();
  });

  it('falls back to the first greeting for an unknown one, and tames the name', () => {
    const params = readCardParams(
      new URLSearchParams({ greeting: 'diwali', name: `  ${'x'.repeat(60)}\n` }),
    );
    expect(params?.greeting).toBe('onashamsakal');
    expect(params?.name).toBe('x'.repeat(NAME_MAX));
  });
});

describe('a name on a card', () => {
  it('is one line of at most 40 characters as a visitor counts them', () => {
    expect(cleanName('Anu\nMenon\t')).toBe('Anu Menon ');
    const conjuncts = 'ക്ഷ'.repeat(45); // each is one character on screen
    expect(cleanName(conjuncts)).toBe('ക്ഷ'.repeat(40));
    expect(cleanName('🌼'.repeat(41))).toBe('🌼'.repeat(40));
  });
});

describe('characters a card refuses', () => {
  const RLO = '\u202e';
  it('takes direction overrides out of a name, so it reads as typed', () => {
    expect(hasRefusedCharacters(`Anu${RLO}gpj.exe`)).toBe(true);
    expect(cleanName(`Anu${RLO}gpj.exe`)).toBe('Anugpj.exe');
    const link = cardLink(ORIGIN, { greeting: 'maveli', name: `\u2066Anu\u2069` });
    expect(new URL(link).searchParams.get('name')).toBe('Anu');
    expect(readCardParams(new URLSearchParams(`name=Anu${RLO}x`))?.name).toBe('Anux');
  });

  it('keeps the joiners Malayalam writes its chillu letters with', () => {
    const chillu = 'അവന്\u200d';
    expect(hasRefusedCharacters(chillu)).toBe(false);
    expect(cleanName(chillu)).toBe(chillu);
  });
});
