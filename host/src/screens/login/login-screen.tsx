import { useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from '@onam/shared/react/locale-context';
import { REDIRECT_PARAM } from '../../navigation/middleware';
import { RemoteAuthDialog } from '../../federation/remote-auth-dialog';
import { messages } from '../../i18n/messages';

/**
 * Sign in or register. Signing in re-runs this route's `guest` guard, which takes the visitor on to
 * the page the `auth` guard sent them here from (or the dashboard).
 */
export function Component() {
  const t = useTranslation(messages);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const wanted = params.has(REDIRECT_PARAM);

  return (
    <>
      <h1>{t('login.title')}</h1>
      <p>{t(wanted ? 'login.needed' : 'login.intro')}</p>
      <RemoteAuthDialog
        open
        presentation="inline"
        initialMode="sign-in"
        onClose={() => void navigate('/')}
      />
    </>
  );
}
