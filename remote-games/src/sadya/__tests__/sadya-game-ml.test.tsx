import type { ComponentType } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { GameProps } from '@onam/shared/contracts/game';
import { HostProvider, type HostServices } from '@onam/shared/react/host-context';
import { messages } from '../../i18n/messages';
import { correctOrder, zoneOf, type DishId } from '../menu';
import { dishNameKey, sadyaMessages, zoneNameKey } from '../messages';
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

beforeAll(async () => {
  (globalThis as Record<string, unknown>).__GAMES_VERSION__ = 'test';
  SadyaGame = (await import('../sadya-game')).default;
});

beforeEach(() => localStorage.setItem('onam:tutorial:sadya', 'seen'));
afterEach(() => localStorage.clear());

const ml: Partial<Record<string, string>> = sadyaMessages.ml;
const dishName = (dish: DishId) => ml[dishNameKey(dish)] ?? '';
const dishButton = (dish: DishId) =>
  within(screen.getByRole('group', { name: 'വിളമ്പാനുള്ള വിഭവങ്ങൾ' })).getByRole('button', {
    name: dishName(dish),
  });
const zoneButton = (zone: ZoneId) => screen.getByRole('button', { name: ml[zoneNameKey(zone)] });

function renderGame() {
  render(
    <HostProvider value={host}>
      <SadyaGame locale="ml" onFinish={jest.fn()} />
    </HostProvider>,
  );
}

async function startQuickFeast(user: UserEvent) {
  await user.click(screen.getByRole('radio', { name: 'ചെറുസദ്യ' }));
  await user.click(screen.getByRole('button', { name: messages.ml['game.start'] }));
}

describe('the sadya game in Malayalam', () => {
  it('shows the setup in Malayalam', () => {
    renderGame();
    expect(screen.getByRole('heading', { level: 1, name: 'ഓണസദ്യ' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'ആദ്യം പായസം' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'മുഴുവൻ സദ്യ' })).toBeChecked();
    expect(screen.getByText('24 വിഭവങ്ങളും.')).toBeInTheDocument();
  });

  it('builds its hints as Malayalam sentences', async () => {
    const user = userEvent.setup();
    renderGame();
    await startQuickFeast(user);

    // The rice first, and on the wrong place: both hints, each a whole Malayalam sentence.
    await user.click(dishButton('choru'));
    await user.click(zoneButton('bottom-left'));
    const hint = screen.getByText(/^ഏതാണ്ട് ശരി:/);
    expect(hint).toHaveTextContent('ഏതാണ്ട് ശരി: ചോറ് വേണ്ടത് താഴെ നടുവിൽ ആണ്, അതുകൊണ്ട് അവിടേക്ക് മാറ്റിവച്ചു.');
    expect(hint).toHaveTextContent('ചോറ് വിളമ്പാൻ അല്പം നേരത്തെയായി. ആദ്യം വേണ്ടത്: ഉപ്പ്.');

    await user.click(dishButton('uppu'));
    await user.click(zoneButton('tip'));
    expect(screen.getByText('ഉപ്പ് ഇലയുടെ തുമ്പത്ത് വിളമ്പി.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /ഇലത്തുമ്പ്/ })).toHaveAccessibleDescription(
      'ഇവിടെ വിളമ്പിയത്: ഉപ്പ്.',
    );
  });

  it('explains the served leaf in Malayalam at the end', async () => {
    const user = userEvent.setup();
    renderGame();
    await startQuickFeast(user);
    for (const dish of correctOrder('common', 'quick')) {
      await user.click(dishButton(dish));
      await user.click(zoneButton(zoneOf('common', dish)));
    }
    expect(
      screen.getByText('14 വിഭവങ്ങളിൽ 14 എണ്ണം ശരിയായ സ്ഥാനത്ത്.', { exact: false }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'ഏത് എവിടെ, എന്തുകൊണ്ട്' })).toBeInTheDocument();
    expect(screen.getByText('വിളമ്പുന്ന ക്രമം: ആദ്യം പായസം.')).toBeInTheDocument();
    expect(screen.getByText(/വിളമ്പൽ തുടങ്ങുന്നത് ഇലത്തുമ്പിൽ ഉപ്പു വച്ചാണ്/)).toBeInTheDocument();
  });
});
