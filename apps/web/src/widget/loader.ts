/**
 * `widget.js`, the script a provider pastes into its website (docs/decisions/044-widget-in-an-iframe.md):
 *
 *   <script src="https://<our host>/widget.js" data-provider="<id>" data-lang="de" async></script>
 *
 * It puts an iframe of `/widget/<id>` from our origin where the script tag stands, hands the frame
 * the embedding page's address in the fragment (never sent to a server by the browser), and sets
 * the frame's height from the frame's messages — a number, taken only from that frame and origin.
 * It reads nothing of the page and adds nothing to it but the frame.
 */
import { WIDGET_FRAME_PATH, WIDGET_MIN_WIDTH, WIDGET_RESIZE_MESSAGE } from '@bu/contracts';
import de from '../locales/de/widget.json';
import en from '../locales/en/widget.json';

const script = document.currentScript as HTMLScriptElement | null;
if (script?.dataset.provider) {
  const origin = new URL(script.src).origin;
  const language = script.dataset.lang === 'en' ? 'en' : 'de';
  const frame = document.createElement('iframe');
  frame.src = `${origin}${WIDGET_FRAME_PATH}/${encodeURIComponent(script.dataset.provider)}?lang=${language}#page=${encodeURIComponent(location.href)}`;
  frame.title = (language === 'en' ? en : de).widget.frameTitle;
  frame.style.cssText = `display:block;width:100%;min-width:${WIDGET_MIN_WIDTH}px;height:480px;border:0`;
  script.after(frame);
  window.addEventListener('message', (event) => {
    const data = event.data as { type?: unknown; height?: unknown } | null;
    if (event.origin !== origin || event.source !== frame.contentWindow) return;
    if (data?.type !== WIDGET_RESIZE_MESSAGE || typeof data.height !== 'number' || !(data.height > 0)) return;
    frame.style.height = `${Math.ceil(Math.min(data.height, 100_000))}px`;
  });
}
