import { useLayoutEffect } from 'react';
import { firstScreenDrawn } from '../start/firstScreen';

// The page shown when the flows or copy cannot be read: the generic error text (when copy itself loaded) and
// every problem as `file:line: sentence`, so product can fix them. Never a white screen.
export function ConfigProblems({ problems, generic }: { problems: readonly string[]; generic: string }) {
  useLayoutEffect(() => firstScreenDrawn('other'), []);
  return (
    <div className="app">
      <main className="screen config-problems">
        {generic ? <h1>{generic}</h1> : null}
        <ul className="problem-list">
          {problems.map((problem) => <li key={problem}><code>{problem}</code></li>)}
        </ul>
      </main>
    </div>
  );
}
