// The wall's first page of cards for the preview's drawn /wall, read from the Firestore emulator as
// the pages function reads it in production (deploy/functions/src/pages/functions.ts: the public
// copies in `wall/`, newest first, one more than a page to know whether another follows), so that
// `pnpm start`, the browser tests' emulated host and the bench draw the wall a visitor gets: with
// its cards, which the app then shows without loading the backend (host/src/wishes/wall-hooks.ts).
// Over the emulator's REST API, as the emulator's owner: the preview has no Admin SDK.
/**
 * @typedef {import('../../shared/src/backend/wishes').WallPage} WallPage
 * @typedef {import('../../shared/src/backend/wishes').PublicCardDoc} PublicCardDoc
 */

/**
 * A Firestore REST value as the plain value a public copy holds (strings and nulls; a number or a
 * flag as itself): what `doc.data()` gives the pages function.
 * @param {Record<string, unknown>} value
 * @returns {unknown}
 */
export function plainValue(value) {
  if ('stringValue' in value) return value.stringValue;
  if ('nullValue' in value) return null;
  if ('booleanValue' in value) return value.booleanValue;
  if ('integerValue' in value) return Number(value.integerValue);
  if ('doubleValue' in value) return value.doubleValue;
  if ('timestampValue' in value) return value.timestampValue;
  if ('arrayValue' in value) {
    const values = /** @type {{ values?: Record<string, unknown>[] }} */ (value.arrayValue).values;
    return (values ?? []).map(plainValue);
  }
  if ('mapValue' in value) {
    const fields = /** @type {{ fields?: Record<string, Record<string, unknown>> }} */ (
      value.mapValue
    ).fields;
    return plainFields(fields ?? {});
  }
  return undefined;
}

/** @param {Record<string, Record<string, unknown>>} fields */
const plainFields = (fields) =>
  Object.fromEntries(Object.entries(fields).map(([name, value]) => [name, plainValue(value)]));

/**
 * The rows of a `runQuery` answer: each document's id and its fields as plain values.
 * @param {unknown} answer
 * @returns {{ id: string, data: Record<string, unknown> }[]}
 */
export function rowsOfRunQuery(answer) {
  if (!Array.isArray(answer)) throw new Error('the emulator answered no list of results');
  return answer
    .map(
      (result) =>
        /** @type {{ document?: { name: string, fields?: Record<string, Record<string, unknown>> } }} */ (
          result
        ).document,
    )
    .filter((document) => document !== undefined)
    .map((document) => ({
      id: document.name.slice(document.name.lastIndexOf('/') + 1),
      data: plainFields(document.fields ?? {}),
    }));
}

/**
 * Reads the wall's first page from the Firestore emulator at `host` (`127.0.0.1:8080`) for
 * `projectId`; rejects when the emulator does not answer within `timeoutMs`. `pageSize` and
 * `pageFrom` are the wall's own (WALL_PAGE_SIZE and wallPageFrom, shared/src/backend/wishes.ts),
 * which the caller brings: the preview loads TypeScript through tsx, and Jest through its own
 * transform.
 * @param {{ host: string, projectId: string, pageSize: number, pageFrom: (rows: { id: string, data: PublicCardDoc }[]) => WallPage, timeoutMs?: number }} options
 * @returns {() => Promise<WallPage>}
 */
export function emulatorWall({ host, projectId, pageSize, pageFrom, timeoutMs = 3000 }) {
  return async () => {
    const response = await fetch(
      `http://${host}/v1/projects/${projectId}/databases/(default)/documents:runQuery`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: 'Bearer owner' },
        body: JSON.stringify({
          structuredQuery: {
            from: [{ collectionId: 'wall' }],
            orderBy: [{ field: { fieldPath: 'approvedAt' }, direction: 'DESCENDING' }],
            limit: pageSize + 1,
          },
        }),
        signal: AbortSignal.timeout(timeoutMs),
      },
    );
    if (!response.ok) throw new Error(`the emulator answered ${response.status} for the wall`);
    // The public copies as the pages function takes them (`doc.data() as PublicCardDoc`): what
    // the functions wrote there, unchecked here as there.
    const rows = /** @type {{ id: string, data: PublicCardDoc }[]} */ (
      /** @type {unknown} */ (rowsOfRunQuery(await response.json()))
    );
    return pageFrom(rows);
  };
}
