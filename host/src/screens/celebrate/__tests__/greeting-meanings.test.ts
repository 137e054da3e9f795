import { GREETINGS } from '@onam/shared/festival/greetings';
import { celebrateMessages } from '../messages';

it("every greeting has its meaning in the card maker's catalogue", () => {
  for (const greeting of GREETINGS) {
    expect(celebrateMessages.en[`celebrate.greeting.${greeting.id}`]).toBeTruthy();
  }
});
