import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { pookalamTutorial } from '../../pookalam/tutorial';
import { sadyaTutorial } from '../../sadya/tutorial';
import * as sheetLoader from '../../tutorial/load-tutorial-sheet';
import { GameFrame } from '../game-frame';
import { ResultCard } from '../result-card';
import { StartButton } from '../start-button';

// The tutorial's code as it comes, unless a test holds it back or loses it.
const actualLoader = jest.requireActual<typeof sheetLoader>('../../tutorial/load-tutorial-sheet');
jest.mock('../../tutorial/load-tutorial-sheet', () => {
  const actual = jest.requireActual<typeof sheetLoader>('../../tutorial/load-tutorial-sheet');
  return {
    loadedTutorialSheet: jest.fn(actual.loadedTutorialSheet),
    loadTutorialSheet: jest.fn(actual.loadTutorialSheet),
  };
});

jest.mock('canvas-confetti', () => ({
  __esModule: true,
  default: { create: () => Object.assign(async () => undefined, { reset: () => undefined }) },
}));

beforeEach(() => localStorage.clear());

describe('the game frame', () => {
  const game = (onStart: () => void) => (
    <GameFrame gameId="sadya" locale="en" title="Onam sadya" tutorial={sadyaTutorial}>
      <StartButton onClick={onStart}>Start the feast</StartButton>
    </GameFrame>
  );

  it('opens the tutorial at the first Start, starts the game once it is closed, and reopens it on request', async () => {
    const user = userEvent.setup();
    const onStart = jest.fn();
    const { unmount } = render(game(onStart));
    expect(screen.getByRole('heading', { level: 1, name: 'Onam sadya' })).toBeInTheDocument();
    // Nothing covers the page as it opens.
    expect(screen.queryByRole('button', { name: 'Close the tutorial' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Start the feast' }));
    expect(screen.getByRole('button', { name: 'Close the tutorial' })).toBeInTheDocument();
    expect(document.activeElement?.tagName).toBe('H2');
    expect(onStart).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Close the tutorial' }));
    expect(screen.queryByRole('button', { name: 'Close the tutorial' })).not.toBeInTheDocument();
    expect(onStart).toHaveBeenCalledTimes(1);
    unmount();

    // Seen: the next visit's Start starts at once, and the tutorial opens when asked for.
    const again = jest.fn();
    render(game(again));
    await user.click(screen.getByRole('button', { name: 'Start the feast' }));
    expect(again).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('button', { name: 'Close the tutorial' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'How to play' }));
    expect(screen.getByRole('button', { name: 'Close the tutorial' })).toBeInTheDocument();
    // Asked for: focus moves into it.
    expect(document.activeElement?.tagName).toBe('H2');
  });

  /** The tutorial's code held back, as on a slow phone, until the test lets it come. */
  function slowTutorialCode() {
    let arrive = () => {};
    jest.mocked(sheetLoader.loadedTutorialSheet).mockReturnValue(null);
    jest
      .mocked(sheetLoader.loadTutorialSheet)
      .mockImplementation(
        () => new Promise((resolve) => (arrive = () => resolve(actualLoader.loadTutorialSheet()))),
      );
    return () => act(async () => arrive());
  }

  afterEach(() => {
    jest
      .mocked(sheetLoader.loadedTutorialSheet)
      .mockImplementation(actualLoader.loadedTutorialSheet);
    jest.mocked(sheetLoader.loadTutorialSheet).mockImplementation(actualLoader.loadTutorialSheet);
  });

  it('shows at once that the first Start was taken, busy and "Opening…", until the tutorial is there', async () => {
    const user = userEvent.setup();
    const onStart = jest.fn();
    const arrive = slowTutorialCode();
    render(game(onStart));
    const start = screen.getByRole('button', { name: 'Start the feast' });
    expect(start).not.toHaveAttribute('aria-busy');
    await user.click(start);
    expect(start).toHaveAttribute('aria-busy', 'true');
    expect(start).toHaveTextContent('Opening…');
    expect(screen.queryByRole('button', { name: 'Close the tutorial' })).not.toBeInTheDocument();

    await arrive();
    expect(await screen.findByRole('button', { name: 'Close the tutorial' })).toBeInTheDocument();
    expect(start).not.toHaveAttribute('aria-busy');
    expect(start).toHaveTextContent('Start the feast');
    expect(onStart).not.toHaveBeenCalled();
  });

  it('says "Opening…" in Malayalam on a Malayalam page', async () => {
    const user = userEvent.setup();
    const arrive = slowTutorialCode();
    render(
      <GameFrame gameId="sadya" locale="ml" title="ഓണസദ്യ" tutorial={sadyaTutorial}>
        <StartButton onClick={jest.fn()}>തുടങ്ങാം</StartButton>
      </GameFrame>,
    );
    await user.click(screen.getByRole('button', { name: 'തുടങ്ങാം' }));
    expect(screen.getByRole('button', { name: 'തുറക്കുന്നു…' })).toHaveAttribute('aria-busy', 'true');
    await arrive();
    expect(await screen.findByRole('button', { name: 'വഴികാട്ടി അടയ്ക്കുക' })).toBeInTheDocument();
  });

  it('starts the game when the tutorial’s code cannot be had, and offers it again next time', async () => {
    const user = userEvent.setup();
    const onStart = jest.fn();
    jest.mocked(sheetLoader.loadedTutorialSheet).mockReturnValue(null);
    jest.mocked(sheetLoader.loadTutorialSheet).mockRejectedValue(new Error('offline'));
    render(game(onStart));
    await user.click(screen.getByRole('button', { name: 'Start the feast' }));
    await waitFor(() => expect(onStart).toHaveBeenCalledTimes(1));
    expect(screen.getByRole('button', { name: 'Start the feast' })).not.toHaveAttribute(
      'aria-busy',
    );
    expect(localStorage.getItem('onam:tutorial:sadya')).toBeNull();
  });

  it('starts at once when Start is pressed again while the tutorial is on its way', async () => {
    const user = userEvent.setup();
    const onStart = jest.fn();
    slowTutorialCode();
    render(game(onStart));
    await user.click(screen.getByRole('button', { name: 'Start the feast' }));
    await user.click(screen.getByRole('button', { name: 'Opening…' }));
    expect(onStart).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Start the feast' })).not.toHaveAttribute(
      'aria-busy',
    );
  });

  it('starts at once when Start is pressed again with the first-play tutorial open', async () => {
    const user = userEvent.setup();
    const onStart = jest.fn();
    render(game(onStart));
    await user.click(screen.getByRole('button', { name: 'Start the feast' }));
    await user.click(screen.getByRole('button', { name: 'Start the feast' }));
    expect(onStart).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('button', { name: 'Close the tutorial' })).not.toBeInTheDocument();
    expect(localStorage.getItem('onam:tutorial:sadya')).toBe('seen');
  });

  it('starts with the choices on screen when the tutorial is closed, not those at the press', async () => {
    const user = userEvent.setup();
    const onStart = jest.fn();
    function SetUp() {
      const [fold, setFold] = useState(8);
      return (
        <>
          <button type="button" onClick={() => setFold(16)}>
            16-fold
          </button>
          <StartButton onClick={() => onStart(fold)}>Start</StartButton>
        </>
      );
    }
    render(
      <GameFrame gameId="pookalam" locale="en" title="Pookalam" tutorial={pookalamTutorial}>
        <SetUp />
      </GameFrame>,
    );
    await user.click(screen.getByRole('button', { name: 'Start' }));
    // The tutorial never blocks the page: the visitor changes their mind while reading it.
    await user.click(screen.getByRole('button', { name: '16-fold' }));
    await user.click(screen.getByRole('button', { name: 'Close the tutorial' }));
    expect(onStart).toHaveBeenCalledWith(16);
  });

  it("remembers each game's tutorial on its own", async () => {
    localStorage.setItem('onam:tutorial:dress', 'seen');
    const user = userEvent.setup();
    render(
      <GameFrame gameId="pookalam" locale="en" title="Pookalam" tutorial={pookalamTutorial}>
        <StartButton onClick={() => undefined}>Start</StartButton>
      </GameFrame>,
    );
    await user.click(screen.getByRole('button', { name: 'Start' }));
    expect(screen.getByRole('button', { name: 'Close the tutorial' })).toBeInTheDocument();
  });
});

describe('the result card', () => {
  it('shows the total, explains each part and takes focus', () => {
    render(
      <ResultCard
        locale="en"
        total={82}
        max={100}
        rows={[
          { id: 'place', label: 'Place', points: 50, max: 60, detail: 'Most dishes in place.' },
          { id: 'time', label: 'Time', points: 32, max: 40, detail: 'Served in 1 min 10 s.' },
        ]}
        actions={<button type="button">Play again</button>}
      />,
    );
    const heading = screen.getByRole('heading', { name: 'Your score: 82 of 100' });
    expect(heading).toHaveFocus();
    expect(screen.getByText('Place')).toBeInTheDocument();
    expect(screen.getByText('50 of 60')).toBeInTheDocument();
    expect(screen.getByText('Served in 1 min 10 s.')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Well done!');
  });
});

describe('the start button', () => {
  it('is named by its text, with the play icon hidden from assistive technology', () => {
    render(<StartButton>Start the feast</StartButton>);
    const button = screen.getByRole('button', { name: 'Start the feast' });
    expect(button.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });
});
