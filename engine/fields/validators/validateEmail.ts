import tlds from 'tlds';
import { isBlank } from '../shared/isBlank';
import { isRequired } from '../shared/isRequired';
import { defineValidator } from './defineValidator';
import type { TextValue } from './Validator';

// The HTML standard's address pattern, with at least one dot in the domain.
const EMAIL = /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;
const TOP_LEVEL_DOMAINS = new Set(tlds);

// One email rule for every email field (entry, email confirm, truth-in-lending copy): required, shaped like an
// address, and ending in a top-level domain that exists, which catches "name@gmail.con" before the server does.
export const validateEmail = defineValidator(
  ['enterEmailAddress', 'invalidEmailAddress', 'invalidEmailDomain'],
  (value: TextValue, ctx, raise) => {
    if (isBlank(value)) return isRequired(ctx, true) ? raise('enterEmailAddress') : null;
    const email = value.trim();
    if (email.length > 254 || !EMAIL.test(email)) return raise('invalidEmailAddress');
    const topLevel = email.slice(email.lastIndexOf('.') + 1).toLowerCase();
    return TOP_LEVEL_DOMAINS.has(topLevel) ? null : raise('invalidEmailDomain');
  },
);
