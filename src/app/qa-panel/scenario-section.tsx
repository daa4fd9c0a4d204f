import { memo, useId, useMemo, useState } from 'react';
import { classNames } from '@/shared/ui/class-names';
import { TextField } from '@/shared/ui/text-field/text-field';
import { isKnownOutcome, scenarioProblems, type ScenarioProblem } from '@mocks/engine/scenario-keys';
import type { OperationDefinition } from '@mocks/engine/types';
import { formatScenarioParam, type ScenarioEntries } from '@mocks/scenarios';
import { DEFAULT_OUTCOME, groupOperationsByTag, matchesFilter, outcomeGroupsWithCurrent } from './operation-outcomes';
import { PanelSection } from './panel-section';
import styles from './qa-panel.module.css';
import { qaTexts } from './texts';

const texts = qaTexts.scenarios;

interface ScenarioSectionProps {
  operations: readonly OperationDefinition[];
  scenarios: ScenarioEntries;
  onChoose: (operationId: string, outcome: string) => void;
}

export function ScenarioSection({ operations, scenarios, onChoose }: ScenarioSectionProps) {
  const [filter, setFilter] = useState('');
  const visible = useMemo(() => operations.filter((operation) => matchesFilter(operation, filter)), [operations, filter]);
  const groups = useMemo(() => groupOperationsByTag(visible), [visible]);
  const problems = useMemo(() => scenarioProblems(operations, scenarios), [operations, scenarios]);
  // A refused entry is never listed as active: its calls answer 400, not the chosen outcome.
  const accepted = Object.fromEntries(Object.entries(scenarios).filter(([operationId]) => !problems.some((problem) => problem.operationId === operationId)));
  const active = formatScenarioParam(accepted);
  const activeCount = Object.keys(accepted).length;
  const filtering = filter.trim() !== '';

  return (
    <PanelSection heading={texts.heading} count={texts.active(activeCount)} open>
      {problems.length > 0 && <RefusedScenarios problems={problems} onChoose={onChoose} />}
      <p className={styles.note}>
        {active ? (
          <>
            {texts.activeList} <code className={styles.code}>{active}</code>
          </>
        ) : (
          texts.noneActive
        )}
      </p>
      <TextField
        type="search"
        label={texts.filter}
        value={filter}
        onChange={(event) => setFilter(event.target.value)}
        hint={texts.shown(visible.length, operations.length)}
        autoComplete="off"
        spellCheck={false}
      />
      {groups.length === 0 && <p className={styles.note}>{texts.noMatch}</p>}
      {groups.map((group) => (
        // A new key when filtering starts or stops: the groups open to show every match, then fold again.
        <TagGroup
          key={`${group.tag}:${filtering}`}
          tag={group.tag}
          operations={group.operations}
          scenarios={scenarios}
          onChoose={onChoose}
          openAtFirst={filtering}
        />
      ))}
    </PanelSection>
  );
}

/** The red lines: each scenario the contract does not know, why, the keys it knows, and a way to drop it. */
function RefusedScenarios({ problems, onChoose }: { problems: ScenarioProblem[]; onChoose: ScenarioSectionProps['onChoose'] }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={styles.refused}>
      <h4 id={headingId} className={styles.refusedHeading}>
        {texts.refusedHeading}
      </h4>
      <ul className={styles.refusedList}>
        {problems.map((problem) => {
          const entry = `${problem.operationId}:${problem.outcome}`;
          return (
            <li key={entry} className={styles.refusedLine}>
              <p>
                {problem.reason === 'unknownOperation'
                  ? texts.unknownOperation(problem.operationId, problem.outcome)
                  : texts.unknownOutcome(problem.operationId, problem.outcome)}
                {problem.suggestion && ` ${texts.suggestion(problem.suggestion)}`}
                {problem.reason === 'unknownOutcome' && ` ${texts.knownOutcomes(problem.known)}`}
              </p>
              <button
                type="button"
                className={styles.refusedRemove}
                aria-label={texts.remove(entry)}
                onClick={() => onChoose(problem.operationId, DEFAULT_OUTCOME)}
              >
                {texts.removeLabel}
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

interface TagGroupProps extends Omit<ScenarioSectionProps, 'operations'> {
  tag: string;
  operations: OperationDefinition[];
  openAtFirst: boolean;
}

/**
 * The operations of one tag, folded unless one of them has a scenario or a filter is typed. The
 * `open` it starts with never changes while it is mounted, so React never undoes a person's toggle.
 */
function TagGroup({ tag, operations, scenarios, onChoose, openAtFirst }: TagGroupProps) {
  const headingId = useId();
  const chosen = operations.filter((operation) => scenarios[operation.operationId] !== undefined);
  // A refused outcome opens its group (its row is red) but is not counted as active.
  const active = chosen.filter((operation) => isKnownOutcome(operation, scenarios[operation.operationId] ?? '')).length;
  const [open] = useState(openAtFirst || chosen.length > 0);
  return (
    <details open={open} aria-labelledby={headingId} className={styles.tagGroup}>
      <summary className={styles.tagSummary}>
        <h4 id={headingId} className={styles.tagHeading}>
          {tag}
        </h4>{' '}
        <span className={styles.count}>
          ({operations.length}
          {active > 0 && ` · ${texts.active(active)}`})
        </span>
      </summary>
      <ul className={styles.operationList}>
        {operations.map((operation) => (
          <OperationRow key={operation.operationId} operation={operation} outcome={scenarios[operation.operationId]} onChoose={onChoose} />
        ))}
      </ul>
    </details>
  );
}

interface OperationRowProps {
  operation: OperationDefinition;
  outcome: string | undefined;
  onChoose: ScenarioSectionProps['onChoose'];
}

// Memoised: choosing one outcome re-renders one row, not the whole contract.
const OperationRow = memo(function OperationRow({ operation, outcome, onChoose }: OperationRowProps) {
  const selectId = useId();
  const describedById = useId();
  const groups = outcomeGroupsWithCurrent(operation, outcome);
  const refused = outcome !== undefined && groups.some((group) => group.label === texts.refusedGroup);
  return (
    <li className={classNames(styles.operation, outcome && (refused ? styles.operationRefused : styles.operationActive))}>
      <label htmlFor={selectId} className={styles.operationId}>
        {operation.operationId}
      </label>
      <p id={describedById} className={styles.operationPath}>
        <span className={styles.method}>{operation.method.toUpperCase()}</span> {operation.path}
      </p>
      <select
        id={selectId}
        className={styles.select}
        aria-describedby={describedById}
        value={outcome ?? DEFAULT_OUTCOME}
        onChange={(event) => onChoose(operation.operationId, event.target.value)}
      >
        <option value={DEFAULT_OUTCOME}>{texts.defaultOutcome}</option>
        {groups.map((group) => (
          <optgroup key={group.label} label={group.label}>
            {group.options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </optgroup>
        ))}
      </select>
    </li>
  );
});
