// Work on many small things at once, a few at a time: each card or upload the sweep clears takes
// a query or two, and one after another they would wait on every round trip in turn.
export async function eachAtOnce<T>(
  items: Iterable<T>,
  atOnce: number,
  work: (item: T) => Promise<void>,
): Promise<void> {
  const queue = [...items];
  const worker = async () => {
    for (let item = queue.shift(); item !== undefined; item = queue.shift()) await work(item);
  };
  await Promise.all(Array.from({ length: Math.min(atOnce, queue.length) }, worker));
}
