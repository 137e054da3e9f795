/** @jest-environment node */
// The release registry records a version once (docs/decisions/054). The same record again is
// "already registered", however its writer spelled it: the emulators' start records the local
// release tree from release.json (parsed), and `pnpm release` records the version it has just
// published (as it builds the record). Only another record for the same version is refused.
import { GAMES_REMOTE } from '@onam/shared/contracts/game';
import { parseReleaseRecord, type ReleaseRecord } from '@onam/shared/contracts/release-record';
import {
  describeWithFirestore,
  testFirestore,
  type TestFirestore,
} from '../../functions/src/testing/firestore-emulator';
import { registerRelease } from '../registry';
import { packageFacts } from '../testing/package-facts';

const facts = packageFacts('0.3.0');

/** The record as `pnpm release` builds it from release.json: its fields in its own order. */
const asTheReleaseToolWrites = (files: Record<string, string>): ReleaseRecord => ({
  remote: GAMES_REMOTE,
  version: '0.3.0',
  base: 'http://localhost:3001/0.3.0/',
  files,
  package: facts,
  publishedAt: '2026-12-07T01:30:34.214Z',
  publishedBy: 'the release tool',
});

/** The same record as the emulators' start reads it back from release.json: parsed. */
function asTheEmulatorsRecordIt(record: ReleaseRecord): ReleaseRecord {
  const parsed = parseReleaseRecord(JSON.parse(JSON.stringify(record)));
  if (!parsed.ok) throw new Error(parsed.problems.join('; '));
  return parsed.record;
}

const FILES = { 'remoteEntry.js': 'a'.repeat(64), 'mf-manifest.json': 'b'.repeat(64) };

describeWithFirestore('the release registry', () => {
  let store: TestFirestore;
  beforeAll(() => {
    store = testFirestore();
  });
  afterEach(() => store.clear());
  afterAll(() => store.close());

  it('takes the same record again as already registered, whichever writer spelled it', async () => {
    const published = asTheReleaseToolWrites(FILES);
    expect(await registerRelease(store.db, asTheEmulatorsRecordIt(published))).toBe('registered');
    expect(await registerRelease(store.db, published)).toBe('already-registered');
    expect(await registerRelease(store.db, asTheEmulatorsRecordIt(published))).toBe(
      'already-registered',
    );
  });

  it('refuses another record for a published version: other files, or another address', async () => {
    await registerRelease(store.db, asTheReleaseToolWrites(FILES));
    await expect(
      registerRelease(
        store.db,
        asTheReleaseToolWrites({ ...FILES, 'remoteEntry.js': 'c'.repeat(64) }),
      ),
    ).rejects.toThrow(/games 0\.3\.0 is registered already with other files or at another address/);
    await expect(
      registerRelease(store.db, {
        ...asTheReleaseToolWrites(FILES),
        base: 'http://localhost:4001/0.3.0/',
      }),
    ).rejects.toThrow(/registered already/);
  });
});
