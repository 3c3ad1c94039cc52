import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './postgres-cluster';

export interface ReverseProxy {
  /** nginx (Debian's, as an operator would put in front) or, where it is not installed, the Node stand-in. */
  kind: 'nginx' | 'node';
  base: string;
  stop(): Promise<void>;
}

const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((p) => fs.existsSync(p));

/**
 * A reverse proxy on loopback in front of `upstreamPort`, configured as the usual guides say:
 * it keeps the Host the client asked for, appends the client's address to X-Forwarded-For
 * ($proxy_add_x_forwarded_for: whatever the client sent, then the address it came from) and
 * sets X-Real-IP and X-Forwarded-Proto. nginx when the machine has it (.ci/run installs it);
 * otherwise a few lines of Node doing the same.
 */
export async function startReverseProxy(upstreamPort: number): Promise<ReverseProxy> {
  const port = await freePort(3620, 3659);
  const base = `http://127.0.0.1:${port}`;
  if (NGINX && spawnSync(NGINX, ['-v']).status === 0) return startNginx(NGINX, port, upstreamPort, base);
  return startNodeProxy(port, upstreamPort, base);
}

async function startNginx(binary: string, port: number, upstreamPort: number, base: string): Promise<ReverseProxy> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'faena-nginx-'));
  const conf = `daemon off;
master_process off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 256; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  server {
    listen 127.0.0.1:${port};
    client_max_body_size 20m;
    location / {
      proxy_pass http://127.0.0.1:${upstreamPort};
      proxy_http_version 1.1;
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Real-IP $remote_addr;
      proxy_set_header X-Forwarded-Proto $scheme;
    }
  }
}
`;
  fs.writeFileSync(path.join(dir, 'nginx.conf'), conf);
  const child: ChildProcess = spawn(binary, ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-e', `${dir}/error.log`], {
    stdio: 'ignore',
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  for (let i = 0; i < 100; i++) {
    if (child.exitCode !== null) break;
    try {
      await fetch(`${base}/api/health`);
      return {
        kind: 'nginx',
        base,
        async stop() {
          child.kill('SIGQUIT');
          await exited;
          fs.rmSync(dir, { recursive: true, force: true });
        },
      };
    } catch {
      await new Promise((r) => setTimeout(r, 50));
    }
  }
  const log = fs.existsSync(`${dir}/error.log`) ? fs.readFileSync(`${dir}/error.log`, 'utf8') : '';
  child.kill('SIGKILL');
  throw new Error(`nginx no arrancó:\n${log}`);
}

function startNodeProxy(port: number, upstreamPort: number, base: string): Promise<ReverseProxy> {
  const server = http.createServer((req, res) => {
    const client = req.socket.remoteAddress ?? '';
    const forwarded = req.headers['x-forwarded-for'];
    const upstream = http.request(
      {
        host: '127.0.0.1',
        port: upstreamPort,
        method: req.method,
        path: req.url,
        headers: {
          ...req.headers,
          'x-forwarded-for': forwarded ? `${forwarded}, ${client}` : client,
          'x-real-ip': client,
          'x-forwarded-proto': 'http',
        },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => {
      res.writeHead(502);
      res.end();
    });
    req.pipe(upstream);
  });
  return new Promise((resolve) =>
    server.listen(port, '127.0.0.1', () =>
      resolve({
        kind: 'node',
        base,
        stop: () => new Promise<void>((done) => server.close(() => done())),
      }),
    ),
  );
}
