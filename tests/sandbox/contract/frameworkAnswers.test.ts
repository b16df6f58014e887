// What Fastify and Node answer by themselves, before any route runs, over real HTTP: a path that is not valid
// percent-encoding, a path parameter over 100 characters, headers over 16 KB. Each is the contract's Error body
// with a status the call declares (its `default`), as a partner's tools check it.
import { describe, expect, it } from 'vitest';
import { FRAMEWORK_MESSAGES } from '../../../sandbox/server/frameworkAnswers';
import { PERMISSIONS_POLICY } from '../../../sandbox/server/securityHeaders';
import { loadContract } from '../../../schemas/api/contract';
import { contractJudge } from '../../../scripts/lib/fuzzContractCheck';
import { BAD_ENCODINGS } from '../../../scripts/lib/fuzzContractRequests';
import { sandboxForFile } from './listeningSandbox';

const judge = contractJudge();
const sandbox = sandboxForFile();

/** Sends a request and returns its status, its errorMessage and what the contract finds wrong with it. */
async function judged(method: string, path: string, headers: Record<string, string> = {}) {
  const answer = await sandbox().raw({ method, path, headers });
  return { status: answer.status, message: JSON.parse(answer.text).errorMessage as unknown, problems: judge.problems(method, path, answer) };
}

describe('answers the framework gives by itself are in the contract\'s shape', () => {
  it.each(BAD_ENCODINGS.map((text) => [text]))('a path that is not valid percent-encoding (%s) is 400 with the Error body', async (text) => {
    expect(await judged('GET', `/api/jobs/${text}`)).toEqual({ status: 400, message: FRAMEWORK_MESSAGES.badUrl, problems: [] });
    expect(await judged('PATCH', `/api/loanapplications/${text}`)).toEqual({ status: 400, message: FRAMEWORK_MESSAGES.badUrl, problems: [] });
  });

  it('a path parameter over 100 characters is 414 with the Error body; 100 characters still reach the route', async () => {
    expect(await judged('GET', `/api/jobs/${'j'.repeat(101)}`)).toEqual({ status: 414, message: FRAMEWORK_MESSAGES.paramTooLong, problems: [] });
    expect(await judged('GET', `/api/prequals/demo-signup/${'p'.repeat(5000)}`)).toEqual({ status: 414, message: FRAMEWORK_MESSAGES.paramTooLong, problems: [] });
    expect(await judged('GET', `/api/jobs/${'j'.repeat(100)}`)).toEqual({ status: 401, message: 'Unauthorized.', problems: [] });
  });

  it('headers over 16 KB (a 17,000-character query) are 431 with the Error body', async () => {
    expect(await judged('POST', `/api/zip?x=${'a'.repeat(17_000)}`)).toEqual({ status: 431, message: FRAMEWORK_MESSAGES.headersTooLarge, problems: [] });
    expect(await judged('GET', '/api/jobs/j-1', { 'x-padding': 'b'.repeat(20_000) })).toEqual({ status: 431, message: FRAMEWORK_MESSAGES.headersTooLarge, problems: [] });
  });

  it('they carry the headers every API answer carries (never cached, no sniffing, the permissions policy)', async () => {
    for (const path of ['/api/jobs/%zz', `/api/jobs/${'j'.repeat(101)}`, `/api/jobs/j-1?x=${'a'.repeat(17_000)}`]) {
      const { headers } = await sandbox().raw({ method: 'GET', path, headers: {} });
      expect([headers['cache-control'], headers['x-content-type-options'], headers['permissions-policy']], path.slice(0, 30)).toEqual(['no-store', 'nosniff', PERMISSIONS_POLICY]);
    }
  });

  it('the sandbox is well after them: the next call on a new socket is answered as usual', async () => {
    await judged('GET', '/api/jobs/%zz');
    await judged('POST', `/api/zip?x=${'a'.repeat(17_000)}`);
    expect(await judged('GET', '/api/jobs/j-1')).toEqual({ status: 401, message: 'Unauthorized.', problems: [] });
  });
});

describe('the contract at a documented address', () => {
  it('GET /api/openapi.json is the contract the sandbox is built from (schemas/api/openapi.yaml), without a session', async () => {
    const answer = await sandbox().http('GET', '/api/openapi.json');
    expect([answer.status, answer.headers['content-type']]).toEqual([200, 'application/json; charset=utf-8']);
    expect(answer.json).toEqual(loadContract());
  });
});
