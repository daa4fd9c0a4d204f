/** The styles a screen gives the list: its own spacing for the label and the list. */
export type OfferIncludesStyles = { readonly includesLabel?: string; readonly includes?: string };

/**
 * What an offer includes (its `includeMessage`), under the screen's label ("Incluye:", "Este
 * paquete incluye"); nothing when the offer lists nothing. `grouped` wraps label and list in one
 * element, for containers that space their children (a card's flex column).
 */
export function OfferIncludes({
  benefits,
  label,
  styles,
  grouped = false,
}: {
  benefits: readonly string[];
  label: string;
  styles: OfferIncludesStyles;
  grouped?: boolean;
}) {
  if (benefits.length === 0) return null;
  const content = (
    <>
      <p className={styles.includesLabel}>{label}</p>
      <ul className={styles.includes}>
        {benefits.map((benefit) => (
          <li key={benefit}>{benefit}</li>
        ))}
      </ul>
    </>
  );
  return grouped ? <div>{content}</div> : content;
}
