import { countGraphemes, splitGraphemes } from '@onam/shared/ui/graphemes';
import {
  BORDER,
  CARD_HEIGHT,
  CARD_SIZE,
  LANDSCAPE_BORDER,
  CARD_WIDTH,
  cardFont,
  containRect,
  fitText,
  layoutCard,
  wrapText,
  type CardLayout,
  type Measure,
} from '../card-layout';
import { greetingById } from '@onam/shared/festival/greetings';

/**
 * A Latin character half as wide as the font is tall, a Malayalam one (often a conjunct) 1.3 times:
 * close to Baloo Chettan 2 as Chromium measures it (ഓണാശംസകൾ is 772 px wide at 100 px).
 */
const measure: Measure = (text, font) => {
  const size = Number(/(\d+)px/.exec(font)?.[1]);
  return splitGraphemes(text).reduce(
    (sum, grapheme) => sum + size * (/\p{Script=Malayalam}/u.test(grapheme) ? 1.3 : 0.5),
    0,
  );
};
const width = (text: string) => text.length * 10;

const BRAND = 'Onam Utsavam · Kerala Vision';
const INSIDE_BORDER = BORDER.inset + BORDER.band + BORDER.gap + BORDER.line;

function lines(layout: CardLayout, role: string) {
  return layout.blocks.find((block) => block.role === role)?.lines.map((line) => line.text);
}

describe('wrapping text', () => {
  it('keeps words whole and lines within the width', () => {
    expect(wrapText('Maveli naadu vaaneedum kaalam', 130, width)).toEqual([
      'Maveli naadu',
      'vaaneedum',
      'kaalam',
    ]);
    expect(wrapText('  one   two ', 500, width)).toEqual(['one two']);
    expect(wrapText('', 100, width)).toEqual([]);
  });

  it('breaks a word wider than a line between characters', () => {
    expect(wrapText('abcdefghij xy', 40, width)).toEqual(['abcd', 'efgh', 'ij', 'xy']);
    // A Malayalam conjunct is never split.
    const wrapped = wrapText('ക്ഷക്ഷക്ഷ', 20, (text) => countGraphemes(text) * 10);
    expect(wrapped).toEqual(['ക്ഷക്ഷ', 'ക്ഷ']);
  });
});

describe('fitting text', () => {
  const spec = { sizes: [100, 80, 60], weight: 600 as const, maxLines: 2 };

  it('takes the largest size at which the text fits in its lines', () => {
    expect(fitText('abcd', spec, 400, measure)).toEqual({
      size: 100,
      font: cardFont(600, 100),
      lines: ['abcd'],
    });
    // 8 characters to a line at 100px make three lines; 10 at 80px make two.
    expect(fitText('abcdefgh ij klmnopq', spec, 400, measure)).toMatchObject({
      size: 80,
      lines: ['abcdefgh', 'ij klmnopq'],
    });
  });

  it('takes a smaller size rather than cut a word', () => {
    // At 100px "abcdefghi" (450) is wider than the line; at 80px it fits.
    expect(fitText('abcdefghi', spec, 400, measure)).toMatchObject({
      size: 80,
      lines: ['abcdefghi'],
    });
  });

  it('builds no grapheme Segmenter for a size it passes over', () => {
    // ഓണാശംസകൾ is too wide at 100px and fits at 80px: nothing is cut, so nothing is split.
    const wide = (text: string, font: string) =>
      text.length * Number(/(\d+)px/.exec(font)?.[1] ?? 0) * 0.5;
    const built = jest.spyOn(Intl, 'Segmenter');
    try {
      let fresh: typeof import('../card-layout') | undefined;
      jest.isolateModules(() => {
        // eslint-disable-next-line @typescript-eslint/no-require-imports -- a fresh copy of the module, with no Segmenter built by earlier tests, needs require() inside isolateModules
        fresh = require('../card-layout');
      });
      expect(fresh?.fitText('ഓണാശംസകൾ', spec, 340, wide)).toMatchObject({
        size: 80,
        lines: ['ഓണാശംസകൾ'],
      });
      expect(built).not.toHaveBeenCalled();
    } finally {
      built.mockRestore();
    }
  });

  it('cuts a word only when no size avoids it, and keeps every line it can', () => {
    expect(fitText('abcdefghijklmn', spec, 400, measure)).toMatchObject({
      size: 60,
      lines: ['abcdefghijklm', 'n'],
    });
  });

  it('ends the last line with an ellipsis when even the smallest size is too big', () => {
    const fitted = fitText('aaaa bbbb cccc dddd eeee ffff gggg hhhh', spec, 300, measure);
    expect(fitted.size).toBe(60);
    expect(fitted.lines).toHaveLength(2);
    expect(fitted.lines[1]).toMatch(/…$/);
    for (const line of fitted.lines) expect(measure(line, fitted.font)).toBeLessThanOrEqual(300);
  });
});

