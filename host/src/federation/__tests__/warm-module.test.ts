import { moduleFilesOf, warmRemoteModule } from '../warm-module';

jest.mock('../register-remotes', () => ({
  registeredEntry: (name: string) =>
    name === 'games' ? 'https://games.example/1.4.0/mf-manifest.json' : undefined,
}));

/** As the games remote's build writes it (remote-games/dist/mf-manifest.json), cut short. */
const manifest = {
  id: 'games',
  name: 'games',
  metaData: {
    name: 'games',
    remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' },
    publicPath: 'auto',
  },
  shared: [],
  remotes: [],
  exposes: [
    {
      id: 'games:dress',
      name: 'dress',
      path: './dress',
      assets: {
        js: { sync: ['js/710.177362f2.js', 'js/__federation_expose_dress.48b13a13.js'], async: [] },
        css: { sync: ['css/__federation_expose_dress.901c740b.css'], async: [] },
      },
    },
    {
      id: 'games:pookalam',
      name: 'pookalam',
      path: './pookalam',
      assets: {
        js: { sync: ['js/710.177362f2.js', 'js/__federation_expose_pookalam.5112e0d7.js'] },
        css: { sync: [] },
      },
    },
  ],
};
const AT = 'https://games.example/1.4.0/mf-manifest.json';

describe('moduleFilesOf', () => {
  it('names the entry and the module’s own scripts and styles, beside the manifest', () => {
    expect(moduleFilesOf(manifest, 'dress', AT)).toEqual([
      'https://games.example/1.4.0/remoteEntry.js',
      'https://games.example/1.4.0/js/710.177362f2.js',
      'https://games.example/1.4.0/js/__federation_expose_dress.48b13a13.js',
      'https://games.example/1.4.0/css/__federation_expose_dress.901c740b.css',
    ]);
  });

  it('follows a public path the build names', () => {
    const elsewhere = {
      ...manifest,
      metaData: { ...manifest.metaData, publicPath: 'https://cdn.example/games/' },
    };
    expect(moduleFilesOf(elsewhere, 'pookalam', AT)).toEqual([
      'https://cdn.example/games/remoteEntry.js',
      'https://cdn.example/games/js/710.177362f2.js',
      'https://cdn.example/games/js/__federation_expose_pookalam.5112e0d7.js',
    ]);
  });

  it.each([
    ['a module the remote does not expose', manifest, 'sadya'],
    ['a manifest that is not one', 'not json', 'dress'],
    ['a manifest without exposes', { metaData: manifest.metaData }, 'dress'],
    [
      'a file that is a script address',
      {
        ...manifest,
        exposes: [{ name: 'dress', assets: { js: { sync: ['javascript:alert(1)'] } } }],
      },
      'dress',
    ],
  ])('names nothing for %s', (_, shape, module) => {
    expect(
      moduleFilesOf(shape, module, AT).filter((url) => !url.endsWith('remoteEntry.js')),
    ).toEqual([]);
  });
});

describe('warmRemoteModule', () => {
  beforeEach(() => {
    document.head.innerHTML = '';
  });

  it('asks the browser to download the files once each, and runs none of them', async () => {
    const fetchJson = jest.fn(async () => manifest);
    await warmRemoteModule({ remote: 'games', module: 'dress' }, { fetchJson });
    await warmRemoteModule({ remote: 'games', module: 'pookalam' }, { fetchJson });
    expect(fetchJson).toHaveBeenCalledWith(AT);
    const links = [...document.head.querySelectorAll('link')];
    expect(links.every((link) => link.rel === 'prefetch')).toBe(true);
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      'https://games.example/1.4.0/remoteEntry.js',
      'https://games.example/1.4.0/js/710.177362f2.js',
      'https://games.example/1.4.0/js/__federation_expose_dress.48b13a13.js',
      'https://games.example/1.4.0/css/__federation_expose_dress.901c740b.css',
      'https://games.example/1.4.0/js/__federation_expose_pookalam.5112e0d7.js',
    ]);
    expect(document.querySelectorAll('script')).toHaveLength(0);
  });

  it('does nothing for a remote the campaign does not name, or a manifest that fails', async () => {
    await warmRemoteModule({ remote: 'auth', module: 'dialog' });
    await warmRemoteModule(
      { remote: 'games', module: 'dress' },
      { fetchJson: () => Promise.reject(new Error('offline')) },
    );
    expect(document.head.querySelectorAll('link')).toHaveLength(0);
  });
});
