// Brings jest-dom's matcher types (the runtime matchers come from jest.config's setupFilesAfterEnv).
import '@testing-library/jest-dom';
import { createElement, type ComponentType } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { checkModule, type ModuleKind } from '@onam/shared/contracts/check-module';
import { HostProvider, type HostServices } from '@onam/shared/react/host-context';
import { GAME_CONTRACT_VERSION } from '@onam/shared/contracts/game';
import { PART_CONTRACT_VERSION } from '@onam/shared/contracts/parts';

// build-info.ts reads the global webpack defines at build time; the modules are imported only
// after it is set (see loadExposed).
(globalThis as Record<string, unknown>).__GAMES_VERSION__ = 'test';

interface ExposedModule {
  default: ComponentType<never>;
  meta: { kind: string; id: string; contractVersion: string; title?: { en: string } };
}

/** What remote-games/federation.config.js exposes, with the kind the host loads each one as. */
const exposed = {
  './dress': { kind: 'game', id: 'dress', load: () => import('../dress/dress-game') },
  './pookalam': { kind: 'game', id: 'pookalam', load: () => import('../pookalam/pookalam-game') },
  './sadya': { kind: 'game', id: 'sadya', load: () => import('../sadya/sadya-game') },
  './doll': { kind: 'doll', id: 'doll', load: () => import('../doll/doll') },
  './confetti': { kind: 'confetti', id: 'confetti', load: () => import('../confetti/confetti') },
  './tutorial': { kind: 'tutorial', id: 'tutorial', load: () => import('../tutorial/tutorial') },
  './stats-card': {
    kind: 'stats-card',
    id: 'stats-card',
    load: () => import('../stats-card/stats-card'),
  },
  './play-icon': {
    kind: 'play-icon',
    id: 'play-icon',
    load: () => import('../play-icon/play-icon'),
  },
  './multi-recorder': {
    kind: 'multi-recorder',
    id: 'multi-recorder',
    load: () => import('../multi-recorder/multi-recorder'),
  },
  './family-carpet': {
    kind: 'family-carpet',
    id: 'family-carpet',
    load: () => import('../family-carpet/family-carpet'),
  },
} satisfies Record<string, { kind: ModuleKind; id: string; load: () => Promise<unknown> }>;

type ExposedName = keyof typeof exposed;
const cases = (Object.keys(exposed) as ExposedName[]).map(
  (name) => [name, exposed[name].kind, exposed[name].id] as const,
);

async function loadExposed(name: ExposedName): Promise<ExposedModule> {
  return (await exposed[name].load()) as unknown as ExposedModule;
}

const host: HostServices = {
  brand: { product: 'Onam Utsavam', broadcaster: 'Kerala Vision', themeColor: '#1b5e20' },
  navigate: jest.fn(),
};

describe('remote-games exposed modules', () => {
  it('covers exactly what federation.config.js exposes', async () => {
    // The config is an ES module with node-only imports; read its exposes map as text.
    const { readFileSync } = await import('node:fs');
    const path = await import('node:path');
    const config = readFileSync(path.resolve(__dirname, '../../federation.config.js'), 'utf8');
    const names = [...config.matchAll(/'(\.\/[\w-]+)':\s*'\.\/src\//g)].map((match) => match[1]);
    expect(names.sort()).toEqual(Object.keys(exposed).sort());
  });

  it.each(cases)('%s passes the host’s contract check as kind %s', async (name, kind) => {
    const mod = await loadExposed(name);
    const check = checkModule(mod, kind);
    expect(check).toEqual({ ok: true, module: mod });
  });

  it.each(cases)('%s (kind %s) declares the id %s', async (name, kind, id) => {
    const { meta } = await loadExposed(name);
    expect(meta.id).toBe(id);
    expect(meta.kind).toBe(kind === 'game' ? 'game' : 'part');
    expect(meta.contractVersion).toBe(
      kind === 'game' ? GAME_CONTRACT_VERSION : PART_CONTRACT_VERSION,
    );
  });

  it.each(cases.filter(([, kind]) => kind === 'game'))('%s has an English title', async (name) => {
    const { meta } = await loadExposed(name);
    expect(meta.title?.en).toEqual(expect.any(String));
    expect(meta.title?.en.length).toBeGreaterThan(0);
  });

  it('the play icon is an image with the given accessible name', async () => {
    const { default: PlayIcon } = await import('../play-icon/play-icon');
    render(createElement(PlayIcon, { label: 'Play the pookalam game', size: 64 }));
    const icon = screen.getByRole('img', { name: 'Play the pookalam game' });
    expect(icon).toHaveAttribute('width', '64');
    expect(icon).toHaveAttribute('height', '64');
  });

  it('the play icon is 48 pixels by default', async () => {
    const { default: PlayIcon } = await import('../play-icon/play-icon');
    render(createElement(PlayIcon, { label: 'Play' }));
    expect(screen.getByRole('img', { name: 'Play' })).toHaveAttribute('width', '48');
  });

  it.each([
    ['./pookalam', 'Pookalam'],
    ['./dress', 'Dress up for Onam'],
    ['./sadya', 'Onam sadya'],
  ] as const)('the game %s shows its title and the host’s product name', async (name, title) => {
    const { default: Game } = await exposed[name].load();
    render(
      createElement(HostProvider, {
        value: host,
        children: createElement(Game, { locale: 'en', onFinish: jest.fn() }),
      }),
    );
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByText('Part of Onam Utsavam')).toBeInTheDocument();
    expect(screen.getByText('Games version test')).toBeInTheDocument();
  });

  it('a game rendered outside the host’s HostProvider fails loudly', async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const { default: Game } = await import('../pookalam/pookalam-game');
      expect(() => render(createElement(Game, { locale: 'en', onFinish: jest.fn() }))).toThrow(
        /HostProvider/,
      );
    } finally {
      consoleError.mockRestore();
    }
  });

  it('the tutorial part renders only while open and reports Close', async () => {
    const { default: Tutorial } = await import('../tutorial/tutorial');
    const onClose = jest.fn();
    const props = { locale: 'en', topic: 'welcome', onClose } as const;
    const { rerender } = render(createElement(Tutorial, { ...props, open: false }));
    expect(screen.queryByRole('region')).not.toBeInTheDocument();

    rerender(createElement(Tutorial, { ...props, open: true }));
    expect(screen.getByRole('heading', { name: 'Pick a game' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Close the tutorial' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('the multi-recorder part states the limits it was given', async () => {
    const { default: MultiRecorder } = await import('../multi-recorder/multi-recorder');
    render(createElement(MultiRecorder, { locale: 'en', maxClips: 5, maxClipSeconds: 60 }));
    expect(screen.getByText('Up to 5 clips of at most 60 seconds each.')).toBeInTheDocument();
  });

  it('the family-carpet part draws the carpet it is given and says its board’s size', async () => {
    const { default: FamilyCarpet } = await import('../family-carpet/family-carpet');
    const onBoardSize = jest.fn();
    render(
      createElement(FamilyCarpet, {
        locale: 'en',
        options: { symmetry: 8, mode: 'day', day: 1 },
        cells: ['a', 'a'],
        rings: [0, 0],
        centrepiece: 'none',
        myColour: 0,
        readOnly: true,
        onLay: jest.fn(),
        onBoardSize,
      }),
    );
    expect(
      screen.getByRole('img', { name: 'Family pookalam: 2 of 17 cells laid' }),
    ).toBeInTheDocument();
    expect(onBoardSize).toHaveBeenCalledWith(17);
  });
});
