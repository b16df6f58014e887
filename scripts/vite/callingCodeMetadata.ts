/** The shape of libphonenumber-js metadata this file reads (see libphonenumber-js/metadata.min.json). */
export interface PhoneMetadata {
  version: number;
  country_calling_codes: Record<string, string[]>;
  countries: Record<string, unknown>;
  nonGeographic?: Record<string, unknown>;
}

// The app only formats US numbers typed as national digits (engine/fields/formatters/formatPhone.ts: AsYouType('US')),
// so the browser needs the metadata of calling code +1 alone: every country that shares it is kept, the rest dropped.
export function callingCodeMetadata(metadata: PhoneMetadata, callingCode = '1'): PhoneMetadata {
  const countries = metadata.country_calling_codes[callingCode] ?? [];
  return {
    version: metadata.version,
    country_calling_codes: { [callingCode]: countries },
    countries: Object.fromEntries(countries.filter((c) => c in metadata.countries).map((c) => [c, metadata.countries[c]])),
  };
}
