// Placeholder entry until the borrower UI lands (issue 4): shows the root screen's copy, parsed by the engine.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import rootCopy from '../content/en/screens/root.md?raw';
import { parseCopy } from '../engine/content/parseCopy';

const copy = parseCopy('content/en/screens/root.md', rootCopy);
const title = copy.ok ? copy.value.title : '';
document.title = title;

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <main>
      <h1>{title}</h1>
    </main>
  </StrictMode>,
);
