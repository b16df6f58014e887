// Text placed into HTML the app writes itself (the page the build serves, the screen the boot paints before the
// app): the five characters HTML reads as markup become numeric entities, so no value can change the page.
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
