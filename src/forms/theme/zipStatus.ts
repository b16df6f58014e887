/** Where the server's check of a typed zip stands. */
export type ZipStatus = 'unchecked' | 'checking' | 'valid' | 'invalid';
