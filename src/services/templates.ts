// Boards made from templates, by the server's createBoardFromTemplate. firebase/functions is
// fetched on first use, like every other service's client.
import { lazyClient } from './lazyClient';

const client = lazyClient(
  () => import(/* webpackChunkName: "functions" */ './firebase/templatesClient'),
);

export const createBoardFromTemplate = client.call('createBoardFromTemplate');
