import {
  AUTOFILL_ADDRESS_KINDS as ADDRESS_KINDS, AUTOFILL_ALONE as ALONE, AUTOFILL_CONTACT_FIELDS as CONTACT_FIELDS, AUTOFILL_CONTACT_KINDS as CONTACT_KINDS,
  autocompleteTokens,
} from '../../engine/fields/shared/autocompleteTokens';
import { didYouMean } from './didYouMean';

// The HTML standard's autofill grammar (WHATWG, "Autofill"): "on" or "off" alone, or in this order an optional
// section-*, an optional shipping or billing, the field name (a phone, email or impp field name may have home, work,
// mobile, fax or pager before it), and an optional webauthn.
const FIELD_NAMES = autocompleteTokens.filter((t) => !ALONE.includes(t));
const EVERY_TOKEN = [...FIELD_NAMES, ...CONTACT_KINDS, ...ADDRESS_KINDS, ...ALONE, 'webauthn'];
const ORDER = 'section-*, shipping or billing, home/work/mobile/fax/pager (before a phone or email), the field name, webauthn';

// What is wrong with a UI schema's `ui:autocomplete` by that grammar, as the sentence product reads; undefined when
// a browser understands it. A token the standard does not define is named with the real token closest to it.
export function autofillProblem(value: unknown): string | undefined {
  if (typeof value !== 'string') return `ui:autocomplete takes autofill tokens of the HTML standard in a text, such as "given-name" or "off", not ${JSON.stringify(value)}`;
  const tokens = value.trim().toLowerCase().split(/\s+/).filter(Boolean);
  const unknown = tokens.find((t) => !EVERY_TOKEN.includes(t) && !/^section-\S+$/.test(t));
  if (unknown !== undefined) {
    const hint = didYouMean(unknown, EVERY_TOKEN, 0) || ' (such as given-name, email, tel-national, postal-code, one-time-code, or "off")';
    return `ui:autocomplete "${value}": "${unknown}" is not an autofill token of the HTML standard${hint}`;
  }
  if (tokens.length <= 1 && (tokens.length === 0 || ALONE.includes(tokens[0] as string))) return undefined;
  const alone = tokens.find((t) => ALONE.includes(t));
  if (alone) return `ui:autocomplete "${value}": "${alone}" stands alone, it cannot be combined with other tokens`;
  const rest = [...tokens];
  if (rest[rest.length - 1] === 'webauthn') rest.pop();
  const field = rest.pop();
  if (field === undefined || !FIELD_NAMES.includes(field)) return `ui:autocomplete "${value}" names no field (the tokens go in this order: ${ORDER})`;
  if (CONTACT_FIELDS.includes(field) && CONTACT_KINDS.includes(rest[rest.length - 1] as string)) rest.pop();
  if (ADDRESS_KINDS.includes(rest[rest.length - 1] as string)) rest.pop();
  if (/^section-\S+$/.test(rest[rest.length - 1] ?? '')) rest.pop();
  const misplaced = rest[rest.length - 1];
  if (misplaced === undefined) return undefined;
  if (CONTACT_KINDS.includes(misplaced) && !CONTACT_FIELDS.includes(field)) return `ui:autocomplete "${value}": "${misplaced}" goes only before a phone, email or impp field (tel, tel-national, email...), not before "${field}"`;
  return `ui:autocomplete "${value}": "${misplaced}" is out of place (the tokens go in this order: ${ORDER})`;
}
