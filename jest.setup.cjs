// react-router needs TextEncoder/TextDecoder, which jsdom does not provide.
const { TextEncoder, TextDecoder } = require('node:util');
Object.assign(globalThis, { TextEncoder, TextDecoder });

// Webpack's DefinePlugin sets this in builds; tests see a fixed stand-in.
globalThis.__GAMES_VERSION__ = 'test';
