import { useParams } from 'react-router-dom';
import { Component as CarpetScreen } from './carpet-screen';
import { Component as FamilyScreen } from './family-screen';

/**
 * Both family routes in one screen chunk: /family (start a carpet, the family board) and a
 * carpet's link. One chunk, not two, keeps the home page's route table and chunk map the smaller
 * (its JavaScript is at its budget).
 */
export function Component() {
  return useParams().carpetId ? <CarpetScreen /> : <FamilyScreen />;
}
