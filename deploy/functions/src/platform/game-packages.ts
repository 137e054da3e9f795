// The game packages as the deployed functions read them (docs/decisions/054): the release registry
// in this project's Firestore, and each version's files from where its record says they are served
// (its Hosting folder), checked against their pins. One of each per instance, shared by the
// functions that score plays, draw pages and check versions, so a version is read once.
import { keptRegistry, firestoreRegistry } from '../../../game-packages/registry';
import { fetchPublished, publishedFiles } from '../../../game-packages/published-files';
import { db } from './admin';

export const registry = keptRegistry(firestoreRegistry(db));
export const files = publishedFiles(fetchPublished());
