// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { launchIdentityFlow } from '../../../../src/integrations/identity/launchIdentityFlow';

// The SDK's chunk cannot be fetched (offline, blocked): the import itself fails.
vi.mock('persona', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

describe('launchIdentityFlow', () => {
  it('says the SDK failed to load instead of throwing, and calls back nothing', async () => {
    const launch = { onOpen: vi.fn(), onEnd: vi.fn(), onError: vi.fn() };
    const inquiry = { templateId: 'itmpl_1', inquiryId: null, sessionToken: null, anySubmitted: false, anyFailed: false, piiData: {} };
    const result = await launchIdentityFlow({ inquiry, referenceId: 'loan-1', locale: 'en-US', frameTitle: 'Verify identity', ...launch });
    expect(result).toEqual({ ok: false, error: 'sdkLoadFailed' });
    expect(launch.onEnd).not.toHaveBeenCalled();
  });
});
