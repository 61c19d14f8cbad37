// What people do to share a board (invite, accept), and a write sent straight to the Firestore
// emulator as one of them, past the app, for the security rules to decide. Used by
// sharing.spec.ts and comments.spec.ts.
import { expect, type Page } from '@playwright/test';
import { e2eEnvironment } from './environment';

/** The signed-in person's ID token, from the Auth SDK's own storage in the page. */
export async function idTokenOf(page: Page): Promise<string> {
  return page.evaluate(
    () =>
      new Promise<string>((resolve, reject) => {
        const open = indexedDB.open('firebaseLocalStorageDb');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const read = open.result
            .transaction('firebaseLocalStorage', 'readonly')
            .objectStore('firebaseLocalStorage')
            .getAll();
          read.onerror = () => reject(read.error);
          read.onsuccess = () => {
            const entry = (
              read.result as { value?: { stsTokenManager?: { accessToken?: string } } }[]
            )
              .map((item) => item.value?.stsTokenManager?.accessToken)
              .find(Boolean);
            if (entry) resolve(entry);
            else reject(new Error('No signed-in user in this page'));
          };
        };
      }),
  );
}

/** A Firestore REST value for each plain field: strings, booleans, and `'serverTime'`. */
export type RestField = string | boolean | { serverTime: true };

function restValue(value: RestField) {
  if (typeof value === 'string') return { stringValue: value };
  if (typeof value === 'boolean') return { booleanValue: value };
  return null;
}

/**
 * Writes (creates or updates) `docPath` straight to the emulator as `token`'s person, through
 * the REST API's commit, so that server timestamps can be set: the rules decide. With
 * `updateMask`, only those fields change (an update); without, the document is created (it
 * must not exist). Returns the response, whose status is 403 when the rules refuse.
 */
export async function writeAs(
  token: string,
  docPath: string,
  fields: Record<string, RestField>,
  { update = false }: { update?: boolean } = {},
) {
  const { firestoreEmulatorUrl, projectId } = e2eEnvironment;
  const database = `projects/${projectId}/databases/(default)`;
  const plain = Object.entries(fields).filter(([, value]) => restValue(value) !== null);
  const timed = Object.entries(fields).filter(([, value]) => restValue(value) === null);
  return fetch(`${firestoreEmulatorUrl}/v1/${database}/documents:commit`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({
      writes: [
        {
          update: {
            name: `${database}/documents/${docPath}`,
            fields: Object.fromEntries(plain.map(([key, value]) => [key, restValue(value)])),
          },
          ...(update
            ? { updateMask: { fieldPaths: plain.map(([key]) => key) } }
            : { currentDocument: { exists: false } }),
          updateTransforms: timed.map(([fieldPath]) => ({
            fieldPath,
            setToServerValue: 'REQUEST_TIME',
          })),
        },
      ],
    }),
  });
}

export const shareDialog = (page: Page) => page.getByRole('dialog', { name: /^Share/ });

/** The owner invites `email` with `role` from the board's Share dialog. */
export async function invite(owner: Page, email: string, role: 'Editor' | 'Viewer') {
  await owner.getByRole('button', { name: 'Share', exact: true }).click();
  const dialog = shareDialog(owner);
  await dialog.getByRole('textbox', { name: 'Email address' }).fill(email);
  await dialog
    .getByRole('combobox', { name: 'Role', exact: true })
    .selectOption(role.toLowerCase());
  await dialog.getByRole('button', { name: 'Invite' }).click();
  await expect(
    dialog
      .getByRole('region', { name: 'Pending invitations' })
      .getByText(`${email.toLowerCase()} (${role})`, { exact: true }),
  ).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
}

/** The invitee accepts the invitation to `boardTitle` on their dashboard. */
export async function accept(invitee: Page, boardTitle: string) {
  await invitee.goto('/dashboard');
  const invitations = invitee.getByRole('region', { name: 'Invitations' });
  await expect(invitations).toContainText(boardTitle);
  await invitations.getByRole('button', { name: `Accept the invitation to ${boardTitle}` }).click();
  await expect(invitee.getByRole('link', { name: boardTitle })).toBeVisible();
}
