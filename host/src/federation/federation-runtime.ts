export type Runtime = typeof import('@module-federation/enhanced/runtime');

let loading: Promise<Runtime> | undefined;
let started: Runtime | undefined;
const startListeners = new Set<(runtime: Runtime) => void>();

/**
 * The Module Federation runtime, fetched and started on first use. Nothing on the way to the first
 * paint needs it: remotes load only after it, so the runtime's code and the negotiation of the
 * shared singletons stay off that path (docs/decisions/016). A failed download is forgotten, so
 * the next use tries again.
 */
export function federationRuntime(): Promise<Runtime> {
  loading ??= import(/* webpackChunkName: "federation" */ '@module-federation/enhanced/runtime')
    .then(async (runtime) => {
      if (!started) await start(runtime);
      return runtime;
    })
    .catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
  return loading;
}

/**
 * Runs `task` with the runtime as soon as it has started (at once if it has), without fetching it:
 * what must be in place before the first remote loads, such as the campaign's remotes.
 */
export function whenRuntimeStarted(task: (runtime: Runtime) => void): void {
  if (started) task(started);
  else startListeners.add(task);
}

async function start(runtime: Runtime): Promise<void> {
  // Stand-ins for the runtime (test doubles, the bench's single bundle) have only loadRemote and
  // registerRemotes: there is nothing to start.
  if (typeof runtime.init === 'function') {
    const { startRuntime } = await import(/* webpackChunkName: "federation" */ './start-runtime');
    startRuntime(runtime);
  }
  started = runtime;
  startListeners.forEach((listener) => listener(runtime));
  startListeners.clear();
}
