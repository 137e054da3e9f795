// Brings jest-dom's matcher types (the runtime matchers come from jest.config's setupFilesAfterEnv).
import '@testing-library/jest-dom';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HostProvider, type HostServices } from '@onam/shared/react/host-context';
import type { FinishedPlay, GameCreation } from '@onam/shared/contracts/game';
import { downloadBlob } from '../../common/png';
import { scorePlay } from '../../server-scoring';
import PookalamGame, { meta } from '../pookalam-game';

jest.mock('../../build-info', () => ({ GAMES_VERSION: 'test' }));
// jsdom cannot follow a download link; the picture is made for real, only the download is faked.
jest.mock('../../common/png', () => ({
  ...jest.requireActual<typeof import('../../common/png')>('../../common/png'),
  downloadBlob: jest.fn(),
}));

const host: HostServices = {
  brand: { product: 'Onam Utsavam', broadcaster: 'Kerala Vision', themeColor: '#1b5e20' },
  navigate: jest.fn(),
};

const onCreation = jest.fn<undefined, [GameCreation]>();

function renderGame(onFinish = jest.fn<undefined, [FinishedPlay]>()) {
  render(
    <HostProvider value={host}>
      <PookalamGame locale="en" onFinish={onFinish} onCreation={onCreation} />
    </HostProvider>,
  );
  return onFinish;
}

const board = () => screen.getByRole('application', { name: 'Pookalam board' });
const status = () => screen.getAllByRole('status')[0] as HTMLElement;

beforeEach(() => {
  localStorage.setItem('onam:tutorial:pookalam', 'seen');
  jest.mocked(downloadBlob).mockClear();
  onCreation.mockClear();
});

afterEach(() => localStorage.clear());

