// @vitest-environment jsdom
// Issue 47: a field's message is bound to its field as its value is. When one field's message comes or goes (the
// field left with a wrong answer, the lender's word on it), that field draws it, tied to its input, and neither the
// other fields nor the form's rows are drawn again: each widget's renders are counted by its field's name. The form exists
// only in this test, its validators precompiled as the build does it, drawn by the real SchemaForm.
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { WidgetProps } from '@rjsf/utils';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { createElement, type ReactElement } from 'react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FormSchema } from '../../../engine/forms/FormDefinition';
import { SchemaForm, type SchemaFormProps } from '../../../src/forms/SchemaForm';
import { templates, widgets } from '../../../src/forms/theme/theme';
import { useScratchForm } from '../support/scratchForm';

// The app's text widget, each draw counted by its field's name (called as a function: its hooks are the counter's,
// so a draw of its own, from the model, is counted too), and the form's rows, counted as 'rows'.
const renders = new Map<string, number>();
const count = (name: string) => renders.set(name, (renders.get(name) ?? 0) + 1);
const textWidget = widgets.text as (props: WidgetProps) => ReactElement;
const rows = templates.ObjectFieldTemplate!;
beforeAll(() => {
  widgets.text = (props: WidgetProps) => {
    count(props.name);
    return textWidget(props);
  };
  templates.ObjectFieldTemplate = (props) => {
    count('rows');
    return createElement(rows, props);
  };
});
afterAll(() => {
  widgets.text = textWidget;
  templates.ObjectFieldTemplate = rows;
});

const ID = 'message_binding_test';
const schema: FormSchema = {
  $schema: 'http://json-schema.org/draft-07/schema#',
  $id: `https://pos-borrower.local/schemas/forms/${ID}.schema.json`,
  type: 'object',
  properties: {
    given: { type: 'string', minLength: 2, 'x-messages': { minLength: 'twoLettersMinimum' } },
    family: { type: 'string', minLength: 2, 'x-messages': { minLength: 'twoLettersMinimum' } },
  },
  required: ['given', 'family'],
} as FormSchema;
const labels: Record<string, string> = { given: 'Given name', family: 'Family name' };
const messages = parse(readFileSync(join(process.cwd(), 'content', 'en', 'messages.yaml'), 'utf8')) as Record<string, string>;
const LENDER = 'The lender cannot use this name.';

useScratchForm(ID, schema, {});
beforeEach(() => renders.clear());
afterEach(cleanup);

const ctx = { today: new Date('2026-11-24T12:00:00Z') };
const submit = { label: 'CONTINUE' };
function draw(serverErrors: Record<string, string> = {}) {
  const props: SchemaFormProps = { formId: ID, labels, copyValues: {}, messages, submit, ctx, serverErrors };
  const view = render(<SchemaForm {...props} />);
  return { rerender: (errors: Record<string, string>) => view.rerender(<SchemaForm {...props} serverErrors={errors} />) };
}
const box = (label: string) => screen.getByRole('textbox', { name: label }) as HTMLInputElement;
/** The words a box's aria-describedby points at. */
const messageOf = (input: HTMLElement) => (input.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent ?? '').join(' ').trim();
/** How often each field's widget was drawn since `from`. */
const drawnSince = (from: Map<string, number>) => Object.fromEntries([...renders].map(([field, n]) => [field, n - (from.get(field) ?? 0)]));

describe('a field\'s message is drawn by that field alone', () => {
  it('the field left with a wrong answer shows its message; the other field is not drawn again', () => {
    draw();
    fireEvent.change(box(labels.given!), { target: { value: 'J' } });
    const before = new Map(renders);
    fireEvent.blur(box(labels.given!));
    expect(box(labels.given!).getAttribute('aria-invalid')).toBe('true');
    expect(messageOf(box(labels.given!))).toBe(messages.twoLettersMinimum);
    expect(drawnSince(before).given).toBeGreaterThan(0);
    expect(drawnSince(before).family ?? 0).toBe(0);
    expect(drawnSince(before).rows ?? 0).toBe(0);
    expect(box(labels.family!).getAttribute('aria-invalid')).toBeNull();
  });

  it('the lender\'s word on one field comes and goes with that field drawn again, not the other', () => {
    const { rerender } = draw();
    const before = new Map(renders);
    rerender({ family: LENDER });
    expect(messageOf(box(labels.family!))).toBe(LENDER);
    expect(box(labels.family!).getAttribute('aria-invalid')).toBe('true');
    expect(drawnSince(before).given ?? 0).toBe(0);
    expect(drawnSince(before).rows ?? 0).toBe(0);
    const typed = new Map(renders);
    fireEvent.change(box(labels.family!), { target: { value: 'Rivera' } });
    fireEvent.blur(box(labels.family!));
    expect(messageOf(box(labels.family!))).toBe('');
    expect(box(labels.family!).getAttribute('aria-invalid')).toBeNull();
    expect(drawnSince(typed).given ?? 0).toBe(0);
    expect(drawnSince(typed).rows ?? 0).toBe(0);
  });
});
