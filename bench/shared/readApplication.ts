// The one API read a floor page makes: the call the app makes when a payment link opens
// (engine/runtime/openLoan.ts), GET /api/loanapplications/{token}?initToken={token}, on the same sandbox.

/** The little a floor page draws from the loan application. */
export interface FloorApplication {
  merchantName: string;
  amount: number | null;
}

// Reads the application behind a payment link's token; a failed read is an Error naming the call and its status.
export async function readApplication(token: string): Promise<FloorApplication> {
  const path = `/api/loanapplications/${encodeURIComponent(token)}?initToken=${encodeURIComponent(token)}`;
  const res = await fetch(path, { headers: { accept: 'application/json' } });
  if (!res.ok) throw new Error(`GET ${path.split('?')[0]} answered ${res.status}`);
  const body = (await res.json()) as { merchantName?: unknown; amount?: unknown };
  return {
    merchantName: typeof body.merchantName === 'string' ? body.merchantName : 'your merchant',
    amount: typeof body.amount === 'number' ? body.amount : null,
  };
}
