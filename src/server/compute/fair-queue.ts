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

  /** The items `shift` will hand out before one `owner` pushes now (its own waiting ones included). */
  ahead(owner: string): T[] {
    const own = this.byOwner.get(owner) ?? [];
    const turns = own.length;
    const out = [...own];
    let beforeOwner = true; // owners before it in the turn order get one more turn than those after
    for (const [other, list] of this.byOwner) {
      if (other === owner) beforeOwner = false;
      else out.push(...list.slice(0, beforeOwner ? turns + 1 : turns));
    }
    return out;
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

  /** Every waiting item (the queue keeps them). */
  all(): T[] {
    return [...this.byOwner.values()].flat();
  }

  drain(): T[] {
    const all = [...this.byOwner.values()].flat();
    this.byOwner.clear();
    this.count = 0;
    return all;
  }
}
