// Makes a request path safe for events and logs: ids and tokens in the path (the payment-link token can be the
// loan id) become ':id', and the query string is dropped. Resource names are lowercase words, e.g. 'offers'.
export function redactPath(path: string): string {
  const withoutQuery = path.split(/[?#]/, 1)[0] ?? '';
  return withoutQuery
    .split('/')
    .map((segment) => (segment === '' || /^[a-z][a-z-]*$/.test(segment) ? segment : ':id'))
    .join('/');
}
