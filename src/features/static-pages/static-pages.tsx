import { Link } from 'react-router-dom';
import { brand } from '@/shared/config/brand';
import { pages } from '@/shared/domain/routing/pages';
import { paths } from '@/shared/domain/routing/paths';
import { FrequentQuestions } from './components/frequent-questions';
import { StaticPageLayout, TextSections } from './components/static-page-layout';
import styles from './components/static-page-layout.module.css';
import { staticPagesTexts } from './texts';

// The two pages that carry another feature's tool have their own module.
export { CoveragePage, PortInPage } from './tool-pages';

/** /centros-de-atencion (also /faq-bait and /preguntas-frecuentes): channels and frequent questions. */
export function ServiceCentresPage() {
  const texts = staticPagesTexts.serviceCentres;
  return (
    <StaticPageLayout page={texts}>
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
    <StaticPageLayout page={texts}>
      <TextSections sections={texts.sections} />
    </StaticPageLayout>
  );
}

/** /terminos-y-condiciones. */
export function TermsPage() {
  const texts = staticPagesTexts.terms;
  return (
    <StaticPageLayout page={texts} links={[{ to: paths.fairUse, label: texts.fairUse }]}>
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
    <StaticPageLayout page={texts}>
      {texts.groups.map((group) => (
        <section key={group.heading} className={styles.section}>
          <h2>{group.heading}</h2>
          <ul className={styles.steps}>
            {group.pages.map((page) => (
              <li key={page}>
                <Link to={pages[page].path}>{pages[page].siteMapLabel}</Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </StaticPageLayout>
  );
}
