import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { errorSummary } from './failures';
import type { Logger } from './logger';

/** The route label of a request no route answered: one value, whatever the URL. */
export const UNMATCHED_ROUTE = 'unmatched';
/** The route label of the web app's pages and files. */
export const WEB_ROUTE = 'web';
/** The route label of the photos under /uploads. */
export const UPLOADS_ROUTE = '/uploads';
/** The route label of the scrape itself. */
export const METRICS_ROUTE = '/metrics';

/** Queued jobs of one name that are due now, read from the jobs table at scrape time. */
export interface QueuedJobs {
  name: string;
  count: number;
  /** Seconds since the oldest of them was due. */
  oldestAgeSeconds: number;
}

/** The database connections at scrape time. */
export interface ConnectionStats {
  /** Connections running a query or a transaction. */
  inUse: number;
  /** Queries waiting for a connection of the pool. */
  waiting: number;
  /** The most connections the pool opens. */
  max: number;
}

/** The series of one application context, each in its own registry (tests build many). */
export interface Metrics {
  readonly registry: Registry;
  readonly httpDuration: Histogram<'method' | 'route' | 'status'>;
  readonly socketConnections: Gauge;
  readonly chatMessagesDelivered: Counter;
  readonly jobFailures: Counter<'name'>;
  readonly jobRetries: Counter<'name'>;
  readonly rateLimitRefusals: Counter<'limit'>;
  readonly mailsSent: Counter<'transport'>;
  readonly mailFailures: Counter<'transport'>;
  readonly pushes: Counter<'outcome'>;
  readonly photoFilesMissing: Counter<'backfill'>;
  /** Where the queue's gauges are read from when scraped. */
  readQueueFrom(source: () => Promise<QueuedJobs[]>): void;
  /** Where the pool's gauges are read from when scraped. */
  readConnectionsFrom(source: () => ConnectionStats): void;
  /** The text exposition of every series. */
  scrape(): Promise<string>;
  readonly contentType: string;
}

export interface MetricsOptions {
  logger: Logger;
  /**
   * prom-client's process collectors (CPU, memory, handles, event-loop lag, GC): on only where
   * something scrapes, since the event-loop and GC monitors cost a little all the time.
   */
  processMetrics: boolean;
}

const PREFIX = 'roomsetu_';
/** How long a scrape waits for the queue's numbers. */
const QUEUE_READ_TIMEOUT_MS = 2000;

export function createMetrics({ logger, processMetrics }: MetricsOptions): Metrics {
  const registry = new Registry();
  const registers = [registry];
  if (processMetrics) collectDefaultMetrics({ register: registry, prefix: PREFIX });

  let queueSource: (() => Promise<QueuedJobs[]>) | undefined;
  let connectionSource: (() => ConnectionStats) | undefined;
  // Both queue gauges are filled by one query per scrape, whichever collects first.
  let reading: Promise<QueuedJobs[] | null> | undefined;
  const queued = (): Promise<QueuedJobs[] | null> => {
    if (!queueSource) return Promise.resolve(null);
    if (reading) return reading;
    let timer: NodeJS.Timeout | undefined;
    // A database that cannot answer (every connection busy, or gone) leaves the queue's series
    // out of the scrape rather than holding it past Prometheus's timeout.
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new Error(`no answer in ${QUEUE_READ_TIMEOUT_MS} ms`)),
        QUEUE_READ_TIMEOUT_MS,
      );
    });
    reading = Promise.race([queueSource(), timeout])
      .catch((err: unknown) => {
        logger.warn({ err: errorSummary(err) }, 'metrics: the job queue could not be read');
        return null;
      })
      .finally(() => {
        clearTimeout(timer);
        setImmediate(() => (reading = undefined));
      });
    return reading;
  };
  // The pool first: the queue's query below may itself wait for a connection.
  const connectionGauge = (name: string, help: string, value: (s: ConnectionStats) => number) =>
    new Gauge({
      name,
      help,
      registers,
      collect() {
        if (connectionSource) this.set(value(connectionSource()));
      },
    });
  connectionGauge(
    `${PREFIX}db_pool_connections_in_use`,
    'Database connections running a query or transaction (the embedded database: its one connection).',
    (s) => s.inUse,
  );
  connectionGauge(
    `${PREFIX}db_pool_waiting_clients`,
    'Queries waiting for a free database connection.',
    (s) => s.waiting,
  );
  connectionGauge(
    `${PREFIX}db_pool_max_connections`,
    'The most database connections this process opens.',
    (s) => s.max,
  );

  const queueGauge = (
    name: string,
    help: string,
    value: (q: QueuedJobs) => number,
  ): Gauge<'name'> =>
    new Gauge({
      name,
      help,
      labelNames: ['name'],
      registers,
      async collect() {
        const rows = await queued();
        this.reset();
        for (const row of rows ?? []) this.set({ name: row.name }, value(row));
      },
    });
  queueGauge(
    `${PREFIX}jobs_queued`,
    'Jobs waiting in the queue and due now, by job name.',
    (q) => q.count,
  );
  queueGauge(
    `${PREFIX}jobs_oldest_queued_age_seconds`,
    'How long the oldest due job of each name has waited.',
    (q) => q.oldestAgeSeconds,
  );
  return {
    registry,
    httpDuration: new Histogram({
      name: `${PREFIX}http_request_duration_seconds`,
      help: 'HTTP answers by method, route template and status.',
      labelNames: ['method', 'route', 'status'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers,
    }),
    socketConnections: new Gauge({
      name: `${PREFIX}socket_connections`,
      help: 'Authenticated socket.io connections open on this process.',
      registers,
    }),
    chatMessagesDelivered: new Counter({
      name: `${PREFIX}chat_messages_delivered_total`,
      help: 'Chat messages pushed live to their recipients by this process.',
      registers,
    }),
    jobFailures: new Counter({
      name: `${PREFIX}job_failures_total`,
      help: 'Jobs that failed for good (no attempt left), by job name.',
      labelNames: ['name'],
      registers,
    }),
    jobRetries: new Counter({
      name: `${PREFIX}job_retries_total`,
      help: 'Failed job runs queued again for a retry, by job name.',
      labelNames: ['name'],
      registers,
    }),
    rateLimitRefusals: new Counter({
      name: `${PREFIX}rate_limit_refusals_total`,
      help: 'Requests and socket events refused by a rate limit, by limit name.',
      labelNames: ['limit'],
      registers,
    }),
    mailsSent: new Counter({
      name: `${PREFIX}mails_sent_total`,
      help: 'Mails handed to the transport (smtp, or the log without SMTP_URL).',
      labelNames: ['transport'],
      registers,
    }),
    mailFailures: new Counter({
      name: `${PREFIX}mail_failures_total`,
      help: 'Mails the transport refused or could not deliver.',
      labelNames: ['transport'],
      registers,
    }),
    pushes: new Counter({
      name: `${PREFIX}pushes_total`,
      help: 'Web pushes by outcome: sent, gone (the device unsubscribed), refused, failed (retried).',
      labelNames: ['outcome'],
      registers,
    }),
    photoFilesMissing: new Counter({
      name: `${PREFIX}photo_files_missing_total`,
      help: 'Stored photos whose file a photo backfill did not find, by backfill.',
      labelNames: ['backfill'],
      registers,
    }),
    readQueueFrom(source) {
      queueSource = source;
    },
    readConnectionsFrom(source) {
      connectionSource = source;
    },
    scrape: () => registry.metrics(),
    contentType: registry.contentType,
  };
}
