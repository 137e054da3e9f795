import type { Catalogue } from '@onam/shared/i18n/translator';
import type { BackendErrorCode } from '@onam/shared/backend/port';
import type { DeviceProblem } from './media-errors';

type ProblemKeys = `recorder.error.${DeviceProblem}` | `recorder.camera.${DeviceProblem}`;
/** Upload failures a visitor can be told apart; any other code reads as 'unknown'. */
export const UPLOAD_FAILURES = ['network', 'file-too-large', 'not-signed-in', 'unknown'] as const;
export type UploadFailure = (typeof UPLOAD_FAILURES)[number] & BackendErrorCode;
type FailureKeys = `recorder.take.failed.${UploadFailure}`;

/** Every string the multi-recorder shows; keys start with 'recorder.'. Malayalam arrives in step 7. */
const en = {
  'recorder.title': 'Record an Onam greeting',
  'recorder.intro':
    'Wish your family and friends a happy Onam in your own voice, or on video. Record as many takes as you like, keep the best.',
  'recorder.limits': 'Up to {clips} clips of at most {seconds} seconds each.',
  'recorder.loading': 'Getting the recorder ready…',

  'recorder.ideas.title': 'Need words? Try one of these:',
  'recorder.ideas.onashamsakal': 'Happy Onam',
  'recorder.ideas.hrudayam': 'Heartfelt Onam wishes',
  'recorder.ideas.ponnonam': 'Golden-Onam wishes',

  'recorder.allowance.room':
    'You can keep {max} greetings: {used} recorded or uploaded, {left} left.',
  'recorder.allowance.last':
    'You can keep {max} greetings: {used} recorded or uploaded, only 1 left. Make it a good one!',
  'recorder.allowance.full':
    'You have {max} greetings, the most you can keep. Delete a take or a greeting to record another.',
  'recorder.allowance.checking': 'Checking your saved greetings…',

  'recorder.record': 'Record',
  'recorder.stop': 'Stop',
  'recorder.video': 'Record video',
  'recorder.video.refused':
    'The camera is not allowed on this site, so greetings record sound only.',
  'recorder.starting': 'Starting…',
  'recorder.recording': 'Recording',
  'recorder.recordingTake': 'Recording a new version of take {number}',
  'recorder.clock': 'Time recorded',
  'recorder.clockValue': '{elapsed} of {max}',
  'recorder.timeLeft.one': '{count} second left',
  'recorder.timeLeft.other': '{count} seconds left',
  'recorder.timeLeftSoon': '{count} seconds left in this take.',
  'recorder.level': 'Microphone level',
  'recorder.preview': 'Camera preview',
  'recorder.stoppedAtLimit': 'The take stopped at the {seconds}-second limit. It is kept below.',
  'recorder.interrupted': 'The recording stopped unexpectedly. What was recorded is kept below.',
  'recorder.interruptedEmpty':
    'The recording stopped unexpectedly before anything was recorded. Please press Record again.',

  'recorder.error.refused':
    "The microphone is not allowed, so nothing can be recorded. Allow the microphone for this site in your browser's settings, then press Record again.",
  'recorder.error.missing': 'No microphone was found. Connect one, then press Record again.',
  'recorder.error.in-use':
    'The microphone is busy in another app or tab. Close it there, then press Record again.',
  'recorder.error.unsupported':
    'This browser cannot record greetings. Please use a recent version of Chrome, Edge, Firefox or Safari.',
  'recorder.error.insecure':
    'Recording needs a secure page. Open this site with an address starting https:// to record.',
  'recorder.error.unknown': 'The recording could not start. Please press Record again.',
  'recorder.camera.refused': 'The camera is not allowed, so this take records sound only.',
  'recorder.camera.missing': 'No camera was found, so this take records sound only.',
  'recorder.camera.in-use': 'The camera is busy in another app, so this take records sound only.',
  'recorder.camera.unsupported': 'The camera could not start, so this take records sound only.',
  'recorder.camera.insecure': 'The camera could not start, so this take records sound only.',
  'recorder.camera.unknown': 'The camera could not start, so this take records sound only.',

  'recorder.takes.title': 'Your takes',
  'recorder.takes.empty': 'No takes yet. Press Record, say your greeting, then press Stop.',
  'recorder.takes.unsaved':
    'Takes stay on this page until you upload them: upload the ones you want to keep.',
  'recorder.take.name': 'Take {number}',
  'recorder.take.video': 'video',
  'recorder.take.audio': 'sound',
  'recorder.take.length': '{duration}, {kind}',
  'recorder.take.rerecord': 'Re-record',
  'recorder.take.rerecordName': 'Re-record take {number}',
  'recorder.take.delete': 'Delete',
  'recorder.take.deleteName': 'Delete take {number}',
  'recorder.take.upload': 'Upload',
  'recorder.take.uploadName': 'Upload take {number}',
  'recorder.take.uploading': 'Uploading take {number}',
  'recorder.take.cancel': 'Cancel',
  'recorder.take.cancelName': 'Cancel the upload of take {number}',
  'recorder.take.retry': 'Try again',
  'recorder.take.retryName': 'Try again to upload take {number}',
  'recorder.take.beingReplaced': 'Recording a new version…',
  'recorder.take.failed.network':
    'The upload did not get through. Your take is still here: check your connection and try again.',
  'recorder.take.failed.file-too-large':
    'This take is too large to upload. Record a shorter one and upload that.',
  'recorder.take.failed.not-signed-in':
    'You are signed out. Sign in again, then try again: your take is still here.',
  'recorder.take.failed.unknown': 'The upload failed. Your take is still here: please try again.',

  'recorder.announce.recorded': 'Take {number} recorded, {duration}.',
  'recorder.announce.deleted': 'Take {number} deleted.',
  'recorder.announce.uploaded': 'Take {number} uploaded as {name}.',
  'recorder.announce.removed': '{name} deleted.',

  'recorder.greetings.title': 'Your greetings',
  'recorder.greetings.loading': 'Loading your greetings…',
  'recorder.greetings.empty': 'No greetings uploaded yet. Upload a take to keep it here.',
  'recorder.greetings.error': 'Your greetings could not be loaded.',
  'recorder.greetings.retry': 'Try again',
  'recorder.greetings.signedOut': 'Sign in to upload your takes and keep them here.',
  'recorder.greetings.uploadedOn': 'Uploaded {date}',
  'recorder.greetings.delete': 'Delete',
  'recorder.greetings.deleteName': 'Delete {name}',
  'recorder.greetings.confirm': 'Delete {name} for good?',
  'recorder.greetings.confirmYes': 'Yes, delete',
  'recorder.greetings.confirmNo': 'Keep it',
  'recorder.greetings.deleteFailed': '{name} could not be deleted. Please try again.',
} satisfies Record<ProblemKeys | FailureKeys, string> & Record<string, string>;

export const recorderMessages = { en } satisfies Catalogue<string>;
