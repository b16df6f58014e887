/** Where the sandbox serves its stand-in for the identity provider's hosted flow (sandbox/standins/identity). */
export const IDENTITY_STANDIN_PATH = '/standins/persona';

// The SDK turns a host into an address itself: http:// only for hosts starting with 'localhost', https://
// otherwise. A plain-http page on a loopback address (127.0.0.1, [::1]: the QA replay, a local demo) is the same
// machine as localhost, so the stand-in is named that way or the SDK would ask for https and never load.
const loopbackAsLocalhost = (host: string, protocol: string | undefined): string =>
  protocol === 'https:' ? host : host.replace(/^(127(?:\.\d{1,3}){3}|\[::1\])(?=:|$)/, 'localhost');

// The persona SDK's host option, decided from the build: unset or 'sandbox' points the SDK's iframe at the
// stand-in on our own server (the SDK loads `${host}/widget`); 'production' leaves the SDK's default; anything
// else is passed on as a host.
export function identityHost(setting: string | undefined, location: Pick<Location, 'host'> & { protocol?: string }): string | undefined {
  const value = setting?.trim();
  if (!value || value === 'sandbox') return `${loopbackAsLocalhost(location.host, location.protocol)}${IDENTITY_STANDIN_PATH}`;
  if (value === 'production') return undefined;
  return value;
}
