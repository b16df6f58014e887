import type { DobValue } from '../widgets/DobField';

/** A form's values as shown: text per field, the birth date as its three parts, the agreement as a tick. */
export type FormValues = Record<string, string | DobValue | boolean>;
