// Writes the precompiled validators of every form schema (engine/generated/forms/<id>.validators.js).
// Run after editing schemas/forms/*.schema.json: npm run forms:compile (the build and the dev server also do it,
// and flows:check fails while a committed file is stale).
import { formIds, writeFormValidators } from './lib/formValidators';

const written = writeFormValidators();
console.log(written.length ? `forms: wrote ${written.map((id) => `${id}.validators.js`).join(', ')}` : `forms: ${formIds().length} validator files up to date`);
