import { paths } from '@/shared/domain/routing/paths';
import { Button, ButtonLink } from '@/shared/ui/button/button';
import { classNames } from '@/shared/ui/class-names';
import { formGrid } from '@/shared/ui/form-grid/form-grid';
import type { NirChangeOutcome } from '../api/outcomes';
import { nirChangeTexts } from '../texts';
import styles from './nir-change-forms.module.css';

const texts = nirChangeTexts.result;

export interface NirResultProps {
  outcome: NirChangeOutcome;
  onTryAgain: () => void;
  onAnotherLine: () => void;
}

/**
 * What changeNir answered. Changed: the server's message. Limit exceeded: the spec's text and the
 * service centres (another try would be refused too). Not changed or failed: the message and
 * another try.
 */
export function NirResult({ outcome, onTryAgain, onAnotherLine }: NirResultProps) {
  const changed = outcome.kind === 'changed';
  return (
    <div className={formGrid.narrowColumn}>
      <p className={classNames(styles.result, changed ? styles.success : styles.warning)}>{outcome.message}</p>
      <div className={styles.actions}>
        {(outcome.kind === 'notChanged' || outcome.kind === 'failed') && (
          <Button variant="accent" onClick={onTryAgain}>
            {texts.tryAgain}
          </Button>
        )}
        {outcome.kind === 'limitExceeded' && (
          <ButtonLink to={paths.serviceCentres} variant="accent">
            {texts.serviceCentres}
          </ButtonLink>
        )}
        <Button variant="secondary" onClick={onAnotherLine}>
          {texts.anotherLine}
        </Button>
      </div>
    </div>
  );
}
