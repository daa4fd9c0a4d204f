import { Suspense, useState } from 'react';
import { useSessionUser } from '@/shared/domain/session';
import { PHONE_PATTERN } from '@/shared/domain/validation/patterns';
import { lazyWithRetry } from '@/shared/ui/lazy-retry';
import { articleLayout } from '@/shared/ui/page/article-page';
import { Page } from '@/shared/ui/page/page';
import { useStepPlacement } from '@/shared/ui/page/use-step-placement';
import type { NirChangeOutcome } from './api/outcomes';
import { LineForm } from './components/line-form';
import styles from './nir-change-page.module.css';
import { nirChangeTexts as texts } from './texts';

/** The steps after the line check load while the visitor types the number (route budget). */
const loadNirSteps = () => Promise.all([import('./components/nir-form'), import('./components/nir-result')]);
const preloadNirSteps = () => void loadNirSteps().catch(() => undefined);
const NirForm = lazyWithRetry(async () => (await loadNirSteps())[0].NirForm);
const NirResult = lazyWithRetry(async () => (await loadNirSteps())[1].NirResult);

type Step = { name: 'line' } | { name: 'nir'; dn: string } | { name: 'result'; dn: string; outcome: NirChangeOutcome };

/**
 * /cambio-nir, "Gestiona tu Bait" (spec 2.1, 2.5): open to every visitor, as the
 * footer links it. The line is identified by its number, the captcha and the line check, not by a
 * session; a logged-in customer finds their own number already typed. Then the available NIRs,
 * the change and its outcome. Each step's heading takes the focus when the step appears.
 */
export function NirChangePage() {
  const user = useSessionUser();
  const [step, setStep] = useState<Step>({ name: 'line' });
  const stepArea = useStepPlacement(step.name === 'result' ? `result-${step.outcome.kind}` : step.name);

  const ownNumber = user && PHONE_PATTERN.test(user.number) ? user.number : '';
  const heading =
    step.name === 'line'
      ? texts.line.heading
      : step.name === 'nir'
        ? texts.nir.heading
        : step.outcome.kind === 'changed'
          ? texts.result.changedHeading
          : texts.result.notChangedHeading;
  const restart = () => setStep({ name: 'line' });

  return (
    <Page variant={articleLayout} heading={texts.heading} intro={texts.intro} className={styles.page}>
      <section ref={stepArea} aria-labelledby="nir-change-step" onFocus={preloadNirSteps}>
        <h2 id="nir-change-step" tabIndex={-1}>
          {heading}
        </h2>
        {step.name === 'line' && <LineForm defaultNumber={ownNumber} onVerified={(dn) => setStep({ name: 'nir', dn })} />}
        <Suspense fallback={<p role="status">{texts.loading}</p>}>
          {step.name === 'nir' && <NirForm dn={step.dn} onChanged={(outcome) => setStep({ name: 'result', dn: step.dn, outcome })} onOtherNumber={restart} />}
          {step.name === 'result' && <NirResult outcome={step.outcome} onTryAgain={() => setStep({ name: 'nir', dn: step.dn })} onAnotherLine={restart} />}
        </Suspense>
      </section>
    </Page>
  );
}
