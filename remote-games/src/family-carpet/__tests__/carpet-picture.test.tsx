// Brings jest-dom's matcher types (the runtime matchers come from jest.config's setupFilesAfterEnv).
import '@testing-library/jest-dom';
import { act, render } from '@testing-library/react';
import type { DrawCarpetPicture, FamilyCarpetProps } from '@onam/shared/contracts/parts';
import { createBoard } from '../../pookalam/board';
import { captionLayout, CARPET_PICTURE_WIDTH, paintCarpetPicture } from '../carpet-picture';
import FamilyCarpet from '../family-carpet';

/** A measure at 0.5 of the size a character: the type's width, without a canvas. */
const measure = (text: string, font: string) =>
  text.length * 0.5 * Number(/(\d+)px/.exec(font)?.[1] ?? 0);

describe('the carpet picture’s caption', () => {
  it('puts the title first and larger, each line at the largest size that fits, centred in turn', () => {
    const layout = captionLayout(
      ['The Thekkedath family’s pookalam', ' 62 of 80 ', ''],
      CARPET_PICTURE_WIDTH,
      measure,
    );
    expect(layout.lines.map((line) => [line.text, line.font.split(' ').slice(0, 2)])).toEqual([
      ['The Thekkedath family’s pookalam', ['600', '52px']],
      ['62 of 80', ['400', '44px']],
    ]);
    const [title, score] = layout.lines;
    expect(title?.middle).toBeLessThan(score?.middle ?? 0);
    expect(layout.height).toBeGreaterThan((score?.middle ?? 0) + 22);
    expect(title?.colour).not.toBe(score?.colour);
  });

  it('keeps a line too long for any size at the smallest, and takes no room without lines', () => {
    const long = captionLayout(['x'.repeat(200)], CARPET_PICTURE_WIDTH, measure);
    expect(long.lines[0]?.font).toMatch(/^600 32px /);
    expect(captionLayout([' ', ''], CARPET_PICTURE_WIDTH, measure)).toEqual({
      height: 0,
      lines: [],
    });
  });

  it('is painted under the carpet, on a canvas the carpet’s width across', async () => {
    const board = createBoard(4);
    const design = {
      cells: board.cells.map(() => 'thumba' as const),
      centrepiece: 'none' as const,
    };
    const canvas = await paintCarpetPicture(board, design, ['The Menon family’s pookalam'], 256);
    expect(canvas.width).toBe(256);
    expect(canvas.height).toBeGreaterThan(256);
  });
});

describe('the family carpet part hands the host its picture (parts 1.2)', () => {
  const props = (overrides: Partial<FamilyCarpetProps> = {}): FamilyCarpetProps => ({
    locale: 'en',
    options: { symmetry: 8, mode: 'free', day: 1 },
    cells: [],
    rings: [],
    centrepiece: 'none',
    myColour: 0,
    readOnly: true,
    onLay: () => undefined,
    ...overrides,
  });

  it('once per board, a drawing that makes a PNG of the carpet as shown, and null when it goes', async () => {
    const onPicture = jest.fn<undefined, [DrawCarpetPicture | null]>();
    const { rerender, unmount } = render(<FamilyCarpet {...props({ onPicture })} />);
    expect(onPicture).toHaveBeenCalledTimes(1);
    const draw = onPicture.mock.calls[0]?.[0];
    if (!draw) throw new Error('no drawing handed over');
    let blob: Blob | undefined;
    await act(async () => {
      blob = await draw(['The Menon family’s pookalam', '62 of 80']);
    });
    expect(blob?.type).toBe('image/png');
    // A new callback from the host, the same board: nothing handed again.
    rerender(<FamilyCarpet {...props({ onPicture: jest.fn(), cells: ['a'] })} />);
    expect(onPicture).toHaveBeenCalledTimes(1);
    unmount();
    expect(onPicture).toHaveBeenLastCalledWith(null);
  });

  it('draws nothing for a host that asks for no picture', () => {
    expect(() => render(<FamilyCarpet {...props()} />)).not.toThrow();
  });
});
