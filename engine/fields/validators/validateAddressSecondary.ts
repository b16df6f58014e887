import { defineValidator } from './defineValidator';

// x-rules `addressSecondary`: suite, apartment or unit in letters, digits, spaces and # - / . , ' only, naming
// each other character once, in the order typed.
export const validateAddressSecondary = defineValidator(['unsupportedSymbols'], (value: unknown, _ctx, raise) => {
  const bad = [...new Set(String(value ?? '').match(/[^\p{L}\p{M}\p{Nd}\s#\-/.,']/gu) ?? [])];
  return bad.length > 0 ? raise('unsupportedSymbols', { chars: bad.join(' ') }) : null;
});
