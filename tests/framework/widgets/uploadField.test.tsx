import { ApolloClient, HttpLink, InMemoryCache } from '@apollo/client';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Formik, useFormikContext } from 'formik';
import { spawn, type ChildProcess } from 'node:child_process';
import { print } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import UploadField from '../../../src/framework/fields/UploadField';
import { LoginDocument } from '../../../src/gql/graphql';
import { renderWithProviders } from '../../utils/renderWithProviders';

/**
 * Uploads against a real mock server (`npm run mock` on a free port, in its own process): the
 * field asks createUpload over HTTP, then jsdom's own XMLHttpRequest PUTs the bytes to the
 * one-time URL, with the CORS preflight a browser makes, and reports progress. The server runs
 * out of process because under jsdom its JWT library sees jsdom's typed arrays and cannot sign.
 */
let child: ChildProcess;
let serverUrl = '';
let apollo: ApolloClient;
const MAX = 1024 * 1024;

function startMockProcess(): Promise<string> {
  child = spawn(`${process.cwd()}/node_modules/.bin/tsx`, ['mock-server/main.ts', '--port', '0'], {
    cwd: process.cwd(),
    env: { ...process.env, CORS_ORIGINS: window.location.origin, UPLOAD_MAX_BYTES: String(MAX), UPLOAD_QUOTA_BYTES: String(2 * MAX), MOCK_DATA_DIR: '', FACTOR_REQUIRED_ROLES: 'none' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /Mock GraphQL server: (http:\/\/[^\s/]+)\/graphql/.exec(out);
      if (match) resolve(match[1]);
    });
    child.once('exit', (code) => reject(new Error(`mock server exited (${code}): ${out}`)));
  });
}

beforeAll(async () => {
  serverUrl = await startMockProcess();
  // Node's fetch refuses jsdom's AbortSignal; the request itself is unchanged.
  const nodeFetch: typeof fetch = (input, init) => fetch(input, { ...init, signal: undefined });
  const login = await nodeFetch(`${serverUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: print(LoginDocument), variables: { email: 'admin@example.com', password: 'password' } }),
  });
  const token = ((await login.json()) as { data: { login: { token: string } } }).data.login.token;
  apollo = new ApolloClient({ cache: new InMemoryCache(), link: new HttpLink({ uri: `${serverUrl}/graphql`, headers: { authorization: `Bearer ${token}` }, fetch: nodeFetch }) });
}, 60_000);
afterAll(() => {
  child?.kill('SIGTERM');
});

function Value() {
  const { values } = useFormikContext<{ coverUrl: string | null }>();
  return <output data-testid="value">{String(values.coverUrl)}</output>;
}

async function renderUpload(accept: 'image' | 'file', coverUrl: string | null = null, isReadOnly = false) {
  const result = await renderWithProviders(
    <Formik initialValues={{ coverUrl }} onSubmit={() => {}}>
      <>
        <UploadField name="coverUrl" label="Cover" isReadOnly={isReadOnly} accept={accept} />
        <Value />
      </>
    </Formik>,
    { apolloClient: apollo },
  );
  await screen.findByRole('group', { name: 'Cover' });
  return { ...result, input: () => result.container.querySelector<HTMLInputElement>('input[type=file]')! };
}

/** Every value the progress bar showed, however briefly. */
function recordProgress() {
  const seen: number[] = [];
  const observer = new MutationObserver(() => {
    for (const bar of document.querySelectorAll('[role=progressbar]')) seen.push(Number(bar.getAttribute('aria-valuenow')));
  });
  observer.observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-valuenow'] });
  return { seen, stop: () => observer.disconnect() };
}

const png = (size: number) => new File([new Uint8Array(size).fill(7)], 'جلد cover.png', { type: 'image/png' });
const value = () => screen.getByTestId('value').textContent ?? '';

describe('UploadField', () => {
  it('uploads to the one-time URL with progress to 100% and keeps the stored file URL', async () => {
    const user = userEvent.setup();
    const { input } = await renderUpload('image');
    const progress = recordProgress();
    await user.upload(input(), png(200 * 1024));
    await waitFor(() => expect(value()).toMatch(new RegExp(`^${serverUrl}/files/[a-f0-9]+/`)));
    progress.stop();
    expect(progress.seen[0]).toBe(0);
    expect(Math.max(...progress.seen)).toBe(100);
    expect(screen.getByRole('progressbar', { name: /Uploaded جلد cover\.png/ })).toHaveAttribute('aria-valuenow', '100');
    await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument(), { timeout: 3000 });
    // The stored file is really there, with its bytes, and previewed as an image.
    const served = await fetch(value());
    expect(served.status).toBe(200);
    expect((await served.arrayBuffer()).byteLength).toBe(200 * 1024);
    expect(screen.getByRole('img', { name: 'Preview of Cover' })).toHaveAttribute('src', value());
  });

  it('replaces and removes the file', async () => {
    const user = userEvent.setup();
    const { input } = await renderUpload('image', `${serverUrl}/files/abc/old.png`);
    expect(screen.getByRole('img', { name: 'Preview of Cover' })).toBeInTheDocument();
    await user.upload(input(), png(10));
    await waitFor(() => expect(value()).not.toContain('/abc/old.png'));
    expect(value()).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/files\//);
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    expect(value()).toBe('null');
    expect(screen.getByRole('button', { name: 'Choose image' })).toBeInTheDocument();
  });

  it('shows the server refusal of a too large file with the limit in MB', async () => {
    const user = userEvent.setup();
    const { input } = await renderUpload('image');
    await user.upload(input(), png(MAX + 1));
    expect(await screen.findByText('The file is too large; the limit is 1 MB')).toBeInTheDocument();
    expect(value()).toBe('null');
  });

  it('refuses a file of another kind before asking the server', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const { input } = await renderUpload('image');
    await user.upload(input(), new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    expect(await screen.findByText('Files of type text/plain are not accepted')).toBeInTheDocument();
  });

  it('translates a type the server does not take', async () => {
    const user = userEvent.setup();
    const { input } = await renderUpload('file');
    await user.upload(input(), new File(['MZ'], 'setup.exe', { type: 'application/x-msdownload' }));
    expect(await screen.findByText('Files of type application/x-msdownload are not accepted')).toBeInTheDocument();
  });

  // Runs after the uploads above: with them, a second file of 1 MB is past the 2 MB quota.
  it('shows the per-user upload quota with the allowance and the wait, translated', async () => {
    const user = userEvent.setup();
    const first = await renderUpload('image');
    await user.upload(first.input(), png(MAX));
    await waitFor(() => expect(value()).toMatch(/\/files\//));
    first.unmount();
    const { input } = await renderUpload('image');
    await user.upload(input(), png(MAX));
    expect(await screen.findByText(/^You can upload 2 MB per 60 minutes; try again in \d+ minutes$/)).toBeInTheDocument();
    expect(value()).toBe('null');
  });

  it('only shows the stored file when read-only, as a link with its name for other files', async () => {
    await renderUpload('file', 'https://cdn.test/files/1/%D8%B1%D8%B3%DB%8C%D8%AF.pdf', true);
    expect(screen.getByRole('link', { name: /رسید\.pdf/ })).toHaveAttribute('href', 'https://cdn.test/files/1/%D8%B1%D8%B3%DB%8C%D8%AF.pdf');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
