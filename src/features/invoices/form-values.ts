/** The invoice form's values (the schema in `schemas.ts` checks them; loaded lazily). */
export interface InvoiceFormValues {
  rechargeMethod: string;
  phoneNumber: string;
  /** yyyy-mm-dd, as the date input gives it. */
  rechargeDate: string;
  /** Pesos as typed, e.g. 150.50. */
  amount: string;
  reference: string;
  rfc: string;
  businessName: string;
  postalCode: string;
  taxRegime: string;
  cfdiUsage: string;
  paymentMethod: string;
  email: string;
}

export const emptyInvoiceForm: InvoiceFormValues = {
  rechargeMethod: '',
  phoneNumber: '',
  rechargeDate: '',
  amount: '',
  reference: '',
  rfc: '',
  businessName: '',
  postalCode: '',
  taxRegime: '',
  cfdiUsage: '',
  paymentMethod: '',
  email: '',
};
