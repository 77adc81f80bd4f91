// Real processes for the tests that need more than one (replicas, reminders across processes, graceful shutdown):
// a TypeScript script started with tsx from source (a clean checkout runs these tests before any build), a free
// loopback port, and one place that kills what a test started.
import { type ChildProcess, spawn, type StdioOptions } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

/** The backend package's folder (scripts run with it as working directory). */
export const BACKEND_DIR = path.resolve(__dirname, '../..');
export const BACKEND_SERVER = path.join(BACKEND_DIR, 'src/server.ts');
export const GATEWAY_SERVER = path.resolve(BACKEND_DIR, '../gateway/src/server.ts');
/** Resolves @officefit/domain (and the other workspace packages) from source. */
const TSCONFIG = path.join(__dirname, 'jobs/tsconfig.runner.json');

/** A port nobody listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** The processes a test file started; `killAll()` in its afterAll. */
export class Processes {
  private readonly children: ChildProcess[] = [];

  /**
   * Starts `script` with tsx and the given environment on top of this process's. The child logs warnings and
   * errors (LOG_LEVEL=warn unless set; it would inherit jest's silence); whatever of its stderr and its log lines on
   * stdout this test does not read itself is kept (last 4 kB) and printed when it exits with an error code. `args`
   * follow the script (e.g. the backend's `--seed`).
   */
  start(
    script: string,
    env: Record<string, string>,
    stdio: StdioOptions = ['ignore', 'ignore', 'pipe'],
    args: string[] = [],
  ) {
    const io = Array.isArray(stdio) ? [...stdio] : [stdio, stdio, stdio];
    const keepStdout = io[1] === 'ignore';
    if (keepStdout) io[1] = 'pipe';
    const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
      cwd: BACKEND_DIR,
      env: {
        ...process.env,
        LOG_LEVEL: process.env.LOG_LEVEL || 'warn',
        ...env,
        TSX_TSCONFIG_PATH: TSCONFIG,
      },
      stdio: io,
    });
    let errors = '';
    const keep = (chunk: Buffer) => (errors = (errors + chunk.toString()).slice(-4000));
    child.stderr?.on('data', keep);
    if (keepStdout) child.stdout?.on('data', keep);
    child.on('exit', (code, signal) => {
      if (code) process.stderr.write(`${path.basename(script)} exited with ${code ?? signal}: ${errors}\n`);
    });
    this.children.push(child);
    return child;
  }

  /** SIGKILL for every child still running. */
  killAll(): void {
    for (const child of this.children)
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  }
}

/** Resolves with the exit code once the child has exited. */
export const exited = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve(child.exitCode);
    else child.once('exit', (code) => resolve(code));
  });
