// Gateway process: reads the configuration, listens, and shuts down gracefully on SIGTERM/SIGINT.
import http from 'node:http';
import { createGateway } from './app';
import { loadConfig, type GatewayConfig } from './config';
import { limitConnections, serverOptions } from './connection-limits';
import { untilSomeBackendAnswers } from './health';
import { logger } from './logger';

const SHUTDOWN_GRACE_MS = 10_000;

/** The start-up line: where the gateway listens, and what it serves from where. */
function describe(config: GatewayConfig): [Record<string, unknown>, string] {
  const overridden = config.remotes.filter((r) => !r.entry.startsWith(`/remotes/${r.area}/`));
  const fields = {
    apps: config.appsRoot,
    backends: config.backendUrls,
    config: config.configFile ?? null,
    routeRules: config.routeRules.length,
    entries: Object.fromEntries(overridden.map((r) => [r.name, r.entry])),
  };
  return [
    fields,
    `listening on http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${config.port}`,
  ];
}

/**
 * Starts the gateway from the environment; exits with 1 on a configuration error (or, with WAIT_FOR_BACKEND, when no
 * backend answers within three minutes).
 */
export async function main(): Promise<void> {
  let config: GatewayConfig;
  try {
    config = loadConfig();
  } catch (err) {
    logger.fatal((err as Error).message);
    process.exit(1);
  }
  const app = createGateway(config);
  if (config.waitForBackend) {
    try {
      await untilSomeBackendAnswers(config.backendUrls);
    } catch (err) {
      logger.fatal((err as Error).message);
      process.exit(1);
    }
  }
  const server = http.createServer(serverOptions(config.connectionLimits), app);
  limitConnections(server, config.connectionLimits);
  server.listen(config.port, config.host, () => logger.info(...describe(config)));
  server.on('error', (err) => {
    logger.fatal({ err }, 'cannot listen');
    process.exit(1);
  });

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info(`${signal} received, closing`);
    server.close(() => process.exit(0));
    // Keep-alive connections would hold close() open; in-flight requests still finish.
    server.closeIdleConnections();
    setTimeout(() => {
      server.closeAllConnections();
      process.exit(0);
    }, SHUTDOWN_GRACE_MS).unref();
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

if (require.main === module) void main();
