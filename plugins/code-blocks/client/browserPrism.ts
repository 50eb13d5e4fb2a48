/**
 * prism-react-renderer's Prism with the site's additional languages, for the
 * browser's on-demand highlighting. The theme registers them from a client
 * module at startup, which plugins/code-blocks keeps off every page; whoever
 * highlights in the browser imports this module (lazily) instead.
 */
import {Prism} from 'prism-react-renderer';
import prismIncludeLanguages from '@theme/prism-include-languages';

prismIncludeLanguages(Prism);

export {Prism};
