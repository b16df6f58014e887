import { actions } from '../../engine/actions/registry';
import type { FlowWorld } from '../../engine/analysis/checkFlow';
import { factsFor } from '../../engine/facts/factsFor';
import { components } from '../../engine/registry/components';
import { englishContent } from './loadContent';
import { loadProject } from './loadProject';
import { orElse } from '../lib/orElse';
import { formIdsOf } from './formSchemaOf';
import type { Project } from './Project';
import type { FactDef } from '../../engine/facts/FactDef';
import { inquiries } from './rules/inquiries';

// A fact whose values are config's (`valuesFrom`) gets them from the project: the fields flows/inquiries.yaml maps
// the lender's types to. A table that does not read, or has a problem of its own, is that problem's line (the
// inquiries rule): the fact then takes any value rather than blame the flows for it.
function withConfigValues(facts: Record<string, FactDef<never>>, project: Project): Record<string, FactDef<never>> {
  const table = project.flows.files.find((f) => f.file === 'flows/inquiries.yaml');
  if (inquiries(project).length > 0) return facts;
  const types = table?.data && typeof table.data === 'object' ? (table.data as { types?: unknown }).types : undefined;
  const fields = types && typeof types === 'object' ? [...new Set(Object.values(types).filter((v): v is string => typeof v === 'string'))] : null;
  return Object.fromEntries(Object.entries(facts).map(([name, fact]) => [name, fact.valuesFrom === 'inquiryFields' && fields ? { ...fact, values: fields } : fact]));
}

// Everything a flow's names are held against: its journey's facts and actions, components, forms on disk, copy and
// modals in content/en. A copy file that does not read is there but unreadable (its buttons and variants unknown),
// and an unreadable site.yaml leaves the waiting texts unknown: flows:check's copyFiles rule reports those files
// once, on their own lines, and the flows are not blamed for them. The map (flows:map) asks with no project: the
// project is then read from disk.
export function loadWorld(journey: 'borrower' | 'prequal', project: Project = loadProject()): { world: FlowWorld } {
  const content = englishContent(project);
  const forms = formIdsOf(project);
  // A form schema that does not read is its own line: its fields are then not held against.
  const formFields = forms.flatMap((id) =>
    orElse(() => [[id, Object.keys((JSON.parse(project.texts[`schemas/forms/${id}.schema.json`] ?? '') as { properties?: object }).properties ?? {})]] as const, []));
  return {
    world: {
      facts: withConfigValues(factsFor(journey), project),
      actions: Object.keys(actions[journey]),
      components: Object.keys(components),
      forms,
      copy: Object.fromEntries(Object.values(content.screens).map(({ id, copy: c }) => [id, c ? {
        buttons: [...new Set([...Object.keys(c.buttons), ...Object.values(c.variants).flatMap((v) => Object.keys(v.buttons ?? {}))])],
        variants: Object.keys(c.variants),
      } : { buttons: [], variants: [], unreadable: true }])),
      modals: Object.keys(content.modals),
      ...(content.site.value ? { loadingTexts: Object.keys(content.site.value.loading).filter((key) => !key.endsWith('Hint')) } : {}),
      formFields: Object.fromEntries(formFields),
      ...(content.errors.readable ? { errorTexts: [...content.errors.keys.keys()] } : {}),
    },
  };
}
