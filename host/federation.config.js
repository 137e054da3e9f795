// The host's federation config. It declares no remotes: they come from /campaign.json at runtime,
// so operators can swap a remote version without rebuilding the host.
import { readFileSync } from 'node:fs';
import { createModuleFederationConfig } from '@module-federation/enhanced';
import { federationShared } from '@onam/shared/build/federation-shared.js';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));

export const federationConfig = createModuleFederationConfig({
  name: 'host',
  remotes: {},
  shared: federationShared(pkg),
  shareStrategy: 'loaded-first',
  runtimePlugins: ['./src/federation/resilience-plugin.ts'],
  manifest: false,
  dts: false,
});
