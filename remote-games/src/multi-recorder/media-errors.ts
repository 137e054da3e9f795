/**
 * Why the microphone or camera cannot be used, from what getUserMedia rejects with, in the few
 * kinds a visitor can act on. Browsers name these DOMExceptions alike (Media Capture spec); older
 * ones used other names for the same cases, kept here.
 */

export type DeviceProblem =
  'refused' | 'missing' | 'in-use' | 'unsupported' | 'insecure' | 'unknown';

const BY_NAME: Record<string, DeviceProblem> = {
  NotAllowedError: 'refused',
  PermissionDeniedError: 'refused',
  SecurityError: 'refused',
  NotFoundError: 'missing',
  DevicesNotFoundError: 'missing',
  OverconstrainedError: 'missing',
  ConstraintNotSatisfiedError: 'missing',
  NotReadableError: 'in-use',
  TrackStartError: 'in-use',
  AbortError: 'in-use',
  NotSupportedError: 'unsupported',
};

export function deviceProblem(error: unknown): DeviceProblem {
  const name =
    typeof error === 'object' && error !== null && 'name' in error
      ? String((error as { name: unknown }).name)
      : '';
  return BY_NAME[name] ?? 'unknown';
}

/** What the page can see before asking for anything. */
export interface RecordingAbilities {
  isSecureContext: boolean;
  hasGetUserMedia: boolean;
  hasMediaRecorder: boolean;
}

/**
 * null when recording can be tried. Browsers hide `navigator.mediaDevices` on plain http (other
 * than localhost), which looks like an old browser but needs another remedy.
 */
export function recordingUnavailable(abilities: RecordingAbilities): DeviceProblem | null {
  if (!abilities.isSecureContext) return 'insecure';
  if (!abilities.hasGetUserMedia || !abilities.hasMediaRecorder) return 'unsupported';
  return null;
}

export function browserAbilities(): RecordingAbilities {
  const hasWindow = typeof window !== 'undefined';
  return {
    isSecureContext: hasWindow ? window.isSecureContext !== false : false,
    hasGetUserMedia:
      typeof navigator !== 'undefined' &&
      typeof navigator.mediaDevices?.getUserMedia === 'function',
    hasMediaRecorder: hasWindow && typeof window.MediaRecorder === 'function',
  };
}
