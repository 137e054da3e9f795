import type { ReactNode } from 'react';
import { isChild } from '@onam/shared/backend/privacy';
import { useLoadedCurrentUser, useProfile } from '@onam/shared/react/backend-hooks';
import { useTranslation } from '@onam/shared/react/locale-context';
import { PrefetchLink } from '../navigation/prefetch-link';
import { askMessages } from './ask-messages';

/**
 * The /talk recorder only for visitors who did not say they are under 18 (docs/decisions/037: the
 * campaign does not offer recording to children rather than collect a parent's consent). A child
 * is told so, instead of being shown a recorder; the recorder's part is never loaded for them.
 */
export function AdultsOnly({ children }: { children: ReactNode }) {
  const t = useTranslation(askMessages);
  const user = useLoadedCurrentUser();
  const profile = useProfile(user?.uid);
  // Nothing until the visitor and their profile are known: no recorder flashes up for a child.
  if (user === undefined || (user !== null && profile.isPending)) return null;
  if (!isChild(profile.data)) return <>{children}</>;
  return (
    <section aria-labelledby="adults-only-title">
      <h1 id="adults-only-title">{t('adults.recorder.title')}</h1>
      <p>{t('adults.recorder.body')}</p>
      <p>
        <PrefetchLink to="/celebrate">{t('adults.celebrate')}</PrefetchLink>
      </p>
    </section>
  );
}
