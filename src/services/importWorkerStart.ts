// Starts the import worker. Apart from importFiles.ts, and loaded by it only when a file is
// chosen, because `import.meta` is ES-module syntax that jest's CommonJS build can't load.
export const startImportWorker = (): Worker =>
  new Worker(
    /* webpackChunkName: "import-worker" */ new URL(
      '../features/transfer/importWorker.ts',
      import.meta.url,
    ),
  );
