// One list for both ends of compression: the build (scripts/vite/compressAssets.ts) writes a .br and a .gz beside
// each of these files, and the server (serveApp.ts) sends those copies to a browser that accepts them. It lives
// with the server, which must not reach into the tooling; the tooling may read it from here.

/** The files a server may send compressed: text a browser fetches (code, styles, pages, data, source maps). */
export const compressible = /\.(js|mjs|css|html|json|svg|map|txt|webmanifest)$/;
