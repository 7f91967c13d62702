// `npm run bench`: every benchmark in turn. One over its budget sets a failing exit code
// without hiding the figures printed after it.
import './initial-bundle.ts';
import './login.ts';
import './lighthouse.ts';
import './read-path.ts';
