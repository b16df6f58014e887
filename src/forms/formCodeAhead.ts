// What the boot asks for when it has painted a form (src/boot.ts), while the app downloads: the form's validators, and
// the form's code (src/forms/ScreenForm.tsx, the form library's chunk), downloaded with this module but not run
// (scripts/vite/startStages.ts lists it with it). The app runs that code when it draws the form, after its own
// modules: run beside them, it made one long task of both on a slow phone.
export { loadFormValidators } from './validatorChunks';
