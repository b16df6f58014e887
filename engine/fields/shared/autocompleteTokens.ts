// The HTML autofill field names (WHATWG "autofill" section) plus on/off: the only words a browser or password
// manager understands in an input's autocomplete attribute.
export const autocompleteTokens: readonly string[] = [
  'off', 'on',
  'name', 'honorific-prefix', 'given-name', 'additional-name', 'family-name', 'honorific-suffix', 'nickname',
  'username', 'new-password', 'current-password', 'one-time-code',
  'organization-title', 'organization',
  'street-address', 'address-line1', 'address-line2', 'address-line3',
  'address-level4', 'address-level3', 'address-level2', 'address-level1',
  'country', 'country-name', 'postal-code',
  'cc-name', 'cc-given-name', 'cc-additional-name', 'cc-family-name', 'cc-number', 'cc-exp', 'cc-exp-month',
  'cc-exp-year', 'cc-csc', 'cc-type',
  'transaction-currency', 'transaction-amount', 'language',
  'bday', 'bday-day', 'bday-month', 'bday-year', 'sex', 'url', 'photo',
  'tel', 'tel-country-code', 'tel-national', 'tel-area-code', 'tel-local', 'tel-local-prefix', 'tel-local-suffix', 'tel-extension',
  'email', 'impp',
];

/** The HTML standard's autofill grammar around the field names: tokens that stand alone, the address kinds, and
 * the contact kinds that may come before a phone or email field (one of CONTACT_FIELDS). */
export const AUTOFILL_ALONE = ['on', 'off'];
export const AUTOFILL_ADDRESS_KINDS = ['shipping', 'billing'];
export const AUTOFILL_CONTACT_KINDS = ['home', 'work', 'mobile', 'fax', 'pager'];
export const AUTOFILL_CONTACT_FIELDS = ['tel', 'tel-country-code', 'tel-national', 'tel-area-code', 'tel-local', 'tel-local-prefix', 'tel-local-suffix', 'tel-extension', 'email', 'impp'];
