// The end-to-end tests drive the system Chromium (playwright-core downloads no browser). On a fresh
// machine this installs Debian's package when it can (root with apt-get); otherwise it stops with
// one line saying how, so `npm test` stays the whole set-up (README "Test it").
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const browser = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const canApt = process.getuid?.() === 0 && existsSync('/usr/bin/apt-get');

if (!existsSync(browser)) {
  if (!canApt) {
    console.error(
      `Chromium is missing at ${browser}: install it (sudo apt-get install -y chromium) or set CHROMIUM_PATH.`,
    );
    process.exit(1);
  }
  console.log('Chromium is missing: installing Debian’s chromium package…');
  const apt = { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } };
  execFileSync('apt-get', ['update', '-qq'], apt);
  execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], apt);
}
