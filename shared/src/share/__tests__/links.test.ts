import { isPlayId, playIdOf, readResultId, resultLink, whatsAppLink } from '../links';

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
  it('names the play as the server saves it, and no score or name', () => {
    const id = playIdOf('Uid123', 'mfx1-abc9');
    expect(id).toBe('Uid123_mfx1-abc9');
    const link = resultLink(ORIGIN, '/game', id ?? '');
    expect(link).toBe(`${ORIGIN}/game?result=Uid123_mfx1-abc9`);
    expect([...new URL(link).searchParams.keys()]).toEqual(['result']);
    expect(readResultId(new URL(link).searchParams)).toBe('Uid123_mfx1-abc9');
  });

  it('reads nothing that is not a play id', () => {
    for (const bad of [
      '',
      'abc',
      '../x_y',
      'a_b/c',
      'a b_c',
      `${'a'.repeat(129)}_x`,
      'a_<script>',
    ]) {
      expect(isPlayId(bad)).toBe(false);
      expect(readResultId(new URLSearchParams({ result: bad }))).toBeNull();
    }
    expect(readResultId(new URLSearchParams(''))).toBeNull();
    expect(playIdOf('uid with space', 'x')).toBeNull();
  });
});
