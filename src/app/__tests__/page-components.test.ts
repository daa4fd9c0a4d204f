import { describe, expect, expectTypeOf, it } from 'vitest';
import { pages, type PageKey, type PageRow } from '@/shared/domain/routing/pages';
import { componentParts, pageComponentsModule } from '../../../scripts/lib/page-components-code';
import { pageModules } from '../generated/page-components';
import type { ModulesGiving } from '../routes';

/** A table of one row naming `component`. */
const tableNaming = (component: PageRow['component']) => ({ notFound: { ...pages.notFound, component } });

// The expectTypeOf cases are checked by the typecheck (`tsc -p .`), where a mistake fails it.
describe('the generated loaders of the page modules', () => {
  it('load each module a row names, lazily, once', () => {
    const generated = pageComponentsModule({
      topUps: { component: 'features/offers/offer-pages#TopUpsPage' },
      prepaid: { component: 'features/offers/offer-pages#PrepaidPage' },
    });
    expect(generated.match(/import\(/g)).toHaveLength(1);
    expect(generated).toContain("  'features/offers/offer-pages': () => import('../../features/offers/offer-pages'),");
  });

  it('give every row of the table its component', () => {
    expectTypeOf(pageModules).toExtend<ModulesGiving<(typeof pages)[PageKey]['component']>>();
  });

  it('fail the typecheck for a row whose export or module does not exist', () => {
    expectTypeOf(pageModules).toExtend<ModulesGiving<'app/not-found-page#NotFoundPage'>>();
    expectTypeOf(pageModules).not.toExtend<ModulesGiving<'app/not-found-page#NotFoundPag'>>();
    expectTypeOf(pageModules).not.toExtend<ModulesGiving<'app/not-found#NotFoundPage'>>();
  });

  it('are not written for a component that does not read <module>#<export>', () => {
    expect(() => componentParts('app/not-found-page')).toThrow("'<module under src>#<export>'");
    expect(() => componentParts('app/not-found-page#Not-Found')).toThrow();
    expect(() => pageComponentsModule(tableNaming('../outside#Page'))).toThrow();
  });
});
