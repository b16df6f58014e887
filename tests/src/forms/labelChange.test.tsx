// @vitest-environment jsdom
// A screen's labels that change alone (a copy edit in npm run dev, a variant that rewords a field) redraw the form's
// fields: rjsf compares its formContext by value and takes any two functions for equal, so the labels themselves
// must be in it (issue 35).
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { catalog } from '../../../src/content/catalog';
import { SchemaForm } from '../../../src/forms/SchemaForm';

afterEach(cleanup);

describe('a form redraws a label that changed alone', () => {
  it('shows the new words of a field\'s label and of the agreement', async () => {
    const { labels } = catalog.screens.entry!;
    const { messages } = catalog;
    const draw = (words: Record<string, string>) => (
      <SchemaForm formId="entry" labels={words} copyValues={{}} messages={messages} submit={{ label: 'CONTINUE' }}
        shown={['firstName', 'reviewed']} required={['firstName']} ctx={{ today: new Date(2026, 10, 24, 12) }} />
    );
    const view = render(draw(labels));
    expect(await screen.findByLabelText(labels.firstName!)).toBeTruthy();
    const next = { ...labels, firstName: 'Given name', reviewed: (labels.reviewed ?? '').replace(/\[([^\]]+)\]\(\/terms\)/, '[Terms of Use](/terms)') };
    view.rerender(draw(next));
    expect(await screen.findByLabelText('Given name')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Terms of Use' })).toBeTruthy();
  });
});
