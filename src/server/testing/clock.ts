import type { Clock } from '../clock.js';

/** A clock tests move by hand (code expiry, sessions, lease take-over) instead of sleeping. */
export class ManualClock implements Clock {
  private current: number;
  constructor(start: Date = new Date()) {
    this.current = start.getTime();
  }
  now(): Date {
    return new Date(this.current);
  }
  advance(seconds: number): void {
    this.current += seconds * 1000;
  }
}
