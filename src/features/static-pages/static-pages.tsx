import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { brand } from '@/shared/config/brand';
import { paths } from '@/shared/routing/paths';
import { FrequentQuestions } from './components/frequent-questions';
import { StaticPageLayout, Steps, TextSections } from './components/static-page-layout';
import styles from './components/static-page-layout.module.css';
import { staticPagesTexts } from './texts';

/** A flow a route shows on an information page, under its introduction (it comes from another feature). */
interface PageToolProps {
  tool?: ReactNode;
}

/** /haz-tu-portabilidad (also /portabilidad): how to keep the number when moving to the brand. */
export function PortInPage({ tool }: PageToolProps) {
  const texts = staticPagesTexts.portIn;
  return (
    <StaticPageLayout
      documentTitle={texts.documentTitle}
      heading={texts.heading}
      intro={texts.intro}
      links={[
        { to: paths.getALine, label: texts.getALine },
        { to: paths.compatibility, label: texts.compatibility },
      ]}
    >
      <Steps heading={texts.stepsHeading} steps={texts.steps} />
      {tool}
    </StaticPageLayout>
  );
}

/** /cobertura: where the network reaches. */
export function CoveragePage({ tool }: PageToolProps) {
  const texts = staticPagesTexts.coverage;
  return (
    <StaticPageLayout
      documentTitle={texts.documentTitle}
      heading={texts.heading}
      intro={texts.intro}
      links={[
        { to: paths.compatibility, label: texts.compatibility },
        { to: paths.homeInternet, label: texts.homeInternet },
      ]}
    >
      {tool}
      <TextSections sections={texts.sections} />
    </StaticPageLayout>
  );
}

/** /centros-de-atencion (also /faq-bait and /preguntas-frecuentes): channels and frequent questions. */
export function ServiceCentresPage() {
  const texts = staticPagesTexts.serviceCentres;
  return (
    <StaticPageLayout documentTitle={texts.documentTitle} heading={texts.heading} intro={texts.intro}>
      <section className={styles.section}>
        <h2>{texts.channelsHeading}</h2>
        <ul className={styles.steps}>
          {texts.channels.map((channel) => (
            <li key={channel}>{channel}</li>
          ))}
        </ul>
      </section>
      <FrequentQuestions />
    </StaticPageLayout>
  );
}

/** /politica-de-uso-justo (also /PUJ): the fair-use policy. */
export function FairUsePage() {
  const texts = staticPagesTexts.fairUse;
  return (
    <StaticPageLayout documentTitle={texts.documentTitle} heading={texts.heading} intro={texts.intro}>
      <TextSections sections={texts.sections} />
    </StaticPageLayout>
  );
}

/** /terminos-y-condiciones. */
export function TermsPage() {
  const texts = staticPagesTexts.terms;
  return (
    <StaticPageLayout
      documentTitle={texts.documentTitle}
      heading={texts.heading}
      intro={texts.intro}
      links={[{ to: paths.fairUse, label: texts.fairUse }]}
    >
      <TextSections sections={texts.sections} />
      <p>
        <a href={brand.privacyNoticeUrl} target="_blank" rel="noopener noreferrer">
          {texts.privacyNotice}
        </a>
      </p>
    </StaticPageLayout>
  );
}

/** /mapa-sitio: a link to every public page, in groups. */
export function SiteMapPage() {
  const texts = staticPagesTexts.siteMap;
  return (
    <StaticPageLayout documentTitle={texts.documentTitle} heading={texts.heading} intro={texts.intro}>
      {texts.groups.map((group) => (
        <section key={group.heading} className={styles.section}>
          <h2>{group.heading}</h2>
          <ul className={styles.steps}>
            {group.pages.map((page) => (
              <li key={page}>
                <Link to={paths[page]}>{texts.labels[page]}</Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </StaticPageLayout>
  );
}
