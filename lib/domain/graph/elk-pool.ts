import path from "node:path";
import { Worker } from "node:worker_threads";
import type { ElkNode } from "elkjs/lib/elk-api";
import { processWide } from "@/lib/platform/concurrency/process-wide";
import { parseGraphLayoutConfig } from "./graph-layout-config";

/*
 * Loaded by path from the working directory, which scripts/serve.ts, `next start` and the tests all run in:
 * a plain .mjs file that the route bundlers never rewrite, importing elkjs from node_modules itself.
 */
const WORKER_SCRIPT = path.join(process.cwd(), "lib", "domain", "graph", "elk-layout-worker.mjs");
// A runaway layout fails in its own thread instead of taking the server's memory with it.
const WORKER_HEAP_MB = 512;

export interface ElkPoolOptions {
  workers: number;
  /** How long a layout may take from being asked for, waiting for a worker included. */
  timeoutMs: number;
  /** Layouts that may wait for a worker; beyond that one is refused at once (LayoutBusy). */
  queue: number;
}

const TIMEOUT = "LayoutTimeout";
const BUSY = "LayoutBusy";

/** Whether a layout was stopped for taking longer than the pool's time limit (by name: pools live in any module graph). */
export const isLayoutTimeout = (error: unknown): boolean => error instanceof Error && error.name === TIMEOUT;

/** Whether a layout was refused because the pool's queue was full. */
export const isLayoutBusy = (error: unknown): boolean => error instanceof Error && error.name === BUSY;

const named = (name: string, message: string): Error => Object.assign(new Error(message), { name });

interface Job {
  graph: ElkNode;
  resolve: (layout: ElkNode) => void;
  reject: (error: Error) => void;
  /** When the time limit ends (performance.now()), counted from the request so waiting uses it up too. */
  deadline: number;
  /** Ends the wait of a job still queued at its deadline. */
  waitTimer?: ReturnType<typeof setTimeout>;
}

/**
 * ELK layouts in worker threads, so the server's event loop keeps answering while a drawing is laid out.
 * Workers are kept between layouts (ELK's code is compiled once per worker); a layout not done `timeoutMs`
 * after it was asked for is rejected with a LayoutTimeout (its worker terminated if it was running, and
 * later layouts get a new one). At most `queue` layouts wait: one more is refused at once with LayoutBusy,
 * so a crowd of requests cannot leave everyone's drawings waiting behind it.
 */
export class ElkPool {
  private readonly live = new Set<Worker>();
  private readonly idle: Worker[] = [];
  private readonly queue: Job[] = [];
  private seq = 0;

  constructor(private readonly options: ElkPoolOptions) {}

  layout(graph: ElkNode): Promise<ElkNode> {
    return new Promise((resolve, reject) => {
      const job: Job = { graph, resolve, reject, deadline: performance.now() + this.options.timeoutMs };
      if (!this.canStart() && this.queue.length >= this.options.queue) {
        reject(named(BUSY, `${this.queue.length} layouts are already waiting`));
        return;
      }
      job.waitTimer = setTimeout(() => {
        const at = this.queue.indexOf(job);
        if (at < 0) return;
        this.queue.splice(at, 1);
        reject(this.timeout());
      }, this.options.timeoutMs);
      this.queue.push(job);
      this.next();
    });
  }

  /** Stops every worker; layouts under way or waiting are rejected. For tests and shutdown. */
  async close(): Promise<void> {
    for (const job of this.queue.splice(0)) {
      clearTimeout(job.waitTimer);
      job.reject(new Error("The layout pool was closed"));
    }
    await Promise.all([...this.live].map((w) => w.terminate()));
  }

  private canStart(): boolean {
    return this.idle.length > 0 || this.live.size < this.options.workers;
  }

  private timeout(): Error {
    return named(TIMEOUT, `The layout took longer than ${this.options.timeoutMs} ms`);
  }

  private next(): void {
    while (this.queue.length > 0 && this.canStart()) {
      this.run(this.idle.pop() ?? this.spawn(), this.queue.shift()!);
    }
  }

  private spawn(): Worker {
    const worker = new Worker(WORKER_SCRIPT, { resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB } });
    this.live.add(worker);
    // A worker that dies while idle is dropped here; one that dies mid-layout also fails its layout (run).
    const drop = () => this.drop(worker);
    worker.on("error", drop);
    worker.on("exit", drop);
    return worker;
  }

  private drop(worker: Worker): void {
    this.live.delete(worker);
    const at = this.idle.indexOf(worker);
    if (at >= 0) this.idle.splice(at, 1);
  }

  private run(worker: Worker, job: Job): void {
    clearTimeout(job.waitTimer);
    const id = ++this.seq;
    let settled = false;
    const finish = (settle: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      worker.off("message", onMessage);
      worker.off("error", onFailure);
      worker.off("exit", onFailure);
      settle();
      this.next();
    };
    const onMessage = (message: { id: number; layout?: ElkNode; error?: string }) => {
      if (message.id !== id) return;
      finish(() => {
        // An idle worker does not keep the process alive.
        worker.unref();
        this.idle.push(worker);
        if (message.error === undefined) job.resolve(message.layout!);
        else job.reject(new Error(`ELK layout failed: ${message.error}`));
      });
    };
    const onFailure = (error?: unknown) =>
      finish(() => {
        this.drop(worker);
        job.reject(error instanceof Error ? error : new Error("The layout worker stopped"));
      });
    const timer = setTimeout(
      () =>
        finish(() => {
          this.drop(worker);
          void worker.terminate();
          job.reject(this.timeout());
        }),
      Math.max(0, job.deadline - performance.now()),
    );
    worker.on("message", onMessage);
    worker.on("error", onFailure);
    worker.on("exit", onFailure);
    worker.ref();
    worker.postMessage({ id, graph: job.graph });
  }
}

const config = parseGraphLayoutConfig(process.env);

/** The process's one pool: instrumentation's warm-up, pages and the layout API share its workers. */
export const elkPool = (): ElkPool =>
  processWide(
    "elk-pool",
    () => new ElkPool({ workers: config.workers, timeoutMs: config.timeoutMs, queue: config.queue }),
  );
