import { behavesAs } from '../../../engine/forms/formRoles';
import type { UiSchema } from '../../../engine/forms/FormDefinition';
import { actionReads } from './actionReads';
import type { FormUse } from './formScreen';
import { formWords } from './formWords';

/** The parts of flows/inquiries.yaml that name fields the lender asks for. */
export interface InquiryTable { types?: Record<string, unknown>; addressGroup?: { fields?: unknown } }

// Why the lender needs a question, in words a product manager reads, or null when it can go. The engine knows it
// from the config and the actions, so the editor asks them, never a list of its own:
// - a data inquiry asks for it (flows/inquiries.yaml types, the address group);
// - its agreement or zip plays a part the lender records or checks (`ui:behaviours` recordConsent, zipCheck);
// - an action of a screen showing the form sends it by its name, or sends every answer by its name (actionReads);
// - a `save:` map keeps it as a field of the application or prequalification itself (not under answers.).
export async function whyNeeded(field: string, ui: UiSchema, uses: readonly FormUse[], inquiries: InquiryTable): Promise<string | null> {
  const types = Object.entries(inquiries.types ?? {}).filter(([, name]) => name === field).map(([type]) => type);
  if (types.length > 0) return formWords.askedByLender(types);
  const group = inquiries.addressGroup?.fields;
  if (Array.isArray(group) && group.includes(field)) return formWords.inAddressGroup;
  if (behavesAs(ui, field, 'recordConsent')) return formWords.recordsTick;
  if (behavesAs(ui, field, 'zipCheck')) return formWords.checksZip;
  for (const use of uses) {
    for (const handler of Object.values(use.on)) {
      if (!handler?.action) continue;
      const target = handler.save?.[field];
      if (target !== undefined && !target.startsWith('answers.')) return formWords.keptAs(target, use.screen);
      const reads = await actionReads(use.journey, handler.action, handler.save);
      if (reads.names.has(field)) return formWords.sentByName(handler.action, use.screen);
      if (reads.all) return formWords.sentWhole(handler.action, use.screen);
    }
  }
  return null;
}
