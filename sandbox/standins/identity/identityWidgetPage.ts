import { escapeHtml } from '../shared/escapeHtml';

// What the stand-in's hosted page says, in each language it speaks. It stands for Persona's own screens, so the
// words live with the stand-in, not in content/. The texts persona-widget.js shows later (status lines) travel
// in data- attributes of the status line, so every word of the page is in this one table.
export const IDENTITY_TEXTS = {
  en: {
    title: 'Sandbox identity check',
    intro: "Sandbox stand-in for the driver's licence scan. No document or photo is taken. Choose how this check ends.",
    inquiry: 'Inquiry:',
    complete: 'Complete',
    fail: 'Fail',
    exit: 'Exit',
    recording: 'Recording...',
    completed: 'Done: completed.',
    failed: 'Done: failed.',
    abandoned: 'Done: abandoned.',
    retry: 'The sandbox could not record the outcome. Try again.',
    noOrigin: 'No iframe-origin in the address: events cannot reach the app.',
  },
  es: {
    title: 'Verificación de identidad (entorno de prueba)',
    intro: 'Simulación del escaneo de la licencia de conducir. No se toma ningún documento ni foto. Elija cómo termina esta verificación.',
    inquiry: 'Consulta:',
    complete: 'Completar',
    fail: 'Fallar',
    exit: 'Salir',
    recording: 'Registrando...',
    completed: 'Listo: verificación completada.',
    failed: 'Listo: verificación fallida.',
    abandoned: 'Listo: verificación abandonada.',
    retry: 'El entorno de prueba no pudo registrar el resultado. Inténtelo de nuevo.',
    noOrigin: 'La dirección no tiene iframe-origin: los eventos no pueden llegar a la aplicación.',
  },
} as const;

export type IdentityPageLanguage = keyof typeof IDENTITY_TEXTS;

// The SDK sends its `language` option as the query's `language` (Persona's codes: en-US, es-MX, fr...): the page
// speaks the language of its first part when it has it, else English, as Persona falls back for a code it lacks.
export function identityPageLanguage(requested: unknown): IdentityPageLanguage {
  const language = typeof requested === 'string' ? requested.split('-')[0]!.toLowerCase() : '';
  return language in IDENTITY_TEXTS ? (language as IdentityPageLanguage) : 'en';
}

// The stand-in's hosted identity page. Static markup only: every dynamic value (inquiry id, status) is set by
// persona-widget.js through textContent, and the script and styles are separate files for script-src 'self'.
export function identityWidgetPage(language: IdentityPageLanguage): string {
  const t = IDENTITY_TEXTS[language];
  const e = escapeHtml;
  return `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${e(t.title)}</title>
<link rel="stylesheet" href="widget.css">
</head>
<body>
<main aria-labelledby="heading">
<h1 id="heading" tabindex="-1">${e(t.title)}</h1>
<p>${e(t.intro)}</p>
<p>${e(t.inquiry)} <code id="inquiry-id"></code></p>
<div class="actions">
<button type="button" id="complete" disabled>${e(t.complete)}</button>
<button type="button" id="fail" disabled>${e(t.fail)}</button>
<button type="button" id="exit" disabled>${e(t.exit)}</button>
</div>
<p id="status" role="status" aria-live="polite" data-recording="${e(t.recording)}" data-completed="${e(t.completed)}" data-failed="${e(t.failed)}" data-abandoned="${e(t.abandoned)}" data-retry="${e(t.retry)}" data-no-origin="${e(t.noOrigin)}"></p>
</main>
<script src="widget.js"></script>
</body>
</html>
`;
}
