import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { factsFor } from '../../../engine/facts/factsFor';
import type { Screen } from '../../../engine/flow/FlowTypes';
import { FormRefusal } from '../../../authoring/server/form/formEdit';
import { formWords } from '../../../authoring/server/form/formWords';
import { insertScreen, type NewEntry, removeScreenEntry, throughOf, type Through, wayOn } from '../../../authoring/server/form/screenFlow';
import { waysOnView } from '../../../authoring/server/form/screenWays';
import { loadFlows } from '../../../scripts/lib/loadFlows';
import { repo } from './scratchProject';

// "Add a screen after this one" sending only some borrowers to it (issue 46, item 5), as the guide does by hand
// (docs/adding-a-screen.md, sections 4 and 6): the flow file as the guide's steps leave it, and as it was once the
// screen is removed, byte for byte. The flows are the project's, read, never written.
const flows = loadFlows(repo).flows;
const guide = readFileSync(join(repo, 'docs/adding-a-screen.md'), 'utf8');
const read = (file: string) => readFileSync(join(repo, file), 'utf8');

/** The guide's `guide:replace` step on a flow file, applied as the guide project applies it (scratchProject.ts). */
function guideReplace(file: string, text: string): string {
  const body = new RegExp(`<!-- guide:replace ${file} -->\\n\`\`\`diff\\n([\\s\\S]*?)\\n\`\`\``).exec(guide)![1]!.split('\n');
  const was = body.filter((l) => !l.startsWith('+')).map((l) => l.slice(1)).join('\n');
  expect(text).toContain(was);
  return text.replace(was, body.filter((l) => !l.startsWith('-')).map((l) => l.slice(1)).join('\n'));
}
/** The `next:` lines of the screen the guide inserts in a flow file. */
const guideNext = (file: string) => /next:\n([\s\S]*?)\n\n?```/.exec(guide.slice(guide.indexOf(`<!-- guide:insert ${file} after`)))![1]!;

/** A flow text's added screen, cut out: its entry (and the blank line before it), and its `next:` lines. */
function cutEntry(text: string, name: string): { rest: string; next: string } {
  const at = text.indexOf(`\n\n  ${name}:\n`);
  const end = text.indexOf('\n\n', at + 2);
  const entry = text.slice(at + 2, end);
  return { rest: text.slice(0, at) + text.slice(end), next: entry.slice(entry.indexOf('        next:\n') + '        next:\n'.length) };
}

const entry = (name: string, guard: string, progress: number): NewEntry => ({ name, path: `/${name}`, guard, progress, form: 'job_details', save: ['jobType', 'homeOwner'] });

/** The screen added and removed again: the text with it, and the check that removing it gives `text` back. */
function addAndRemove(file: string, text: string, after: string, added: NewEntry, through?: Through): string {
  const screen = (parse(text) as { screens: Record<string, Screen> }).screens[after]!;
  const out = insertScreen(file, text, after, screen, added, through);
  const afterNow = (parse(out) as { screens: Record<string, Screen> }).screens[after]!;
  expect(removeScreenEntry(file, out, added.name, after, afterNow)).toBe(text);
  return out;
}

describe('a screen added for some of the ways on from the screen before', () => {
  it('after choosing a plan, for the approved borrowers only: the guide\'s two changes to flows/borrower.yaml, and removed, the file as it was', () => {
    const file = 'flows/borrower.yaml';
    const text = read(file);
    const way = wayOn(file, 'choose_plan', flows.borrower!.screens.choose_plan!);
    // The way that sends an approved borrower to the bank link (the guide's section 4).
    const approved = way.offered.find((i) => way.items[i]!.goto === 'link_bank')!;
    const out = addAndRemove(file, text, 'choose_plan', entry('job_details', 'loanApplication', 45), { ways: [approved], statuses: [] });
    const { rest, next } = cutEntry(out, 'job_details');
    expect(rest).toBe(guideReplace(file, text));
    expect(next).toBe(guideNext(file));
    expect(next).toBe('          - goto: link_bank');
  });

  it('after the address, for the prequalified borrowers only (two statuses): the guide\'s way of its own in flows/prequal.yaml, and removed, the file as it was', () => {
    const file = 'flows/prequal.yaml';
    const text = read(file);
    const out = addAndRemove(file, text, 'prequal_address', entry('prequal_job_details', 'prequal', 80), { ways: [0], statuses: ['OFFER_AVAILABLE', 'CONDITIONAL_APPROVAL'] });
    const { rest, next } = cutEntry(out, 'prequal_job_details');
    expect(rest).toBe(guideReplace(file, text));
    expect(next).toBe(guideNext(file));
    // Every other borrower goes on from the address as before.
    expect((parse(out) as { screens: Record<string, Screen> }).screens.prequal_address!.on!.submit!.next).toEqual([
      { when: { status: ['OFFER_AVAILABLE', 'CONDITIONAL_APPROVAL'] }, goto: 'prequal_job_details' }, { goto: '$status' },
    ]);
  });

  it('several ways, one narrowed to a status: each keeps its place and condition, the new screen goes on as they went; removed, the file as it was', () => {
    const file = 'flows/borrower.yaml';
    const text = read(file);
    const out = addAndRemove(file, text, 'choose_plan', entry('job_details', 'loanApplication', 45), { ways: [0, 2], statuses: ['OFFER_AVAILABLE'] });
    const screens = (parse(out) as { screens: Record<string, Screen> }).screens;
    expect(screens.choose_plan!.on!.select!.next).toEqual([
      { when: { lockRequired: true }, goto: 'job_details' },
      { when: { status: ['OFFER_AVAILABLE', 'CONDITIONAL_APPROVAL'] }, goto: 'link_bank' },
      { when: { status: 'OFFER_AVAILABLE' }, goto: 'job_details' },
      { goto: '$status' },
    ]);
    expect(screens.job_details!.on!.submit!.next).toEqual([{ when: { lockRequired: true }, goto: 'offer_lock' }, { goto: '$status' }]);
    // Without the narrowing, the way every other borrower goes leads to it too; removed, the file as it was.
    const plain = addAndRemove(file, text, 'choose_plan', entry('job_details', 'loanApplication', 45), { ways: [0, 2], statuses: [] });
    expect((parse(plain) as { screens: Record<string, Screen> }).screens.choose_plan!.on!.select!.next.map((n) => n.goto)).toEqual(['job_details', 'link_bank', 'job_details']);
  });

  it('a way held to some statuses, taken alone, and the last way narrowed to the same statuses: written alike on the screen before, each removal gives its own file back', () => {
    const file = 'flows/prequal.yaml';
    const text = read(file);
    const statuses = ['OFFER_AVAILABLE', 'CONDITIONAL_APPROVAL'];
    const held = text.replace(/( {8}next:\n)( {10}- goto: \$status\n\n {2}prequal_offers:)/, `$1          - when: { status: [${statuses.join(', ')}] }\n            goto: $status\n$2`);
    expect(held).not.toBe(text);
    const added = entry('prequal_job', 'prequal', 80);
    const one = addAndRemove(file, held, 'prequal_address', added, { ways: [0], statuses: [] });
    const narrowed = addAndRemove(file, text, 'prequal_address', added, { ways: [0], statuses });
    // The same lines but for the added screen's note, which is how the removal tells them apart.
    const note = /\n {4}note: .*\n/;
    expect(one.replace(note, '\n')).toBe(narrowed.replace(note, '\n'));
  });

  it('every way, as before: the whole way on moves into the new screen, and removed, the file as it was', () => {
    const file = 'flows/borrower.yaml';
    const text = read(file);
    const out = addAndRemove(file, text, 'choose_plan', entry('job_details', 'loanApplication', 45));
    expect((parse(out) as { screens: Record<string, Screen> }).screens.choose_plan!.on!.select!.next).toEqual([{ goto: 'job_details' }]);
  });
});

describe('who goes to the new screen, as the add-screen form asks it (throughOf)', () => {
  const file = 'flows/borrower.yaml';
  const way = wayOn(file, 'choose_plan', flows.borrower!.screens.choose_plan!);
  const known = factsFor('borrower').status!.values!;

  it('takes every way when nothing, or every way unnarrowed, is asked', () => {
    expect(throughOf(file, 'choose_plan', way, undefined, undefined, known)).toEqual({ problems: [] });
    expect(throughOf(file, 'choose_plan', way, way.offered, [], known)).toEqual({ problems: [] });
    expect(throughOf(file, 'choose_plan', way, [1], undefined, known)).toEqual({ through: { ways: [1], statuses: [] }, problems: [] });
  });

  it('says under the box what is wrong: no way ticked, a way it does not offer, statuses without the last way, a status the journey has not', () => {
    const said = (ways: unknown, statuses: unknown) => throughOf(file, 'choose_plan', way, ways, statuses, known).problems.map((p) => [p.field, p.message]);
    expect(said([], undefined)).toEqual([['ways', formWords.noWayTicked('choose_plan')]]);
    expect(said([7], undefined)).toEqual([['ways', formWords.badWays('choose_plan', '7')]]);
    expect(said([1], ['OFFER_AVAILABLE'])).toEqual([['statuses', formWords.statusesWithoutFallback]]);
    expect(said(undefined, ['APPROVED'])).toEqual([['statuses', formWords.unknownStatuses(['APPROVED'], known)]]);
  });

  it('keeps the refusals of a way on it cannot split (what the borrower did on the screen)', () => {
    expect(() => wayOn('flows/borrower.yaml', 'purchase_confirm', flows.borrower!.screens.purchase_confirm!)).toThrow(FormRefusal);
  });
});

describe('the ways on the add-screen form offers (waysOnView)', () => {
  it('names each way of choosing a plan in words: where it leads and when, the last for every other borrower, with the journey\'s statuses', () => {
    const view = waysOnView(repo, 'choose_plan');
    const facts = factsFor('borrower');
    expect(view.waysOn).toEqual([
      { index: 0, said: formWords.wayOnWhen('offer_lock', facts.lockRequired!.describe) },
      { index: 1, said: formWords.wayOnWhen('link_bank', formWords.factIs(facts.status!.describe, ['OFFER_AVAILABLE', 'CONDITIONAL_APPROVAL'])) },
      { index: 2, said: formWords.wayOnAll(formWords.whereStatus, false), fallback: true },
    ]);
    expect(view.statuses).toEqual([...facts.status!.values!]);
    expect(waysOnView(repo, 'prequal_address').waysOn).toEqual([{ index: 0, said: formWords.wayOnAll(formWords.whereStatus, true), fallback: true }]);
  });

  it('offers none where the editor puts no screen after it', () => {
    expect(waysOnView(repo, 'purchase_confirm')).toEqual({});
  });
});
