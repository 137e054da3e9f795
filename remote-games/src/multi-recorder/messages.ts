import type { Catalogue } from '@onam/shared/i18n/translator';
import type { BackendErrorCode } from '@onam/shared/backend/port';
import type { DeviceProblem } from './media-errors';

type ProblemKeys = `recorder.error.${DeviceProblem}` | `recorder.camera.${DeviceProblem}`;
/** Upload failures a visitor can be told apart; any other code reads as 'unknown'. */
export const UPLOAD_FAILURES = ['network', 'file-too-large', 'not-signed-in', 'unknown'] as const;
export type UploadFailure = (typeof UPLOAD_FAILURES)[number] & BackendErrorCode;
type FailureKeys = `recorder.take.failed.${UploadFailure}`;

/** Every string the multi-recorder shows; keys start with 'recorder.'. */
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
  'recorder.takes.kept':
    'Your takes are kept on this device, for your account only, until you upload or delete them.',
  'recorder.takes.inPageFull':
    'This device has no room left to keep every take. A take marked “Only on this page” is lost if you leave the page: upload it, or delete takes you do not need.',
  'recorder.takes.inPageUnavailable':
    'This browser does not let the page keep takes on this device (a private window does this). A take marked “Only on this page” is lost if you leave the page: upload the ones you want.',
  'recorder.takes.inPageSignedOut':
    'You are signed out, so your takes are held by this page only. Sign in without leaving the page to keep them on this device and upload them.',
  'recorder.take.name': 'Take {number}',
  'recorder.take.onlyHere': 'Only on this page',
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

/**
 * Malayalam. A take is a "റെക്കോർഡിങ്", an uploaded one an "ആശംസ"; the buttons the messages
 * name ("റെക്കോർഡ്", "നിർത്തൂ") are quoted as the buttons say them.
 */
