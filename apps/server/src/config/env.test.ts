import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { fastifyTrustProxy, isLoopbackHost, loadConfig, parseMetricsAllow, parseTrustProxy } from './env';

const base = { DATA_DIR: '/tmp/faena-config-test' };

describe('who can reach a start', () => {
  it('a start with the defaults is a local try-out: loopback, demo data and the mailbox', () => {
    const config = loadConfig({ ...base, NODE_ENV: 'production' });
    expect(config.HOST).toBe('localhost');
    expect(config).toMatchObject({ reachable: false, devMailbox: true, demoAccounts: true, trustProxy: false });
  });

  it.each([
    ['listening beyond loopback', { HOST: '0.0.0.0' }],
    ['listening on a LAN address', { HOST: '192.168.1.20' }],
    ['listening on every IPv6 address', { HOST: '::' }],
    ['a public address in PUBLIC_URL', { PUBLIC_URL: 'https://faena.example.org' }],
    ['a LAN address in PUBLIC_URL', { PUBLIC_URL: 'http://192.168.1.20:3000' }],
    ['a proxy declared in front', { TRUST_PROXY: '1' }],
  ])('%s is reachable: no demo accounts, no mailbox by default', (_, env) => {
    const config = loadConfig({ ...base, NODE_ENV: 'production', ...env });
    expect(config).toMatchObject({
      reachable: true,
      devMailbox: false,
      devMailboxExplicit: false,
      demoAccounts: false,
    });
  });

  it('SEED_DEMO=true and DEV_MAILBOX=true are honoured when asked for; SMTP turns the default mailbox off', () => {
    const asked = loadConfig({ ...base, HOST: '0.0.0.0', SEED_DEMO: 'true', DEV_MAILBOX: 'true' });
    expect(asked).toMatchObject({ reachable: true, devMailbox: true, devMailboxExplicit: true, demoAccounts: true });
    expect(loadConfig({ ...base, SMTP_URL: 'smtp://correo.example:587' }).devMailbox).toBe(false);
    expect(loadConfig({ ...base, DEV_MAILBOX: 'false' }).devMailbox).toBe(false);
  });

  it('knows loopback names and addresses', () => {
    for (const host of ['localhost', '127.0.0.1', '127.1.2.3', '::1', '[::1]', 'app.localhost', 'LOCALHOST'])
      expect(isLoopbackHost(host), host).toBe(true);
    for (const host of ['0.0.0.0', '::', '10.0.0.1', 'faena.example.org', 'localhost.example.org', '128.0.0.1'])
      expect(isLoopbackHost(host), host).toBe(false);
  });
});

describe('METRICS_ALLOW', () => {
  it('is a list of addresses and networks; unset lets nobody in', () => {
    expect(parseMetricsAllow(undefined)).toEqual([]);
    expect(parseMetricsAllow('')).toEqual([]);
    expect(parseMetricsAllow(' 127.0.0.1, 10.0.0.0/8 ,::1,fd00::/8')).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
      '::1',
      'fd00::/8',
    ]);
    expect(loadConfig({ METRICS_ALLOW: '192.168.1.10' }).metricsAllow).toEqual(['192.168.1.10']);
    expect(loadConfig({}).metricsAllow).toEqual([]);
  });

  it('refuses to start on a bad entry, naming it in Spanish', () => {
    // Keywords TRUST_PROXY accepts are not addresses here: "loopback" would hide what is allowed.
    for (const bad of ['todos', '*', 'loopback', '10.0.0.0/33', '300.1.1.1', '10.0.0.1/8/2', 'localhost', '::1/129']) {
      expect(() => loadConfig({ METRICS_ALLOW: `127.0.0.1,${bad}` }), bad).toThrow(
        `METRICS_ALLOW: «${bad}» no es una dirección IP ni una red`,
      );
    }
  });
});

