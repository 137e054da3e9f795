/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { AUTH_DIALOG_CONTRACT_VERSION } from '@onam/shared/contracts/auth-dialog';
import { GAME_CONTRACT_VERSION } from '@onam/shared/contracts/game';
import { PART_CONTRACT_VERSION } from '@onam/shared/contracts/parts';
import { parseContractVersion } from '@onam/shared/contracts/version';
import { repoRoot } from './fixtures';

const read = (file: string) => readFileSync(path.join(repoRoot, file), 'utf8');

describe('contract versions have one source', () => {
  const versions = JSON.parse(read('shared/src/contracts/versions.json')) as Record<string, string>;

  it('versions.json holds the three contracts as major.minor', () => {
    expect(Object.keys(versions).sort()).toEqual(['auth-dialog', 'game', 'part']);
    for (const value of Object.values(versions)) expect(parseContractVersion(value)).not.toBeNull();
  });

  it('the TypeScript constants read it', () => {
    expect(GAME_CONTRACT_VERSION).toBe(versions.game);
    expect(PART_CONTRACT_VERSION).toBe(versions.part);
    expect(AUTH_DIALOG_CONTRACT_VERSION).toBe(versions['auth-dialog']);
  });
});

/**
 * contracts.json is what the campaign CLI trusts about a remote's modules; it is written from the
 * kinds table in the remote's webpack config. The table must say what each module's own `meta`
 * says, for every module federation.config.js exposes.
 */
describe.each(['remote-games', 'remote-auth'])('%s declares its modules truthfully', (remote) => {
  const exposes = new Map(
    [
      ...read(`${remote}/federation.config.js`).matchAll(/'\.\/([\w-]+)':\s*'(\.\/src\/[^']+)'/g),
    ].map((m) => [m[1] as string, m[2] as string]),
  );
  const declared = new Map(
    [
      ...read(`${remote}/webpack.config.js`).matchAll(
        /'?([\w-]+)'?: \{ kind: '([\w-]+)', id: '([\w-]+)' \}/g,
      ),
    ].map((m) => [m[1] as string, { kind: m[2], id: m[3] }]),
  );

  it('names the kind of every exposed module, and no other', () => {
    expect(exposes.size).toBeGreaterThan(0);
    expect([...declared.keys()].sort()).toEqual([...exposes.keys()].sort());
  });

  it.each([...exposes.keys()])('"%s" is what its meta says', (name) => {
    const source = read(path.join(remote, exposes.get(name) as string));
    const meta = /export const meta\b[^=]*= \{\s*kind: '([\w-]+)',\s*id: '([\w-]+)'/.exec(source);
    expect(meta).not.toBeNull();
    expect(declared.get(name)).toEqual({ kind: meta?.[1], id: meta?.[2] });
  });
});
