import { useCallback, useSyncExternalStore, type ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { LocaleStore } from '@onam/shared/i18n/locale-choice';
import type { CampaignManifest } from '@onam/shared/manifest/schema';
import { BackendProvider } from '@onam/shared/react/backend-context';
import { HostProvider, type HostServices } from '@onam/shared/react/host-context';
import type { BackendService } from '../backend/backend-service';
import { CampaignContext } from '../campaign/campaign-context';
import { LocaleProvider } from '../i18n/visitor-locale';

/** Hands the backend to React once it has loaded (null until then), and loads it when asked. */
function BackendBridge({ service, children }: { service: BackendService; children: ReactNode }) {
  const backend = useSyncExternalStore(service.onReady, service.current, () => null);
  // For a component that needs the adapter before anything loaded it; a failure waits for the
  // next such call.
  const load = useCallback(() => void service.get().catch(() => undefined), [service]);
  return (
    <BackendProvider backend={backend} load={load}>
      {children}
    </BackendProvider>
  );
}

export function AppProviders({
  manifest,
  queryClient,
  backend,
  navigate,
  localeStore,
  children,
}: {
  manifest: CampaignManifest;
  queryClient: QueryClient;
  backend: BackendService;
  navigate: HostServices['navigate'];
  /** The visitor's language; the page's own store (localStorage, the browser) unless given. */
  localeStore?: LocaleStore;
  children: ReactNode;
}) {
  return (
    <LocaleProvider brand={manifest.brand} store={localeStore}>
      <QueryClientProvider client={queryClient}>
        <BackendBridge service={backend}>
          <CampaignContext.Provider value={manifest}>
            <HostProvider value={{ brand: manifest.brand, navigate }}>{children}</HostProvider>
          </CampaignContext.Provider>
        </BackendBridge>
      </QueryClientProvider>
    </LocaleProvider>
  );
}
