import { useNavigate } from 'react-router-dom';
import { useLocale } from '@onam/shared/react/locale-context';
import { AUTH_DIALOG } from '../../app/module-refs';
import { LoadedModule, RemoteBoundary } from '../../federation/remote-module';

export function Component() {
  const locale = useLocale();
  const navigate = useNavigate();
  return (
    <RemoteBoundary kind="auth-dialog">
      <LoadedModule moduleRef={AUTH_DIALOG} kind="auth-dialog">
        {({ default: AuthDialog }) => (
          <AuthDialog
            locale={locale}
            open
            initialMode="sign-in"
            onClose={() => void navigate('/')}
          />
        )}
      </LoadedModule>
    </RemoteBoundary>
  );
}
