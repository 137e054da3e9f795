// core-js-pure ships no types; these two are the platform's own classes, unchanged.
declare module 'core-js-pure/actual/url' {
  const URLPolyfill: typeof URL;
  export default URLPolyfill;
}
declare module 'core-js-pure/actual/url-search-params' {
  const URLSearchParamsPolyfill: typeof URLSearchParams;
  export default URLSearchParamsPolyfill;
}
