import { act, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { checkModule } from '@onam/shared/contracts/check-module';
import type { GameProps } from '@onam/shared/contracts/game';
import { HostProvider, type HostServices } from '@onam/shared/react/host-context';

// build-info.ts reads the build's define; the modules are imported after it is set.
(globalThis as Record<string, unknown>).__GAMES_VERSION__ = 'test';

jest.mock('canvas-confetti', () => ({
  __esModule: true,
  default: { create: () => Object.assign(async () => undefined, { reset: () => undefined }) },
}));

const host: HostServices = {
  brand: {
    product: 'Onam Utsavam',
    broadcaster: 'Kerala Vision',
    themeColor: '#1b5e20',
  },
  navigate: () => undefined,
};

function page(Game: ComponentType<GameProps>) {
  return (
    <HostProvider value={host}>
      <Game locale="en" onFinish={() => undefined} />
    </HostProvider>
  );
}

async function serverModules() {
  const { modules } = await import('../server-modules');
  return modules;
}

// A visitor who has never played: the device's memory differs most from a server's.
beforeEach(() => localStorage.clear());

describe("the games' server part", () => {
  it('offers the three games, each a game module under the contract', async () => {
    const modules = await serverModules();
    expect(Object.keys(modules).sort()).toEqual(['dress', 'pookalam', 'sadya']);
    for (const load of Object.values(modules)) {
      expect(checkModule(await load(), 'game')).toMatchObject({ ok: true });
    }
  });

  it.each(['dress', 'pookalam', 'sadya'])(
    "draws %s's first screen so that the page adopts it as it stands, and its Start opens the first-play tutorial",
    async (id) => {
      const modules = await serverModules();
      const load = modules[id];
      if (!load) throw new Error(`no server module ${id}`);
      const { default: Game } = await load();
      const container = document.createElement('div');
      // Drawn as a server draws it: it has no storage to read a visitor's memory from.
      const noStorage = jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
        throw new Error('no storage on a server');
      });
      container.innerHTML = renderToString(page(Game));
      noStorage.mockRestore();
      document.body.append(container);
      const heading = container.querySelector('h1');
      expect(heading).not.toBeNull();
      expect(container.textContent).not.toContain('Close the tutorial');

      const mismatches: unknown[] = [];
      let root: Root | undefined;
      await act(async () => {
        root = hydrateRoot(container, page(Game), {
          onRecoverableError: (error) => mismatches.push(error),
        });
      });
      expect(mismatches).toEqual([]);
      expect(container.querySelector('h1')).toBe(heading);
      // Nothing opens by itself over the adopted page; the first Start opens the tutorial.
      expect(screen.queryByRole('button', { name: 'Close the tutorial' })).not.toBeInTheDocument();
      const start = container.querySelector<HTMLButtonElement>('button[class*="start"]');
      expect(start).not.toBeNull();
      act(() => start?.click());
      // The sheet's code comes at the first press (load-tutorial-sheet.ts).
      expect(await screen.findByRole('button', { name: 'Close the tutorial' })).toBeInTheDocument();
      act(() => root?.unmount());
      container.remove();
    },
  );
});
