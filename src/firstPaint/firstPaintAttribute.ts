/** The attribute the page's root carries once the boot has painted a screen (its id): src/main.tsx reads it. */
export const FIRST_PAINT_ATTRIBUTE = 'data-first-paint';
