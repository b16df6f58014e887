// "The reviewed flag expands to the three acceptances": the agreement box sends all three, never reviewed itself.
export function expandConsent(values: Record<string, unknown>): Record<string, unknown> {
  const { reviewed, ...rest } = values;
  if (reviewed !== true) return rest;
  return { ...rest, termsOfServiceAccepted: true, electronicDisclosuresAccepted: true, privacyPolicyAccepted: true };
}
