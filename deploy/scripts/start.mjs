// `pnpm start`: build whatever is missing or out of date, then serve it as `pnpm preview` does,
// on the emulated backend where this machine can run it and the local one where it cannot. On the
// emulated backend :3000 is what Hosting serves (the live campaign from the campaignJson function,
// pages from the pages function), the local manifest goes live if nothing is, and a demo operator
// is made for the console (deploy/scripts/start-live.mjs).
import path from 'node:path';
import { OPERATORS_TOOL } from '../functions/build.mjs';
import { defaultCampaignFile } from '../hosting/apps.mjs';
import { ensureBuild } from './ensure-build.mjs';
import { preview, previewOptions } from './preview.mjs';
import {
  START_AUTHOR,
  ensureDemoOperator,
  liveRevision,
  runOperatorsTool,
  seedIfEmpty,
  startBanner,
  startPlan,
  writeLiveManifest,
} from './start-live.mjs';

ensureBuild();
const options = previewOptions(process.argv.slice(2));
// The manifest the preview serves until something is live is the one put live.
const campaignFile = process.env.CAMPAIGN_FILE
  ? path.resolve(process.env.CAMPAIGN_FILE)
  : defaultCampaignFile;
const served = await preview({ ...options, liveHost: true });
const plan = startPlan({ ...served, emulators: options.emulators });
if (plan.note) console.log(`[start] ${plan.note}`);
if (plan.seedCampaign) {
  const operators = (/** @type {string[]} */ args) => runOperatorsTool(OPERATORS_TOOL, args);
  try {
    // After the preview: go-live checks every remote's manifest, which the preview now serves.
    const campaign = await seedIfEmpty({
      liveRevision: () => liveRevision(),
      // With the backend section this site serves, so the pages are drawn from what the app reads.
      goLive: () => operators(['go-live', writeLiveManifest(campaignFile), '--as', START_AUTHOR]),
    });
    if (plan.demoOperator) await ensureDemoOperator(operators);
    const operator = plan.demoOperator;
    for (const line of startBanner({
      hostUrl: served.hostUrl,
      campaign: campaign.message,
      operator,
    })) {
      console.log(line);
    }
  } catch (error) {
    // The site still serves the file until something is live: say what failed, keep serving.
    console.log(
      `[start] the live campaign or the demo operator could not be set up: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}
