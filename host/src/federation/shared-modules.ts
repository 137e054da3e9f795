import type { init } from '@module-federation/enhanced/runtime';
import * as reactQuery from '@tanstack/react-query';
import * as react from 'react';
import * as reactJsxRuntime from 'react/jsx-runtime';
import * as reactDom from 'react-dom';
import * as reactDomClient from 'react-dom/client';
import * as pendingPlays from '@onam/shared/backend/pending-plays';
import * as translator from '@onam/shared/i18n/translator';
import * as backendContext from '@onam/shared/react/backend-context';
import * as hostContext from '@onam/shared/react/host-context';
import * as localeContext from '@onam/shared/react/locale-context';

/**
 * The singletons the host gives remotes: the very module objects the page already runs, so a
 * remote's React is the host's React and its contexts are the host's contexts. The names are
 * shared/build/singletons.json's (a test checks they agree); versions and ranges come from the
 * build (host/federation.config.js).
 */
export const SHARED_MODULES = {
  react,
  'react/jsx-runtime': reactJsxRuntime,
  'react-dom': reactDom,
  'react-dom/client': reactDomClient,
  '@tanstack/react-query': reactQuery,
  '@onam/shared/i18n/translator': translator,
  '@onam/shared/react/locale-context': localeContext,
  '@onam/shared/react/host-context': hostContext,
  '@onam/shared/react/backend-context': backendContext,
  '@onam/shared/backend/pending-plays': pendingPlays,
} satisfies Record<string, object>;

export type SharedName = keyof typeof SHARED_MODULES;

export interface SharedVersion {
  version: string;
  requiredVersion: string;
  singleton: boolean;
  strictVersion: boolean;
}

type RuntimeShared = NonNullable<Parameters<typeof init>[0]['shared']>;

/**
 * The runtime's `shared` option: each module as already loaded (`lib`), under the version the
 * build says it is. A module the build gives no version for is not offered: a remote then uses its
 * own copy rather than one of unknown version.
 */
export function providedShared(versions: Record<string, SharedVersion>): RuntimeShared {
  const shared: RuntimeShared = {};
  for (const [name, module] of Object.entries(SHARED_MODULES)) {
    const declared = versions[name];
    if (!declared) continue;
    const { version, requiredVersion, singleton, strictVersion } = declared;
    shared[name] = {
      version,
      scope: 'default',
      lib: () => module,
      shareConfig: { singleton, strictVersion, requiredVersion },
    };
  }
  return shared;
}
