import type { Catalogue } from '@onam/shared/i18n/translator';

/**
 * The sentences of change-words.ts and shown-twice.ts in both languages: the console merges them
 * into its catalogue, the CLI says them in English. A game's name comes as `{game}` and, for the
 * Malayalam sentence, `{gameMl}` (the English name where the campaign has no Malayalam one).
 */
export const changeWordMessages = {
  en: {
    'change.whole': 'The whole campaign goes live, where nothing was live before.',
    'change.route.added': 'The {path} page will show {game}.',
    'change.route.removed': 'The {path} page goes away (it showed {game}).',
    'change.route.swap': 'The {path} page will show {game} instead of {was}.',
    'change.route.sameTitle': 'The {path} page will show another game, still called {game}.',
    'change.route.renamed': 'The {path} tile will be called {game} instead of {was}.',
    'change.route.rests': '{game} rests: its tile leaves the home page.',
    'change.route.opens': '{game} opens again.',
    'change.route.opensOn': '{game} opens on day {day} ({dayName}).',
    'change.route.opensAnyDay': '{game} no longer waits for a day to open.',
    'change.route.closesAfter': '{game} rests after day {day} ({dayName}).',
    'change.route.closesNever': '{game} no longer rests after a day.',
    'change.route.retired': '{game} retires: its tile goes; its plays and board stay.',
    'change.route.unretired': '{game} comes back from retirement.',
    'change.day.feature': 'Day {day} ({dayName}) will feature {game}.',
    'change.day.featureInstead': 'Day {day} ({dayName}) will feature {game} instead of {was}.',
    'change.day.unfeature': 'Day {day} ({dayName}) will feature no game (it featured {was}).',
    'change.build.version': 'The {remote} build goes from version {was} to {version}.',
    'change.build.entry': 'The {remote} build will load from a new address.',
    'change.build.added': 'A new build, {remote} {version}, joins the campaign.',
    'change.build.removed': 'The {remote} build leaves the campaign.',
    'change.canary.start':
      'The {remote} canary goes to {percent}% of visitors (version {version}).',
    'change.canary.share': 'The {remote} canary goes from {was}% to {percent}% of visitors.',
    'change.canary.version': 'The {remote} canary becomes version {version} (was {was}).',
    'change.canary.guard': "The {remote} canary's health guard changes.",
    'change.canary.promoted': 'The {remote} canary, version {version}, goes to every visitor.',
    'change.canary.ended': 'The {remote} canary ({version}) ends: every visitor gets {stable}.',
    'change.switch.off': 'The site is switched off: visitors see “{message}” instead of the games.',
    'change.switch.on': 'The site is switched back on: visitors can play.',
    'change.switch.message': 'The switch-off message becomes “{message}”.',
    'change.other': 'Other settings change: {fields}.',
    'change.warning.shownTwice':
      'Two tiles for one game: {game} would show on {paths}. Visitors would see the same game twice on the home page.',
  },
  ml: {
    'change.whole': 'ഇതുവരെ ഒന്നും തത്സമയമല്ലാത്തിടത്ത് ക്യാമ്പെയ്ൻ മുഴുവനായി തത്സമയമാകും.',
    'change.route.added': '{path} പേജിൽ {gameMl} കാണിക്കും.',
    'change.route.removed': '{path} പേജ് ഇല്ലാതാകും (അതിൽ {gameMl} ആയിരുന്നു).',
    'change.route.swap': '{path} പേജിൽ {wasMl} എന്നതിനു പകരം {gameMl} കാണിക്കും.',
    'change.route.sameTitle': '{path} പേജിൽ മറ്റൊരു കളി കാണിക്കും; പേര് {gameMl} എന്നുതന്നെ.',
    'change.route.renamed': '{path} ടൈലിന്റെ പേര് {wasMl} എന്നതിനു പകരം {gameMl} എന്നാകും.',
    'change.route.rests': '{gameMl} വിശ്രമിക്കും: അതിന്റെ ടൈൽ ഹോം പേജിൽ നിന്ന് മാറും.',
    'change.route.opens': '{gameMl} വീണ്ടും തുറക്കും.',
    'change.route.opensOn': '{gameMl} {day:ordinal} ദിവസം ({dayNameMl}) തുറക്കും.',
    'change.route.opensAnyDay': '{gameMl} തുറക്കാൻ ഇനി ഒരു ദിവസത്തിനായി കാത്തിരിക്കില്ല.',
    'change.route.closesAfter': '{day:ordinal} ദിവസത്തിനു ({dayNameMl}) ശേഷം {gameMl} വിശ്രമിക്കും.',
    'change.route.closesNever': '{gameMl} ഇനി ഒരു ദിവസത്തിനു ശേഷം വിശ്രമിക്കില്ല.',
    'change.route.retired': '{gameMl} വിരമിക്കും: ടൈൽ മാറും; അതിലെ കളികളും ബോർഡും നിലനിൽക്കും.',
    'change.route.unretired': '{gameMl} വിരമിക്കലിൽ നിന്ന് തിരിച്ചുവരും.',
    'change.day.feature': '{day:ordinal} ദിവസം ({dayNameMl}) {gameMl} പ്രധാന കളിയാകും.',
    'change.day.featureInstead':
      '{day:ordinal} ദിവസം ({dayNameMl}) {wasMl} എന്നതിനു പകരം {gameMl} പ്രധാന കളിയാകും.',
    'change.day.unfeature':
      '{day:ordinal} ദിവസം ({dayNameMl}) പ്രധാന കളി ഉണ്ടാകില്ല ({wasMl} ആയിരുന്നു).',
    'change.build.version': '{remote} ബിൽഡ് പതിപ്പ് {was}-ൽ നിന്ന് {version}-ലേക്ക് മാറും.',
    'change.build.entry': '{remote} ബിൽഡ് പുതിയ വിലാസത്തിൽ നിന്ന് ലോഡ് ചെയ്യും.',
    'change.build.added': '{remote} {version} എന്ന പുതിയ ബിൽഡ് ക്യാമ്പെയ്നിൽ ചേരും.',
    'change.build.removed': '{remote} ബിൽഡ് ക്യാമ്പെയ്നിൽ നിന്ന് ഒഴിവാകും.',
    'change.canary.start': '{remote} കാനറി (പതിപ്പ് {version}) {percent}% സന്ദർശകരിലേക്ക് എത്തും.',
    'change.canary.share': '{remote} കാനറി {was}%-ൽ നിന്ന് {percent}% സന്ദർശകരിലേക്ക് മാറും.',
    'change.canary.version': '{remote} കാനറി പതിപ്പ് {version} ആകും ({was} ആയിരുന്നു).',
    'change.canary.guard': '{remote} കാനറിയുടെ ആരോഗ്യ കാവൽ മാറും.',
    'change.canary.promoted': '{remote} കാനറി, പതിപ്പ് {version}, എല്ലാ സന്ദർശകരിലേക്കും എത്തും.',
    'change.canary.ended': '{remote} കാനറി ({version}) അവസാനിക്കും: എല്ലാ സന്ദർശകർക്കും {stable} ലഭിക്കും.',
    'change.switch.off': 'സൈറ്റ് ഓഫാകും: ഗെയിമുകൾക്കു പകരം സന്ദർശകർ “{messageMl}” കാണും.',
    'change.switch.on': 'സൈറ്റ് വീണ്ടും ഓണാകും: സന്ദർശകർക്ക് കളിക്കാം.',
    'change.switch.message': 'ഓഫ് ചെയ്യുമ്പോഴുള്ള സന്ദേശം “{messageMl}” എന്നാകും.',
    'change.other': 'മറ്റു ക്രമീകരണങ്ങൾ മാറും: {fields}.',
    'change.warning.shownTwice':
      'ഒരു കളിക്ക് രണ്ട് ടൈലുകൾ: {gameMl} {paths} എന്നിവയിൽ കാണിക്കും. സന്ദർശകർ ഹോം പേജിൽ ഒരേ കളി രണ്ടുതവണ കാണും.',
  },
} satisfies Catalogue<string>;

export type ChangeWordKey = keyof (typeof changeWordMessages)['en'];
