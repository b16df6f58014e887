import { unsupportedSymbols } from '../shared/unsupportedSymbols';
import { defineValidator } from './defineValidator';

// x-rules `safeText`: any free-text field takes only safe-text characters, and the message names the ones that
// are not ("Unsupported symbols used: < >").
export const validateSafeText = defineValidator(['unsupportedSymbols'], (value: unknown, _ctx, raise) => {
  const bad = unsupportedSymbols(String(value ?? ''));
  return bad.length > 0 ? raise('unsupportedSymbols', { chars: bad.join(' ') }) : null;
});
