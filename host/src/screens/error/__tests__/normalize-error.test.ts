/** @jest-environment node */
import { normalizeError } from '../normalize-error';

const DEFAULT_MESSAGE = 'An unexpected error occurred';

/** An Error carrying extra fields, like the ones HTTP clients and routers throw. */
function errorWith(message: string, fields: Record<string, unknown>): Error {
  return Object.assign(new Error(message), fields);
}

describe('normalizeError: statusCode', () => {
  it('takes statusCode when present', () => {
    expect(normalizeError({ statusCode: 404 }).statusCode).toBe(404);
  });

  it('falls back to status', () => {
    expect(normalizeError({ status: 403 }).statusCode).toBe(403);
  });

  it('falls back to response.status', () => {
    expect(normalizeError({ response: { status: 502 } }).statusCode).toBe(502);
  });

  it('falls back to 500 when none is present', () => {
    expect(normalizeError(new Error('boom')).statusCode).toBe(500);
    expect(normalizeError({}).statusCode).toBe(500);
    expect(normalizeError({ response: {} }).statusCode).toBe(500);
    expect(normalizeError({ response: null }).statusCode).toBe(500);
  });

  it('prefers statusCode over status and response.status', () => {
    expect(
      normalizeError({ statusCode: 404, status: 410, response: { status: 502 } }).statusCode,
    ).toBe(404);
  });

  it('prefers status over response.status', () => {
    expect(normalizeError({ status: 410, response: { status: 502 } }).statusCode).toBe(410);
  });

  it('reads the fields from Error instances too', () => {
    expect(normalizeError(errorWith('Not found', { statusCode: 404 })).statusCode).toBe(404);
    expect(normalizeError(errorWith('Gone', { status: 410 })).statusCode).toBe(410);
    expect(normalizeError(errorWith('Bad gateway', { response: { status: 502 } })).statusCode).toBe(
      502,
    );
  });

  it('reads the status of a thrown Response', () => {
    expect(
      normalizeError(new Response('missing', { status: 404, statusText: 'Not Found' })),
    ).toEqual({
      message: 'Not Found',
      statusCode: 404,
    });
  });

  it.each([
    ['a string', '404'],
    ['a fraction', 404.5],
    ['NaN', Number.NaN],
    ['Infinity', Number.POSITIVE_INFINITY],
    ['null', null],
  ])('ignores a statusCode that is %s and falls through to the next source', (_label, value) => {
    expect(normalizeError({ statusCode: value, status: 418 }).statusCode).toBe(418);
    expect(normalizeError({ statusCode: value }).statusCode).toBe(500);
  });

  it('ignores a non-integer status and response.status', () => {
    expect(normalizeError({ status: '503', response: { status: 502 } }).statusCode).toBe(502);
    expect(normalizeError({ response: { status: 502.1 } }).statusCode).toBe(500);
    expect(normalizeError({ response: 502 }).statusCode).toBe(500);
  });
});

describe('normalizeError: message', () => {
  it('keeps an Error’s message', () => {
    expect(normalizeError(new Error('The games remote did not answer'))).toEqual({
      message: 'The games remote did not answer',
      statusCode: 500,
    });
  });

  it('keeps the message of Error subclasses', () => {
    expect(normalizeError(new TypeError('Failed to fetch')).message).toBe('Failed to fetch');
  });

  it('uses a string error as the message', () => {
    expect(normalizeError('Campaign switched off')).toEqual({
      message: 'Campaign switched off',
      statusCode: 500,
    });
  });

  it('uses the message of a plain object', () => {
    expect(normalizeError({ message: 'Not here', statusCode: 404 })).toEqual({
      message: 'Not here',
      statusCode: 404,
    });
  });

  it('uses statusText when an object has no message', () => {
    expect(normalizeError({ status: 503, statusText: 'Service Unavailable' })).toEqual({
      message: 'Service Unavailable',
      statusCode: 503,
    });
  });

  it('uses the default message when an object’s message is not text', () => {
    expect(normalizeError({ message: 42 }).message).toBe(DEFAULT_MESSAGE);
    expect(normalizeError({ message: { nested: true } }).message).toBe(DEFAULT_MESSAGE);
  });

  it('uses the default message for an empty string or an Error without a message', () => {
    expect(normalizeError('').message).toBe(DEFAULT_MESSAGE);
    expect(normalizeError(new Error('')).message).toBe(DEFAULT_MESSAGE);
  });

  it.each([
    ['null', null],
    ['undefined', undefined],
    ['a number', 7],
    ['a boolean', false],
  ])('turns %s into a 500 with a non-empty message', (_label, value) => {
    const normalized = normalizeError(value);
    expect(normalized.statusCode).toBe(500);
    expect(normalized.message).toBe(DEFAULT_MESSAGE);
    expect(normalized.message.length).toBeGreaterThan(0);
  });

  it('returns exactly message and statusCode', () => {
    expect(
      Object.keys(normalizeError(errorWith('x', { statusCode: 400, extra: 1 }))).sort(),
    ).toEqual(['message', 'statusCode']);
  });
});
