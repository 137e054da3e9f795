import { validatePromptInput } from '../prompt-validation';

const errorMessage = 'Illegal input';
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

describe('validatePromptInput', () => {
  it('accepts anything when there are no rules', () => {
    expect(validatePromptInput('', { errorMessage })).toEqual({ ok: true });
    expect(validatePromptInput('anything', { errorMessage })).toEqual({ ok: true });
  });

  it('rejects a value that does not match the pattern, with the error message', () => {
    expect(validatePromptInput('maveli', { pattern: EMAIL, errorMessage })).toEqual({
      ok: false,
      message: 'Illegal input',
    });
    expect(validatePromptInput('maveli@example.in', { pattern: EMAIL, errorMessage })).toEqual({
      ok: true,
    });
  });

  it('gives the same answer every time for a global pattern', () => {
    const digits = /^\d+$/g;
    const rules = { pattern: digits, errorMessage };
    expect(validatePromptInput('2025', rules)).toEqual({ ok: true });
    expect(validatePromptInput('2025', rules)).toEqual({ ok: true });
    expect(validatePromptInput('2025', rules)).toEqual({ ok: true });
    expect(digits.lastIndex).toBe(0);
  });

  it('rejects with the error message when the validator returns false', () => {
    const validator = (value: string) => value.length >= 3;
    expect(validatePromptInput('ab', { validator, errorMessage })).toEqual({
      ok: false,
      message: 'Illegal input',
    });
    expect(validatePromptInput('abc', { validator, errorMessage })).toEqual({ ok: true });
  });

  it('uses a string from the validator as the message', () => {
    const validator = (value: string) => value === 'Onam' || 'Type Onam to continue';
    expect(validatePromptInput('Vishu', { validator, errorMessage })).toEqual({
      ok: false,
      message: 'Type Onam to continue',
    });
    expect(validatePromptInput('Onam', { validator, errorMessage })).toEqual({ ok: true });
  });

  it('falls back to the error message for an empty string from the validator', () => {
    expect(validatePromptInput('x', { validator: () => '', errorMessage })).toEqual({
      ok: false,
      message: 'Illegal input',
    });
  });

  it('checks the pattern before the validator', () => {
    const validator = jest.fn(() => 'from the validator');
    expect(validatePromptInput('nope', { pattern: EMAIL, validator, errorMessage })).toEqual({
      ok: false,
      message: 'Illegal input',
    });
    expect(validator).not.toHaveBeenCalled();
  });
});
