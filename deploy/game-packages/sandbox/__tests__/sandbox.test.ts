/** @jest-environment node */
import { Sandbox, SandboxFailure, type SandboxLimits } from '../sandbox';
import { SandboxShelf } from '../shelf';

/** A tight budget, far above what the honest modules here need (a few milliseconds) even on a busy machine. */
const LIMITS: SandboxLimits = {
  heapMb: 24,
  loadMs: 5_000,
  callMs: 2_500,
  maxAnswerChars: 100_000,
  restMs: 60_000,
};

const opened: Sandbox[] = [];
afterAll(() => Promise.all(opened.map((box) => box.close())));

function sandbox(source: string, limits: Partial<SandboxLimits> = {}, now?: () => number) {
  const box = new Sandbox(
    'games 9.9.9 scoring',
    [{ name: 'team', source }],
    { ...LIMITS, ...limits },
    now,
  );
  opened.push(box);
  return box;
}

/** The failure a call ends with (the test fails if it answers). */
async function failureOf(call: Promise<unknown>): Promise<SandboxFailure> {
  try {
    await call;
  } catch (error) {
    if (error instanceof SandboxFailure) return error;
    throw error;
  }
  throw new Error('the call answered');
}

describe('a sandbox: what honest code gets', () => {
  it('answers a call with what the function returned, and what it wrote to its console', async () => {
    const box = sandbox(`
      exports.score = (input) => { console.log('scoring', input.gameId); return { score: input.n * 2 }; };
    `);
    await expect(box.call('team', 'score', { gameId: 'dress', n: 21 })).resolves.toEqual({
      value: { score: 42 },
      logs: ['log: scoring dress'],
    });
  });

  it("waits for a function's promise, its timers run on the sandbox's own clock", async () => {
    const box = sandbox(`
      exports.later = () => new Promise((resolve) => setTimeout(() => resolve('done'), 60_000));
    `);
    // A minute on the sandbox's clock is no time on ours.
    await expect(box.call('team', 'later', null)).resolves.toMatchObject({ value: 'done' });
  });

  it('answers a module that requires what the sandbox was told to give, from an earlier module', async () => {
    const box = new Sandbox(
      'page',
      [
        { name: 'host', source: `exports.SHARED = { react: { version: 'the host\\'s' } };` },
        {
          name: 'team',
          source: `const react = require('react'); exports.which = () => react.version;`,
          requireFrom: { module: 'host', export: 'SHARED' },
        },
      ],
      LIMITS,
    );
    opened.push(box);
    await expect(box.call('team', 'which', null)).resolves.toMatchObject({ value: "the host's" });
  });
});

