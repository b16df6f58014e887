// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { escapeHtml } from '../../../engine/content/escapeHtml';

describe('escapeHtml (text the build and the boot write into HTML)', () => {
  it('turns the five characters HTML reads as markup into entities and leaves every other letter as typed', () => {
    const name = `<img src=x onerror="alert('1')"> Tom & Jerry's $2,400.00 ñ`;
    const escaped = escapeHtml(name);
    expect(escaped).not.toMatch(/[<>"']|&(?!#\d+;)/);
    const reading = document.createElement('div');
    reading.innerHTML = escaped;
    expect(reading.textContent).toBe(name);
    expect(reading.children).toHaveLength(0);
  });
});
