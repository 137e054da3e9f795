import {
  checkModule,
  type ModuleCheck,
  type ModuleKind,
} from '@onam/shared/contracts/check-module';
import { reportHealth } from './health-report';
import { isChunkLoadError } from './chunk-reload-guard';
import { federationRuntime } from './federation-runtime';
import { markRemoteLoaded } from './loaded-remotes';
import { resetRemote } from './register-remotes';
import { isUnavailableModule } from './unavailable';

export interface ModuleRef {
  remote: string;
  module: string;
}

export type RemoteLoadFailure =
  'unavailable' | Exclude<ModuleCheck<ModuleKind>, { ok: true }>['reason'];

/** A remote module that could not be shown, with why; the error view words it for visitors. */
export class RemoteLoadError extends Error {
  override readonly name = 'RemoteLoadError';
  readonly statusCode: number;
  constructor(
    readonly ref: ModuleRef,
    readonly failure: RemoteLoadFailure,
    detail: string,
  ) {
    super(`${ref.remote}/${ref.module}: ${detail}`);
    this.statusCode = failure === 'unavailable' ? 503 : 500;
  }
}

const failedRemotes = new Set<string>();

/**
 * Loads a federated module and checks it against its contract before anything renders it. After a
 * failure the remote's cached state is reset first, so "Try again" really tries again.
 */
export async function loadFederatedModule<K extends ModuleKind>(ref: ModuleRef, kind: K) {
  try {
    const module = await loadChecked(ref, kind);
    reportHealth(ref.remote, 'loads');
    markRemoteLoaded(ref.remote);
    return module;
  } catch (error) {
    // Every way a load can fail counts against the version that failed (health per version).
    reportHealth(ref.remote, 'loads');
    reportHealth(ref.remote, 'loadFailures');
    throw error;
  }
}

async function loadChecked<K extends ModuleKind>(ref: ModuleRef, kind: K) {
  if (failedRemotes.delete(ref.remote)) resetRemote(ref.remote);
  let value: unknown;
  let rejected = false;
  try {
    const runtime = await federationRuntime();
    value = await runtime.loadRemote(`${ref.remote}/${ref.module}`);
  } catch (error) {
    // A missing chunk of a remote whose entry did load: the page is older than the deployment, and
    // the chunk guard's reload is the cure (the error views apply it).
    if (isChunkLoadError(error)) throw error;
    rejected = true; // whatever was thrown (an Error, an event, a string), the remote is not there
  }
  if (isUnavailableModule(value) && isChunkLoadError(value.cause)) throw value.cause;
  if (rejected || value == null || isUnavailableModule(value)) {
    failedRemotes.add(ref.remote);
    throw new RemoteLoadError(ref, 'unavailable', 'the remote did not answer');
  }
  const check = checkModule(value, kind);
  if (!check.ok) throw new RemoteLoadError(ref, check.reason, check.detail);
  return check.module;
}
