import { DEFAULT_GREETING, GREETINGS, greetingById, isGreetingId, mlPieces } from '../greetings';

describe('the greetings', () => {
  it('are the five of CONTENT.md, in both scripts', () => {
    expect(GREETINGS.map((greeting) => [greeting.ml, greeting.latin])).toEqual([
      ['ഓണാശംസകൾ', 'Onashamsakal'],
      ['ഹൃദയം നിറഞ്ഞ ഓണാശംസകൾ', 'Hrudayam niranja Onashamsakal'],
      ['പൊന്നോണാശംസകൾ', 'Ponnonashamsakal'],
      ['തിരുവോണാശംസകൾ', 'Thiruvonashamsakal'],
      [
        'മാവേലി നാടു വാണീടും കാലം, മാനുഷരെല്ലാരുമൊന്നുപോലെ',
        'Maveli naadu vaaneedum kaalam, maanusharellaarum onnupole',
      ],
    ]);
  });

  it('spell ഓണാശംസകൾ with the long ാ and the chillu ൾ, never as ഓണശംസകള്', () => {
    const happyOnam = greetingById('onashamsakal').ml;
    expect([...happyOnam].map((c) => c.codePointAt(0)?.toString(16))).toEqual([
      'd13', // ഓ
      'd23', // ണ
      'd3e', // ാ
      'd36', // ശ
      'd02', // ം
      'd38', // സ
      'd15', // ക
      'd7e', // ൾ (chillu ll)
    ]);
    for (const greeting of GREETINGS) {
      expect(greeting.ml).not.toContain('ഓണശംസകള്');
      expect(greeting.ml).not.toContain('ള്');
    }
  });

  it('break a long compound word only where its pieces join back into the greeting', () => {
    for (const greeting of GREETINGS) {
      const pieces = mlPieces(greeting);
      expect(pieces.join('')).toBe(greeting.ml);
      expect(pieces.every((piece) => piece.length > 0)).toBe(true);
    }
    // Between syllables: no piece starts with a vowel sign, a virama or a chillu's joiner.
    for (const piece of mlPieces(greetingById('maveli')).slice(1)) {
      expect(piece).toMatch(/^[\u0D05-\u0D39]/);
    }
    expect(mlPieces(greetingById('maveli'))).toHaveLength(3);
    expect(mlPieces(greetingById('ponnonam'))).toEqual(['പൊന്നോണാശംസകൾ']);
  });

  it('are told apart by checked ids', () => {
    expect(isGreetingId(DEFAULT_GREETING)).toBe(true);
    expect(isGreetingId('ponnonam')).toBe(true);
    expect(isGreetingId('christmas')).toBe(false);
    expect(isGreetingId(undefined)).toBe(false);
  });
});
