// The game's facts (src/facts.json, which the build writes into game-package.json), typed: the
// game shows the same tutorial its facts give the site.
import type { GameFacts } from './platform-contract';
import factsJson from './facts.json';

export const facts: GameFacts = factsJson as GameFacts;
