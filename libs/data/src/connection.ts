import mongoose, { Connection } from 'mongoose';

/**
 * A worker's MongoDB connection, opened on first use and reopened after a failed first connect
 * (mongoose does not retry an initial connect by itself); until then jobs fail and BullMQ retries
 * them. Repositories are built on `connection` at once: their queries wait for `ready()`.
 */
export class LazyConnection {
  readonly connection: Connection = mongoose.createConnection();
  private opening: Promise<unknown> | null = null;

  constructor(
    private readonly url: string,
    private readonly options: mongoose.ConnectOptions = { serverSelectionTimeoutMS: 5000, maxPoolSize: 5 },
  ) {
    // Errors surface on the job that waits for ready(); an unhandled 'error' event would crash the worker.
    this.connection.on('error', () => undefined);
  }

  async ready(): Promise<Connection> {
    if (this.connection.readyState !== 1) {
      this.opening ??= this.connection.openUri(this.url, this.options).finally(() => (this.opening = null));
      await this.opening;
    }
    return this.connection;
  }

  close(): Promise<void> {
    return this.connection.close().catch(() => undefined);
  }
}
