import { useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from '@onam/shared/react/locale-context';
import { REDIRECT_PARAM, safeReturnPath } from '../../app/middleware';
import { RemoteAuthDialog } from '../../app/remote-auth-dialog';
import { messages } from '../../i18n/messages';

/** Sign in, then go back to the page the visitor wanted (the `auth` middleware sent them here). */
export function Component() {
  const t = useTranslation(messages);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const returnTo = safeReturnPath(params.get(REDIRECT_PARAM));
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
        onSignedIn={() => void navigate(returnTo, { replace: true })}
      />
    </>
  );
}
