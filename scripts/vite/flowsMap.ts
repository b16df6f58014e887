import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Plugin } from 'vite';

export const FLOWS_MAP_PATH = '/__flows/map';

// The flow map under the dev server: /__flows/map (both journeys) and /__flows/map/borrower, /__flows/map/prequal,
// drawn from the YAML as it is on disk at each request, so an edit shows on the next reload. The map code (and ELK)
// is loaded on the first request, never by a build.
export async function serveFlowsMap(req: IncomingMessage, res: ServerResponse, next: () => void): Promise<void> {
  const path = (req.url ?? '').split('?')[0]?.replace(/\/+$/, '') ?? '';
  if (path !== FLOWS_MAP_PATH && !path.startsWith(`${FLOWS_MAP_PATH}/`)) return next();
  const send = (status: number, html: string) => {
    res.statusCode = status;
    res.setHeader('content-type', 'text/html; charset=utf-8');
    res.setHeader('cache-control', 'no-store');
    res.end(html);
  };
  const page = path.slice(FLOWS_MAP_PATH.length + 1);
  try {
    const { buildFlowMaps, DEFAULT_COVERAGE, JOURNEYS } = await import('../lib/flowMaps');
    const { esc } = await import('../lib/renderFlowMap');
    if (page && !(JOURNEYS as readonly string[]).includes(page)) {
      return send(404, `<!doctype html><meta charset="utf-8"><title>No such map</title><p>No flow map "${esc(page)}": <a href="${FLOWS_MAP_PATH}">${JOURNEYS.join(', ')}</a>.</p>`);
    }
    const maps = await buildFlowMaps({ coverage: DEFAULT_COVERAGE, href: (p) => (p === 'index' ? FLOWS_MAP_PATH : `${FLOWS_MAP_PATH}/${p}`), draw: JOURNEYS.filter((j) => j === page) });
    const html = page ? maps.pages[page as (typeof JOURNEYS)[number]] : maps.index;
    if (html) return send(200, html);
    // The journey did not load: say why, as flows:check would, on the page itself.
    return send(500, `<!doctype html><meta charset="utf-8"><title>Flow map: ${esc(page)}</title><h1>The ${esc(page)} flow does not load</h1><ul>${maps.problems.map((p) => `<li><code>${esc(p)}</code></li>`).join('')}</ul><p><a href="${FLOWS_MAP_PATH}">All journeys</a></p>`);
  } catch (e) {
    return send(500, `<!doctype html><meta charset="utf-8"><title>Flow map</title><p>The flow map could not be drawn: ${String(e instanceof Error ? e.message : e).split('\n')[0]?.replace(/[&<>]/g, '')}</p>`);
  }
}

export function flowsMap(): Plugin {
  return {
    name: 'flows-map',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((req, res, next) => void serveFlowsMap(req, res, next));
    },
  };
}
