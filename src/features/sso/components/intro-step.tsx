import { Button } from '@/shared/ui/button/button';
import { Carousel } from '@/shared/ui/carousel/carousel';
import type { IntroImage } from '../api/sso-api';
import styles from '../sso.module.css';
import { ssoTexts } from '../texts';

const { intro } = ssoTexts;

/** The intro carousel of the identity-provider images (spec 7: lista of imagen, base64). */
export function IntroStep({ images, onContinue }: { images: readonly IntroImage[]; onContinue: () => void }) {
  return (
    <section className={styles.step} aria-labelledby="sso-intro-heading">
      <h2 id="sso-intro-heading">{intro.heading}</h2>
      <Carousel
        items={images}
        label={intro.carouselLabel}
        getKey={(image, index) => `${image.name}-${index}`}
        renderSlide={(image, index) => <img className={styles.introImage} src={image.src} alt={intro.imageAlt(index + 1, images.length)} />}
      />
      <Button variant="accent" fullWidth onClick={onContinue}>
        {intro.continue}
      </Button>
    </section>
  );
}
