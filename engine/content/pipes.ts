import { formatApr } from '../fields/formatters/formatApr';
import { formatDateLong } from '../fields/formatters/formatDateLong';
import { formatDateUs } from '../fields/formatters/formatDateUs';
import { formatMoney } from '../fields/formatters/formatMoney';
import { formatPhone } from '../fields/formatters/formatPhone';
import type { Pipe } from './interpolate';
import { linkPipes } from './linkPipes';

// The pipes copy may use ({amount|currency}), each one of the field formatters (engine/fields/registry.ts), so a
// number reads the same in a sentence as in a field. flows:check refuses a pipe that is not here. Imported one by
// one, not through the registry: every screen's copy needs the pipes, only forms need the filters and validators.
export const pipes = {
  currency: formatMoney,
  date: formatDateUs,
  longDate: formatDateLong,
  apr: formatApr,
  phone: formatPhone,
  ...linkPipes,
} as const satisfies Record<string, Pipe>;

export type PipeName = keyof typeof pipes;
