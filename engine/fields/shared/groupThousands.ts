// Amounts are shown US style ("12,345"); working on the digit string keeps any length exact (no float rounding).
export function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}
