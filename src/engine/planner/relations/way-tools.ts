/**
 * "Staff reach the lab VMs via a browser using the Kasm service", "… via one browser with a
 * remote-desktop link, using Kasm": a tool the way itself uses is the next step of that way (staff → browser →
 * Kasm → VMs), not a tool of the one acting. A "with" right after the way describes the way; the
 * "using" after it still goes on along the way.
 */

/** What the reader knows when a "with" or "using" comes. */
export interface WayState {
  mode: string | null;
  /** The components of the way read so far ("via A"). */
  via: readonly string[];
  /** The component just read. */
  lastKeys: readonly string[];
  /** The clause's doers when a "with" after the way set them aside. */
  setAside: readonly string[] | null;
}

/** The preposition at hand, or what it means for the way: go on along it, or describe its last step. */
export function wayTool(w: string, afterSlot: boolean, s: WayState): 'go on' | 'describe' | 'back' | null {
  const onWay = afterSlot && s.lastKeys.length > 0 && s.lastKeys.every((k) => s.via.includes(k));
  if (s.mode === 'via' && onWay) return w === 'using' ? 'go on' : w === 'with' ? 'describe' : null;
  // "via one browser with a remote-desktop link using Kasm": back on the way after what described its step.
  if (w === 'using' && s.mode === 'attach' && s.setAside !== null && s.via.length > 0) return 'back';
  return null;
}
