import email from '../../schemas/forms/definitions/email.json' with { type: 'json' };
import type { FieldIssue } from '../fields/FieldIssue';
import { validators } from '../fields/registry';

const SHAPE = new RegExp(email.pattern, 'u');

// An email typed outside a form (the Truth in Lending copy's one box) held to the same rule as every form's email
// field: the shared definition (schemas/forms/definitions/email.json: its pattern, its length and its x-rules), with
// its messages. Null: the address may be sent. An empty box is the caller's to judge.
export function emailAddressIssue(value: string, today: Date): FieldIssue | null {
  const text = value.trim();
  if (text.length > email.maxLength) return { code: email['x-messages'].maxLength };
  if (!SHAPE.test(text)) return { code: email['x-messages'].pattern };
  for (const rule of email['x-rules']) {
    const issue = validators[rule as keyof typeof validators](text, { today });
    if (issue) return issue;
  }
  return null;
}
