import { CSP_REPORT_PATH } from '../csp/cspReportRoutes';
import type { Fault } from './Fault';

/**
 * Calls the app makes in the background, off the borrower's path: analytics, CSP reports, the bank-link stand-in's
 * token exchange. A fault without match.path leaves them alone (a bad network there shows nothing on a demo link).
 */
export const BACKGROUND_PATHS: readonly string[] = ['/api/analytics', CSP_REPORT_PATH, '/api/standins/'];

/** A call as a fault sees it. */
export interface FaultCall {
  method: string;
  /** The path, /api included, without the query. */
  path: string;
  /** The initToken query (the payment link that opens a session). */
  initToken?: string;
  /** The application the call's session belongs to (read from the token, not verified). */
  sessionLoanAppId?: string;
}

// Whether a queued fault hits a call: its method and path part if it has a match, the link if it is scoped (the call
// names the token or the application id in its path or initToken, or carries a session of that application), and
// never a background call unless match.path asks for it. The control API is never offered to a fault.
export function faultMatches(fault: Fault, call: FaultCall): boolean {
  const afterApi = call.path.slice('/api'.length);
  if (fault.match?.path !== undefined ? !afterApi.includes(fault.match.path) : BACKGROUND_PATHS.some((p) => call.path.startsWith(p))) return false;
  if (fault.match?.method !== undefined && fault.match.method !== call.method.toUpperCase()) return false;
  const { token, loanApplicationId } = fault;
  if (token === undefined && loanApplicationId === undefined) return true;
  const segments = afterApi.split('/').map((segment) => { try { return decodeURIComponent(segment); } catch { return segment; } });
  return (token !== undefined && (segments.includes(token) || call.initToken === token))
    || (loanApplicationId !== undefined && (segments.includes(loanApplicationId) || call.sessionLoanAppId === loanApplicationId));
}
