// The bare floor of `npm run bench:web`: React 19 + react-router 7, one read of the API the app's first screen
// reads, a heading and the entry form's three fields in plain React
// (npm run bench:keys types into them as it types into the app's). What the app's first screen costs beyond this is its own.
import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { FloorPage } from '../shared/FloorPage';
import '../shared/floor.css';

function BareForm() {
  const [values, setValues] = useState({ firstName: '', lastName: '', email: '' });
  return (
    <form onSubmit={(e) => e.preventDefault()}>
      <label>First name<input name="firstName" value={values.firstName} onChange={(e) => setValues({ ...values, firstName: e.target.value })} required /></label>
      <label>Last name<input name="lastName" value={values.lastName} onChange={(e) => setValues({ ...values, lastName: e.target.value })} required /></label>
      <label>Email<input name="email" type="email" value={values.email} onChange={(e) => setValues({ ...values, email: e.target.value })} required /></label>
      <button type="submit">Continue</button>
    </form>
  );
}

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <FloorPage form={() => <BareForm />} />
  </StrictMode>,
);
