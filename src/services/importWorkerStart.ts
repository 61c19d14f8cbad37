// The import's Web Worker, started where webpack can see it (`new Worker(new URL(…))` gives it
// a chunk of its own, with the mapping code, off the main thread and out of the page's chunks).
export const startImportWorker = () =>
  new Worker(new URL('../features/transfer/importWorker.ts', import.meta.url), {
    name: 'import',
  });
