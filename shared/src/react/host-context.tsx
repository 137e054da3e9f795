import { createContext, useContext, type ReactNode } from 'react';
import type { CampaignManifest } from '../manifest/schema';

/**
 * What the host offers every remote, through React context. Remotes reach navigation and the brand
 * through this, never through the host's internals. Because `@onam/shared` is a federation
 * singleton, host and remotes see the same context object; a second copy would make `useHost` throw.
 */
export interface HostServices {
  brand: CampaignManifest['brand'];
  /** Client-side navigation to a host path, e.g. "/dashboard". */
  navigate: (path: string) => void;
}

const HostContext = createContext<HostServices | null>(null);

export function HostProvider({ value, children }: { value: HostServices; children: ReactNode }) {
  return <HostContext.Provider value={value}>{children}</HostContext.Provider>;
}

export function useHost(): HostServices {
  const services = useContext(HostContext);
  if (!services) {
    throw new Error(
      'useHost() found no HostProvider: the module runs outside the host, or @onam/shared is loaded twice.',
    );
  }
  return services;
}

/** The host's services where a part may also render without a host (tests, a design sandbox). */
export function useOptionalHost(): HostServices | null {
  return useContext(HostContext);
}
