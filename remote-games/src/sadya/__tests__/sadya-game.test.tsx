import type { ComponentType } from 'react';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { GameProps } from '@onam/shared/contracts/game';
import { HostProvider, type HostServices } from '@onam/shared/react/host-context';
import { messages } from '../../i18n/messages';
import { scorePlay } from '../../server-scoring';
import { correctOrder, DISHES, zoneOf, type DishId, type FeastId, type VariantId } from '../menu';
import { dishNameKey, zoneNameKey } from '../messages';
import { downloadBlob, svgToPngBlob } from '../../common/png';
import type { ZoneId } from '../leaf';

jest.mock('../../common/png', () => ({
  svgToPngBlob: jest.fn(async () => new Blob(['png'], { type: 'image/png' })),
  downloadBlob: jest.fn(),
}));

const host: HostServices = {
  brand: { product: 'Onam Utsavam', broadcaster: 'Kerala Vision', themeColor: '#1b5e20' },
  navigate: jest.fn(),
};

let SadyaGame: ComponentType<GameProps>;

/** jsdom has no PointerEvent; a MouseEvent with a pointer id is all the drag needs. */
class TestPointerEvent extends MouseEvent {
  readonly pointerId: number;
  constructor(type: string, init: PointerEventInit = {}) {
    super(type, init);
    this.pointerId = init.pointerId ?? 1;
  }
}

// Whole feasts are served here, dish by dish, through userEvent: seconds of work that a busy
// machine (the emulators of a `pnpm test` run beside Jest) can stretch past Jest's 5 s default.
jest.setTimeout(30_000);

beforeAll(async () => {
  if (!('PointerEvent' in window)) {
    Object.assign(window, { PointerEvent: TestPointerEvent });
  }
  // build-info.ts reads the webpack define when it is first imported.
  (globalThis as Record<string, unknown>).__GAMES_VERSION__ = 'test';
  SadyaGame = (await import('../sadya-game')).default;
});

beforeEach(() => {
  localStorage.setItem('onam:tutorial:sadya', 'seen');
});

afterEach(() => localStorage.clear());

const dishName = (dish: DishId) => messages.en[dishNameKey(dish)];
const zoneName = (zone: ZoneId) => messages.en[zoneNameKey(zone)];
const dishButton = (dish: DishId) =>
  within(screen.getByRole('group', { name: 'Dishes to serve' })).getByRole('button', {
    name: dishName(dish),
  });
const zoneButton = (zone: ZoneId) => screen.getByRole('button', { name: zoneName(zone) });

function renderGame() {
  const onFinish = jest.fn();
  render(
    <HostProvider value={host}>
      <SadyaGame locale="en" onFinish={onFinish} />
    </HostProvider>,
  );
  return onFinish;
}

async function choose(user: UserEvent, variant: VariantId, feast: FeastId) {
  const variantNames = { common: 'Payasams first', 'pulissery-first': 'Pulissery first' };
  const feastNames = { full: 'Full sadya', quick: 'Quick feast' };
  await user.click(screen.getByRole('radio', { name: variantNames[variant] }));
  await user.click(screen.getByRole('radio', { name: feastNames[feast] }));
  await user.click(screen.getByRole('button', { name: 'Start' }));
}

/** Presses a key until `target` has focus (the tray and the leaf are arrow-key groups). */
async function arrowTo(user: UserEvent, target: HTMLElement) {
  for (let i = 0; i < 30 && document.activeElement !== target; i += 1) {
    await user.keyboard('{ArrowRight}');
  }
  expect(target).toHaveFocus();
}

async function serveByMouse(user: UserEvent, dish: DishId, zone: ZoneId) {
  await user.click(dishButton(dish));
  await user.click(zoneButton(zone));
}

