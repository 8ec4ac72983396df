/** What other modules use of the widget: the allow-list check of an inquiry's embedding page. */
export { widgetAllows } from './origins';
