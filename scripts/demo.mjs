// @ts-check
// `npm run demo`: install what is missing, build the server, then create (or reset) the demo
// person in the database `npm start` uses (same environment variables).
import { ensureInstalled } from './ensure-installed.mjs';
import { run } from './run.mjs';

process.chdir(new URL('..', import.meta.url).pathname);
ensureInstalled();
run('npm', ['run', 'build', '--silent', '-w', 'apps/server']);
await import(new URL('../apps/server/dist/demo.js', import.meta.url).href);
