import { actions } from '../../engine/actions/registry';
import { factsFor } from '../../engine/facts/factsFor';
import type { FlowWorld } from '../../engine/flow/checkFlow';
import { components } from '../../engine/registry/components';
import { loadContent, type EnglishContent } from './loadContent';
import { readTextDir as readDir } from './readTextDir';

// Everything a flow's names are held against: its journey's facts and actions, components, forms on disk, copy and
// modals in content/en. A copy file that does not read is there but unreadable (its buttons and variants unknown), and an
// unreadable site.yaml leaves the waiting texts unknown: flows:check's content check (checkContent.ts) reports
// those files once, on their own lines, so `problems` stays empty and the flows are not blamed for them.
export function loadWorld(journey: 'borrower' | 'prequal', content: EnglishContent = loadContent()): { world: FlowWorld; problems: string[] } {
  const problems: string[] = [];
  const forms = Object.keys(readDir('schemas/forms', '.schema.json')).map((f) => f.replace(/^.*\/(.+)\.schema\.json$/, '$1'));
  return {
    problems,
    world: {
      facts: factsFor(journey),
      actions: Object.keys(actions[journey]),
      components: Object.keys(components),
      forms,
      copy: Object.fromEntries(Object.values(content.screens).map(({ id, copy: c }) => [id, c ? {
        buttons: [...new Set([...Object.keys(c.buttons), ...Object.values(c.variants).flatMap((v) => Object.keys(v.buttons ?? {}))])],
        variants: Object.keys(c.variants),
      } : { buttons: [], variants: [], unreadable: true }])),
      modals: Object.keys(content.modals),
      ...(content.site.value ? { loadingTexts: Object.keys(content.site.value.loading).filter((key) => !key.endsWith('Hint')) } : {}),
    },
  };
}
