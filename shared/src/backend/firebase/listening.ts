import type { Listening, LoadedOnUse } from './firebase-services';

/**
 * Starts a live listener once the full Firestore SDK has loaded (with whatever else the listener
 * needs first, such as the visitor's uid), and answers its stop at once, as a port's `watch` does:
 * a stop called before the SDK arrives means the listener never starts. A failure to load reaches
 * `onError`, unless the listener was stopped by then.
 */
export function listenOnceLoaded<Loaded = Listening>(
  listening: LoadedOnUse<Loaded>,
  start: (sdk: Loaded) => () => void,
  onError: (error: unknown) => void,
): () => void {
  let stopped = false;
  let stop: (() => void) | undefined;
  listening().then(
    (sdk) => {
      if (!stopped) stop = start(sdk);
    },
    (error: unknown) => {
      if (!stopped) onError(error);
    },
  );
  return () => {
    stopped = true;
    stop?.();
  };
}