const ml = {
  'recorder.title': 'ഓണാശംസ റെക്കോർഡ് ചെയ്യാം',
  'recorder.intro':
    'കുടുംബത്തിനും കൂട്ടുകാർക്കും നിങ്ങളുടെ സ്വന്തം ശബ്ദത്തിലോ വീഡിയോയിലോ ഓണാശംസകൾ നേരൂ. എത്ര തവണ വേണമെങ്കിലും റെക്കോർഡ് ചെയ്യാം, ഏറ്റവും നല്ലത് സൂക്ഷിക്കാം.',
  'recorder.limits': 'പരമാവധി {clips} ക്ലിപ്പുകൾ, ഓരോന്നും {seconds} സെക്കൻഡ് വരെ.',
  'recorder.loading': 'റെക്കോർഡർ ഒരുങ്ങുന്നു…',

  // The greeting itself is shown in Malayalam beside these, so they say when it suits.
  'recorder.ideas.title': 'എന്തു പറയണമെന്ന് സംശയമുണ്ടോ? ഇവയിലൊന്ന് പറഞ്ഞുനോക്കൂ:',
  'recorder.ideas.onashamsakal': 'എല്ലാവർക്കുമുള്ള ലളിതമായ ആശംസ',
  'recorder.ideas.hrudayam': 'ഉറ്റവർക്ക്, ഹൃദയപൂർവം',
  'recorder.ideas.ponnonam': 'പൊന്നോണത്തിന്റെ തിളക്കത്തോടെ',

  'recorder.allowance.room':
    'നിങ്ങൾക്ക് {max} ആശംസകൾ സൂക്ഷിക്കാം: {used} എണ്ണം റെക്കോർഡ് ചെയ്യുകയോ അപ്‌ലോഡ് ചെയ്യുകയോ ചെയ്തു, ഇനി {left} എണ്ണം കൂടി.',
  'recorder.allowance.last':
    'നിങ്ങൾക്ക് {max} ആശംസകൾ സൂക്ഷിക്കാം: {used} എണ്ണം റെക്കോർഡ് ചെയ്യുകയോ അപ്‌ലോഡ് ചെയ്യുകയോ ചെയ്തു, ഇനി ഒന്നു മാത്രം. അത് മികച്ചതാക്കൂ!',
  'recorder.allowance.full':
    'നിങ്ങൾക്ക് {max} ആശംസകളായി, സൂക്ഷിക്കാവുന്നതിന്റെ പരമാവധി. മറ്റൊന്ന് റെക്കോർഡ് ചെയ്യാൻ ഒരു റെക്കോർഡിങ്ങോ ആശംസയോ നീക്കം ചെയ്യൂ.',
  'recorder.allowance.checking': 'സൂക്ഷിച്ച ആശംസകൾ പരിശോധിക്കുന്നു…',

  'recorder.record': 'റെക്കോർഡ്',
  'recorder.stop': 'നിർത്തൂ',
  'recorder.video': 'വീഡിയോ റെക്കോർഡ് ചെയ്യാം',
  'recorder.video.refused': 'ഈ സൈറ്റിൽ ക്യാമറയ്ക്ക് അനുവാദമില്ല, അതിനാൽ ആശംസകളിൽ ശബ്ദം മാത്രമേ റെക്കോർഡ് ആകൂ.',
  'recorder.starting': 'തുടങ്ങുന്നു…',
  'recorder.recording': 'റെക്കോർഡ് ചെയ്യുന്നു',
  'recorder.recordingTake': 'റെക്കോർഡിങ് {number}-ന്റെ പുതിയ പതിപ്പ് റെക്കോർഡ് ചെയ്യുന്നു',
  'recorder.clock': 'റെക്കോർഡ് ചെയ്ത സമയം',
  'recorder.clockValue': '{elapsed} / {max}',
  'recorder.timeLeft.one': '{count} സെക്കൻഡ് ബാക്കി',
  'recorder.timeLeft.other': '{count} സെക്കൻഡ് ബാക്കി',
  'recorder.timeLeftSoon': 'ഈ റെക്കോർഡിങ്ങിൽ {count} സെക്കൻഡ് കൂടി ബാക്കി.',
  'recorder.level': 'മൈക്രോഫോണിലെ ശബ്ദനില',
  'recorder.preview': 'ക്യാമറയിലെ ദൃശ്യം',
  'recorder.stoppedAtLimit': '{seconds} സെക്കൻഡ് പരിധിയിൽ റെക്കോർഡിങ് നിന്നു. അത് താഴെ സൂക്ഷിച്ചിട്ടുണ്ട്.',
  'recorder.interrupted': 'റെക്കോർഡിങ് അപ്രതീക്ഷിതമായി നിന്നുപോയി. റെക്കോർഡ് ആയത്രയും താഴെ സൂക്ഷിച്ചിട്ടുണ്ട്.',
  'recorder.interruptedEmpty':
    'ഒന്നും റെക്കോർഡ് ആകും മുമ്പേ റെക്കോർഡിങ് അപ്രതീക്ഷിതമായി നിന്നുപോയി. ദയവായി "റെക്കോർഡ്" വീണ്ടും അമർത്തൂ.',

  'recorder.error.refused':
    'മൈക്രോഫോണിന് അനുവാദമില്ലാത്തതിനാൽ ഒന്നും റെക്കോർഡ് ചെയ്യാനാവില്ല. ബ്രൗസറിന്റെ സെറ്റിങ്സിൽ ഈ സൈറ്റിന് മൈക്രോഫോൺ അനുവദിക്കൂ, പിന്നെ "റെക്കോർഡ്" വീണ്ടും അമർത്തൂ.',
  'recorder.error.missing': 'മൈക്രോഫോൺ കണ്ടെത്താനായില്ല. ഒരെണ്ണം ഘടിപ്പിച്ച ശേഷം "റെക്കോർഡ്" വീണ്ടും അമർത്തൂ.',
  'recorder.error.in-use':
    'മൈക്രോഫോൺ മറ്റൊരു ആപ്പിലോ ടാബിലോ ഉപയോഗത്തിലാണ്. അവിടെ അത് അടച്ച ശേഷം "റെക്കോർഡ്" വീണ്ടും അമർത്തൂ.',
  'recorder.error.unsupported':
    'ഈ ബ്രൗസറിൽ ആശംസകൾ റെക്കോർഡ് ചെയ്യാനാവില്ല. Chrome, Edge, Firefox, Safari എന്നിവയിലൊന്നിന്റെ പുതിയ പതിപ്പ് ഉപയോഗിക്കൂ.',
  'recorder.error.insecure':
    'റെക്കോർഡ് ചെയ്യാൻ സുരക്ഷിതമായ പേജ് വേണം. https:// എന്നു തുടങ്ങുന്ന വിലാസത്തിൽ ഈ സൈറ്റ് തുറന്ന് റെക്കോർഡ് ചെയ്യൂ.',
  'recorder.error.unknown': 'റെക്കോർഡിങ് തുടങ്ങാനായില്ല. ദയവായി "റെക്കോർഡ്" വീണ്ടും അമർത്തൂ.',
  'recorder.camera.refused': 'ക്യാമറയ്ക്ക് അനുവാദമില്ലാത്തതിനാൽ ഇത്തവണ ശബ്ദം മാത്രം റെക്കോർഡ് ചെയ്യുന്നു.',
  'recorder.camera.missing': 'ക്യാമറ കണ്ടെത്താനായില്ല, അതിനാൽ ഇത്തവണ ശബ്ദം മാത്രം റെക്കോർഡ് ചെയ്യുന്നു.',
  'recorder.camera.in-use':
    'ക്യാമറ മറ്റൊരു ആപ്പിൽ ഉപയോഗത്തിലാണ്, അതിനാൽ ഇത്തവണ ശബ്ദം മാത്രം റെക്കോർഡ് ചെയ്യുന്നു.',
  'recorder.camera.unsupported': 'ക്യാമറ തുടങ്ങാനായില്ല, അതിനാൽ ഇത്തവണ ശബ്ദം മാത്രം റെക്കോർഡ് ചെയ്യുന്നു.',
  'recorder.camera.insecure': 'ക്യാമറ തുടങ്ങാനായില്ല, അതിനാൽ ഇത്തവണ ശബ്ദം മാത്രം റെക്കോർഡ് ചെയ്യുന്നു.',
  'recorder.camera.unknown': 'ക്യാമറ തുടങ്ങാനായില്ല, അതിനാൽ ഇത്തവണ ശബ്ദം മാത്രം റെക്കോർഡ് ചെയ്യുന്നു.',

  'recorder.takes.title': 'നിങ്ങളുടെ റെക്കോർഡിങ്ങുകൾ',
  'recorder.takes.empty': 'ഇതുവരെ റെക്കോർഡിങ്ങുകളില്ല. "റെക്കോർഡ്" അമർത്തി ആശംസ പറയൂ, പിന്നെ "നിർത്തൂ" അമർത്തൂ.',
  'recorder.takes.kept':
    'അപ്‌ലോഡ് ചെയ്യുകയോ നീക്കം ചെയ്യുകയോ ചെയ്യും വരെ റെക്കോർഡിങ്ങുകൾ ഈ ഉപകരണത്തിൽ നിങ്ങളുടെ അക്കൗണ്ടിനു മാത്രമായി സൂക്ഷിച്ചിട്ടുണ്ട്.',
  'recorder.takes.inPageFull':
    'എല്ലാ റെക്കോർഡിങ്ങുകളും സൂക്ഷിക്കാൻ ഈ ഉപകരണത്തിൽ ഇടമില്ല. "ഈ പേജിൽ മാത്രം" എന്ന് അടയാളപ്പെടുത്തിയ റെക്കോർഡിങ് പേജ് വിട്ടാൽ നഷ്ടമാകും: അത് അപ്‌ലോഡ് ചെയ്യൂ, അല്ലെങ്കിൽ വേണ്ടാത്തവ നീക്കം ചെയ്യൂ.',
  'recorder.takes.inPageUnavailable':
    'റെക്കോർഡിങ്ങുകൾ ഈ ഉപകരണത്തിൽ സൂക്ഷിക്കാൻ ഈ ബ്രൗസർ പേജിനെ അനുവദിക്കുന്നില്ല (പ്രൈവറ്റ് വിൻഡോയിൽ ഇങ്ങനെയാണ്). "ഈ പേജിൽ മാത്രം" എന്ന് അടയാളപ്പെടുത്തിയ റെക്കോർഡിങ് പേജ് വിട്ടാൽ നഷ്ടമാകും: വേണ്ടവ അപ്‌ലോഡ് ചെയ്യൂ.',
  'recorder.takes.inPageSignedOut':
    'നിങ്ങൾ സൈൻ ഔട്ട് ആയതിനാൽ റെക്കോർഡിങ്ങുകൾ ഈ പേജിൽ മാത്രമാണുള്ളത്. ഇവ ഈ ഉപകരണത്തിൽ സൂക്ഷിക്കാനും അപ്‌ലോഡ് ചെയ്യാനും പേജ് വിടാതെ സൈൻ ഇൻ ചെയ്യൂ.',
  'recorder.take.name': 'റെക്കോർഡിങ് {number}',
  'recorder.take.onlyHere': 'ഈ പേജിൽ മാത്രം',
  'recorder.take.video': 'വീഡിയോ',
  'recorder.take.audio': 'ശബ്ദം',
  'recorder.take.length': '{duration}, {kind}',
  'recorder.take.rerecord': 'വീണ്ടും റെക്കോർഡ്',
  'recorder.take.rerecordName': 'റെക്കോർഡിങ് {number} വീണ്ടും റെക്കോർഡ് ചെയ്യൂ',
  'recorder.take.delete': 'നീക്കം ചെയ്യൂ',
  'recorder.take.deleteName': 'റെക്കോർഡിങ് {number} നീക്കം ചെയ്യൂ',
  'recorder.take.upload': 'അപ്‌ലോഡ് ചെയ്യൂ',
  'recorder.take.uploadName': 'റെക്കോർഡിങ് {number} അപ്‌ലോഡ് ചെയ്യൂ',
  'recorder.take.uploading': 'റെക്കോർഡിങ് {number} അപ്‌ലോഡ് ചെയ്യുന്നു',
  'recorder.take.cancel': 'റദ്ദാക്കൂ',
  'recorder.take.cancelName': 'റെക്കോർഡിങ് {number}-ന്റെ അപ്‌ലോഡ് റദ്ദാക്കൂ',
  'recorder.take.retry': 'വീണ്ടും ശ്രമിക്കൂ',
  'recorder.take.retryName': 'റെക്കോർഡിങ് {number} അപ്‌ലോഡ് ചെയ്യാൻ വീണ്ടും ശ്രമിക്കൂ',
  'recorder.take.beingReplaced': 'പുതിയ പതിപ്പ് റെക്കോർഡ് ചെയ്യുന്നു…',
  'recorder.take.failed.network':
    'അപ്‌ലോഡ് നടന്നില്ല. നിങ്ങളുടെ റെക്കോർഡിങ് ഇവിടെത്തന്നെയുണ്ട്: കണക്ഷൻ പരിശോധിച്ച് വീണ്ടും ശ്രമിക്കൂ.',
  'recorder.take.failed.file-too-large':
    'ഈ റെക്കോർഡിങ് അപ്‌ലോഡ് ചെയ്യാൻ വലുപ്പം കൂടുതലാണ്. ചെറിയ ഒന്ന് റെക്കോർഡ് ചെയ്ത് അത് അപ്‌ലോഡ് ചെയ്യൂ.',
  'recorder.take.failed.not-signed-in':
    'നിങ്ങൾ സൈൻ ഔട്ട് ആയിരിക്കുന്നു. വീണ്ടും സൈൻ ഇൻ ചെയ്ത ശേഷം ഒന്നുകൂടി ശ്രമിക്കൂ: നിങ്ങളുടെ റെക്കോർഡിങ് ഇവിടെത്തന്നെയുണ്ട്.',
  'recorder.take.failed.unknown':
    'അപ്‌ലോഡ് പരാജയപ്പെട്ടു. നിങ്ങളുടെ റെക്കോർഡിങ് ഇവിടെത്തന്നെയുണ്ട്: ദയവായി വീണ്ടും ശ്രമിക്കൂ.',

  'recorder.announce.recorded': 'റെക്കോർഡിങ് {number} തയ്യാർ, {duration}.',
  'recorder.announce.deleted': 'റെക്കോർഡിങ് {number} നീക്കം ചെയ്തു.',
  'recorder.announce.uploaded': 'റെക്കോർഡിങ് {number} {name} എന്ന പേരിൽ അപ്‌ലോഡ് ചെയ്തു.',
  'recorder.announce.removed': '{name} നീക്കം ചെയ്തു.',

  'recorder.greetings.title': 'നിങ്ങളുടെ ആശംസകൾ',
  'recorder.greetings.loading': 'നിങ്ങളുടെ ആശംസകൾ ലോഡ് ചെയ്യുന്നു…',
  'recorder.greetings.empty':
    'ഇതുവരെ ആശംസകളൊന്നും അപ്‌ലോഡ് ചെയ്തിട്ടില്ല. ഒരു റെക്കോർഡിങ് ഇവിടെ സൂക്ഷിക്കാൻ അത് അപ്‌ലോഡ് ചെയ്യൂ.',
  'recorder.greetings.error': 'നിങ്ങളുടെ ആശംസകൾ ലോഡ് ചെയ്യാനായില്ല.',
  'recorder.greetings.retry': 'വീണ്ടും ശ്രമിക്കൂ',
  'recorder.greetings.signedOut': 'റെക്കോർഡിങ്ങുകൾ അപ്‌ലോഡ് ചെയ്ത് ഇവിടെ സൂക്ഷിക്കാൻ സൈൻ ഇൻ ചെയ്യൂ.',
  'recorder.greetings.uploadedOn': 'അപ്‌ലോഡ് ചെയ്തത്: {date}',
  'recorder.greetings.delete': 'നീക്കം ചെയ്യൂ',
  'recorder.greetings.deleteName': '{name} നീക്കം ചെയ്യൂ',
  'recorder.greetings.confirm': '{name} എന്നേക്കുമായി നീക്കം ചെയ്യണോ?',
  'recorder.greetings.confirmYes': 'അതെ, നീക്കം ചെയ്യൂ',
  'recorder.greetings.confirmNo': 'വേണ്ട, സൂക്ഷിക്കാം',
  'recorder.greetings.deleteFailed': '{name} നീക്കം ചെയ്യാനായില്ല. ദയവായി വീണ്ടും ശ്രമിക്കൂ.',
} satisfies Record<ProblemKeys | FailureKeys, string> & Partial<Record<keyof typeof en, string>>;

export const recorderMessages = { en, ml } satisfies Catalogue<string>;

/** A key of the recorder's catalogue. */
export type RecorderKey = keyof typeof en;
