// The embedder API's plain constants, in a module of their own without TypeBox: the browser
// imports these, and a schema built at the top of a module would bring TypeBox into its bundle.

/** Every message carries these, so a parent can tell the game's messages from others'. */
export const EMBED_SOURCE = 'numberland';
export const EMBED_VERSION = 1;

/** The address parameter naming the embedding page's origin, e.g. ?parentOrigin=https://partner.example */
export const PARENT_ORIGIN_PARAM = 'parentOrigin';
