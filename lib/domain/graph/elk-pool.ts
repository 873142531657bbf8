import path from "node:path";
import { Worker } from "node:worker_threads";
import type { ElkNode } from "elkjs/lib/elk-api";
import { processWide } from "@/lib/platform/concurrency/process-wide";
import { type Release, SlotQueue } from "@/lib/platform/concurrency/slot-queue";
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
  /** A slot per worker, and the layouts waiting for one. */
  private readonly slots: SlotQueue;
  /** The waits for a slot under way, ended by close(). */
  private readonly waits = new Set<AbortController>();
  private seq = 0;

  constructor(private readonly options: ElkPoolOptions) {
    this.slots = new SlotQueue({ concurrency: options.workers, queue: options.queue });
  }

  async layout(graph: ElkNode): Promise<ElkNode> {
    // The time limit counts from the request, so waiting for a worker uses it up too.
    const deadline = performance.now() + this.options.timeoutMs;
    const wait = new AbortController();
    const turn = this.slots.acquire(wait.signal);
    if (!turn) throw named(BUSY, `${this.slots.load.waiting} layouts are already waiting`);
    this.waits.add(wait);
    const timer = setTimeout(() => wait.abort(this.timeout()), this.options.timeoutMs);
    let release: Release;
    try {
      release = await turn;
    } finally {
      clearTimeout(timer);
      this.waits.delete(wait);
    }
    try {
      return await this.run(this.idle.pop() ?? this.spawn(), graph, deadline);
    } finally {
      release();
    }
  }

  /** Stops every worker; layouts under way or waiting are rejected. For tests and shutdown. */
  async close(): Promise<void> {
    for (const wait of this.waits) wait.abort(new Error("The layout pool was closed"));
    await Promise.all([...this.live].map((w) => w.terminate()));
  }

  private timeout(): Error {
    return named(TIMEOUT, `The layout took longer than ${this.options.timeoutMs} ms`);
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

  /** Lays `graph` out on `worker`, which holds a slot, until `deadline` (performance.now()). */
  private run(worker: Worker, graph: ElkNode, deadline: number): Promise<ElkNode> {
    return new Promise((resolve, reject) => {
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
      };
      const onMessage = (message: { id: number; layout?: ElkNode; error?: string }) => {
        if (message.id !== id) return;
        finish(() => {
          // An idle worker does not keep the process alive.
          worker.unref();
          this.idle.push(worker);
          if (message.error === undefined) resolve(message.layout!);
          else reject(new Error(`ELK layout failed: ${message.error}`));
        });
      };
      const onFailure = (error?: unknown) =>
        finish(() => {
          this.drop(worker);
          reject(error instanceof Error ? error : new Error("The layout worker stopped"));
        });
      const timer = setTimeout(
        () =>
          finish(() => {
            this.drop(worker);
            void worker.terminate();
            reject(this.timeout());
          }),
        Math.max(0, deadline - performance.now()),
      );
      worker.on("message", onMessage);
      worker.on("error", onFailure);
      worker.on("exit", onFailure);
      worker.ref();
      worker.postMessage({ id, graph });
    });
  }
}

const config = parseGraphLayoutConfig(process.env);

/** The process's one pool: instrumentation's warm-up, pages and the layout API share its workers. */
export const elkPool = (): ElkPool =>
  processWide(
    "elk-pool",
    () => new ElkPool({ workers: config.workers, timeoutMs: config.timeoutMs, queue: config.queue }),
  );
