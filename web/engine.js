// The engine seen from the page: one Web Worker (worker.js) running the cgt command compiled to
// WebAssembly. run(args) answers {status, stdout, stderr, files, ms}, or {cancelled} when
// cancel() was called meanwhile, or {crashed}. Cancelling terminates the worker (a running
// WebAssembly call cannot be interrupted otherwise) and starts a fresh one.
export class Engine {
  constructor(events) {
    this.events = events || {};
    this.nextId = 0;
    this.pending = new Map();
    this.starts = 0;
    this.start();
  }

  start() {
    this.starts++;
    this.ready = false;
    const startedAt = performance.now();
    const worker = new Worker("worker.js");
    this.worker = worker;
    worker.onmessage = (event) => {
      if (worker !== this.worker) return;
      const m = event.data;
      if (m.ready) {
        this.ready = true;
        if (this.events.ready) this.events.ready({ ms: m.ms, sinceStart: performance.now() - startedAt, first: this.starts === 1 });
        return;
      }
      if (m.loadError) {
        if (this.events.loadError) this.events.loadError(m.loadError);
        return;
      }
      const resolve = this.pending.get(m.id);
      if (!resolve) return;
      this.pending.delete(m.id);
      resolve(m);
      if (m.crashed) this.restart({ crashed: m.crashed });
    };
    worker.onerror = (event) => {
      if (worker !== this.worker) return;
      event.preventDefault();
      this.restart({ crashed: String(event.message || "the worker failed") });
      if (this.events.loadError) this.events.loadError(String(event.message || "the worker failed"));
    };
  }

  run(args, stdin) {
    const id = ++this.nextId;
    return new Promise((resolve) => {
      this.pending.set(id, resolve);
      this.worker.postMessage({ id: id, args: args, stdin: stdin || "" });
    });
  }

  get busy() {
    return this.pending.size > 0;
  }

  // Ends every pending run with `answer` ({cancelled: true} by default) and starts a new worker.
  restart(answer) {
    this.worker.terminate();
    const waiting = Array.from(this.pending.values());
    this.pending.clear();
    this.start();
    for (const resolve of waiting) resolve(Object.assign({}, answer || { cancelled: true }));
  }

  cancel() {
    this.restart({ cancelled: true });
  }
}
