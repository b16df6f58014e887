import { formatApr } from '../fields/formatters/formatApr';
import { formatMoney } from '../fields/formatters/formatMoney';
import type { Pipe } from './interpolate';

// The pipes a screen painted before the app may use: the formatters of engine/content/pipes.ts that need no
// library (Intl only). A screen whose copy uses another pipe (a phone number, a date, a link) waits for the app;
// the build decides that (scripts/vite/firstPaintCopy.ts) with this same list.
export const firstPaintPipes: Record<string, Pipe> = { currency: formatMoney, apr: formatApr };
