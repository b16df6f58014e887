import tlds from 'tlds' with { type: 'json' };
import { defineValidator } from './defineValidator';

const TOP_LEVEL_DOMAINS = new Set(tlds);

// x-rules `emailDomain`: an address (the schema already says its shape and length) ends in a top-level domain that
// exists, which catches "name@gmail.con" before the lender does.
export const validateEmailDomain = defineValidator(['invalidEmailDomain'], (value: unknown, _ctx, raise) => {
  const email = String(value ?? '').trim();
  const topLevel = email.slice(email.lastIndexOf('.') + 1).toLowerCase();
  return TOP_LEVEL_DOMAINS.has(topLevel) ? null : raise('invalidEmailDomain');
});
