/** @jest-environment node */
import { deviceProblem, recordingUnavailable } from '../media-errors';

const domError = (name: string) => Object.assign(new Error(name), { name });

describe('why the microphone or camera cannot be used', () => {
  it.each([
    ['NotAllowedError', 'refused'],
    ['SecurityError', 'refused'],
    ['PermissionDeniedError', 'refused'],
    ['NotFoundError', 'missing'],
    ['OverconstrainedError', 'missing'],
    ['DevicesNotFoundError', 'missing'],
    ['NotReadableError', 'in-use'],
    ['TrackStartError', 'in-use'],
    ['AbortError', 'in-use'],
    ['NotSupportedError', 'unsupported'],
    ['TypeError', 'unknown'],
  ])('%s means %s', (name, problem) => {
    expect(deviceProblem(domError(name))).toBe(problem);
  });

  it('reads anything else as unknown', () => {
    expect(deviceProblem('no')).toBe('unknown');
    expect(deviceProblem(null)).toBe('unknown');
    expect(deviceProblem({})).toBe('unknown');
  });

  it('says before asking when recording cannot work here at all', () => {
    const everything = { isSecureContext: true, hasGetUserMedia: true, hasMediaRecorder: true };
    expect(recordingUnavailable(everything)).toBeNull();
    expect(recordingUnavailable({ ...everything, hasMediaRecorder: false })).toBe('unsupported');
    expect(recordingUnavailable({ ...everything, hasGetUserMedia: false })).toBe('unsupported');
    // On plain http the browser hides the devices: the remedy is https, not another browser.
    expect(
      recordingUnavailable({
        isSecureContext: false,
        hasGetUserMedia: false,
        hasMediaRecorder: true,
      }),
    ).toBe('insecure');
  });
});
