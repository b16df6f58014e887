import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import type { StandinDeps } from '../StandinDeps';
import { BANK_LINK_TEXTS } from './bankLinkTexts';
import { plaidSandboxState } from './plaidSandboxState';
import { SANDBOX_INSTITUTIONS, findSandboxInstitution } from './sandboxInstitutions';

/** Link tokens the sandbox server issues look like Plaid's sandbox ones. */
export const LINK_TOKEN_PATTERN = /^link-sandbox-[A-Za-z0-9-]{1,200}$/;

export const BANK_LINK_SCRIPT_PATH = '/standins/plaid/link-initialize.js';
export const PUBLIC_TOKEN_PATH = '/api/standins/plaid/public-token';

// The institutions the script offers, without the balances only the test tool shows.
const scriptInstitutions = SANDBOX_INSTITUTIONS.map(({ institution_id, name, oauth, accounts }) => ({
  institution_id,
  name,
  oauth,
  accounts: accounts.map(({ id, name: accountName, mask, type, subtype }) => ({ id, name: accountName, mask, type, subtype })),
}));

const SCRIPT_MARKER = '})(__SANDBOX_INSTITUTIONS__, __SANDBOX_TEXTS__);';
const SCRIPT_SOURCE = readFileSync(new URL('./link-initialize.js', import.meta.url), 'utf8');
if (!SCRIPT_SOURCE.includes(SCRIPT_MARKER)) throw new Error(`bank-link stand-in: link-initialize.js lacks ${SCRIPT_MARKER}`);
const SCRIPT = SCRIPT_SOURCE.replace(SCRIPT_MARKER, `})(${JSON.stringify(scriptInstitutions)}, ${JSON.stringify(BANK_LINK_TEXTS)});`);

function isStringArray(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((item) => typeof item === 'string');
}

// Stand-in for Plaid Link: serves the widget script the app loads by URL, and issues the public token the widget
// hands to onSuccess (recorded through deps.bank so the server's paymentaccounts route can exchange it).
export async function bankLinkStandin(app: FastifyInstance, opts: { deps: StandinDeps }): Promise<void> {
  const { deps } = opts;

  app.get(BANK_LINK_SCRIPT_PATH, async (_request, reply) => {
    return reply
      .type('application/javascript; charset=utf-8')
      .header('Cache-Control', 'no-cache')
      .header('X-Content-Type-Options', 'nosniff')
      .send(SCRIPT);
  });

  app.post(PUBLIC_TOKEN_PATH, async (request, reply) => {
    const raw: unknown = request.body;
    if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
      return reply.code(400).send({ errorMessage: 'public token: body must be a JSON object' });
    }
    const body = raw as Record<string, unknown>;
    const extra = Object.keys(body).find((key) => !['linkToken', 'institutionId', 'accountIds'].includes(key));
    if (extra !== undefined) return reply.code(400).send({ errorMessage: `public token: unknown field ${extra}` });
    const { linkToken, institutionId, accountIds } = body;
    if (typeof linkToken !== 'string' || !LINK_TOKEN_PATTERN.test(linkToken)) {
      return reply.code(400).send({ errorMessage: 'public token: linkToken must look like link-sandbox-...' });
    }
    const institution = typeof institutionId === 'string' ? findSandboxInstitution(institutionId) : undefined;
    if (!institution) {
      return reply.code(400).send({ errorMessage: 'public token: institutionId is not a sandbox institution' });
    }
    const known = new Set(institution.accounts.map((account) => account.id));
    if (!isStringArray(accountIds) || accountIds.length === 0 || !accountIds.every((id) => known.has(id))) {
      return reply.code(400).send({ errorMessage: `public token: accountIds must be accounts of ${institution.institution_id}` });
    }
    const publicToken = deps.bank.issuePublicToken(linkToken, institution.institution_id, accountIds);
    plaidSandboxState(deps).publicTokens.set(publicToken, { institutionId: institution.institution_id, accountIds: [...accountIds] });
    return reply.code(200).send({ publicToken });
  });
}
