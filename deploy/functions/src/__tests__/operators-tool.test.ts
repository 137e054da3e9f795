/** @jest-environment node */
import { localManifestText } from '@onam/shared/manifest/__tests__/manifest-fixture';
import { LIVE_DOC, revisionDoc, type LiveDoc, type RevisionDoc } from '../campaign-live';
import { goLive } from '../operators-tool';
import { describeWithFirestore, testFirestore, type TestFirestore } from './firestore-emulator';

describeWithFirestore('pnpm operators go-live', () => {
  jest.setTimeout(30_000);
  let store: TestFirestore;
  beforeAll(() => {
    store = testFirestore();
  });
  afterAll(() => store.close());
  beforeEach(() => store.clear());

  const allWell = async () => [];

  it("makes an environment's manifest file the live campaign, recorded like any change", async () => {
    expect(await goLive(store.db, localManifestText(), 'desk@example.com', allWell)).toMatch(
      /^revision 1 is live/,
    );
    const live = (await store.db.doc(LIVE_DOC).get()).data() as LiveDoc;
    expect(JSON.parse(live.manifest)).toEqual(JSON.parse(localManifestText()));
    expect((await store.db.doc(revisionDoc(1)).get()).data() as RevisionDoc).toMatchObject({
      author: 'desk@example.com',
      command: 'import (a whole manifest)',
    });
  });

  it('goes on from the live revision, and refuses what the console would refuse, writing nothing', async () => {
    await goLive(store.db, localManifestText(), 'desk@example.com', allWell);
    const changed = JSON.parse(localManifestText());
    changed.routes['/dress'].enabled = false;
    expect(await goLive(store.db, JSON.stringify(changed), 'desk@example.com', allWell)).toMatch(
      /^revision 2 is live/,
    );
    await expect(goLive(store.db, '{ "remotes": ', 'desk@example.com', allWell)).rejects.toThrow(
      /^the file is not JSON/,
    );
    await expect(
      goLive(store.db, localManifestText(), 'desk@example.com', async () => [
        'remote "games": http://localhost:3001/mf-manifest.json could not be reached',
      ]),
    ).rejects.toThrow(/could not be reached/);
    expect(((await store.db.doc(LIVE_DOC).get()).data() as LiveDoc).revision).toBe(2);
  });
});
