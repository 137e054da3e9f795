// A change given as data (shared/src/manifest/campaign-change.ts), applied with the CLI's own edits:
// the console's forms and the server function change a manifest exactly as the commands do.
import type { CampaignChange } from '@onam/shared/manifest/campaign-change';
import {
  addGame,
  EditError,
  setRetired,
  endCanary,
  feature,
  mapRoute,
  promoteCanary,
  schedule,
  setEnabled,
  setVersion,
  startCanary,
  switchOff,
  switchOn,
  unschedule,
  type ManifestJson,
} from './manifest-edit';

export type EditChange = Exclude<CampaignChange, { kind: 'rollback' }>;

export interface AppliedChange {
  next: ManifestJson;
  /**
   * Whether the remotes must be asked before it is written, as the CLI asks them: not for taking a
   * game off (disable) or switching the site off, which must work while the remotes are down.
   */
  askRemotes: boolean;
}

/** Throws EditError, with the operator's words, for a change that makes no sense. */
export function applyChange(manifest: ManifestJson, change: EditChange): AppliedChange {
  switch (change.kind) {
    case 'set-version':
      return {
        next: setVersion(manifest, change.remote, change.version, change.entry),
        askRemotes: true,
      };
    case 'map':
      return {
        next: mapRoute(
          manifest,
          change.route,
          change.remote,
          change.module,
          change.title,
          change.titleMl,
        ),
        askRemotes: true,
      };
    case 'add-game':
      return {
        next: addGame(manifest, {
          id: change.id,
          remote: change.remote,
          version: change.version,
          entry: change.entry,
          module: change.module,
          title: change.title,
          titleMl: change.titleMl,
        }),
        askRemotes: true,
      };
    // Taking a game off must work while its remote is down; bringing it back asks like any route.
    case 'retire':
      return { next: setRetired(manifest, change.route, true), askRemotes: false };
    case 'unretire':
      return { next: setRetired(manifest, change.route, false), askRemotes: true };
    case 'enable':
      return { next: setEnabled(manifest, change.route, true), askRemotes: true };
    case 'disable':
      return { next: setEnabled(manifest, change.route, false), askRemotes: false };
    case 'schedule':
      return {
        next: schedule(manifest, change.route, {
          opensOn: change.opensOn,
          closesAfter: change.closesAfter,
        }),
        askRemotes: true,
      };
    case 'unschedule':
      return { next: unschedule(manifest, change.route), askRemotes: true };
    // What the home page puts first asks no remote: the route's game is checked as it stands.
    case 'feature':
      return { next: feature(manifest, change.day, change.route), askRemotes: false };
    case 'unfeature':
      return { next: feature(manifest, change.day, undefined), askRemotes: false };
    case 'switch-off':
      return { next: switchOff(manifest, change.message, change.messageMl), askRemotes: false };
    case 'switch-on':
      return { next: switchOn(manifest), askRemotes: true };
    // The canary's version is asked as any version is: published, exposing what the routes and
    // the host load, with fitting contracts.
    case 'canary':
      return {
        next: startCanary(manifest, change.remote, change.version, change.percent, {
          entry: change.entry,
          margin: change.margin,
          minLoads: change.minLoads,
        }),
        askRemotes: true,
      };
    case 'promote-canary':
      return { next: promoteCanary(manifest, change.remote), askRemotes: true };
    // Ending a canary is what the health guard does when the canary fails: it must not wait on
    // the remotes, least of all on the failing one.
    case 'end-canary':
      return { next: endCanary(manifest, change.remote), askRemotes: false };
    case 'import':
      if (typeof change.manifest !== 'object' || change.manifest === null) {
        throw new EditError('import needs a manifest');
      }
      return { next: structuredClone(change.manifest) as ManifestJson, askRemotes: true };
  }
}
