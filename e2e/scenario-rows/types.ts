import type { Page } from '@playwright/test';
import type { SessionUser } from '../../src/shared/session/session-user';

/** One outcome of the contract as a screen shows it: a row of the screen scenario table. */
export type ScreenOutcome = {
  operationId: string;
  /** The example key (or `networkError`, `code=500`...) that `?scenario=` names. */
  outcome: string;
  path: string;
  /** What the visitor does on the page to reach the outcome; nothing for a page that shows it on load. */
  act: (page: Page) => Promise<void>;
  /** Spanish text the visitor reads. */
  shows: string;
  /** A link the outcome offers, checked by its name and target. */
  link?: { name: string; href: string };
  /** Other operations' outcomes the row needs on the way (e.g. a valid line check before a login failure). */
  alsoScenarios?: Record<string, string>;
  /** The customer logged in before the page loads (logged-in pages). */
  session?: SessionUser;
  /** The row at a phone's width (375 × 812) instead of the table's default 1280 × 720. */
  phone?: boolean;
  /** sessionStorage entries of the tab before the page loads (e.g. the state of a login sent to the identity provider). */
  tabStorage?: Record<string, string>;
};

export const showsOnLoad = async (): Promise<void> => {};
