import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { manifestFixture, routeEdit } from '@onam/shared/manifest/__tests__/manifest-fixture';
import type { CampaignManifest } from '@onam/shared/manifest/schema';
import { CampaignContext, TrustedClockContext } from '../../../campaign/campaign-context';
import { Component as GameScreen } from '../game-screen';
import { createTrustedClock } from '../../../campaign/trusted-clock';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(() => new Promise(() => undefined)),
  registerRemotes: jest.fn(),
}));

/** The game screen at `path`, on a day the server's clock decides (the device says September). */
function renderGame(path: string, campaign: CampaignManifest, serverIso = '2026-08-16T06:30:00Z') {
  const device = () => Date.parse('2026-09-30T06:30:00Z');
  const clock = createTrustedClock(device);
  clock.observe({ serverMs: Date.parse(serverIso), deviceMs: device() });
  render(
    <QueryClientProvider client={new QueryClient()}>
      <CampaignContext.Provider value={campaign}>
        <TrustedClockContext.Provider value={clock}>
          <MemoryRouter initialEntries={[path]}>
            <GameScreen />
          </MemoryRouter>
        </TrustedClockContext.Provider>
      </CampaignContext.Provider>
    </QueryClientProvider>,
  );
}

const otherGames = () =>
  within(screen.getByRole('navigation', { name: 'Meanwhile, you can play' }))
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);

it("a game not open yet says which day it opens, by the server's date, with the other games", () => {
  renderGame('/eat', manifestFixture(routeEdit('/eat', { schedule: { opensOn: 3 } })));
  expect(screen.getByRole('heading', { level: 1, name: 'Not open yet' })).toBeInTheDocument();
  expect(
    screen.getByText('Sadya opens on day 3, Chothi (18 August). Come back then!'),
  ).toBeInTheDocument();
  expect(otherGames()).toEqual([
    ['Dress up', '/dress'],
    ['Pookalam', '/game'],
    ['Greetings', '/talk'],
  ]);
});

it('the same schedule is open once the server says day 3 has come', () => {
  renderGame(
    '/eat',
    manifestFixture(routeEdit('/eat', { schedule: { opensOn: 3 } })),
    '2026-08-17T18:30:00Z', // midnight in Kerala: Chothi
  );
  expect(screen.queryByRole('heading', { name: 'Not open yet' })).not.toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent('Loading…'); // the game is on its way
});

it('a disabled game is resting, with no date promised', () => {
  renderGame('/dress', manifestFixture(routeEdit('/dress', { enabled: false })));
  expect(screen.getByRole('heading', { level: 1, name: 'This game is resting' })).toBeVisible();
  expect(screen.getByText('Dress up is taking a break for now. It will be back.')).toBeVisible();
  expect(otherGames().map(([title]) => title)).toEqual(['Sadya', 'Pookalam', 'Greetings']);
});

it('a game past its closing day has closed for this Onam', () => {
  renderGame(
    '/game',
    manifestFixture(routeEdit('/game', { schedule: { closesAfter: 10 } })),
    '2026-08-27T06:30:00Z',
  );
  expect(
    screen.getByRole('heading', { level: 1, name: 'This game has closed for this Onam' }),
  ).toBeVisible();
  expect(screen.getByText('Thank you for playing Pookalam. See you next Onam!')).toBeVisible();
});

it('with no other game open, the page leads back home', () => {
  renderGame(
    '/dress',
    manifestFixture((m) => {
      for (const route of Object.values(m.routes)) if (route) route.enabled = false;
    }),
  );
  expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/');
});

it("the switch-off shows the operator's message instead of any game", () => {
  renderGame(
    '/game',
    manifestFixture((m) => (m.switchOff = { message: 'Games are back at 6 pm after the news.' })),
  );
  expect(screen.getByRole('heading', { level: 1, name: 'Games are paused' })).toBeVisible();
  expect(screen.getByRole('status')).toHaveTextContent('Games are back at 6 pm after the news.');
  expect(screen.getByRole('link', { name: 'Back to the home page' })).toBeVisible();
});
