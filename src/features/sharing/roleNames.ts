import type { Role } from '../../domain/members';

/** A role as the screen names it. */
export const roleName: Record<Role, string> = {
  owner: 'Owner',
  editor: 'Editor',
  viewer: 'Viewer',
};
