/**
 * How long a story waits for work the emulated backend does for the visitor in several steps: a
 * registration (the Auth account, then the profile over Firestore's first connection) or an
 * account's deletion (every document and file, the boards recounted, then the account, often in a
 * function instance's first start). Alone they take 1–4 s here; with the other worker's browser and
 * the emulators sharing two cores, 8–12 s were measured (2026-11-27), past the default 10 s.
 */
export const SERVER_WORK = { timeout: 30_000 };
