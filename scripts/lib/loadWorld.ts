import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { actions } from '../../engine/actions/registry';
import { loadCatalog } from '../../engine/content/loadCatalog';
import { parseSite } from '../../engine/content/parseSite';
import { factsFor } from '../../engine/facts/factsFor';
import type { FlowWorld } from '../../engine/flow/checkFlow';
import { components } from '../../engine/registry/components';
import { root } from './root';

const readDir = (dir: string, ext: string): Record<string, string> => {
  const abs = join(root, dir);
  if (!existsSync(abs)) return {};
  return Object.fromEntries(readdirSync(abs).filter((f) => f.endsWith(ext)).sort().map((f) => [`${dir}/${f}`, readFileSync(join(abs, f), 'utf8')]));
};

// Everything a flow's names are held against: facts, actions, components, forms on disk, copy and modals in
// content/en. Problems loading the content itself come back too (they carry file:line already).
export function loadWorld(journey: 'borrower' | 'prequal'): { world: FlowWorld; problems: string[] } {
  const screens = loadCatalog(readDir('content/en/screens', '.md'));
  const modals = loadCatalog(readDir('content/en/modals', '.md'));
  const site = parseSite('content/en/site.yaml', readFileSync(join(root, 'content/en/site.yaml'), 'utf8'));
  const problems = [...(screens.ok ? [] : screens.error), ...(modals.ok ? [] : modals.error)];
  const copy = screens.ok ? screens.value : {};
  const forms = Object.keys(readDir('schemas/forms', '.schema.json')).map((f) => f.replace(/^.*\/(.+)\.schema\.json$/, '$1'));
  return {
    problems,
    world: {
      facts: factsFor(journey),
      actions: Object.keys(actions),
      components: Object.keys(components),
      forms,
      copy: Object.fromEntries(Object.entries(copy).map(([id, c]) => [id, {
        buttons: [...new Set([...Object.keys(c.buttons), ...Object.values(c.variants).flatMap((v) => Object.keys(v.buttons ?? {}))])],
        variants: Object.keys(c.variants),
      }])),
      modals: Object.keys(modals.ok ? modals.value : {}),
      loadingTexts: Object.keys(site.ok ? site.value.loading : {}).filter((key) => !key.endsWith('Hint')),
    },
  };
}
