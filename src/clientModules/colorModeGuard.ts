/**
 * Docusaurus copies whatever is stored under localStorage "theme" onto
 * <html data-theme> before React loads. CSS already treats an unknown value as
 * light; this puts the attribute and the stored value right, so a corrupt
 * preference cannot leak into later visits or into code reading the attribute.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

const VALID = new Set(['light', 'dark']);

if (ExecutionEnvironment.canUseDOM) {
  const root = document.documentElement;
  if (!VALID.has(root.getAttribute('data-theme') ?? '')) {
    root.setAttribute('data-theme', 'light');
    root.setAttribute('data-theme-choice', 'light');
    try {
      localStorage.removeItem('theme');
    } catch {
      // Storage is blocked: nothing stored, nothing to clean.
    }
  }
}
