// Where the live preview's editors meet the dev server: the page part's address and the calls' prefix. Read by the
// server part (which adds the page part and answers the calls) and by the page part (which makes them).

/** Every editor's calls go under this path on the dev server: /__authoring/<editor>/<call>. */
export const AUTHORING_API = '/__authoring/';
/** The editors' page part, added to the page by the dev server only (never part of the build). */
export const AUTHORING_PAGE = '/authoring/page/main.ts';
/** Where one editor's calls go ('copy': /__authoring/copy/). */
export const editorApi = (editor: string): string => `${AUTHORING_API}${editor}/`;
