/** @jest-environment node */
import { localManifestText, manifestJson } from '@onam/shared/manifest/__tests__/manifest-fixture';
import { parseCampaignManifest } from '@onam/shared/manifest/schema';
import {
  addGame,
  describeChanges,
  EditError,
  feature,
  setRetired,
  festivalDay,
  isReleaseVersion,
  manifestText,
  mapRoute,
  promote,
  remoteBase,
  routePath,
  schedule,
  setEnabled,
  setVersion,
  switchOff,
  switchOn,
  unschedule,
  versionedEntry,
  type ManifestJson,
} from '../manifest-edit';

describe('routePath', () => {
  it.each([
    ['/game', '/game'],
    ['game', '/game'],
    ['/talk', '/talk'],
    ['play/vallam-kali', '/play/vallam-kali'],
  ])('%s is the route %s', (typed, path) => {
    expect(routePath(typed)).toBe(path);
  });

  it('refuses an unknown route and lists the game routes', () => {
    expect(() => routePath('/snake')).toThrow(
      new EditError(
        'unknown route "/snake": the game routes are /dress, /eat, /game, /talk, and /play/<game id> for an added game (lower-case letters, digits and hyphens)',
      ),
    );
    expect(() => routePath('/play/Vallam')).toThrow(EditError);
    expect(() => routePath('/play/all')).toThrow(EditError);
  });
});

describe('adding, retiring and bringing back a game', () => {
  const VALLAM = {
    id: 'vallam',
    remote: 'vallam',
    version: '1.0.0',
    entry: 'http://localhost:3031/1.0.0/mf-manifest.json',
    module: 'race',
    title: 'Vallam kali',
    titleMl: 'വള്ളംകളി',
  };

  it('adds a game at /play/<id>, with its remote, and the manifest stays valid', () => {
    const next = addGame(manifestJson(), VALLAM);
    expect(next.remotes.vallam).toEqual({ entry: VALLAM.entry, version: '1.0.0' });
    expect(next.routes['/play/vallam']).toEqual({
      remote: 'vallam',
      module: 'race',
      title: 'Vallam kali',
      titleMl: 'വള്ളംകളി',
      enabled: true,
    });
    expect(parseCampaignManifest(next).ok).toBe(true);
  });

  it('adds a game on a remote the campaign has, with its module named by its id', () => {
    const next = addGame(manifestJson(), {
      id: 'uriyadi',
      remote: 'games',
      version: manifestJson().remotes.games?.version ?? '',
      title: 'Uriyadi',
    });
    expect(next.routes['/play/uriyadi']).toMatchObject({ remote: 'games', module: 'uriyadi' });
    expect(next.remotes).toEqual(manifestJson().remotes);
  });

  it('refuses an id that is none, a game the campaign has, a retired one, and no title', () => {
    expect(() => addGame(manifestJson(), { ...VALLAM, id: 'Vallam Kali' })).toThrow(
      /"Vallam Kali" is not a game id/,
    );
    const added = addGame(manifestJson(), VALLAM);
    expect(() => addGame(added, VALLAM)).toThrow('the campaign has /play/vallam already');
    expect(() => addGame(manifestJson(), { ...VALLAM, id: 'pookalam' })).toThrow(
      '/game plays pookalam already',
    );
    const retired = setRetired(added, '/play/vallam', true);
    expect(() => addGame(retired, VALLAM)).toThrow(
      '/play/vallam is retired: bring it back with: unretire /play/vallam',
    );
    expect(() => addGame(manifestJson(), { ...VALLAM, title: ' ' })).toThrow(
      'a new game needs the title its tile shows',
    );
  });

  it('retires a game, keeping its route, and takes it off the days that feature it', () => {
    const featured = feature(addGame(manifestJson(), VALLAM), 3, '/play/vallam');
    const retired = setRetired(featured, '/play/vallam', true);
    expect(retired.routes['/play/vallam']).toMatchObject({ retired: true, title: 'Vallam kali' });
    expect(retired.festival.days[2]).not.toHaveProperty('featured');
    expect(parseCampaignManifest(retired).ok).toBe(true);
    expect(() => feature(retired, 4, '/play/vallam')).toThrow(
      '/play/vallam is retired: a day cannot feature it',
    );
    const back = setRetired(retired, '/play/vallam', false);
    expect(back.routes['/play/vallam']).not.toHaveProperty('retired');
    expect(() => setRetired(back, '/play/vallam', false)).toThrow('/play/vallam is not retired');
    expect(() => setRetired(retired, '/play/vallam', true)).toThrow(
      '/play/vallam is retired already',
    );
  });

  it('retires no recorder: it is switched off instead', () => {
    expect(() => setRetired(manifestJson(), '/talk', true)).toThrow(
      '/talk records greetings and is no game: switch it off with disable /talk',
    );
  });
});

