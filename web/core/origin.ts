/**
 * The Stammtisch server this script came from. A club page loads /embed.js from the Stammtisch
 * server, so the widget talks to that server unless told otherwise (the `server` attribute).
 */
export const scriptOrigin: string = new URL(import.meta.url).origin;

/**
 * The prefix of links to the Stammtisch site's pages: '' on the site itself, else the server's
 * origin (the `server` attribute, or where the script came from).
 */
export function siteBase(server: string): string {
  const base = (server || scriptOrigin).replace(/\/$/, '');
  return base === location.origin ? '' : base;
}