describe('TRUST_PROXY', () => {
  it('is a hop count or addresses, never "every hop"', () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy('false')).toBe(false);
    expect(parseTrustProxy('0')).toBe(false);
    expect(parseTrustProxy('true')).toBe(1);
    expect(parseTrustProxy('2')).toBe(2);
    expect(parseTrustProxy('127.0.0.1, 10.0.0.0/8,::1,loopback')).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
      '::1',
      'loopback',
    ]);
    for (const bad of ['todos', '*', '10.0.0.0/33', '300.1.1.1', '10.0.0.1/8/2', 'yes']) {
      expect(() => parseTrustProxy(bad), bad).toThrow(/TRUST_PROXY/);
    }
  });

  it('takes the right-most address the proxies did not add, whatever a client wrote to its left', async () => {
    const ipSeen = async (trust: string, remoteAddress: string, forwardedFor?: string) => {
      const app = Fastify({ trustProxy: fastifyTrustProxy(parseTrustProxy(trust)) });
      app.get('/', async (request) => request.ip);
      const res = await app.inject({
        url: '/',
        remoteAddress,
        headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
      });
      await app.close();
      return res.body;
    };
    // A client forged the first entry; the proxy on this host appended the real one.
    const chain = '198.51.100.7, 203.0.113.5';
    expect(await ipSeen('false', '127.0.0.1', chain)).toBe('127.0.0.1');
    expect(await ipSeen('1', '127.0.0.1', chain)).toBe('203.0.113.5');
    expect(await ipSeen('true', '127.0.0.1', chain)).toBe('203.0.113.5');
    // Two proxies (a load balancer, then nginx): the second from the right.
    expect(await ipSeen('2', '127.0.0.1', `${chain}, 10.0.0.4`)).toBe('203.0.113.5');
    // By address: only hops from the named proxies are believed.
    expect(await ipSeen('127.0.0.1', '127.0.0.1', chain)).toBe('203.0.113.5');
    expect(await ipSeen('127.0.0.1,10.0.0.0/8', '127.0.0.1', `${chain}, 10.0.0.4`)).toBe('203.0.113.5');
    // A client that reaches the server directly is not a named proxy: its header counts for nothing.
    expect(await ipSeen('127.0.0.1', '203.0.113.9', chain)).toBe('203.0.113.9');
  });
});

describe('photos in S3', () => {
  const s3 = {
    S3_BUCKET: 'faena-fotos',
    S3_REGION: 'us-east-1',
    S3_ACCESS_KEY_ID: 'clave',
    S3_SECRET_ACCESS_KEY: 'secreto',
  };

  it('keeps photos on disk when no S3_ variable is set (empty ones count as unset)', () => {
    expect(loadConfig(base).s3).toBeNull();
    expect(loadConfig({ ...base, S3_BUCKET: '', S3_ENDPOINT: '' }).s3).toBeNull();
  });

  it('uses the bucket with all its settings; path-style by default only with an endpoint', () => {
    expect(loadConfig({ ...base, ...s3 }).s3).toEqual({
      bucket: 'faena-fotos',
      endpoint: undefined,
      region: 'us-east-1',
      accessKeyId: 'clave',
      secretAccessKey: 'secreto',
      forcePathStyle: false,
    });
    const minio = loadConfig({ ...base, ...s3, S3_ENDPOINT: 'http://minio:9000/' }).s3;
    expect(minio).toMatchObject({ endpoint: 'http://minio:9000', forcePathStyle: true });
    const virtualHosts = loadConfig({
      ...base,
      ...s3,
      S3_ENDPOINT: 'https://s3.example.org',
      S3_FORCE_PATH_STYLE: 'false',
    });
    expect(virtualHosts.s3?.forcePathStyle).toBe(false);
    expect(loadConfig({ ...base, ...s3, S3_FORCE_PATH_STYLE: '1' }).s3?.forcePathStyle).toBe(true);
    // The raw variables are not left beside the structured settings.
    expect(Object.keys(loadConfig({ ...base, ...s3 })).filter((k) => k.startsWith('S3_'))).toEqual([]);
  });

  it('refuses a partial configuration in Spanish, naming what is missing', () => {
    expect(() => loadConfig({ ...base, S3_ENDPOINT: 'http://minio:9000' })).toThrow(
      'Configuración no válida:\n  S3_BUCKET: falta el nombre del bucket (sin él no se usa S3_ENDPOINT).\n  S3_REGION: falta la región',
    );
    expect(() => loadConfig({ ...base, ...s3, S3_SECRET_ACCESS_KEY: '' })).toThrow(
      /^Configuración no válida:\n {2}S3_SECRET_ACCESS_KEY: falta la clave secreta del bucket\.\n/,
    );
    const noKeys = () => loadConfig({ ...base, S3_BUCKET: 'faena-fotos', S3_REGION: 'us-east-1' });
    expect(noKeys).toThrow(/S3_ACCESS_KEY_ID: falta.*\n {2}S3_SECRET_ACCESS_KEY: falta/);
    expect(noKeys).toThrow(/deja vacías todas las variables S3_/);
  });

  it('refuses a bucket name, an endpoint or a path style that cannot be right', () => {
    for (const [name, value] of [
      ['S3_BUCKET', 'Fotos_De_Faena'],
      ['S3_BUCKET', 'ab'],
      ['S3_BUCKET', 'fotos/../otro'],
      ['S3_ENDPOINT', 'minio:9000'],
      ['S3_ENDPOINT', 'file:///etc/passwd'],
      ['S3_FORCE_PATH_STYLE', 'quizá'],
    ] as const) {
      expect(() => loadConfig({ ...base, ...s3, [name]: value }), `${name}=${value}`).toThrow(
        new RegExp(`^Configuración no válida:\\n {2}${name}: `),
      );
    }
  });
});
