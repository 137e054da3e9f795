import { useSyncExternalStore } from 'react';
import { isOnline, subscribeOnline } from '../network/online';

// Server-rendered markup must not claim to be offline.
const serverSnapshot = () => true;

/** Whether the browser reports a network connection; re-renders on online/offline events. */
export function useOnlineStatus(): boolean {
  return useSyncExternalStore(subscribeOnline, isOnline, serverSnapshot);
}
