// Why a chosen file gives nothing to import, in the person's words: the import worker's answer
// when the file is not one it can read, and the page's when the worker itself failed.
import { msg } from '@lingui/core/macro';
import { i18n } from '../../i18n';

export const couldNotRead = (because: string): { ok: false; message: string } => {
  const reason = because.replace(/\.$/, '');
  return { ok: false, message: i18n._(msg`This file could not be read: ${reason}.`) };
};
