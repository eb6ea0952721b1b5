/**
 * Tax codes and VAT numbers are often typed with spaces, dots or dashes
 * ('RSS MRA 85T10 A562S', 'X-5253868-R', 'DE 136.695.976') and in lower case.
 */

/** The compact form of a tax code or VAT number: upper case, without spaces, dots or dashes. */
export function normalizeTaxId({ code }: { code: string }): string {
  return code.replace(/[\s.-]/g, '').toUpperCase();
}
