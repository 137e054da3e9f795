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