describe('the card layout', () => {
  const content = (id: Parameters<typeof greetingById>[0], name = 'Anu Menon') => ({
    greeting: greetingById(id),
    name,
    brand: BRAND,
  });

  it('puts the picture on top, then the greeting in Malayalam, in Latin, the name and the campaign', () => {
    const layout = layoutCard(content('onashamsakal'), measure);
    expect(layout).toMatchObject({ width: 1080, height: 1350 });
    expect(layout.blocks.map((block) => block.role)).toEqual([
      'greeting',
      'latin',
      'name',
      'brand',
    ]);
    expect(lines(layout, 'greeting')).toEqual(['ഓണാശംസകൾ']);
    expect(lines(layout, 'latin')).toEqual(['Onashamsakal']);
    expect(lines(layout, 'name')).toEqual(['—\u00a0Anu Menon']);
    expect(lines(layout, 'brand')).toEqual([BRAND]);
    // A short greeting leaves the picture its full size, square and centred.
    expect(layout.picture.width).toBe(640);
    expect(layout.picture.height).toBe(640);
    expect(layout.picture.x).toBe((CARD_WIDTH - 640) / 2);
    const ys = layout.blocks.flatMap((block) => block.lines.map((line) => line.y));
    expect(ys).toEqual([...ys].sort((a, b) => a - b));
    expect(ys[0]).toBeGreaterThan(layout.picture.y + layout.picture.height);
  });

  it('keeps the dash with a name too long for one line', () => {
    // Capital W is about as wide as the font is tall.
    const wide: Measure = (text, font) =>
      countGraphemes(text) * Number(/(\d+)px/.exec(font)?.[1]) * 0.85;
    const long = `W${'w'.repeat(39)}`;
    const name = lines(layoutCard(content('onashamsakal', long), wide), 'name') ?? [];
    expect(name).toHaveLength(2);
    expect(name[0]).toMatch(/^—\u00a0Ww/);
    expect(name.join('')).toBe(`—\u00a0${long}`);
  });

  it('draws the greeting largest, and leaves the name out when there is none', () => {
    const layout = layoutCard(content('ponnonam', '  '), measure);
    expect(layout.blocks.map((block) => block.role)).toEqual(['greeting', 'latin', 'brand']);
    const [greeting, latin, brand] = layout.blocks;
    expect(greeting?.size).toBeGreaterThan(latin?.size ?? Infinity);
    expect(latin?.size).toBeGreaterThan(brand?.size ?? Infinity);
  });

  it("fits Maveli's long line in smaller type on two lines, the picture giving way", () => {
    const short = layoutCard(content('onashamsakal'), measure);
    const long = layoutCard(content('maveli'), measure);
    const greeting = long.blocks.find((block) => block.role === 'greeting');
    expect(greeting?.lines).toHaveLength(2);
    expect(greeting?.lines.map((line) => line.text).join(' ')).toBe(greetingById('maveli').ml);
    expect(greeting?.size).toBeLessThan(short.blocks[0]?.size ?? 0);
    expect(long.picture.height).toBeLessThan(640);
    expect(long.picture.height).toBeGreaterThanOrEqual(320);
  });

  it.each(['onashamsakal', 'hrudayam', 'ponnonam', 'thiruvonam', 'maveli'] as const)(
    'keeps every line of %s and a 40-character name inside the kasavu border, without overlaps',
    (id) => {
      const layout = layoutCard(content(id, 'W'.repeat(40)), measure);
      // Never cut in the middle of a word, never shortened.
      expect(lines(layout, 'greeting')?.join(' ')).toBe(greetingById(id).ml);
      expect(lines(layout, 'latin')?.join(' ')).toBe(greetingById(id).latin);
      let previousBottom = layout.picture.y + layout.picture.height;
      expect(layout.picture.y).toBeGreaterThan(INSIDE_BORDER);
      for (const block of layout.blocks) {
        const half = block.size * 0.65;
        for (const line of block.lines) {
          const lineWidth = measure(line.text, block.font);
          expect(line.x - lineWidth / 2).toBeGreaterThan(INSIDE_BORDER);
          expect(line.x + lineWidth / 2).toBeLessThan(CARD_WIDTH - INSIDE_BORDER);
          expect(line.y - half).toBeGreaterThanOrEqual(previousBottom);
          expect(line.y + half).toBeLessThan(CARD_HEIGHT - INSIDE_BORDER);
          previousBottom = line.y + half;
        }
      }
    },
  );
});

