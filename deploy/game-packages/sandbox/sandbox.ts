// A game team's code on our servers runs here and nowhere else (docs/decisions/053): in a worker
// thread of its own (its heap capped, its environment empty), inside a fresh V8 context that has
// none of Node's globals (no `require`, `process`, `fetch`, timers or file system) and cannot
// compile code from strings. What goes in and comes out is text (JSON); each call has a time
// budget, enforced twice (the context's own timeout, and the thread ended from here when it
// overruns), and an answer of bounded size. A sandbox whose code overran, ran out of memory or
// died is ended and rests for a while before it is started again, so a bad version costs the
// instance little and the other versions' sandboxes, and the functions' own thread, go on.
import { Worker } from 'node:worker_threads';
import { SANDBOX_WORKER_FILE } from './worker-file.cjs';

export interface SandboxLimits {
  /** The worker's V8 heap (old generation), in MiB. */
  heapMb: number;
  /** Wall time for loading the modules (evaluating them), in ms. */
  loadMs: number;
  /** Wall time for one call, in ms. */
  callMs: number;
  /** The largest answer a call may give, in characters of JSON. */
  maxAnswerChars: number;
  /** How long a sandbox that overran, ran out of memory or died refuses calls before restarting. */
  restMs: number;
}

/** One CommonJS module for the sandbox, evaluated in order after those before it. */
export interface SandboxModule {
  /** Its name, which calls and later modules' `requireFrom` use. */
  name: string;
  source: string;
  /**
   * What its `require` answers: the ids of an earlier module's export (an object of modules by
   * id), nothing else. Without it, every `require` throws.
   */
  requireFrom?: { module: string; export: string };
}

/** Why a call did not answer; `kind` says whose fault and whether trying later can help. */
export class SandboxFailure extends Error {
  override name = 'SandboxFailure';
  /** For a function that threw: what it threw, and what it wrote to its console. */
  thrown?: { name: string; message: string; logs: string[] };
  constructor(
    readonly kind:
      'threw' | 'timeout' | 'memory' | 'too-large' | 'load-failed' | 'resting' | 'crashed',
    message: string,
  ) {
    super(message);
  }
}

export interface SandboxAnswer {
  /** The function's return value (or its promise's), parsed from JSON. */
  value: unknown;
  /** What the code wrote to its console during the call (capped). */
  logs: string[];
}

interface Pending {
  resolve: (text: string) => void;
  reject: (error: SandboxFailure) => void;
  timer: NodeJS.Timeout;
}

type WorkerAnswer =
  { id: number; ok: true; value: string } | { id: number; ok: false; error: string };

/**
 * One sandbox: a set of modules and the worker they are loaded into, started on first call and
 * again after a failure once its rest is over. Calls are answered one at a time, in order.
 */
export class Sandbox {
  private worker: Worker | null = null;
  private loaded: Promise<void> | null = null;
  private nextId = 1;
  private readonly pending = new Map<number, Pending>();
  private queue: Promise<unknown> = Promise.resolve();
  private restingUntil = 0;
  private lastFailure = '';

