// `npm run screenshots`: pictures of the pages people use most, at a phone's width (360 px)
// and a desktop's (1280 px), written to docs/screenshots/ (home-360.png, home-1280.png, …).
//
// It builds nothing: run `npm run build` first. Like the browser tests (e2e/playwright.config.ts)
// it starts the built server as production does, on a free port on 127.0.0.1 with a fresh data
// directory (demo data), and drives Debian's Chromium (CHROMIUM_PATH overrides it). Requests to
// other hosts (map tiles) are refused, as on the machines the tests run on, so the pictures are
// the same wherever they are taken.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import sharp from 'sharp';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const serverMain = path.join(root, 'apps/server/dist/main.js');
const outDir = path.join(root, 'docs/screenshots');
const WIDTHS = [360, 1280];
const DEMO_GUEST = { email: 'guest@staylane.test', password: 'Guest123!' };

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(),
      );
    });
  });
}

async function startServer() {
  if (!existsSync(serverMain)) throw new Error('apps/server/dist is missing: run npm run build');
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'staylane-screenshots-'));
  const child = spawn(process.execPath, [serverMain], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const stop = () => {
    child.kill('SIGTERM');
    return new Promise((resolve) => {
      if (child.exitCode !== null) resolve();
      else child.once('exit', resolve);
    }).then(() => rmSync(dataDir, { recursive: true, force: true }));
  };
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    const ok = await fetch(`${url}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return { url, stop };
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`the server on ${url} did not answer within 120 s`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const day = (offset) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** The addresses to photograph: a stay two weeks ahead, in a hotel with a free room. */
async function pagesToShoot(url) {
  const checkIn = day(14);
  const checkOut = day(16);
  const answer = await fetch(
    `${url}/api/hotels/1?checkInDate=${checkIn}&checkOutDate=${checkOut}`,
  ).then((response) => response.json());
  const hotel = answer.data;
  const room = hotel.Rooms.find((candidate) => candidate.Available && candidate.FreeUnits > 0);
  const stay = `checkInDate=${checkIn}&checkOutDate=${checkOut}`;
  return [
    ['home', '/home'],
    ['list', `/hotel-list/search?city=All&${stay}&guests=2`],
    ['hotel', `/hotel-single/htlnfo?id=${hotel.id}&city=All&${stay}&guestnumber=2`],
    [
      'booking',
      `/bookings/bkngcd?${new URLSearchParams({
        id: String(hotel.id),
        roomId: String(room.id),
        city: hotel.loc_City,
        checkIn,
        checkOut,
        guestsN: '2',
      })}`,
      { signedIn: true, ready: (page) => page.getByRole('button', { name: 'PAY NOW' }) },
    ],
  ];
}

async function signIn(context, url) {
  const answer = await fetch(`${url}/auth/local/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEMO_GUEST),
  }).then((response) => response.json());
  await context.addCookies([
    { name: 'cookieToken', value: encodeURIComponent(answer.token), url, sameSite: 'Strict' },
    {
      name: 'cookieName',
      value: encodeURIComponent(answer.data.fullName),
      url,
      sameSite: 'Strict',
    },
  ]);
}

/* global window, document -- scrollThrough runs in the page. */
/** Scrolls to the bottom and back, so lazy images and the footer map load before the picture. */
async function scrollThrough(page) {
  await page.evaluate(async () => {
    const step = Math.max(200, window.innerHeight - 100);
    for (let y = 0; y < document.documentElement.scrollHeight; y += step) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 120));
    }
    window.scrollTo(0, 0);
  });
  await page.waitForLoadState('networkidle');
  // The scroll-to-top button fades in after scrolling: let it go again.
  await page.waitForTimeout(400);
}

async function main() {
  const server = await startServer();
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  try {
    mkdirSync(outDir, { recursive: true });
    const shots = await pagesToShoot(server.url);
    for (const width of WIDTHS) {
      for (const [name, address, options = {}] of shots) {
        const context = await browser.newContext({
          viewport: { width, height: width < 600 ? 740 : 800 },
          reducedMotion: 'reduce',
        });
        if (options.signedIn) await signIn(context, server.url);
        const page = await context.newPage();
        await page.route(
          (target) => target.origin !== server.url,
          (route) => route.abort(),
        );
        await page.goto(`${server.url}${address}`);
        if (options.ready) await options.ready(page).waitFor();
        await page.waitForLoadState('networkidle');
        await scrollThrough(page);
        const png = await page.screenshot({ fullPage: true });
        // A palette keeps a long page's picture to a few hundred kilobytes.
        const file = path.join(outDir, `${name}-${width}.png`);
        await sharp(png).png({ palette: true, quality: 80, compressionLevel: 9 }).toFile(file);
        console.log(path.relative(root, file));
        await context.close();
      }
    }
  } finally {
    await browser.close();
    await server.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
