import { describe, expect, it } from 'vitest';
import { identityHost } from '../../../../src/integrations/identity/identityHost';

describe('identityHost', () => {
  it("points the SDK at the sandbox stand-in on our own host by default and for 'sandbox'", () => {
    expect(identityHost(undefined, { host: 'localhost:5173' })).toBe('localhost:5173/standins/persona');
    expect(identityHost('sandbox', { host: 'pay.example.test' })).toBe('pay.example.test/standins/persona');
  });

  it('names a loopback address localhost on plain http, so the SDK loads the stand-in over http (it uses https otherwise)', () => {
    expect(identityHost(undefined, { host: '127.0.0.1:41234', protocol: 'http:' })).toBe('localhost:41234/standins/persona');
    expect(identityHost('sandbox', { host: '[::1]:4173', protocol: 'http:' })).toBe('localhost:4173/standins/persona');
    expect(identityHost(undefined, { host: '127.0.0.1:8443', protocol: 'https:' })).toBe('127.0.0.1:8443/standins/persona');
    expect(identityHost(undefined, { host: '127.0.0.100.example.test', protocol: 'http:' })).toBe('127.0.0.100.example.test/standins/persona');
  });

  it("leaves the SDK's own host for 'production' and passes any other host on", () => {
    expect(identityHost('production', { host: 'pay.example.test' })).toBeUndefined();
    expect(identityHost('verify.example.test', { host: 'pay.example.test' })).toBe('verify.example.test');
  });
});
