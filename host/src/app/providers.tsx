import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { CampaignManifest } from '@onam/shared/manifest/schema';
import { HostProvider, type HostServices } from '@onam/shared/react/host-context';
import { CampaignContext } from './campaign-context';

export function AppProviders({
  manifest,
  queryClient,
  navigate,
  children,
}: {
  manifest: CampaignManifest;
  queryClient: QueryClient;
  navigate: HostServices['navigate'];
  children: ReactNode;
}) {
  return (
    <QueryClientProvider client={queryClient}>
      <CampaignContext.Provider value={manifest}>
        <HostProvider value={{ brand: manifest.brand, navigate }}>{children}</HostProvider>
      </CampaignContext.Provider>
    </QueryClientProvider>
  );
}
