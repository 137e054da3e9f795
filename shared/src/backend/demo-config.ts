import type { BackendConfig } from '../manifest/schema';

/**
 * The backend a remote's standalone page uses, with no host and no manifest: the local adapter
 * with the demo project against the Auth emulator, as in deploy/campaigns/local/campaign.json.
 */
export const DEMO_BACKEND: BackendConfig = {
  adapter: 'local',
  firebase: {
    apiKey: 'demo-api-key',
    authDomain: 'demo-onam.firebaseapp.com',
    projectId: 'demo-onam',
  },
  emulators: { auth: 'http://127.0.0.1:9099' },
};
