// Every place a visitor's personal data lives, in ONE list (docs/decisions/037).
// "Download my data" (exportMyData) and "Delete my account" (deleteMyAccount) in privacy.ts walk
// this list and nothing else, so a collection that holds a visitor's data and is missing here would
// be neither exported nor deleted. personal-data.test.ts fails when firestore.rules or storage.rules
// name a top-level collection or path that is neither listed here nor declared not personal below:
// a new collection cannot be forgotten.
//
// Adding a collection: add it to PERSONAL_COLLECTIONS with how to find a visitor's documents (or to
// NOT_PERSONAL with the reason), and the export and the deletion pick it up.
import type { DocumentData, Firestore } from 'firebase-admin/firestore';
import { carpetsOfVisitor, takeOffCarpets } from '../family/visitor-carpets';
import { playAsData } from '../plays/play-record';

/** How a visitor's documents are found in a collection. */
/**
 * The games a visitor has documents in: every game they played, as their statistics list them
 * (any number, the manifest's; a retired game's too), and the built-in ones.
 */
export const VISITOR_GAMES = 'the visitor’s games';

/** Ids listed, or found from the visitor's statistics (VISITOR_GAMES). */
export type VisitorIds = readonly string[] | typeof VISITOR_GAMES;

export type Locator =
  /** `{collection}/{uid}`: the document's id is the visitor's uid. */
  | { by: 'docId' }
  /** Documents of `{collection}` whose `field` holds the visitor's uid (a query). */
  | { by: 'field'; field: string }
  /**
   * `{collection}/{parentId}/{subcollection}/{uid}` for each of `parentIds`: one document per parent,
   * its id the visitor's uid.
   */
  | { by: 'subcollectionDocId'; parentIds: VisitorIds; subcollection: string }
  /**
   * Rows about the visitor inside shared documents `{collection}/{id}` for each of `ids`: the array
   * `field` holds objects whose `uidKey` is the visitor's uid. Exported as those rows; deleted by
   * taking the rows out (never the shared document).
   */
  | { by: 'rowsInDocs'; ids: VisitorIds; field: string; uidKey: string }
  /**
   * `{collection}/{id}` for the id of each of the visitor's documents in `of` (found by `field`):
   * copies that hold nothing that would find the visitor, so they are found through the originals.
   * Listed before `of`, so the deletion finds them before it deletes the originals.
   */
  | { by: 'sameIdsAs'; of: string; field: string }
  /**
   * Found and removed by the feature's own code, where no query finds a uid: what it finds is
   * exported as rows; what it removes may be taken out of documents others share, not deleted.
   */
  | {
      by: 'lookup';
      find: (db: Firestore, uid: string) => Promise<{ path: string; data: DocumentData }[]>;
      remove: (db: Firestore, uid: string) => Promise<void>;
    };

export interface PersonalCollection {
  /** The top-level collection, as firestore.rules (or the server alone) names it. */
  collection: string;
  find: Locator;
  /** What is kept, in plain words (the privacy notice says the same). */
  what: string;
  /** The export's key for these documents. */
  exportAs: string;
  /** How a document reads in the export, where what is stored is not plain data to a visitor. */
  asData?: (doc: DocumentData) => DocumentData;
}

/** Where a visitor's files live in Cloud Storage: every object under `{prefix}{uid}/`. */
export interface PersonalStoragePrefix {
  prefix: string;
  what: string;
}

