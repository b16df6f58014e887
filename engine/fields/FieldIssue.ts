// What a validator says about a value: a message code (the words live in content/en/messages.yaml) and the named
// values its {placeholders} need. Codes, not sentences, so product can reword without a code change.
export interface FieldIssue {
  code: string;
  params?: Record<string, string>;
}
