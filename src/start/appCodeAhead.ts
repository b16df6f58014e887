// The app's stage (src/start/startApp.tsx and the files it imports) downloaded while React's downloads, and not run:
// importing this module, which holds nothing, brings that stage's files with it (scripts/vite/startStages.ts lists
// them with it). The boot asks for it in the task after it asks for the app's first stage (src/start/boot.ts), so no task
// asks for all of the start's files at once; src/start/main.tsx runs the stage in a task of its own.
export {};
