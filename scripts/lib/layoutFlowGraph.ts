import ELK from 'elkjs/lib/elk.bundled.js';
import type { ElkExtendedEdge, ElkNode, ElkPoint } from 'elkjs/lib/elk-api';
import { shorten } from './conditionText';
import { HUBS, type FlowGraph, type GraphEdge, type GraphNode } from './flowGraph';

// Text is set in a monospace face, so its width is known without a browser: 0.6 em a character.
export const FONT = { title: 13, text: 11, row: 12, label: 11 } as const;
export const charWidth = (size: number) => size * 0.6;
export const PAD = 8;
export const LINE = 15;
export const ROW = 18;
export const LABEL_MAX = 46;
const CONDITION_MAX = 64;

/** A hub's columns in characters: "12." | rule name | condition | "→ target". */
export function hubColumns(node: GraphNode) {
  const rows = node.rows.map((r) => ({ ...r, shownCondition: shorten(r.condition, CONDITION_MAX) }));
  const width = (pick: (r: (typeof rows)[number]) => string) => Math.max(0, ...rows.map((r) => pick(r).length));
  return { rows, number: String(node.rows.length).length + 1, name: width((r) => r.name), condition: width((r) => r.shownCondition), target: width((r) => `→ ${r.target}`) };
}

export function boxOf(node: GraphNode): { width: number; height: number; headerHeight: number } {
  const text = Math.max(node.title.length * charWidth(FONT.title), ...node.lines.map((l) => l.length * charWidth(FONT.text)));
  const headerHeight = PAD + FONT.title + 4 + node.lines.length * LINE + PAD / 2;
  if (node.kind !== 'hub') return { width: Math.ceil(text + 2 * PAD + (node.findings.length ? 16 : 0)), height: Math.ceil(headerHeight + PAD / 2), headerHeight };
  const c = hubColumns(node);
  const gaps = (c.condition ? 3 : 2) * 2;
  const rowWidth = (c.number + c.name + c.condition + c.target + gaps) * charWidth(FONT.row);
  return { width: Math.ceil(Math.max(text, rowWidth) + 2 * PAD + 12), height: Math.ceil(headerHeight + node.rows.length * ROW + PAD), headerHeight };
}

export interface PlacedNode { node: GraphNode; x: number; y: number; width: number; height: number; headerHeight: number }
export interface PlacedEdge { edge: GraphEdge; points: ElkPoint[]; label?: { x: number; y: number; width: number; height: number; text: string } }
export interface FlowLayout { width: number; height: number; nodes: PlacedNode[]; edges: PlacedEdge[] }

const portId = (hub: string, row: number) => `${hub}#${row}`;
const inPort = (hub: string) => `${hub}#in`;
// Hubs first: the layout keeps the model's order where it can, so status routing sits on the left and the
// journey reads left to right in the order the YAML lists its screens.
const HUB_ORDER: string[] = [HUBS.status, HUBS.phoneSteps, HUBS.errors, HUBS.session];

const LAYOUT_OPTIONS = {
  'elk.algorithm': 'layered',
  'elk.direction': 'RIGHT',
  'elk.edgeRouting': 'ORTHOGONAL',
  'elk.layered.considerModelOrder.strategy': 'NODES_AND_EDGES',
  'elk.layered.cycleBreaking.strategy': 'MODEL_ORDER',
  'elk.layered.nodePlacement.strategy': 'NETWORK_SIMPLEX',
  'elk.layered.spacing.nodeNodeBetweenLayers': '48',
  'elk.layered.spacing.edgeNodeBetweenLayers': '14',
  'elk.layered.spacing.edgeEdgeBetweenLayers': '7',
  'elk.spacing.nodeNode': '28',
  'elk.spacing.edgeEdge': '7',
  'elk.spacing.edgeNode': '14',
  'elk.spacing.edgeLabel': '3',
  'elk.spacing.labelLabel': '3',
  'elk.layered.edgeLabels.sideSelection': 'SMART_DOWN',
  'elk.padding': '[top=20,left=20,bottom=20,right=20]',
};

// Lays the graph out with ELK's layered algorithm (left to right, orthogonal edges, labels placed as part of the
// layout so they never sit on each other). Each hub row is a port of its own, so a rule's edge leaves from its line.
export async function layoutFlowGraph(graph: FlowGraph): Promise<FlowLayout> {
  const ordered = [...graph.nodes].sort((a, b) => rank(a) - rank(b));
  const boxes = new Map(ordered.map((n) => [n.id, boxOf(n)]));
  const children: ElkNode[] = ordered.map((n) => {
    const box = boxes.get(n.id) as ReturnType<typeof boxOf>;
    const node = { id: n.id, width: box.width, height: box.height };
    return n.kind !== 'hub' ? node : {
      ...node,
      layoutOptions: { 'elk.portConstraints': 'FIXED_POS' },
      ports: [
        { id: inPort(n.id), x: 0, y: PAD + FONT.title / 2, width: 0, height: 0, layoutOptions: { 'elk.port.side': 'WEST' } },
        ...n.rows.map((_r, i) => ({ id: portId(n.id, i), x: box.width, y: box.headerHeight + i * ROW + ROW / 2, width: 0, height: 0, layoutOptions: { 'elk.port.side': 'EAST' } })),
      ],
    };
  });
  const isHub = new Set(graph.nodes.filter((n) => n.kind === 'hub').map((n) => n.id));
  const edges: ElkExtendedEdge[] = graph.edges.map((e, i) => {
    const text = shorten(e.label, LABEL_MAX);
    return {
      id: `e${i}`,
      sources: [e.fromRow !== undefined ? portId(e.from, e.fromRow) : e.from],
      targets: [isHub.has(e.to) ? inPort(e.to) : e.to],
      labels: [{ text, width: Math.ceil(text.length * charWidth(FONT.label)) + 4, height: FONT.label + 4 }],
    };
  });
  const input: ElkNode = { id: 'root', layoutOptions: LAYOUT_OPTIONS, children, edges };
  const laid = await new ELK().layout(input);
  const placed = new Map((laid.children ?? []).map((c) => [c.id, c]));
  return {
    width: Math.ceil(laid.width ?? 0),
    height: Math.ceil(laid.height ?? 0),
    nodes: ordered.map((n) => {
      const c = placed.get(n.id);
      const box = boxes.get(n.id) as ReturnType<typeof boxOf>;
      return { node: n, x: c?.x ?? 0, y: c?.y ?? 0, width: box.width, height: box.height, headerHeight: box.headerHeight };
    }),
    edges: graph.edges.map((e, i) => {
      const out = (laid.edges ?? [])[i] as ElkExtendedEdge | undefined;
      const section = out?.sections?.[0];
      const points = section ? [section.startPoint, ...(section.bendPoints ?? []), section.endPoint] : [];
      const l = out?.labels?.[0];
      return { edge: e, points, ...(l && l.x !== undefined ? { label: { x: l.x, y: l.y ?? 0, width: l.width ?? 0, height: l.height ?? 0, text: l.text ?? '' } } : {}) };
    }),
  };
}

const rank = (n: GraphNode) => (n.kind === 'hub' ? HUB_ORDER.indexOf(n.id) - HUB_ORDER.length : 0);
