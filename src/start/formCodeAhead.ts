// The form's code (src/forms/ScreenForm.tsx, the form library's chunk) downloaded while the app downloads, and not
// run: importing this module, which holds nothing, brings that code's files with it (scripts/vite/startStages.ts
// lists them with it). The boot asks for it when it has painted a form (src/start/boot.ts); the app runs the code right
// after its own modules (src/start/main.tsx). Run beside the app's modules, it made one long task of both on a slow phone.
export {};
