/**
 * What the `errorLoadRemote` plugin hands back instead of a module when a remote cannot be loaded.
 * It is plain data (no React): the plugin runs inside the federation runtime, before the shared
 * React singleton exists. The host turns it into its own "could not be loaded" view.
 */
const UNAVAILABLE = Symbol.for('onam.remote-unavailable');

export interface UnavailableModule {
  [UNAVAILABLE]: true;
  id: string;
  cause: unknown;
}

export function unavailableModule(id: string, cause: unknown): UnavailableModule {
  return { [UNAVAILABLE]: true, id, cause };
}

export function isUnavailableModule(value: unknown): value is UnavailableModule {
  return typeof value === 'object' && value !== null && UNAVAILABLE in value;
}
