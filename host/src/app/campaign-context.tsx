import { createContext, useContext } from 'react';
import type { CampaignManifest } from '@onam/shared/manifest/schema';

/** The validated manifest, for the host's own screens. Remotes get what they need via HostServices. */
export const CampaignContext = createContext<CampaignManifest | null>(null);

export function useCampaign(): CampaignManifest {
  const manifest = useContext(CampaignContext);
  if (!manifest) throw new Error('useCampaign() outside CampaignContext');
  return manifest;
}
