import { problemLines, problemsInOneLine } from '../problems';

const issues = [
  { path: ['remotes', 'games', 'entry'], message: 'must be https' },
  { path: [], message: 'Invalid input' },
  { path: ['routes', 0], message: 'Too small' },
];

describe("a schema's problems", () => {
  it('name where each is, or the whole thing when it is the whole thing', () => {
    expect(problemLines(issues, 'manifest')).toEqual([
      'remotes.games.entry: must be https',
      'manifest: Invalid input',
      'routes.0: Too small',
    ]);
  });

  it('come five at most in one line, for a refusal', () => {
    const many = Array.from({ length: 8 }, (_, n) => ({ path: [`field${n}`], message: 'bad' }));
    expect(problemsInOneLine(many)).toBe(
      'field0: bad; field1: bad; field2: bad; field3: bad; field4: bad',
    );
    expect(problemsInOneLine([{ path: [], message: 'not an object' }])).toBe(
      'request: not an object',
    );
  });
});
