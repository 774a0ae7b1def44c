/** Waits (bounded) until an instance's state says so: a notification arriving is an event, not a delay. */
export async function until(condition: () => boolean, withinMs = 1000) {
  const deadline = Date.now() + withinMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`not true within ${withinMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

/** Reads until `done` holds (bounded): a notification from the other instance may take a moment to arrive. */
export async function readUntil<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  withinMs = 2000,
): Promise<T> {
  const deadline = Date.now() + withinMs;
  let value = await read();
  while (!done(value) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 5));
    value = await read();
  }
  return value;
}
