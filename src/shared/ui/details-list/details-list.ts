import styles from './details-list.module.css';

/**
 * The class of a `<dl>` of facts about one thing (a recurring top-up, the customer's lines): each
 * term muted on the left, its value in bold on the right, a long value wrapping anywhere. It sets
 * no outer margin: a page that wants space above it gives it.
 */
export const detailsListClass = styles.list;