describe('remote entries by version', () => {
  it.each([
    ['http://localhost:3001/mf-manifest.json', '0.1.0', 'http://localhost:3001/'],
    ['http://localhost:3001/0.1.0/mf-manifest.json', '0.1.0', 'http://localhost:3001/'],
    ['https://cdn.example/games/1.2.3/mf-manifest.json', '1.2.3', 'https://cdn.example/games/'],
    // A folder that is not the entry's own version is part of where the remote lives.
    ['https://cdn.example/games/mf-manifest.json', '1.2.3', 'https://cdn.example/games/'],
  ])('%s (version %s) lives under %s', (entry, version, base) => {
    expect(remoteBase(entry, version)).toBe(base);
  });

  it('puts a version in its own folder beside the base', () => {
    expect(versionedEntry('http://localhost:3001/', '0.2.0')).toBe(
      'http://localhost:3001/0.2.0/mf-manifest.json',
    );
  });

  it.each(['0.2.0', '1.0.0-rc.1', '10.20.30'])('%s is a release version', (v) => {
    expect(isReleaseVersion(v)).toBe(true);
  });

  it.each(['0.2', 'v0.2.0', '0.2.0/../x', 'swap-test', '0.2.0+build', ''])(
    '"%s" is not a release version',
    (v) => {
      expect(isReleaseVersion(v)).toBe(false);
    },
  );
});

describe('setVersion', () => {
  it('points a remote at the new version beside its current entry', () => {
    const before = manifestJson();
    const after = setVersion(before, 'games', '0.2.0');
    expect(after.remotes.games).toEqual({
      entry: 'http://localhost:3001/0.2.0/mf-manifest.json',
      version: '0.2.0',
    });
    expect(before.remotes.games?.version).toBe('0.1.0'); // the input is not changed
    expect(after.remotes.auth).toEqual(before.remotes.auth);
  });

  it('takes an explicit entry as it is', () => {
    const after = setVersion(
      manifestJson(),
      'games',
      'swap-test',
      'http://localhost:3011/mf-manifest.json',
    );
    expect(after.remotes.games).toEqual({
      entry: 'http://localhost:3011/mf-manifest.json',
      version: 'swap-test',
    });
  });

  it('refuses an unknown remote without an entry, naming the remotes', () => {
    expect(() => setVersion(manifestJson(), 'gamez', '0.2.0')).toThrow(
      /no remote "gamez" in this manifest \(remotes: games, auth\)/,
    );
  });

  it('adds a new remote when given its entry', () => {
    const after = setVersion(
      manifestJson(),
      'quiz',
      '1.0.0',
      'https://quiz.example/1.0.0/mf-manifest.json',
    );
    expect(after.remotes.quiz?.version).toBe('1.0.0');
  });

  it('refuses a version that cannot be a folder, unless the entry is given', () => {
    expect(() => setVersion(manifestJson(), 'games', 'latest')).toThrow(/not a release version/);
  });
});

