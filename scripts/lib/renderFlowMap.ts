import type { ElkPoint } from 'elkjs/lib/elk-api';
import { tally, type FlowGraph, type GraphRow } from './flowGraph';
import { charWidth, FONT, hubColumns, LINE, PAD, ROW, type FlowLayout, type PlacedEdge, type PlacedNode } from './layoutFlowGraph';

export const esc = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);
const r1 = (n: number) => Math.round(n * 10) / 10;

export interface MapLink { label: string; href: string; current?: boolean }
export interface FlowMapPage {
  graph: FlowGraph;
  layout: FlowLayout;
  /** The journey's YAML file, as the page names it. */
  file: string;
  /** One sentence on the coverage drawn (or why none is). */
  coverageNote: string;
  /** Sentences about the coverage or the checker that do not belong to one part (a stale coverage file...). */
  notes: string[];
  nav: MapLink[];
}

// How a part is drawn: exercised solid, not exercised dashed (and orange), not measurable grey; with no coverage
// overlay everything is drawn plain. A checker finding (unreachable, shadowed) outranks coverage.
const markClass = (graph: FlowGraph, x: { measured: boolean; mark?: string; findings: { kind: string }[] }) => [
  graph.overlay ? (x.measured ? (x.mark === 'exercised' ? 'hit' : 'missed') : 'unmeasured') : 'plain',
  ...x.findings.map((f) => f.kind),
].join(' ');

function roundedPath(points: ElkPoint[], radius = 6): string {
  if (points.length < 2) return '';
  const [first] = points as [ElkPoint];
  let d = `M${r1(first.x)},${r1(first.y)}`;
  for (let i = 1; i < points.length - 1; i++) {
    const [a, b, c] = [points[i - 1] as ElkPoint, points[i] as ElkPoint, points[i + 1] as ElkPoint];
    const inLen = Math.hypot(b.x - a.x, b.y - a.y);
    const outLen = Math.hypot(c.x - b.x, c.y - b.y);
    const r = Math.min(radius, inLen / 2, outLen / 2);
    const p1 = { x: b.x - ((b.x - a.x) / (inLen || 1)) * r, y: b.y - ((b.y - a.y) / (inLen || 1)) * r };
    const p2 = { x: b.x + ((c.x - b.x) / (outLen || 1)) * r, y: b.y + ((c.y - b.y) / (outLen || 1)) * r };
    d += ` L${r1(p1.x)},${r1(p1.y)} Q${r1(b.x)},${r1(b.y)} ${r1(p2.x)},${r1(p2.y)}`;
  }
  const last = points[points.length - 1] as ElkPoint;
  return `${d} L${r1(last.x)},${r1(last.y)}`;
}

const findingTitle = (x: { findings: { kind: string; reason: string }[] }) => x.findings.map((f) => `\n${f.kind}: ${f.reason}`).join('');
const markTitle = (graph: FlowGraph, x: { measured: boolean; mark?: string }) =>
  !graph.overlay ? '' : !x.measured ? '\n(not measured by the replay)' : x.mark === 'exercised' ? '\nexercised by the last replay' : '\nNOT exercised by the last replay';

function edgeSvg(graph: FlowGraph, p: PlacedEdge): string {
  const e = p.edge;
  const label = p.label
    ? `<rect class="lbg" x="${r1(p.label.x)}" y="${r1(p.label.y)}" width="${r1(p.label.width)}" height="${r1(p.label.height)}" rx="3"/>` +
      `<text class="lbl" x="${r1(p.label.x + 2)}" y="${r1(p.label.y + p.label.height - 4)}">${esc(p.label.text)}</text>`
    : '';
  return `<g class="edge ${e.kind} ${markClass(graph, e)}" data-id="${esc(e.id)}" data-from="${esc(e.from)}" data-to="${esc(e.to)}">` +
    `<title>${esc(e.title + markTitle(graph, e) + findingTitle(e))}</title>` +
    `<path class="hit-area" d="${roundedPath(p.points)}"/><path class="line" d="${roundedPath(p.points)}"/>${label}</g>`;
}

