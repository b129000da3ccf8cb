/**
 * Copies of one component drawn once per availability zone carry the zone in their label
 * ("EC2 instance (AZ 2)"), so the copies are told apart; edits still treat them as one component.
 */
const ZONE_SUFFIX = /\s+\(AZ \d+\)$/;

/** The copy's label in zone `az` (0-based); a single zone adds nothing. */
export function zoneLabel(label: string, az: number, zones: number): string {
  return zones > 1 ? `${withoutZone(label)} (AZ ${az + 1})` : label;
}

/** The component's label without the zone its copy is drawn in. */
export function withoutZone(label: string): string {
  return label.replace(ZONE_SUFFIX, '');
}
