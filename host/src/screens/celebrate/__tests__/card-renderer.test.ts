import { CARD_HEIGHT, CARD_WIDTH } from '@onam/shared/share/card-layout';
import { renderCard } from '../card-renderer';

const content = {
  greeting: { ml: 'പൊന്നോണാശംസകൾ', latin: 'Ponnonashamsakal' },
  name: 'Anu',
  brand: 'Onam Utsavam · Kerala Vision',
};

type Drawn = { type: string; props: Record<string, unknown> };
const calls = (canvas: HTMLCanvasElement): Drawn[] =>
  (canvas.getContext('2d') as unknown as { __getDrawCalls: () => Drawn[] }).__getDrawCalls();

describe('drawing the card', () => {
  it('draws it at full size with the greeting in both scripts, the name and the campaign', () => {
    const canvas = document.createElement('canvas');
    const layout = renderCard(canvas, content, { kind: 'illustration' });
    expect([canvas.width, canvas.height]).toEqual([CARD_WIDTH, CARD_HEIGHT]);
    const texts = calls(canvas)
      .filter((call) => call.type === 'fillText')
      .map((call) => call.props.text);
    expect(texts).toEqual([
      'പൊന്നോണാശംസകൾ',
      'Ponnonashamsakal',
      '—\u00a0Anu',
      'Onam Utsavam · Kerala Vision',
    ]);
    expect(layout.blocks[0]?.font).toContain('"Baloo Chettan 2"');
    // The illustration is drawn in code: no image is needed, so it works offline.
    expect(calls(canvas).some((call) => call.type === 'drawImage')).toBe(false);
  });

  it("fits a creation's picture in the frame without stretching it", async () => {
    const canvas = document.createElement('canvas');
    const image = await createImageBitmap(new ImageData(400, 800));
    const layout = renderCard(canvas, content, { kind: 'image', image, width: 400, height: 800 });
    const ctx = canvas.getContext('2d') as unknown as { drawImage: jest.Mock };
    const frame = layout.picture;
    expect(ctx.drawImage.mock.calls).toEqual([
      [image, frame.x + frame.width / 4, frame.y, frame.width / 2, frame.height],
    ]);
  });
});

describe('waiting for the fonts', () => {
  const original = Object.getOwnPropertyDescriptor(document, 'fonts');
  afterEach(() => {
    if (original) Object.defineProperty(document, 'fonts', original);
    else delete (document as { fonts?: unknown }).fonts;
    jest.useRealTimers();
  });

  const freshModule = () => {
    let module!: typeof import('../card-renderer');
    jest.isolateModules(() => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      module = require('../card-renderer');
    });
    return module;
  };

  it('asks for both weights of Baloo Chettan 2 with Malayalam and Latin text, once', async () => {
    const load = jest.fn(async () => []);
    Object.defineProperty(document, 'fonts', { configurable: true, value: { load } });
    const { cardFontsReady } = freshModule();
    await cardFontsReady();
    await cardFontsReady();
    expect(load).toHaveBeenCalledTimes(2);
    expect(load).toHaveBeenCalledWith(
      expect.stringMatching(/^600 40px "Baloo Chettan 2"/),
      'ഓണാശംസകൾ Onashamsakal',
    );
    expect(load).toHaveBeenCalledWith(expect.stringMatching(/^400 /), 'ഓണാശംസകൾ Onashamsakal');
  });

  it('never holds the card back: a font that fails or hangs is given up on', async () => {
    Object.defineProperty(document, 'fonts', {
      configurable: true,
      value: { load: jest.fn(async () => Promise.reject(new Error('offline'))) },
    });
    await expect(freshModule().cardFontsReady()).resolves.toBeUndefined();

    jest.useFakeTimers();
    Object.defineProperty(document, 'fonts', {
      configurable: true,
      value: { load: jest.fn(() => new Promise(() => undefined)) },
    });
    const waiting = freshModule().cardFontsReady();
    await jest.advanceTimersByTimeAsync(3000);
    await expect(waiting).resolves.toBeUndefined();
  });
});
