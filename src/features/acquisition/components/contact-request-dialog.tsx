import { Dialog } from '@/shared/ui/dialog/dialog';
import type { ContactVariant } from '../contact-variant';
import { acquisitionTexts } from '../texts';
import { ContactRequestForm } from './contact-request-form';

export interface ContactRequestDialogProps {
  variant: ContactVariant;
  open: boolean;
  onClose: () => void;
}

/** The contact-request dialog of spec 2.11, loaded on demand by the get-a-line page. */
export function ContactRequestDialog({ variant, open, onClose }: ContactRequestDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} title={acquisitionTexts.dialog.title[variant]} description={acquisitionTexts.dialog.description}>
      <ContactRequestForm variant={variant} onSaved={onClose} />
    </Dialog>
  );
}
