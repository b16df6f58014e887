// The data-inquiry table (flows/inquiries.yaml) once it has been checked.
export interface InquiryTable {
  types: Record<string, string>;
  addressGroup: { triggers: string[]; fields: string[] };
  neverRequired: string[];
  zipWithoutCityRequires: string;
  dobParts: [string, string, string];
  notOnEntryForm: string[];
  entryOrder: string[];
}
