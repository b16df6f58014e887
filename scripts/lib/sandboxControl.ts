import type { Control } from '../record/pageEars';

// The control API of a sandbox lender listening at `apiUrl` (JSON in, JSON out; a refusal thrown with its status and
// the sandbox's own sentence), as a replay's or the recorder's sandbox offers it (scripts/replay/replaySandbox.ts).
export function sandboxControl(apiUrl: string): Control {
  const base = apiUrl.replace(/\/+$/, '');
  return async (method, path, body) => {
    const res = await fetch(`${base}${path}`, { method, headers: body ? { 'content-type': 'application/json' } : {}, body: body ? JSON.stringify(body) : undefined });
    const json = (await res.json().catch(() => ({}))) as Record<string, unknown>;
    if (!res.ok) throw new Error(`control ${method} ${path} answered ${res.status}: ${String(json.errorMessage ?? '')}`);
    return json;
  };
}
