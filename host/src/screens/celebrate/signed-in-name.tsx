import { Suspense, useEffect } from 'react';
import { useBackendReady } from '@onam/shared/react/backend-context';
import { useCurrentUser, useProfile } from '@onam/shared/react/backend-hooks';

/**
 * Reports the signed-in visitor's name, to prefill the card. Renders nothing, and asks nothing
 * until the backend has loaded, so the card maker never waits for it.
 */
export function SignedInName({ onName }: { onName: (name: string | null) => void }) {
  const backend = useBackendReady();
  if (!backend) return null;
  return (
    <Suspense fallback={null}>
      <NameOfVisitor onName={onName} />
    </Suspense>
  );
}

function NameOfVisitor({ onName }: { onName: (name: string | null) => void }) {
  const { data: user } = useCurrentUser();
  const { data: profile } = useProfile(user?.uid ?? null);
  // The profile holds the name as the visitor last set it; the account's may be older.
  const name = user ? profile?.displayName || user.displayName || null : null;
  useEffect(() => onName(name), [name, onName]);
  return null;
}
