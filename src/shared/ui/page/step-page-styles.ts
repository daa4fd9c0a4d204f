import { classNames } from '../class-names';
import styles from './step-page.module.css';
import { formGrid } from '../form-grid/form-grid';
import { panelStyles } from '../surface/panel';

/**
 * Class names of what a page of steps puts in its steps: `form`, a step's column of fields;
 * `actions`, its buttons side by side; `notice` (with `failure`), a boxed message such as a
 * refusal; `success`, the boxed answer that ends the flow. Apart from the step layout, so a page
 * in the column that shows none of these does not load them.
 */
export const stepPageStyles = {
  form: formGrid.column,
  actions: styles.actions,
  notice: styles.notice,
  failure: styles.failure,
  success: classNames(panelStyles.panel, styles.success),
};
