// `npm start`, before it runs dist/server/main.js: builds the app when its sources changed since the
// last build (scripts/build-stamp.mjs), and otherwise starts at once. The build's file listing is
// kept back (`npm run build` shows it); its warnings and errors show as they come.
import { spawn } from 'node:child_process';
import { buildNeeded } from './build-stamp.mjs';

const reason = await buildNeeded(process.cwd());
if (reason === null) {
  console.log('The built app is up to date: starting it without building (npm run build builds it anew).');
} else {
  console.log(`Building the app first (${reason}).`);
  const started = Date.now();
  const build = spawn('npm', ['run', '--silent', 'build'], { stdio: ['ignore', 'pipe', 'inherit'] });
  const listing = [];
  build.stdout.on('data', (chunk) => listing.push(chunk));
  const code = await new Promise((resolve) => build.on('close', resolve));
  if (code !== 0) {
    process.stdout.write(Buffer.concat(listing));
    console.error('The build failed: the app was not started.');
    process.exit(1);
  }
  console.log(`Built in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
}