function rowSvg(graph: FlowGraph, p: PlacedNode, row: GraphRow, i: number, c: ReturnType<typeof hubColumns>): string {
  const y = p.y + p.headerHeight + i * ROW;
  const cw = charWidth(FONT.row);
  const x0 = p.x + PAD + 12;
  const cols = [x0, x0 + (c.number + 1) * cw, x0 + (c.number + c.name + 3) * cw, x0 + (c.number + c.name + c.condition + (c.condition ? 5 : 3)) * cw];
  const shown = c.rows[i]?.shownCondition ?? '';
  return `<g class="row ${markClass(graph, row)}" data-id="${esc(row.id)}"><title>${esc(`${row.id}: ${row.condition || row.name} → ${row.target}${markTitle(graph, row)}${findingTitle(row)}`)}</title>` +
    `<rect class="row-bg" x="${r1(p.x + 1)}" y="${r1(y)}" width="${r1(p.width - 2)}" height="${ROW}"/>` +
    `<circle class="dot" cx="${r1(p.x + PAD + 3)}" cy="${r1(y + ROW / 2)}" r="3.5"/>` +
    `<text class="num" x="${r1(cols[0] as number)}" y="${r1(y + 13)}">${row.number}.</text>` +
    `<text class="name" x="${r1(cols[1] as number)}" y="${r1(y + 13)}">${esc(row.name)}</text>` +
    (shown ? `<text class="cond" x="${r1(cols[2] as number)}" y="${r1(y + 13)}">${esc(shown)}</text>` : '') +
    `<text class="target" x="${r1(cols[3] as number)}" y="${r1(y + 13)}">→ ${esc(row.target)}</text></g>`;
}

function nodeSvg(graph: FlowGraph, p: PlacedNode): string {
  const n = p.node;
  const lines = n.lines.map((l, i) => `<text class="sub" x="${r1(p.x + PAD)}" y="${r1(p.y + PAD + FONT.title + 4 + (i + 1) * LINE - 3)}">${esc(l)}</text>`).join('');
  const badge = n.findings.length
    ? `<text class="badge" x="${r1(p.x + p.width - PAD)}" y="${r1(p.y + PAD + FONT.title - 1)}" text-anchor="end">⚠</text>`
    : '';
  const c = n.kind === 'hub' ? hubColumns(n) : null;
  const rows = c ? n.rows.map((row, i) => rowSvg(graph, p, row, i, c)).join('') : '';
  const nodeTitle = n.kind === 'hub' ? `${n.title}: ${n.lines.join(' ')}` : `${n.id} ${n.lines.join(' · ')}`;
  return `<g class="node ${n.kind} ${n.kind === 'screen' ? markClass(graph, n) : n.kind === 'unknown' ? 'unknown' : ''}" id="node-${esc(n.id)}" data-id="${esc(n.id)}">` +
    `<title>${esc(nodeTitle + (n.kind === 'screen' ? markTitle(graph, n) : '') + findingTitle(n))}</title>` +
    `<rect class="box" x="${r1(p.x)}" y="${r1(p.y)}" width="${p.width}" height="${p.height}" rx="${n.kind === 'hub' ? 4 : 8}"/>` +
    `<text class="title" x="${r1(p.x + PAD)}" y="${r1(p.y + PAD + FONT.title - 1)}">${esc(n.title)}</text>${lines}${badge}${rows}</g>`;
}

const LEGEND = (overlay: boolean) => `
<svg class="legend" width="${overlay ? 940 : 520}" height="26" aria-hidden="true">
  ${overlay ? `
  <g class="edge transition hit"><path class="line" d="M4,13 H44"/></g><text x="50" y="17">exercised by the last replay</text>
  <g class="edge transition missed"><path class="line" d="M240,13 H280"/></g><text x="286" y="17">not exercised</text>
  <g class="edge back unmeasured"><path class="line" d="M390,13 H430"/></g><text x="436" y="17">not measurable (back links, precedence)</text>
  <rect class="lg-unreach" x="716" y="4" width="40" height="18" rx="5"/><text x="762" y="17">⚠ unreachable / shadowed</text>` : `
  <g class="edge transition plain"><path class="line" d="M4,13 H44"/></g><text x="50" y="17">transition or rule</text>
  <g class="edge back plain"><path class="line" d="M180,13 H220"/></g><text x="226" y="17">back link</text>
  <rect class="lg-unreach" x="306" y="4" width="40" height="18" rx="5"/><text x="352" y="17">⚠ unreachable / shadowed</text>`}
</svg>`;

