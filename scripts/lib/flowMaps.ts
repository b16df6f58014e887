import { statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { readCoverageFile, type CoverageFile, type Journey } from '../../e2e/replay/coverageFile';
import { locate } from '../../engine/analysis/locate';
import { flowFindings } from './flowFindings';
import { flowGraph, tally, tallyLine, withCoverage, withFindings } from './flowGraph';
import { layoutFlowGraph } from './layoutFlowGraph';
import { loadFlows } from './loadFlows';
import type { YamlFile } from './readYamlDir';
import { loadWorld } from '../check/loadWorld';
import { renderFlowMap, renderIndex, type IndexEntry, type MapLink } from './renderFlowMap';
import { root } from './root';

export const JOURNEYS: readonly Journey[] = ['borrower', 'prequal'];
export const DEFAULT_COVERAGE = 'reports/replay/coverage.json';

export interface FlowMapsOptions {
  /** The coverage file, relative to the project root. */
  coverage: string;
  /** Where the pages link to: the index and each journey's page. */
  href: (page: 'index' | Journey) => string;
  /** The journeys to lay out and draw (layout takes a second or so each); the index needs none. */
  draw: readonly Journey[];
}

export interface FlowMaps {
  index: string;
  pages: Partial<Record<Journey, string>>;
  /** One line per journey for the terminal (its summary, or why it was not drawn). */
  summaries: string[];
  /** What the coverage overlay is, or why there is none. */
  coverageNote: string;
  /** Flow problems that kept a journey from being drawn, as file:line:column: sentence. */
  problems: string[];
}

const firstLine = (e: unknown) => (e instanceof Error ? e.message : String(e)).split('\n')[0] ?? '';

function coverageFor(path: string): { file: CoverageFile | null; note: string } {
  const read = readCoverageFile(resolve(root, path), path);
  if (!read) return { file: null, note: `No replay coverage (${path} not found): drawn without overlay; npm run replay writes it.` };
  if (!read.ok) return { file: null, note: `No coverage overlay: ${read.error}.` };
  const f = read.value;
  const when = f.writtenAt ? ` of ${f.writtenAt.replace('T', ' ').replace(/\.\d+Z$/, ' UTC')}` : '';
  return { file: f, note: `Coverage from the replay${when} (${f.fixtures.length} fixture${f.fixtures.length === 1 ? '' : 's'}): exercised parts solid, parts not exercised dashed in orange.` };
}

// Builds every journey's map from the YAML as it is now (so the dev server's page follows each edit) with the last
// replay's coverage over it when there is one. Never throws: a flow that does not load becomes a one-line problem.
export async function buildFlowMaps(options: FlowMapsOptions): Promise<FlowMaps> {
  const problems: string[] = [];
  const summaries: string[] = [];
  const pages: FlowMaps['pages'] = {};
  const entries: IndexEntry[] = [];
  const cov = coverageFor(options.coverage);
  let loaded: ReturnType<typeof loadFlows> | null = null;
  try {
    loaded = loadFlows();
  } catch (e) {
    problems.push(`flows/: ${firstLine(e)}`);
  }
  if (loaded) {
    const textOf = (file: string) => loaded?.files.find((f) => f.file === file)?.text ?? '';
    // One line per broken file: its first YAML slip (what follows it is the parser's cascade, and the compile
    // problems are its consequences); npm run flows:check lists everything.
    const broken = loaded.files.filter((f) => f.errors.length);
    for (const f of broken) {
      const e = f.errors[0] as YamlFile['errors'][number];
      problems.push(`${f.file}:${e.line}:${e.column}: YAML syntax: ${e.message}`);
    }
    for (const p of broken.length ? [] : loaded.problems) {
      const at = locate(textOf(p.file), p.path);
      problems.push(`${p.file}:${at.line}:${at.column}: ${p.message}`);
    }
  }
  const nav: MapLink[] = [{ label: 'all journeys', href: options.href('index') }, ...JOURNEYS.map((j) => ({ label: j, href: options.href(j) }))];

  for (const journey of JOURNEYS) {
    const file = `flows/${journey}.yaml`;
    const flow = loaded?.flows[journey];
    if (!flow) {
      const why = problems.find((p) => p.startsWith(file)) ?? problems[0] ?? `${file} did not load`;
      summaries.push(`${journey}: not drawn (${why.startsWith(file) ? `${file} does not load` : 'a file it needs does not load'}; see above)`);
      entries.push({ journey, href: options.href(journey), file, summary: '', problem: `not drawn: ${why}` });
      continue;
    }
    const notes: string[] = [];
    let graph = flowGraph(flow);
    try {
      const found = withFindings(graph, flowFindings(flow, loadWorld(journey).world));
      graph = found.graph;
    } catch (e) {
      notes.push(`Unreachable screens and rules that can never apply are not marked: the checker could not run (${firstLine(e)}).`);
    }
    const record = cov.file?.journeys[journey] ?? null;
    graph = withCoverage(graph, record);
    let coverageNote = cov.note;
    if (cov.file && !record) coverageNote = `No coverage overlay: the last replay walked no ${journey} fixture.`;
    if (record) {
      const ids = new Set([...graph.edges.map((e) => e.id), ...graph.nodes.flatMap((n) => n.rows.map((r) => r.id))]);
      const stale = record.exercised.filter((id) => /^(routing|phoneSteps|screens)\./.test(id) && !ids.has(id));
      if (stale.length) notes.push(`${stale.length} rule id(s) in the coverage file are not in ${file} any more (the flow changed since the replay): ${stale.slice(0, 5).join(', ')}${stale.length > 5 ? '…' : ''}`);
      const changed = statSync(join(root, file)).mtime.toISOString();
      if (cov.file?.writtenAt && changed > cov.file.writtenAt) notes.push(`${file} was edited after that replay: the coverage may be out of date.`);
    }
    if (options.draw.includes(journey)) {
      const layout = await layoutFlowGraph(graph);
      pages[journey] = renderFlowMap({ graph, layout, file, coverageNote, notes, nav: nav.map((l) => ({ ...l, current: l.label === journey })) });
    }
    const line = graph.overlay ? `exercised ${tallyLine(tally(graph))}` : `${graph.nodes.filter((n) => n.kind === 'screen').length} screens, no coverage overlay`;
    const unreachable = graph.nodes.filter((n) => n.findings.some((f) => f.kind === 'unreachable')).length;
    const shadowed = new Set([...graph.edges, ...graph.nodes.flatMap((n) => n.rows)].filter((x) => x.findings.some((f) => f.kind === 'shadowed')).map((x) => x.id)).size;
    const found = `${unreachable ? `; ${unreachable} unreachable screen(s)` : ''}${shadowed ? `; ${shadowed} rule(s) or step(s) that can never apply` : ''}`;
    summaries.push(`${journey}: ${line}${found}`);
    entries.push({ journey, href: options.href(journey), file, summary: `${line}${found}` });
  }
  return { index: renderIndex(entries, cov.note), pages, summaries, coverageNote: cov.note, problems };
}
