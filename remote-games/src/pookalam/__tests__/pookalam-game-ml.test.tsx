// Brings jest-dom's matcher types (the runtime matchers come from jest.config's setupFilesAfterEnv).
import '@testing-library/jest-dom';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HostProvider, type HostServices } from '@onam/shared/react/host-context';
import type { FinishedPlay } from '@onam/shared/contracts/game';
import PookalamGame, { meta } from '../pookalam-game';

jest.mock('../../build-info', () => ({ GAMES_VERSION: 'test' }));
jest.mock('../../common/png', () => ({
  ...jest.requireActual<typeof import('../../common/png')>('../../common/png'),
  downloadBlob: jest.fn(),
}));

const host: HostServices = {
  brand: {
    product: 'Onam Utsavam',
    productMl: 'ഓണം ഉത്സവം',
    broadcaster: 'Kerala Vision',
    themeColor: '#1b5e20',
  },
  navigate: jest.fn(),
};

function renderGame(onFinish = jest.fn<undefined, [FinishedPlay]>()) {
  render(
    <HostProvider value={host}>
      <PookalamGame locale="ml" onFinish={onFinish} />
    </HostProvider>,
  );
  return onFinish;
}

const status = () => screen.getAllByRole('status')[0] as HTMLElement;

afterEach(() => localStorage.clear());

describe('PookalamGame in Malayalam', () => {
  it('gives the host its title in Malayalam', () => {
    expect(meta.title).toEqual({ en: 'Pookalam', ml: 'പൂക്കളം' });
  });

  it('opens its tutorial in Malayalam at the first Start', async () => {
    const user = userEvent.setup();
    renderGame();
    await user.click(screen.getByRole('button', { name: 'തുടങ്ങാം' }));
    expect(screen.getByRole('region', { name: 'പൂവ് തിരഞ്ഞെടുക്കാം' })).toBeInTheDocument();
    expect(screen.getByText('ഘട്ടം 1, ആകെ 3')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'അടുത്തത്' }));
    await user.click(screen.getByRole('button', { name: 'അടുത്തത്' }));
    await user.click(screen.getByRole('button', { name: 'നമുക്ക് കളിക്കാം' }));
    expect(screen.queryByRole('region', { name: /സ്കോർ നേടാം/ })).not.toBeInTheDocument();
    expect(localStorage.getItem('onam:tutorial:pookalam')).toBe('seen');
  });

  it('is played from setup to score in Malayalam', async () => {
    localStorage.setItem('onam:tutorial:pookalam', 'seen');
    const user = userEvent.setup();
    const onFinish = renderGame();

    expect(screen.getByRole('heading', { level: 1, name: 'പൂക്കളം' })).toBeInTheDocument();
    expect(screen.getByText('ഓണം ഉത്സവം ഒരുക്കുന്നത്')).toBeInTheDocument();
    expect(screen.getByText('കളികളുടെ പതിപ്പ് test')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '8 മടങ്ങ്' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'ഓണത്തിലെ ഒരു നാൾ' }));
    const day = screen.getByRole('combobox', { name: 'ഓണത്തിലെ നാൾ' });
    expect(within(day).getByRole('option', { name: 'നാൾ 1: അത്തം, ഒരു വളയം' })).toBeInTheDocument();
    expect(
      within(day).getByRole('option', { name: 'നാൾ 10: തിരുവോണം, 10 വളയങ്ങൾ' }),
    ).toBeInTheDocument();
    await user.selectOptions(day, '2');
    await user.click(screen.getByRole('button', { name: 'തുടങ്ങാം' }));

    expect(
      screen.getByText('നാൾ 2, ചിത്തിര: 2 വളയങ്ങൾ, 2 തരം പൂക്കൾ. 8 മടങ്ങ് സമമിതി.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'തുമ്പ' })).toBeChecked();
    const board = screen.getByRole('application', { name: 'പൂക്കളം ഒരുക്കുന്ന കളം' });
    expect(board).toHaveFocus();
    expect(status()).toHaveTextContent(/^വളയം 1 \(2-ൽ\), ഭാഗം 1 \(\d+-ൽ\): ഒഴിഞ്ഞത്$/);
    await user.keyboard('{Enter}');
    expect(status()).toHaveTextContent(/: തുമ്പ, 8 ഇടങ്ങളിൽ ഇട്ടു\.$/);
    await user.click(screen.getByRole('button', { name: 'പഴയപടിയാക്കുക' }));
    expect(status()).toHaveTextContent('പഴയപടിയാക്കി.');
    await user.click(screen.getByRole('button', { name: 'വീണ്ടും ചെയ്യുക' }));

    await user.click(screen.getByRole('button', { name: 'പൂർത്തിയാക്കാം' }));
    const score = onFinish.mock.calls[0]?.[0].score;
    const result = screen.getByTestId('game-result');
    expect(
      within(result).getByRole('heading', { name: `നിങ്ങളുടെ സ്കോർ: 100-ൽ ${score}` }),
    ).toHaveFocus();
    expect(within(result).getByText('സമമിതി')).toBeInTheDocument();
    expect(within(result).getByRole('img', { name: 'നിങ്ങൾ ഒരുക്കിയ പൂക്കളം' })).toBeVisible();
    expect(within(result).getByText('നന്നായി ചെയ്തു!')).toHaveAttribute('role', 'status');
    expect(within(result).getByRole('button', { name: 'ചിത്രമായി സേവ് ചെയ്യാം' })).toBeInTheDocument();
    await user.click(within(result).getByRole('button', { name: 'വീണ്ടും കളിക്കാം' }));
    expect(screen.getByRole('button', { name: 'തുടങ്ങാം' })).toBeInTheDocument();
  });
});
