import type { ScreenProps } from './ScreenProps';
import { Button } from '../ui/Button';

// terms, privacy, esign, autopay, creditscore, loanagreement, merchants: the document is the screen's copy body,
// which the shell already draws as Markdown (each heading a real h2/h3 with an id, so it can be reached by
// heading navigation and by #anchor links). This adds the 'Save a copy' link, shown only when the flow sets the
// show-link option (props: { showLink: true }) and the page has a label for it.
export default function LegalDocument({ view, copy }: ScreenProps) {
  const label = copy.buttons.saveCopy;
  if (view.props.showLink !== true || !label) return null;
  return (
    <div className="legal-save">
      <Button kind="link" onClick={() => window.print()}>{label}</Button>
    </div>
  );
}
