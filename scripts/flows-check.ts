// npm run flows:check — validates every flow against schemas/flow.schema.json and holds every name a flow uses
// (screens, facts, actions, components, forms, copy, buttons, variants, modals) against what exists, and checks
// that every screen is reachable; then the config beside the flows and the QA fixtures' replay steps. Prints `file:line:column: sentence` per problem; exits 1 when there is any.
import { flowsCheck } from './lib/flowsCheck';

// The checking itself is scripts/lib/flowsCheck.ts (the dev server's overlay shows the same lines).
const { lines, flowFiles, screens } = flowsCheck();

if (lines.length) {
  for (const l of lines) console.error(l);
  console.error(`flows:check: ${lines.length} problem${lines.length === 1 ? '' : 's'}`);
  process.exit(1);
}
console.log(`flows:check: ${flowFiles} flow files, ${screens} screens across both journeys, no problems`);
