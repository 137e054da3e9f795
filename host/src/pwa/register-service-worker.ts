import { offerUpdate } from './update-store';

export const SERVICE_WORKER_URL = '/sw.js';

/** An open tab checks for a new version this often (the browser also checks on each navigation). */
const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Registers the service worker in production builds, after the window's load event and once
 * `drawn` settles (the start-up calls it when the page has painted, the landing's code has come
 * and the browser is idle: host/src/start/idle.ts): the worker then precaches the shell, and
 * neither may compete with the page's first paint or its adoption for the network or the main
 * thread. Workbox's window library is imported here, so it lands in a chunk of its own.
 */
export function startServiceWorker(drawn: Promise<unknown> = Promise.resolve()): void {
  if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return;
  const loaded =
    document.readyState === 'complete'
      ? Promise.resolve()
      : new Promise((resolve) => window.addEventListener('load', resolve, { once: true }));
  void Promise.all([loaded, drawn.catch(() => undefined)]).then(register);
}

async function register(): Promise<void> {
  try {
    const { Workbox } = await import(/* webpackChunkName: "workbox-window" */ 'workbox-window');
    const workbox = new Workbox(SERVICE_WORKER_URL, { scope: '/' });
    // A worker waiting to take over: the visitor decides when (a reload mid-game would lose it).
    workbox.addEventListener('waiting', () => {
      offerUpdate(() => {
        workbox.addEventListener('controlling', () => window.location.reload());
        workbox.messageSkipWaiting();
      });
    });
    await workbox.register();
    setInterval(() => void workbox.update().catch(() => undefined), UPDATE_CHECK_INTERVAL_MS);
  } catch (error) {
    // Without a worker the site works as before, only not offline: nothing for the visitor to see.
    console.warn('The service worker could not be registered', error);
  }
}
