// Loaded into the server by bench/mix-server.ts (--require): on SIGUSR2, print what V8 holds, after a full
// collection when --expose-gc is given. Without a handler, SIGUSR2 would end the server.
process.on('SIGUSR2', () => {
  const mb = (bytes) => `${(bytes / 1048576).toFixed(0)} MB`;
  const before = process.memoryUsage();
  globalThis.gc?.();
  const after = process.memoryUsage();
  process.stdout.write(
    `server memory: rss ${mb(before.rss)}, heap used ${mb(before.heapUsed)} of ${mb(before.heapTotal)}, external ${mb(before.external)}, array buffers ${mb(before.arrayBuffers)}` +
      (globalThis.gc
        ? `; after a full GC: heap used ${mb(after.heapUsed)} of ${mb(after.heapTotal)}, rss ${mb(after.rss)}`
        : '') +
      '\n',
  );
});
