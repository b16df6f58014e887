import { ChunkError } from '../../engine/runtime/ChunkError';
import { ScreenConfigError, type ConfigProblem } from '../../engine/forms/ScreenConfigError';

/**
 * Why part of a screen (its form or its component) could not be drawn: its code did not download (the network:
 * say so, offer to try again), its config names something that does not exist (our side: say so, never a network
 * message), or it failed for another reason while drawing.
 */
export type ScreenFailure =
  | { cause: 'download' }
  | { cause: 'config'; problem: ConfigProblem }
  | { cause: 'crash'; name: string; message: string };

/** The form the failing part was drawing, so a failure rjsf reports in its own words can name the file to fix. */
export interface FailedPart { form?: string | null | undefined }

// rjsf's getWidget (@rjsf/utils) when a UI schema names a widget the theme does not register.
const RJSF_WIDGET = /^(?:No widget '[^']*' for type|No widget for type|Unsupported widget definition)/;
// src/components/registry.ts when a registered component has no file.
const COMPONENT_FILE = /^src\/components\/\S+ does not exist/;
// A dynamic import the browser could not fetch: Chromium, Firefox, Safari, and Vite's preload of its CSS.
const DOWNLOAD = /dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS/i;

// Tells the causes apart by the error's type: our own ChunkError and ScreenConfigError first, then what rjsf
// and the browser throw in their own words (a config mistake the check before drawing did not reach, a component
// chunk that did not download). Anything else is a crash.
export function screenFailure(error: Error, part: FailedPart = {}): ScreenFailure {
  if (error instanceof ChunkError) return { cause: 'download' };
  if (error instanceof ScreenConfigError) return { cause: 'config', problem: error.problem };
  const firstLine = error.message.split('\n')[0] ?? '';
  if (RJSF_WIDGET.test(firstLine)) {
    const file = part.form ? `schemas/forms/${part.form}.ui.json` : 'a UI schema';
    return { cause: 'config', problem: { cause: 'unknownWidget', file, detail: firstLine.replace(/ in schema: .*$/, '') } };
  }
  if (COMPONENT_FILE.test(firstLine)) return { cause: 'config', problem: { cause: 'unknownComponent', file: 'src/components/registry.ts', detail: firstLine } };
  if (DOWNLOAD.test(firstLine)) return { cause: 'download' };
  return { cause: 'crash', name: error.name, message: firstLine };
}
