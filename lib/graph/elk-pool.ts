import path from "node:path";
import { Worker } from "node:worker_threads";
import type { ElkNode } from "elkjs/lib/elk-api";
import { processWide } from "@/lib/process-wide";
import { parseGraphLayoutConfig } from "./graph-layout-config";

/*
 * Loaded by path from the working directory, which scripts/serve.ts, `next start` and the tests all run in:
 * a plain .mjs file that the route bundlers never rewrite, importing elkjs from node_modules itself.
 */
const WORKER_SCRIPT = path.join(process.cwd(), "lib", "graph", "elk-layout-worker.mjs");
// A runaway layout fails in its own thread instead of taking the server's memory with it.
const WORKER_HEAP_MB = 512;

export interface ElkPoolOptions {
  workers: number;
  timeoutMs: number;
}

const TIMEOUT = "LayoutTimeout";

/** Whether a layout was stopped for taking longer than the pool's time limit (by name: pools live in any module graph). */
export const isLayoutTimeout = (error: unknown): boolean => error instanceof Error && error.name === TIMEOUT;

interface Job {
  graph: ElkNode;
  resolve: (layout: ElkNode) => void;
  reject: (error: Error) => void;
}

/**
 * ELK layouts in worker threads, so the server's event loop keeps answering while a drawing is laid out.
 * Workers are kept between layouts (ELK's code is compiled once per worker); a layout running past
 * `timeoutMs` has its worker terminated and is rejected with a LayoutTimeout, and later layouts get a new one.
 */
export class ElkPool {
  private readonly live = new Set<Worker>();
  private readonly idle: Worker[] = [];
  private readonly queue: Job[] = [];
  private seq = 0;

  constructor(private readonly options: ElkPoolOptions) {}

  layout(graph: ElkNode): Promise<ElkNode> {
    return new Promise((resolve, reject) => {
      this.queue.push({ graph, resolve, reject });
      this.next();
    });
  }

  /** Stops every worker; layouts under way are rejected. For tests and shutdown. */
  async close(): Promise<void> {
    await Promise.all([...this.live].map((w) => w.terminate()));
  }

  private next(): void {
    while (this.queue.length > 0 && (this.idle.length > 0 || this.live.size < this.options.workers)) {
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
          const error = new Error(`The layout took longer than ${this.options.timeoutMs} ms`);
          error.name = TIMEOUT;
          job.reject(error);
        }),
      this.options.timeoutMs,
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
  processWide("elk-pool", () => new ElkPool({ workers: config.workers, timeoutMs: config.timeoutMs }));
