// Brings jest-dom's matcher types (the runtime matchers come from jest.config's setupFilesAfterEnv).
import '@testing-library/jest-dom';
import { useState } from 'react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FamilyCarpetProps } from '@onam/shared/contracts/parts';
import { FAMILY_RING_COLOURS, type LaidCell } from '@onam/shared/family/carpet';
import { boardToCanvas, boardView, cellMiddle, createBoard, orbits } from '../../pookalam/board';
import { DEFAULT_BOARD_SIZE } from '../../pookalam/board-controller';
import { BoardPainter } from '../../pookalam/renderer';
import FamilyCarpet, { meta } from '../family-carpet';

const FRAME = 1000 / 60;
const FREE = { symmetry: 8, mode: 'free', day: 1 } as const;
const ATHAM = { symmetry: 8, mode: 'day', day: 1 } as const;
const freeBoard = createBoard(8);
const view = boardView(DEFAULT_BOARD_SIZE);
/** A cell of the first ring, where the keyboard's cursor starts. */
const RING_ONE = freeBoard.rings[1]?.firstCell ?? -1;

type Laid = [readonly LaidCell[], string | undefined];

function props(overrides: Partial<FamilyCarpetProps> = {}): FamilyCarpetProps {
  return {
    locale: 'en',
    options: FREE,
    cells: [],
    rings: [],
    centrepiece: 'none',
    myColour: 0,
    readOnly: false,
    onLay: jest.fn<undefined, Laid>(),
    ...overrides,
  };
}

/** A host that keeps the carpet and applies each lay at once, as the real host's adapter does. */
function Host({
  onLay,
  ...rest
}: Partial<FamilyCarpetProps> & { onLay: FamilyCarpetProps['onLay'] }) {
  const [carpet, setCarpet] = useState({
    cells: [] as string[],
    rings: [] as (number | null)[],
    centrepiece: 'none',
  });
  const base = props(rest);
  return (
    <FamilyCarpet
      {...base}
      {...carpet}
      onLay={(laid, centrepiece) => {
        onLay(laid, centrepiece);
        setCarpet((before) => {
          const cells = [...before.cells];
          const rings = [...before.rings];
          for (const { cell, code } of laid) {
            cells[cell] = code;
            rings[cell] = code === '.' ? null : base.myColour;
          }
          return {
            cells: Array.from(cells, (code) => code ?? '.'),
            rings: Array.from(rings, (ring) => ring ?? null),
            centrepiece: centrepiece ?? before.centrepiece,
          };
        });
      }}
    />
  );
}

/** Where a cell's middle is on the canvas: jsdom has no layout, so the board is 320 pixels. */
function at(cell: number, board = freeBoard) {
  const point = boardToCanvas(view, cellMiddle(board, cell));
  return { clientX: point.x, clientY: point.y };
}

/** Straight up from the centre at twelve o'clock, to the middle of a ring of the free board. */
function upTo(ring: number) {
  const layout = freeBoard.rings[ring];
  const middle = layout ? (layout.inner + layout.outer) / 2 : 0;
  return { clientX: view.centre, clientY: view.centre - middle * view.radius };
}

/** jsdom has no PointerEvent: a MouseEvent with the pointer's fields stands in for one. */
function pointer(
  type: string,
  coords: { clientX: number; clientY: number },
  pointerType = 'mouse',
) {
  const event = new MouseEvent(type, { ...coords, button: 0, bubbles: true, cancelable: true });
  Object.defineProperties(event, {
    pointerId: { value: 1 },
    pointerType: { value: pointerType },
  });
  return event;
}

const board = () => screen.getByRole('application', { name: /^Family pookalam/ });
const status = () => screen.getByRole('status');
const partners = (cell: number) => orbits(freeBoard, 8)[cell] ?? [];

