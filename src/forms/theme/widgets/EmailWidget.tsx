import type { WidgetDeclaration } from '../../../../engine/forms/uiVocabulary';
import type { WidgetProps } from '@rjsf/utils';
import { useState } from 'react';
import { emailSuggestionHint } from '../../../../engine/fields/emailSuggestionHint';
import { messageFor } from '../../../../engine/fields/messageFor';
import type { FormContext } from '../FormContext';
import { describedBy } from '../ids';
import { applyFilter, fieldUi, hasBehaviour } from '../uiOptions';
import { inputProps } from './inputProps';
import { useTypedText } from './useTypedText';

// An email input; with the emailSuggestion behaviour a mistyped provider is caught on blur and 'Did you mean
// {suggestion}?' is offered as a button that puts the suggestion in. The borrower may ignore it.
export function EmailWidget(props: WidgetProps) {
  const { id, onBlur, options, registry, rawErrors } = props;
  const ctx = registry.formContext as FormContext;
  const { box, text, type, send } = useTypedText(props);
  const [suggestion, setSuggestion] = useState<{ text: string; email: string } | null>(null);
  return (
    <>
      <input
        {...inputProps(props, Boolean(suggestion))}
        aria-describedby={describedBy(id, rawErrors?.length, suggestion)}
        type="email"
        inputMode="email"
        spellCheck={false}
        autoCapitalize="none"
        {...box}
        onChange={(e) => {
          type(applyFilter(fieldUi(options), e.target.value));
          if (suggestion) setSuggestion(null);
        }}
        onBlur={() => {
          const issue = hasBehaviour(options, 'emailSuggestion') ? emailSuggestionHint(text()) : null;
          const email = issue?.params?.suggestion;
          setSuggestion(issue && email ? { text: messageFor(issue, ctx.messages), email } : null);
          onBlur(id, text());
        }}
      />
      {suggestion ? (
        <div id={`${id}-hint`} className="field-hint">
          <button type="button" className="link-button" onClick={() => { send(suggestion.email); setSuggestion(null); }}>{suggestion.text}</button>
        </div>
      ) : null}
    </>
  );
}

export default EmailWidget;

export const widget = { name: 'email', rank: 2, draws: ['string'], says: 'An email address box (the phone keyboard with @).',
  question: { schema: { $ref: 'definitions/email.json' }, ui: { 'ui:widget': 'email', 'ui:filter': 'email', 'ui:autocomplete': 'email', 'ui:inputmode': 'email' } } } satisfies WidgetDeclaration;
