// Checks of the config files beside the journeys (field table, error rules, forms). Each problem is a
// `file:line:column: sentence` line.
export function extraChecks(): string[] {
  return [];
}
