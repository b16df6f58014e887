// The read a payment link starts with (docs/architecture.md): the application by its token, the token also as
// initToken. One place, so the boot's early read (src/runtime/earlyRead.ts) and openLoan ask for the same thing.
export function loanRead(token: string): { path: string; searchParams: { initToken: string } } {
  return { path: `loanapplications/${encodeURIComponent(token)}`, searchParams: { initToken: token } };
}