  constructor(
    readonly label: string,
    private readonly modules: readonly SandboxModule[],
    private readonly limits: SandboxLimits,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * Calls `fn` of module `module` with `input` (sent as JSON). Rejects with a SandboxFailure
   * that names this sandbox's label and what went wrong.
   */
  call(module: string, fn: string, input: unknown): Promise<SandboxAnswer> {
    const run = this.queue.then(() => this.callNow(module, fn, input));
    this.queue = run.catch(() => undefined);
    return run;
  }

  /** Ends the worker (an instance shedding a sandbox it no longer uses). */
  async close(): Promise<void> {
    const worker = this.worker;
    this.reset();
    await worker?.terminate();
  }

  /** Rests until `until` for `reason`: a sandbox made again for code that failed before. */
  restFrom({ until, reason }: { until: number; reason: string }): void {
    this.restingUntil = until;
    this.lastFailure = reason;
  }

  /** Whether the sandbox is resting after a failure, and what it was. */
  resting(): { until: number; reason: string } | null {
    return this.now() < this.restingUntil
      ? { until: this.restingUntil, reason: this.lastFailure }
      : null;
  }

  private async callNow(module: string, fn: string, input: unknown): Promise<SandboxAnswer> {
    const rest = this.resting();
    if (rest) {
      throw new SandboxFailure(
        'resting',
        `${this.label} is resting after a failure (${rest.reason}); it is tried again in ` +
          `${Math.ceil((rest.until - this.now()) / 1000)} s`,
      );
    }
    await this.start();
    const text = await this.send(
      {
        kind: 'call',
        module,
        fn,
        input: JSON.stringify(input ?? null),
        maxChars: this.limits.maxAnswerChars,
      },
      this.limits.callMs,
      `${module}.${fn}`,
    );
    let outcome: {
      ok?: unknown;
      error?: { name?: unknown; message?: unknown };
      tooLarge?: unknown;
      logs?: unknown;
    };
    // The outcome's JSON, and on an answer, the value's JSON text after a line break.
    const lineBreak = text.indexOf('\n');
    const valueText = lineBreak < 0 ? undefined : text.slice(lineBreak + 1);
    try {
      outcome = JSON.parse(lineBreak < 0 ? text : text.slice(0, lineBreak)) as typeof outcome;
    } catch {
      throw new SandboxFailure(
        'threw',
        `${this.label}: ${module}.${fn} answered something that is not JSON`,
      );
    }
    const logs = Array.isArray(outcome.logs) ? outcome.logs.map(String).slice(0, 20) : [];
    if (typeof outcome.tooLarge === 'number') {
      throw new SandboxFailure(
        'too-large',
        `${this.label}: ${module}.${fn} answered ${outcome.tooLarge} characters, over its budget ` +
          `of ${this.limits.maxAnswerChars}`,
      );
    }
    if (outcome.ok !== true) {
      const error = outcome.error ?? {};
      const failure = new SandboxFailure(
        'threw',
        `${String(error.name)}: ${String(error.message)}`,
      );
      failure.thrown = { name: String(error.name), message: String(error.message), logs };
      throw failure;
    }
    let value: unknown;
    try {
      value = valueText === undefined ? null : JSON.parse(valueText);
    } catch {
      throw new SandboxFailure(
        'threw',
        `${this.label}: ${module}.${fn} answered something that is not JSON`,
      );
    }
    return { value, logs };
  }

  private start(): Promise<void> {
    if (this.loaded) return this.loaded;
    const worker = new Worker(SANDBOX_WORKER_FILE, {
      // Its own empty environment: nothing of the functions' configuration or credentials.
      env: {},
      argv: [],
      execArgv: [],
      stdout: true,
      stderr: true,
      resourceLimits: {
        maxOldGenerationSizeMb: this.limits.heapMb,
        maxYoungGenerationSizeMb: Math.max(4, Math.round(this.limits.heapMb / 8)),
        stackSizeMb: 4,
      },
    });
    worker.on('message', (answer: WorkerAnswer) => {
      const waiting = this.pending.get(answer.id);
      if (!waiting) return;
      this.pending.delete(answer.id);
      // An idle sandbox never keeps a process (a CLI, a test) alive; a busy one does.
      if (this.pending.size === 0) worker.unref();
      clearTimeout(waiting.timer);
      if (answer.ok) waiting.resolve(answer.value);
      else waiting.reject(this.failureOf(answer.error));
    });
    worker.on('error', (error: Error & { code?: string }) => {
      const failure =
        error.code === 'ERR_WORKER_OUT_OF_MEMORY'
          ? new SandboxFailure(
              'memory',
              `${this.label} ran out of its ${this.limits.heapMb} MiB of memory`,
            )
          : new SandboxFailure('crashed', `${this.label} stopped: ${error.message}`);
      this.fail(worker, failure);
    });
    worker.on('exit', () => {
      this.fail(worker, new SandboxFailure('crashed', `${this.label} stopped`));
    });
    this.worker = worker;
    this.loaded = this.send(
      { kind: 'load', modules: this.modules },
      this.limits.loadMs,
      'loading',
    ).then(
      () => undefined,
      (error: SandboxFailure) => {
        // Code that fails as it loads fails the same way next time: it rests like any failure.
        const failure =
          error.kind === 'threw'
            ? new SandboxFailure('load-failed', `${this.label}: ${error.message}`)
            : error;
        this.fail(worker, failure);
        throw failure;
      },
    );
    return this.loaded;
  }

  private failureOf(text: string): SandboxFailure {
    if (/over its budget of \d+/.test(text))
      return new SandboxFailure('too-large', `${this.label}: ${text}`);
    return new SandboxFailure('threw', text);
  }

  private send(message: Record<string, unknown>, budgetMs: number, what: string): Promise<string> {
    const worker = this.worker;
    if (!worker)
      return Promise.reject(new SandboxFailure('crashed', `${this.label} is not running`));
    const id = this.nextId++;
    return new Promise<string>((resolve, reject) => {
      // The whole thread is ended when a call overruns: a loop, a promise that never stops
      // making work, or anything else the code inside does.
      const timer = setTimeout(() => {
        this.fail(
          worker,
          new SandboxFailure(
            'timeout',
            `${this.label} ran out of its time budget (${what}: ${budgetMs} ms)`,
          ),
        );
      }, budgetMs);
      timer.unref();
      this.pending.set(id, {
        resolve,
        reject: (error) => {
          // An overrun or a lack of memory inside ends this worker too: its state is not trusted.
          if (error.kind === 'timeout' || error.kind === 'memory') this.fail(worker, error);
          reject(error);
        },
        timer,
      });
      worker.ref();
      worker.postMessage({ ...message, id });
    });
  }

  /** Ends a worker that failed: its calls fail with `failure`, and the sandbox rests. */
  private fail(worker: Worker, failure: SandboxFailure): void {
    if (this.worker !== worker) return;
    this.reset();
    this.restingUntil = this.now() + this.limits.restMs;
    this.lastFailure = failure.message;
    for (const [id, waiting] of this.pending) {
      this.pending.delete(id);
      clearTimeout(waiting.timer);
      waiting.reject(failure);
    }
    void worker.terminate();
  }

  private reset(): void {
    this.worker = null;
    this.loaded = null;
  }
}
