import type { Catalogue } from '@onam/shared/i18n/translator';
import { pookalamMessages } from '../pookalam/messages';

/**
 * The family carpet's own words; keys start with 'familyCarpet.'. Its flowers, cells, tools and
 * what a fill says are the pookalam's, so both boards speak alike.
 */
const en = {
  'familyCarpet.board': 'Family pookalam: {laid} of {cells} cells laid',
  'familyCarpet.instructions':
    'Tap or drag to lay the chosen flower; a dot in your colour marks the flowers you laid. Keyboard: arrow keys move round and across the rings, Enter or Space lays the flower, Delete erases, Home goes to the centre.',
};

const ml = {
  'familyCarpet.board': 'കുടുംബ പൂക്കളം: ആകെ {cells} കളങ്ങളിൽ {laid} എണ്ണത്തിൽ പൂക്കൾ',
  'familyCarpet.instructions':
    'തിരഞ്ഞെടുത്ത പൂവ് ഇടാൻ തൊടുകയോ വലിക്കുകയോ ചെയ്യൂ; നിങ്ങൾ ഇട്ട പൂക്കളിൽ നിങ്ങളുടെ നിറത്തിലുള്ള ഒരു പൊട്ട് കാണാം. കീബോർഡ്: ആരോ കീകൾ വളയത്തിനു ചുറ്റും വളയങ്ങൾക്കു കുറുകെയും നീക്കും, Enter അല്ലെങ്കിൽ Space പൂവ് ഇടും, Delete മായ്ക്കും, Home നടുവിലേക്കു പോകും.',
} satisfies Record<keyof typeof en, string>;

export const familyCarpetMessages = { en, ml } satisfies Catalogue<keyof typeof en>;

/** What the part shows: its words and the pookalam's. */
export const familyCarpetScreenMessages = {
  en: { ...pookalamMessages.en, ...en },
  ml: { ...pookalamMessages.ml, ...ml },
} satisfies Catalogue<string>;
