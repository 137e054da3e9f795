/** @jest-environment node */
import { manifestJson } from '@onam/shared/manifest/__tests__/manifest-fixture';
import {
  campaignChangeSchema,
  commandOf,
  type CampaignChange,
} from '@onam/shared/manifest/campaign-change';
import { applyChange } from '../apply-change';
import { EditError, mapRoute, setEnabled, switchOff } from '../manifest-edit';

describe('a change given as data', () => {
  it('changes the manifest exactly as the CLI command does', () => {
    const manifest = manifestJson();
    expect(
      applyChange(manifest, { kind: 'map', route: '/game', remote: 'games', module: 'sadya' }).next,
    ).toEqual(mapRoute(manifest, '/game', 'games', 'sadya'));
    expect(applyChange(manifest, { kind: 'disable', route: '/dress' }).next).toEqual(
      setEnabled(manifest, '/dress', false),
    );
    expect(
      applyChange(manifest, { kind: 'switch-off', message: 'Back soon.', messageMl: 'ഉടൻ.' }).next,
    ).toEqual(switchOff(manifest, 'Back soon.', 'ഉടൻ.'));
    // The manifest given is left as it was.
    expect(manifest).toEqual(manifestJson());
  });

  it('asks the remotes unless it takes something off', () => {
    const manifest = manifestJson();
    const asks = (change: Exclude<CampaignChange, { kind: 'rollback' }>) =>
      applyChange(manifest, change).askRemotes;
    expect(asks({ kind: 'map', route: '/game', remote: 'games', module: 'sadya' })).toBe(true);
    expect(asks({ kind: 'set-version', remote: 'games', version: '0.2.0' })).toBe(true);
    expect(asks({ kind: 'enable', route: '/dress' })).toBe(true);
    expect(asks({ kind: 'schedule', route: '/eat', opensOn: 3 })).toBe(true);
    expect(asks({ kind: 'import', manifest: manifestJson() })).toBe(true);
    expect(asks({ kind: 'disable', route: '/dress' })).toBe(false);
    expect(asks({ kind: 'switch-off', message: 'Back soon.' })).toBe(false);
  });

  it("refuses what the CLI refuses, in the CLI's words", () => {
    const manifest = manifestJson();
    expect(() => applyChange(manifest, { kind: 'switch-on' })).toThrow(
      new EditError('the site is not switched off'),
    );
    expect(() =>
      applyChange(manifest, { kind: 'map', route: '/game', remote: 'elsewhere', module: 'x' }),
    ).toThrow(/no remote "elsewhere"/);
  });

  it('is recorded as the command that makes it', () => {
    expect(commandOf({ kind: 'map', route: '/game', remote: 'games', module: 'sadya' })).toBe(
      'map /game games sadya',
    );
    expect(
      commandOf({
        kind: 'map',
        route: '/eat',
        remote: 'games',
        module: 'sadya',
        title: 'Sadya',
        titleMl: 'സദ്യ',
      }),
    ).toBe('map /eat games sadya --title "Sadya" --ml "സദ്യ"');
    expect(commandOf({ kind: 'schedule', route: '/eat', opensOn: 3, closesAfter: 9 })).toBe(
      'schedule /eat --opens 3 --closes 9',
    );
    expect(commandOf({ kind: 'switch-off', message: 'Back "soon".' })).toBe(
      'switch-off "Back \\"soon\\"."',
    );
    expect(commandOf({ kind: 'rollback', revision: 4 })).toBe('rollback 4');
    expect(commandOf({ kind: 'set-version', remote: 'games', version: '0.2.0' })).toBe(
      'set-version games 0.2.0',
    );
  });

  it('is refused as data when it is not one of the changes, or out of bounds', () => {
    const refused = (value: unknown) => !campaignChangeSchema.safeParse(value).success;
    expect(refused({ kind: 'delete-everything' })).toBe(true);
    expect(refused({ kind: 'map', route: '/admin', remote: 'games', module: 'x' })).toBe(true);
    expect(refused({ kind: 'schedule', route: '/eat', opensOn: 11 })).toBe(true);
    expect(refused({ kind: 'switch-off', message: '' })).toBe(true);
    expect(refused({ kind: 'switch-off', message: 'x'.repeat(281) })).toBe(true);
    expect(refused({ kind: 'rollback', revision: 0 })).toBe(true);
    expect(refused({ kind: 'rollback', revision: 1.5 })).toBe(true);
    expect(refused({ kind: 'enable', route: '/dress' })).toBe(false);
  });
});
