// The provider's prefill field names for the piiData keys the API sends; countryCode is the provider's
// addressCountryCode, the others share their names.
const FIELD_NAMES: Record<string, string> = {
  nameFirst: 'nameFirst',
  nameLast: 'nameLast',
  birthdate: 'birthdate',
  addressStreet1: 'addressStreet1',
  addressCity: 'addressCity',
  addressSubdivision: 'addressSubdivision',
  addressPostalCode: 'addressPostalCode',
  countryCode: 'addressCountryCode',
  phoneNumber: 'phoneNumber',
  emailAddress: 'emailAddress',
};

// Prefills the identity form with what the borrower already told us, so they do not type it twice. Unknown keys
// are dropped rather than sent to a third party.
export function personaFields(piiData: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(piiData).flatMap(([key, value]) => {
      const name = FIELD_NAMES[key];
      return name ? [[name, value]] : [];
    }),
  );
}
