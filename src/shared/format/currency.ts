const MXN = new Intl.NumberFormat('es-MX', { style: 'currency', currency: 'MXN' });

/** An amount in Mexican pesos as a visitor in Mexico reads it: "$1,234.50". */
export function formatMxn(amount: number): string {
  return MXN.format(amount);
}
