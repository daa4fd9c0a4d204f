import { createContext, use, type ComponentType, type ReactNode } from 'react';

/**
 * The document title of the screen being shown, given by the route from its row of the table of
 * pages (src/app). Generic UI knows nothing of the table, so the route hands it the finished text.
 */
const DocumentTitleContext = createContext<string | undefined>(undefined);

export function DocumentTitleProvider({ title, children }: { title: string; children: ReactNode }) {
  return <DocumentTitleContext value={title}>{children}</DocumentTitleContext>;
}

/** What every variant places: the h1 that `<Page>` renders, the intro under it, and the page's content. */
export interface PageFrameProps {
  heading: ReactNode;
  /** The h1's id, for a frame that names its opening section after it. */
  headingId?: string;
  intro?: ReactNode;
  /** The page's own rules on the frame (its width, its spacing); they win over the variant's. */
  className?: string;
  children?: ReactNode;
}

/**
 * A layout of a page, with the options of its own: `landingLayout` (landing-page.tsx),
 * `articleLayout` (article-page.tsx) or `stepLayout` (step-page.tsx). Each lives in a module of its own, with its CSS,
 * so a page loads only the layout it uses.
 */
export type PageVariant<Options extends object = object> = ComponentType<PageFrameProps & Options>;

export type PageProps<Options extends object> = Omit<PageFrameProps, 'heading'> &
  Options & {
    variant: PageVariant<Options>;
    /** The page's h1. */
    heading: string;
  };

/**
 * Every screen opens with this: the h1 and the intro in the variant's layout, and the document
 * title of the route's row of the table of pages. No page writes its own h1 or title.
 */
export function Page<Options extends object>({ variant: Frame, heading, headingId, ...frame }: PageProps<Options>) {
  const documentTitle = use(DocumentTitleContext);
  const frameProps = { ...frame, headingId, heading: <h1 id={headingId}>{heading}</h1> } as PageFrameProps & Options;
  return (
    <>
      {documentTitle !== undefined && <title>{documentTitle}</title>}
      <Frame {...frameProps} />
    </>
  );
}

/** What opens a page: its h1 and the introduction under it (the pages' text tables). */
export interface PageHead {
  heading: string;
  intro: string;
}

/** A link of a page to a related page or flow. */
export interface PageLink {
  to: string;
  label: string;
}
