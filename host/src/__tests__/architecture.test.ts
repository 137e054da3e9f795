/** @jest-environment node */
// How the repository's code may import itself (docs/decisions/031 for the host's folders). Every
// import counts: static, type-only, re-exports, import() and require(), since a lazy screen that
// imports what lists it is still a circle a reader has to untangle. Each rule is run first on a
// small made-up graph, so a rule that could catch nothing fails too.
import {
  crossFolderImports,
  cycles,
  folderGraph,
  forbiddenImports,
  importsOf,
  layerViolations,
  type Graph,
} from './architecture/graph-rules';
import { isTestFile, readImportGraph } from './architecture/import-graph';

const APPS = ['host', 'remote-games', 'remote-auth'];
/** The trees whose files may not import in a circle. */
const SOURCE_ROOTS = ['host/src', 'shared/src', 'remote-games/src', 'remote-auth/src'];
/** deploy/'s folders of code; campaigns/ holds manifests, nothing that imports. */
const DEPLOY_ROOTS = [
  'functions',
  'cli',
  'hosting',
  'preview',
  'scripts',
  'bench',
  'rules-tests',
].map((folder) => `deploy/${folder}`);

/**
 * The host's folders, top layer first (decision 031): a folder imports its own layer's and those
 * below. `index.ts` and `bootstrap.tsx` stand for themselves.
 */
const HOST_LAYERS = [
  ['index.ts', 'bootstrap.tsx', 'prerender', 'start'],
  ['app'],
  ['layouts', 'screens'],
  ['plays', 'wishes', 'consent'],
  ['navigation', 'campaign', 'federation', 'loading', 'pwa', 'analytics', 'backend'],
  ['i18n', 'styles'],
];

const packageOf = (file: string) => file.split('/')[0] ?? file;
const inApp = (file: string) => APPS.includes(packageOf(file));
const inDeploy = (file: string) => packageOf(file) === 'deploy';
const inShared = (file: string) => packageOf(file) === 'shared';
/** host/src/<folder>/…, or the file itself at the top (index.ts, bootstrap.tsx). */
const hostFolder = (file: string) =>
  file.startsWith('host/src/') ? file.split('/')[2] : undefined;
/** The screen a file of host/src/screens/<screen>/ belongs to. */
const screenOf = (file: string) =>
  file.startsWith('host/src/screens/') ? file.split('/')[3] : undefined;
/** deploy/<folder>/…; the files at deploy/'s top (configs) are in no folder. */
const deployFolder = (file: string) => {
  const parts = file.split('/');
  return parts[0] === 'deploy' && parts.length > 2 ? parts[1] : undefined;
};

const graph = readImportGraph([...SOURCE_ROOTS, 'shared/build', ...DEPLOY_ROOTS]);
/**
 * What the code itself imports. A test is imported by nothing, so what it imports (the code it
 * tests, from wherever) adds no way back: the folder rules leave tests out, the circles do not.
 */
const code = importsOf(graph, (file) => !isTestFile(file));

it('reads the sources it should', () => {
  // A broken reader would pass every rule below by finding nothing.
  expect(graph.get('host/src/bootstrap.tsx')).toEqual(
    expect.arrayContaining(['host/src/start/app.tsx', 'shared/src/canary/device-side.ts']),
  );
  expect(graph.get('host/src/start/app.tsx')).toEqual(
    expect.arrayContaining(['host/src/app/router.tsx']),
  );
  expect(graph.get('host/src/app/routes.tsx')).toEqual(
    expect.arrayContaining(['host/src/screens/home/home-screen.tsx']),
  );
  expect(graph.get('host/src/app/providers.tsx')).toEqual(
    expect.arrayContaining(['shared/src/react/host-context.tsx']),
  );
  expect(graph.get('deploy/scripts/with-emulators.mjs')).toEqual(
    expect.arrayContaining(['deploy/scripts/emulators.mjs']),
  );
  expect([...graph.keys()]).toEqual(
    expect.arrayContaining(['deploy/functions/src/index.ts', 'remote-auth/src/index.ts']),
  );
});

describe('no file imports itself round a circle', () => {
  it('finds a circle when there is one', () => {
    const loop: Graph = new Map([
      ['a.ts', ['b.ts']],
      ['b.ts', ['c.ts', 'd.ts']],
      ['c.ts', ['a.ts']],
      ['d.ts', []],
    ]);
    expect(cycles(loop)).toEqual(['a.ts → b.ts → c.ts → a.ts  (3 in the circle)']);
  });

  it(`holds in ${SOURCE_ROOTS.join(', ')}`, () => {
    const inRoots = (file: string) => SOURCE_ROOTS.some((root) => file.startsWith(`${root}/`));
    expect(cycles(importsOf(graph, inRoots))).toEqual([]);
  });
});

