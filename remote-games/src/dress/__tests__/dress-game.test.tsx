import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HostProvider, type HostServices } from '@onam/shared/react/host-context';
import { downloadBlob, svgToPngBlob } from '../../common/png';
import { scorePlay } from '../../server-scoring';
import DressGame, { meta } from '../dress-game';

jest.mock('../../build-info', () => ({ GAMES_VERSION: 'test' }));
jest.mock('../../common/png', () => ({
  svgToPngBlob: jest.fn(async () => new Blob(['png'], { type: 'image/png' })),
  downloadBlob: jest.fn(),
}));

const host: HostServices = {
  brand: { product: 'Onam Utsavam', broadcaster: 'Kerala Vision', themeColor: '#1b5e20' },
  navigate: jest.fn(),
};

function play({ tutorialSeen = true } = {}) {
  if (tutorialSeen) localStorage.setItem('onam:tutorial:dress', 'seen');
  const onFinish = jest.fn();
  const onCreation = jest.fn();
  const user = userEvent.setup();
  render(
    <HostProvider value={host}>
      <DressGame locale="en" onFinish={onFinish} onCreation={onCreation} />
    </HostProvider>,
  );
  return { onFinish, onCreation, user };
}

const item = (name: string) => screen.getByRole('button', { name });
const tab = (name: string) => screen.getByRole('tab', { name });
const status = () => screen.getAllByRole('status').find((el) => el.textContent !== '');

// jsdom has no PointerEvent; without one the pointer's coordinates would be dropped.
class TestPointerEvent extends MouseEvent {
  readonly pointerId: number;
  readonly pointerType: string;
  constructor(type: string, init: PointerEventInit = {}) {
    super(type, init);
    this.pointerId = init.pointerId ?? 1;
    this.pointerType = init.pointerType ?? 'mouse';
  }
}
const realPointerEvent = window.PointerEvent;
beforeAll(() => {
  window.PointerEvent ??= TestPointerEvent as unknown as typeof PointerEvent;
});
afterAll(() => {
  window.PointerEvent = realPointerEvent;
});

beforeEach(() => {
  localStorage.clear();
  jest.clearAllMocks();
});

