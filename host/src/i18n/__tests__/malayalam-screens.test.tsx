import 'fake-indexeddb/auto';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { manifestFixture, routeEdit } from '@onam/shared/manifest/__tests__/manifest-fixture';
import type { CampaignManifest } from '@onam/shared/manifest/schema';
import { BackendProvider } from '@onam/shared/react/backend-context';
import { LocaleContext } from '@onam/shared/react/locale-context';
import type { ReactNode } from 'react';
import { installBrowserGaps } from '../../../../shared/src/backend/local/__tests__/fake-browser';
import { CampaignContext, TrustedClockContext } from '../../campaign/campaign-context';
import { createTrustedClock } from '../../campaign/trusted-clock';
import { Component as CelebrateScreen } from '../../screens/celebrate/celebrate-screen';
import { Component as GameScreen } from '../../screens/game/game-screen';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(() => new Promise(() => undefined)),
  registerRemotes: jest.fn(),
}));

/** A screen at `path` for a Malayalam reader, on Atham (16 August 2026) by the server's clock. */
function renderInMalayalam(path: string, campaign: CampaignManifest, ui: ReactNode) {
  const device = () => Date.parse('2026-08-16T06:30:00Z');
  const clock = createTrustedClock(device);
  clock.observe({ serverMs: device(), deviceMs: device() });
  render(
    <LocaleContext.Provider value="ml">
      <QueryClientProvider client={new QueryClient()}>
        <BackendProvider backend={null}>
          <CampaignContext.Provider value={campaign}>
            <TrustedClockContext.Provider value={clock}>
              <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
            </TrustedClockContext.Provider>
          </CampaignContext.Provider>
        </BackendProvider>
      </QueryClientProvider>
    </LocaleContext.Provider>,
  );
}

beforeAll(installBrowserGaps);

it('a game not open yet names its day in Malayalam, with the games open meanwhile', () => {
  const campaign = manifestFixture(routeEdit('/eat', { schedule: { opensOn: 3 } }));
  renderInMalayalam('/eat', campaign, <GameScreen />);
  expect(screen.getByRole('heading', { level: 1, name: 'ഇതുവരെ തുറന്നിട്ടില്ല' })).toBeInTheDocument();
  expect(
    screen.getByText('സദ്യ തുറക്കുന്നത് മൂന്നാം നാൾ, ചോതി (ഓഗസ്റ്റ് 18). അന്ന് വീണ്ടും വരൂ!'),
  ).toBeInTheDocument();
  const others = screen.getByRole('navigation', { name: 'അതുവരെ ഇവ കളിക്കാം' });
  expect(within(others).getByRole('link', { name: 'പൂക്കളം' })).toHaveAttribute('href', '/game');
});

it('the card maker speaks Malayalam, and describes the card with the greeting in its own script', async () => {
  renderInMalayalam('/celebrate', manifestFixture(), <CelebrateScreen />);
  expect(screen.getByRole('heading', { level: 1, name: 'ആഘോഷിക്കാം' })).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: 'നിങ്ങളുടെ പേര്' })).toBeInTheDocument();
  expect(screen.getByRole('radio', { name: /ലളിതമായ ഓണാശംസ/ })).toBeChecked();
  expect(
    screen.getByRole('img', {
      name: 'ആശംസാ കാർഡ്: ഓണാശംസകൾ (ലളിതമായ ഓണാശംസ), ഒപ്പം പൂക്കളത്തിൽ കത്തിച്ചുവെച്ച നിലവിളക്ക്.',
    }),
  ).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'കാർഡ് ഉണ്ടാക്കാം' })).toBeInTheDocument();
  // With no creations on this device yet, it says in Malayalam which games make pictures.
  expect(await screen.findByText(/പൂക്കളമോ ഓണക്കോടിയോ കളിച്ച്/)).toBeInTheDocument();
});
