import { preloadLandingRemote, remoteEntryOf } from '../landing-preload';

const preloads = () =>
  [...document.head.querySelectorAll('link[rel="preload"]')].map((link) => ({
    href: link.getAttribute('href'),
    as: link.getAttribute('as'),
    crossorigin: link.getAttribute('crossorigin'),
  }));
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => document.head.replaceChildren());

it('asks early for the manifest of the remote whose part the dashboard shows at once', async () => {
  const campaign = {
    remotes: { games: { entry: 'https://games.example/1.0.0/mf-manifest.json' } },
  };
  preloadLandingRemote('/dashboard', Promise.resolve(campaign));
  await settled();
  expect(preloads()).toEqual([
    { href: 'https://games.example/1.0.0/mf-manifest.json', as: 'fetch', crossorigin: 'anonymous' },
  ]);
});

it('asks for nothing on another page, or when the campaign could not be read', async () => {
  const campaign = {
    remotes: { games: { entry: 'https://games.example/1.0.0/mf-manifest.json' } },
  };
  preloadLandingRemote('/game', Promise.resolve(campaign));
  preloadLandingRemote('/dashboard', Promise.resolve(null));
  await settled();
  expect(preloads()).toEqual([]);
});

it.each([
  ['no remotes', {}],
  ['another remote only', { remotes: { auth: { entry: 'https://a.example/mf-manifest.json' } } }],
  ['an entry that is not text', { remotes: { games: { entry: 42 } } }],
  ['a script URL', { remotes: { games: { entry: 'javascript:alert(1)' } } }],
  ['a data URL', { remotes: { games: { entry: 'data:text/plain,x' } } }],
])('takes no hint from a campaign with %s', (_name, campaign) => {
  expect(remoteEntryOf(campaign, 'games')).toBeNull();
});
