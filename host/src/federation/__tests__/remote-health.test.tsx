import { render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { LocaleContext } from '@onam/shared/react/locale-context';
import { GAME_CONTRACT_VERSION, type GameModule } from '@onam/shared/contracts/game';

const reported: [string, string][] = [];
jest.mock('../health-report', () => ({
  reportHealth: (remote: string, what: string) => reported.push([remote, what]),
  watchTileTaps: () => undefined,
}));
jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));

import { loadRemote } from '@module-federation/enhanced/runtime';
import { loadFederatedModule } from '../load-module';
import { LoadedModule, RemoteBoundary, remoteModuleQuery } from '../remote-module';

const POOKALAM = { remote: 'games', module: 'pookalam' };
const gameModule = (Game: () => null): GameModule => ({
  default: Game,
  meta: {
    kind: 'game',
    id: 'pookalam',
    title: { en: 'Pookalam' },
    contractVersion: GAME_CONTRACT_VERSION,
  },
});

beforeEach(() => {
  reported.length = 0;
});

describe('health per version from the federation layer', () => {
  it('counts every load, and a failed one as a failure too', async () => {
    (loadRemote as jest.Mock).mockResolvedValueOnce(gameModule(() => null));
    await loadFederatedModule(POOKALAM, 'game');
    (loadRemote as jest.Mock).mockRejectedValueOnce(new Error('ScriptExternalLoadError'));
    await expect(loadFederatedModule(POOKALAM, 'game')).rejects.toThrow('did not answer');
    expect(reported).toEqual([
      ['games', 'loads'],
      ['games', 'loads'],
      ['games', 'loadFailures'],
    ]);
  });

  it('counts a module that throws while it renders as a render error of its remote', () => {
    const client = new QueryClient();
    const Broken = (): null => {
      throw new Error('broken on mount');
    };
    client.setQueryData(remoteModuleQuery(POOKALAM, 'game').queryKey, gameModule(Broken));
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <QueryClientProvider client={client}>
        <LocaleContext value="en">
          <RemoteBoundary kind="game">
            <LoadedModule moduleRef={POOKALAM} kind="game">
              {({ default: Game }) => <Game locale="en" onFinish={() => undefined} />}
            </LoadedModule>
          </RemoteBoundary>
        </LocaleContext>
      </QueryClientProvider>,
    );
    expect(screen.getByRole('alert')).toBeInTheDocument();
    expect(reported).toEqual([['games', 'renderErrors']]);
  });
});
