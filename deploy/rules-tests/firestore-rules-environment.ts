import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import {
  FIRESTORE_EMULATOR_PORT,
  RULES_TEST_PROJECT,
  findEmulator,
  notRunMessage,
} from '../functions/src/testing/emulator-finder';

/**
 * The Firestore emulator the rules tests run against, if one answers: without one each rules suite
 * is skipped, and firestore.rules.test.ts says why.
 */
export const firestoreEmulator = findEmulator(['FIRESTORE_EMULATOR_HOST'], FIRESTORE_EMULATOR_PORT);
export const describeWithEmulator = firestoreEmulator ? describe : describe.skip;
export const notRunWithoutEmulator = () =>
  firestoreEmulator ? null : notRunMessage('Firestore', FIRESTORE_EMULATOR_PORT);

/**
 * A test environment with `deploy/firestore.rules` loaded. `suffix` gives a suite a project of its
 * own, so clearing it never races another suite's seeds.
 */
export function firestoreRulesEnvironment(suffix?: string): Promise<RulesTestEnvironment> {
  return initializeTestEnvironment({
    projectId: suffix ? `${RULES_TEST_PROJECT}-${suffix}` : RULES_TEST_PROJECT,
    firestore: {
      rules: readFileSync(join(__dirname, '../firestore.rules'), 'utf8'),
      // Only reached when found; `?? {}` keeps the types honest without a non-null assertion.
      ...(firestoreEmulator ?? {}),
    },
  });
}
