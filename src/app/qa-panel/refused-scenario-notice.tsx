import { useEffect, useState } from 'react';
import { Button } from '@/shared/ui/button/button';
import { Dialog } from '@/shared/ui/dialog/dialog';
import { initialFocusProps } from '@/shared/ui/dialog/use-modal-dialog';
import { recentCalls, subscribeToCalls } from '@mocks/activity';
import type { ScenarioProblem } from '@mocks/engine/scenario-keys';
import { getScenarios, storeScenarios } from '@mocks/scenarios';
import styles from './refused-scenario-notice.module.css';
import { qaTexts } from './texts';

const texts = qaTexts.refusedNotice;

/** The entry a problem names, and the one its likely key would make. */
function entryOf(problem: ScenarioProblem): string {
  return `${problem.operationId}:${problem.outcome}`;
}

function likelyEntryOf(problem: ScenarioProblem): string | undefined {
  if (!problem.suggestion) return undefined;
  return problem.reason === 'unknownOperation' ? `${problem.suggestion}:${problem.outcome}` : `${problem.operationId}:${problem.suggestion}`;
}

/** The refused entries of the newest refused call, once each; none when the newest call was answered. */
function newestRefusal(): ScenarioProblem[] {
  const [newest] = recentCalls();
  return newest?.source === 'refused' ? (newest.refused ?? []) : [];
}

/**
 * A refused scenario must not pass for an outcome (issue 35): when the mocks refuse a call, a
 * modal notice covers the page, names the entry and its likely key, and lets QA take the likely
 * key or drop the entry. Closing it drops the entry, so nothing refused stays active unseen.
 */
export function RefusedScenarioNotice() {
  const [problems, setProblems] = useState<ScenarioProblem[]>([]);

  useEffect(
    () =>
      subscribeToCalls(() => {
        const refused = newestRefusal();
        if (refused.length > 0) setProblems(refused);
      }),
    [],
  );

  function replace(problem: ScenarioProblem, likely: string | undefined) {
    const scenarios = Object.fromEntries(Object.entries(getScenarios()).filter(([operationId]) => operationId !== problem.operationId));
    if (likely) {
      const separator = likely.indexOf(':');
      scenarios[likely.slice(0, separator)] = likely.slice(separator + 1);
    }
    storeScenarios(scenarios);
  }

  function dropAll() {
    for (const problem of problems) replace(problem, undefined);
    setProblems([]);
  }

  const [first] = problems;
  return (
    <Dialog open={problems.length > 0} onClose={dropAll} title={texts.title} description={texts.failed} className={styles.notice}>
      {problems.map((problem) => {
        const entry = entryOf(problem);
        const likely = likelyEntryOf(problem);
        return (
          <div key={entry} className={styles.problem}>
            <p className={styles.entry}>
              {problem.reason === 'unknownOperation'
                ? texts.unknownOperation(problem.operationId, problem.outcome)
                : texts.unknownOutcome(problem.operationId, problem.outcome)}{' '}
              {likely ? texts.likely(likely) : texts.noLikely}
            </p>
            <div className={styles.actions}>
              {likely && (
                <Button
                  {...(problem === first ? initialFocusProps : {})}
                  onClick={() => {
                    replace(problem, likely);
                    setProblems((current) => current.filter((other) => other !== problem));
                  }}
                >
                  {texts.useLikely(likely)}
                </Button>
              )}
              <Button
                variant="secondary"
                {...(problem === first && !likely ? initialFocusProps : {})}
                onClick={() => {
                  replace(problem, undefined);
                  setProblems((current) => current.filter((other) => other !== problem));
                }}
              >
                {texts.remove(entry)}
              </Button>
            </div>
          </div>
        );
      })}
      <p className={styles.repeat}>{texts.repeat}</p>
    </Dialog>
  );
}
