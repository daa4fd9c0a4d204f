import type { MouseEvent } from 'react';
import { Link } from 'react-router-dom';
import { brand } from '@/shared/config/brand';
import { env } from '@/shared/config/env';
import { sitePdfUrl, useOpenPdf, type PdfFileName } from '@/shared/ui/pdf-viewer';
import { FOOTER_GROUPS, formatTollFree, type FooterLink } from '../footer-links';
import { footerTexts as texts } from '../texts';
import styles from './site-footer.module.css';

export interface FooterContentProps {
  /** Opens the cookie policy dialog (the app passes the cookies feature's launcher). */
  onOpenCookiePolicy: () => void;
}

/** A click the browser should handle itself: a new tab or window, a download. */
function isModifiedClick(event: MouseEvent) {
  return event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
}

function PdfLink({ file }: { file: PdfFileName }) {
  const openPdf = useOpenPdf();
  const url = sitePdfUrl(file);
  const title = texts.pdfTitles[file];

  function handleClick(event: MouseEvent<HTMLAnchorElement>) {
    if (isModifiedClick(event)) return;
    event.preventDefault();
    openPdf({ url, title });
  }

  return (
    <a className={styles.link} href={url} onClick={handleClick}>
      {title} <span className="visually-hidden">{texts.pdfNote}</span>
    </a>
  );
}

function FooterEntry({ link, onOpenCookiePolicy }: { link: FooterLink; onOpenCookiePolicy: () => void }) {
  switch (link.kind) {
    case 'page':
      return (
        <Link className={styles.link} to={link.to}>
          {link.label}
        </Link>
      );
    case 'pdf':
      return <PdfLink file={link.file} />;
    case 'external':
      return (
        <a className={styles.link} href={link.href} target="_blank" rel="noopener noreferrer">
          {link.label} <span className="visually-hidden">{texts.newTabNote}</span>
        </a>
      );
    case 'cookiePolicy':
      return (
        <button type="button" className={styles.linkButton} aria-haspopup="dialog" onClick={onOpenCookiePolicy}>
          {texts.links.cookiePolicy}
        </button>
      );
  }
}

/** What the site footer holds (spec 1 and 2.5): link groups, contact data, rights and the app version. */
export default function FooterContent({ onOpenCookiePolicy }: FooterContentProps) {
  const { supportEmail, tollFreePhone, shortCode, authoritiesEmail } = brand.contact;

  return (
    <>
      <div className={styles.inner}>
        <nav className={styles.groups} aria-label={texts.navigation}>
          {FOOTER_GROUPS.map((group) => (
            <div key={group.key}>
              <h2 className={styles.heading}>{group.heading}</h2>
              <ul className={styles.list}>
                {group.links.map((link) => (
                  <li key={link.kind === 'pdf' ? link.file : link.kind === 'cookiePolicy' ? link.kind : link.label}>
                    <FooterEntry link={link} onOpenCookiePolicy={onOpenCookiePolicy} />
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
        <div>
          <h2 className={styles.heading}>{texts.groups.contact}</h2>
          <address className={styles.contact}>
            <p>
              {texts.contact.email}{' '}
              <a className={styles.link} href={`mailto:${supportEmail}`}>
                {supportEmail}
              </a>
            </p>
            <p>
              {texts.contact.tollFree}{' '}
              <a className={styles.link} href={`tel:${tollFreePhone}`}>
                {formatTollFree(tollFreePhone)}
              </a>
            </p>
            <p>
              <a className={styles.link} href={`tel:${encodeURIComponent(shortCode)}`}>
                {shortCode}
              </a>{' '}
              {texts.contact.shortCode}
            </p>
            <p>
              {texts.contact.authorities}{' '}
              <a className={styles.link} href={`mailto:${authoritiesEmail}`}>
                {authoritiesEmail}
              </a>
            </p>
          </address>
        </div>
      </div>
      <div className={styles.bottom}>
        <p>{texts.rights(new Date().getFullYear())}</p>
        <p>{texts.version(env.appVersion)}</p>
      </div>
    </>
  );
}
