import { actions } from '../../engine/actions/registry';
import type { FlowWorld } from '../../engine/analysis/checkFlow';
import { factsFor } from '../../engine/facts/factsFor';
import { components } from '../../engine/registry/components';
import { englishContent } from './loadContent';
import { loadProject } from './loadProject';
import { filesUnder, type Project } from './Project';

// Everything a flow's names are held against: its journey's facts and actions, components, forms on disk, copy and
// modals in content/en. A copy file that does not read is there but unreadable (its buttons and variants unknown),
// and an unreadable site.yaml leaves the waiting texts unknown: flows:check's copyFiles rule reports those files
// once, on their own lines, and the flows are not blamed for them. The map (flows:map) asks with no project: the
// project is then read from disk.
export function loadWorld(journey: 'borrower' | 'prequal', project: Project = loadProject()): { world: FlowWorld } {
  const content = englishContent(project);
  const schemas = filesUnder(project, 'schemas/forms', '.schema.json');
  const forms = Object.keys(schemas).map((f) => f.replace(/^.*\/(.+)\.schema\.json$/, '$1'));
  const fieldsOf = (text: string): string[] | null => {
    try {
      return Object.keys((JSON.parse(text) as { properties?: object }).properties ?? {});
    } catch {
      return null;
    }
  };
  return {
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
      // A form schema that does not read is its own line: its fields are then not held against.
      formFields: Object.fromEntries(Object.entries(schemas).flatMap(([f, text]) => {
        const fields = fieldsOf(text);
        return fields ? [[f.replace(/^.*\/(.+)\.schema\.json$/, '$1'), fields]] : [];
      })),
      ...(content.errors.readable ? { errorTexts: [...content.errors.keys.keys()] } : {}),
    },
  };
}
