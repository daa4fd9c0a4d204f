import { Suspense, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@/shared/domain/routing/paths';
import { Button } from '@/shared/ui/button/button';
import { lazyWithRetry } from '@/shared/ui/lazy-retry';
import { landingLayout } from '@/shared/ui/page/landing-page';
import { Page } from '@/shared/ui/page/page';
import type { ContactVariant } from './contact-variant';
import styles from './get-a-line-page.module.css';
import { acquisitionTexts } from './texts';

const { page: texts } = acquisitionTexts;

// The dialog brings react-hook-form and zod: fetched when a visitor shows interest, not with the page.
const loadContactRequestDialog = () => import('./components/contact-request-dialog');
const ContactRequestDialog = lazyWithRetry(async () => (await loadContactRequestDialog()).ContactRequestDialog);

function preloadContactRequestDialog() {
  void loadContactRequestDialog();
}

/**
 * /cambiate-a-{brand}: get a line through a contact request or a SIM purchase (spec 2.1). The SIM
 * offers belong to the offers feature; the app passes them in.
 */
export function GetALinePage({ simPurchase }: { simPurchase?: ReactNode }) {
  const [variant, setVariant] = useState<ContactVariant | null>(null);
  const [isDialogOpen, setIsDialogOpen] = useState(false);

  function openDialog(chosen: ContactVariant) {
    setVariant(chosen);
    setIsDialogOpen(true);
  }

  return (
    <Page
      variant={landingLayout}
      headingId="get-a-line-heading"
      heading={texts.heading}
      intro={texts.intro}
      actions={
        <div className={styles.actions}>
          <Button variant="accent" onClick={() => openDialog('whatsapp')} onPointerEnter={preloadContactRequestDialog} onFocus={preloadContactRequestDialog}>
            {texts.openWhatsapp}
          </Button>
          <Button variant="accent" onClick={() => openDialog('phone')} onPointerEnter={preloadContactRequestDialog} onFocus={preloadContactRequestDialog}>
            {texts.openPhone}
          </Button>
        </div>
      }
    >
      <section className={styles.steps} aria-labelledby="get-a-line-steps">
        <h2 id="get-a-line-steps">{texts.stepsHeading}</h2>
        <ol className={styles.stepList}>
          {texts.steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </section>
      {simPurchase}
      <p className={styles.compatibility}>
        {texts.compatibilityQuestion} <Link to={paths.compatibility}>{texts.compatibilityLink}</Link>
      </p>
      {variant && (
        <Suspense fallback={null}>
          <ContactRequestDialog variant={variant} open={isDialogOpen} onClose={() => setIsDialogOpen(false)} />
        </Suspense>
      )}
    </Page>
  );
}
