/**
 * Whether the signed-in user has put the first-run checklist away. No user setting holds it on
 * the server, so it is kept on this device under the user's own key (`userStorageKey`): like the
 * user's other device data, signing out forgets it.
 */
import { useState } from 'react';
import { getSession, userStorageKey } from '../../lib/session';

const key = () => {
  const { userId } = getSession();
  return userId ? userStorageKey(userId, 'overview:checklist-hidden') : null;
};

function read(): boolean {
  try {
    const name = key();
    return name ? localStorage.getItem(name) === '1' : false;
  } catch {
    return false;
  }
}

/** The checklist's hidden state and its setter (remembered on this device). */
export function useChecklistHidden(): [boolean, (hidden: boolean) => void] {
  const [hidden, setHidden] = useState(read);
  return [
    hidden,
    (next) => {
      setHidden(next);
      try {
        const name = key();
        if (!name) return;
        if (next) localStorage.setItem(name, '1');
        else localStorage.removeItem(name);
      } catch {
        // Blocked storage: hidden for this visit only.
      }
    },
  ];
}