const STYLE = `
:root{--ink:#1b2430;--muted:#5b6577;--grey:#9aa3b2;--miss:#c2410c;--bad:#b3261e;--hub:#eef3fb;--bg:#fff}
*{box-sizing:border-box} body{margin:0;font:14px system-ui,sans-serif;color:var(--ink);background:#f6f7f9}
header{padding:10px 16px 6px;background:var(--bg);border-bottom:1px solid #dde1e7}
header h1{font-size:18px;margin:0 8px 0 0;display:inline} nav{display:inline} nav a{margin-right:10px}
nav a[aria-current]{font-weight:700;color:var(--ink);text-decoration:none}
.summary{margin:4px 0} .note{color:var(--muted);margin:2px 0} .warn{color:var(--bad)}
.tools{display:flex;gap:6px;align-items:center;flex-wrap:wrap;margin-top:4px} .tools button{font:inherit;min-width:34px;padding:2px 8px}
.tools input{font:inherit;width:220px} .legend text{font:12px system-ui,sans-serif;fill:var(--ink)}
.stage{display:flex;flex-direction:column;height:100vh;min-height:480px} .map{flex:1;min-height:0;overflow:auto;background:var(--bg);cursor:grab} .map.dragging{cursor:grabbing}
.map svg{display:block} main{padding:0 16px 24px} details{margin:12px 0} code{font-size:12px}
svg text{font-family:ui-monospace,'DejaVu Sans Mono',Menlo,Consolas,monospace}
.title{font-size:${FONT.title}px;font-weight:700;fill:var(--ink)} .sub{font-size:${FONT.text}px;fill:var(--muted)}
.node .box{fill:#fff;stroke:var(--ink);stroke-width:1.3} .node.hub .box{fill:var(--hub);stroke:#52637d}
.node.screen.missed .box{stroke:var(--miss);stroke-dasharray:6 4;fill:#fff7f2} .node.screen.missed .title{fill:var(--miss)}
.node.unreachable .box,.node.unknown .box,.lg-unreach{fill:#fdecec;stroke:var(--bad);stroke-width:2} .badge{fill:var(--bad);font-size:14px}
.row text{font-size:${FONT.row}px} .row .num{fill:var(--muted)} .row .name{font-weight:700} .row .cond{fill:#33415c} .row .target{fill:var(--ink)}
.row .row-bg{fill:transparent} .row:hover .row-bg{fill:#dce6f5} .row .dot{fill:var(--ink)} .row.plain .dot{fill:#52637d}
.row.missed .dot{fill:#fff;stroke:var(--miss);stroke-width:1.5} .row.missed .name{fill:var(--miss)} .row.unmeasured .dot{fill:var(--grey)}
.row.shadowed .name,.row.unreachable .name{fill:var(--bad);text-decoration:line-through}
.edge .line{fill:none;stroke:var(--ink);stroke-width:1.3;marker-end:url(#arrow)} .edge .hit-area{fill:none;stroke:transparent;stroke-width:9}
.edge.missed .line{stroke:var(--miss);stroke-dasharray:7 5;marker-end:url(#arrow-miss)}
.edge.unmeasured .line,.edge.back .line,.edge.precedence .line{stroke:var(--grey);marker-end:url(#arrow-grey)}
.edge.shadowed .line{stroke:var(--bad);stroke-dasharray:2 3;marker-end:url(#arrow-bad)}
.lbl{font-size:${FONT.label}px;fill:var(--ink)} .lbg{fill:#fff;fill-opacity:.88} .edge.missed .lbl{fill:var(--miss)} .edge.back .lbl,.edge.unmeasured .lbl{fill:var(--muted)}
.edge:hover .line,.edge.hl .line{stroke-width:2.6} .focus .edge:not(.hl){opacity:.12} .focus .node:not(.hl){opacity:.35}
.node.flash .box{stroke:#2563eb;stroke-width:4}
ul.ids{columns:3 22em;font:12px ui-monospace,monospace;padding-left:18px}
`;

