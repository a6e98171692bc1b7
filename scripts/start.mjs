// @ts-check
// `npm start`: install what is missing, build the web app and the server, then run the server
// (SQLite under ./data by default; every setting comes from the environment, see README).
import { ensureInstalled } from './ensure-installed.mjs';
import { run } from './run.mjs';

process.chdir(new URL('..', import.meta.url).pathname);
ensureInstalled();
console.log('Building the web app and the server…');
run('npm', ['run', 'build', '--silent']);
await import(new URL('../apps/server/dist/main.js', import.meta.url).href);
