// Sample US addresses for the address-autocomplete stand-in: plausible streets in real cities and zip codes,
// across many states, some with a unit (secondary) and some multi-unit buildings (entries), as the real
// service returns them.

export interface AddressSuggestion {
  street_line: string;
  secondary: string;
  city: string;
  state: string;
  zipcode: string;
  /** Multi-unit buildings: how many units the service can expand the suggestion into. */
  entries?: number;
}

export const SAMPLE_ADDRESSES: readonly AddressSuggestion[] = [
  { street_line: '123 Main St', secondary: '', city: 'Springfield', state: 'IL', zipcode: '62701' },
  { street_line: '123 Main St', secondary: 'Apt 2', city: 'Boise', state: 'ID', zipcode: '83702' },
  { street_line: '125 Maple Ave', secondary: '', city: 'Columbus', state: 'OH', zipcode: '43215' },
  { street_line: '1200 Market St', secondary: '', city: 'Philadelphia', state: 'PA', zipcode: '19107' },
  { street_line: '1600 Pennsylvania Ave', secondary: '', city: 'Harrisburg', state: 'PA', zipcode: '17104' },
  { street_line: '200 Congress Ave', secondary: 'Ste 400', city: 'Austin', state: 'TX', zipcode: '78701' },
  { street_line: '2100 Ross Ave', secondary: '', city: 'Dallas', state: 'TX', zipcode: '75201' },
  { street_line: '350 5th Ave', secondary: '', city: 'New York', state: 'NY', zipcode: '10118', entries: 12 },
  { street_line: '45 Lake Shore Dr', secondary: '', city: 'Chicago', state: 'IL', zipcode: '60611' },
  { street_line: '500 Oak St', secondary: '', city: 'Portland', state: 'OR', zipcode: '97204' },
  { street_line: '501 Pine St', secondary: 'Unit 3B', city: 'Seattle', state: 'WA', zipcode: '98101' },
  { street_line: '77 Harbor Way', secondary: '', city: 'San Diego', state: 'CA', zipcode: '92101' },
  { street_line: '880 Mission St', secondary: '', city: 'San Francisco', state: 'CA', zipcode: '94103', entries: 8 },
  { street_line: '1420 Sunset Blvd', secondary: '', city: 'Los Angeles', state: 'CA', zipcode: '90026' },
  { street_line: '9 Elm St', secondary: '', city: 'Burlington', state: 'VT', zipcode: '05401' },
  { street_line: '60 State St', secondary: '', city: 'Boston', state: 'MA', zipcode: '02109' },
  { street_line: '315 Peachtree St NE', secondary: '', city: 'Atlanta', state: 'GA', zipcode: '30308' },
  { street_line: '1000 Brickell Ave', secondary: 'Apt 1507', city: 'Miami', state: 'FL', zipcode: '33131' },
  { street_line: '742 Evergreen Ter', secondary: '', city: 'Orlando', state: 'FL', zipcode: '32801' },
  { street_line: '18 Cedar Ln', secondary: '', city: 'Nashville', state: 'TN', zipcode: '37203' },
  { street_line: '2200 Canal St', secondary: '', city: 'New Orleans', state: 'LA', zipcode: '70112' },
  { street_line: '410 Broadway', secondary: '', city: 'Denver', state: 'CO', zipcode: '80203' },
  { street_line: '4 Copper Rd', secondary: '', city: 'Phoenix', state: 'AZ', zipcode: '85004' },
  { street_line: '900 Desert Inn Rd', secondary: '', city: 'Las Vegas', state: 'NV', zipcode: '89109' },
  { street_line: '33 Temple Sq', secondary: '', city: 'Salt Lake City', state: 'UT', zipcode: '84101' },
  { street_line: '1515 Walnut St', secondary: '', city: 'Kansas City', state: 'MO', zipcode: '64108' },
  { street_line: '88 Prairie Ave', secondary: '', city: 'Omaha', state: 'NE', zipcode: '68102' },
  { street_line: '640 Nicollet Mall', secondary: '', city: 'Minneapolis', state: 'MN', zipcode: '55402' },
  { street_line: '225 Woodward Ave', secondary: '', city: 'Detroit', state: 'MI', zipcode: '48226' },
  { street_line: '301 Capitol Ave', secondary: '', city: 'Lansing', state: 'MI', zipcode: '48933' },
  { street_line: '12 Birch Rd', secondary: '', city: 'Madison', state: 'WI', zipcode: '53703' },
  { street_line: '700 Charles St', secondary: '', city: 'Baltimore', state: 'MD', zipcode: '21201' },
  { street_line: '50 King St', secondary: '', city: 'Charleston', state: 'SC', zipcode: '29401' },
  { street_line: '101 Fayetteville St', secondary: '', city: 'Raleigh', state: 'NC', zipcode: '27601' },
  { street_line: '2 Riverside Dr', secondary: '', city: 'Richmond', state: 'VA', zipcode: '23219' },
  { street_line: '19 Beacon Hill Rd', secondary: '', city: 'Hartford', state: 'CT', zipcode: '06103' },
  { street_line: '1100 Kapiolani Blvd', secondary: 'Apt 12', city: 'Honolulu', state: 'HI', zipcode: '96814' },
  { street_line: '610 W 4th Ave', secondary: '', city: 'Anchorage', state: 'AK', zipcode: '99501' },
  { street_line: '230 Central Ave SW', secondary: '', city: 'Albuquerque', state: 'NM', zipcode: '87102' },
  { street_line: '415 S Main St', secondary: '', city: 'Tulsa', state: 'OK', zipcode: '74103' },
];
