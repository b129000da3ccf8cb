/**
 * Who and what acts on a system from outside it, by the nouns people use for them: staff named by
 * their job, the people the system serves, and devices in the field. The catalog's people and
 * device entries answer to these words (a plural is read as its singular), so "regional sales managers", "line
 * cameras" or "the billing clerks" are drawn with the text's own name and the kind's icon.
 * Words that as often name a part of a system ("agent", "operator", "controller", "listener",
 * "inspector", "writer", "driver", "tracker", "scanner", "probe") are left out, or only listed
 * in a phrase that says which one is meant.
 */
export const ACTOR_NOUNS = {
  /** People named by their job or team. */
  staff: [
    'staff', 'employee', 'analyst', 'data scientist', 'scientist', 'supervisor', 'clinician', 'manager', 'planner', 'crew',
    'team', 'team lead', 'nurse', 'physician', 'doctor', 'cardiologist', 'radiologist', 'pharmacist', 'editor', 'author',
    'reviewer', 'researcher', 'investigator', 'auditor', 'dispatcher', 'mechanic', 'technician', 'clerk', 'teller',
    'accountant', 'recruiter', 'lecturer', 'teacher', 'instructor', 'teaching assistant', 'tutor', 'moderator', 'agronomist',
    'specialist', 'officer', 'coordinator', 'underwriter', 'adjuster', 'banker', 'lawyer', 'courier', 'delivery driver',
    'picker', 'packer', 'cashier', 'receptionist', 'librarian', 'curator', 'marketer', 'merchandiser', 'approver', 'trader',
    'support agent', 'sales rep', 'representative', 'on call engineer', 'sre', 'platform operator', 'plant operator',
    'machine operator', 'control room operator', 'human operator', 'team member', 'staff member',
    'volunteer', 'contractor', 'coach', 'trainee', 'intern', 'steward', 'data owner', 'business owner', 'product owner', 'process owner',
  ],
  /** The people the system serves. */
  users: [
    'user', 'customer', 'people', 'client', 'end user', 'visitor', 'viewer', 'shopper', 'caller', 'patient', 'student',
    'guest', 'player', 'gamer', 'subscriber', 'citizen', 'resident', 'householder', 'homeowner', 'cardholder',
    'account holder', 'policyholder', 'passenger', 'rider', 'traveler', 'traveller', 'learner', 'applicant', 'donor',
    'recipient', 'buyer', 'seller', 'merchant', 'farmer', 'person',
    'member', 'angler', 'athlete', 'participant', 'attendee', 'hiker', 'diner', 'tourist',
    'commuter', 'borrower', 'renter', 'bidder', 'voter', 'homebuyer', 'investor', 'jobseeker', 'job seeker', 'employer',
  ],
  /** Devices in the field that send to the system or act on what it answers. */
  device: [
    'iot device', 'device', 'sensor', 'edge device', 'terminal', 'point of sale terminal', 'pos terminal', 'kiosk', 'camera',
    'meter', 'smart meter', 'thermostat', 'weather station', 'wearable', 'heart monitor', 'telematics unit', 'handheld',
    'handheld scanner', 'barcode scanner', 'atm', 'smart tv', 'set top box', 'tablet', 'drone', 'robot', 'vehicle', 'van',
    'truck', 'beacon', 'actuator', 'plc', 'printer', 'gps tracker', 'equipment',
  ],
} as const;

/** Workplaces named right before people or devices ("store staff", "warehouse robots"): they say which ones, and name no part. */
export const ACTOR_PLACES: ReadonlySet<string> = new Set([
  'store', 'shop', 'warehouse', 'factory', 'plant', 'hospital', 'clinic', 'ward', 'branch', 'office', 'field', 'depot', 'farm',
  'school', 'campus', 'site', 'retail', 'floor', 'lab', 'mine', 'port', 'airport', 'station', 'restaurant', 'kitchen', 'hotel',
]);

/** The catalog entries those words name. */
export const ACTOR_ENTRIES: ReadonlySet<string> = new Set(['general.users', 'general.staff', 'general.iot_device', 'general.developer']);