// Pan, zoom (buttons, ctrl/cmd + wheel), "find a screen", and focus: hovering a screen lights its edges, a click
// keeps it lit. Inline, so the page works from a file with no network.
const SCRIPT = `
(() => {
  const map = document.querySelector('.map'), svg = map.querySelector('svg');
  const W = +svg.getAttribute('data-w'), H = +svg.getAttribute('data-h');
  let scale = 1, pinned = null;
  const zoom = (s, cx, cy) => {
    const r = map.getBoundingClientRect();
    const px = cx ?? r.width / 2, py = cy ?? r.height / 2;
    const fx = (map.scrollLeft + px) / scale, fy = (map.scrollTop + py) / scale;
    scale = Math.min(3, Math.max(0.1, s));
    svg.setAttribute('width', W * scale); svg.setAttribute('height', H * scale);
    map.scrollLeft = fx * scale - px; map.scrollTop = fy * scale - py;
    document.getElementById('zoom-level').textContent = Math.round(scale * 100) + '%';
  };
  const fit = () => zoom(Math.min(map.clientWidth / W, map.clientHeight / H, 1), 0, 0);
  document.getElementById('zoom-in').onclick = () => zoom(scale * 1.25);
  document.getElementById('zoom-out').onclick = () => zoom(scale / 1.25);
  document.getElementById('zoom-fit').onclick = fit;
  document.getElementById('zoom-100').onclick = () => zoom(1);
  map.addEventListener('wheel', (e) => {
    if (!e.ctrlKey && !e.metaKey) return;
    e.preventDefault();
    const r = map.getBoundingClientRect();
    zoom(scale * (e.deltaY < 0 ? 1.15 : 1 / 1.15), e.clientX - r.left, e.clientY - r.top);
  }, { passive: false });
  let drag = null;
  map.addEventListener('mousedown', (e) => { if (e.button === 0 && !e.target.closest('.node')) { drag = { x: e.clientX, y: e.clientY, l: map.scrollLeft, t: map.scrollTop }; map.classList.add('dragging'); } });
  window.addEventListener('mousemove', (e) => { if (drag) { map.scrollLeft = drag.l - (e.clientX - drag.x); map.scrollTop = drag.t - (e.clientY - drag.y); } });
  window.addEventListener('mouseup', () => { drag = null; map.classList.remove('dragging'); });
  const light = (id) => {
    svg.querySelectorAll('.hl').forEach((x) => x.classList.remove('hl'));
    svg.classList.toggle('focus', !!id);
    if (!id) return;
    svg.querySelectorAll('.edge').forEach((e) => {
      if (e.dataset.from === id || e.dataset.to === id) {
        e.classList.add('hl');
        [e.dataset.from, e.dataset.to].forEach((n) => document.getElementById('node-' + n)?.classList.add('hl'));
      }
    });
    document.getElementById('node-' + id)?.classList.add('hl');
  };
  svg.querySelectorAll('.node').forEach((n) => {
    n.addEventListener('mouseenter', () => { if (!pinned) light(n.dataset.id); });
    n.addEventListener('mouseleave', () => { if (!pinned) light(null); });
    n.addEventListener('click', () => { pinned = pinned === n.dataset.id ? null : n.dataset.id; light(pinned ?? n.dataset.id); });
  });
  const show = (id) => {
    const n = document.getElementById('node-' + id);
    if (!n) return;
    const b = n.getBBox();
    map.scrollLeft = (b.x + b.width / 2) * scale - map.clientWidth / 2;
    map.scrollTop = (b.y + b.height / 2) * scale - map.clientHeight / 2;
    n.classList.add('flash'); setTimeout(() => n.classList.remove('flash'), 1500);
  };
  document.getElementById('find').addEventListener('change', (e) => show(e.target.value.trim()));
  document.querySelectorAll('[data-show]').forEach((a) => a.addEventListener('click', (e) => { e.preventDefault(); map.scrollIntoView(); show(a.dataset.show); }));
  zoom(1);
  // Open on the routing rules: where every journey starts deciding.
  const hub = document.getElementById('node-$status');
  if (hub) { const b = hub.getBBox(); map.scrollLeft = b.x - 16; map.scrollTop = b.y - 16; }
})();
`;

const navHtml = (nav: MapLink[]) => `<nav>${nav.map((l) => `<a href="${esc(l.href)}"${l.current ? ' aria-current="page"' : ''}>${esc(l.label)}</a>`).join('')}</nav>`;

function missedList(graph: FlowGraph): string {
  if (!graph.overlay) return '';
  const t = tally(graph);
  const groups: [string, string[]][] = [['Screens not shown', t.screens.missed], ['Rules not exercised', t.rules.missed], ['Transitions not exercised', t.transitions.missed], ['Error and session routes not exercised', t.errors.missed]];
  return groups.filter(([, ids]) => ids.length).map(([title, ids]) => `<details open><summary>${esc(title)} (${ids.length})</summary><ul class="ids">${ids.map((id) => {
    const owner = id.startsWith('screens.') ? id.split('.')[1] : graph.nodes.some((n) => n.id === id) ? id : '';
    return `<li>${owner ? `<a href="#" data-show="${esc(owner)}">${esc(id)}</a>` : esc(id)}</li>`;
  }).join('')}</ul></details>`).join('');
}

