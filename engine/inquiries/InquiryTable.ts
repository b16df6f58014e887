// The data-inquiry table (flows/inquiries.yaml) once it has been checked.
export interface InquiryTable {
  types: Record<string, string>;
  addressGroup: { triggers: string[]; fields: string[] };
  neverRequired: string[];
  /** A field asked without another adds a third ("a zip without a city also asks for the state"). */
  askedWithout: { asked: string; without: string; alsoAsk: string }[];
  /** The field whose prefilled 'YYYY-MM-DD' is split into dobParts. */
  dobField: string;
  dobParts: [string, string, string];
  notOnEntryForm: string[];
  entryOrder: string[];
}
