// The games' scoring code the server runs: one `server/scoring.cjs` per games version, copied into
// the functions' own build (lib/scoring/) by build.mjs from the release tree, each pinned by the
// SHA-256 its release recorded (docs/decisions/023). Nothing is fetched at run time: a version the
// build did not pin is not scored, and a file that no longer matches its pin is not run.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import { SCORING_API_VERSION, type ScoringModule } from '@onam/shared/contracts/scoring';

export const PINS_FILE = 'pins.json';

/** games version → its scoring file (relative to the pins) and that file's SHA-256 (hex). */
export type Pins = Record<string, { file: string; sha256: string }>;

export interface ScoringRegistry {
  /** The scoring module of a games version, or null when this build has none for it. */
  forVersion(version: string): ScoringModule | null;
  versions(): string[];
}

export const sha256 = (bytes: Buffer | string) => createHash('sha256').update(bytes).digest('hex');

/**
 * Runs a scoring module's CommonJS source. It is self-contained by construction (its build has no
 * externals), so any `require` is refused rather than resolved from the functions' node_modules.
 */
export function evaluateScoringModule(source: string, filename: string): ScoringModule {
  const wrapper = vm.runInThisContext(`(function (module, exports, require) {${source}\n})`, {
    filename,
  }) as (module: { exports: unknown }, exports: unknown, require: (id: string) => never) => void;
  const module: { exports: unknown } = { exports: {} };
  wrapper(module, module.exports, (id) => {
    throw new Error(`${filename} must be self-contained, yet it requires "${id}"`);
  });
  const candidate = module.exports as Partial<ScoringModule>;
  if (
    candidate.scoringApi !== SCORING_API_VERSION ||
    typeof candidate.version !== 'string' ||
    typeof candidate.scorePlay !== 'function'
  ) {
    throw new Error(
      `${filename} is not a scoring module of API ${SCORING_API_VERSION} ` +
        `(scoringApi ${String(candidate.scoringApi)})`,
    );
  }
  return candidate as ScoringModule;
}

/** The registry over a folder that build.mjs filled: pins.json and the files it names. */
export function pinnedScoring(dir: string): ScoringRegistry {
  let pins: Pins;
  try {
    pins = JSON.parse(readFileSync(path.join(dir, PINS_FILE), 'utf8')) as Pins;
  } catch {
    pins = {};
  }
  const loaded = new Map<string, ScoringModule>();
  return {
    versions: () => Object.keys(pins).sort(),
    forVersion(version) {
      const pin = Object.hasOwn(pins, version) ? pins[version] : undefined;
      if (!pin) return null;
      const cached = loaded.get(version);
      if (cached) return cached;
      const file = path.join(dir, pin.file);
      const source = readFileSync(file);
      // Hashed and run from the same bytes: what runs is what was pinned.
      if (sha256(source) !== pin.sha256) {
        throw new Error(`${file} does not match the SHA-256 pinned for games ${version}`);
      }
      const module = evaluateScoringModule(source.toString('utf8'), file);
      if (module.version !== version) {
        throw new Error(`${file} says it is games ${module.version}, pinned as ${version}`);
      }
      loaded.set(version, module);
      return module;
    },
  };
}
