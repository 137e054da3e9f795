// `pnpm campaign canary <remote> <version> <percent> [--entry <url>] [--margin <share>]
// [--min-loads <n>]`: gives a published version to a share of visitors beside the stable one,
// or changes the running canary's share or guard.
import { EditError, startCanary } from '@onam/shared/campaign-ops/manifest-edit';
import { CANARY_PERCENT } from '@onam/shared/manifest/schema';
import { checkEntry, checkName, checkText } from '../operator-input';
import type { ChangeCommand } from '../campaign-command';
import { edit } from '../file-change';

/** A whole number as typed ("10"); its range is the manifest schema's to say. */
function wholeNumber(field: string, value: string, shape: string): number {
  if (!/^\d{1,9}$/.test(value)) throw new EditError(`${field} must be ${shape}, not "${value}"`);
  return Number(value);
}

/** A share typed as a decimal ("0.02"); "2%" is refused, so nobody sets fifty times the margin. */
function share(field: string, value: string): number {
  if (!/^(0|1)?\.\d{1,6}$|^[01]$/.test(value)) {
    throw new EditError(
      `${field} is a share of loads such as 0.02 (two percentage points), not "${value}"`,
    );
  }
  return Number(value);
}

export const canary: ChangeCommand = {
  name: 'canary',
  changes: true,
  arity: 3,
  usage: 'canary <remote> <version> <percent> [--entry <url>] [--margin <share>] [--min-loads <n>]',
  about: [
    `a published version for <percent> in a hundred visitors (${CANARY_PERCENT.min} to ${CANARY_PERCENT.max}),`,
    'each device on the same side every visit; the guard ends it when',
    "its failures pass the stable version's by --margin (0.02) with",
    '--min-loads (200) loads on each side',
  ],
  prepare(inv) {
    const [remote, version, percentText] = inv.args as [string, string, string];
    const { entry, margin: marginText, minLoads: minLoadsText } = inv.options;
    checkName('remote name', remote);
    checkText('version', version);
    checkEntry('--entry', entry);
    const percent = wholeNumber(
      'percent',
      percentText,
      `a whole number of visitors in a hundred, ${CANARY_PERCENT.min} to ${CANARY_PERCENT.max}`,
    );
    const margin = marginText === undefined ? undefined : share('--margin', marginText);
    const minLoads =
      minLoadsText === undefined
        ? undefined
        : wholeNumber('--min-loads', minLoadsText, 'a whole number of module loads');
    const guard = {
      ...(margin !== undefined ? { margin } : {}),
      ...(minLoads !== undefined ? { minLoads } : {}),
    };
    return {
      forFirestore: () => () => ({
        kind: 'canary',
        remote,
        version,
        percent,
        ...(entry ? { entry } : {}),
        ...guard,
      }),
      forFile: () =>
        edit(inv, true, (m) => startCanary(m, remote, version, percent, { entry, ...guard })),
    };
  },
};
