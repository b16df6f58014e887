// The 50 states, the District of Columbia and the inhabited territories (American Samoa, Guam, Northern Mariana
// Islands, Puerto Rico, US Virgin Islands): the codes a borrower's home address can carry. Military (AA, AE, AP)
// and freely associated states (FM, MH, PW) are not US states or territories and are left out.
export const usStateCodes: readonly string[] = [
  'AL', 'AK', 'AZ', 'AR', 'CA', 'CO', 'CT', 'DE', 'FL', 'GA', 'HI', 'ID', 'IL', 'IN', 'IA', 'KS', 'KY', 'LA',
  'ME', 'MD', 'MA', 'MI', 'MN', 'MS', 'MO', 'MT', 'NE', 'NV', 'NH', 'NJ', 'NM', 'NY', 'NC', 'ND', 'OH', 'OK',
  'OR', 'PA', 'RI', 'SC', 'SD', 'TN', 'TX', 'UT', 'VT', 'VA', 'WA', 'WV', 'WI', 'WY',
  'DC', 'AS', 'GU', 'MP', 'PR', 'VI',
];
