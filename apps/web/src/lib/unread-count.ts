// The member's unread message count (spec 2.9 red dot, 3 "Unread count response"): the inbox
// work of issue 10 fills this in (polling every 30 s while a member is signed in).

/** The signed-in member's unread message count; 0 for guests and until it is known. */
export function useUnreadCount(): number {
  return 0;
}
