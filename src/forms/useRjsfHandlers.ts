import { useMemo, type RefObject } from 'react';
import type { UiSchema } from '../../engine/forms/FormDefinition';
import { behavesAs } from './behavesAs';
import type { FormData } from './SchemaFormProps';
import { fieldNameOf } from './theme/ids';
import type { ProblemsShown } from './useProblemsShown';

/** What rjsf's handlers do, as the latest render does it. */
export interface FormMoves {
  accept: (next: FormData) => void;
  send: (values: FormData) => void;
  focusFirstProblem: () => void;
  /** Take up the keystrokes still waiting for their paint (src/forms/usePaintFirst.ts). */
  catchUp: () => void;
  /** Whether the form may be sent with the answers as they are this moment. */
  readyNow: () => boolean;
  problems: ProblemsShown;
}

const isEmpty = (value: unknown) => value === undefined || value === null || value === '';

// The handlers rjsf's <Form> is given. They read the latest render through `latest`, so they, and the <Form> element
// holding them, stay the same objects while nothing rjsf draws changes: a keystroke re-renders neither rjsf nor its
// fields.
export function useRjsfHandlers(latest: RefObject<FormMoves>, data: RefObject<FormData>, typed: RefObject<FormData>, idPrefix: string, ui: UiSchema) {
  return useMemo(() => ({
    onChange: (e: { formData?: unknown }) => {
      // rjsf's data, with what is still being typed on top (a field whose typing rjsf has caught up is done).
      const next = (e.formData ?? {}) as FormData;
      for (const [field, value] of Object.entries(typed.current)) if (next[field] === value) delete typed.current[field];
      latest.current.accept({ ...next, ...typed.current });
    },
    // A field left shows its problems from now on, starting with rjsf's validation of this blur; a field that stays
    // quiet when empty (the texted code, focused on arrival) does not count as left while empty.
    // Its last keystrokes are taken up first, so the problem shown is the one of what the borrower typed.
    onBlur: (id: string) => {
      latest.current.catchUp();
      const field = fieldNameOf(id, idPrefix).split('_')[0] ?? '';
      if (behavesAs(ui, field, 'quietWhenEmpty') && isEmpty(data.current[field])) return;
      latest.current.problems.touch(field);
    },
    // rjsf found a problem in a submit: the cursor goes to the first, in the order the borrower reads the form.
    focus: () => latest.current.focusFirstProblem(),
    // rjsf found nothing wrong; what it cannot see (the zip check, the agreement, the lender's messages) still decides.
    onSubmit: () => {
      if (latest.current.readyNow()) latest.current.send(data.current);
      else latest.current.focusFirstProblem();
    },
  }), [latest, data, typed, idPrefix, ui]);
}