describe('mapRoute', () => {
  it('swaps the module a route shows, keeps its state, and takes the name the campaign gives that game', () => {
    const manifest = manifestJson();
    Object.assign(manifest.routes['/eat'] ?? {}, { title: 'Onam Sadya', titleMl: 'ഓണസദ്യ' });
    const after = mapRoute(manifest, '/game', 'games', 'sadya');
    expect(after.routes['/game']).toEqual({
      remote: 'games',
      module: 'sadya',
      title: 'Onam Sadya',
      titleMl: 'ഓണസദ്യ',
      enabled: true,
    });
  });

  it("takes the game's own name in both languages when no route of the campaign shows it", () => {
    const manifest = manifestJson();
    delete manifest.routes['/dress'];
    expect(mapRoute(manifest, '/game', 'games', 'dress').routes['/game']).toMatchObject({
      module: 'dress',
      title: 'Dress up',
      titleMl: 'ഓണക്കോടി',
    });
  });

  it('keeps the title when the module stays, and for a module that is not one of the games', () => {
    expect(mapRoute(manifestJson(), '/game', 'games', 'pookalam').routes['/game']).toMatchObject({
      title: 'Pookalam',
      titleMl: 'പൂക്കളം',
    });
    expect(mapRoute(manifestJson(), '/game', 'games', 'vallam-kali').routes['/game']).toMatchObject(
      { module: 'vallam-kali', title: 'Pookalam', titleMl: 'പൂക്കളം' },
    );
  });

  it('takes a new title, and drops the Malayalam one it makes stale unless given anew', () => {
    const renamed = mapRoute(manifestJson(), '/game', 'games', 'sadya', 'Sadya').routes['/game'];
    expect(renamed?.title).toBe('Sadya');
    expect(renamed).not.toHaveProperty('titleMl');
    const both = mapRoute(manifestJson(), '/game', 'games', 'sadya', 'Sadya', 'സദ്യ').routes[
      '/game'
    ];
    expect(both).toMatchObject({ title: 'Sadya', titleMl: 'സദ്യ' });
  });

  it('refuses a Malayalam title without the English one', () => {
    expect(() => mapRoute(manifestJson(), '/game', 'games', 'sadya', undefined, 'സദ്യ')).toThrow(
      /give the --title too/,
    );
  });

  it('needs a title for a route the manifest does not have', () => {
    const manifest = manifestJson();
    delete manifest.routes['/eat'];
    expect(() => mapRoute(manifest, '/eat', 'games', 'sadya')).toThrow(/give it a --title/);
    expect(mapRoute(manifest, '/eat', 'games', 'sadya', 'Feast').routes['/eat']).toEqual({
      remote: 'games',
      module: 'sadya',
      title: 'Feast',
      enabled: true,
    });
  });

  it('refuses a remote the manifest does not name', () => {
    expect(() => mapRoute(manifestJson(), '/game', 'quiz', 'trivia')).toThrow(/no remote "quiz"/);
  });
});

describe('enable, disable, schedule', () => {
  it('disables and enables a route', () => {
    const off = setEnabled(manifestJson(), '/eat', false);
    expect(off.routes['/eat']?.enabled).toBe(false);
    expect(setEnabled(off, '/eat', true).routes['/eat']?.enabled).toBe(true);
  });

  it('refuses a route the manifest does not have', () => {
    const manifest = manifestJson();
    delete manifest.routes['/eat'];
    expect(() => setEnabled(manifest, '/eat', true)).toThrow(/no route \/eat/);
  });

  it.each([
    ['3', 3],
    ['Chothi', 3],
    ['chothi', 3],
    ['ചോതി', 3],
    ['10', 10],
  ])('reads the festival day "%s" as day %d', (typed, day) => {
    expect(festivalDay(manifestJson(), typed)).toBe(day);
  });

  it.each(['11', 'Diwali', '0'])('refuses "%s", which is no festival day', (typed) => {
    expect(() => festivalDay(manifestJson(), typed)).toThrow(
      /the days are 1 \(Atham\) to 10 \(Thiruvonam\)/,
    );
  });

  it('schedules a route and replaces an earlier schedule', () => {
    const first = schedule(manifestJson(), '/eat', { opensOn: 3, closesAfter: 9 });
    expect(first.routes['/eat']?.schedule).toEqual({ opensOn: 3, closesAfter: 9 });
    const second = schedule(first, '/eat', { opensOn: 5 });
    expect(second.routes['/eat']?.schedule).toEqual({ opensOn: 5 });
  });

  it('refuses a schedule that closes before it opens, or says nothing', () => {
    expect(() => schedule(manifestJson(), '/eat', { opensOn: 5, closesAfter: 2 })).toThrow(
      /close \(after day 2\) before it opens \(day 5\)/,
    );
    expect(() => schedule(manifestJson(), '/eat', {})).toThrow(/say when/);
  });

  it('unschedules, and says so when there was nothing to remove', () => {
    const scheduled = schedule(manifestJson(), '/eat', { opensOn: 3 });
    expect(unschedule(scheduled, '/eat').routes['/eat']).not.toHaveProperty('schedule');
    expect(() => unschedule(manifestJson(), '/eat')).toThrow('/eat has no schedule');
  });
});

