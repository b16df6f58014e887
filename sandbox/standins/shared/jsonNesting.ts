// One rule for every JSON body the sandbox reads (the contract's routes, the analytics beacon, CSP reports): nesting
// is checked before parsing, so no recursive walk (or JSON.parse itself) ever meets 5,000 levels.

/**
 * How deeply a request body may nest arrays and objects. The contract's bodies nest a few levels; 64 leaves room for
 * any real client and keeps every recursive walk after parsing (prototype check, value checks, ajv, idempotency hash)
 * far from the stack's limit, which 5,000 levels already reach.
 */
export const MAX_JSON_DEPTH = 64;

// Whether `body` nests arrays and objects deeper than `limit`, counting `[` and `{` outside strings in one loop with no
// recursion; stops as soon as the depth passes `limit` (an attack costs one pass over at most 100 KB). Malformed text
// is left for JSON.parse to refuse.
export function nestingPastLimit(body: string, limit: number = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < body.length; i++) {
    const c = body.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i++; // backslash: the next character is escaped
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      depth++;
      if (depth > limit) return true;
    } else if (c === 0x5d || c === 0x7d) depth--;
  }
  return false;
}