export const PERSONAL_COLLECTIONS: readonly PersonalCollection[] = [
  {
    collection: 'profiles',
    find: { by: 'docId' },
    what: 'name, district, age band, newsletter choice and the consent records',
    exportAs: 'profile',
  },
  {
    // Before `stats`: the carpets are found through the list the statistics keep
    // (family/visitor-carpets.ts). The carpet stays the family's: the visitor's name on it is
    // emptied, their seat and their line on its roster go, and their flowers stay, by a member id
    // that then names no one.
    collection: 'carpets',
    find: { by: 'lookup', find: carpetsOfVisitor, remove: takeOffCarpets },
    what: 'the name and ring colour on each family pookalam the visitor joined, and the carpet as it stands',
    exportAs: 'familyCarpets',
  },
  {
    // Read by the server alone: what makes a start sent twice start one carpet.
    collection: 'carpetStarts',
    find: { by: 'docId' },
    what: "the ids the visitor's page gave its latest requests to start a family pookalam, each with the carpet it started",
    exportAs: 'familyStarts',
  },
  {
    collection: 'stats',
    find: { by: 'docId' },
    what: "the visitor's figures per game and for family pookalams, latest plays, profile edits, greetings kept and the family carpets they are on",
    exportAs: 'stats',
  },
  {
    collection: 'plays',
    find: { by: 'field', field: 'uid' },
    what: 'every finished play the server scored, with its record',
    exportAs: 'plays',
    // Kept as JSON text (docs/decisions/039); the visitor gets their record back as data.
    asData: playAsData,
  },
  {
    // Read by the server alone (the pictures of result links); the links carry only the id.
    collection: 'sharedResults',
    find: { by: 'field', field: 'uid' },
    what: 'the ids that result links name, each with the play it stands for',
    exportAs: 'sharedResults',
  },
  {
    collection: 'leaderboard',
    find: { by: 'subcollectionDocId', parentIds: VISITOR_GAMES, subcollection: 'entries' },
    what: "the visitor's best score per game, with the name and district the board shows",
    exportAs: 'boardEntries',
    // Whether the best is in the game's tally is the server's bookkeeping, nothing about them.
    asData: (entry) =>
      Object.fromEntries(Object.entries(entry).filter(([key]) => key !== 'tallied')),
  },
  {
    // The server's own copy of each board's top rows, with uids; the public
    // `leaderboard/{gameId}` summary is drawn from it (board.ts), so taking the rows out here and
    // redrawing the summary takes the visitor off the public board too.
    collection: 'boards',
    find: { by: 'rowsInDocs', ids: VISITOR_GAMES, field: 'top', uidKey: 'uid' },
    what: "the visitor's row in a board's top ten",
    exportAs: 'boardRows',
  },
  {
    collection: 'media',
    find: { by: 'field', field: 'uid' },
    what: 'the records of recorded greetings: name, type, size and the file path',
    exportAs: 'greetings',
  },
  {
    // The wall serves these, not the cards (docs/decisions/042): what it shows and nothing else.
    collection: 'wall',
    find: { by: 'sameIdsAs', of: 'wishes', field: 'uid' },
    what: 'the public copies of the cards on the wall: greeting, name, district, picture and when they went up',
    exportAs: 'wallCopies',
  },
  {
    collection: 'wishes',
    find: { by: 'field', field: 'uid' },
    what: 'the cards put on the wall of wishes: greeting, name, district, picture, state and any rejection reason',
    exportAs: 'wallCards',
    // Which operator decided is the operators' record, and another person's id: not the visitor's.
    asData: (card) =>
      Object.fromEntries(Object.entries(card).filter(([key]) => key !== 'moderatedBy')),
  },
  {
    collection: 'wishReports',
    find: { by: 'field', field: 'uid' },
    what: 'the cards on the wall the visitor reported, and when',
    exportAs: 'wallReports',
  },
];

export const PERSONAL_STORAGE_PREFIXES: readonly PersonalStoragePrefix[] = [
  { prefix: 'media/', what: 'the recorded greetings themselves (sound, video or pictures)' },
];

/** Top-level collections that hold nothing about a visitor, and why. */
export const NOT_PERSONAL: Readonly<Record<string, string>> = {
  campaign:
    "the live manifest and its revisions: operators' changes (their own accounts), no visitor's data",
  operators:
    "who may act as an operator (operator-gate.ts): staff accounts' listing, no visitor's data",
  // Never exported or deleted by the walk: deleting it would undo what it is for.
  deletedAccounts:
    "a deleted account's uid (a random id) and when it was deleted, nothing of the person: kept " +
    'so that no token of that account can write again (account-gate.ts; the notice says so)',
  now:
    "the console's live numbers: counts of plays per game and hour, of visitors who played and of " +
    'wall cards waiting, summed over everyone, with no uid, name or id (docs/decisions/047)',
  health:
    "each remote version's health: counts of module loads, failures, errors, games shown and " +
    'finished, and a histogram of load times, summed over visits, nothing about anyone (docs/decisions/049)',
  familyBoard:
    "finished family pookalams: the family's name, the carpet, its score and how many laid it, no " +
    "member's name, id or account. An entry leaves the board with its owner's account (carpets, " +
    'above), since it was shown with their consent',
  releases:
    "each published game version's release record: its files' hashes, its games' facts and sample " +
    "plays made by the games' own code, and the game team's address that published it, no visitor's " +
    'data (docs/decisions/054)',
};

/** A Storage prefix's path for one visitor: every file of theirs starts with it. */
export const storagePrefixOf = (prefix: PersonalStoragePrefix, uid: string) =>
  `${prefix.prefix}${uid}/`;
