export * from './errors';
export * from './users';
export * from './runtime-config';
export * from './health';
export * from './api-paths';
export * from './catalog';
export * from './bookings';
export * from './flights';