describe('FamilyCarpet', () => {
  it('declares itself the family-carpet part', () => {
    expect(meta).toMatchObject({ kind: 'part', id: 'family-carpet' });
  });

  it('a tap lays the chosen flower on the cell and its 8 partners, and tells the host in order', async () => {
    const user = userEvent.setup();
    const onLay = jest.fn<undefined, Laid>();
    render(<Host onLay={onLay} />);
    expect(board()).toHaveAccessibleName(
      `Family pookalam: 0 of ${freeBoard.cells.length} cells laid`,
    );
    expect(board()).not.toHaveFocus(); // the host's page keeps its focus

    await user.click(screen.getByRole('radio', { name: 'Chethi' }));
    await user.pointer({ keys: '[MouseLeft]', target: board(), coords: at(RING_ONE + 3) });

    expect(onLay).toHaveBeenCalledTimes(1);
    expect(onLay).toHaveBeenCalledWith(
      partners(RING_ONE + 3).map((cell) => ({ cell, code: 'c' })),
      undefined,
    );
    expect(onLay.mock.calls[0]?.[0][0]).toEqual({ cell: RING_ONE + 3, code: 'c' });
    expect(status()).toHaveTextContent('Chethi laid on 8 cells.');
    expect(board()).toHaveAccessibleName(
      `Family pookalam: 8 of ${freeBoard.cells.length} cells laid`,
    );
  });

  it('the eraser lays bare floor', async () => {
    const user = userEvent.setup();
    const onLay = jest.fn<undefined, Laid>();
    const cells = freeBoard.cells.map(() => 'a');
    render(<FamilyCarpet {...props({ cells, rings: cells.map(() => 1), onLay })} />);
    await user.click(screen.getByRole('radio', { name: 'Eraser' }));
    await user.pointer({ keys: '[MouseLeft]', target: board(), coords: at(RING_ONE) });
    expect(onLay).toHaveBeenCalledWith(partners(RING_ONE).map((cell) => ({ cell, code: '.' })));
    expect(status()).toHaveTextContent('Erased 8 cells.');
  });

  it('with repeating off, a tap lays one cell', async () => {
    const user = userEvent.setup();
    const onLay = jest.fn<undefined, Laid>();
    render(<FamilyCarpet {...props({ onLay })} />);
    await user.click(screen.getByRole('checkbox', { name: 'Repeat around the circle (8-fold)' }));
    await user.pointer({ keys: '[MouseLeft]', target: board(), coords: at(RING_ONE) });
    expect(onLay).toHaveBeenCalledWith([{ cell: RING_ONE, code: 'a' }]);
  });

  describe('on the board’s frames', () => {
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => {
      jest.restoreAllMocks();
      jest.useRealTimers();
    });

    it('a finger’s drag tells the host once a frame, along the finger’s path', () => {
      const onLay = jest.fn<undefined, Laid>();
      render(<Host onLay={onLay} />);
      const ringStart = (ring: number) => freeBoard.rings[ring]?.firstCell ?? -1;
      const canvas = board();
      act(() => {
        canvas.dispatchEvent(pointer('pointerdown', upTo(1), 'touch'));
      });
      expect(onLay).toHaveBeenCalledTimes(1);
      act(() => {
        canvas.dispatchEvent(pointer('pointermove', upTo(3), 'touch'));
        canvas.dispatchEvent(pointer('pointermove', upTo(4), 'touch'));
      });
      expect(onLay).toHaveBeenCalledTimes(1);
      act(() => jest.advanceTimersByTime(FRAME * 2));
      expect(onLay).toHaveBeenCalledTimes(2);
      act(() => {
        canvas.dispatchEvent(pointer('pointermove', upTo(8), 'touch'));
        canvas.dispatchEvent(pointer('pointerup', upTo(8), 'touch'));
      });
      expect(onLay).toHaveBeenCalledTimes(3);
      // Each call lays its cells with their partners, rings outward as the finger went.
      const firstRings = onLay.mock.calls.map(([laid]) => {
        const cell = laid[0]?.cell ?? -1;
        return freeBoard.cells[cell]?.ring;
      });
      expect(firstRings).toEqual([1, 2, 5]);
      const all = onLay.mock.calls.flatMap(([laid]) => laid.map((entry) => entry.cell));
      expect(new Set(all).size).toBe(all.length); // no cell sent twice
      for (let ring = 1; ring <= 8; ring += 1) {
        expect(all).toContain(ringStart(ring));
        expect(all).toEqual(expect.arrayContaining([...partners(ringStart(ring))]));
      }
      expect(status()).toHaveTextContent(`Thumba laid on ${all.length} cells.`);
    });

    it('marks each laid flower with its layer’s ring colour, and the visitor’s at once', () => {
      const paintMark = jest.spyOn(BoardPainter.prototype, 'paintMark');
      const cells = ['a', 'c', '.', 'a', 'b'];
      const rings = [0, 3, 2, null, 5];
      const onLay = jest.fn<undefined, Laid>();
      render(<FamilyCarpet {...props({ options: ATHAM, cells, rings, myColour: 1, onLay })} />);
      act(() => jest.advanceTimersByTime(FRAME * 2));
      expect(paintMark.mock.calls.map(([, cell, colour]) => [cell, colour])).toEqual([
        [0, FAMILY_RING_COLOURS[0].hex],
        [1, FAMILY_RING_COLOURS[3].hex],
        [4, FAMILY_RING_COLOURS[5].hex],
      ]);

      // The visitor (vermilion) lays thumba on cell 2 and its partners: theirs before the host's.
      paintMark.mockClear();
      act(() => {
        board().dispatchEvent(pointer('pointerdown', at(2, createBoard(1))));
      });
      expect(onLay).toHaveBeenCalledTimes(1);
      act(() => jest.advanceTimersByTime(FRAME * 2));
      const vermilion = FAMILY_RING_COLOURS[1].hex;
      expect(paintMark.mock.calls.map(([, cell, colour]) => [cell, colour])).toEqual(
        (onLay.mock.calls[0]?.[0] ?? []).map(({ cell }) => [cell, vermilion]),
      );
    });
  });

  it('lays with the keyboard: Enter lays the flower round the circle, Delete erases', async () => {
    const user = userEvent.setup();
    const onLay = jest.fn<undefined, Laid>();
    render(<Host onLay={onLay} />);
    act(() => board().focus());
    expect(status()).toHaveTextContent('Ring 1 of 8, segment 1 of 16: empty');
    await user.keyboard('{ArrowRight}{Enter}');
    expect(onLay).toHaveBeenLastCalledWith(
      partners(RING_ONE + 1).map((cell) => ({ cell, code: 'a' })),
      undefined,
    );
    expect(status()).toHaveTextContent('Ring 1 of 8, segment 2 of 16: Thumba, laid in 8 places.');
    await user.keyboard('{Delete}');
    expect(onLay).toHaveBeenLastCalledWith(
      partners(RING_ONE + 1).map((cell) => ({ cell, code: '.' })),
      undefined,
    );
    expect(status()).toHaveTextContent('Ring 1 of 8, segment 2 of 16: erased in 8 places.');
    await user.keyboard('{Home}{Enter}');
    expect(onLay).toHaveBeenLastCalledWith([{ cell: 0, code: 'a' }], undefined);
  });

  it('sends the centrepiece the visitor picks, with no cells', async () => {
    const user = userEvent.setup();
    const onLay = jest.fn<undefined, Laid>();
    render(<Host onLay={onLay} />);
    await user.click(screen.getByRole('radio', { name: 'Thamara (lotus)' }));
    expect(onLay).toHaveBeenCalledWith([], 'lotus');
    expect(screen.getByRole('radio', { name: 'Thamara (lotus)' })).toBeChecked();
    expect(status()).toHaveTextContent('Centrepiece: Thamara (lotus).');
  });

  it('read-only, draws the carpet as a picture and lays nothing', async () => {
    const user = userEvent.setup();
    const onLay = jest.fn<undefined, Laid>();
    const cells = ['a', 'a', 'c'];
    render(
      <FamilyCarpet
        {...props({ options: ATHAM, cells, rings: [0, 0, 1], readOnly: true, onLay })}
      />,
    );
    const picture = screen.getByRole('img', { name: 'Family pookalam: 3 of 17 cells laid' });
    expect(picture).not.toHaveAttribute('tabindex');
    expect(screen.queryByRole('application')).not.toBeInTheDocument();
    expect(screen.queryAllByRole('radio')).toEqual([]);
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    await user.pointer({ keys: '[MouseLeft]', target: picture, coords: at(5, createBoard(1)) });
    await user.keyboard('{Enter}');
    expect(onLay).not.toHaveBeenCalled();
    expect(screen.getByText(/^Day 1, Atham/)).toBeInTheDocument();
  });

  it('tells the host the board’s size for the rules of the day, and again when they change', () => {
    const onBoardSize = jest.fn<undefined, [number]>();
    const { rerender } = render(
      <FamilyCarpet {...props({ options: ATHAM, readOnly: true, onBoardSize })} />,
    );
    expect(onBoardSize).toHaveBeenLastCalledWith(17);
    rerender(<FamilyCarpet {...props({ options: { ...ATHAM }, readOnly: true, onBoardSize })} />);
    expect(onBoardSize).toHaveBeenCalledTimes(1);
    rerender(<FamilyCarpet {...props({ options: FREE, readOnly: true, onBoardSize })} />);
    expect(onBoardSize).toHaveBeenLastCalledWith(freeBoard.cells.length);
    rerender(
      <FamilyCarpet
        {...props({ options: { symmetry: 16, mode: 'day', day: 10 }, readOnly: true, onBoardSize })}
      />,
    );
    expect(onBoardSize).toHaveBeenLastCalledWith(257);
    expect(screen.getByRole('img')).toHaveAccessibleName('Family pookalam: 0 of 257 cells laid');
  });

  it('speaks Malayalam', async () => {
    const user = userEvent.setup();
    const onLay = jest.fn<undefined, Laid>();
    render(<Host onLay={onLay} locale="ml" options={ATHAM} />);
    expect(
      screen.getByRole('application', { name: 'കുടുംബ പൂക്കളം: ആകെ 17 കളങ്ങളിൽ 0 എണ്ണത്തിൽ പൂക്കൾ' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'തുമ്പ' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'ഇറേസർ' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'വൃത്തത്തിനു ചുറ്റും ആവർത്തിക്കുക (8 മടങ്ങ്)' })).toBeChecked();
    expect(screen.getByText(/നിങ്ങളുടെ നിറത്തിലുള്ള ഒരു പൊട്ട്/)).toBeInTheDocument();
    expect(screen.getByText(/^നാൾ 1, അത്തം/)).toBeInTheDocument();
    await user.pointer({
      keys: '[MouseLeft]',
      target: screen.getByRole('application'),
      coords: at(5, createBoard(1)),
    });
    expect(status()).toHaveTextContent('തുമ്പ 8 ഇടങ്ങളിൽ ഇട്ടു.');
  });
});
