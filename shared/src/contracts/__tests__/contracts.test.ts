/** @jest-environment node */
import { checkModule, type ModuleKind } from '../check-module';
import { AUTH_DIALOG_CONTRACT_VERSION } from '../auth-dialog';
import { GAME_CONTRACT_VERSION, BUILT_IN_GAME_IDS } from '../game';
import { PART_CONTRACT_VERSION, PART_IDS } from '../parts';
import { isContractCompatible, parseContractVersion } from '../version';

/** A function component stand-in: checkModule only needs `default` to be a function. */
function Component() {
  return null;
}

function gameModule(meta: Record<string, unknown> = {}) {
  return {
    default: Component,
    meta: { kind: 'game', id: 'pookalam', title: { en: 'x' }, contractVersion: '1.0', ...meta },
  };
}

function partModule(id: string, meta: Record<string, unknown> = {}) {
  return { default: Component, meta: { kind: 'part', id, contractVersion: '1.0', ...meta } };
}

function authDialogModule(meta: Record<string, unknown> = {}) {
  return {
    default: Component,
    meta: { kind: 'auth-dialog', id: 'dialog', contractVersion: '1.0', ...meta },
  };
}

function reasonOf(value: unknown, kind: ModuleKind) {
  const check = checkModule(value, kind);
  return check.ok ? 'ok' : check.reason;
}

describe('contract versions this build of shared speaks', () => {
  it('are 1.2 for games (evidence with a finished play), 1.2 for parts (the family carpet’s picture), 1.0 for the auth dialog', () => {
    expect(GAME_CONTRACT_VERSION).toBe('1.2');
    expect(PART_CONTRACT_VERSION).toBe('1.2');
    expect(AUTH_DIALOG_CONTRACT_VERSION).toBe('1.0');
  });
});

describe('checkModule: modules that fit', () => {
  it('accepts a valid game module for kind "game" and returns the same module', () => {
    const mod = gameModule();
    const check = checkModule(mod, 'game');
    expect(check).toEqual({ ok: true, module: mod });
    if (check.ok) expect(check.module).toBe(mod);
  });

  it.each([...BUILT_IN_GAME_IDS, 'vallam-kali', 'uriyadi'])('accepts the game id %s', (id) => {
    expect(checkModule(gameModule({ id }), 'game').ok).toBe(true);
  });

  it.each(['Vallam', '-vallam', 'v', 'vallam kali', '__proto__', 'constructor', ''])(
    'refuses %j, which is no game id',
    (id) => {
      expect(checkModule(gameModule({ id }), 'game')).toMatchObject({
        ok: false,
        reason: 'wrong-kind',
      });
    },
  );

  it('accepts a class component as default export', () => {
    class ClassComponent {
      render() {
        return null;
      }
    }
    expect(checkModule({ default: ClassComponent, meta: gameModule().meta }, 'game').ok).toBe(true);
  });

  it('accepts extra exports next to default and meta', () => {
    expect(checkModule({ ...gameModule(), helper: () => 1, VERSION: 'x' }, 'game').ok).toBe(true);
  });

  it('accepts the play-icon part for kind "play-icon"', () => {
    const mod = partModule('play-icon');
    expect(checkModule(mod, 'play-icon')).toEqual({ ok: true, module: mod });
  });

  it.each(PART_IDS)('accepts the %s part for its own kind', (id) => {
    expect(checkModule(partModule(id), id).ok).toBe(true);
  });

  it('accepts the auth dialog for kind "auth-dialog"', () => {
    const mod = authDialogModule();
    expect(checkModule(mod, 'auth-dialog')).toEqual({ ok: true, module: mod });
  });

  it('accepts an ES-module namespace-like object (null prototype)', () => {
    const namespace = Object.assign(Object.create(null) as Record<string, unknown>, gameModule());
    expect(checkModule(namespace, 'game').ok).toBe(true);
  });
});