describe('PookalamGame', () => {
  it('declares its meta for the host', () => {
    expect(meta).toMatchObject({ kind: 'game', id: 'pookalam', title: { en: 'Pookalam' } });
  });

  it('shows the title, the host’s product and the version, and the setup choices', () => {
    renderGame();
    expect(screen.getByRole('heading', { level: 1, name: 'Pookalam' })).toBeInTheDocument();
    expect(screen.getByText('Part of Onam Utsavam')).toBeInTheDocument();
    expect(screen.getByText('Games version test')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '8-fold' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Free design' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Start' })).toBeInTheDocument();
  });

  it('opens the first-play tutorial at the first Start, with touch or mouse wording', async () => {
    localStorage.clear();
    const user = userEvent.setup();
    renderGame();
    expect(screen.queryByRole('region', { name: 'Choose a flower' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Start' }));
    const tutorial = screen.getByRole('region', { name: 'Choose a flower' });
    expect(within(tutorial).getByText(/Click a flower in the palette/)).toBeInTheDocument();
    await user.click(within(tutorial).getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('heading', { name: 'Lay the rings' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: "Let's play" }));
    expect(screen.queryByRole('region', { name: /Finish and score/ })).not.toBeInTheDocument();
    expect(localStorage.getItem('onam:tutorial:pookalam')).toBe('seen');
    // Closed, the game the visitor started is on.
    expect(board()).toBeInTheDocument();
  });

  it('plays a day of Onam to the end with the keyboard alone', async () => {
    const user = userEvent.setup();
    const onFinish = renderGame();

    // Setup: 16-fold, day 2 (Chithira: two rings), all by keyboard.
    screen.getByRole('radio', { name: '8-fold' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: '16-fold' })).toBeChecked();
    screen.getByRole('radio', { name: 'Free design' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: 'A day of Onam' })).toBeChecked();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Day of the festival' }), '2');
    screen.getByRole('button', { name: 'Start' }).focus();
    await user.keyboard('{Enter}');

    expect(screen.getByText(/Day 2, Chithira: 2 rings and 2 kinds of flower/)).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Thumba' })).toBeChecked();

    // The board takes focus when play begins, and says where its cursor is.
    expect(board()).toHaveFocus();
    expect(status()).toHaveTextContent('Ring 1 of 2, segment 1 of 16: empty');
    await user.keyboard('{Enter}');
    expect(status()).toHaveTextContent('Ring 1 of 2, segment 1 of 16: Thumba, laid in 16 places.');
    // Tab order: "How to play", then the board.
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'How to play' })).toHaveFocus();
    await user.tab();
    expect(board()).toHaveFocus();

    // Choose chethi in the palette with the arrow keys, then back to the board.
    screen.getByRole('radio', { name: 'Thumba' }).focus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(screen.getByRole('radio', { name: 'Chethi' })).toBeChecked();
    act(() => board().focus());
    await user.keyboard('{ArrowUp}');
    expect(status()).toHaveTextContent(/^Ring 2 of 2, segment \d+ of (16|32): empty$/);
    await user.keyboard('{Enter}');
    expect(status()).toHaveTextContent(/Chethi, laid in 16 places/);
    await user.keyboard('{Home}');
    expect(status()).toHaveTextContent('Centre: empty');
    await user.keyboard(' ');
    expect(status()).toHaveTextContent('Centre: Chethi.');
    await user.keyboard('{Delete}');
    expect(status()).toHaveTextContent('Centre: erased.');
    await user.keyboard('{Control>}z{/Control}');
    expect(status()).toHaveTextContent('Undone.');
    expect(screen.getByText('100% covered')).toBeInTheDocument();

    // A lamp for the centre, chosen with the keyboard.
    screen.getByRole('radio', { name: 'None' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: 'Nilavilakku (lamp)' })).toBeChecked();
    expect(status()).toHaveTextContent('Centrepiece: Nilavilakku (lamp).');

    screen.getByRole('button', { name: 'Finish' }).focus();
    await user.keyboard('{Enter}');

    expect(onFinish).toHaveBeenCalledTimes(1);
    const play = onFinish.mock.calls[0]?.[0];
    expect(play).toMatchObject({ gameId: 'pookalam', score: 100, maxScore: 100 });
    expect(play?.durationMs).toBeGreaterThanOrEqual(0);
    // The server scores the final board again: it must earn exactly what the game said.
    expect(play?.evidence?.version).toBe('test');
    expect(scorePlay('pookalam', play?.evidence?.record)).toEqual({ score: 100, maxScore: 100 });

    const result = screen.getByTestId('game-result');
    expect(within(result).getByRole('heading', { name: 'Your score: 100 of 100' })).toHaveFocus();
    expect(within(result).getByText('You covered the whole board.')).toBeInTheDocument();
    expect(
      within(result).getByText(
        'Every flower sits in a matching set of 16 around the centre, across the whole board.',
      ),
    ).toBeInTheDocument();
    expect(
      within(result).getByText(
        'Kinds of flower: 2 of the 2 wanted. Neighbouring rings in different flowers: 1 of 1.',
      ),
    ).toBeInTheDocument();
    expect(within(result).getByRole('img', { name: 'Your finished pookalam' })).toBeInTheDocument();
    // The carpet goes to the host once, as a PNG, for greeting cards.
    await waitFor(() => expect(onCreation).toHaveBeenCalledTimes(1));
    expect(onCreation.mock.calls[0]?.[0].image.type).toBe('image/png');

    await user.click(within(result).getByRole('button', { name: 'Save as picture' }));
    expect(await within(result).findByText('Picture saved.')).toBeInTheDocument();
    expect(downloadBlob).toHaveBeenCalledWith(expect.any(Blob), 'pookalam.png');
    expect(onFinish).toHaveBeenCalledTimes(1);

    await user.click(within(result).getByRole('button', { name: 'Play again' }));
    expect(screen.getByRole('button', { name: 'Start' })).toBeInTheDocument();
    // The last choices are kept for the next play.
    expect(screen.getByRole('radio', { name: '16-fold' })).toBeChecked();
  });

  it('plays with the pointer: a tap fills a cell and its partners, a drag lays a trail', async () => {
    const user = userEvent.setup();
    const onFinish = renderGame();
    await user.click(screen.getByRole('button', { name: 'Start' }));

    // jsdom has no layout: the board is 320 CSS pixels, its centre at (160, 160).
    await user.pointer({
      keys: '[MouseLeft]',
      target: board(),
      coords: { clientX: 160, clientY: 160 },
    });
    expect(status()).toHaveTextContent('Thumba laid on 1 cell.');

    await user.click(screen.getByRole('radio', { name: 'Jamanthi' }));
    // From just above the centre (ring 1) straight up to the rim: eight rings, one stroke.
    await user.pointer([
      { keys: '[MouseLeft>]', target: board(), coords: { clientX: 160, clientY: 120 } },
      { coords: { clientX: 160, clientY: 60 } },
      { coords: { clientX: 160, clientY: 8 } },
      { keys: '[/MouseLeft]', coords: { clientX: 160, clientY: 8 } },
    ]);
    expect(status()).toHaveTextContent(/^Jamanthi laid on \d+ cells\.$/);
    const laid = Number(/on (\d+) cells/.exec(status().textContent ?? '')?.[1]);
    expect(laid).toBeGreaterThanOrEqual(7 * 8); // at least seven rings, 8-fold

    // One stroke is one undo step.
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(screen.getByText(/^[0-9]+% covered$/)).toHaveTextContent(/^[1-3]% covered$/);
    await user.click(screen.getByRole('button', { name: 'Redo' }));

    await user.click(screen.getByRole('button', { name: 'Finish' }));
    expect(onFinish).toHaveBeenCalledTimes(1);
    const score = onFinish.mock.calls[0]?.[0].score ?? -1;
    expect(scorePlay('pookalam', onFinish.mock.calls[0]?.[0].evidence?.record).score).toBe(score);
    expect(Number.isInteger(score)).toBe(true);
    expect(score).toBeGreaterThan(0);
    expect(score).toBeLessThan(100);
    expect(
      screen.getByRole('heading', { name: `Your score: ${score} of 100` }),
    ).toBeInTheDocument();
  });

  it('finishing an empty board scores 0 and says why', async () => {
    const user = userEvent.setup();
    const onFinish = renderGame();
    await user.click(screen.getByRole('button', { name: 'Start' }));
    expect(screen.getByRole('button', { name: 'Undo' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Finish' }));
    expect(onFinish).toHaveBeenCalledWith(
      expect.objectContaining({ gameId: 'pookalam', score: 0, maxScore: 100 }),
    );
    expect(screen.getByText('No flowers were laid.')).toBeInTheDocument();
    expect(screen.getByText('Lay some flowers to show symmetry.')).toBeInTheDocument();
    // Bare floor is no picture for a greeting card.
    await new Promise((settle) => setTimeout(settle, 0));
    expect(onCreation).not.toHaveBeenCalled();
  });

  it('with repeating off, a tap lays one cell only', async () => {
    const user = userEvent.setup();
    renderGame();
    await user.click(screen.getByRole('button', { name: 'Start' }));
    await user.click(screen.getByRole('checkbox', { name: 'Repeat around the circle (8-fold)' }));
    await user.pointer({
      keys: '[MouseLeft]',
      target: board(),
      coords: { clientX: 160, clientY: 120 },
    });
    expect(status()).toHaveTextContent('Thumba laid on 1 cell.');
    await act(async () => undefined);
  });
});
