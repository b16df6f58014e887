import { filterDigits } from './filterDigits';

// Fixed-length codes (zip 5, ssn4 4, pin 4, ssn 9) stop accepting digits once they are full.
export function digitsMax(max: number): (value: string) => string {
  return (value) => filterDigits(value).slice(0, max);
}
