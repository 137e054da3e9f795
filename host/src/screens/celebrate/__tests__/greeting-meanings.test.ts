import { GREETINGS } from '@onam/shared/festival/greetings';
import { shareMessages } from '@onam/shared/share/messages';
import { celebrateMessages } from '../messages';

it("every greeting has its meaning in the card maker's catalogue", () => {
  for (const greeting of GREETINGS) {
    expect(celebrateMessages.en[`celebrate.greeting.${greeting.id}`]).toBeTruthy();
  }
});

it('a shared link’s picture and tags give each greeting the meaning the card maker gives it', () => {
  for (const greeting of GREETINGS) {
    for (const locale of ['en', 'ml'] as const) {
      const shared: Partial<Record<string, string>> = shareMessages[locale];
      const own: Partial<Record<string, string>> = celebrateMessages[locale];
      expect(shared[`share.greeting.${greeting.id}`]).toBe(
        own[`celebrate.greeting.${greeting.id}`],
      );
    }
  }
});
