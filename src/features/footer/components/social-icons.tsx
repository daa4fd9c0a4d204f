import type { ReactNode } from 'react';
import type { SocialNetwork } from '../footer-links';

function Icon({ children }: { children: ReactNode }) {
  return (
    <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      {children}
    </svg>
  );
}

export const socialIcons: Record<SocialNetwork | 'whatsapp' | 'manageLine', ReactNode> = {
  facebook: (
    <Icon>
      <path fill="currentColor" d="M13.5 21v-7.5h2.6l.4-3h-3V8.6c0-.9.3-1.5 1.5-1.5h1.6V4.4c-.3 0-1.2-.1-2.3-.1-2.3 0-3.8 1.4-3.8 3.9v2.3H8v3h2.5V21z" />
    </Icon>
  ),
  instagram: (
    <Icon>
      <g fill="none" stroke="currentColor" strokeWidth="2">
        <rect x="3.5" y="3.5" width="17" height="17" rx="5" />
        <circle cx="12" cy="12" r="4" />
      </g>
      <circle cx="17.2" cy="6.8" r="1.2" fill="currentColor" />
    </Icon>
  ),
  x: (
    <Icon>
      <path fill="currentColor" d="M17.8 3h3.1l-6.8 7.7L22 21h-6.2l-4.9-6.4L5.3 21H2.2l7.2-8.3L1.8 3h6.4l4.4 5.8zm-1.1 16.2h1.7L7.4 4.7H5.6z" />
    </Icon>
  ),
  tiktok: (
    <Icon>
      <path fill="currentColor" d="M16.6 3c.3 2.2 1.7 3.7 3.9 3.9v3.1c-1.4.1-2.7-.3-3.9-1v5.8a5.8 5.8 0 1 1-5.8-5.8h.5v3.2a2.6 2.6 0 1 0 2.2 2.6V3z" />
    </Icon>
  ),
  whatsapp: (
    <Icon>
      <path fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" d="M4.2 19.8l1.1-3.9A8.5 8.5 0 1 1 8.3 19z" />
      <path fill="currentColor" d="M9.2 7.6c.3 0 .5 0 .7.5l.8 1.8c.1.3 0 .5-.1.7l-.6.7c.6 1.2 1.7 2.3 3 2.9l.7-.8c.2-.2.4-.2.7-.1l1.8.8c.3.2.4.4.3.7-.2 1.2-1.2 1.9-2.3 1.8-3.2-.4-6.2-3.3-6.6-6.5-.1-1.1.6-2.2 1.6-2.5z" />
    </Icon>
  ),
  // A SIM card: the line the visitor manages.
  manageLine: (
    <Icon>
      <path fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" d="M7 3h7l5 5v12a1 1 0 0 1-1 1H7a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1z" />
      <rect x="9" y="11" width="7" height="6" rx="1" fill="currentColor" />
    </Icon>
  ),
};