describe('the dress-up game', () => {
  it('declares itself as the dress game', () => {
    expect(meta).toMatchObject({ kind: 'game', id: 'dress', title: { en: 'Dress up for Onam' } });
  });

  it('is played to full marks with the keyboard alone, then saved and played again', async () => {
    const { onFinish, onCreation, user } = play();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Dress up for Onam' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Part of Onam Utsavam')).toBeInTheDocument();

    await user.tab(); // How to play
    await user.tab();
    expect(screen.getByRole('button', { name: 'Start dressing' })).toHaveFocus();
    await user.keyboard('{Enter}');

    // The wardrobe takes the focus, on its first tab.
    expect(tab('Garments')).toHaveFocus();
    expect(tab('Garments')).toHaveAttribute('aria-selected', 'true');
    await user.tab();
    expect(item('Kasavu set-mundu')).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(item('Kasavu set-mundu')).toHaveAttribute('aria-pressed', 'true');
    expect(status()).toHaveTextContent('Kasavu set-mundu on.');

    await user.tab({ shift: true });
    await user.keyboard('{ArrowRight}');
    expect(tab('Jewellery')).toHaveFocus();
    expect(tab('Jewellery')).toHaveAttribute('aria-selected', 'true');
    await user.tab();
    expect(item('Jimikki')).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.tab();
    await user.keyboard(' '); // Kasu mala, with Space
    await user.tab();
    await user.keyboard('{Enter}'); // Palakka mala
    expect(item('Palakka mala')).toHaveAttribute('aria-pressed', 'true');

    await user.tab({ shift: true });
    await user.tab({ shift: true });
    await user.tab({ shift: true });
    await user.keyboard('{End}{ArrowLeft}');
    expect(tab('Hair and face')).toHaveFocus();
    await user.tab();
    await user.keyboard('{Enter}'); // Jasmine
    await user.tab();
    await user.keyboard('{Enter}'); // Pottu
    await user.tab();
    await user.keyboard('{Enter}'); // Kajal
    expect(
      screen.getByRole('img', {
        name: 'A doll wearing kasavu set-mundu, kasu mala, palakka mala, jimikki, kajal, pottu and jasmine',
      }),
    ).toBeInTheDocument();

    await user.tab();
    expect(screen.getByRole('button', { name: 'Undo' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Reset' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Finish' })).toHaveFocus();
    await user.keyboard('{Enter}');

    expect(onFinish).toHaveBeenCalledTimes(1);
    expect(onFinish).toHaveBeenCalledWith({
      gameId: 'dress',
      score: 100,
      maxScore: 100,
      durationMs: expect.any(Number),
      evidence: { version: 'test', record: { outfit: expect.any(Array) } },
    });
    // The server scores the record again: it must earn exactly what the game said.
    const { evidence } = onFinish.mock.calls[0][0];
    expect(evidence.record.outfit).toHaveLength(7);
    expect(scorePlay('dress', evidence.record)).toEqual({ score: 100, maxScore: 100 });
    const heading = screen.getByRole('heading', { level: 2, name: 'Your score: 100 of 100' });
    expect(heading).toHaveFocus();
    // The dressed doll goes to the host once, with what it wears, for greeting cards.
    await waitFor(() => expect(onCreation).toHaveBeenCalledTimes(1));
    expect(onCreation).toHaveBeenCalledWith({
      image: expect.any(Blob),
      wearing: expect.arrayContaining(['kasavu-set-mundu', 'jimikki']),
    });
    const result = screen.getByTestId('game-result');
    expect(within(result).getByText('Judged as a traditional Onam look.')).toBeInTheDocument();
    expect(
      within(result).getByText('Kasavu set-mundu: a complete festival outfit.'),
    ).toBeInTheDocument();
    expect(
      within(result).getByText('Worn: jimikki, kasu mala and palakka mala.'),
    ).toBeInTheDocument();
    expect(
      within(result).getByRole('img', { name: /^A doll wearing kasavu set-mundu/ }),
    ).toBeInTheDocument();

    await user.tab();
    expect(screen.getByRole('button', { name: 'Save as picture' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Picture saved.')).toBeInTheDocument();
    expect(svgToPngBlob).toHaveBeenCalledWith(expect.any(SVGSVGElement), 600, 1140);
    expect(downloadBlob).toHaveBeenCalledWith(expect.any(Blob), 'onam-look.png');

    await user.tab();
    expect(screen.getByRole('button', { name: 'Play again' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Start dressing' })).toHaveFocus();
    expect(onFinish).toHaveBeenCalledTimes(1);

    // A second play starts undressed and reports its own finish.
    await user.keyboard('{Enter}');
    expect(screen.getByRole('img', { name: 'A doll ready to dress for Onam' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Finish' }));
    expect(onFinish).toHaveBeenCalledTimes(2);
    expect(onFinish).toHaveBeenLastCalledWith(
      expect.objectContaining({ score: 0, evidence: { version: 'test', record: { outfit: [] } } }),
    );
  });

  it('is played as Maveli with the mouse', async () => {
    const { onFinish, user } = play();
    await user.click(screen.getByRole('button', { name: 'Start dressing' }));
    await user.click(tab('Maveli'));
    for (const name of ['Royal silk, classic', 'Crown (kireedam)', 'Olakkuda', 'Moustache']) {
      await user.click(item(name));
    }
    await user.click(screen.getByRole('button', { name: 'Finish' }));
    expect(onFinish).toHaveBeenCalledTimes(1);
    expect(onFinish.mock.calls[0]?.[0]).toMatchObject({
      gameId: 'dress',
      score: 100,
      maxScore: 100,
      evidence: {
        version: 'test',
        record: { outfit: ['maveli-silk-classic', 'crown', 'olakkuda', 'moustache'] },
      },
    });
    expect(screen.getByText('Judged as Maveli’s look.')).toBeInTheDocument();
    expect(screen.getByText('Maveli’s regalia')).toBeInTheDocument();
  });

  it('explains a partial outfit, with what would earn more', async () => {
    const { onFinish, user } = play();
    await user.click(screen.getByRole('button', { name: 'Start dressing' }));
    await user.click(item('Mundu and jubba'));
    await user.click(tab('Maveli'));
    await user.click(item('Crown (kireedam)'));
    await user.click(screen.getByRole('button', { name: 'Finish' }));
    // 30 (no neriyathu) + 0 + 0 + 5 (the crown is out of place).
    expect(onFinish.mock.calls[0]?.[0]).toMatchObject({ score: 35 });
    // The server, scoring the outfit again from the record, agrees.
    const { evidence } = onFinish.mock.calls[0]?.[0] ?? {};
    expect(evidence.record).toEqual({ outfit: ['mundu-jubba', 'crown'] });
    expect(scorePlay('dress', evidence.record)).toEqual({ score: 35, maxScore: 100 });
    expect(
      screen.getByText('A mundu with a jubba: add the neriyathu over the shoulder to complete it.'),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'Nothing here yet. For more: jimikki and two of kasu mala, palakka mala or nagapadam.',
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Maveli’s crown: fit for the king, not for this outfit.'),
    ).toBeInTheDocument();
  });

  it('replaces a garment, undoes, resets and undoes the reset', async () => {
    const { user } = play();
    await user.click(screen.getByRole('button', { name: 'Start dressing' }));
    const undoButton = screen.getByRole('button', { name: 'Undo' });
    expect(undoButton).toHaveAttribute('aria-disabled', 'true');
    await user.click(undoButton);
    expect(status()).toHaveTextContent('Nothing to undo.');

    await user.click(item('Pattu pavada'));
    await user.click(item('Mundu and jubba'));
    expect(status()).toHaveTextContent('Mundu and jubba on, pattu pavada off.');
    expect(item('Pattu pavada')).toHaveAttribute('aria-pressed', 'false');
    expect(undoButton).toHaveAttribute('aria-disabled', 'false');

    await user.click(undoButton);
    expect(item('Pattu pavada')).toHaveAttribute('aria-pressed', 'true');
    expect(item('Mundu and jubba')).toHaveAttribute('aria-pressed', 'false');
    expect(status()).toHaveTextContent('Undone. Wearing: pattu pavada.');

    await user.click(item('Pattu pavada'));
    expect(status()).toHaveTextContent('Pattu pavada off.');
    await user.click(item('Pattu pavada'));

    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(status()).toHaveTextContent('Everything off.');
    expect(screen.getByRole('img', { name: 'A doll ready to dress for Onam' })).toBeInTheDocument();
    expect(screen.getByText('Nothing on yet: choose from the wardrobe.')).toBeInTheDocument();

    await user.click(undoButton);
    expect(screen.getByRole('img', { name: 'A doll wearing pattu pavada' })).toBeInTheDocument();
  });

  it('lets a third necklace take the place of the first', async () => {
    const { user } = play();
    await user.click(screen.getByRole('button', { name: 'Start dressing' }));
    await user.click(tab('Jewellery'));
    await user.click(item('Kasu mala'));
    await user.click(item('Palakka mala'));
    await user.click(item('Nagapadam'));
    expect(status()).toHaveTextContent('Nagapadam on, kasu mala off.');
    expect(item('Kasu mala')).toHaveAttribute('aria-pressed', 'false');
  });

  it('puts an item on when it is dragged onto the doll, and not when dropped elsewhere', async () => {
    const { user } = play();
    await user.click(screen.getByRole('button', { name: 'Start dressing' }));
    await user.click(tab('Jewellery'));
    const doll = screen.getByRole('img', { name: 'A doll ready to dress for Onam' });
    const stage = doll.closest('[data-drop-target], .stage');
    if (!(stage instanceof HTMLElement)) throw new Error('no stage');
    jest.spyOn(stage, 'getBoundingClientRect').mockReturnValue({
      left: 0,
      top: 0,
      right: 200,
      bottom: 400,
      width: 200,
      height: 400,
      x: 0,
      y: 0,
      toJSON: () => ({}),
    });

    const jimikki = item('Jimikki');
    const pointer = { pointerId: 1, pointerType: 'mouse', button: 0 };
    fireEvent.pointerDown(jimikki, { ...pointer, clientX: 500, clientY: 500 });
    fireEvent.pointerMove(jimikki, { ...pointer, clientX: 300, clientY: 300 });
    expect(document.querySelector('[data-dragging="jimikki"]')).not.toBeNull();
    expect(stage).toHaveAttribute('data-drop-target', 'ready');
    fireEvent.pointerMove(jimikki, { ...pointer, clientX: 100, clientY: 120 });
    expect(stage).toHaveAttribute('data-drop-target', 'over');
    expect(screen.getByText('Drop here to put it on')).toBeInTheDocument();
    fireEvent.pointerUp(jimikki, { ...pointer, clientX: 100, clientY: 120 });
    // The browser's click after a drag must not take the item off again.
    fireEvent.click(jimikki, { detail: 1 });
    expect(jimikki).toHaveAttribute('aria-pressed', 'true');
    expect(status()).toHaveTextContent('Jimikki on.');
    expect(document.querySelector('[data-dragging]')).toBeNull();

    // Dragged onto the doll again: it stays on.
    fireEvent.pointerDown(jimikki, { ...pointer, clientX: 500, clientY: 500 });
    fireEvent.pointerMove(jimikki, { ...pointer, clientX: 100, clientY: 100 });
    fireEvent.pointerUp(jimikki, { ...pointer, clientX: 100, clientY: 100 });
    fireEvent.click(jimikki, { detail: 1 });
    expect(status()).toHaveTextContent('Jimikki is already on.');

    // Dropped away from the doll: nothing changes.
    const kasu = item('Kasu mala');
    fireEvent.pointerDown(kasu, { ...pointer, clientX: 500, clientY: 500 });
    fireEvent.pointerMove(kasu, { ...pointer, clientX: 450, clientY: 600 });
    fireEvent.pointerUp(kasu, { ...pointer, clientX: 450, clientY: 600 });
    fireEvent.click(kasu, { detail: 1 });
    expect(kasu).toHaveAttribute('aria-pressed', 'false');

    // A press that hardly moves is a tap.
    fireEvent.pointerDown(kasu, { ...pointer, clientX: 500, clientY: 500 });
    fireEvent.pointerMove(kasu, { ...pointer, clientX: 503, clientY: 502 });
    fireEvent.pointerUp(kasu, { ...pointer, clientX: 503, clientY: 502 });
    fireEvent.click(kasu, { detail: 1 });
    expect(kasu).toHaveAttribute('aria-pressed', 'true');
  });

  it('shows its tutorial at the first Start, with the dressing steps, and starts once it is closed', async () => {
    const { user } = play({ tutorialSeen: false });
    expect(screen.queryByRole('heading', { name: 'Dress the doll' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Start dressing' }));
    expect(screen.getByRole('heading', { name: 'Dress the doll' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close the tutorial' }));
    expect(localStorage.getItem('onam:tutorial:dress')).toBe('seen');
    expect(screen.getByRole('button', { name: 'Finish' })).toBeInTheDocument();
  });

  it('says so when the picture cannot be made', async () => {
    jest.mocked(svgToPngBlob).mockRejectedValueOnce(new Error('no canvas'));
    const { user } = play();
    await user.click(screen.getByRole('button', { name: 'Start dressing' }));
    await user.click(screen.getByRole('button', { name: 'Finish' }));
    await user.click(screen.getByRole('button', { name: 'Save as picture' }));
    expect(
      await screen.findByText('The picture could not be saved. Please try again.'),
    ).toBeInTheDocument();
    expect(downloadBlob).not.toHaveBeenCalled();
  });
});
