/** The house games' pages, one chunk for all of them. */
export { CrashPage } from './crash-page.tsx';
export { DicePage } from './dice-page.tsx';
export { MinesPage } from './mines-page.tsx';
export { SlotPage } from './slot-page.tsx';
export { VerifyPage } from './verify-page.tsx';
