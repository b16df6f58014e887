// The spec's "safe text": letters, digits, whitespace and / ' " & # = : ; , . + _ ! % ( ) | -
const SAFE_CHARACTER = /^[\p{L}\p{M}\p{Nd}\s/'"&#=:;,.+_!%()|-]$/u;

// Names the characters a safe-text field cannot take, each once and in the order typed, so the message can show
// the borrower exactly what to remove ("Unsupported symbols used: @ <").
export function unsupportedSymbols(value: string): string[] {
  const found: string[] = [];
  for (const character of value) {
    if (!SAFE_CHARACTER.test(character) && !found.includes(character)) found.push(character);
  }
  return found;
}
