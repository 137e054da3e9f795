import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const SRC = join(__dirname, '..', '..');
/** An import of the merged catalogue: `../i18n/messages` from elsewhere, `./messages` inside i18n/. */
const FROM_ELSEWHERE = /from\s+['"](?:\.\.\/)+i18n\/messages['"]/;
const FROM_I18N = /from\s+['"]\.\/messages['"]/;

/** Every source file of remote-games that ships: not a test, not a test helper. */
function shippedSources(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === '__tests__' ? [] : shippedSources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('the merged catalogue (i18n/messages.ts)', () => {
  it('is imported by tests only, so no bundle carries every game’s words (decision 032)', () => {
    const callers = shippedSources(SRC).filter((path) => {
      const text = readFileSync(path, 'utf8');
      const inI18n = relative(SRC, path).startsWith('i18n');
      return (inI18n ? FROM_I18N : FROM_ELSEWHERE).test(text);
    });
    expect(callers.map((path) => relative(SRC, path))).toEqual([]);
  });
});
