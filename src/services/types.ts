// Plain data that crosses from the services into sagas and the store: no SDK objects.

export interface AuthUser {
  uid: string;
  displayName: string | null;
  email: string | null;
  photoURL: string | null;
}

export interface SignInResult {
  user: AuthUser;
  isNewUser: boolean;
}

/** The stored record at users/{uid}. */
export interface UserRecord {
  /** Board ids in dashboard order. */
  boards: string[];
  /** Starred board ids (stored only once something is starred). */
  starred: string[];
}

export interface UserRecordSnapshot {
  /** null when the document does not exist (yet). */
  record: UserRecord | null;
  /** True while the data comes from the local cache only (offline or not yet confirmed). */
  fromCache: boolean;
}

export type Unsubscribe = () => void;
