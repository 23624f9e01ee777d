import type { ThrottleLimits } from './auth/throttle';
import type { CostLimits } from './cost';
import { resolve } from 'node:path';
import { parseFaultEnv, type FaultRules } from './faults';

export interface MockConfig {
  host: string;
  port: number;
  seed: number;
  jwtSecret: string;
  tokenTtlSeconds: number;
  devPassword: string;
  dataDir: string | null;
  corsOrigins: string[];
  uploadMaxBytes: number;
  uploadContentTypes: string[];
  /** Bytes one user may upload per `uploadQuotaWindowSeconds` (`UPLOAD_QUOTA_BYTES`, 100 MiB; `UPLOAD_QUOTA_WINDOW`, 1h). */
  uploadQuotaBytes: number;
  uploadQuotaWindowSeconds: number;
  /** How long an upload URL stays usable (`UPLOAD_TICKET_TTL`, 15m). */
  uploadTicketTtlSeconds: number;
  faults: FaultRules;
  /**
   * Whether signed-in requests may add faults by header (`x-mock-delay`, `x-mock-fail`).
   * `MOCK_FAULT_HEADERS=on|off`; on by default only while the server listens on this machine alone.
   */
  faultHeaders: boolean;
  maxQueryDepth: number;
  maxBodyBytes: number;
  /** Base of upload and file URLs; null when it can only be known after listening (port 0). */
  publicUrl: string | null;
  /** Root-field cap, cost limit and page-size bound (defaults: DEFAULT_COST_LIMITS). */
  costLimits?: CostLimits;
  /** Failed sign-ins allowed per account and address (defaults: DEFAULT_THROTTLE). */
  loginThrottle?: ThrottleLimits;
  /**
   * Proxies in front of the server whose `x-forwarded-for` is believed (auth/address.ts): 0 (the
   * default) reads the socket's address only; the test stack sets 1 to tell sources apart.
   */
  trustProxyHops?: number;
  /** A build's persisted-operations.json: only its documents are run (trustedDocuments.ts). */
  trustedDocuments?: string | null;
  /** Roles whose members must enrol a second factor (auth/factor.ts); none when absent. */
  factorRequiredRoles?: string[];
}

type Env = Record<string, string | undefined>;

const MiB = 1024 * 1024;

// The secret only protects a local mock; a fixed default keeps tokens valid across restarts.
export const DEV_JWT_SECRET = 'lingua-admin-mock-development-secret-not-for-production';

// Vite's dev server (5173) and `vite preview` (4173), under both names the browser may use.
export const DEFAULT_CORS_ORIGINS = [
  'http://localhost:5173',
  'http://127.0.0.1:5173',
  'http://localhost:4173',
  'http://127.0.0.1:4173',
];

/** Staff who move money or change who may do what sign in with a second factor unless told otherwise. */
export const DEFAULT_FACTOR_ROLES = ['ADMIN', 'FINANCE'];

export const DEFAULT_UPLOAD_TYPES = [
  'image/png',
  'image/jpeg',
  'image/webp',
  'image/gif',
  'image/svg+xml',
  'audio/mpeg',
  'audio/ogg',
  'video/mp4',
  'video/webm',
  'application/pdf',
  'text/vtt',
];

function int(name: string, value: string | undefined, fallback: number, min = 0): number {
  if (value === undefined || value.trim() === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < min) throw new Error(`Invalid ${name}: "${value}" (expected an integer >= ${min})`);
  return n;
}

const UNIT_SECONDS: Record<string, number> = { s: 1, m: 60, h: 3600, d: 86400 };

/** Seconds, optionally with a unit (`90`, `15m`, `8h`, `7d`). */
function duration(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value.trim() === '') return fallback;
  const match = /^(\d+)\s*([smhd]?)$/.exec(value.trim());
  if (!match || Number(match[1]) === 0) throw new Error(`Invalid ${name}: "${value}" (expected seconds, or e.g. 15m, 8h)`);
  return Number(match[1]) * UNIT_SECONDS[match[2] || 's'];
}

function onOff(name: string, value: string | undefined, fallback: boolean): boolean {
  const text = value?.trim().toLowerCase();
  if (!text) return fallback;
  if (text === 'on' || text === 'off') return text === 'on';
  throw new Error(`Invalid ${name}: "${value}" (expected on or off)`);
}

function csv(value: string | undefined, fallback: string[]): string[] {
  if (value === undefined || value.trim() === '') return fallback;
  return value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
}

