// @vitest-environment jsdom
// Issue 47: the submit is drawn from the form's readiness alone (whether it may be sent, the "Still needed" line,
// busy, the tries), with no form model behind it, as the boot's painter and the app both draw it: not ready, it is
// aria-disabled and described by its line; each try says the line in its polite live region, again though the words
// are the same; a clear that counts the tries from none says nothing; ready, it says nothing and is a plain submit.
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { messageFor } from '../../../engine/fields/messageFor';
import { catalog } from '../../../src/content/catalog';
import { SubmitButton, type SubmitButtonProps } from '../../../src/forms/SubmitButton';

afterEach(cleanup);

const LABEL = catalog.screens.phone!.buttons.sendCode!;
const NEEDS = messageFor({ code: 'submitNeeds', params: { fields: catalog.screens.phone!.labels.phone! } }, catalog.messages);
const base: SubmitButtonProps = { kind: 'primary', label: LABEL, busy: false, ready: false, needs: NEEDS, tried: 0, needsId: 'f-needs' };

function draw(props: Partial<SubmitButtonProps> = {}) {
  const view = render(<form><SubmitButton {...base} {...props} /></form>);
  const submit = screen.getByRole('button', { name: LABEL });
  return {
    submit,
    spoken: () => screen.getByRole('status').textContent ?? '',
    line: () => document.getElementById(submit.getAttribute('aria-describedby') ?? '')?.textContent ?? '',
    redraw: (next: Partial<SubmitButtonProps>) => view.rerender(<form><SubmitButton {...base} {...props} {...next} /></form>),
  };
}

describe('the submit drawn from readiness', () => {
  it('not ready: aria-disabled, not disabled, described by what is still needed, saying nothing until tried', () => {
    const { submit, spoken, line } = draw();
    expect(NEEDS).toContain(catalog.screens.phone!.labels.phone!);
    expect(submit.getAttribute('aria-disabled')).toBe('true');
    expect(submit.hasAttribute('disabled')).toBe(false);
    expect(line()).toBe(NEEDS);
    expect(spoken()).toBe('');
  });

  it('says the line at each try, again though the words are the same, and nothing after a clear', () => {
    const { spoken, redraw } = draw();
    redraw({ tried: 1 });
    expect(spoken()).toBe(NEEDS);
    redraw({ tried: 2 });
    expect(spoken()).not.toBe(NEEDS);
    expect(spoken().trim()).toBe(NEEDS);
    redraw({ tried: 3 });
    expect(spoken()).toBe(NEEDS);
    redraw({ tried: 0 });
    expect(spoken()).toBe('');
  });

  it('the line said goes once what is needed changes; ready, it is a plain submit that says nothing', () => {
    const { submit, spoken, redraw } = draw({ tried: 0 });
    redraw({ tried: 1 });
    expect(spoken()).toBe(NEEDS);
    redraw({ tried: 1, needs: '' });
    expect(spoken()).toBe('');
    redraw({ tried: 2, ready: true, needs: '' });
    expect(submit.getAttribute('aria-disabled')).toBeNull();
    expect(submit.getAttribute('aria-describedby')).toBeNull();
    expect(spoken()).toBe('');
  });
});
