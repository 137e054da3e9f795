// The Cloud Functions (2nd gen) of the campaign, as Firebase deploys them: every name exported
// here is a function, and nothing else is. Every write that moves a public figure or spends a
// per-visitor allowance goes through one of the callables, never straight from a browser
// (firestore.rules denies it). Each feature's folder defines its functions (functions.ts) over
// handlers that take their dependencies, so the tests run the handlers against the Firestore
// emulator without the Functions SDK; platform/ holds the Admin SDK's app, Storage and Auth.
export { changeCampaign, campaignJson } from './campaign/functions';
export { cspReport } from './csp/functions';
export {
  finishFamilyCarpet,
  joinFamilyCarpet,
  removeFamilyMember,
  setFamilyCarpetOpen,
  startFamilyCarpet,
} from './family/functions';
export { health } from './health/functions';
export { registerMedia, removeMedia } from './media/functions';
export { ogImage } from './og/functions';
export { pages } from './pages/functions';
export { submitPlay } from './plays/functions';
export { acceptPrivacyNotice, deleteMyAccount, exportMyData } from './privacy/functions';
export { updateProfile } from './profiles/functions';
export { moderateWish, publishWish, reportWish } from './wishes/functions';
