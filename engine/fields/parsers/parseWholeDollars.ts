import { textOf } from '../shared/textOf';

// Income and amounts go to the API as a number of whole dollars: "$12,345.67" is sent as 12345.
// A value that is not an amount at all comes back as null.
export function parseWholeDollars(value: unknown): number | null {
  const text = textOf(value).replace(/[\s$,]/g, '');
  const match = /^(\d*)(?:\.\d*)?$/.exec(text);
  if (match === null || !/\d/.test(text)) return null;
  return Number(match[1] === '' ? '0' : match[1]);
}
