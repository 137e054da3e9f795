/** @jest-environment node */
import * as react from 'react';
import * as localeContext from '@onam/shared/react/locale-context';
import singletons from '../../../../shared/build/singletons.json';
import { providedShared, SHARED_MODULES, type SharedVersion } from '../shared-modules';

const version = (v: string): SharedVersion => ({
  version: v,
  requiredVersion: `^${v}`,
  singleton: true,
  strictVersion: true,
});

describe('the singletons the host provides', () => {
  it('are exactly the ones the build shares (shared/build/singletons.json)', () => {
    expect(Object.keys(SHARED_MODULES).sort()).toEqual(Object.keys(singletons).sort());
  });

  it('are the module objects the host itself runs', () => {
    expect(SHARED_MODULES.react.useState).toBe(react.useState);
    expect(SHARED_MODULES['@onam/shared/react/locale-context'].LocaleContext).toBe(
      localeContext.LocaleContext,
    );
  });
});

describe('providedShared', () => {
  it('offers each module as loaded, with its version and share rules', () => {
    const shared = providedShared({ react: version('19.3.1') });
    expect(Object.keys(shared)).toEqual(['react']);
    const [entry] = [shared.react].flat();
    expect(entry).toMatchObject({
      version: '19.3.1',
      scope: 'default',
      shareConfig: { singleton: true, strictVersion: true, requiredVersion: '^19.3.1' },
    });
    expect(entry && 'lib' in entry && entry.lib?.()).toBe(SHARED_MODULES.react);
  });

  it('leaves out a module the build gave no version for', () => {
    expect(providedShared({})).toEqual({});
  });
});
