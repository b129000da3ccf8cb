/** Where services read the time, so tests can move it instead of sleeping. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

export const addSeconds = (d: Date, seconds: number) => new Date(d.getTime() + seconds * 1000);
