import { parseDrawioEvent, type DrawioAction, type DrawioEvent, type DrawioEventName } from './messages.js';

type Listener<E extends DrawioEventName> = (event: Extract<DrawioEvent, { event: E }>) => void;

export interface BridgeTarget {
  /** The iframe's window; messages from any other source are ignored. */
  window: () => Window | null;
  /** The origin draw.io is served from; messages from any other origin are ignored. */
  origin: string;
}

/**
 * A typed, framework-free channel to one embedded draw.io editor. It answers `configure`,
 * tracks readiness (`init`), and turns request/response pairs (load, export) into promises.
 */
export class DrawioBridge {
  private listeners = new Map<DrawioEventName, Set<(e: DrawioEvent) => void>>();
  private initialized = false;
  private readyWaiters: Array<() => void> = [];
  private pendingLoad: { resolve: (e: DrawioEvent) => void; reject: (e: Error) => void } | null = null;
  private pendingExport: { resolve: (data: string) => void; reject: (e: Error) => void } | null = null;
  private readonly handler = (event: MessageEvent) => this.receive(event);

  constructor(
    private readonly target: BridgeTarget,
    private readonly host: Pick<Window, 'addEventListener' | 'removeEventListener'> = window,
  ) {
    host.addEventListener('message', this.handler);
  }

  get ready(): boolean {
    return this.initialized;
  }

  /** Resolves once the editor has sent `init`. */
  whenReady(): Promise<void> {
    if (this.initialized) return Promise.resolve();
    return new Promise((resolve) => this.readyWaiters.push(resolve));
  }

  on<E extends DrawioEventName>(name: E, listener: Listener<E>): () => void {
    const set = this.listeners.get(name) ?? new Set();
    set.add(listener as (e: DrawioEvent) => void);
    this.listeners.set(name, set);
    return () => set.delete(listener as (e: DrawioEvent) => void);
  }

  /**
   * Loads a document into the editor; resolves when draw.io reports it loaded. `fit` shows the
   * whole diagram (zoomed out when larger than the window, never past 100 %); without it the
   * editor keeps the zoom and scroll it had (src/server/static/drawio-postconfig.js).
   */
  async load(xml: string, options: { autosave?: boolean; title?: string; fit?: boolean } = {}): Promise<void> {
    await this.whenReady();
    this.pendingLoad?.reject(new Error('superseded by a newer load'));
    const done = new Promise<DrawioEvent>((resolve, reject) => {
      this.pendingLoad = { resolve, reject };
    });
    this.send({ action: 'load', xml, autosave: options.autosave === false ? 0 : 1, title: options.title, noExitBtn: 1, noSaveBtn: 1, saveAndExit: 0, fit: options.fit ? 1 : 0 });
    await done;
  }

  /** Asks the editor for an export of the current document (e.g. `xmlsvg`). */
  async export(format: 'xmlsvg' | 'svg' | 'xmlpng' | 'png'): Promise<string> {
    await this.whenReady();
    this.pendingExport?.reject(new Error('superseded by a newer export'));
    const done = new Promise<string>((resolve, reject) => {
      this.pendingExport = { resolve, reject };
    });
    this.send({ action: 'export', format });
    return done;
  }

  send(action: DrawioAction): void {
    this.target.window()?.postMessage(JSON.stringify(action), this.target.origin);
  }

  dispose(): void {
    this.host.removeEventListener('message', this.handler);
    this.listeners.clear();
    this.pendingLoad?.reject(new Error('editor closed'));
    this.pendingExport?.reject(new Error('editor closed'));
  }

  private receive(message: MessageEvent): void {
    const source = this.target.window();
    if (!source || message.source !== source || message.origin !== this.target.origin) return;
    const event = parseDrawioEvent(message.data);
    if (!event) return;
    switch (event.event) {
      case 'configure':
        this.send({ action: 'configure', config: { compressXml: false, defaultFonts: ['Helvetica', 'Verdana', 'Times New Roman'] } });
        break;
      case 'init':
        this.initialized = true;
        this.readyWaiters.splice(0).forEach((resolve) => resolve());
        break;
      case 'load':
        this.pendingLoad?.resolve(event);
        this.pendingLoad = null;
        break;
      case 'export':
        this.pendingExport?.resolve(event.data);
        this.pendingExport = null;
        break;
      default:
        break;
    }
    this.listeners.get(event.event)?.forEach((listener) => listener(event));
  }
}
