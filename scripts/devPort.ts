import { createServer } from 'node:net';

/** Whether `port` on `host` can be listened on now. */
function isFree(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen({ host, port, exclusive: true }, () => probe.close(() => resolve(true)));
  });
}

/**
 * The first port from `preferred` on that is free on `host` (Vite's 5173, else 5174, …), so
 * `npm start` works beside another dev server and can tell the mock which origin to allow.
 */
export async function firstFreePort(host: string, preferred: number, tries = 50): Promise<number> {
  for (let port = preferred; port < preferred + tries; port += 1) if (await isFree(host, port)) return port;
  throw new Error(`No free port for the admin between ${preferred} and ${preferred + tries - 1}`);
}

/**
 * The mock's CORS_ORIGINS with the admin's origin under both names the browser may use: the
 * ones given (or the defaults) keep working; `*` stays as it is.
 */
export function withAdminOrigin(corsOrigins: string[], port: number): string[] {
  if (corsOrigins.includes('*')) return corsOrigins;
  const added = [`http://localhost:${port}`, `http://127.0.0.1:${port}`].filter((origin) => !corsOrigins.includes(origin));
  return [...corsOrigins, ...added];
}
