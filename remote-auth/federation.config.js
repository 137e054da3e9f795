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
});