describe('switch-off', () => {
  it('switches off with a message and back on', () => {
    const off = switchOff(manifestJson(), '  Back at six!  ');
    expect(off.switchOff).toEqual({ message: 'Back at six!' });
    expect(switchOff(manifestJson(), 'Back at six!', ' ആറിന് തിരികെ ').switchOff).toEqual({
      message: 'Back at six!',
      messageMl: 'ആറിന് തിരികെ',
    });
    expect(switchOn(off)).not.toHaveProperty('switchOff');
  });

  it('needs a message, and refuses to switch on what is on', () => {
    expect(() => switchOff(manifestJson(), '  ')).toThrow(/needs the message/);
    expect(() => switchOn(manifestJson())).toThrow('the site is not switched off');
  });
});

describe('promote', () => {
  function staging(): ManifestJson {
    const manifest = manifestJson();
    manifest.remotes = {
      games: { entry: 'https://games-staging.example/0.1.0/mf-manifest.json', version: '0.1.0' },
      auth: { entry: 'https://auth-staging.example/0.1.0/mf-manifest.json', version: '0.1.0' },
    };
    manifest.backend = {
      adapter: 'firebase',
      firebase: {
        apiKey: 'staging-key',
        authDomain: 'onam-staging.web.app',
        projectId: 'onam-staging',
      },
    };
    manifest.brand = { ...manifest.brand, product: 'Onam Staging' };
    return manifest;
  }

  it('takes the content and the versions, and keeps the target’s backend and hosts', () => {
    const source = setEnabled(setVersion(manifestJson(), 'games', '0.2.0'), '/eat', false);
    const result = promote(source, staging());
    expect(result.remotes).toEqual({
      games: { entry: 'https://games-staging.example/0.2.0/mf-manifest.json', version: '0.2.0' },
      // Same version: the target's own entry stays.
      auth: { entry: 'https://auth-staging.example/0.1.0/mf-manifest.json', version: '0.1.0' },
    });
    expect(result.backend).toEqual(staging().backend);
    expect(result.routes).toEqual(source.routes);
    expect(result.brand).toEqual(source.brand);
    expect(result.festival).toEqual(source.festival);
    expect(parseCampaignManifest(result).ok).toBe(true);
  });

  it('carries a switch-off both ways', () => {
    const off = switchOff(manifestJson(), 'Paused');
    expect(promote(off, staging()).switchOff).toEqual({ message: 'Paused' });
    expect(promote(manifestJson(), switchOff(staging(), 'Paused'))).not.toHaveProperty('switchOff');
  });

  it('keeps the source’s entry for a remote the target has never had', () => {
    const source = setVersion(
      manifestJson(),
      'quiz',
      '1.0.0',
      'https://quiz.example/1.0.0/mf-manifest.json',
    );
    expect(promote(source, staging()).remotes.quiz?.entry).toBe(
      'https://quiz.example/1.0.0/mf-manifest.json',
    );
  });
});

describe('manifestText and describeChanges', () => {
  it('writes the manifest as the repository keeps it', () => {
    expect(manifestText(manifestJson())).toBe(localManifestText());
  });

  it('lists each changed value', () => {
    const after = switchOff(
      setEnabled(setVersion(manifestJson(), 'games', '0.2.0'), '/eat', false),
      'Hi',
    );
    delete after.routes['/talk'];
    expect(describeChanges(manifestJson(), after)).toEqual([
      'remotes.games.entry: "http://localhost:3001/mf-manifest.json" → "http://localhost:3001/0.2.0/mf-manifest.json"',
      'remotes.games.version: "0.1.0" → "0.2.0"',
      'routes./eat.enabled: true → false',
      'switchOff.message: set to "Hi"',
      'routes./talk.remote: removed (was "games")',
      'routes./talk.module: removed (was "multi-recorder")',
      'routes./talk.title: removed (was "Greetings")',
      'routes./talk.titleMl: removed (was "ആശംസകൾ")',
      'routes./talk.enabled: removed (was true)',
    ]);
  });

  it('finds nothing to say about the same manifest', () => {
    expect(describeChanges(manifestJson(), manifestJson())).toEqual([]);
  });
});
