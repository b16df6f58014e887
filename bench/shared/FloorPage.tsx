import { useEffect, useState, type ReactNode } from 'react';
import { BrowserRouter, Route, Routes, useParams } from 'react-router';
import { readApplication, type FloorApplication } from './readApplication';

/** What a floor draws under its heading once the application is read. */
export type FloorForm = () => ReactNode;

// The screen both floors share: the payment link's token from the path (as the app's /:token route takes it), one
// read of the application, then a heading and the floor's form. Until the read answers: a loading line,
// as the app shows one.
function LinkScreen({ form }: { form: FloorForm }) {
  const { token = '' } = useParams();
  const [app, setApp] = useState<FloorApplication | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    readApplication(token).then(setApp, (e: unknown) => setError(e instanceof Error ? e.message : String(e)));
  }, [token]);
  // One <main> throughout, so the loading line giving way to the heading moves nothing (no layout shift).
  if (error) return <main><p role="alert">{error}</p></main>;
  if (!app) return <main><p>Loading</p></main>;
  return (
    <main>
      <h1>Pay {app.merchantName} over time</h1>
      {form()}
    </main>
  );
}

// A floor page: React 19 and react-router 7 around the shared screen.
export function FloorPage({ form }: { form: FloorForm }) {
  return (
    <BrowserRouter>
      <Routes>
        <Route path="/:token" element={<LinkScreen form={form} />} />
      </Routes>
    </BrowserRouter>
  );
}
