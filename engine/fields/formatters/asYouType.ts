// The one part of libphonenumber-js the app uses, as a module of its own so formatPhone's download carries only it.
export { AsYouType } from 'libphonenumber-js';