describe('checkModule: not a module', () => {
  it.each([
    ['null', null],
    ['undefined', undefined],
    ['a string', 'games/pookalam'],
    ['a number', 42],
    ['a bare function component', Component],
    ['an empty object', {}],
  ])('refuses %s as not-a-module', (_label, value) => {
    const check = checkModule(value, 'game');
    expect(check).toEqual({
      ok: false,
      reason: 'not-a-module',
      detail: 'expected a default-exported component and a meta export',
    });
  });

  it('refuses a module without a default export', () => {
    const { meta } = gameModule();
    expect(reasonOf({ meta }, 'game')).toBe('not-a-module');
  });

  it.each([
    ['an object', { render: () => null }],
    ['a string', 'Component'],
    ['null', null],
  ])('refuses a default export that is %s, not a function', (_label, value) => {
    expect(reasonOf({ ...gameModule(), default: value }, 'game')).toBe('not-a-module');
  });

  it('refuses a module without meta', () => {
    expect(reasonOf({ default: Component }, 'game')).toBe('not-a-module');
  });

  it('refuses a module whose meta is not an object', () => {
    expect(reasonOf({ default: Component, meta: 'game' }, 'game')).toBe('not-a-module');
    expect(reasonOf({ default: Component, meta: null }, 'game')).toBe('not-a-module');
  });
});

describe('checkModule: wrong kind', () => {
  it('refuses a game whose id cannot be one, saying what it got', () => {
    const check = checkModule(gameModule({ id: 'Onam Quiz' }), 'game');
    expect(check.ok).toBe(false);
    if (check.ok) return;
    expect(check.reason).toBe('wrong-kind');
    expect(check.detail).toBe('expected a game, got game Onam Quiz');
  });

  it('refuses a game whose id is not a string', () => {
    expect(reasonOf(gameModule({ id: 1 }), 'game')).toBe('wrong-kind');
    expect(reasonOf(gameModule({ id: undefined }), 'game')).toBe('wrong-kind');
  });

  it('refuses the play-icon part where the doll part is expected', () => {
    const check = checkModule(partModule('play-icon'), 'doll');
    expect(check.ok).toBe(false);
    if (check.ok) return;
    expect(check.reason).toBe('wrong-kind');
    expect(check.detail).toBe('expected the doll part, got part play-icon');
  });

  it('refuses the play-icon part where a game is expected', () => {
    const check = checkModule(partModule('play-icon'), 'game');
    expect(check.ok).toBe(false);
    if (check.ok) return;
    expect(check.reason).toBe('wrong-kind');
    expect(check.detail).toBe('expected a game, got part play-icon');
  });

  it('refuses a game where a part is expected, even with a matching id', () => {
    expect(reasonOf(gameModule({ id: 'play-icon' }), 'play-icon')).toBe('wrong-kind');
  });

  it('refuses a game where the auth dialog is expected', () => {
    expect(reasonOf(gameModule(), 'auth-dialog')).toBe('wrong-kind');
  });

  it('refuses the auth dialog with another id', () => {
    expect(reasonOf(authDialogModule({ id: 'register' }), 'auth-dialog')).toBe('wrong-kind');
  });

  it('refuses the auth dialog where a game is expected', () => {
    expect(reasonOf(authDialogModule(), 'game')).toBe('wrong-kind');
  });

  it('refuses a meta without kind', () => {
    expect(reasonOf(gameModule({ kind: undefined }), 'game')).toBe('wrong-kind');
  });

  it('checks the kind before the contract version', () => {
    expect(reasonOf(partModule('play-icon', { contractVersion: '9.0' }), 'doll')).toBe(
      'wrong-kind',
    );
  });
});

