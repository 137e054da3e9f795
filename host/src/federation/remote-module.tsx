import { createContext, Suspense, use, useEffect, useRef, useState, type ReactNode } from 'react';
import { ErrorBoundary, type FallbackProps } from 'react-error-boundary';
import { QueryErrorResetBoundary, queryOptions, useQuery } from '@tanstack/react-query';
import type { ModuleKind, ModuleTypes } from '@onam/shared/contracts/check-module';
import { useTranslation } from '@onam/shared/react/locale-context';
import { isChunkLoadError, reloadOnceFor } from './chunk-reload-guard';
import { messages, type MessageKey } from '../i18n/messages';
import { loadFederatedModule, RemoteLoadError, type ModuleRef } from './load-module';
import { registeredEntry } from './register-remotes';
import { reportHealth, watchTileTaps } from './health-report';
import styles from './remote-module.module.css';

/**
 * One query per module and entry: a new entry from the manifest is a new key, so a swapped game
 * is fetched fresh, and a module once loaded is never refetched. The runtime plugin has already
 * retried the network; a visitor's "Try again" is the next retry.
 */
export const remoteModuleQuery = <K extends ModuleKind>(ref: ModuleRef, kind: K) =>
  queryOptions({
    queryKey: ['remote-module', ref.remote, ref.module, registeredEntry(ref.remote) ?? ''],
    queryFn: () => loadFederatedModule(ref, kind),
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
  });

/** What the enclosing RemoteBoundary shows while its module loads. */
const PlaceholderContext = createContext<ReactNode>(null);

/**
 * Tells the enclosing RemoteBoundary which remote it shows, as LoadedModule renders: a module that
 * throws on its first render never commits, so an effect would be too late to say.
 */
const ShownRemoteContext = createContext<(remote: string) => void>(() => undefined);

/**
 * Renders a checked federated module, the boundary's placeholder while it loads, and throws what
 * failed to the boundary. It does not suspend: React holds a revealed Suspense boundary back for
 * up to 300 ms after a fallback was shown, and a game that has arrived should appear at once.
 */
export function LoadedModule<K extends ModuleKind>({
  moduleRef,
  kind,
  children,
}: {
  moduleRef: ModuleRef;
  kind: K;
  children: (module: ModuleTypes[K]) => ReactNode;
}) {
  const placeholder = use(PlaceholderContext);
  use(ShownRemoteContext)(moduleRef.remote);
  const { data } = useQuery({ ...remoteModuleQuery(moduleRef, kind), throwOnError: true });
  return data === undefined ? placeholder : children(data);
}

function unavailableKey(kind: ModuleKind): MessageKey {
  if (kind === 'game') return 'remote.unavailable.game';
  if (kind === 'auth-dialog') return 'remote.unavailable.auth';
  return 'remote.unavailable.part';
}

function RemoteErrorView({
  error,
  resetErrorBoundary,
  kind,
}: FallbackProps & { kind: ModuleKind }) {
  const t = useTranslation(messages);
  const [reloading] = useState(() => reloadOnceFor(error));
  if (reloading) return <Loading />;
  const incompatible =
    isChunkLoadError(error) ||
    (error instanceof RemoteLoadError && error.failure !== 'unavailable');
  return (
    <div role="alert" className={styles.error}>
      <p className={styles.errorTitle}>{t(unavailableKey(kind))}</p>
      <p>{t(incompatible ? 'remote.incompatible' : 'remote.unavailable.hint')}</p>
      {incompatible ? (
        <button type="button" onClick={() => window.location.reload()}>
          {t('remote.reload')}
        </button>
      ) : (
        <button type="button" onClick={resetErrorBoundary}>
          {t('remote.retry')}
        </button>
      )}
    </div>
  );
}

function Loading() {
  const t = useTranslation(messages);
  return (
    <p role="status" className={styles.loading}>
      {t('remote.loading')}
    </p>
  );
}

/**
 * The third layer of containment: whatever a remote does — fail to load, fail its contract check,
 * throw while rendering — stays inside this box, with a retry. `quiet` is for decorations (a play
 * icon) where a placeholder is better than an alarm.
 */
export function RemoteBoundary({
  kind,
  children,
  placeholder,
  quiet = false,
}: {
  kind: ModuleKind;
  children: ReactNode;
  placeholder?: ReactNode;
  quiet?: boolean;
}) {
  const shown = useRef<string | undefined>(undefined);
  const [showing] = useState(() => (remote: string) => {
    shown.current = remote;
  });
  useEffect(watchTileTaps, []);
  return (
    <QueryErrorResetBoundary>
      {({ reset }) => (
        <ErrorBoundary
          onReset={reset}
          onError={(error) => {
            // A load that failed was counted by the loader; this is the module failing to render.
            const loadFailure = error instanceof RemoteLoadError || isChunkLoadError(error);
            if (!loadFailure && shown.current) reportHealth(shown.current, 'renderErrors');
          }}
          fallbackRender={(props) =>
            quiet ? (placeholder ?? null) : <RemoteErrorView {...props} kind={kind} />
          }
        >
          <ShownRemoteContext value={showing}>
            <PlaceholderContext value={placeholder ?? <Loading />}>
              <Suspense fallback={placeholder ?? <Loading />}>{children}</Suspense>
            </PlaceholderContext>
          </ShownRemoteContext>
        </ErrorBoundary>
      )}
    </QueryErrorResetBoundary>
  );
}
