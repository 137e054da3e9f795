import { createContext, type ReactNode, use, useState } from 'react';
import type { BackendPort } from '../backend/port';

interface BackendContextValue {
  backend: BackendPort | null;
  /** Settles with the first adapter the provider is given; what `useBackend` suspends on. */
  ready: Promise<BackendPort>;
  /** Starts loading the adapter (idempotent): called by the first component that needs it. */
  load?: () => void;
}

const BackendContext = createContext<BackendContextValue | null>(null);

function deferred() {
  let resolve!: (backend: BackendPort) => void;
  const promise = new Promise<BackendPort>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}

/**
 * Makes the backend adapter available below. `backend` is null while `loadBackend` is still
 * fetching Firebase, so the shell can paint first and pass the adapter in when it arrives.
 */
export function BackendProvider({
  backend,
  load,
  children,
}: {
  backend: BackendPort | null;
  /** Starts loading the adapter; must be idempotent (it may be called on every render). */
  load?: () => void;
  children: ReactNode;
}) {
  const [pending] = useState(deferred);
  // Resolving is idempotent, so doing it during render is safe and wakes suspended readers in the
  // same commit that brings the adapter.
  if (backend) pending.resolve(backend);
  return (
    <BackendContext value={{ backend, ready: pending.promise, load }}>{children}</BackendContext>
  );
}

/**
 * The adapter. While it is still loading, the calling component suspends (the nearest Suspense
 * boundary shows its fallback) and renders once the provider receives the adapter. Outside a
 * `BackendProvider` it throws, since that is a wiring mistake that waiting cannot fix.
 */
export function useBackend(): BackendPort {
  return useBackendWaiting(true) as BackendPort;
}

/**
 * The adapter, or null while it loads, which this starts: for reads whose component draws its own
 * "loading" meanwhile (a query waits for the adapter as it waits for its answer), so a page of
 * reads is on screen before the backend's code has arrived.
 */
export function useBackendStarted(): BackendPort | null {
  return useBackendWaiting(false);
}

/**
 * The adapter, starting its load (unless `start` is false: then only once something else has);
 * while it loads, suspends if `wait`, else null.
 */
export function useBackendWaiting(
  wait: boolean,
  { start = true }: { start?: boolean } = {},
): BackendPort | null {
  const context = use(BackendContext);
  if (!context) {
    throw new Error('useBackend must be used inside <BackendProvider> (see backend-context.tsx)');
  }
  if (context.backend) return context.backend;
  // Nothing may have asked for it yet (a visitor nobody signed in to opens the dialog): this does.
  if (start) context.load?.();
  return wait ? use(context.ready) : null;
}

/**
 * The adapter when it is needed, without suspending now: for an action (a click) on UI that is
 * drawn before the adapter arrives. Calling it starts the load if nothing has yet.
 */
export function useBackendLater(): () => Promise<BackendPort> {
  const context = use(BackendContext);
  return () => {
    if (!context) {
      return Promise.reject(
        new Error(
          'useBackendLater must be used inside <BackendProvider> (see backend-context.tsx)',
        ),
      );
    }
    if (context.backend) return Promise.resolve(context.backend);
    context.load?.();
    return context.ready;
  };
}

/** The adapter, or null while it loads (or with no provider): for UI that must not suspend. */
export function useBackendReady(): BackendPort | null {
  return use(BackendContext)?.backend ?? null;
}
