// jsdom lacks the Fetch API that React Router's data routers build requests with. Node has it;
// lend Node's classes to the jsdom window. AbortController goes along because Node's Request
// accepts only Node's AbortSignal.
const { TestEnvironment } = require('jest-environment-jsdom');

const FROM_NODE = ['fetch', 'Request', 'Response', 'Headers', 'AbortController', 'AbortSignal'];

class JsdomWithFetch extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    for (const name of FROM_NODE) this.global[name] = globalThis[name];
  }
}

module.exports = JsdomWithFetch;
