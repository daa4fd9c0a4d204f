import type { ReactNode } from 'react';
import { paths } from '@/shared/domain/routing/paths';
import { StaticPageLayout, Steps, TextSections } from './components/static-page-layout';
import { coverageTexts } from './coverage-texts';
import { portInTexts } from './port-in-texts';

/**
 * The information pages that carry another feature's tool (the port-in request, the coverage
 * check): apart from the other information pages, so their routes load only their own texts.
 */

/** A flow a route shows on an information page, under its introduction (it comes from another feature). */
interface PageToolProps {
  tool?: ReactNode;
}

/** /haz-tu-portabilidad (also /portabilidad): how to keep the number when moving to the brand. */
export function PortInPage({ tool }: PageToolProps) {
  const texts = portInTexts;
  return (
    <StaticPageLayout
      page={texts}
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
  const texts = coverageTexts;
  return (
    <StaticPageLayout
      page={texts}
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
