import { useEffect, useState } from 'react';
import { useBackendReady } from '@onam/shared/react/backend-context';
import { readRememberedSession } from '@onam/shared/session/remembered-session';

/**
 * Whether the visitor is signed in, as the header's account button has it: Auth's word once the
 * host has loaded the backend, and until then the visitor this device remembers. It never loads
 * the backend itself: the welcome appears on the home page's first visit, where Firebase's code
 * would cost a phone more than the words it changes.
 */
export function useSignedIn(): boolean {
  const backend = useBackendReady();
  const [confirmed, setConfirmed] = useState<boolean | undefined>(undefined);

  useEffect(() => {
    if (!backend) return;
    let live = true;
    backend.accounts.currentUser().then(
      (user) => {
        if (live) setConfirmed(user !== null);
      },
      // Auth could not say: the remembered visitor stands, as it does in the header.
      () => undefined,
    );
    const unsubscribe = backend.accounts.subscribe((user) => setConfirmed(user !== null));
    return () => {
      live = false;
      unsubscribe();
    };
  }, [backend]);

  return confirmed ?? readRememberedSession() !== null;
}
