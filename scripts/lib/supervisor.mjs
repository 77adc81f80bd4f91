// A small process supervisor for scripts/start.mjs: keeps each child running, restarting one that exits with
// exponential back-off while the others keep running, and stops them all cleanly. No dependency: the one
// process manager the app needs is this, not pm2 or systemd.
import { spawn } from 'node:child_process';

/** Back-off of restarts: `minMs` doubled per quick failure up to `maxMs`; a run of `stableMs` forgives them. */
export const DEFAULT_POLICY = { minMs: 500, maxMs: 30_000, stableMs: 60_000, killAfterMs: 15_000 };

/**
 * When to restart a child that exited after `uptimeMs`, given how many quick failures came before. A child that
 * ran for `stableMs` or longer starts a new count, so a rare crash waits `minMs` again.
 * @param {number} failures quick failures so far (0 at the start)
 * @param {number} uptimeMs how long the exited run lasted
 * @param {{ minMs: number, maxMs: number, stableMs: number }} policy
 * @returns {{ failures: number, delayMs: number }} the new failure count and the delay before the restart
 */
export function restartPlan(failures, uptimeMs, policy = DEFAULT_POLICY) {
  const previous = uptimeMs >= policy.stableMs ? 0 : failures;
  return {
    failures: previous + 1,
    delayMs: Math.min(policy.maxMs, policy.minMs * 2 ** previous),
  };
}

const duration = (ms) => (ms < 1000 ? `${ms} ms` : `${Math.round(ms / 100) / 10} s`);

/**
 * Creates a supervisor. `start(name, command, args, options)` spawns a child (options go to child_process.spawn;
 * stdio is inherited unless given); `stop()` ends every child with SIGTERM (SIGKILL after `killAfterMs`) and
 * resolves when all have exited.
 * @param {{ policy?: Partial<typeof DEFAULT_POLICY>, log?: (message: string) => void }} [options]
 */
export function createSupervisor({ policy = {}, log = (message) => console.log(message) } = {}) {
  const rules = { ...DEFAULT_POLICY, ...policy };
  /** @type {Map<string, { child: import('node:child_process').ChildProcess | null, timer: NodeJS.Timeout | null, exited: Promise<void> }>} */
  const children = new Map();
  let stopping = false;

  function run(name, command, args, options, failures) {
    const startedAt = Date.now();
    const child = spawn(command, args, { stdio: 'inherit', ...options });
    const entry = { child, timer: null, exited: null };
    entry.exited = new Promise((resolve) => {
      let done = false;
      const onEnd = (how) => {
        if (done) return;
        done = true;
        entry.child = null;
        resolve();
        if (stopping) {
          log(`${name} stopped (${how})`);
          return;
        }
        const plan = restartPlan(failures, Date.now() - startedAt, rules);
        log(`${name} exited (${how}); restarting in ${duration(plan.delayMs)} (attempt ${plan.failures})`);
        entry.timer = setTimeout(() => {
          entry.timer = null;
          if (!stopping) run(name, command, args, options, plan.failures);
        }, plan.delayMs);
      };
      child.on('exit', (code, signal) => onEnd(signal ?? `code ${code}`));
      child.on('error', (error) => onEnd(error.message)); // could not spawn at all
    });
    children.set(name, entry);
    return child;
  }

  return {
    /** Spawns a supervised child; returns the first ChildProcess. */
    start(name, command, args = [], options = {}) {
      if (children.has(name)) throw new Error(`${name} is already supervised`);
      return run(name, command, args, options, 0);
    },
    /** The running process of a child, or null while it waits for a restart. */
    current(name) {
      return children.get(name)?.child ?? null;
    },
    /** Stops every child (no more restarts); resolves when all have exited. */
    async stop(signal = 'SIGTERM') {
      stopping = true;
      await Promise.all(
        [...children.values()].map(async (entry) => {
          if (entry.timer) clearTimeout(entry.timer);
          const child = entry.child;
          if (!child) return;
          child.kill(signal);
          const kill = setTimeout(() => child.kill('SIGKILL'), rules.killAfterMs);
          await entry.exited;
          clearTimeout(kill);
        }),
      );
    },
  };
}
