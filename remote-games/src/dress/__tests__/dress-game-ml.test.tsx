import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HostProvider, type HostServices } from '@onam/shared/react/host-context';
import DressGame, { meta } from '../dress-game';

jest.mock('../../build-info', () => ({ GAMES_VERSION: 'test' }));
jest.mock('../../common/png', () => ({
  svgToPngBlob: jest.fn(async () => new Blob(['png'], { type: 'image/png' })),
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

const item = (name: string) => screen.getByRole('button', { name });
const status = () => screen.getAllByRole('status').find((el) => el.textContent !== '');

beforeEach(() => localStorage.setItem('onam:tutorial:dress', 'seen'));
afterEach(() => localStorage.clear());

describe('the dress-up game in Malayalam', () => {
  it('gives the host its title in Malayalam', () => {
    expect(meta.title).toEqual({ en: 'Dress up for Onam', ml: 'ഓണത്തിന് അണിഞ്ഞൊരുങ്ങാം' });
  });

  it('dresses the doll and explains the score in Malayalam', async () => {
    const user = userEvent.setup();
    const onFinish = jest.fn();
    render(
      <HostProvider value={host}>
        <DressGame locale="ml" onFinish={onFinish} />
      </HostProvider>,
    );
    expect(
      screen.getByRole('heading', { level: 1, name: 'ഓണത്തിന് അണിഞ്ഞൊരുങ്ങാം' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'അണിയിക്കാൻ തുടങ്ങാം' }));

    expect(screen.getByRole('tablist', { name: 'അലമാര' })).toBeInTheDocument();
    expect(screen.getByText('ഒന്നും അണിഞ്ഞിട്ടില്ല: അലമാരയിൽ നിന്ന് തിരഞ്ഞെടുക്കൂ.')).toBeVisible();
    await user.click(item('കസവ് സെറ്റ് മുണ്ട്'));
    expect(status()).toHaveTextContent('കസവ് സെറ്റ് മുണ്ട് അണിഞ്ഞു.');
    await user.click(item('പട്ടുപാവാട'));
    expect(status()).toHaveTextContent('പട്ടുപാവാട അണിഞ്ഞു, കസവ് സെറ്റ് മുണ്ട് അഴിച്ചു.');
    await user.click(screen.getByRole('tab', { name: 'ആഭരണങ്ങൾ' }));
    await user.click(item('ജിമിക്കി'));
    expect(screen.getByText('അണിഞ്ഞിരിക്കുന്നത്: പട്ടുപാവാട, ജിമിക്കി എന്നിവ.')).toBeVisible();
    expect(
      screen.getByRole('img', { name: 'പട്ടുപാവാട, ജിമിക്കി എന്നിവ അണിഞ്ഞ പാവ' }),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'പൂർത്തിയാക്കാം' }));
    const score = (onFinish.mock.calls[0] as [{ score: number }])[0].score;
    const result = screen.getByTestId('game-result');
    expect(
      within(result).getByRole('heading', { level: 2, name: `നിങ്ങളുടെ സ്കോർ: 100-ൽ ${score}` }),
    ).toHaveFocus();
    expect(within(result).getByText('പരമ്പരാഗത ഓണവേഷമായി വിലയിരുത്തി.')).toBeVisible();
    expect(within(result).getByText('പട്ടുപാവാട: ഓണത്തിനൊത്ത പൂർണ വേഷം.')).toBeVisible();
    expect(within(result).getByText('നിങ്ങളുടെ പാവ')).toBeVisible();
    expect(within(result).getByRole('button', { name: 'വീണ്ടും കളിക്കാം' })).toBeVisible();
  });
});
