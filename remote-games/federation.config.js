// Everything remote-games exposes and shares, at a glance. Each exposed name is one named part of
// the product; the campaign manifest decides which game a route shows.
import { readFileSync } from 'node:fs';
import { createModuleFederationConfig } from '@module-federation/enhanced';
import { federationShared } from '@onam/shared/build/federation-shared.js';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));

export const federationConfig = createModuleFederationConfig({
  name: 'games',
  filename: 'remoteEntry.js',
  exposes: {
    './dress': './src/dress/dress-game.tsx',
    './pookalam': './src/pookalam/pookalam-game.tsx',
    './sadya': './src/sadya/sadya-game.tsx',
    './doll': './src/doll/doll.tsx',
    './confetti': './src/confetti/confetti.tsx',
    './tutorial': './src/tutorial/tutorial.tsx',
    './stats-card': './src/stats-card/stats-card.tsx',
    './play-icon': './src/play-icon/play-icon.tsx',
    './multi-recorder': './src/multi-recorder/multi-recorder.tsx',
    './family-carpet': './src/family-carpet/family-carpet.tsx',
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
