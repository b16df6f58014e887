import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { chooseLocale } from '../../engine/content/chooseLocale';
import type { Problem } from '../../engine/Problem';
import type { Scenario } from '../../sandbox/domain/types';
import type { Fixture } from '../../sandbox/server/fixtures/Fixture';
import { tokenOf } from '../../sandbox/server/fixtures/loadFixtures';
import { checkProject } from '../check/checkProject';
import { loadProject } from '../check/loadProject';
import { replayWorld } from '../check/replayWorld';
import { root } from '../lib/root';
import type { Control } from './pageEars';
import { fixtureText, scenarioYaml } from './fixtureText';
import { fitToWorld, JourneyRecorder } from './journeyRecorder';
import type { SeenScreen } from './recorderScript';

/** Where a journey began: a fixture's link (its scenario as written), or a link the control API made, by its token. */
export interface Origin { fixture?: Fixture; token: string }

export interface Recording {
  /** The file written, its text, and what flows:check says of it (nothing when it is clean). */
  file: string;
  text: string;
  problems: Problem[];
}

/**
 * The journey's link, started over so the replay's fresh link matches: a fixture's prequal signup as it is, a
 * fixture's payment link made afresh (token ''), any other link (one the control API made) reset.
 */
export async function freshLink(control: Control, origin: Origin): Promise<{ token: string; path: string }> {
  if (origin.fixture?.kind === 'prequal') return { token: origin.token, path: `/${encodeURIComponent(origin.token)}/prequalify` };
  if (origin.fixture && origin.token === '') return (await control('POST', '/api/__sandbox/links', { fixture: origin.fixture.name })) as { token: string; path: string };
  return (await control('POST', `/api/__sandbox/links/${encodeURIComponent(origin.token)}/reset`)) as { token: string; path: string };
}

export interface WriteOptions {
  name: string;
  /** The folder the file goes to (fixtures/, or another). */
  dir: string;
  journey: JourneyRecorder;
  /** The screen the journey ended on. */
  screen: SeenScreen | null;
  origin: Origin;
  /** The browser's language while recording. */
  locale: string;
  /** The project's fixtures (the new token is one none of them has). */
  fixtures: readonly Fixture[];
  /** The scenario a link was made from, by its token (for a link the control API made). */
  scenarioOf: (token: string) => Scenario | undefined;
  /** Where the recording was made, for the fixture's description ('npm run record'). */
  tool: string;
}

// The end of a recording, wherever it was made: the steps fitted to what flows:check accepts, written as
// <dir>/<name>.yaml with the link's scenario (the fixture's as written, or the scenario the control API made the link
// from) under a token of its own, so it replays from a fresh sandbox; then flows:check's fixture rules on the project
// with the new file in fixtures/ (names and tokens unique across files), its problems named by the file.
export function writeRecording(options: WriteOptions): Recording {
  const { name, origin, journey, locale, fixtures } = options;
  const file = join(options.dir, `${name}.yaml`);
  const steps = journey.finish(options.screen);
  const project = loadProject();
  const used = new Set(fixtures.map(tokenOf));
  let token = name;
  for (let i = 2; used.has(token); i++) token = `${name}-${i}`;
  // A fixture's link keeps its fixture's scenario as written; a link the control API made from a scenario of its own
  // is that scenario.
  const scenario = origin.fixture ? { yaml: scenarioYaml(readFileSync(origin.fixture.file, 'utf8')) } : { data: options.scenarioOf(origin.token) ?? { merchant: { name: 'Merchant' }, amount: 1000 } as Scenario };
  const data = { name, scenario: origin.fixture?.scenario ?? ('data' in scenario ? scenario.data : {}) };
  fitToWorld(journey, steps, replayWorld(project, chooseLocale([locale], project.locales, null)), data);
  const text = fixtureText({
    name,
    description: `Recorded with ${options.tool} from ${origin.fixture ? `${origin.fixture.name}'s scenario` : 'a link the control API made'} on ${new Date().toISOString().slice(0, 10)}: say here what it shows.`,
    kind: origin.fixture?.kind ?? 'loan',
    ...(locale !== 'en-US' ? { locale } : {}),
    scenario,
    token,
    steps,
  });
  mkdirSync(options.dir, { recursive: true });
  writeFileSync(file, text);
  const label = relative(root, file).startsWith('..') ? `fixtures/${name}.yaml` : relative(root, file);
  const problems = checkProject({ ...project, texts: { ...project.texts, [`fixtures/${name}.yaml`]: text } }, ['fixtures', 'fixtureSteps'])
    .filter((p) => p.file === `fixtures/${name}.yaml`)
    .map((p) => ({ ...p, file: label }));
  return { file, text, problems };
}
