// Content keys (content/<locale>/errors.yaml) for failures the client itself detects, so code never carries text.
export const API_ERROR_CODES = {
  networkFailure: 'networkFailure',
  offline: 'offline',
  serverBusy: 'serverBusy',
  linkUnreachable: 'linkUnreachable',
  requestTimeout: 'requestTimeout',
  serverError: 'serverError',
  requestFailed: 'requestFailed',
  malformedResponse: 'malformedResponse',
  jobTimeout: 'jobTimeout',
} as const;
