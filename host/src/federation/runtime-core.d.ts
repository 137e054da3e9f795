// The federation runtime's core, reached through an alias in host/webpack.config.js (it is a
// dependency of @module-federation/enhanced, not of the host). Only its namespace object is used:
// it is what remotes built with `externalRuntime` run on (external-runtime.ts).
declare module '@module-federation/runtime-tools/runtime-core';
