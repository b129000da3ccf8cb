import { DrawioBridge } from './bridge.js';
import { embedUrl } from './messages.js';

/**
 * Keeps one draw.io iframe alive for the whole session. Moving an iframe in the DOM reloads it
 * (≈2 s for the icon sets), so it never moves: it lives in a fixed layer on <body> and is laid
 * over whichever placeholder element currently shows the editor.
 */
export class DrawioHost {
  readonly iframe: HTMLIFrameElement;
  readonly bridge: DrawioBridge;
  private placeholder: HTMLElement | null = null;
  private revealed = true;
  private observer: ResizeObserver | null = null;
  private readonly reposition = () => this.place();

  constructor(drawioBase: string, doc: Document = document) {
    const url = new URL(embedUrl(drawioBase), doc.location.href);
    this.iframe = doc.createElement('iframe');
    this.iframe.title = 'Diagram editor';
    this.iframe.src = url.href;
    this.iframe.setAttribute('data-testid', 'drawio.frame');
    Object.assign(this.iframe.style, { position: 'fixed', border: '0', visibility: 'hidden', zIndex: '10', left: '0', top: '0', width: '0', height: '0' });
    doc.body.appendChild(this.iframe);
    this.bridge = new DrawioBridge({ window: () => this.iframe.contentWindow, origin: url.origin });
  }

  /** Shows the editor over `el`, following its size and position. */
  show(el: HTMLElement): void {
    this.placeholder = el;
    this.observer?.disconnect();
    this.observer = new ResizeObserver(this.reposition);
    this.observer.observe(el);
    window.addEventListener('resize', this.reposition);
    window.addEventListener('scroll', this.reposition, true);
    this.place();
  }

  /**
   * Whether the editor shows over its placeholder: off while a document loads, so the previous
   * diagram never flashes up under the next one's title.
   */
  reveal(on: boolean): void {
    this.revealed = on;
    this.place();
  }

  /** Hides the editor (it stays loaded for the next diagram). */
  hide(el: HTMLElement): void {
    if (this.placeholder !== el) return;
    this.placeholder = null;
    this.observer?.disconnect();
    window.removeEventListener('resize', this.reposition);
    window.removeEventListener('scroll', this.reposition, true);
    this.iframe.style.visibility = 'hidden';
  }

  private place(): void {
    const el = this.placeholder;
    if (!el) return;
    const r = el.getBoundingClientRect();
    Object.assign(this.iframe.style, {
      left: `${r.left}px`,
      top: `${r.top}px`,
      width: `${r.width}px`,
      height: `${r.height}px`,
      visibility: this.revealed ? 'visible' : 'hidden',
    });
  }
}

let instance: DrawioHost | null = null;

/** The session's one editor, created on first use. */
export function drawioHost(): DrawioHost {
  instance ??= new DrawioHost(drawioBaseUrl());
  return instance;
}

/** Where draw.io is served from, as the server configured it (DRAWIO_URL). */
export function drawioBaseUrl(doc: Document = document): string {
  return doc.querySelector<HTMLMetaElement>('meta[name="skyplan-drawio-url"]')?.content || '/drawio/';
}
