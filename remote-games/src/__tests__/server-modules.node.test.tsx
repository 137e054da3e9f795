/**
 * @jest-environment node
 */
// In Node, as the host's prerenderer runs them: no window, no document, no storage.
import { renderToString } from 'react-dom/server';
import { HostProvider } from '@onam/shared/react/host-context';

(globalThis as Record<string, unknown>).__GAMES_VERSION__ = 'test';

describe("the games' server part, in Node", () => {
  it.each(['dress', 'pookalam', 'sadya'])(
    "draws %s's first screen without a browser",
    async (id) => {
      expect(typeof window).toBe('undefined');
      const { modules } = await import('../server-modules');
      const load = modules[id];
      if (!load) throw new Error(`no server module ${id}`);
      const { default: Game, meta } = await load();
      const html = renderToString(
        <HostProvider
          value={{
            brand: { product: 'Onam Utsavam', broadcaster: 'Kerala Vision', themeColor: '#1b5e20' },
            navigate: () => undefined,
          }}
        >
          <Game locale="ml" onFinish={() => undefined} />
        </HostProvider>,
      );
      expect(html).toContain(`<h1`);
      expect(html).toContain(meta.title.ml);
      expect(html).toContain('Onam Utsavam');
    },
  );
});
