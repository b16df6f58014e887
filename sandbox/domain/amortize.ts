// The payment math moved to engine/finance so the browser calculator uses the very same code; the sandbox keeps
// importing it from here.
export { amortize, type AmortizedPayment, type Amortization } from '../../engine/finance/amortize';
