/**
 * The website widget's names and limits, without zod: the widget's own scripts (apps/web
 * src/widget) import them and must stay small (docs/decisions/044-widget-in-an-iframe.md).
 */

/** Origins an admin may list; more than this is a site list, not an allow-list. */
export const WIDGET_ORIGINS_MAX = 20;
/** The narrowest width the widget lays out for (CSS px). */
export const WIDGET_MIN_WIDTH = 280;
/** The loader script's path on the web origin (stable: providers paste it). */
export const WIDGET_SCRIPT_PATH = '/widget.js';
/** The iframe document of one provider's widget: `${WIDGET_FRAME_PATH}/<providerId>?lang=de|en`. */
export const WIDGET_FRAME_PATH = '/widget';
/** `postMessage` type the frame sends its parent with its content height. */
export const WIDGET_RESIZE_MESSAGE = 'bu-widget:height';
