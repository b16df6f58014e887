import { describe, expect, it } from 'vitest';
import { copyText, schemaText, uiText } from '../../../authoring/server/form/screenFiles';

// A new screen's files as the guide lays them out (docs/adding-a-screen.md, sections 1 to 3 and 7), whatever its
// first question: the layout the editor's later additions follow.
describe('a new screen\'s files (screenFiles)', () => {
  it('lays a form out as the guide: its keys and questions one a line, each keyword\'s value on one line, a shared definition alone on one', () => {
    expect(schemaText({
      title: 'business', type: 'object',
      properties: { ein: { $ref: 'definitions/ein.json' }, jobType: { type: 'string', enum: ['repair', 'newInstall'], 'x-messages': { required: 'chooseJobType' } } },
      required: ['ein'],
    })).toBe(`{
  "title": "business",
  "type": "object",
  "properties": {
    "ein": { "$ref": "definitions/ein.json" },
    "jobType": {
      "type": "string",
      "enum": ["repair", "newInstall"],
      "x-messages": { "required": "chooseJobType" }
    }
  },
  "required": ["ein"]
}
`);
    expect(uiText({ 'ui:order': ['ein'], ein: { 'ui:filter': 'ein', 'ui:format': 'ein' } })).toBe(`{
  "ui:order": ["ein"],
  "ein": { "ui:filter": "ein", "ui:format": "ein" }
}
`);
  });

  it('writes a copy file\'s words bare when YAML reads them back as they are, quoted when not', () => {
    expect(copyText('Tell us: about the job', 'CONTINUE', new Map([['jobType', "What's the job?"], ['jobType.repair', '12']]), '')).toBe(`---
title: 'Tell us: about the job'
buttons:
  submit: CONTINUE
labels:
  jobType: What's the job?
  jobType.repair: '12'
---
`);
  });
});