describe("the host's folders keep the layers of decision 031", () => {
  it('finds an import that goes up, and a folder given no layer', () => {
    const made: Graph = new Map([
      ['host/src/campaign/store.ts', ['host/src/app/routes.tsx', 'host/src/i18n/messages.ts']],
      ['host/src/screens/home/home.tsx', ['host/src/navigation/link.tsx']],
      ['host/src/gadgets/thing.ts', ['host/src/i18n/messages.ts']],
    ]);
    expect(layerViolations(made, HOST_LAYERS, hostFolder)).toEqual([
      'gadgets is in no layer',
      'host/src/campaign/store.ts → host/src/app/routes.tsx (campaign, layer 5, imports app, layer 2)',
    ]);
  });

  it('holds in host/src', () => {
    expect(layerViolations(code, HOST_LAYERS, hostFolder)).toEqual([]);
  });

  it('finds folders that import each other, in one layer or not', () => {
    const made: Graph = new Map([
      ['host/src/campaign/a.ts', ['host/src/federation/b.ts']],
      ['host/src/federation/b.ts', ['host/src/federation/c.ts']],
      ['host/src/federation/c.ts', ['host/src/campaign/d.ts']],
    ]);
    expect(cycles(folderGraph(made, hostFolder))).toEqual([
      'campaign → federation → campaign  (2 in the circle)',
    ]);
  });

  it('has no two host folders importing each other', () => {
    expect(cycles(folderGraph(code, hostFolder))).toEqual([]);
  });
});

describe('no screen imports another screen', () => {
  it("finds a screen importing another's file, stylesheet or not", () => {
    const made: Graph = new Map([
      [
        'host/src/screens/wall/wall.tsx',
        [
          'host/src/screens/wall/messages.ts',
          'host/src/screens/celebrate/card.ts',
          'host/src/wishes/hooks.ts',
        ],
      ],
      ['host/src/screens/celebrate/publish.tsx', ['host/src/screens/wall/wall.module.css']],
      ['host/src/app/routes.tsx', ['host/src/screens/wall/wall.tsx']],
    ]);
    expect(crossFolderImports(made, screenOf)).toEqual([
      'host/src/screens/wall/wall.tsx → host/src/screens/celebrate/card.ts',
      'host/src/screens/celebrate/publish.tsx → host/src/screens/wall/wall.module.css',
    ]);
  });

  it('holds in host/src/screens', () => {
    expect(crossFolderImports(code, screenOf)).toEqual([]);
  });
});

describe('the packages import one way', () => {
  it('finds an app importing deploy/, and shared importing an app or deploy/', () => {
    const made: Graph = new Map([
      ['remote-games/src/game.ts', ['deploy/cli/release.ts', 'shared/src/a.ts']],
      ['host/src/x.ts', ['deploy/package.json']],
      ['shared/src/a.ts', ['host/src/app/routes.tsx', 'deploy/scripts/apps.mjs']],
      ['deploy/hosting/prerender.mjs', ['host/src/prerender/server-entry.ts']],
    ]);
    expect(forbiddenImports(made, inApp, inDeploy)).toEqual([
      'remote-games/src/game.ts → deploy/cli/release.ts',
      'host/src/x.ts → deploy/package.json',
    ]);
    expect(forbiddenImports(made, inShared, (file) => inApp(file) || inDeploy(file))).toEqual([
      'shared/src/a.ts → host/src/app/routes.tsx',
      'shared/src/a.ts → deploy/scripts/apps.mjs',
    ]);
  });

  it(`keeps ${APPS.join(', ')} from importing deploy/`, () => {
    expect(forbiddenImports(code, inApp, inDeploy)).toEqual([]);
  });

  it('keeps shared from importing an app or deploy/', () => {
    expect(forbiddenImports(code, inShared, (file) => inApp(file) || inDeploy(file))).toEqual([]);
  });
});

describe("deploy/'s folders import one way", () => {
  it('finds two folders importing each other', () => {
    const made: Graph = new Map([
      ['deploy/scripts/bench.mjs', ['deploy/bench/lighthouse.mjs', 'deploy/scripts/apps.mjs']],
      ['deploy/bench/lighthouse.mjs', ['deploy/scripts/chromium.mjs']],
      ['deploy/cli/release.ts', ['deploy/scripts/apps.mjs']],
    ]);
    expect(cycles(folderGraph(made, deployFolder))).toEqual([
      'bench → scripts → bench  (2 in the circle)',
    ]);
  });

  it(`has no circle among ${DEPLOY_ROOTS.join(', ')}`, () => {
    expect(cycles(folderGraph(code, deployFolder))).toEqual([]);
  });
});
