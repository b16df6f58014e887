/** Where the sandbox serves its stand-in for the identity provider's hosted flow (sandbox/standins/identity). */
export const IDENTITY_STANDIN_PATH = '/standins/persona';

// The persona SDK's host option, decided from the build: unset or 'sandbox' points the SDK's iframe at the
// stand-in on our own origin (the SDK loads `${host}/widget`); 'production' leaves the SDK's default; anything
// else is passed on as a host. The SDK prefixes http:// only for hosts starting with localhost, https:// otherwise.
export function identityHost(setting: string | undefined, location: Pick<Location, 'host'>): string | undefined {
  const value = setting?.trim();
  if (!value || value === 'sandbox') return `${location.host}${IDENTITY_STANDIN_PATH}`;
  if (value === 'production') return undefined;
  return value;
}
