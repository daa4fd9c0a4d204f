const MXN = new Intl.NumberFormat('es-MX', { style: 'currency', currency: 'MXN' });

/** An amount in Mexican pesos as a visitor in Mexico reads it: "$1,234.50". */
export function formatMxn(amount: number): string {
  return MXN.format(amount);
}

/** A total to pay with its currency named (spec 2.11: "Total a pagar" in MXN): "$299.00 MXN". */
export function formatMxnTotal(amount: number): string {
  return `${formatMxn(amount)} MXN`;
}
