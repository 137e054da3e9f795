// The stylesheet's stand-in in the server part: the page links the browser's.
export {};
