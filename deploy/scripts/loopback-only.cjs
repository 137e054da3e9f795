// Everything the project runs here (tests, emulators, the preview, the bench) talks to loopback
// only. Google's SDKs (firebase-admin through google-auth-library and gcp-metadata) otherwise look
// for a cloud metadata server at 169.254.169.254 and metadata.google.internal to find credentials
// and a project id: off Google's cloud that is a connection out of the machine and a
// MetadataLookupWarning in the logs. Loaded first by every entry point, so the processes they
// start inherit it; a value already set (a developer's own) is kept.
process.env.METADATA_SERVER_DETECTION ??= 'none';
// The project the emulators run (deploy/hosting/apps.mjs DEMO_PROJECT): with one named, the Admin
// SDK has no reason to ask a metadata server which project it is in.
process.env.GCLOUD_PROJECT ??= 'demo-onam';
