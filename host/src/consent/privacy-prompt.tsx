import { lazy, Suspense } from 'react';
import { useLoadedCurrentUser } from '@onam/shared/react/backend-hooks';

// Its own chunk: the form and its words are for the few signed-in visitors who still owe an answer,
// not part of every page's first load.
const Ask = lazy(() =>
  import(/* webpackChunkName: "privacy-ask" */ './privacy-ask').then((module) => ({
    default: module.PrivacyAsk,
  })),
);

/**
 * Asked once of a signed-in visitor whose profile has no age band (made before it was asked, or by
 * a Google sign-in) or accepted an older notice: the age band (never changed once given) and the
 * current notice, recorded by the server (acceptPrivacyNotice; docs/decisions/037). Until they
 * answer, nothing of theirs counts as a child's (the contract: only 'under-18' is). Shown on the
 * pages that load the backend anyway (the dashboard, a game, the recorder, the wall): it never
 * loads it itself, so a page that needs no backend stays as light as before.
 */
export function PrivacyPrompt() {
  const user = useLoadedCurrentUser();
  if (!user) return null;
  return (
    <Suspense fallback={null}>
      <Ask uid={user.uid} />
    </Suspense>
  );
}
