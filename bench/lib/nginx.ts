/**
 * A real load balancer in front of several server processes: Debian's nginx, installed with
 * apt-get when missing, run as a child process with its own configuration, logs and pid file
 * in a temporary folder (never the system service, whose configuration is left alone).
 * Round robin over the upstreams; an upstream that refuses connections is skipped for two
 * seconds, and a request it refused goes to the next one (a request it took and then lost
 * is not sent again unless it is a GET: nginx's default for non-idempotent methods).
 */
import { spawn, spawnSync } from 'node:child_process';
import { createWriteStream, existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { stopProcess, track } from './processes.js';
import { freePort, removeDir, tempDataDir } from './server.js';

const NGINX_PATHS = ['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/local/nginx/sbin/nginx'];

function findNginx(): string | undefined {
  const found = NGINX_PATHS.find((file) => existsSync(file));
  if (found) return found;
  const which = spawnSync('sh', ['-c', 'command -v nginx'], { encoding: 'utf8' });
  return which.status === 0 ? which.stdout.trim() || undefined : undefined;
}

function aptGet(...args: string[]): boolean {
  const result = spawnSync('apt-get', args, {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  return result.status === 0;
}

/** The nginx binary; installs Debian's package first when there is none (needs root). */
export function ensureNginx(): string {
  const present = findNginx();
  if (present) return present;
  if (process.getuid?.() !== 0)
    throw new Error('nginx is not installed and this is not root: apt-get install -y nginx');
  console.log('nginx is missing: apt-get install -y nginx');
  if (!aptGet('install', '-y', 'nginx')) {
    console.log('install failed: apt-get update, then again');
    if (!aptGet('update') || !aptGet('install', '-y', 'nginx'))
      throw new Error('apt-get install -y nginx failed');
  }
  const installed = findNginx();
  if (!installed) throw new Error('nginx installed but not found on PATH');
  return installed;
}

export interface Balancer {
  url: string;
  port: number;
  /** Where its configuration and logs are (removed by stop). */
  dir: string;
  /** Fast shutdown (SIGTERM), then the folder removed. */
  stop(): Promise<void>;
}

function config(dir: string, port: number, upstreamPorts: number[]): string {
  const servers = upstreamPorts
    .map((upstream) => `    server 127.0.0.1:${upstream} max_fails=1 fail_timeout=2s;`)
    .join('\n');
  return `# Written by bench/lib/nginx.ts for one benchmark run.
${process.getuid?.() === 0 ? 'user root;\n' : ''}daemon off;
master_process on;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${dir}/client_body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  client_max_body_size 70m;
  upstream staylane {
${servers}
    keepalive 32;
  }
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://staylane;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_next_upstream error timeout http_502;
      proxy_connect_timeout 2s;
      proxy_read_timeout 30s;
      proxy_buffering off;
    }
  }
}
`;
}

/** Starts nginx on a free 127.0.0.1 port, balancing over the given 127.0.0.1 ports. */
export async function startBalancer(upstreamPorts: number[]): Promise<Balancer> {
  const nginx = ensureNginx();
  const dir = await tempDataDir('nginx');
  const port = await freePort();
  const file = path.join(dir, 'nginx.conf');
  await writeFile(file, config(dir, port, upstreamPorts));
  const test = spawnSync(nginx, ['-p', dir, '-c', file, '-t'], { encoding: 'utf8' });
  if (test.status !== 0) throw new Error(`nginx -t refused ${file}: ${test.stderr}`);
  const log = createWriteStream(path.join(dir, 'stderr.log'));
  const child = spawn(nginx, ['-p', dir, '-c', file], { stdio: ['ignore', 'pipe', 'pipe'] });
  track(child, 'SIGTERM');
  child.stdout!.pipe(log);
  child.stderr!.pipe(log);
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 20_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx exited with ${child.exitCode}; see ${dir}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`nginx on ${url} did not answer within 20 s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    port,
    dir,
    async stop() {
      await stopProcess(child, 'SIGTERM');
      await removeDir(dir);
    },
  };
}
