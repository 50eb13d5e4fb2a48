/**
 * The HTML template of every page: Docusaurus's own, except that the page's
 * scripts run once the browser has painted the page. Docusaurus loads them
 * with <script defer>, which runs them as soon as the HTML is parsed, often
 * before the first paint, so a phone shows nothing until `main.js` has been
 * evaluated (about 130 ms at 4x CPU slowdown). Here the scripts are preloaded
 * at low priority (the download starts at once, as before, without competing
 * with the stylesheet) and a small inline script adds them after the next
 * frame, in order; at once if the tab is hidden, where no frame comes.
 * tests/e2e/loading.spec.ts checks the order in a browser.
 */
import docusaurusTemplate from '@docusaurus/core/lib/ssg/ssgTemplate.html';

const DEFER_SCRIPT = '<script src="<%= it.baseUrl %><%= script %>" defer></script>';
const PRELOAD_SCRIPT = '<link rel="preload" as="script" fetchpriority="low" href="<%= it.baseUrl %><%= script %>">';
const BODY_END = '<%~ it.postBodyTags %>';

/** Adds the scripts (their URLs, in order) after the next frame. Written for every browser we support, without transpiling. */
export const SCRIPT_LOADER = `(function(urls){var added=false;function add(){if(added)return;added=true;for(var i=0;i<urls.length;i++){var script=document.createElement("script");script.src=urls[i];script.async=false;document.body.appendChild(script)}}if(document.visibilityState==="hidden"){add()}else{requestAnimationFrame(function(){setTimeout(add,0)});document.addEventListener("visibilitychange",add)}})`;

function replaceOnce(template: string, find: string, replacement: string): string {
  if (template.split(find).length !== 2) {
    throw new Error(`src/lib/ssrTemplate.ts: Docusaurus's page template no longer has exactly one ${find}; update the template.`);
  }
  return template.replace(find, replacement);
}

export function paintFirstTemplate(template: string = docusaurusTemplate): string {
  const loader = `<script>${SCRIPT_LOADER}(<%~ JSON.stringify(it.scripts.map((script) => it.baseUrl + script)) %>)</script>`;
  return replaceOnce(replaceOnce(template, DEFER_SCRIPT, PRELOAD_SCRIPT), BODY_END, `${loader}\n    ${BODY_END}`);
}
