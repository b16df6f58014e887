// What the Record switch's server side says (authoring/server/record/), shown in the page's panel: like the form
// editor's (authoring/server/form/formWords.ts) these are the tool's words, kept beside its code, never content/'s.
// The fixture name's own refusals are npm run record's (scripts/record/fixtureName.ts), word for word.
export const recordWords = {
  noLink: 'Open a demo link first (npm run dev prints one per fixture): a recording starts on a fresh link of the scenario of the link the page was opened on.',
  busy: 'A recording is under way already: stop it (the Record switch) and name it, or discard it.',
  waitingForName: 'The last recording waits for its name: write it or discard it before recording again.',
  notRecording: 'Nothing is being recorded: turn the Record switch on first.',
  nothingToName: 'There is no stopped recording to write: record a journey, then turn the Record switch off.',
  notAReport: 'That is not a report of the recorder\'s page script (scripts/record/recorderScript.ts).',
  nameMissing: 'Give the fixture a name (lowercase words joined by hyphens, such as qa-declined-5555).',
  notJustWritten: (name: string) => `Only the fixture just recorded can be replayed from here, not "${name}": run npm run replay -- ${name}.`,
  replaying: 'A replay is running already: wait for its result.',
} as const;
