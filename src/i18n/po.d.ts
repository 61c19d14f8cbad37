// A message catalog, compiled when bundled (@lingui/loader; tests/unit/poTransform.cjs in Jest).
declare module '*.po' {
  import type { Messages } from '@lingui/core';

  export const messages: Messages;
}
