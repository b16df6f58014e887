import { formatters } from '../fields/registry';
import type { Pipe } from './interpolate';
import { linkPipes } from './linkPipes';

// The pipes copy may use ({amount|currency}), each one of the field formatters, so a number reads the same in
// a sentence as in a field. flows:check refuses a pipe that is not here.
export const pipes = {
  currency: formatters.money,
  date: formatters.dateUs,
  longDate: formatters.dateLong,
  apr: formatters.apr,
  phone: formatters.phone,
  ...linkPipes,
} as const satisfies Record<string, Pipe>;

export type PipeName = keyof typeof pipes;
