// What a person reads when a saga throws what nobody expected. It can happen on the first screen,
// so these words ship with it (scripts/i18n.mjs SHELL).
import { msg } from '@lingui/core/macro';
import { i18n } from '../../i18n';

const unexpectedStep = msg`Something went wrong. Try again, and reload the page if it keeps happening.`;
const unexpectedStopped = msg`Something went wrong, and part of the app stopped. Reload the page to start it again.`;

/**
 * What a person reads when a saga throws what nobody expected (a bug, not a refused write), in
 * the language shown when it is read.
 */
export const unexpectedFailureText = {
  /** One step failed; the next one runs afresh. */
  get step(): string {
    return i18n._(unexpectedStep);
  },
  /** Something that follows live data stopped for good; only a reload starts it again. */
  get stopped(): string {
    return i18n._(unexpectedStopped);
  },
};
