/**
 * React's server rendering puts the resource hints it discovers (a preload of
 * the navbar logo) at the start of the app's root element. Preact hydrates a
 * parent's children in order, so it would re-insert every part of the page
 * after that link: the browser then paints the whole page again as new content,
 * and the Largest Contentful Paint moves to after hydration. Before hydration,
 * the hints move to <head>, where they belong.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

if (ExecutionEnvironment.canUseDOM) {
  document.head.append(...Array.from(document.querySelectorAll('#__docusaurus > link')));
}
