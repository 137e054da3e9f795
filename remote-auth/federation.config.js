// remote-auth exposes one module: the registration and sign-in dialog.
import { readFileSync } from 'node:fs';
import { createModuleFederationConfig } from '@module-federation/enhanced';
import { federationShared } from '@onam/shared/build/federation-shared.js';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));

export const federationConfig = createModuleFederationConfig({
  name: 'auth',
  filename: 'remoteEntry.js',
  exposes: {
    './dialog': './src/dialog/auth-dialog.tsx',
  },
  shared: federationShared(pkg),
  shareStrategy: 'loaded-first',
  manifest: { fileName: 'mf-manifest.json' },
  dts: false,
  // The runtime's core comes from the host (host/src/federation/external-runtime.ts): remoteEntry.js
  // is about 19 KB gzip smaller, and the page runs one federation runtime. A browser build, so the
  // Node.js loader is left out. The host must be deployed first (docs/decisions/016).
  experiments: { externalRuntime: true, optimization: { target: 'web' } },
});
