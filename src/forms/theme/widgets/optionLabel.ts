import type { FormContext } from '../FormContext';

/** An option's words from the screen's copy (`<field>.<value>`); the value itself when copy has none (flows:check reports it). */
export const optionLabel = (ctx: FormContext, field: string, value: unknown): string => ctx.label(`${field}.${String(value)}`) || String(value);
