import type { Catalogue } from '../../i18n/translator';

/** Every string the shared UI primitives show or announce. Malayalam arrives in step 7. */
export const uiMessages = {
  en: {
    'textInput.counter': '{count} / {max}',
    'textInput.counterDescription': 'Characters used: {count} of {max}.',
    'textInput.remaining': 'Characters left: {remaining}.',
    'checkboxGroup.atMost': 'Choose at most {max}.',
    'checkboxGroup.atLeast': 'Choose at least {min}.',
    'messageBox.illegalInput': 'Illegal input',
    'messageBox.confirm': 'OK',
    'messageBox.cancel': 'Cancel',
    'fileUpload.chooseOne': 'Choose a file',
    'fileUpload.chooseMany': 'Choose files',
    'fileUpload.dropOne': 'or drop it here',
    'fileUpload.dropMany': 'or drop them here',
    'fileUpload.maxSize': 'Largest file: {size}.',
    'fileUpload.list': 'Uploads',
    'fileUpload.progress': 'Uploading {name}',
    'fileUpload.uploading': 'Uploading…',
    'fileUpload.uploaded': 'Uploaded',
    'fileUpload.cancelled': 'Cancelled',
    'fileUpload.cancel': 'Cancel',
    'fileUpload.cancelFile': 'Cancel uploading {name}',
    'fileUpload.retry': 'Retry',
    'fileUpload.retryFile': 'Retry uploading {name}',
    'fileUpload.failedHttp': 'The upload failed (HTTP {status}). Try again.',
    'fileUpload.failedOffline':
      'The upload failed: you seem to be offline. Check your connection and try again.',
    'fileUpload.failedNetwork': 'The upload failed: the server could not be reached. Try again.',
    'fileUpload.failedTimeout': 'The upload took too long and was stopped. Try again.',
    'fileUpload.tooLarge': '“{name}” is {size}, larger than the {limit} allowed.',
    'fileUpload.wrongType': '“{name}” is not a kind of file accepted here.',
    'fileUpload.announceUploaded': '{name} uploaded.',
    'fileUpload.announceCancelled': 'Upload of {name} cancelled.',
  },
} satisfies Catalogue<string>;

export type UiMessageKey = keyof (typeof uiMessages)['en'];
