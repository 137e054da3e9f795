import type { Catalogue } from '@onam/shared/i18n/translator';
import { shellMessages } from '../../i18n/messages';

/** Every string the operators' console shows; keys start with 'operator.'. */
export const operatorMessages = {
  en: {
    'operator.title': 'Campaign desk',
    'operator.intro':
      'What visitors see, and every change to it. Each change is checked with the games before it goes live, and kept in the history.',
    'operator.loading': 'Loading the live campaign…',
    'operator.loadFailed': 'The live campaign could not be loaded.',
    'operator.retry': 'Try again',
    'operator.unavailable':
      'This copy of the site runs on the local backend, which has no live campaign to change. The desk works on the emulated and production sites.',

    'operator.live.title': 'Live now',
    'operator.live.revision': 'Revision {revision}, by {author}, {time}',
    'operator.live.none':
      'Nothing is live yet: visitors get the campaign this site was built with.',
    'operator.live.import': 'Put this campaign live',
    'operator.live.switchedOff': 'Switched off. Visitors see: “{message}”',
    'operator.live.on': 'The site is on: visitors can play.',

    'operator.remotes.title': 'Game builds',
    'operator.remotes.name': 'Build',
    'operator.remotes.version': 'Version',
    'operator.remotes.entry': 'Address',

    'operator.routes.title': 'Games on the site',
    'operator.routes.enabled': 'Open',
    'operator.routes.disabled': 'Resting',
    'operator.routes.opens': 'opens on day {day}',
    'operator.routes.closes': 'closes after day {day}',
    'operator.routes.enable': 'Open {path}',
    'operator.routes.disable': 'Rest {path}',
    'operator.routes.swapLabel': 'Game for {path}',
    'operator.routes.swap': 'Show this game on {path}',
    'operator.routes.swapTitle': 'Title of {path} (English)',
    'operator.routes.swapTitleMl': 'Title of {path} (Malayalam)',
    'operator.schedule.opens': 'Opens on, for {path}',
    'operator.schedule.closes': 'Closes after, for {path}',
    'operator.schedule.none': 'No day',
    'operator.schedule.day': 'Day {day}: {name}',
    'operator.schedule.set': 'Schedule {path}',
    'operator.schedule.remove': 'Remove the schedule of {path}',
    'operator.featured.title': 'Featured game by day',
    'operator.featured.label': 'Featured on day {day}',
    'operator.featured.none': 'None',
    'operator.featured.set': 'Feature on day {day}',
    'operator.remotes.versionLabel': 'Version of {remote}',
    'operator.remotes.use': 'Use this version of {remote}',

    'operator.switch.title': 'Switch the site off',
    'operator.switch.message': 'Message for visitors (English)',
    'operator.switch.messageMl': 'Message for visitors (Malayalam)',
    'operator.switch.off': 'Switch off',
    'operator.switch.on': 'Switch the site back on',

    'operator.preview.title': 'Before it goes live',
    'operator.preview.checking': 'Checking the change with the games…',
    'operator.preview.changes': 'This will change:',
    'operator.preview.apply': 'Make it live',
    'operator.preview.cancel': 'Cancel',
    'operator.preview.applying': 'Making it live…',

    'operator.done': 'Revision {revision} is live. Visitors see it at their next page.',
    'operator.refused': 'Not changed: {reason}',
    'operator.conflict':
      'Someone else changed the campaign first. Here it is as it is now: look again, then make your change.',
    'operator.failed': 'That did not go through. Check your connection and try again.',

    'operator.visit.title': 'See it as a visitor',
    'operator.visit.which': 'Campaign',
    'operator.visit.revision': 'revision {revision}',
    'operator.visit.change': 'the change above',
    'operator.visit.day': 'Festival day',
    'operator.visit.open': 'Open the preview',
    'operator.visit.storageFailed':
      'This browser could not keep the preview (its storage is full or switched off). Free some space or allow site data, then try again.',
    'operator.visit.note':
      'Opens the site in a new tab on this campaign and day. Nothing is published: visitors keep seeing the live campaign.',
    'operator.history.title': 'History',
    'operator.history.entry': 'Revision {revision}, by {author}, {time}',
    'operator.history.live': 'live now',
    'operator.history.rollback': 'Go back to revision {revision}',
    'operator.history.empty': 'No changes yet.',
  },
  ml: {
    'operator.title': 'ക്യാമ്പെയ്ൻ ഡെസ്ക്',
    'operator.intro':
      'സന്ദർശകർ കാണുന്നതും അതിലെ എല്ലാ മാറ്റങ്ങളും. ഓരോ മാറ്റവും തത്സമയമാകുന്നതിനു മുൻപ് ഗെയിമുകളുമായി പരിശോധിക്കുന്നു, ചരിത്രത്തിൽ സൂക്ഷിക്കുന്നു.',
    'operator.loading': 'തത്സമയ ക്യാമ്പെയ്ൻ ലോഡ് ചെയ്യുന്നു…',
    'operator.loadFailed': 'തത്സമയ ക്യാമ്പെയ്ൻ ലോഡ് ചെയ്യാനായില്ല.',
    'operator.retry': 'വീണ്ടും ശ്രമിക്കുക',
    'operator.unavailable':
      'സൈറ്റിന്റെ ഈ പതിപ്പ് ലോക്കൽ ബാക്കെൻഡിലാണ്; അതിൽ മാറ്റാൻ തത്സമയ ക്യാമ്പെയ്ൻ ഇല്ല. എമുലേറ്റഡ്, പ്രൊഡക്ഷൻ സൈറ്റുകളിൽ ഡെസ്ക് പ്രവർത്തിക്കും.',

    'operator.live.title': 'ഇപ്പോൾ തത്സമയം',
    'operator.live.revision': 'പതിപ്പ് {revision}, {author}, {time}',
    'operator.live.none': 'ഇതുവരെ ഒന്നും തത്സമയമല്ല: ഈ സൈറ്റ് നിർമ്മിച്ച ക്യാമ്പെയ്നാണ് സന്ദർശകർക്ക് ലഭിക്കുന്നത്.',
    'operator.live.import': 'ഈ ക്യാമ്പെയ്ൻ തത്സമയമാക്കുക',
    'operator.live.switchedOff': 'ഓഫ് ചെയ്തിരിക്കുന്നു. സന്ദർശകർ കാണുന്നത്: “{message}”',
    'operator.live.on': 'സൈറ്റ് ഓണാണ്: സന്ദർശകർക്ക് കളിക്കാം.',

    'operator.remotes.title': 'ഗെയിം ബിൽഡുകൾ',
    'operator.remotes.name': 'ബിൽഡ്',
    'operator.remotes.version': 'പതിപ്പ്',
    'operator.remotes.entry': 'വിലാസം',

    'operator.routes.title': 'സൈറ്റിലെ ഗെയിമുകൾ',
    'operator.routes.enabled': 'തുറന്നിരിക്കുന്നു',
    'operator.routes.disabled': 'വിശ്രമത്തിൽ',
    'operator.routes.opens': '{day}-ാം ദിവസം തുറക്കും',
    'operator.routes.closes': '{day}-ാം ദിവസത്തിനു ശേഷം അടയ്ക്കും',
    'operator.routes.enable': '{path} തുറക്കുക',
    'operator.routes.disable': '{path} വിശ്രമിപ്പിക്കുക',
    'operator.routes.swapLabel': '{path}-നുള്ള ഗെയിം',
    'operator.routes.swap': 'ഈ ഗെയിം {path}-ൽ കാണിക്കുക',
    'operator.routes.swapTitle': '{path}-ന്റെ പേര് (ഇംഗ്ലീഷ്)',
    'operator.routes.swapTitleMl': '{path}-ന്റെ പേര് (മലയാളം)',
    'operator.schedule.opens': '{path} തുറക്കുന്ന ദിവസം',
    'operator.schedule.closes': '{path} അടയ്ക്കുന്ന ദിവസം',
    'operator.schedule.none': 'ദിവസമില്ല',
    'operator.schedule.day': '{day}-ാം ദിവസം: {name}',
    'operator.schedule.set': '{path}-ന്റെ സമയക്രമം നിശ്ചയിക്കുക',
    'operator.schedule.remove': '{path}-ന്റെ സമയക്രമം നീക്കുക',
    'operator.featured.title': 'ഓരോ ദിവസത്തെയും പ്രധാന കളി',
    'operator.featured.label': '{day}-ാം ദിവസത്തെ പ്രധാന കളി',
    'operator.featured.none': 'ഒന്നുമില്ല',
    'operator.featured.set': '{day}-ാം ദിവസം പ്രധാനമാക്കുക',
    'operator.remotes.versionLabel': '{remote}-ന്റെ പതിപ്പ്',
    'operator.remotes.use': '{remote}-ന്റെ ഈ പതിപ്പ് ഉപയോഗിക്കുക',

    'operator.switch.title': 'സൈറ്റ് ഓഫ് ചെയ്യുക',
    'operator.switch.message': 'സന്ദർശകർക്കുള്ള സന്ദേശം (ഇംഗ്ലീഷ്)',
    'operator.switch.messageMl': 'സന്ദർശകർക്കുള്ള സന്ദേശം (മലയാളം)',
    'operator.switch.off': 'ഓഫ് ചെയ്യുക',
    'operator.switch.on': 'സൈറ്റ് വീണ്ടും ഓണാക്കുക',

    'operator.preview.title': 'തത്സമയമാകുന്നതിനു മുൻപ്',
    'operator.preview.checking': 'മാറ്റം ഗെയിമുകളുമായി പരിശോധിക്കുന്നു…',
    'operator.preview.changes': 'ഇതാണ് മാറുന്നത്:',
    'operator.preview.apply': 'തത്സമയമാക്കുക',
    'operator.preview.cancel': 'റദ്ദാക്കുക',
    'operator.preview.applying': 'തത്സമയമാക്കുന്നു…',

    'operator.done': 'പതിപ്പ് {revision} തത്സമയമാണ്. സന്ദർശകർ അടുത്ത പേജിൽ ഇത് കാണും.',
    'operator.refused': 'മാറ്റിയില്ല: {reason}',
    'operator.conflict':
      'മറ്റൊരാൾ ആദ്യം ക്യാമ്പെയ്ൻ മാറ്റി. ഇപ്പോഴത്തെ നില ഇതാ: വീണ്ടും നോക്കി, നിങ്ങളുടെ മാറ്റം വരുത്തുക.',
    'operator.failed': 'അത് നടന്നില്ല. കണക്ഷൻ പരിശോധിച്ച് വീണ്ടും ശ്രമിക്കുക.',

    'operator.visit.title': 'സന്ദർശകനായി കാണുക',
    'operator.visit.which': 'ക്യാമ്പെയ്ൻ',
    'operator.visit.revision': 'പതിപ്പ് {revision}',
    'operator.visit.change': 'മുകളിലെ മാറ്റം',
    'operator.visit.day': 'ഉത്സവ ദിവസം',
    'operator.visit.open': 'മുൻകാഴ്ച തുറക്കുക',
    'operator.visit.storageFailed':
      'ഈ ബ്രൗസറിന് മുൻകാഴ്ച സൂക്ഷിക്കാനായില്ല (സംഭരണം നിറഞ്ഞു, അല്ലെങ്കിൽ ഓഫാണ്). കുറച്ച് ഇടം ഒഴിവാക്കുകയോ സൈറ്റ് ഡാറ്റ അനുവദിക്കുകയോ ചെയ്ത് വീണ്ടും ശ്രമിക്കുക.',
    'operator.visit.note':
      'ഈ ക്യാമ്പെയ്നും ദിവസവുമായി സൈറ്റ് പുതിയ ടാബിൽ തുറക്കുന്നു. ഒന്നും പ്രസിദ്ധീകരിക്കുന്നില്ല: സന്ദർശകർ തത്സമയ ക്യാമ്പെയ്ൻ തന്നെ കാണും.',
    'operator.history.title': 'ചരിത്രം',
    'operator.history.entry': 'പതിപ്പ് {revision}, {author}, {time}',
    'operator.history.live': 'ഇപ്പോൾ തത്സമയം',
    'operator.history.rollback': 'പതിപ്പ് {revision}-ലേക്ക് മടങ്ങുക',
    'operator.history.empty': 'ഇതുവരെ മാറ്റങ്ങളില്ല.',
  },
} satisfies Catalogue<string>;

export const messages = {
  en: { ...shellMessages.en, ...operatorMessages.en },
  ml: { ...shellMessages.ml, ...operatorMessages.ml },
} satisfies Catalogue<string>;
