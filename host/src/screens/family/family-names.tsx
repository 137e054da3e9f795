import { useState } from 'react';
import { displayNameSchema } from '@onam/shared/backend/schemas';
import { useProfile } from '@onam/shared/react/backend-hooks';
import { useTranslation } from '@onam/shared/react/locale-context';
import { TextInput } from '@onam/shared/react/ui/text-input';
import { familyMessages, type FamilyMessageKey } from './messages';

const PROBLEMS: Record<string, FamilyMessageKey> = {
  'name.required': 'family.name.required',
  'name.tooLong': 'family.name.tooLong',
  'name.characters': 'family.name.characters',
  'name.invisible': 'family.name.invisible',
  'name.reserved': 'family.name.reserved',
};

/**
 * What is wrong with a name the others will see (a member's, or the family's on the public
 * board), in the page's words, or null: the server checks it the same way (public-names.ts), in
 * English only, so the page says it first.
 */
export function nameProblem(name: string): FamilyMessageKey | null {
  const parsed = displayNameSchema.safeParse(name);
  if (parsed.success) return null;
  const message = parsed.error.issues[0]?.message ?? 'name.characters';
  return PROBLEMS[message] ?? 'family.name.characters';
}

/**
 * The visitor's name on a carpet (starting one or joining one): their profile's until they type
 * another, and checked when they send it.
 */
export function useCarpetName(uid: string, accountName: string) {
  const profile = useProfile(uid);
  const [typed, setTyped] = useState<string | null>(null);
  const [problem, setProblem] = useState<FamilyMessageKey | null>(null);
  const value = typed ?? profile.data?.displayName ?? accountName;
  return {
    value,
    setTyped,
    problem,
    /** The name to send, trimmed, or null (and the problem shown) when it cannot be. */
    checked(): string | null {
      const name = value.trim();
      const found = nameProblem(name);
      setProblem(found);
      return found ? null : name;
    },
  };
}

export function CarpetNameInput({ name }: { name: ReturnType<typeof useCarpetName> }) {
  const t = useTranslation(familyMessages);
  return (
    <TextInput
      label={t('family.start.name')}
      hint={t('family.start.nameHint')}
      value={name.value}
      onChange={name.setTyped}
      error={name.problem ? t(name.problem) : undefined}
      autoComplete="nickname"
      required
    />
  );
}
