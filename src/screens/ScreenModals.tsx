import { catalog } from '../content/catalog';
import { Markdown } from '../ui/Markdown';
import { Modal } from '../ui/Modal';
import { plainText } from '../ui/plainText';

// The screen's modals (flow `modals:`), each from content/en/modals/<id>.md; one is open at a time.
export function ScreenModals({ ids, open, onClose, values }: { ids: readonly string[]; open: string | null; onClose: () => void; values: Record<string, unknown> }) {
  return (
    <>
      {ids.map((id) => {
        const copy = catalog.modals[id];
        if (!copy) return null;
        return (
          <Modal key={id} open={open === id} title={plainText(copy.title, values)} closeLabel={copy.buttons.close ?? catalog.site.header.close} onClose={onClose}>
            {copy.subtitle ? <p className="subtitle">{plainText(copy.subtitle, values)}</p> : null}
            <div className="body"><Markdown text={copy.body} values={values} /></div>
          </Modal>
        );
      })}
    </>
  );
}
