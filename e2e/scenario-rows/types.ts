import type { Page } from '@playwright/test';
import type { OperationId, ScenarioMap, ScenarioOutcome } from '../../mocks/scenarios';
import type { SessionUser } from '../../src/shared/domain/session/session-user';

export type { OperationId, ScenarioMap, ScenarioOutcome };

/**
 * The operation and the outcome a row names, typed from the contract: a mistyped key fails the
 * typecheck (decision 150).
 */
type RowScenario = {
  [Id in OperationId]: {
    operationId: Id;
    /** The example key (or `networkError`, `code=500`...) that `?scenario=` names. */
    outcome: ScenarioOutcome<Id>;
  };
}[OperationId];

/** One outcome of the contract as a screen shows it: a row of the screen scenario table. */
export type ScreenOutcome = RowScenario & {
  path: string;
  /** What the visitor does on the page to reach the outcome; nothing for a page that shows it on load. */
  act: (page: Page) => Promise<void>;
  /** Spanish text the visitor reads. */
  shows: string;
  /** A link the outcome offers, checked by its name and target. */
  link?: { name: string; href: string };
  /**
   * An element the outcome shows, or removes, that has a name but no text of its own (a carousel's
   * slide, a dialog around a document), checked by its role and accessible name.
   */
  element?: { role: Parameters<Page['getByRole']>[0]; name: string; absent?: true };
  /** Other operations' outcomes the row needs on the way (e.g. a valid line check before a login failure). */
  alsoScenarios?: ScenarioMap;
  /** The customer logged in before the page loads (logged-in pages). */
  session?: SessionUser;
  /** The row at a phone's width (375 × 812) instead of the table's default 1280 × 720. */
  phone?: boolean;
  /** localStorage entries of the site before the page loads, besides the customer (e.g. a visitor's guest kept from an earlier visit). */
  localEntries?: Record<string, string>;
  /** sessionStorage entries of the tab before the page loads (e.g. the state of a login sent to the identity provider). */
  tabStorage?: Record<string, string>;
  /**
   * Rows of different pages that may run in one document: rows of a set with the same name are
   * grouped as the rows of one page are, restarted between rows (decision 126), instead of one
   * load per page (decision 248). Only for pages whose modules keep nothing between rows (no outside party's script).
   */
  sharedDocument?: string;
};

export const showsOnLoad = async (): Promise<void> => {};

/** The typed operation and outcome of a row built by a helper that takes the operation as a parameter. */
export function rowScenario<Id extends OperationId>(operationId: Id, outcome: ScenarioOutcome<Id>): RowScenario {
  // TypeScript cannot narrow a generic key to one member of the union; the signature already ties them.
  return { operationId, outcome } as RowScenario;
}
