/** The sandbox's health address under the API base; the /home test page asks it. */
export const HEALTH_PATH = '/__sandbox/health';

export interface TestReply {
  status: number | null;
  body: unknown;
}

// The /home request test: a plain GET (no session, no retries) whose status and body the page shows as they
// came, JSON or text; a network failure is status null with the error's name.
export async function fetchSandboxHealth(fetcher: typeof fetch = fetch): Promise<TestReply> {
  const base = ((import.meta.env.VITE_API_BASE_URL as string | undefined) ?? '/api').replace(/\/$/, '');
  try {
    const response = await fetcher(`${base}${HEALTH_PATH}`, { headers: { Accept: 'application/json' } });
    const text = await response.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // Not JSON: shown as text.
    }
    return { status: response.status, body };
  } catch (error) {
    return { status: null, body: error instanceof Error ? error.name : String(error) };
  }
}
