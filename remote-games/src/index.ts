// The standalone page's entry, built as a plain app beside the container (docs/decisions/016).
// The page's code loads as its own chunk so this entry stays small and hash-free.
void import('./standalone/standalone-page');
