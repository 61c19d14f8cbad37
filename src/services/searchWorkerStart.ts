// Starts the search worker. Apart from searchIndex.ts, and loaded by it only when Search first
// opens, because `import.meta` is ES-module syntax that jest's CommonJS build can't load.
export const startSearchWorker = (): Worker =>
  new Worker(
    /* webpackChunkName: "search-worker" */ new URL(
      '../features/search/searchWorker.ts',
      import.meta.url,
    ),
  );
