import { useQuery } from '@tanstack/react-query';
import { paths } from '@/shared/domain/routing/paths';
import { useLogOut, useSessionUser, type SessionUser } from '@/shared/domain/session';
import { formatDateTime } from '@/shared/format/date-time';
import { formatPhone } from '@/shared/format/phone';
import { Button, ButtonLink } from '@/shared/ui/button/button';
import { Page } from '@/shared/ui/page/page';
import { stepLayout } from '@/shared/ui/page/step-page';
import { balanceQueryOptions } from './api/balance-api';
import type { Balance } from './api/to-balance';
import styles from './balance-page.module.css';
import { ConsumptionCard } from './components/consumption-card';
import { balanceTexts as texts } from './texts';
import { useOfferingNames } from './use-offering-names';

function BalanceDetails({ balance, lineType }: { balance: Balance; lineType: number }) {
  const offeringNames = useOfferingNames(balance.offerings, lineType);
  const nextTopUp = balance.nextTopUp && formatDateTime(balance.nextTopUp);
  return (
    <>
      {(balance.unlimited || balance.sharesData || nextTopUp) && (
        <ul className={styles.facts}>
          {balance.unlimited && <li className={styles.badge}>{texts.unlimitedPlan}</li>}
          {balance.sharesData && <li>{texts.sharedData}</li>}
          {nextTopUp && (
            <li>
              {texts.nextTopUp}: <time dateTime={balance.nextTopUp}>{nextTopUp}</time>
            </li>
          )}
        </ul>
      )}
      <section aria-labelledby="saldo" className={styles.section}>
        <h2 id="saldo">{texts.consumptionHeading}</h2>
        {balance.lines.length > 0 ? (
          <ul className={styles.cards}>
            {balance.lines.map((line, index) => (
              <li key={`${line.kind}-${index}`}>
                <ConsumptionCard line={line} />
              </li>
            ))}
          </ul>
        ) : (
          <div className={styles.empty}>
            <p>{texts.noConsumption}</p>
            <ButtonLink to={paths.topUps} variant="accent">
              {texts.topUp}
            </ButtonLink>
          </div>
        )}
      </section>
      {balance.offerings.length > 0 && (
        <section aria-labelledby="ofertas" className={styles.section}>
          <h2 id="ofertas">{texts.offeringsHeading}</h2>
          <ul className={styles.offerings}>
            {balance.offerings.map((offering, index) => {
              const expires = formatDateTime(offering.expiresAt);
              return (
                <li key={`${offering.id}-${index}`}>
                  <span className={styles.offeringName}>{offeringNames.get(offering.id) ?? texts.offering(offering.id)}</span>
                  {expires && (
                    <span>
                      {' '}
                      · <time dateTime={offering.expiresAt}>{texts.expires(expires)}</time>
                    </span>
                  )}
                </li>
              );
            })}
          </ul>
        </section>
      )}
    </>
  );
}

function BalanceOfLine({ user }: { user: SessionUser }) {
  const query = useQuery(balanceQueryOptions(user));
  if (query.isPending) {
    return (
      <p role="status" className={styles.message}>
        {texts.loading}
      </p>
    );
  }
  if (query.isError) {
    return (
      <div className={styles.failure}>
        <p role="alert">{texts.failure}</p>
        <Button variant="primary" onClick={() => void query.refetch()} disabled={query.isFetching}>
          {texts.retry}
        </Button>
      </div>
    );
  }
  return <BalanceDetails balance={query.data} lineType={user.userType} />;
}

/** /home (spec 2.2, 3 "Balance response"): the customer's consumption, offers and next top-up. */
export function BalancePage() {
  const user = useSessionUser();
  const { logOut, isLoggingOut } = useLogOut();
  return (
    <Page variant={stepLayout} heading={texts.heading} className={styles.page}>
      <p className={styles.greeting}>{texts.greeting(user?.name ?? '')}</p>
      {user && (
        <>
          <dl className={styles.line}>
            <dt>{texts.lineNumber}</dt>
            <dd>{formatPhone(user.number)}</dd>
          </dl>
          <BalanceOfLine user={user} />
        </>
      )}
      <Button variant="secondary" onClick={logOut} disabled={isLoggingOut} className={styles.logOut}>
        {texts.logOut}
      </Button>
    </Page>
  );
}
