import { createTranslator } from '@onam/shared/i18n/translator';
import { dressScreenMessages } from '../messages';
import { wear } from '../../doll/outfit';
import { takeOff, toggle } from '../rules';
import { changeWords, wearingWords } from '../play-wording';

const en = createTranslator(dressScreenMessages, 'en');
const ml = createTranslator(dressScreenMessages, 'ml');

describe('the dressing room’s words for a change', () => {
  it('says what went on, what came off, and what gave way', () => {
    expect(changeWords(en, wear([], 'jimikki'))).toBe('Jimikki on.');
    expect(changeWords(en, takeOff(['jimikki'], 'jimikki'))).toBe('Jimikki off.');
    expect(changeWords(en, toggle(['kasavu-set-mundu'], 'pattu-pavada'))).toBe(
      'Pattu pavada on, kasavu set-mundu off.',
    );
    expect(changeWords(ml, wear([], 'jimikki'))).toBe('ജിമിക്കി അണിഞ്ഞു.');
  });

  it('has nothing to say for a change that did nothing', () => {
    expect(changeWords(en, wear(['pottu'], 'pottu'))).toBeNull();
    expect(changeWords(en, takeOff([], 'pottu'))).toBeNull();
  });

  it('lists what is worn bottom layer first, or says nothing is', () => {
    expect(wearingWords(en, [])).toBe('Nothing on yet: choose from the wardrobe.');
    expect(wearingWords(en, ['jimikki', 'kasavu-set-mundu'])).toBe(
      'Wearing: kasavu set-mundu and jimikki.',
    );
  });
});