describe('the landscape card (a shared link’s picture)', () => {
  const INSIDE = LANDSCAPE_BORDER.inset + LANDSCAPE_BORDER.band + LANDSCAPE_BORDER.gap;
  const content = (id: Parameters<typeof greetingById>[0], name = 'Anu Menon') => ({
    greeting: greetingById(id),
    meaning: 'Happy Onam',
    name,
    brand: BRAND,
  });

  it('is 1200 × 630, the picture on the left and the words in the column beside it', () => {
    const layout = layoutCard(content('onashamsakal'), measure, 'landscape');
    expect(layout).toMatchObject({ width: 1200, height: 630, border: LANDSCAPE_BORDER });
    expect(CARD_SIZE.landscape).toEqual({ width: 1200, height: 630 });
    expect(layout.blocks.map((block) => block.role)).toEqual([
      'greeting',
      'latin',
      'meaning',
      'name',
      'brand',
    ]);
    expect(lines(layout, 'greeting')).toEqual(['ഓണാശംസകൾ']);
    expect(lines(layout, 'meaning')).toEqual(['Happy Onam']);
    const right = layout.picture.x + layout.picture.width;
    for (const block of layout.blocks) {
      for (const line of block.lines) {
        expect(line.x - measure(line.text, block.font) / 2).toBeGreaterThan(right);
      }
    }
    // The greeting leads: the largest type.
    const sizes = layout.blocks.map((block) => block.size);
    expect(sizes[0]).toBe(Math.max(...sizes));
  });

  it('leaves out the meaning and the name where there are none', () => {
    const layout = layoutCard(
      { greeting: greetingById('ponnonam'), name: '', brand: BRAND },
      measure,
      'landscape',
    );
    expect(layout.blocks.map((block) => block.role)).toEqual(['greeting', 'latin', 'brand']);
  });

  it.each(['onashamsakal', 'hrudayam', 'ponnonam', 'thiruvonam', 'maveli'] as const)(
    'keeps every line of %s and a 40-character name inside the border, in order, without overlaps',
    (id) => {
      const layout = layoutCard(content(id, 'W'.repeat(40)), measure, 'landscape');
      expect(lines(layout, 'greeting')?.join(' ')).toBe(greetingById(id).ml);
      let previousBottom = INSIDE;
      for (const block of layout.blocks) {
        const half = block.size * 0.65;
        for (const line of block.lines) {
          const lineWidth = measure(line.text, block.font);
          expect(line.x + lineWidth / 2).toBeLessThan(1200 - INSIDE);
          expect(line.y - half).toBeGreaterThanOrEqual(previousBottom);
          expect(line.y + half).toBeLessThan(630 - INSIDE);
          previousBottom = line.y + half;
        }
      }
      expect(layout.picture.y).toBeGreaterThan(INSIDE);
      expect(layout.picture.y + layout.picture.height).toBeLessThan(630 - INSIDE);
    },
  );
});

describe('fitting a picture in its frame', () => {
  it('keeps its shape, centred, without cropping', () => {
    const box = { x: 100, y: 50, width: 600, height: 600 };
    expect(containRect(box, 300, 300)).toEqual(box);
    expect(containRect(box, 400, 800)).toEqual({ x: 250, y: 50, width: 300, height: 600 });
    expect(containRect(box, 1200, 600)).toEqual({ x: 100, y: 200, width: 600, height: 300 });
    expect(containRect(box, 0, 10)).toEqual(box);
  });
});
