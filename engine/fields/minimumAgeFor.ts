import table from '../../schemas/forms/config/minimumAge.json' with { type: 'json' };

/** The age table as schemas/forms/config/minimumAge.json holds it. */
export interface MinimumAgeTable {
  default: number;
  byState: Readonly<Record<string, number>>;
}

const MINIMUM_AGE: MinimumAgeTable = table;

// The youngest a borrower may be in the state they live in (the age of majority: 19 in Alabama and Nebraska, 21 in
// Mississippi and Puerto Rico, 18 elsewhere), from the config product edits; the default when the form has no state
// or an unknown one.
export function minimumAgeFor(stateCode: unknown, ages: MinimumAgeTable = MINIMUM_AGE): number {
  if (typeof stateCode !== 'string') return ages.default;
  return ages.byState[stateCode.trim().toUpperCase()] ?? ages.default;
}
