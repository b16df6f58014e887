// While React's DOM renderer starts (src/start/reactDom.ts), errors are made without a stack. The renderer makes its own
// error objects (markers it throws and recognises, never shown) as its module runs, and an error made while a
// function is running costs the browser that function's source positions: when a debugger or a tool asks for
// detailed stacks, as Lighthouse does, that means parsing the renderer's whole module (over 200 kB) again, 10 ms and
// more of the page's thread on this machine, and four times that on a slow phone. Its markers need no stack: they
// are made here as errors of the same kind and message, without one. The real constructor is back as soon as the
// renderer has run (restoreErrors).
const NativeError = globalThis.Error;

function StacklessError(message?: string, options?: { cause?: unknown }): Error {
  const error = Object.create(NativeError.prototype) as Error;
  if (message !== undefined) Object.defineProperty(error, 'message', { value: String(message), writable: true, configurable: true });
  if (options && 'cause' in options) Object.defineProperty(error, 'cause', { value: options.cause, writable: true, configurable: true });
  return error;
}
StacklessError.prototype = NativeError.prototype;
// The constructor's own members (captureStackTrace, stackTraceLimit) stay the real one's.
Object.setPrototypeOf(StacklessError, NativeError);

globalThis.Error = StacklessError as unknown as ErrorConstructor;

/** Puts the browser's Error constructor back. */
export function restoreErrors(): void {
  globalThis.Error = NativeError;
}
