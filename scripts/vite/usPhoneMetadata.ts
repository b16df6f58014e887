import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';
import { callingCodeMetadata, type PhoneMetadata } from './callingCodeMetadata';

const METADATA_MODULE = /[\\/]libphonenumber-js[\\/]metadata\.min\.json\.js$/;

// libphonenumber-js ships the phone rules of every country (19 kB gzip); the app formats US numbers only, so the
// production build gets the +1 rules alone (about 2 kB gzip). Node (tests, scripts) and the dev server keep it all.
export function usPhoneMetadata(): Plugin {
  return {
    name: 'us-phone-metadata',
    apply: 'build',
    enforce: 'pre',
    load(id) {
      const path = id.split('?')[0] ?? '';
      if (!METADATA_MODULE.test(path)) return null;
      const full = JSON.parse(readFileSync(path.replace(/\.js$/, ''), 'utf8')) as PhoneMetadata;
      return { code: `export default ${JSON.stringify(callingCodeMetadata(full))};\n`, map: null, moduleType: 'js' };
    },
  };
}
