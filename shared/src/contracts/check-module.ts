import { AUTH_DIALOG_CONTRACT_VERSION, type AuthDialogModule } from './auth-dialog';
import { isGameIdFormat } from '../manifest/route-paths';
import { GAME_CONTRACT_VERSION, type GameModule } from './game';
import { PART_CONTRACT_VERSION, PART_IDS, type PartId, type PartModule } from './parts';
import { isContractCompatible } from './version';

/** What the host expects at a place: any game, the auth dialog, or one named part. */
export type ModuleKind = 'game' | 'auth-dialog' | PartId;

/** The module type each kind of federated module must have. */
export type ModuleTypes = { game: GameModule; 'auth-dialog': AuthDialogModule } & {
  [P in PartId]: PartModule<P>;
};

export type ModuleCheck<K extends ModuleKind> =
  | { ok: true; module: ModuleTypes[K] }
  | { ok: false; reason: 'not-a-module' | 'wrong-kind' | 'incompatible'; detail: string };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function isPartId(kind: ModuleKind): kind is PartId {
  return (PART_IDS as readonly string[]).includes(kind);
}

/** The meta.kind, accepted ids and host contract version for each kind of module. */
function expectation(kind: ModuleKind): {
  metaKind: string;
  isId: (id: string) => boolean;
  version: string;
} {
  // A game is any the manifest lists: its id need only be one (the route decides which).
  if (kind === 'game') {
    return { metaKind: 'game', isId: isGameIdFormat, version: GAME_CONTRACT_VERSION };
  }
  if (kind === 'auth-dialog') {
    return {
      metaKind: 'auth-dialog',
      isId: (id) => id === 'dialog',
      version: AUTH_DIALOG_CONTRACT_VERSION,
    };
  }
  return { metaKind: 'part', isId: (id) => id === kind, version: PART_CONTRACT_VERSION };
}

/**
 * Checks what `loadRemote` returned before the host renders it: a component as default export and a
 * `meta` whose kind, id and contract version this host understands. A module from another contract
 * major (or a newer minor) is refused rather than rendered with props it does not expect.
 */
export function checkModule<K extends ModuleKind>(value: unknown, kind: K): ModuleCheck<K> {
  if (!isRecord(value) || typeof value.default !== 'function' || !isRecord(value.meta)) {
    return {
      ok: false,
      reason: 'not-a-module',
      detail: 'expected a default-exported component and a meta export',
    };
  }
  const { meta } = value;
  const expected = expectation(kind);
  if (meta.kind !== expected.metaKind || typeof meta.id !== 'string' || !expected.isId(meta.id)) {
    const wanted = isPartId(kind) ? `the ${kind} part` : `a ${kind}`;
    return {
      ok: false,
      reason: 'wrong-kind',
      detail: `expected ${wanted}, got ${String(meta.kind)} ${String(meta.id)}`,
    };
  }
  const version = typeof meta.contractVersion === 'string' ? meta.contractVersion : '';
  if (!isContractCompatible(version, expected.version)) {
    return {
      ok: false,
      reason: 'incompatible',
      detail: `contract ${version || '(missing)'} does not fit this site's ${expected.version}`,
    };
  }
  return { ok: true, module: value as unknown as ModuleTypes[K] };
}
