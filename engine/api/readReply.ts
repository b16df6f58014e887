/** A response read once: its status and body (parsed JSON, plain text, or null when empty). */
export interface Reply {
  status: number;
  body: unknown;
  /** False when the body could not be understood (an HTML page, an unreadable stream). */
  readable: boolean;
}

const looksLikeHtml = (contentType: string, text: string): boolean =>
  contentType.includes('html') || text.trimStart().startsWith('<');

// Reads a response body exactly once into a value: JSON when it parses, the text otherwise (section 8 allows a
// string body), nothing when empty; an HTML page (a proxy or SPA fallback) is marked unreadable, never shown.
export async function readReply(response: Response): Promise<Reply> {
  let text: string;
  try {
    text = await response.text();
  } catch {
    return { status: response.status, body: undefined, readable: false };
  }
  if (text.trim() === '') return { status: response.status, body: null, readable: true };
  try {
    return { status: response.status, body: JSON.parse(text) as unknown, readable: true };
  } catch {
    const contentType = response.headers.get('content-type') ?? '';
    if (looksLikeHtml(contentType, text)) return { status: response.status, body: undefined, readable: false };
    return { status: response.status, body: text, readable: true };
  }
}
