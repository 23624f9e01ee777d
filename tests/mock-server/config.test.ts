// @vitest-environment node
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_CORS_ORIGINS, DEFAULT_UPLOAD_TYPES, readConfig } from '../../mock-server/config';

describe('readConfig', () => {
  it('uses the documented defaults with an empty environment', () => {
    const config = readConfig({}, []);
    expect(config).toMatchObject({
      host: '127.0.0.1',
      port: 4000,
      seed: 42,
      tokenTtlSeconds: 8 * 3600,
      devPassword: 'password',
      dataDir: null,
      corsOrigins: DEFAULT_CORS_ORIGINS,
      uploadMaxBytes: 5 * 1024 * 1024,
      uploadContentTypes: DEFAULT_UPLOAD_TYPES,
      uploadQuotaBytes: 100 * 1024 * 1024,
      uploadQuotaWindowSeconds: 3600,
      uploadTicketTtlSeconds: 900,
      faults: { delays: {}, failures: [] },
      faultHeaders: true,
      maxQueryDepth: 12,
      maxBodyBytes: 1024 * 1024,
      publicUrl: 'http://127.0.0.1:4000',
    });
    expect(config.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(config.corsOrigins).toContain('http://localhost:5173');
    expect(config.uploadContentTypes).toContain('text/vtt');
  });

  it('reads every variable from the environment', () => {
    const config = readConfig(
      {
        HOST: '0.0.0.0',
        PORT: '5000',
        MOCK_SEED: '7',
        JWT_SECRET: 's3cret',
        TOKEN_TTL: '15m',
        DEV_PASSWORD: 'hunter2',
        MOCK_DATA_DIR: '.mock-data',
        CORS_ORIGINS: 'https://admin.example.com/, http://localhost:3000',
        UPLOAD_MAX_BYTES: '1000',
        UPLOAD_TYPES: 'image/PNG, application/pdf',
        UPLOAD_QUOTA_BYTES: '5000',
        UPLOAD_QUOTA_WINDOW: '30m',
        UPLOAD_TICKET_TTL: '5m',
        MOCK_DELAY: 'MediaList:800,*:100',
        MOCK_FAIL: 'MediaCreate,PaymentList',
        MAX_QUERY_DEPTH: '8',
        MAX_BODY_BYTES: '2048',
        PUBLIC_URL: 'https://files.example.com/',
      },
      [],
    );
    expect(config).toMatchObject({
      host: '0.0.0.0',
      port: 5000,
      seed: 7,
      jwtSecret: 's3cret',
      tokenTtlSeconds: 900,
      devPassword: 'hunter2',
      dataDir: resolve('.mock-data'),
      corsOrigins: ['https://admin.example.com', 'http://localhost:3000'],
      uploadMaxBytes: 1000,
      uploadContentTypes: ['image/png', 'application/pdf'],
      uploadQuotaBytes: 5000,
      uploadQuotaWindowSeconds: 1800,
      uploadTicketTtlSeconds: 300,
      faults: { delays: { MediaList: 800, '*': 100 }, failures: ['MediaCreate', 'PaymentList'] },
      // Listening beyond this machine: no faults by header unless turned on.
      faultHeaders: false,
      maxQueryDepth: 8,
      maxBodyBytes: 2048,
      publicUrl: 'https://files.example.com',
    });
    expect(readConfig({ TOKEN_TTL: '3600' }, []).tokenTtlSeconds).toBe(3600);
    expect(readConfig({ HOST: '0.0.0.0', MOCK_FAULT_HEADERS: 'on' }, []).faultHeaders).toBe(true);
    expect(readConfig({ MOCK_FAULT_HEADERS: 'off' }, []).faultHeaders).toBe(false);
    expect(() => readConfig({ MOCK_FAULT_HEADERS: 'yes' }, [])).toThrow(/MOCK_FAULT_HEADERS/);
  });

  it('lets command-line flags win over the environment', () => {
    const config = readConfig({ PORT: '5000', HOST: '0.0.0.0', MOCK_DATA_DIR: 'from-env' }, [
      '--port',
      '4100',
      '--host=localhost',
      '--data',
      'from-flag',
    ]);
    expect(config).toMatchObject({ port: 4100, host: 'localhost', dataDir: resolve('from-flag'), publicUrl: 'http://localhost:4100' });
  });

  it('derives a browsable public URL, or none when the port is only known after listening', () => {
    expect(readConfig({ HOST: '0.0.0.0', PORT: '4001' }, []).publicUrl).toBe('http://localhost:4001');
    expect(readConfig({ HOST: '::1' }, []).publicUrl).toBe('http://[::1]:4000');
    expect(readConfig({}, ['--port', '0']).publicUrl).toBeNull();
  });

  it('refuses malformed values with a message naming the setting', () => {
    expect(() => readConfig({ PORT: 'abc' }, [])).toThrow(/port/i);
    expect(() => readConfig({ PORT: '70000' }, [])).toThrow(/port/i);
    expect(() => readConfig({ TOKEN_TTL: 'soon' }, [])).toThrow(/TOKEN_TTL/);
    expect(() => readConfig({ MOCK_DELAY: 'MediaList:slow' }, [])).toThrow(/MOCK_DELAY/);
    expect(() => readConfig({}, ['--port'])).toThrow(/--port/);
  });
});
