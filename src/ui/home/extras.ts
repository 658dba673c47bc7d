// The parts of the home screen loaded on demand, as one chunk (it shares Preact, its hooks and
// signals with the other screens, so splitting it adds nothing to the first load): the games
// catalogue, the install offer, the export warning and the list of unreadable saves. `./install.ts` stays in the first chunk,
// since the browser's install offer may come before anything else loads.
export { default as Catalogue } from './Catalogue';
export { InstallOffer } from './InstallOffer';
export { default as ExportWarning } from './ExportWarning';
export { Unreadable } from './Unreadable';
export { KeepSaves } from './KeepSaves';
