// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { launchIdentityFlow } from '../../../../src/integrations/identity/launchIdentityFlow';

// Spec B7.29: the identity client takes fields, inquiry id, session token, template id, reference id, environment
// (sandbox by default) and frame ancestors. The SDK is replaced by a client that records what it was given.
const given = vi.hoisted(() => [] as Record<string, unknown>[]);
vi.mock('persona', () => ({
  Client: class {
    constructor(options: Record<string, unknown>) {
      given.push(options);
    }
    open(): void {}
    destroy(): void {}
  },
}));

const launch = (inquiry: { templateId: string | null; inquiryId: string | null; sessionToken: string | null; piiData: Record<string, string> }) =>
  launchIdentityFlow({
    inquiry: { ...inquiry, anySubmitted: false, anyFailed: false }, referenceId: 'la-42', locale: 'en-US', frameTitle: 'Verify your identity',
    onOpen: vi.fn(), onEnd: vi.fn(), onError: vi.fn(),
  });

afterEach(() => {
  given.length = 0;
  vi.unstubAllEnvs();
});

describe('the identity client is given what the spec lists (B7.29)', () => {
  it('a new inquiry: the template, the reference id, the borrower\'s fields, the sandbox and this page as the only frame ancestor', async () => {
    expect((await launch({ templateId: 'itmpl_7', inquiryId: null, sessionToken: null, piiData: { nameFirst: 'Ana', birthdate: '1988-04-12', shoeSize: '9' } })).ok).toBe(true);
    expect(given).toHaveLength(1);
    expect(given[0]).toMatchObject({
      templateId: 'itmpl_7', referenceId: 'la-42', fields: { nameFirst: 'Ana', birthdate: '1988-04-12' },
      environment: 'sandbox', frameAncestors: [window.location.origin],
    });
    expect(given[0]?.fields).not.toHaveProperty('shoeSize');
    expect(given[0]).not.toHaveProperty('inquiryId');
  });

  it('an active inquiry is resumed by its id and session token, not started again', async () => {
    await launch({ templateId: 'itmpl_7', inquiryId: 'inq_9', sessionToken: 'sess_1', piiData: { nameFirst: 'Ana' } });
    expect(given[0]).toMatchObject({ inquiryId: 'inq_9', sessionToken: 'sess_1', environment: 'sandbox', frameAncestors: [window.location.origin] });
    expect(given[0]).not.toHaveProperty('templateId');
  });

  it('the environment is production only when the build says so', async () => {
    vi.stubEnv('VITE_IDENTITY_ENVIRONMENT', 'production');
    await launch({ templateId: 'itmpl_7', inquiryId: null, sessionToken: null, piiData: {} });
    expect(given[0]).toMatchObject({ environment: 'production' });
  });
});
