// One Jest run over every package: pure logic in node, components in jsdom.
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

const common = {
  transform: { '^.+\\.(t|j)sx?$': swc, '^.+\\.mjs$': swc },
  // ky ships only ES modules, so it is compiled like our own code (pnpm keeps it under .pnpm/).
  transformIgnorePatterns: ['/node_modules/(?!(\\.pnpm/ky@[^/]+/node_modules/)?ky/)'],
  moduleNameMapper: {
    '^@onam/shared/react/(.*)$': '<rootDir>/shared/src/react/$1.tsx',
    '^@onam/shared/(.*)$': '<rootDir>/shared/src/$1.ts',
    '\\.css$': 'identity-obj-proxy',
    '\\.(svg|png)$': '<rootDir>/jest.asset-stub.cjs',
  },
  setupFiles: ['<rootDir>/jest.setup.cjs', 'jest-canvas-mock'],
  testEnvironment: '<rootDir>/jest.environment.cjs',
  setupFilesAfterEnv: ['@testing-library/jest-dom', '<rootDir>/jest.loopback-guard.cjs'],
};

export default {
  // Jest's default leaves a core to its own process, which on CI's two cores means one worker;
  // that process mostly waits, and a worker on each core took the suite from 232 to 132 s there.
  maxWorkers: '100%',
  // A whole game played through its screen takes a second or two alone, and five times that on a
  // CI machine whose two cores also run the emulator: Jest's 5 s default failed such tests there
  // for the machine's load, not their behaviour. Not a speed check: speed is the bench's.
  testTimeout: 30_000,
  projects: ['shared', 'host', 'remote-games', 'remote-auth', 'deploy', 'docs'].map((name) => ({
    ...common,
    displayName: name,
    rootDir: '.',
    roots: [`<rootDir>/${name}`],
    testMatch: ['**/__tests__/**/*.test.{ts,tsx,mjs}'],
    testPathIgnorePatterns: ['/node_modules/', '/dist/'],
  })),
};
