import styles from './visually-hidden.module.css';

/**
 * The class for what screen readers read and the page does not show (a status line, the words
 * after a visible name, a radio drawn as a chip). Use it rather than copying the rule into a
 * stylesheet: `className={visuallyHidden}`.
 */
export const visuallyHidden = styles.visuallyHidden;
