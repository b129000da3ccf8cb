/**
 * Nouns for what is kept about people rather than what they send ("patient health", "rider
 * details", "member profiles"): people named right before one of them own the facts in passing;
 * they do not act in the clause, so they are not drawn from that mention.
 */
export const OWNED_FACTS: ReadonlySet<string> = new Set([
  'information', 'info', 'record', 'records', 'detail', 'details', 'health', 'history', 'histories',
  'profile', 'profiles', 'preferences', 'demographics', 'pii', 'vitals',
]);
