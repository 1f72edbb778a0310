/** Dollars as the cards show them: whole amounts without cents, others with two decimals. */
export function formatDollars(amount: number): string {
  return `$${Number.isInteger(amount) ? amount : amount.toFixed(2)}`;
}
