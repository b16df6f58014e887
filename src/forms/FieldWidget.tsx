import type { FieldSpec } from '../../engine/fields/FieldTable';
import { catalog } from '../content/catalog';
import { plainText } from '../ui/plainText';
import { AgreementCheckbox } from '../widgets/AgreementCheckbox';
import { CompletionDateField } from '../widgets/CompletionDateField';
import { DobField, type DobValue } from '../widgets/DobField';
import { EmailField } from '../widgets/EmailField';
import { IncomeField } from '../widgets/IncomeField';
import { PhoneField } from '../widgets/PhoneField';
import { PinField } from '../widgets/PinField';
import { TextField } from '../widgets/TextField';
import type { WidgetProps } from '../widgets/WidgetProps';
import { ZipField, type ZipStatus } from '../widgets/ZipField';
import { labelFor } from './labelFor';

export interface FieldWidgetProps {
  name: string;
  id: string;
  value: unknown;
  labels: Record<string, string>;
  copyValues: Record<string, unknown>;
  error: string | null;
  spec: FieldSpec | undefined;
  specs: Record<string, FieldSpec>;
  required: boolean;
  zipStatus: ZipStatus;
  consentChecked: boolean;
  today: string;
  maxDate?: string | undefined;
  onChange: (value: string | DobValue | boolean) => void;
  onBlur: () => void;
  onConsent: (checked: boolean) => void;
  onPin: (pin: string) => void;
}

const EMAIL_FIELDS = ['email', 'verifiedEmail', 'tilaCopyEmail'];
const emptyDob: DobValue = { dobMonth: '', dobDay: '', dobYear: '' };

// Picks the widget a field is drawn with, by the field's name (the names of flows/fields.yaml).
export function FieldWidget(props: FieldWidgetProps) {
  const { name, id, value, labels, copyValues, error, spec, specs, required, onChange, onBlur } = props;
  const label = plainText(labelFor(labels, name), copyValues);
  if (name === 'reviewed') {
    return <AgreementCheckbox id={id} label={labelFor(labels, name)} values={copyValues} checked={props.consentChecked} onChange={props.onConsent} error={error} />;
  }
  if (name === 'dob') {
    const partLabels = { dobMonth: labels.dobMonth ?? '', dobDay: labels.dobDay ?? '', dobYear: labels.dobYear ?? '' };
    return (
      <DobField id={id} label={label} partLabels={partLabels} value={(value as DobValue | undefined) ?? emptyDob} onChange={onChange} onBlur={onBlur} error={error}
        specs={{ dobMonth: specs.dobMonth, dobDay: specs.dobDay, dobYear: specs.dobYear }} />
    );
  }
  const common: WidgetProps = { name, id, label, value: typeof value === 'string' ? value : '', onChange, onBlur, error, spec, required };
  if (name === 'annualIncomeBeforeTaxes') return <IncomeField {...common} />;
  if (name === 'phone') return <PhoneField {...common} hint={labels.ratesApply ? plainText(labels.ratesApply, copyValues) : undefined} />;
  if (name === 'pin') return <PinField {...common} onComplete={props.onPin} />;
  if (name === 'zip') return <ZipField {...common} status={props.zipStatus} checkingText={plainText(labels.checking, copyValues)} />;
  if (name === 'completionDate') return <CompletionDateField {...common} min={props.today} max={props.maxDate} />;
  if (EMAIL_FIELDS.includes(name)) return <EmailField {...common} messages={catalog.messages} />;
  return <TextField {...common} />;
}
