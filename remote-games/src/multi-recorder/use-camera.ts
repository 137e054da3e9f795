import { useEffect, useState } from 'react';

/**
 * Whether a "Record video" switch makes sense here: a camera is present and not already refused.
 * 'unknown' until the browser has answered; the switch stays hidden meanwhile.
 */
export type CameraState = 'unknown' | 'absent' | 'refused' | 'available';

async function cameraState(): Promise<CameraState> {
  const devices = navigator.mediaDevices;
  if (typeof devices?.enumerateDevices !== 'function') return 'absent';
  // Without permission yet, browsers still list one device per kind (with no label).
  const list = await devices.enumerateDevices();
  if (!list.some((device) => device.kind === 'videoinput')) return 'absent';
  try {
    const status = await navigator.permissions.query({ name: 'camera' as PermissionName });
    if (status.state === 'denied') return 'refused';
  } catch {
    // Browsers that cannot be asked about the camera ask the visitor when recording starts.
  }
  return 'available';
}

export function useCamera(): [CameraState, (state: CameraState) => void] {
  const [state, setState] = useState<CameraState>('unknown');
  useEffect(() => {
    let live = true;
    const check = () => {
      cameraState().then(
        (next) => live && setState(next),
        () => live && setState('absent'),
      );
    };
    check();
    const devices = navigator.mediaDevices;
    devices?.addEventListener?.('devicechange', check);
    return () => {
      live = false;
      devices?.removeEventListener?.('devicechange', check);
    };
  }, []);
  return [state, setState];
}
