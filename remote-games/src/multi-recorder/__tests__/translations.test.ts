import { translationProblems } from '@onam/shared/i18n/catalogue-check';
import { recorderMessages } from '../messages';

const ml: Partial<Record<string, string>> = recorderMessages.ml;

describe('the recorder catalogue in Malayalam', () => {
  it('translates every message, keeping its placeholders', () => {
    expect(translationProblems(recorderMessages, 'ml')).toEqual([]);
  });

  it('quotes the Record button as the button says it', () => {
    const record = ml['recorder.record'] ?? '';
    for (const key of [
      'recorder.error.refused',
      'recorder.error.unknown',
      'recorder.takes.empty',
    ]) {
      expect(ml[key]).toContain(`"${record}"`);
    }
    expect(ml['recorder.takes.empty']).toContain(`"${ml['recorder.stop'] ?? ''}"`);
  });

  it('quotes the mark of a take held by the page only as the mark says it', () => {
    const mark = ml['recorder.take.onlyHere'] ?? '';
    for (const key of ['recorder.takes.inPageFull', 'recorder.takes.inPageUnavailable']) {
      expect(ml[key]).toContain(`"${mark}"`);
      expect(recorderMessages.en[key as keyof typeof recorderMessages.en]).toContain(
        `“${recorderMessages.en['recorder.take.onlyHere']}”`,
      );
    }
  });

  it('writes chillu letters as atomic code points, never with a zero-width joiner', () => {
    for (const message of Object.values(ml)) expect(message).not.toContain('\u200D');
  });
});
