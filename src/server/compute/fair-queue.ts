/**
 * A queue that serves its owners in turn: each `shift` takes the oldest item of the next owner
 * with work waiting, so one owner with many items delays another's first item by at most one
 * item per other owner — never by its whole backlog.
 */
export class FairQueue<T> {
  private readonly byOwner = new Map<string, T[]>();
  private count = 0;

  get size(): number {
    return this.count;
  }

  push(owner: string, item: T): void {
    const list = this.byOwner.get(owner);
    if (list) list.push(item);
    else this.byOwner.set(owner, [item]);
    this.count++;
  }

  /** The next owner's oldest item; that owner then goes to the back of the turn order. */
  shift(): T | undefined {
    for (const [owner, list] of this.byOwner) {
      const item = list.shift();
      this.byOwner.delete(owner);
      if (list.length > 0) this.byOwner.set(owner, list); // re-inserted: last in the turn order
      if (item !== undefined) {
        this.count--;
        return item;
      }
    }
    return undefined;
  }

  remove(item: T): boolean {
    for (const [owner, list] of this.byOwner) {
      const at = list.indexOf(item);
      if (at < 0) continue;
      list.splice(at, 1);
      if (list.length === 0) this.byOwner.delete(owner);
      this.count--;
      return true;
    }
    return false;
  }

  drain(): T[] {
    const all = [...this.byOwner.values()].flat();
    this.byOwner.clear();
    this.count = 0;
    return all;
  }
}
