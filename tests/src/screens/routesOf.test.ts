import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../src/runtime/loadConfig';
import { routesOf } from '../../../src/screens/routesOf';

describe('routesOf: one route per screen path of both journeys', () => {
  const config = loadConfig();
  if (!config.ok) throw new Error(config.error.join('\n'));
  const routes = routesOf(config.value);
  const index = (path: string) => routes.findIndex((r) => r.path === path);

  it('lists every fixed path before the payment-link route /:token', () => {
    for (const fixed of ['/choose_plan', '/error', '/prequal_entry', '/terms', '/']) expect(index(fixed)).toBeLessThan(index('/:token'));
  });

  it('knows how each link route is entered', () => {
    expect(routes.find((r) => r.path === '/:token')).toMatchObject({ screenId: 'entry', kind: 'token', journey: 'borrower' });
    expect(routes.find((r) => r.path === '/:signupId/:prequalId/:checksum?')).toMatchObject({ screenId: 'prequal_link', kind: 'prequalLink', journey: 'prequal' });
    expect(routes.find((r) => r.path === '/:signupId/prequalify')).toMatchObject({ kind: 'prequalSignup' });
    expect(routes.find((r) => r.path === '/')).toMatchObject({ kind: 'root' });
    expect(routes.find((r) => r.path === '/error')).toMatchObject({ journey: 'common' });
  });

  it('has each path once', () => expect(new Set(routes.map((r) => r.path)).size).toBe(routes.length));
});
