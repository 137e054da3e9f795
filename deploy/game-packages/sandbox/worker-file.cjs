// Where the sandbox's worker script is: beside this file in the sources (the CLI and the tests run
// them as they are), and beside index.js in the functions' lib/, where this file is bundled into
// index.js and build.mjs copies the script. A CommonJS file, so `__dirname` is the folder it runs
// from under tsx's ES modules, Jest and the bundle alike.
const path = require('node:path');

exports.SANDBOX_WORKER_FILE = path.join(__dirname, 'sandbox-worker.cjs');
