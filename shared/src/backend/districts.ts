/** Kerala's fourteen districts, north to south, and one choice for everyone else. */
export const KERALA_DISTRICTS = [
  'kasaragod',
  'kannur',
  'wayanad',
  'kozhikode',
  'malappuram',
  'palakkad',
  'thrissur',
  'ernakulam',
  'idukki',
  'kottayam',
  'alappuzha',
  'pathanamthitta',
  'kollam',
  'thiruvananthapuram',
] as const;

export const OUTSIDE_KERALA = 'outside-kerala';

export const DISTRICTS = [...KERALA_DISTRICTS, OUTSIDE_KERALA] as const;
export type District = (typeof DISTRICTS)[number];

/** English names; Malayalam arrives with the i18n step. */
export const DISTRICT_NAMES_EN: Record<District, string> = {
  kasaragod: 'Kasaragod',
  kannur: 'Kannur',
  wayanad: 'Wayanad',
  kozhikode: 'Kozhikode',
  malappuram: 'Malappuram',
  palakkad: 'Palakkad',
  thrissur: 'Thrissur',
  ernakulam: 'Ernakulam',
  idukki: 'Idukki',
  kottayam: 'Kottayam',
  alappuzha: 'Alappuzha',
  pathanamthitta: 'Pathanamthitta',
  kollam: 'Kollam',
  thiruvananthapuram: 'Thiruvananthapuram',
  'outside-kerala': 'Outside Kerala',
};
