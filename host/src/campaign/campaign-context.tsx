import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';
import { isoDateIn } from '@onam/shared/festival/calendar';
import type { CampaignManifest } from '@onam/shared/manifest/schema';
import type { CampaignStore } from './campaign-store';
import { createTrustedClock, type TrustedClock } from './trusted-clock';

/** The validated manifest, for the host's own screens. Remotes get what they need via HostServices. */
export const CampaignContext = createContext<CampaignManifest | null>(null);

/** The clock schedules are judged by; the device's alone until a server has told the time. */
export const TrustedClockContext = createContext<TrustedClock>(createTrustedClock());

export function useCampaign(): CampaignManifest {
  const manifest = useContext(CampaignContext);
  if (!manifest) throw new Error('useCampaign() outside CampaignContext');
  return manifest;
}

/**
 * Today's date in Kerala (YYYY-MM-DD) by the trusted clock: the festival's calendar, whatever the
 * visitor's zone or the device's clock says. Read when a screen renders (each navigation).
 */
export function useFestivalToday(): string {
  const clock = useContext(TrustedClockContext);
  return isoDateIn(new Date(clock.now()));
}

/**
 * Follows the campaign store: `children` gets the manifest on display, again each time the store
 * publishes a new one (at a navigation, or a switch-off change), without reloading anything.
 */
export function LiveCampaign({
  store,
  children,
}: {
  store: Pick<CampaignStore, 'current' | 'subscribe' | 'clock'>;
  children: (manifest: CampaignManifest) => ReactNode;
}) {
  const manifest = useSyncExternalStore(store.subscribe, store.current, store.current);
  return (
    <TrustedClockContext.Provider value={store.clock}>
      {children(manifest)}
    </TrustedClockContext.Provider>
  );
}
