// What saveAnswers sends (in either journey): each answer the form gave, under the API field the flow's `save:` map
// names; a target `answers.<name>` goes into the answers object (questions product added), any other target is a
// field of the loan application (or the prequalification) itself. Unanswered fields are left out, so nothing saved
// before is erased.
export function answersBody(values: Record<string, unknown>, save: Record<string, string>): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  const answers: Record<string, unknown> = {};
  for (const [field, target] of Object.entries(save)) {
    const value = values[field];
    if (value === undefined || value === null || value === '') continue;
    if (target.startsWith('answers.')) answers[target.slice('answers.'.length)] = value;
    else body[target] = value;
  }
  return Object.keys(answers).length ? { ...body, answers } : body;
}
