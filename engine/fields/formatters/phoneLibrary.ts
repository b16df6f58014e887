import { fieldLibrary } from '../FieldLibrary';
import type { AsYouType as AsYouTypeClass } from './asYouType';

let AsYouType: typeof AsYouTypeClass | null = null;

/**
 * libphonenumber-js's formatter (about 14 kB gzip), downloaded on first need rather than with the first screen: only
 * the phone screens show a number as it is typed. A form naming `ui:format: phone` waits for it and asks for it with
 * its validators (src/forms/validatorChunks.ts); the app fetches it when idle once the borrower has left their first
 * form, for copy that shows a number with `|phone`.
 */
export const phoneLibrary = fieldLibrary(() => import('./asYouType'), (module) => {
  AsYouType = module.AsYouType;
});

/** The formatter's class once phoneLibrary is in; null before. */
export const asYouType = (): typeof AsYouTypeClass | null => AsYouType;
