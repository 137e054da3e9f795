/** @jest-environment node */
import { deviceTake, keptNote, mayLoseWork, newTakeId, onlyOnThisPage } from '../kept-takes';
import type { TakeKept } from '../takes';

const takes = (...kept: TakeKept[]) => kept.map((where) => ({ kept: where }));

describe('where the takes are kept, as the page tells it', () => {
  it('says "kept" only when the device holds every take (or is writing it)', () => {
    expect(keptNote([])).toBeNull();
    expect(keptNote(takes('kept', 'kept'))).toBe('kept');
    expect(keptNote(takes('kept', 'keeping'))).toBe('kept');
  });

  it('says why when the page holds one take alone: signed out, then a full device, then none', () => {
    expect(keptNote(takes('kept', 'full'))).toBe('full');
    expect(keptNote(takes('unavailable', 'kept'))).toBe('unavailable');
    expect(keptNote(takes('unavailable', 'full'))).toBe('full');
    expect(keptNote(takes('full', 'no-account'))).toBe('no-account');
  });

  it('marks the takes the page holds alone', () => {
    expect(
      takes('kept', 'keeping', 'full', 'unavailable', 'no-account').map(onlyOnThisPage),
    ).toEqual([false, false, true, true, true]);
  });

  it('asks before the tab closes only while that would lose a recording', () => {
    expect(mayLoseWork({ takes: [], recording: null })).toBe(false);
    expect(mayLoseWork({ takes: [], recording: { target: null } })).toBe(true);
    expect(mayLoseWork({ takes: takes('kept', 'kept'), recording: null })).toBe(false);
    // Still being written: closing now could lose it.
    expect(mayLoseWork({ takes: takes('kept', 'keeping'), recording: null })).toBe(true);
    expect(mayLoseWork({ takes: takes('kept', 'full'), recording: null })).toBe(true);
    expect(mayLoseWork({ takes: takes('no-account'), recording: null })).toBe(true);
  });

  it('keeps a take under the account it was recorded for', () => {
    const blob = new Blob(['hello']);
    expect(
      deviceTake(
        { id: 't', number: 2, kind: 'video', contentType: 'video/webm', durationMs: 3100, blob },
        'asha',
        new Date('2026-08-26T04:30:00Z'),
      ),
    ).toEqual({
      uid: 'asha',
      id: 't',
      number: 2,
      kind: 'video',
      contentType: 'video/webm',
      durationMs: 3100,
      recordedAt: '2026-08-26T04:30:00.000Z',
      blob,
    });
  });

  it('gives takes ids that do not repeat', () => {
    const ids = new Set(Array.from({ length: 50 }, newTakeId));
    expect(ids.size).toBe(50);
  });
});
