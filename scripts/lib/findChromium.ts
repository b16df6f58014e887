import { existsSync } from 'node:fs';

/** Chromium flags for headless runs on a machine with no outside network. */
export const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'];

// Playwright cannot download its own browsers here: use the system's Chromium (Debian's `chromium`), or the one
// CHROMIUM_PATH names. `npm run setup:browser` (scripts/ensure-chromium.sh) installs it when it is missing.
export function findChromium(): string {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome', '/snap/bin/chromium'];
  const found = candidates.find((c): c is string => Boolean(c) && existsSync(c as string));
  if (!found) throw new Error('No Chromium found. Install it with `sudo apt-get install -y chromium` (or run `npm run setup:browser`), or set CHROMIUM_PATH.');
  return found;
}
