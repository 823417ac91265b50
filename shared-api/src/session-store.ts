import { create } from 'zustand';

export type PlanningFrequency = 'WEEKLY' | 'BIWEEKLY' | 'BOTH';

export interface SelectedProfile {
  id: string;
  name: string;
  planning_frequency: PlanningFrequency;
}

/** Mirrors the spec's localStorage keys one-to-one. */
export interface SessionValues {
  accessToken: string | null;
  userId: string | null;
  user_name: string | null;
  user_role: string | null;
  avatar_url: string | null;
  loginWith: string | null;
  selectedProfile: SelectedProfile | null;
}

type StringKey = Exclude<keyof SessionValues, 'selectedProfile'>;
const STRING_KEYS: StringKey[] = ['accessToken', 'userId', 'user_name', 'user_role', 'avatar_url', 'loginWith'];

interface SessionState extends SessionValues {
  /** Sets the given keys (null removes one) in the store and in localStorage. */
  update: (values: Partial<SessionValues>) => void;
  /** Logout: clears all of localStorage, as the spec says. */
  clear: () => void;
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

function readSelectedProfile(raw: string | null): SelectedProfile | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<SelectedProfile>;
    if (typeof value.id !== 'string' || typeof value.name !== 'string') return null;
    return { id: value.id, name: value.name, planning_frequency: value.planning_frequency ?? 'BOTH' };
  } catch {
    console.warn('Ignoring a corrupt stored selectedProfile');
    return null;
  }
}

export function readSession(): SessionValues {
  const store = storage();
  const values = Object.fromEntries(STRING_KEYS.map((key) => [key, store?.getItem(key) ?? null])) as Omit<
    SessionValues,
    'selectedProfile'
  >;
  return { ...values, selectedProfile: readSelectedProfile(store?.getItem('selectedProfile') ?? null) };
}

function write(values: Partial<SessionValues>): void {
  const store = storage();
  if (!store) return;
  for (const [key, value] of Object.entries(values)) {
    if (value === null || value === undefined) store.removeItem(key);
    else store.setItem(key, typeof value === 'string' ? value : JSON.stringify(value));
  }
}

const EMPTY: SessionValues = {
  accessToken: null,
  userId: null,
  user_name: null,
  user_role: null,
  avatar_url: null,
  loginWith: null,
  selectedProfile: null,
};

export const useSession = create<SessionState>()((set) => ({
  ...readSession(),
  update: (values) => {
    write(values);
    set(values);
  },
  clear: () => {
    storage()?.clear();
    set(EMPTY);
  },
}));

// Another tab signing out or in must not leave this one acting on stale credentials.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.storageArea === storage()) useSession.setState(readSession());
  });
}

export const isAdmin = (role: string | null): boolean => role === 'ADMIN';
