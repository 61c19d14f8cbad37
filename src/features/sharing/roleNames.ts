import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Role } from '../../domain/members';

/** A role as the screen names it: `i18n._(roleName[role])` in the language shown. */
export const roleName: Record<Role, MessageDescriptor> = {
  owner: msg`Owner`,
  editor: msg`Editor`,
  viewer: msg`Viewer`,
};
