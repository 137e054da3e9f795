// The one way tests get a campaign manifest: the real local one (deploy/campaigns/local), copied
// fresh for each test and changed by it, so a fixture can never drift from what the site serves.
// Import it as '@onam/shared/manifest/__tests__/manifest-fixture' from any package's tests.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  parseCampaignManifest,
  type CampaignManifest,
  type CampaignManifestInput,
  type GameRoutePath,
} from '../schema';

/** deploy/campaigns/local/campaign.json */
export const LOCAL_MANIFEST_PATH = path.resolve(
  __dirname,
  '../../../../deploy/campaigns/local/campaign.json',
);

/** The local manifest's text, exactly as the file has it. */
export function localManifestText(): string {
  return readFileSync(LOCAL_MANIFEST_PATH, 'utf8');
}

/**
 * A fresh copy of the local manifest as JSON (what an operator writes, before the schema fills
 * defaults), changed by `edit` if given. Every call is a new copy, free to change.
 */
export function manifestJson(
  edit: (json: CampaignManifestInput) => void = () => undefined,
): CampaignManifestInput {
  const json = JSON.parse(localManifestText()) as CampaignManifestInput;
  edit(json);
  return json;
}

/**
 * The local manifest, changed by `edit`, as the schema parses it: what the host works with. A
 * change the schema refuses throws with its problems, so a test never runs on a manifest the site
 * would not accept.
 */
export function manifestFixture(
  edit: (json: CampaignManifestInput) => void = () => undefined,
): CampaignManifest {
  return parsedManifest(manifestJson(edit));
}

/** `json` parsed by the schema; throws with the problems if it is refused. */
export function parsedManifest(json: unknown): CampaignManifest {
  const result = parseCampaignManifest(json);
  if (!result.ok) throw new Error(`the fixture fails the schema:\n${result.problems.join('\n')}`);
  return result.manifest;
}

type RouteInput = NonNullable<CampaignManifestInput['routes'][GameRoutePath]>;

/**
 * An edit for manifestJson or manifestFixture: the local manifest's route at `path` with `change`
 * laid over it, e.g. manifestFixture(routeEdit('/eat', { schedule: { opensOn: 3 } })).
 */
export function routeEdit(
  path: GameRoutePath,
  change: Partial<RouteInput>,
): (json: CampaignManifestInput) => void {
  return (json) => {
    const route = json.routes[path];
    if (!route) throw new Error(`the local manifest has no route ${path}`);
    Object.assign(route, change);
  };
}
