import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { errorBody } from './ApiFailure';
import { PERMISSIONS_POLICY } from './securityHeaders';

/** Fastify's router refuses a path parameter longer than this (its default, kept) with 414. */
export const MAX_PARAM_LENGTH = 100;

/** The messages of the answers Fastify and Node give before a route runs (the contract's Error body). */
export const FRAMEWORK_MESSAGES = {
  badUrl: 'Malformed URL: the path is not valid percent-encoding (a % must be followed by two hex digits of UTF-8)',
  paramTooLong: `URI too long: a path parameter is longer than ${MAX_PARAM_LENGTH} characters`,
  headersTooLarge: 'Request headers are too large (limit 16 KB, the URL included)',
  timeout: 'Request timeout: the request did not arrive whole in time',
  unparsable: 'Bad request: the HTTP request could not be parsed',
} as const;

// These answers go out before (or without) the onSend hooks that add securityHeaders: the same headers, by hand.
const BARE_ANSWER_HEADERS: Record<string, string> = {
  'Cache-Control': 'no-store',
  'X-Content-Type-Options': 'nosniff',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Permissions-Policy': PERMISSIONS_POLICY,
};

/*
 * Fastify answers some requests itself, around setErrorHandler, with its own body ({ error: 'Bad Request', code,
 * message, statusCode }: `error` a string where the contract's Error declares an object, no errorMessage). The
 * router's (a path that is not valid percent-encoding, a path parameter over MAX_PARAM_LENGTH) come through
 * Fastify's `frameworkErrors` option; Node's HTTP parser's (headers over 16 KB, a request line it cannot read, a
 * request timeout) through `clientErrorHandler`, on the bare socket before any request exists. Both answer here with
 * the contract's Error body and the status a gateway would give (400, 414, 431, 408): every call's `default`
 * response is the Error body, so each status is one the contract declares.
 */
export function frameworkErrors(error: Error & { code?: string }, _request: FastifyRequest, reply: FastifyReply): void {
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    void reply.code(414).headers(BARE_ANSWER_HEADERS).send(errorBody(FRAMEWORK_MESSAGES.paramTooLong));
    return;
  }
  // FST_ERR_BAD_URL; anything else the router may add (FST_ERR_ASYNC_CONSTRAINT: no route of ours has one) is a
  // request it cannot route, a 400 all the same.
  void reply.code(400).headers(BARE_ANSWER_HEADERS).send(errorBody(error.code === 'FST_ERR_BAD_URL' ? FRAMEWORK_MESSAGES.badUrl : FRAMEWORK_MESSAGES.unparsable));
}

const clientAnswer = (code: string | undefined): { status: number; message: string } => {
  if (code === 'HPE_HEADER_OVERFLOW') return { status: 431, message: FRAMEWORK_MESSAGES.headersTooLarge };
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return { status: 408, message: FRAMEWORK_MESSAGES.timeout };
  return { status: 400, message: FRAMEWORK_MESSAGES.unparsable };
};

// Node's 'clientError': the socket is answered by hand (no request, no reply, no hooks), then closed, as Fastify's
// default handler does; a reset or already closed socket has no one left to answer.
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const { status, message } = clientAnswer(error.code);
  const body = JSON.stringify(errorBody(message));
  if (socket.writable) {
    socket.write([
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}`,
      'Content-Type: application/json; charset=utf-8',
      `Content-Length: ${Buffer.byteLength(body)}`,
      ...Object.entries(BARE_ANSWER_HEADERS).map(([name, value]) => `${name}: ${value}`),
      'Connection: close',
      '',
      body,
    ].join('\r\n'));
  }
  socket.destroy(error);
}
