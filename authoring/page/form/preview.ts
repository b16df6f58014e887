import formFormats from 'virtual:form-formats';
import { librariesFor } from '../../../engine/fields/libraries';
import type { FormSchema, UiSchema } from '../../../engine/forms/FormDefinition';
import { replaceForm } from '../../../src/forms/formRegistry';
import { validatorChunks, type FormValidators } from '../../../src/forms/validatorChunks';
import { replaceFlows, type AppConfig, type ConfigFiles } from '../../../src/runtime/loadConfig';
import type { FormPreview } from '../../shared/formTypes';
import { patchCatalogs } from '../copy/patchCatalog';
import { redraw } from '../copy/redraw';

let imports = 0;

/** The `ui:format` names of a UI schema's fields (the libraries the form waits for), as virtual:form-formats reads them. */
const formatsOf = (ui: UiSchema): string[] => [...new Set(Object.values(ui).flatMap((field) => {
  const format = field && typeof field === 'object' ? (field as Record<string, unknown>)['ui:format'] : undefined;
  return typeof format === 'string' ? [format] : [];
}))];

/** The screen the page was on when the change was sent, and the one the panel shows next. */
export interface ScreenMove { from: string; to: string }

// The page's screen taken out of the flows (a screen removed, an added one undone): the browser goes to the screen
// the panel shows next, as Back would take it (the router follows the address; the store keeps what the borrower
// gave), rather than to the page an unknown address shows.
function leaveRemoved(config: AppConfig, move: ScreenMove | undefined): void {
  const screens = [config.flows.borrower, config.flows.prequal].flatMap((flow) => Object.entries(flow.screens));
  if (!move || screens.some(([id]) => id === move.from)) return;
  const path = screens.find(([id]) => id === move.to)?.[1].path;
  if (!path || path.includes(':')) return;
  window.history.replaceState(window.history.state, '', path);
  window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
}

// Shows a change of the form editor on the open page at once, on the same screen (the dev server does not reload
// it: the files are the editor's own writes): the form's validators imported again (a query of their own, so the
// module is read as it now is), the form's definition replaced (src/forms/formRegistry.ts; the form keeps what was
// typed: src/forms/LoadedSchemaForm.tsx), the copy files it wrote put in every locale's catalog as the copy editor
// does, then the flows compiled again into the config the app runs on (the router reads its table from them:
// src/screens/AppRoutes.tsx, so a screen added is reached on Continue), then the screen redrawn with its state kept.
// False when the page must reload instead (a copy file the catalogs cannot take, flows that do not compile, a
// validators module or a format's library that does not load): then nothing has been redrawn.
export async function showPreview(preview: FormPreview, move?: ScreenMove): Promise<boolean> {
  try {
    const validators = preview.validators
      ? ((await import(/* @vite-ignore */ `${preview.validators}?form-editor=${(imports += 1)}`)) as { default: FormValidators }).default
      : null;
    for (const { file, compiled } of preview.copy) if (!(await patchCatalogs(file, '', compiled))) return false;
    if (validators) validatorChunks.replace(preview.form, validators);
    const ui = preview.ui as UiSchema;
    // A format the form did not name before (a phone number's) needs its library in before the form draws with it:
    // the open form read its formats once, as it was first drawn (src/forms/useLoadedForm.ts), so it would not wait.
    const formats = formatsOf(ui);
    await Promise.all(librariesFor(formats).map((library) => library.load()));
    formFormats[preview.form] = formats;
    replaceForm(preview.form, preview.schema as FormSchema, ui);
    // The flows last, in the same task as the form: an event the borrower sends once they are in finds the new
    // screen's words and form there already (the router table follows them at once: src/screens/AppRoutes.tsx).
    if (preview.flows) {
      const flows = replaceFlows(preview.flows as unknown as ConfigFiles);
      if (!flows.ok) return false;
      leaveRemoved(flows.value, move);
    }
  } catch {
    return false;
  }
  await redraw();
  return true;
}
