// The visitors' files in Cloud Storage, as the handlers ask for them (media, privacy).
import { getStorage } from 'firebase-admin/storage';
import type { MediaFiles } from '../media/media';
import type { PersonalFiles } from '../privacy/privacy';

export const mediaFiles: MediaFiles = {
  async stat(filePath) {
    const [exists] = await getStorage().bucket().file(filePath).exists();
    if (!exists) return null;
    const [metadata] = await getStorage().bucket().file(filePath).getMetadata();
    return { size: Number(metadata.size ?? 0), contentType: String(metadata.contentType ?? '') };
  },
  async remove(filePath) {
    await getStorage().bucket().file(filePath).delete({ ignoreNotFound: true });
  },
};

/**
 * A visitor's files under a prefix (media/{uid}/), for "Download my data" and "Delete my account".
 * The emulators on these machines have no Storage (its rules runtime cannot be installed), and the
 * emulated site keeps greetings on the device: there, nobody has files here.
 */
const noStorage =
  process.env.FUNCTIONS_EMULATOR === 'true' && !process.env.FIREBASE_STORAGE_EMULATOR_HOST;

export const personalFiles: PersonalFiles = {
  async list(prefix) {
    if (noStorage) return [];
    const [found] = await getStorage().bucket().getFiles({ prefix });
    return found.map((file) => file.name);
  },
  remove: (filePath) => mediaFiles.remove(filePath),
};
