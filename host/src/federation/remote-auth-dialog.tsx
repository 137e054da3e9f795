import type { AuthDialogProps } from '@onam/shared/contracts/auth-dialog';
import { useLocale } from '@onam/shared/react/locale-context';
import { LoadedModule, RemoteBoundary } from './remote-module';
import { AUTH_DIALOG } from './module-refs';

/** The auth remote's dialog, in the visitor's locale, contained like every remote module. */
export function RemoteAuthDialog(props: Omit<AuthDialogProps, 'locale'>) {
  const locale = useLocale();
  return (
    <RemoteBoundary kind="auth-dialog">
      <LoadedModule moduleRef={AUTH_DIALOG} kind="auth-dialog">
        {({ default: AuthDialog }) => <AuthDialog locale={locale} {...props} />}
      </LoadedModule>
    </RemoteBoundary>
  );
}
