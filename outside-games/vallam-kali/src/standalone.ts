// The standalone page's entry: an async boundary, so React comes through the federation's shared
// scope here too, as it does inside the site.
import('./standalone-app');
