/**
 * CORS_ORIGINS in a real browser (decision 012): a page served from another local origin that
 * the operator listed lists hotels through fetch and shows an uploaded image, acting with the
 * visitor's session cookie; a page from an unlisted origin is kept from reading the API, and
 * its cookie-carrying upload is refused. The shared e2e server runs without CORS_ORIGINS, so
 * this file starts its own server (the same built bundle) and two tiny static servers.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { ADMIN } from '../admin/accounts';

const SERVER_BUNDLE = fileURLToPath(new URL('../../../apps/server/dist/main.js', import.meta.url));

const PAGE = `<!doctype html><html lang="en"><meta charset="utf-8"><title>Partner</title>
<h1>Hotels from Staylane</h1><ul id="hotels"></ul><img id="front" alt="front"><img id="uploaded" alt="uploaded">`;

/** A static server on 127.0.0.1 answering PAGE for every address; resolves once listening. */
async function pageServer(): Promise<{ server: Server; origin: string }> {
  const server = createServer((request, response) => {
    if (request.url !== '/') return void response.writeHead(404).end();
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(PAGE);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return { server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

async function freePort(): Promise<number> {
  const { server, origin } = await pageServer();
  server.close();
  return Number(new URL(origin).port);
}

async function untilHealthy(origin: string, server: ChildProcess) {
  for (let attempt = 0; attempt < 600; attempt += 1) {
    if (server.exitCode !== null) throw new Error(`the server stopped (${server.exitCode})`);
    const healthy = await fetch(`${origin}/healthz`).then(
      (answer) => answer.ok,
      () => false,
    );
    if (healthy) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('the server did not start');
}

/** Fetches the hotels into the page's list and shows the first one's front image. */
function listHotels(page: Page, api: string) {
  return page.evaluate(async (api) => {
    const answer = await fetch(`${api}/api/hotels`, { credentials: 'include' });
    const { data } = (await answer.json()) as { data: { HotelName: string; FrontImg: string }[] };
    for (const hotel of data.slice(0, 5)) {
      const item = document.createElement('li');
      item.textContent = hotel.HotelName;
      document.querySelector('#hotels')!.append(item);
    }
    document.querySelector<HTMLImageElement>('#front')!.src = data[0]!.FrontImg;
    return data[0]!.FrontImg;
  }, api);
}

/** Uploads a small PNG drawn in the page with the cookie alone (no bearer token). */
function uploadFromPage(page: Page, api: string, mode: RequestMode) {
  return page.evaluate(
    async ({ api, mode }) => {
      const canvas = document.createElement('canvas');
      canvas.width = 24;
      canvas.height = 16;
      const context = canvas.getContext('2d')!;
      // Its own colour per mode: stored images are named by their content.
      context.fillStyle = mode === 'cors' ? '#2a7' : '#a27';
      context.fillRect(0, 0, 24, 16);
      const png = await new Promise<Blob>((resolve) => canvas.toBlob((blob) => resolve(blob!)));
      const form = new FormData();
      form.append('file 0', png, 'dot.png');
      const answer = await fetch(`${api}/test-formdata`, {
        method: 'POST',
        body: form,
        credentials: 'include',
        mode,
      });
      if (mode === 'no-cors') return undefined;
      const stored = (await answer.json()) as Record<string, string>;
      document.querySelector<HTMLImageElement>('#uploaded')!.src = stored['file 0']!;
      return stored['file 0'];
    },
    { api, mode },
  );
}

const shownWidth = (page: Page, selector: string) =>
  page
    .locator(selector)
    .evaluate((image: HTMLImageElement) => (image.complete ? image.naturalWidth : 0));

test.describe('another site in CORS_ORIGINS', () => {
  let api: ChildProcess;
  let apiOrigin: string;
  let listed: { server: Server; origin: string };
  let unlisted: { server: Server; origin: string };
  let dataDir: string;
  const storedUploads = () =>
    readdirSync(path.join(dataDir, 'uploads'), { recursive: true }).map(String).sort();

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    listed = await pageServer();
    unlisted = await pageServer();
    const port = await freePort();
    apiOrigin = `http://127.0.0.1:${port}`;
    dataDir = mkdtempSync(path.join(tmpdir(), 'staylane-e2e-cors-'));
    // A copy of the seeded directory the shared servers start from (playwright.config.ts): a
    // start on an empty one migrates and seeds, 12 s of CPU this test has no use for.
    const seeded = process.env.E2E_SEEDED_DATA;
    if (seeded) cpSync(seeded, dataDir, { recursive: true });
    api = spawn(process.execPath, [SERVER_BUNDLE], {
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'production',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        RATE_LIMIT_MAX_PER_MINUTE: '1000',
        CORS_ORIGINS: listed.origin,
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    await untilHealthy(apiOrigin, api);
  });

  test.afterAll(async () => {
    if (api && api.exitCode === null) {
      api.kill('SIGTERM');
      await once(api, 'exit');
    }
    listed?.server.close();
    unlisted?.server.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  test.beforeEach(async ({ page, request }) => {
    // The visitor is signed in on Staylane: its session cookie, as the web app keeps it. The
    // other pages are on the same host, another port: the same site, so the cookie goes along.
    const login = await request.post(`${apiOrigin}/auth/local/login`, { data: ADMIN });
    expect(login.ok()).toBe(true);
    const { token } = (await login.json()) as { token: string };
    await page
      .context()
      .addCookies([{ name: 'cookieToken', value: token, url: apiOrigin, sameSite: 'Strict' }]);
  });

  test('a listed origin lists hotels and shows an uploaded image', async ({ page }) => {
    await page.goto(listed.origin);
    const front = await listHotels(page, apiOrigin);
    expect(front.startsWith(`${apiOrigin}/uploads/`)).toBe(true);
    await expect(page.locator('#hotels li')).toHaveCount(5);
    await expect.poll(() => shownWidth(page, '#front')).toBeGreaterThan(0);

    const uploaded = await uploadFromPage(page, apiOrigin, 'cors');
    expect(uploaded?.startsWith(`${apiOrigin}/uploads/`)).toBe(true);
    await expect.poll(() => shownWidth(page, '#uploaded')).toBe(24);
  });

  test('an unlisted origin cannot read the API nor upload with the cookie', async ({ page }) => {
    await page.goto(unlisted.origin);
    const read = await page.evaluate(
      (api) =>
        fetch(`${api}/api/hotels`, { credentials: 'include' }).then(
          () => 'read',
          () => 'blocked',
        ),
      apiOrigin,
    );
    expect(read).toBe('blocked');

    // A multipart POST is sent without asking first (no-cors): the server sees the cookie but
    // refuses the write, since the page is not on a trusted origin. The page never sees the
    // answer; the server's uploads folder shows that nothing was stored.
    const before = storedUploads();
    await uploadFromPage(page, apiOrigin, 'no-cors').catch(() => undefined);
    expect(storedUploads()).toEqual(before);
  });
});
