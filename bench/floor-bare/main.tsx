// The bare floor of `npm run bench:web`: React 19 + react-router 7, one read of the API the app's first screen
// reads, a heading and the entry form's three fields in plain React
// (npm run bench:keys types into them as it types into the app's). What the app's first screen costs beyond this is its own.
// `?fields=N` (N > 3) adds plain text fields after the three until the form holds N, so bench:keys can also measure
// a bare page whose form has as many fields as the app's: the browser's own work on each keystroke (its autofill
// reads the whole form the field is in) grows with the fields, and that part is not the app's.
import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { FloorPage } from '../shared/FloorPage';
import '../shared/floor.css';

const NAMED = ['firstName', 'lastName', 'email'] as const;
const MAX_FIELDS = 60;

// The form's field count from `?fields=`; anything missing, too small or unreadable leaves the three.
function fieldCount(): number {
  const asked = Number(new URLSearchParams(window.location.search).get('fields'));
  return Number.isInteger(asked) && asked > NAMED.length ? Math.min(asked, MAX_FIELDS) : NAMED.length;
}

const EXTRA = Array.from({ length: fieldCount() - NAMED.length }, (_, i) => `extra${i + 1}`);

function BareForm() {
  const [values, setValues] = useState<Record<string, string>>({});
  const bind = (name: string) => ({ name, value: values[name] ?? '', onChange: (e: { target: { value: string } }) => setValues({ ...values, [name]: e.target.value }) });
  return (
    <form onSubmit={(e) => e.preventDefault()}>
      <label>First name<input {...bind('firstName')} required /></label>
      <label>Last name<input {...bind('lastName')} required /></label>
      <label>Email<input {...bind('email')} type="email" required /></label>
      {EXTRA.map((name, i) => <label key={name}>Field {i + 4}<input {...bind(name)} /></label>)}
      <button type="submit">Continue</button>
    </form>
  );
}

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <FloorPage form={() => <BareForm />} />
  </StrictMode>,
);
