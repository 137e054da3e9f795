/** @jest-environment node */
import {
  initialTakes,
  takeBeingReplaced,
  takesReducer,
  type Recording,
  type TakesAction,
  type TakesState,
} from '../takes';

const recording = (label: string, durationMs = 2000): Recording => ({
  blob: new Blob([label]),
  url: `blob:${label}`,
  contentType: 'audio/webm',
  kind: 'audio',
  durationMs,
});

const run = (...actions: TakesAction[]): TakesState => actions.reduce(takesReducer, initialTakes);

const recordNew = (id: string, label = id): TakesAction[] => [
  { type: 'record', target: null },
  { type: 'recorded', id, recording: recording(label) },
];

describe('the takes', () => {
  it('numbers new takes in order, each recorded and ready to upload', () => {
    const state = run(...recordNew('a'), ...recordNew('b'));
    expect(state.takes.map((take) => [take.id, take.number, take.status])).toEqual([
      ['a', 1, 'recorded'],
      ['b', 2, 'recorded'],
    ]);
    expect(state.recording).toBeNull();
  });

  it('knows a recording is under way until it ends, with or without a take', () => {
    const recordingNow = run({ type: 'record', target: null });
    expect(recordingNow.recording).toEqual({ target: null });
    // A second Record while recording changes nothing.
    expect(takesReducer(recordingNow, { type: 'record', target: null })).toBe(recordingNow);
    expect(takesReducer(recordingNow, { type: 'recording-ended' })).toEqual(initialTakes);
  });

  it('re-recording replaces the take in place, keeping its number and clearing a failure', () => {
    let state = run(...recordNew('a'), ...recordNew('b'));
    state = takesReducer(state, { type: 'upload-started', id: 'a' });
    state = takesReducer(state, { type: 'upload-failed', id: 'a', failure: 'network' });
    state = takesReducer(state, { type: 'record', target: 'a' });
    expect(takeBeingReplaced(state)?.number).toBe(1);
    state = takesReducer(state, { type: 'recorded', id: 'c', recording: recording('new', 5000) });
    expect(state.takes.map((take) => [take.id, take.number, take.url, take.status])).toEqual([
      ['a', 1, 'blob:new', 'recorded'],
      ['b', 2, 'blob:b', 'recorded'],
    ]);
    expect(state.takes[0]).toMatchObject({ durationMs: 5000, failure: null, progress: 0 });
    expect(state.nextNumber).toBe(3);
  });

  it('a re-recording that ends with nothing leaves the take as it was', () => {
    const before = run(...recordNew('a'), { type: 'record', target: 'a' });
    const after = takesReducer(before, { type: 'recording-ended' });
    expect(after.takes).toEqual(before.takes);
    expect(after.recording).toBeNull();
  });

  it('does not re-record a take that is uploading, or one that is not there', () => {
    const uploading = run(...recordNew('a'), { type: 'upload-started', id: 'a' });
    expect(takesReducer(uploading, { type: 'record', target: 'a' })).toBe(uploading);
    expect(takesReducer(uploading, { type: 'record', target: 'zzz' })).toBe(uploading);
  });

  it('deletes a take; numbers are not reused', () => {
    let state = run(...recordNew('a'), ...recordNew('b'), { type: 'delete', id: 'a' });
    expect(state.takes.map((take) => take.number)).toEqual([2]);
    state = run(...recordNew('a'), { type: 'delete', id: 'a' }, ...recordNew('b'));
    expect(state.takes.map((take) => take.number)).toEqual([2]);
    expect(takesReducer(state, { type: 'delete', id: 'nope' })).toBe(state);
  });

  it('deleting the take being re-recorded makes the recording a new take', () => {
    const state = run(
      ...recordNew('a'),
      { type: 'record', target: 'a' },
      { type: 'delete', id: 'a' },
      { type: 'recorded', id: 'b', recording: recording('b') },
    );
    expect(state.takes.map((take) => [take.id, take.number])).toEqual([['b', 2]]);
  });

  it('uploads with progress that only grows, then the take leaves the list', () => {
    let state = run(...recordNew('a'), ...recordNew('b'), { type: 'upload-started', id: 'a' });
    expect(state.takes[0]).toMatchObject({ status: 'uploading', progress: 0 });
    state = takesReducer(state, { type: 'upload-progress', id: 'a', fraction: 0.4 });
    state = takesReducer(state, { type: 'upload-progress', id: 'a', fraction: 0.2 });
    expect(state.takes[0]?.progress).toBe(0.4);
    state = takesReducer(state, { type: 'upload-progress', id: 'a', fraction: 7 });
    expect(state.takes[0]?.progress).toBe(1);
    state = takesReducer(state, { type: 'upload-succeeded', id: 'a' });
    expect(state.takes.map((take) => take.id)).toEqual(['b']);
  });

  it('a failed upload keeps the take with the reason, and trying again starts afresh', () => {
    let state = run(
      ...recordNew('a'),
      { type: 'upload-started', id: 'a' },
      { type: 'upload-progress', id: 'a', fraction: 0.7 },
      { type: 'upload-failed', id: 'a', failure: 'network' },
    );
    const take = state.takes[0];
    expect(take).toMatchObject({ status: 'failed', failure: 'network', url: 'blob:a' });
    expect(take?.blob).toBeInstanceOf(Blob);
    state = takesReducer(state, { type: 'upload-started', id: 'a' });
    expect(state.takes[0]).toMatchObject({ status: 'uploading', progress: 0, failure: null });
    state = takesReducer(state, { type: 'upload-succeeded', id: 'a' });
    expect(state.takes).toEqual([]);
  });

  it('a cancelled upload returns the take to recorded, with no failure shown', () => {
    const state = run(
      ...recordNew('a'),
      { type: 'upload-started', id: 'a' },
      { type: 'upload-failed', id: 'a', failure: 'cancelled' },
    );
    expect(state.takes[0]).toMatchObject({ status: 'recorded', failure: null, progress: 0 });
  });

  it('ignores upload news about takes that are not uploading', () => {
    const state = run(...recordNew('a'));
    for (const action of [
      { type: 'upload-progress', id: 'a', fraction: 0.5 },
      { type: 'upload-succeeded', id: 'a' },
      { type: 'upload-failed', id: 'a', failure: 'network' },
    ] as const) {
      expect(takesReducer(state, action)).toBe(state);
    }
    // A take being re-recorded is not uploaded meanwhile.
    const rerecording = takesReducer(state, { type: 'record', target: 'a' });
    expect(takesReducer(rerecording, { type: 'upload-started', id: 'a' })).toBe(rerecording);
  });

  it('hears from the device about the version it was asked to keep, not an older one', () => {
    let state = run(...recordNew('a', 'first'));
    expect(state.takes[0]?.kept).toBe('keeping');
    state = run(
      ...recordNew('a', 'first'),
      { type: 'record', target: 'a' },
      {
        type: 'recorded',
        id: 'x',
        recording: recording('second'),
      },
    );
    // The answer for the first version arrives after the second was recorded: it changes nothing.
    const late = takesReducer(state, { type: 'kept', id: 'a', url: 'blob:first', kept: 'kept' });
    expect(late).toBe(state);
    state = takesReducer(state, { type: 'kept', id: 'a', url: 'blob:second', kept: 'full' });
    expect(state.takes.map((take) => [take.id, take.url, take.kept])).toEqual([
      ['a', 'blob:second', 'full'],
    ]);
  });

  it('puts the takes kept on the device back first, as recorded, numbering on after them', () => {
    const kept = [
      { id: 'k1', number: 1, ...recording('one') },
      { id: 'k3', number: 3, ...recording('three') },
    ];
    let state = takesReducer(initialTakes, { type: 'restored', takes: kept, nextNumber: 5 });
    expect(state.takes.map((take) => [take.id, take.number, take.status, take.kept])).toEqual([
      ['k1', 1, 'recorded', 'kept'],
      ['k3', 3, 'recorded', 'kept'],
    ]);
    expect(state.nextNumber).toBe(5);
    // Read back twice (a second effect run): nothing doubles.
    expect(takesReducer(state, { type: 'restored', takes: kept, nextNumber: 5 })).toBe(state);
    state = takesReducer(state, { type: 'record', target: null });
    state = takesReducer(state, { type: 'recorded', id: 'n', recording: recording('new') });
    expect(state.takes.at(-1)?.number).toBe(5);
  });

  it('numbers takes recorded before the kept ones arrived on after them', () => {
    const signedOut = run(...recordNew('a'));
    const state = takesReducer(signedOut, {
      type: 'restored',
      takes: [{ id: 'k1', number: 1, ...recording('one') }],
      nextNumber: 2,
    });
    expect(state.takes.map((take) => [take.id, take.number])).toEqual([
      ['k1', 1],
      ['a', 2],
    ]);
    expect(state.nextNumber).toBe(3);
  });

  it('clears the page of a visitor’s takes when another signs in, or none', () => {
    const state = run(...recordNew('a'), { type: 'record', target: null });
    expect(takesReducer(state, { type: 'cleared' })).toEqual(initialTakes);
    expect(takesReducer(initialTakes, { type: 'cleared' })).toBe(initialTakes);
  });
});
