/** An action's answers: the name a form's answer comes under (answersFor: a field's `ui:sendAs`, else its own
 * name) -> the property the action's call sends it as. */
export type AnswerMap = Readonly<Record<string, string>>;

// The answers each action sends, by the lender's names (the contract's, never a form field's): the form of a screen
// whose event runs the action says which of its fields gives each (its UI schema's `ui:sendAs`, or the field's own
// name when that is the lender's), and flows:check refuses a screen whose form gives one of them with no field
// (scripts/check/rules/actionAnswers.ts). Mostly an answer goes as it came; a returning borrower's number goes
// as returnMobileNumber. Actions that send a whole form (submitData, signOffer, the prequal forms) or a `save:`
// map (saveAnswers) are not here: they send whatever the form gives. (Keyed by journey and action name as the
// registry is; not typed by it, which imports the actions that read this table.)
export const actionAnswers = {
  borrower: {
    confirmLater: { serviceCompletionProvidedByBorrower: 'serviceCompletionProvidedByBorrower' },
    confirmEmail: { verifiedEmail: 'verifiedEmail' },
    requestPin: { mobileNumber: 'mobileNumber' },
    requestReturnPin: { mobileNumber: 'returnMobileNumber' },
    verifyPin: { authPin: 'authPin' },
  },
  prequal: {
    prequalRequestPin: { mobileNumber: 'mobileNumber' },
    prequalVerifyPin: { authPin: 'authPin' },
    prequalUpdateAmount: { requestedLoanAmount: 'requestedLoanAmount' },
  },
} as const satisfies Record<'borrower' | 'prequal', Record<string, AnswerMap>>;

/** The answers an action's map names, as its call sends them; an answer the form left empty is left out. */
export function answersAs(input: Record<string, unknown>, map: AnswerMap): Record<string, unknown> {
  const values = (input.values ?? {}) as Record<string, unknown>;
  const body: Record<string, unknown> = {};
  for (const [answer, property] of Object.entries(map)) {
    const value = values[answer];
    if (value !== undefined && value !== null && value !== '') body[property] = value;
  }
  return body;
}
