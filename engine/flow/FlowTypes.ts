import type { Condition } from './Condition';
import type { InquiryTable } from '../inquiries/InquiryTable';

// The shapes of flows/*.yaml (schemas/flow.schema.json is the format's source of truth; these mirror it).
export type Target = string; // a screen id, $status, $stay, $entry or $return

export interface Rule { id: string; when?: Condition; goto: string; note?: string }
/** `direct` (with goto: $entry): direct navigation, so the link route carries the direct marker (?direct=true). */
/** `clear` (with goto: $stay): the form's fields emptied, each saying the errors.yaml text named (a wrong code). */
export interface Next { when?: Condition; goto: Target; replace?: boolean; direct?: boolean; clear?: Record<string, string>; note?: string }
/** `wait`: a key of site.yaml `loading:` shown as a full-screen waiting state, at once, while the action runs. */
export interface Handler { when?: Condition; action?: string; input?: Record<string, unknown>; save?: Record<string, string>; wait?: string; next: Next[] }
export interface ValueRule { when?: Condition; value: number }
export interface VariantRule { when?: Condition; use: string }
export interface Button { id: string; event: string; kind?: 'primary' | 'secondary' | 'link'; when?: Condition; input?: Record<string, unknown> }

export interface Screen {
  path: string;
  aliases?: string[];
  copy?: string;
  guard?: 'none' | 'loanApplication' | 'prequal';
  final?: boolean;
  linkable?: boolean;
  progress?: number | ValueRule[];
  variant?: VariantRule[];
  form?: string;
  component?: string;
  props?: Record<string, unknown>;
  header?: { back?: Target; backWhen?: Condition; close?: boolean; progressBar?: boolean };
  buttons?: Button[];
  modals?: string[];
  on?: Record<string, Handler>;
  note?: string;
}

export interface FlowFile {
  version: 1;
  journey: 'borrower' | 'prequal' | 'common';
  include?: string[];
  entry?: string;
  params?: Record<string, string>;
  errors?: Partial<Record<string, Target>>;
  session?: { idle?: string; absolute?: string; query?: Record<string, string> };
  screens: Record<string, Screen>;
  phoneSteps?: Rule[];
  routing?: Rule[];
  fallback?: string;
}

/** A journey with its includes merged, ready to route. `origin` tells which file each screen came from. */
export interface CompiledFlow {
  journey: 'borrower' | 'prequal';
  entry: string;
  params: Record<string, string>;
  errors: Record<string, Target>;
  session: { idle: string; absolute: string; query: Record<string, string> };
  screens: Record<string, Screen>;
  origin: Record<string, string>;
  phoneSteps: Rule[];
  routing: Rule[];
  fallback: string;
  inquiries: InquiryTable;
}
