import { paths } from '@/shared/domain/routing/paths';
import { ButtonLink } from '@/shared/ui/button/button';
import { landingLayout } from '@/shared/ui/page/landing-page';
import { Page } from '@/shared/ui/page/page';
import styles from './home-page.module.css';
import { homeTexts as texts } from './texts';

const cards = [
  { ...texts.getALine, to: paths.getALine },
  { ...texts.compatibility, to: paths.compatibility },
];

export function HomePage() {
  return (
    <Page variant={landingLayout} heading={texts.heading} intro={texts.intro} tall>
      <section aria-labelledby="home-cards-heading">
        <h2 id="home-cards-heading" className={styles.cardsHeading}>
          {texts.cardsHeading}
        </h2>
        <ul className={styles.cards}>
          {cards.map((card) => (
            <li key={card.to}>
              <article className={styles.card}>
                <h3>{card.title}</h3>
                <p>{card.description}</p>
                <ButtonLink to={card.to} variant="primary">
                  {card.action}
                </ButtonLink>
              </article>
            </li>
          ))}
        </ul>
      </section>
    </Page>
  );
}
