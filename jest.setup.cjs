// react-router needs TextEncoder/TextDecoder, which jsdom does not provide.
const { TextEncoder, TextDecoder } = require('node:util');
Object.assign(globalThis, { TextEncoder, TextDecoder });

// Webpack's DefinePlugin sets this in builds; tests see a fixed stand-in.
globalThis.__GAMES_VERSION__ = 'test';

// No test probes for a cloud metadata server (jest.loopback-guard.cjs fails any that reaches out).
require('./deploy/scripts/loopback-only.cjs');
