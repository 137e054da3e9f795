import { openDB } from 'idb';
import { createCreationStore, CREATIONS_DB_NAME } from '../creation-store';

/**
 * Puts records into the creations database as they are, shape unchecked: what another version of
 * the site, an extension or a damaged disk could leave there. The database is made as the site
 * makes it first.
 */
export async function keepRawRecords(
  records: readonly Record<string, unknown>[],
  dbName: string = CREATIONS_DB_NAME,
): Promise<void> {
  await createCreationStore(dbName).read();
  const raw = await openDB(dbName, 1);
  for (const record of records) await raw.put('creations', record as never);
  raw.close();
}