function findingsList(graph: FlowGraph): string {
  const all = [...graph.nodes.flatMap((n) => [...n.findings, ...n.rows.flatMap((r) => r.findings)]), ...graph.edges.flatMap((e) => e.findings)];
  const unique = [...new Map(all.map((f) => [`${f.kind}:${f.id}`, f])).values()];
  if (!unique.length) return '';
  return `<details open><summary class="warn">What flows:check found (${unique.length})</summary><ul>${unique.map((f) => `<li><code>${esc(f.id)}</code> ${esc(f.kind)}: ${esc(f.reason)}</li>`).join('')}</ul></details>`;
}

/** One journey's map: a self-contained HTML page (inline SVG, CSS and script; nothing fetched). */
export function renderFlowMap(page: FlowMapPage): string {
  const { graph, layout } = page;
  const screens = graph.nodes.filter((n) => n.kind === 'screen');
  const counts = `${screens.length} screens, ${graph.edges.filter((e) => e.kind === 'transition').length} transitions, ${graph.edges.filter((e) => e.kind === 'rule' || e.kind === 'phoneStep').length} rules`;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${layout.width}" height="${layout.height}" viewBox="0 0 ${layout.width} ${layout.height}" data-w="${layout.width}" data-h="${layout.height}" role="img" aria-label="${esc(`${graph.journey} journey flow map`)}">
<defs>${[['arrow', '#1b2430'], ['arrow-miss', '#c2410c'], ['arrow-grey', '#9aa3b2'], ['arrow-bad', '#b3261e']].map(([id, color]) =>
    `<marker id="${id}" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="9" markerHeight="9" markerUnits="userSpaceOnUse" orient="auto-start-reverse"><path d="M0,0 L10,5 L0,10 z" fill="${color}"/></marker>`).join('')}</defs>
<g class="edges">${layout.edges.map((e) => edgeSvg(graph, e)).join('\n')}</g>
<g class="nodes">${layout.nodes.map((n) => nodeSvg(graph, n)).join('\n')}</g>
</svg>`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(`${graph.journey} flow map`)}</title><style>${STYLE}</style></head><body>
<div class="stage">
<header>
  <h1>${esc(graph.journey)} journey</h1> ${navHtml(page.nav)}
  <p class="summary">${esc(page.file)}: ${esc(counts)}. ${esc(page.coverageNote)}</p>
  ${page.notes.map((n) => `<p class="note">${esc(n)}</p>`).join('')}
  <div class="tools"><button id="zoom-out" aria-label="Zoom out">−</button><span id="zoom-level">100%</span><button id="zoom-in" aria-label="Zoom in">+</button>
    <button id="zoom-fit">fit</button><button id="zoom-100">100%</button>
    <label>find a screen <input id="find" list="screens" placeholder="screen id"></label>
    <datalist id="screens">${screens.map((n) => `<option value="${esc(n.id)}">`).join('')}</datalist>
    ${LEGEND(graph.overlay)}</div>
</header>
<div class="map" tabindex="0" aria-label="flow map (drag to pan, ctrl + wheel to zoom)">${svg}</div>
</div>
<main>
  <p class="note">Hover a screen to light its routes, click to keep them lit. Every edge names its rule as the engine does (hover for the whole condition): <code>routing.&lt;id&gt;</code>, <code>screens.&lt;screen&gt;.on.&lt;event&gt;.next[i]</code>, <code>errors.&lt;kind&gt;</code>.</p>
  ${findingsList(graph)}
  ${missedList(graph)}
</main>
<script>${SCRIPT}</script>
</body></html>
`;
}

export interface IndexEntry { journey: string; href: string; file: string; summary: string; problem?: string }

/** The index page linking each journey's map. */
export function renderIndex(entries: IndexEntry[], coverageNote: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Flow maps</title><style>${STYLE} main{padding:16px} li{margin:6px 0}</style></head><body>
<main><h1>Flow maps</h1><p class="note">${esc(coverageNote)}</p><ul>
${entries.map((e) => `<li>${e.problem ? `<b>${esc(e.journey)}</b> (${esc(e.file)}): <span class="warn">${esc(e.problem)}</span>` : `<a href="${esc(e.href)}">${esc(e.journey)}</a> (${esc(e.file)}): ${esc(e.summary)}`}</li>`).join('\n')}
</ul></main></body></html>
`;
}
