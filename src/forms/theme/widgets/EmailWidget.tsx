import { useState } from 'react';
import { emailSuggestionHint } from '../../../../engine/fields/emailSuggestionHint';
import { messageFor } from '../../../../engine/fields/messageFor';
import { applyFilter, fieldUi, hasBehaviour, inputProps, type FormContext, type WidgetDeclaration, type WidgetProps } from './widgetKit';
import { useTypedText } from './useTypedText';

// An email box; with emailSuggestion a mistyped provider is caught on blur and the fix offered as a button.
export default function EmailWidget(props: WidgetProps) {
  const { id, onBlur, options, registry } = props;
  const ctx = registry.formContext as FormContext;
  const { box, text, type, send } = useTypedText(props);
  const [suggestion, setSuggestion] = useState<{ text: string; email: string } | null>(null);
  return (
    <>
      <input
        {...inputProps(props, Boolean(suggestion))}
        type="email" inputMode="email" spellCheck={false} autoCapitalize="none"
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

export const widget = { name: 'email', rank: 2, draws: ['string'], says: 'An email address box (the phone keyboard with @).',
  question: { schema: { $ref: 'definitions/email.json' }, ui: { 'ui:widget': 'email', 'ui:filter': 'email', 'ui:autocomplete': 'email', 'ui:inputmode': 'email' } } } satisfies WidgetDeclaration;
