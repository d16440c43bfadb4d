// Makes sure Debian's Chromium is installed for the browser tests (npm packages that download their
// own browser cannot work on these machines). Installs it with apt-get when missing and running as root.
// It never starts Chromium: every launch goes through e2e/support/chromium.ts, whose flag list carries
// --host-resolver-rules so the browser cannot reach hosts off this machine.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
if (existsSync(chromium)) process.exit(0);

if (process.getuid?.() !== 0) {
  console.error(
    `${chromium} is missing. Install Debian's chromium package (apt-get install chromium) as root.`,
  );
  process.exit(1);
}
console.log(`${chromium} is missing: installing Debian's chromium package…`);
const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
execSync('apt-get update -qq', { stdio: 'inherit', env });
execSync('apt-get install -y -qq --no-install-recommends chromium', { stdio: 'inherit', env });
if (!existsSync(chromium)) {
  console.error(`apt-get finished but ${chromium} is still missing.`);
  process.exit(1);
}
