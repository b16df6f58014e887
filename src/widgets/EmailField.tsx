import { useState } from 'react';
import { emailSuggestionHint } from '../../engine/fields/emailSuggestionHint';
import { messageFor } from '../../engine/fields/messageFor';
import { applyFilter } from './applyFilter';
import { FieldTemplate } from './FieldTemplate';
import { inputAttributes } from './inputAttributes';
import type { WidgetProps } from './WidgetProps';

// An email input that catches a mistyped provider on blur and offers 'Did you mean {suggestion}?' as a button that
// puts the suggestion in; the borrower may ignore it and keep what they typed.
export function EmailField(props: WidgetProps & { messages: Record<string, string> }) {
  const { id, label, value, onChange, onBlur, error, hint, spec, messages } = props;
  const [suggestion, setSuggestion] = useState<{ text: string; email: string } | null>(null);
  const offer = suggestion ? (
    <button type="button" className="link-button" onClick={() => { onChange(suggestion.email); setSuggestion(null); }}>
      {suggestion.text}
    </button>
  ) : hint;
  return (
    <FieldTemplate id={id} label={label} error={error} hint={offer}>
      <input
        {...inputAttributes(props, offer)}
        type="email"
        autoComplete={spec?.autocomplete ?? 'email'}
        inputMode={spec?.inputmode ?? 'email'}
        spellCheck={false}
        autoCapitalize="none"
        onChange={(e) => {
          onChange(applyFilter(spec, e.target.value));
          setSuggestion(null);
        }}
        onBlur={() => {
          const issue = emailSuggestionHint(value);
          const email = issue?.params?.suggestion;
          setSuggestion(issue && email ? { text: messageFor(issue, messages), email } : null);
          onBlur();
        }}
      />
    </FieldTemplate>
  );
}
