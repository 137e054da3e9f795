/** Where the last manifest that passed validation is kept on the device. */
export const LAST_GOOD_KEY = 'onam:campaign:last-good';

export interface ManifestMemory {
  read(): unknown;
  write(json: unknown): void;
}

/**
 * The last valid manifest, in localStorage. The service worker never caches campaign.json (an
 * operator's change must reach every visitor at once); this copy is only used when the network
 * cannot answer at all, so a visitor who opened the site once can open it again offline.
 */
export const localManifestMemory: ManifestMemory = {
  read() {
    try {
      const raw = window.localStorage.getItem(LAST_GOOD_KEY);
      return raw === null ? undefined : (JSON.parse(raw) as unknown);
    } catch {
      return undefined;
    }
  },
  write(json) {
    try {
      window.localStorage.setItem(LAST_GOOD_KEY, JSON.stringify(json));
    } catch {
      // Storage full or blocked: the site works now; only an offline restart is lost.
    }
  },
};
