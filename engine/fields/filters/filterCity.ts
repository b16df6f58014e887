// City names never contain digits (spec: "city: digits removed"); a phone keyboard's curly apostrophe
// (Coeur d’Alene) becomes a plain one so the safe-text check accepts it. Other characters are left for the validator.
export function filterCity(value: string): string {
  return value.replace(/\d/g, '').replace(/[\u2018\u2019]/g, "'");
}
