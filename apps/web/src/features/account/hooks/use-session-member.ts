import { useEffect } from 'react';
import { useSessionStore } from '../../../lib/session-store.ts';
import { loadSessionMember } from '../session-flow.ts';

/**
 * A session whose member is not known yet (a token that came in the address, say) loads member info once,
 * so the header and the panels know who is signed in.
 */
export function useSessionMember(): void {
  const token = useSessionStore((state) => state.token);
  const known = useSessionStore((state) => state.member !== null);
  useEffect(() => {
    // A refused token is handled by the 401 handler, which clears the session.
    if (token && !known) void loadSessionMember().catch(() => undefined);
  }, [token, known]);
}