describe('checkModule: incompatible contract', () => {
  it('refuses a module from another major (2.0), naming both versions', () => {
    const check = checkModule(gameModule({ contractVersion: '2.0' }), 'game');
    expect(check.ok).toBe(false);
    if (check.ok) return;
    expect(check.reason).toBe('incompatible');
    expect(check.detail).toBe("contract 2.0 does not fit this site's 1.2");
  });

  it('refuses a module built against a newer minor (1.3) than the host (1.2)', () => {
    expect(reasonOf(gameModule({ contractVersion: '1.3' }), 'game')).toBe('incompatible');
  });

  it.each([
    ['empty', ''],
    ['not a version', 'abc'],
    ['a semver triple', '1.0.0'],
    ['a number', 1],
  ])('refuses a contractVersion that is %s', (_label, contractVersion) => {
    expect(reasonOf(gameModule({ contractVersion }), 'game')).toBe('incompatible');
  });

  it('refuses a missing contractVersion, saying it is missing', () => {
    const check = checkModule(gameModule({ contractVersion: undefined }), 'game');
    expect(check.ok).toBe(false);
    if (check.ok) return;
    expect(check.reason).toBe('incompatible');
    expect(check.detail).toContain('(missing)');
  });

  it('accepts a game of contract 1.0 (before onCreation), 1.1 (before evidence) and 1.2', () => {
    expect(reasonOf(gameModule({ contractVersion: '1.0' }), 'game')).toBe('ok');
    expect(reasonOf(gameModule({ contractVersion: '1.1' }), 'game')).toBe('ok');
    expect(reasonOf(gameModule({ contractVersion: '1.2' }), 'game')).toBe('ok');
  });

  it('accepts a family carpet of parts 1.1 (before its picture) and 1.2, not one newer', () => {
    expect(reasonOf(partModule('family-carpet', { contractVersion: '1.1' }), 'family-carpet')).toBe(
      'ok',
    );
    expect(reasonOf(partModule('family-carpet', { contractVersion: '1.2' }), 'family-carpet')).toBe(
      'ok',
    );
    expect(reasonOf(partModule('family-carpet', { contractVersion: '1.3' }), 'family-carpet')).toBe(
      'incompatible',
    );
  });

  it('applies the same rule to parts and the auth dialog', () => {
    expect(reasonOf(partModule('doll', { contractVersion: '2.0' }), 'doll')).toBe('incompatible');
    expect(reasonOf(authDialogModule({ contractVersion: '1.1' }), 'auth-dialog')).toBe(
      'incompatible',
    );
    expect(reasonOf(authDialogModule({ contractVersion: '0.9' }), 'auth-dialog')).toBe(
      'incompatible',
    );
  });
});

describe('parseContractVersion', () => {
  it('reads "major.minor" as numbers', () => {
    expect(parseContractVersion('1.0')).toEqual({ major: 1, minor: 0 });
    expect(parseContractVersion('2.13')).toEqual({ major: 2, minor: 13 });
    expect(parseContractVersion('0.0')).toEqual({ major: 0, minor: 0 });
  });

  it.each(['1', '1.0.0', 'v1.0', '', '1.', '.0', '1.x', ' 1.0', '1.0 ', '-1.0', '1,0'])(
    'rejects %p',
    (value) => {
      expect(parseContractVersion(value)).toBeNull();
    },
  );
});

describe('isContractCompatible', () => {
  it.each([
    ['1.0', '1.0', true],
    ['1.0', '1.3', true],
    ['1.2', '1.3', true],
    ['1.3', '1.3', true],
    ['1.4', '1.3', false],
    ['1.1', '1.0', false],
    ['2.0', '1.0', false],
    ['1.0', '2.0', false],
    ['0.9', '1.0', false],
  ])('module %s in host %s → %s', (moduleVersion, hostVersion, expected) => {
    expect(isContractCompatible(moduleVersion, hostVersion)).toBe(expected);
  });

  it('compares minors as numbers, not strings (1.10 is newer than 1.9)', () => {
    expect(isContractCompatible('1.9', '1.10')).toBe(true);
    expect(isContractCompatible('1.10', '1.9')).toBe(false);
  });

  it('is false when either version is unreadable', () => {
    expect(isContractCompatible('abc', '1.0')).toBe(false);
    expect(isContractCompatible('1.0', 'abc')).toBe(false);
    expect(isContractCompatible('', '')).toBe(false);
  });
});
