// The read a prequal link starts with (shared/spec/prequal-dashboard-calculator-legal.md section 2): the
// prequalification by its signup id and prequal id. One place, so the boot's early read of the signup page
// (src/runtime/earlyRead.ts) and openPrequal ask for the same thing.
export function prequalRead(signupId: string, prequalId: string): { path: string } {
  return { path: `prequals/${encodeURIComponent(signupId)}/${encodeURIComponent(prequalId)}` };
}
