import {
  EMPTY_VALUES,
  PASSWORD_RULES,
  checkForm,
  firstInvalidField,
  nameWasCut,
  pasteOverflowsName,
  type FormValues,
} from '../form-validation';
import { mockAuthActions } from './mock-auth-actions';

const filled: FormValues = {
  displayName: '  Anjali ',
  email: ' anjali@example.com ',
  password: 'onam2025',
  district: 'kollam',
  ageBand: 'adult',
  consent: ['terms'],
};

describe('checkForm', () => {
  it('names every missing answer of an empty registration and sends nothing', () => {
    const { errors, send } = checkForm('register', EMPTY_VALUES);
    expect(send).toBeUndefined();
    expect(errors).toMatchObject({
      email: 'email.required',
      password: 'password.required',
      district: 'district.required',
      ageBand: 'ageBand.required',
      'consent.terms': 'consent.terms',
    });
    expect(errors.displayName).toBeDefined();
    expect(firstInvalidField(errors)).toBe('displayName');
  });

  it('sends a complete registration trimmed, with the newsletter only when ticked', async () => {
    const actions = mockAuthActions();
    const { errors, send } = checkForm('register', filled);
    expect(errors).toEqual({});
    await send?.(actions);
    expect(actions.register).toHaveBeenCalledWith({
      displayName: 'Anjali',
      email: 'anjali@example.com',
      password: 'onam2025',
      district: 'kollam',
      ageBand: 'adult',
      consent: { terms: true, newsletter: false },
    });

    await checkForm('register', { ...filled, consent: ['terms', 'newsletter'] }).send?.(actions);
    expect(actions.register).toHaveBeenLastCalledWith(
      expect.objectContaining({ consent: { terms: true, newsletter: true } }),
    );
  });

  it('signs in with the trimmed email and asks only for the email and a password', async () => {
    const actions = mockAuthActions();
    expect(checkForm('sign-in', EMPTY_VALUES).errors).toEqual({
      email: 'email.required',
      password: 'password.required',
    });
    // Sign-in holds a password to no rule: whether it is right is the server's answer.
    await checkForm('sign-in', { ...EMPTY_VALUES, email: filled.email, password: 'x' }).send?.(
      actions,
    );
    expect(actions.signIn).toHaveBeenCalledWith('anjali@example.com', 'x');
  });

  it('sends a reset link only to a valid email', async () => {
    const actions = mockAuthActions();
    const invalid = checkForm('reset', { ...EMPTY_VALUES, email: 'nope' });
    expect(invalid).toEqual({ errors: { email: 'email.invalid' } });
    expect(firstInvalidField(invalid.errors)).toBe('email');
    await checkForm('reset', { ...EMPTY_VALUES, email: filled.email }).send?.(actions);
    expect(actions.sendPasswordReset).toHaveBeenCalledWith('anjali@example.com');
  });
});

describe('firstInvalidField', () => {
  it('follows the order the fields appear in, and is undefined when nothing is wrong', () => {
    expect(firstInvalidField({ 'consent.terms': 'consent.terms', district: 'x' })).toBe('district');
    expect(firstInvalidField({ displayName: undefined })).toBeUndefined();
  });
});

describe('PASSWORD_RULES', () => {
  const met = (password: string) =>
    PASSWORD_RULES.filter((rule) => rule.met(password)).map((rule) => rule.key);

  it('marks each rule met as the password grows', () => {
    expect(met('')).toEqual([]);
    expect(met('onam')).toEqual(['field.password.rule.letter']);
    expect(met('onam2025')).toEqual([
      'field.password.rule.length',
      'field.password.rule.letter',
      'field.password.rule.digit',
    ]);
  });

  it('counts letters of any script, and characters as a reader sees them', () => {
    // Eight code units but four characters (three letters and a digit): too short, though a letter is there.
    expect(met('പൂക്കളം1')).toEqual(['field.password.rule.letter', 'field.password.rule.digit']);
    expect(met('പൂക്കളം12345')).toHaveLength(PASSWORD_RULES.length);
  });
});

describe('the display name limit', () => {
  const full = 'a'.repeat(40);

  it('knows a paste that would overflow, counting what it replaces', () => {
    expect(pasteOverflowsName('a'.repeat(38), '', 'bcd')).toBe(true);
    expect(pasteOverflowsName('a'.repeat(38), 'aa', 'bcd')).toBe(false);
    expect(pasteOverflowsName('', '', '🎉'.repeat(40))).toBe(false);
  });

  it('says a change was cut after an overflowing paste, or a keystroke the full field refused', () => {
    expect(nameWasCut('Anj', 'Anja', false)).toBe(false);
    expect(nameWasCut('Anj', 'Anjali', true)).toBe(true);
    expect(nameWasCut(full, full, false)).toBe(true);
    expect(nameWasCut('Anjali', 'Anjali', false)).toBe(false);
  });
});
