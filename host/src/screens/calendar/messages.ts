import type { Catalogue } from '@onam/shared/i18n/translator';

/** Every string the festival calendar shows; keys start with 'calendar.'. */
export const calendarMessages = {
  en: {
    'calendar.title': 'The ten days of Onam',
    'calendar.intro':
      'Onam runs for ten days by the Malayalam calendar, from Atham to Thiruvonam. Here is what each day means and what opens on it.',
    'calendar.day': 'Day {day}: {name}',
    'calendar.today': 'Today',
    'calendar.opens': 'Opens today: {titles}',
    'calendar.featured': 'The day’s game: {title}',
    'calendar.meaning.first':
      'The festival begins. The first pookalam is the smallest: one ring of white thumba flowers.',
    'calendar.meaning.rings': 'The pookalam grows: {count} rings, or {count} kinds of flower.',
    'calendar.meaning.moolam':
      'The pookalam grows to {count} rings; some households make a square pookalam today.',
    'calendar.meaning.uthradam': 'Uthradam, the First Onam: the eve of Thiruvonam.',
    'calendar.meaning.thiruvonam':
      'The great day: the largest pookalam, ten kinds of flower around a centrepiece, and the sadya on a banana leaf.',
    'calendar.add': 'Add to my calendar',
    'calendar.addHint':
      'A calendar file with all {count} days and a reminder at 8 in the morning of each.',
    'calendar.fileTitle': '{product}: the days of Onam {year}',
    'calendar.eventTitle': 'Onam, day {day}: {name}',
    'calendar.after': 'Onam is over for this year. Every game stays open to play.',
  },
  ml: {
    'calendar.title': 'ഓണത്തിന്റെ പത്തു നാൾ',
    'calendar.intro':
      'അത്തം മുതൽ തിരുവോണം വരെ, മലയാള പഞ്ചാംഗപ്രകാരം പത്തു നാളാണ് ഓണം. ഓരോ നാളിന്റെയും പ്രത്യേകതയും അന്നു തുറക്കുന്നതും ഇവിടെ.',
    'calendar.day': '{day:ordinal} നാൾ: {name}',
    'calendar.today': 'ഇന്ന്',
    'calendar.opens': 'ഇന്നു തുറക്കുന്നത്: {titles}',
    'calendar.featured': 'അന്നത്തെ കളി: {title}',
    'calendar.meaning.first': 'ഓണത്തിന് തുടക്കം. ആദ്യത്തെ പൂക്കളം ഏറ്റവും ചെറുത്: വെളുത്ത തുമ്പപ്പൂക്കളുടെ ഒരു വട്ടം.',
    'calendar.meaning.rings': 'പൂക്കളം വലുതാകുന്നു: {count} വട്ടം, അല്ലെങ്കിൽ {count} തരം പൂക്കൾ.',
    'calendar.meaning.moolam': 'പൂക്കളം {count} വട്ടമാകുന്നു; ചില വീടുകളിൽ ഇന്ന് ചതുരത്തിലുള്ള പൂക്കളമിടും.',
    'calendar.meaning.uthradam': 'ഉത്രാടം, ഒന്നാം ഓണം: തിരുവോണത്തിന്റെ തലേന്നാൾ.',
    'calendar.meaning.thiruvonam':
      'തിരുവോണം: പത്തുതരം പൂക്കളുള്ള ഏറ്റവും വലിയ പൂക്കളം, നടുവിൽ അലങ്കാരം, വാഴയിലയിൽ ഓണസദ്യ.',
    'calendar.add': 'എന്റെ കലണ്ടറിൽ ചേർക്കാം',
    'calendar.addHint': '{count} നാളും, ഓരോ നാളും രാവിലെ 8 മണിക്ക് ഓർമ്മപ്പെടുത്തലോടെ, ഒരു കലണ്ടർ ഫയലായി.',
    'calendar.fileTitle': '{product}: ഓണനാളുകൾ {year}',
    'calendar.eventTitle': 'ഓണം, {day:ordinal} നാൾ: {name}',
    'calendar.after': 'ഈ വർഷത്തെ ഓണം കഴിഞ്ഞു. എല്ലാ കളികളും ഇനിയും കളിക്കാം.',
  },
} satisfies Catalogue<string>;

export type CalendarKey = keyof (typeof calendarMessages)['en'];
