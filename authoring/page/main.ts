// The page part of the live preview's editors (authoring/): the dev server adds this script to the page in `npm run
// dev` only (authoring/server/authoringServer.ts; never in the build), and it starts each editor's page part. No
// code of the app imports it.
import './copy/copyEditor';
import './form/formEditor';
import './record/recordPanel';
