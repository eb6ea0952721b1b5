export {
  type CurrencyCode,
  type CurrencySettings,
  type Language,
  type Variant,
  type VariantId,
  dateFormats,
  getDefaultCurrency,
  getVariant,
  languages,
  variantIds,
  variants,
} from './variants';
export { formatMoney } from './money';
export { type DateInput, countCalendarDaysUntil } from './date-input';
export { formatDate, parseDate } from './dates';
export { selectPlural } from './plural';
export { type RouteName, routeNames, routePatterns, signInPaths } from './route-patterns';
export { getRouteNameForPath, pathFor, resolveRoutingKey } from './routes';
export { publicWebsiteUrl } from './public-website-url';
export { type Breadcrumb, getBreadcrumbs } from './breadcrumbs';
