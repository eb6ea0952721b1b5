/**
 * Picks the plural form for a count (app-shell §9), the rule of the translations:
 *
 * - two forms: a count of 1 uses the first, any other count the second ('1 trip', '0 trips');
 * - three forms (or more): counts 0, 1 and 2 use indexes 0, 1 and 2, and any other count
 *   the last form ('no trips', 'one trip', '{n} trips');
 * - one form: always that form.
 *
 * The sign of the count is ignored. Throws a RangeError when there is no form to pick.
 */
export function selectPlural<T>({ count, forms }: { count: number; forms: readonly T[] }): T {
  if (forms.length === 0) throw new RangeError('selectPlural: no forms to choose from');
  const n = Math.abs(count);
  const index =
    forms.length === 2 ? (n === 1 ? 0 : 1) : Number.isInteger(n) && n < forms.length ? n : -1;
  return forms.at(index) as T;
}
