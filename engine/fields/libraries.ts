import type { FieldLibrary } from './FieldLibrary';
import { phoneLibrary } from './formatters/phoneLibrary';
import type { FormatterName } from './registry';

/**
 * The formatters (engine/fields/registry.ts) that need a library the first screen does not carry, each with its
 * download (engine/fields/FieldLibrary.ts). A form naming one in `ui:format` asks for it with its validators and
 * waits for it (src/forms/useFieldLibraries.ts). Apart from the registry, so what asks early carries no field code.
 */
export const formatterLibraries: Partial<Record<FormatterName, FieldLibrary>> = {
  phone: phoneLibrary,
};

/** The libraries these `ui:format` names need (a form's, from virtual:form-formats), each once. */
export function librariesFor(formats: readonly string[]): FieldLibrary[] {
  return [...new Set(formats.flatMap((name) => formatterLibraries[name as FormatterName] ?? []))];
}

/** Starts the downloads of the libraries these `ui:format` names need; a failure is for the form to say. */
export function loadLibrariesFor(formats: readonly string[]): void {
  for (const library of librariesFor(formats)) library.load().catch(() => undefined);
}