/** Reads `--name value` or `--name=value`; the last occurrence wins, like most CLIs. */
function flag(argv: string[], name: string): string | undefined {
  let found: string | undefined;
  argv.forEach((arg, i) => {
    if (arg === `--${name}`) {
      const next = argv[i + 1];
      if (next === undefined || next.startsWith('--')) throw new Error(`Missing value for --${name}`);
      found = next;
    } else if (arg.startsWith(`--${name}=`)) {
      found = arg.slice(name.length + 3);
    }
  });
  return found;
}

/** The URL a browser on this machine can reach; wildcard binds are not addressable. */
export function publicUrlFor(host: string, port: number): string {
  const name = host === '0.0.0.0' || host === '::' || host === '' ? 'localhost' : host;
  return `http://${name.includes(':') ? `[${name}]` : name}:${port}`;
}

const LOOPBACK = /^(localhost|127(\.\d{1,3}){3}|::1|\[::1\])$/i;

export function readConfig(env: Env = process.env, argv: string[] = process.argv.slice(2)): MockConfig {
  const host = flag(argv, 'host') ?? (env.HOST?.trim() || '127.0.0.1');
  const port = int('port', flag(argv, 'port') ?? env.PORT, 4000);
  if (port > 65535) throw new Error(`Invalid port: ${port}`);
  const dataDir = flag(argv, 'data') ?? (env.MOCK_DATA_DIR?.trim() || null);
  const publicUrl = env.PUBLIC_URL?.trim().replace(/\/+$/, '') || (port === 0 ? null : publicUrlFor(host, port));

  return {
    host,
    port,
    seed: int('MOCK_SEED', env.MOCK_SEED, 42),
    jwtSecret: env.JWT_SECRET || DEV_JWT_SECRET,
    tokenTtlSeconds: duration('TOKEN_TTL', env.TOKEN_TTL, 8 * 3600),
    devPassword: env.DEV_PASSWORD || 'password',
    dataDir: dataDir ? resolve(dataDir) : null,
    corsOrigins: csv(env.CORS_ORIGINS, DEFAULT_CORS_ORIGINS).map((origin) => origin.replace(/\/+$/, '')),
    uploadMaxBytes: int('UPLOAD_MAX_BYTES', env.UPLOAD_MAX_BYTES, 5 * MiB, 1),
    uploadContentTypes: csv(env.UPLOAD_TYPES, DEFAULT_UPLOAD_TYPES).map((type) => type.toLowerCase()),
    uploadQuotaBytes: int('UPLOAD_QUOTA_BYTES', env.UPLOAD_QUOTA_BYTES, 100 * MiB, 1),
    uploadQuotaWindowSeconds: duration('UPLOAD_QUOTA_WINDOW', env.UPLOAD_QUOTA_WINDOW, 3600),
    uploadTicketTtlSeconds: duration('UPLOAD_TICKET_TTL', env.UPLOAD_TICKET_TTL, 15 * 60),
    faults: parseFaultEnv(env.MOCK_DELAY, env.MOCK_FAIL),
    faultHeaders: onOff('MOCK_FAULT_HEADERS', env.MOCK_FAULT_HEADERS, LOOPBACK.test(host.trim())),
    maxQueryDepth: int('MAX_QUERY_DEPTH', env.MAX_QUERY_DEPTH, 12, 1),
    maxBodyBytes: int('MAX_BODY_BYTES', env.MAX_BODY_BYTES, MiB, 1),
    publicUrl,
    trustProxyHops: int('TRUST_PROXY_HOPS', env.TRUST_PROXY_HOPS, 0),
    trustedDocuments: flag(argv, 'trusted-documents') ?? (env.TRUSTED_DOCUMENTS?.trim() || null),
    // `none` turns the requirement off (an empty variable means the default, as elsewhere here).
    // The default: ADMIN and FINANCE wherever the server is reachable from other machines; on
    // this machine alone only when asked (`npm start` asks), so the tools and benchmarks that
    // start a bare `npm run mock` and sign in as ADMIN reach the lists (docs/decisions.md).
    factorRequiredRoles: csv(env.FACTOR_REQUIRED_ROLES, LOOPBACK.test(host.trim()) ? [] : DEFAULT_FACTOR_ROLES).map((role) => role.toUpperCase()).filter((role) => role !== 'NONE'),
  };
}

/**
 * The development secret is public (it is in this repository), so anyone could sign tokens the
 * server accepts: it is only allowed while the server is reachable from this machine alone.
 */
export function assertSafeSecret(config: Pick<MockConfig, 'host' | 'jwtSecret'>): void {
  if (config.jwtSecret !== DEV_JWT_SECRET || LOOPBACK.test(config.host.trim())) return;
  throw new Error(
    `Refusing to listen on ${config.host} with the default development JWT secret: anyone could sign tokens. ` +
      'Set JWT_SECRET to a long random value, or listen on 127.0.0.1.',
  );
}