describe("a sandbox: a team's code that misbehaves gets a refusal with a reason, and nothing else", () => {
  it('ends a function that never returns within its budget, and rests before trying again', async () => {
    let clock = 1_000;
    const box = sandbox(`exports.score = () => { for (;;) {} };`, {}, () => clock);
    const failure = await failureOf(box.call('team', 'score', {}));
    expect(failure.kind).toBe('timeout');
    expect(failure.message).toMatch(/games 9\.9\.9 scoring ran out of its time budget/);
    // Resting: refused at once, without running the code again.
    const resting = await failureOf(box.call('team', 'score', {}));
    expect(resting.kind).toBe('resting');
    expect(resting.message).toMatch(/is resting after a failure .*time budget/);
    // After the rest it is started afresh (and fails the same way).
    clock += LIMITS.restMs;
    expect((await failureOf(box.call('team', 'score', {}))).kind).toBe('timeout');
  });

  it('ends a function whose promise never stops making work', async () => {
    const box = sandbox(
      `exports.score = () => { const spin = () => Promise.resolve().then(spin); spin(); return 1; };`,
    );
    // Each turn keeps a promise: whichever of its budgets it spends first ends it.
    expect(['timeout', 'memory']).toContain((await failureOf(box.call('team', 'score', {}))).kind);
  });

  it('says so when a promise is left pending with nothing left to run', async () => {
    const box = sandbox(`exports.score = () => new Promise(() => undefined);`);
    const failure = await failureOf(box.call('team', 'score', {}));
    expect(failure.kind).toBe('threw');
    expect(failure.message).toMatch(/never finished/);
  });

  it('ends a function that allocates without end at its memory cap', async () => {
    const box = sandbox(
      `exports.score = () => { const kept = []; for (;;) kept.push(new Array(1e5).fill(Math.random())); };`,
      { callMs: 30_000 },
    );
    const failure = await failureOf(box.call('team', 'score', {}));
    expect(failure.kind).toBe('memory');
    expect(failure.message).toMatch(/ran out of its 24 MiB of memory/);
  });

  it('has no array buffers to hold memory beside the heap, and no WebAssembly', async () => {
    const box = sandbox(
      `exports.probe = () => [typeof ArrayBuffer, typeof Uint8Array, typeof SharedArrayBuffer, typeof DataView, typeof WebAssembly, typeof Atomics];`,
    );
    await expect(box.call('team', 'probe', null)).resolves.toMatchObject({
      value: ['undefined', 'undefined', 'undefined', 'undefined', 'undefined', 'undefined'],
    });
  });

  it('passes on what a function threw, by name and message', async () => {
    const box = sandbox(`exports.score = () => { throw new TypeError('no such dish'); };`);
    const failure = await failureOf(box.call('team', 'score', {}));
    expect(failure.kind).toBe('threw');
    expect(failure.message).toBe('TypeError: no such dish');
  });

  it('has no process: reading process.env throws', async () => {
    const box = sandbox(`exports.score = () => process.env.GOOGLE_APPLICATION_CREDENTIALS;`);
    expect((await failureOf(box.call('team', 'score', {}))).message).toBe(
      'ReferenceError: process is not defined',
    );
  });

  it('has no require: a module that wants fs fails as it loads, naming it', async () => {
    const box = sandbox(
      `const fs = require('fs'); exports.score = () => fs.readFileSync('/etc/passwd', 'utf8');`,
    );
    const failure = await failureOf(box.call('team', 'score', {}));
    expect(failure.kind).toBe('load-failed');
    expect(failure.message).toMatch(/requires "fs", which the sandbox does not provide/);
  });

  it('has no network: fetch is not there, nor a dynamic import of a Node module', async () => {
    const fetching = sandbox(
      `exports.score = async () => (await fetch('http://127.0.0.1:9/')).status;`,
    );
    expect((await failureOf(fetching.call('team', 'score', {}))).message).toBe(
      'ReferenceError: fetch is not defined',
    );
    const importing = sandbox(
      `exports.score = async () => (await import('node:net')).createConnection(9);`,
    );
    expect((await failureOf(importing.call('team', 'score', {}))).kind).toBe('threw');
  });

  it("cannot reach the thread's own realm through a constructor, nor compile code from text", async () => {
    const box = sandbox(`
      exports.viaExports = () => this.constructor.constructor('return process')().env;
      exports.viaGlobal = () => globalThis.constructor.constructor('return process')().env;
      exports.viaError = () => { try { null.x; } catch (e) { return e.constructor.constructor('return process')().env; } };
      exports.viaEval = () => eval('1 + 1');
    `);
    for (const fn of ['viaExports', 'viaGlobal', 'viaError', 'viaEval']) {
      expect((await failureOf(box.call('team', fn, {}))).message).toMatch(
        /^EvalError: Code generation from strings disallowed/,
      );
    }
  });

  it('refuses an answer over its size budget', async () => {
    // Refused by its length, long before the copies a 5 MB answer would take could fill the heap.
    const box = sandbox(`exports.draw = () => '<p>' + 'x'.repeat(5 * 1024 * 1024) + '</p>';`, {
      heapMb: 16,
    });
    const failure = await failureOf(box.call('team', 'draw', {}));
    expect(failure.kind).toBe('too-large');
    expect(failure.message).toMatch(/answered \d+ characters, over its budget of 100000/);
  });

  it('cannot make another sandbox, or this thread, wait on it', async () => {
    const spinning = sandbox(`exports.score = () => { for (;;) {} };`, { callMs: 1_000 });
    const honest = sandbox(`exports.score = (input) => input.n + 1;`);
    await honest.call('team', 'score', { n: 0 });
    let stillSpinning = true;
    let answeredWhileSpinning = 0;
    let tickedWhileSpinning = false;
    const ticker = setInterval(() => (tickedWhileSpinning ||= stillSpinning), 20);
    const spin = failureOf(spinning.call('team', 'score', {})).finally(
      () => (stillSpinning = false),
    );
    const answers: unknown[] = [];
    for (let n = 1; n <= 5; n += 1) {
      answers.push((await honest.call('team', 'score', { n })).value);
      if (stillSpinning) answeredWhileSpinning += 1;
    }
    const failure = await spin;
    clearInterval(ticker);
    expect(answers).toEqual([2, 3, 4, 5, 6]);
    expect(answeredWhileSpinning).toBeGreaterThan(0);
    expect(failure.kind).toBe('timeout');
    // This thread went on running its timers while the other one spun.
    expect(tickedWhileSpinning).toBe(true);
  });
});

describe('the sandboxes an instance keeps', () => {
  it('end the least used, and a resting one made again still rests: shedding it runs nothing sooner', async () => {
    const shelf = new SandboxShelf(1);
    const spin = () =>
      Promise.resolve(
        new Sandbox(
          'games 9.9.9',
          [{ name: 'team', source: 'exports.f = () => { for (;;) {} };' }],
          LIMITS,
        ),
      );
    const first = await shelf.get('9.9.9', spin);
    expect((await failureOf(first.call('team', 'f', {}))).kind).toBe('timeout');
    // Another version's sandbox takes the only place: the resting one is ended.
    const other = await shelf.get('1.0.0', () =>
      Promise.resolve(
        new Sandbox('games 1.0.0', [{ name: 'team', source: 'exports.f = () => 1;' }], LIMITS),
      ),
    );
    await expect(other.call('team', 'f', {})).resolves.toMatchObject({ value: 1 });
    const again = await shelf.get('9.9.9', spin);
    expect(again).not.toBe(first);
    expect((await failureOf(again.call('team', 'f', {}))).kind).toBe('resting');
    await shelf.close();
  });
});
