import {
  isShareId,
  newShareId,
  readResultId,
  resultLink,
  SHARE_ID_LENGTH,
  whatsAppLink,
} from '../links';

const ORIGIN = 'https://onam.example';

describe('the WhatsApp link', () => {
  it('opens wa.me with the text and then the link, on its own line', () => {
    const link = whatsAppLink('ഓണാശംസകൾ\nOnashamsakal\n— Anu', `${ORIGIN}/celebrate?greeting=x`);
    const url = new URL(link);
    expect(url.origin + url.pathname).toBe('https://wa.me/');
    expect(url.searchParams.get('text')).toBe(
      `ഓണാശംസകൾ\nOnashamsakal\n— Anu\n${ORIGIN}/celebrate?greeting=x`,
    );
  });

  it('encodes what would break the link: ampersands, hashes, spaces, plus signs', () => {
    const link = whatsAppLink('A & B #1 + 2', `${ORIGIN}/celebrate?greeting=a&name=B`);
    expect(link).not.toMatch(/[ #]/);
    expect(link.split('?')).toHaveLength(2);
    expect(new URL(link).searchParams.get('text')).toBe(
      `A & B #1 + 2\n${ORIGIN}/celebrate?greeting=a&name=B`,
    );
  });

  it('sends the link alone when there are no words', () => {
    expect(new URL(whatsAppLink('  ', ORIGIN)).searchParams.get('text')).toBe(ORIGIN);
  });
});

describe('a result link', () => {
  const SHARE_ID = 'q3Jd8XkT0pLmZ2vB7nWc4R';

  it('names the result by its share id, and no player, score or name', () => {
    const link = resultLink(ORIGIN, '/game', SHARE_ID);
    expect(link).toBe(`${ORIGIN}/game?result=${SHARE_ID}`);
    expect([...new URL(link).searchParams.keys()]).toEqual(['result']);
    expect(readResultId(new URL(link).searchParams)).toBe(SHARE_ID);
  });

  it('reads nothing that is not a share id, a link from before them included', () => {
    for (const bad of [
      '',
      'abc',
      // An account's id and the device's id for the play: what result links used to carry.
      'Uid123_mfx1-abc9',
      'vT5q0bXjF2aRkLw8nYc3HsPmUe7d_mfx1-abc9',
      `${SHARE_ID}x`,
      SHARE_ID.slice(1),
      `${SHARE_ID.slice(1)}_`,
      '../x_y',
      `${SHARE_ID.slice(1)}<`,
    ]) {
      expect(isShareId(bad)).toBe(false);
      expect(readResultId(new URLSearchParams({ result: bad }))).toBeNull();
    }
    expect(readResultId(new URLSearchParams(''))).toBeNull();
  });

  it('gets a new share id each time, of letters and digits, evenly drawn', () => {
    const ids = Array.from({ length: 2000 }, () => newShareId());
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(isShareId(id)).toBe(true);
    // Each of the 62 characters about equally often (44,000 draws: ~710 each).
    const counts = new Map<string, number>();
    for (const char of ids.join('')) counts.set(char, (counts.get(char) ?? 0) + 1);
    expect(counts.size).toBe(62);
    for (const count of counts.values()) expect(count).toBeGreaterThan(500);
    // Bytes of 248 and over are drawn again rather than folded onto the first letters.
    const fill = (bytes: Uint8Array) => bytes.fill(255);
    let calls = 0;
    const id = newShareId((bytes) => (calls++ < 2 ? fill(bytes) : bytes.fill(1)));
    expect(id).toBe('B'.repeat(SHARE_ID_LENGTH));
  });
});
