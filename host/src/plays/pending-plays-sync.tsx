import { useEffect, useState, type ComponentType } from 'react';
import { useBackendReady } from '@onam/shared/react/backend-context';
import { useOnlineStatus } from '@onam/shared/react/use-online-status';

/**
 * Saves the plays waiting on this device (save-plays.tsx) once the backend has loaded. The saving
 * code comes with it, not with the first screen: nothing can be saved before the backend is there,
 * and the backend itself loads after the first paint. A failed load (the network dropped just
 * then) is tried again when the network comes back; the plays wait on the device meanwhile.
 */
export function PendingPlaysSync() {
  const backend = useBackendReady();
  const online = useOnlineStatus();
  const [Save, setSave] = useState<ComponentType | null>(null);
  useEffect(() => {
    if (!backend || !online || Save) return;
    let current = true;
    import(/* webpackChunkName: "save-plays" */ './save-plays').then(
      (module) => {
        if (current) setSave(() => module.SavePlays);
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [backend, online, Save]);
  return backend && Save ? <Save /> : null;
}