describe('the sadya game', () => {
  it('shows its title, the options and the host’s product name', () => {
    renderGame();
    expect(screen.getByRole('heading', { level: 1, name: 'Onam sadya' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Payasams first' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Full sadya' })).toBeChecked();
    expect(screen.getByText('All 24 dishes.')).toBeInTheDocument();
    expect(screen.getByText('14 dishes, for a short visit.')).toBeInTheDocument();
    expect(screen.getByText('Part of Onam Utsavam')).toBeInTheDocument();
    expect(screen.getByText('Games version test')).toBeInTheDocument();
  });

  it('plays a quick feast to the end with the keyboard alone, every dish right', async () => {
    const user = userEvent.setup();
    const onFinish = renderGame();

    // Setup by keyboard: arrow to the quick feast, Tab on to Start.
    screen.getByRole('radio', { name: 'Full sadya' }).focus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: 'Quick feast' })).toBeChecked();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Start' })).toHaveFocus();
    await user.keyboard('{Enter}');

    // Focus lands on the tray, which is one Tab stop.
    expect(dishButton('ada-pradhaman')).toHaveFocus();
    expect(screen.getByText('Served 0 of 14')).toBeInTheDocument();

    for (const dish of correctOrder('common', 'quick')) {
      await arrowTo(user, dishButton(dish));
      await user.keyboard('{Enter}');
      expect(dishButton(dish)).toHaveAttribute('aria-pressed', 'true');
      expect(document.activeElement?.getAttribute('data-zone')).not.toBeNull();
      await arrowTo(user, zoneButton(zoneOf('common', dish)));
      await user.keyboard('{Enter}');
    }

    expect(onFinish).toHaveBeenCalledTimes(1);
    expect(onFinish).toHaveBeenCalledWith({
      gameId: 'sadya',
      score: 100,
      maxScore: 100,
      durationMs: expect.any(Number),
      evidence: { version: 'test', record: expect.objectContaining({ feast: 'quick' }) },
    });
    // The server replays the record: every dish, in order, earning what the game said.
    const { evidence, durationMs } = onFinish.mock.calls[0][0];
    expect(evidence.record).toMatchObject({ variant: 'common', feast: 'quick' });
    expect(evidence.record.servings.map(([dish]: [string]) => dish)).toEqual(
      correctOrder('common', 'quick'),
    );
    expect(evidence.record.elapsedMs).toBe(durationMs);
    expect(scorePlay('sadya', evidence.record)).toEqual({ score: 100, maxScore: 100 });
    const heading = screen.getByRole('heading', { name: 'Your score: 100 of 100' });
    expect(heading).toHaveFocus();
    expect(screen.getByText('14 of 14 dishes in their place.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'What goes where, and why' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /The leaf served right/ })).toBeInTheDocument();
    expect(screen.getAllByText('Right place')).toHaveLength(14);
    expect(screen.queryByText('Served early')).not.toBeInTheDocument();
  });

  it('jumps along the tray by a dish’s first letter', async () => {
    const user = userEvent.setup();
    renderGame();
    await choose(user, 'common', 'full');
    expect(dishButton('ada-pradhaman')).toHaveFocus();
    await user.keyboard('s');
    expect(dishButton('sambar')).toHaveFocus();
    await user.keyboard('s');
    expect(dishButton('sharkara-varatti')).toHaveFocus();
    await user.keyboard('{End}');
    expect(dishButton('uppu')).toHaveFocus();
    await user.keyboard('{Home}');
    expect(dishButton('ada-pradhaman')).toHaveFocus();
  });

  it('plays the full pulissery-first sadya to the end with the mouse, every dish right', async () => {
    const user = userEvent.setup();
    const onFinish = renderGame();
    await choose(user, 'pulissery-first', 'full');

    const order = correctOrder('pulissery-first', 'full');
    for (const [i, dish] of order.entries()) {
      await serveByMouse(user, dish, zoneOf('pulissery-first', dish));
      if (i === 0) {
        expect(screen.getByText('Uppu served at the tip of the leaf.')).toBeInTheDocument();
        expect(screen.getByText('Served 1 of 24')).toBeInTheDocument();
        expect(
          within(screen.getByRole('group', { name: 'Dishes to serve' })).queryByRole('button', {
            name: 'Uppu',
          }),
        ).not.toBeInTheDocument();
      }
    }

    expect(onFinish).toHaveBeenCalledTimes(1);
    expect(onFinish.mock.calls[0][0]).toMatchObject({ gameId: 'sadya', score: 100, maxScore: 100 });
    const { evidence } = onFinish.mock.calls[0][0];
    expect(evidence.record).toMatchObject({ variant: 'pulissery-first', feast: 'full' });
    expect(scorePlay('sadya', evidence.record)).toEqual({ score: 100, maxScore: 100 });
    expect(screen.getByRole('heading', { name: 'Your score: 100 of 100' })).toBeInTheDocument();
    expect(screen.getByText('Serving order: Pulissery first.')).toBeInTheDocument();
  });

  it('gives gentle hints and a low score when every dish is wrong', async () => {
    const user = userEvent.setup();
    const onFinish = renderGame();
    await choose(user, 'common', 'quick');

    const reversed = [...correctOrder('common', 'quick')].reverse();
    const wrong = (dish: DishId): ZoneId => (zoneOf('common', dish) === 'tip' ? 'rice' : 'tip');

    const [first, ...rest] = reversed;
    if (!first) throw new Error('no dishes');
    await serveByMouse(user, first, wrong(first));
    const status = screen.getByText(/^Nearly: Moru goes on the rice/);
    expect(status).toHaveTextContent('so it has been moved there.');
    expect(status).toHaveTextContent('A little early for Moru: first Uppu.');

    for (const dish of rest) await serveByMouse(user, dish, wrong(dish));

    expect(onFinish).toHaveBeenCalledTimes(1);
    const { score, evidence } = onFinish.mock.calls[0][0];
    // Every wrong place and early dish is in the record, so the server finds the same low score.
    expect(scorePlay('sadya', evidence.record)).toEqual({ score, maxScore: 100 });
    expect(evidence.record.servings[0]).toEqual(['moru', 'tip', expect.any(Number)]);
    expect(score).toBeGreaterThanOrEqual(0);
    expect(score).toBeLessThan(10);
    expect(
      screen.getByRole('heading', { name: `Your score: ${score} of 100` }),
    ).toBeInTheDocument();
    expect(screen.getByText('0 of 14 dishes in their place.')).toBeInTheDocument();
    expect(screen.getAllByText('Served early')).toHaveLength(13);
    expect(screen.getByText('You put it: Bottom row, centre')).toBeInTheDocument();
    expect(screen.getAllByText('You put it: Tip of the leaf')).toHaveLength(13);
  });

  it('says why a dish in its place is early: the rice waits for the guest', async () => {
    const user = userEvent.setup();
    renderGame();
    await choose(user, 'common', 'full');
    await serveByMouse(user, 'choru', 'rice');
    expect(screen.getByText(/^Choru served bottom centre\./)).toHaveTextContent(
      'Choru served bottom centre. A little early for Choru: first Uppu. Rice waits until every small item is on the leaf and the guest is seated, so it is served hot.',
    );
    await serveByMouse(user, 'uppu', 'tip');
    await serveByMouse(user, 'avial', 'top-right');
    expect(screen.getByText(/^Avial served/)).toHaveTextContent(
      'Avial served at the right of the top row. A little early for Avial: first Kaya varuthathu, Sharkara varatti, Pazham, and Pappadam.',
    );
  });

  it('asks for a dish first, and puts a dish back with the button or Escape', async () => {
    const user = userEvent.setup();
    renderGame();
    await choose(user, 'common', 'quick');

    await user.click(zoneButton('rice'));
    expect(screen.getByText('Pick a dish from the tray first.')).toBeInTheDocument();

    await user.click(dishButton('sambar'));
    expect(screen.getByText('In hand: Sambar').closest('p')).toHaveTextContent(
      'In hand: Sambar (lentil and vegetable curry) Choose its place on the leaf.',
    );
    await user.click(screen.getByRole('button', { name: 'Put back' }));
    expect(dishButton('sambar')).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByText('Sambar is back on the tray.')).toBeInTheDocument();

    // Picking a dish moves focus to the leaf, on the place used last.
    await user.click(dishButton('avial'));
    expect(zoneButton('rice')).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(dishButton('avial')).toHaveFocus();
    expect(dishButton('avial')).toHaveAttribute('aria-pressed', 'false');

    // Clicking the dish in hand again puts it back too.
    await user.click(dishButton('olan'));
    await user.click(dishButton('olan'));
    expect(dishButton('olan')).toHaveAttribute('aria-pressed', 'false');
  });

  it('serves a dish dragged onto the leaf, and keeps one dropped off the leaf in hand', async () => {
    const user = userEvent.setup();
    renderGame();
    await choose(user, 'common', 'quick');
    const leaf = screen.getByRole('group', { name: "Banana leaf, tip to the guest's left" });
    // The leaf drawn 800 × 400 px at the page's top left: 2 px per leaf unit.
    leaf.getBoundingClientRect = () =>
      ({
        left: 0,
        top: 0,
        width: 800,
        height: 400,
        right: 800,
        bottom: 400,
        x: 0,
        y: 0,
      }) as DOMRect;

    const uppu = dishButton('uppu');
    fireEvent.pointerDown(uppu, { pointerId: 1, button: 0, clientX: 600, clientY: 600 });
    fireEvent.pointerMove(uppu, { pointerId: 1, clientX: 300, clientY: 500 });
    fireEvent.pointerMove(uppu, { pointerId: 1, clientX: 90, clientY: 270 });
    expect(zoneButton('tip').className).toMatch(/dropTarget/);
    fireEvent.pointerUp(uppu, { pointerId: 1, clientX: 90, clientY: 270 });
    fireEvent.click(uppu);
    expect(screen.getByText('Uppu served at the tip of the leaf.')).toBeInTheDocument();
    expect(screen.getByText('Served 1 of 14')).toBeInTheDocument();

    const pazham = dishButton('pazham');
    fireEvent.pointerDown(pazham, { pointerId: 2, button: 0, clientX: 600, clientY: 600 });
    fireEvent.pointerMove(pazham, { pointerId: 2, clientX: 700, clientY: 900 });
    fireEvent.pointerUp(pazham, { pointerId: 2, clientX: 700, clientY: 900 });
    fireEvent.click(pazham);
    expect(screen.getByText('Pazham missed the leaf and is still in hand.')).toBeInTheDocument();
    expect(pazham).toHaveAttribute('aria-pressed', 'true');
    await user.click(zoneButton('bottom-left'));
    expect(screen.getByText('Pazham served lower left.')).toBeInTheDocument();
  });

  it('reports each play once and starts again from the options', async () => {
    const user = userEvent.setup();
    const onFinish = renderGame();
    for (let round = 1; round <= 2; round += 1) {
      await choose(user, 'common', 'quick');
      for (const dish of correctOrder('common', 'quick')) {
        await serveByMouse(user, dish, DISHES[dish].zone);
      }
      expect(onFinish).toHaveBeenCalledTimes(round);
      await user.click(screen.getByRole('button', { name: 'Play again' }));
      expect(screen.getByRole('button', { name: 'Start' })).toHaveFocus();
    }
  });

  it('saves the leaf served right as a picture', async () => {
    const user = userEvent.setup();
    renderGame();
    await choose(user, 'common', 'quick');
    for (const dish of correctOrder('common', 'quick')) {
      await serveByMouse(user, dish, zoneOf('common', dish));
    }

    await user.click(screen.getByRole('button', { name: 'Save as picture' }));
    expect(svgToPngBlob).toHaveBeenCalledWith(expect.any(SVGSVGElement), 1200, 600);
    expect(downloadBlob).toHaveBeenCalledWith(expect.any(Blob), 'onam-sadya.png');
    expect(await screen.findByText('Picture saved.')).toBeInTheDocument();

    jest.mocked(svgToPngBlob).mockRejectedValueOnce(new Error('no canvas'));
    await user.click(screen.getByRole('button', { name: 'Save as picture' }));
    expect(
      await screen.findByText('The picture could not be saved. Please try again.'),
    ).toBeInTheDocument();
  });
});
