// What a `pnpm bench` run measures, read from its flags before anything is built or started
// (run.mjs): one part alone, on what it needs of its own (--bill-only, --soak-only, --load-only,
// --pages-only), or the whole run with parts chosen (--lighthouse-only, --tap-only, --typing-only,
// --tile-only, --frames-only, --backend-only, --family-only) or left out (--skip-lighthouse);
// Lighthouse's audits
// (--route=, --tier=, --quiet-only, --busy-only, --runs=; parseLighthousePlan in cheap-phone.mjs),
// the backend adapter its pages run on (--adapter=), the visitors of the load run and of the peak
// model (--load-visitors N, --peak-visitors N). A flag given a value it cannot take is refused here,
// with what it takes, so a typo never builds, starts or measures anything.
import path from 'node:path';
import { parseLighthousePlan } from './cheap-phone.mjs';
import { repoRoot } from '../hosting/apps.mjs';

/** Where a run's figures go (results.json), beside what it builds and serves for itself. */
export const outDir = path.join(repoRoot, '.output/bench');

/**
 * @typedef {object} BenchPlan
 * @property {'bill' | 'soak' | 'load' | 'pages' | undefined} alone a part run alone, its figures
 *   saved alone; the first of --bill-only, --soak-only, --load-only and --pages-only given
 * @property {boolean} verbose --verbose: each run's figures printed as it is measured
 * @property {boolean} emulatedHere whether the Firestore emulator can run on this machine
 * @property {import('./cheap-phone.mjs').LighthousePlan} audits Lighthouse's audits; its runs are
 *   the tap trace's and the frame work's too
 * @property {'firebase' | 'local'} adapter the backend adapter Lighthouse's pages run on
 * @property {number | undefined} loadVisitors --load-visitors N, else load.mjs's own number
 * @property {number | undefined} peakVisitors --peak-visitors N a second, else the peak model's
 * @property {boolean} whole no part chosen: every measurement (Lighthouse unless --skip-lighthouse)
 * @property {boolean} lighthouse Lighthouse's audits, on the floor page and the routes
 * @property {boolean} tiles tile to playable, federated against the single bundle (which is built
 *   and served for it), and the fourth game beside the pookalam
 * @property {boolean} taps the tap trace
 * @property {boolean} typing a name typed into the drawn card maker as the app arrives
 * @property {boolean} frames the games' frame work
 * @property {boolean} backend submitPlay's latency, a dashboard's reads, a play scored from its
 *   version's package
 * @property {boolean} family the family pookalam: a flower from one phone to the other's paint,
 *   two phones at 4x on the emulated host, and a carpet's reads and writes on the bill's emulators
 * @property {boolean} emulatedHost the emulated backend (where it can run) and the host on it at
 *   4100: for the backend's and the family pookalam's figures, and for Lighthouse's pages on the
 *   firebase adapter
 */

/**
 * The plan `argv` asks for.
 * @param {readonly string[]} argv
 * @param {boolean} emulatedHere whether the Firestore emulator can run on this machine
 *   (firestoreEmulatorSupport)
 * @returns {BenchPlan}
 */
export function benchPlan(argv, emulatedHere) {
  const has = (/** @type {string} */ flag) => argv.includes(flag);
  // Read first, so a mistyped --route or --tier is refused before anything is built.
  const audits = parseLighthousePlan(argv);
  const loadVisitors = countAfter(argv, '--load-visitors', 'a number of visitors, above 0');
  const peakVisitors = countAfter(
    argv,
    '--peak-visitors',
    'a number of visitors a second, above 0',
  );
  const adapterOption = argv.find((a) => a.startsWith('--adapter='))?.slice(10);
  if (adapterOption !== undefined && adapterOption !== 'firebase' && adapterOption !== 'local')
    throw new Error(`--adapter=${adapterOption}: firebase or local`);
  /** @type {BenchPlan['alone']} */
  const alone = has('--bill-only')
    ? 'bill'
    : has('--soak-only')
      ? 'soak'
      : has('--load-only')
        ? 'load'
        : has('--pages-only')
          ? 'pages'
          : undefined;
  if (!alone && adapterOption === 'firebase' && !emulatedHere)
    throw new Error('--adapter=firebase needs the Firestore emulator, which cannot run here');
  const adapter = adapterOption ?? (emulatedHere ? 'firebase' : 'local');
  // --lighthouse-only: Lighthouse alone, for a quick look after a change to one route.
  const onlyLighthouse = has('--lighthouse-only');
  // --backend-only: the backend's figures alone (submitPlay's latency, a dashboard's reads).
  const onlyBackend = has('--backend-only');
  // --tap-only, --frames-only: the tap trace, or the games' frame work, alone.
  const onlyTap = has('--tap-only');
  // --typing-only: a name typed into the drawn card maker as the app arrives, 20 tries.
  const onlyTyping = has('--typing-only');
  // --tile-only: tile to playable alone: federated against the single bundle, and the fourth game
  // beside the pookalam.
  const onlyTile = has('--tile-only');
  const onlyFrames = has('--frames-only');
  // --family-only: the family pookalam alone, its latency and its carpet's bill.
  const onlyFamily = has('--family-only');
  const onlyPart =
    onlyLighthouse || onlyBackend || onlyTap || onlyFrames || onlyTile || onlyTyping || onlyFamily;
  const whole = !onlyPart;
  const lighthouse = !has('--skip-lighthouse') && (!onlyPart || onlyLighthouse);
  const backend = whole || onlyBackend;
  const family = whole || onlyFamily;
  return {
    alone,
    verbose: has('--verbose'),
    emulatedHere,
    audits,
    adapter,
    loadVisitors,
    peakVisitors,
    whole,
    lighthouse,
    tiles: whole || onlyTile,
    taps: whole || onlyTap,
    typing: whole || onlyTyping,
    frames: whole || onlyFrames,
    backend,
    family,
    emulatedHost: emulatedHere && (backend || family || (lighthouse && adapter === 'firebase')),
  };
}

/**
 * The number after `flag` (`--load-visitors 500`), undefined without the flag; refused unless it
 * is above 0.
 * @param {readonly string[]} argv
 * @param {string} flag
 * @param {string} takes what the flag takes, for the refusal
 */
function countAfter(argv, flag, takes) {
  const at = argv.indexOf(flag);
  const value = at === -1 ? undefined : Number(argv[at + 1]);
  if (value !== undefined && !(value > 0)) throw new Error(`${flag} takes ${takes}`);
  return value;
}
