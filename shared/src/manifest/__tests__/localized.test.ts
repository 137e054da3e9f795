import { inLocale, productName, routeTitle, switchOffMessage } from '../localized';
import { brandTitle } from '../brand';

describe("the operator's words in the visitor's language", () => {
  const brand = { product: 'Onam Utsavam', productMl: 'ഓണം ഉത്സവം', broadcaster: 'Kerala Vision' };

  it('gives the Malayalam to a Malayalam reader and the English to everyone else', () => {
    expect(routeTitle({ title: 'Pookalam', titleMl: 'പൂക്കളം' }, 'ml')).toBe('പൂക്കളം');
    expect(routeTitle({ title: 'Pookalam', titleMl: 'പൂക്കളം' }, 'en')).toBe('Pookalam');
    expect(productName(brand, 'ml')).toBe('ഓണം ഉത്സവം');
    expect(switchOffMessage({ message: 'Paused', messageMl: 'നിർത്തി' }, 'ml')).toBe('നിർത്തി');
    expect(brandTitle({ ...brand, themeColor: '#1b5e20' }, 'ml')).toBe('ഓണം ഉത്സവം | Kerala Vision');
  });

  it('falls back to English where the manifest has no Malayalam', () => {
    expect(routeTitle({ title: 'Pookalam' }, 'ml')).toBe('Pookalam');
    expect(switchOffMessage({ message: 'Paused' }, 'ml')).toBe('Paused');
    expect(inLocale('Sadya', '', 'ml')).toBe('Sadya');
  });
});
