// The one inline script of a prerendered page. It runs in the head, before the body is parsed, so
// what it decides holds from the first paint: the page's `lang` is the visitor's language, the
// campaign's theme colour (its theme-color meta) is the page's --theme, and a prerendered page
// that is not this visitor's (another path, another language) stays invisible until the app draws
// the right one, instead of flashing the wrong words.
//
// It repeats readLocaleChoice() (shared/src/i18n/locale-choice.ts) in ES5, without imports: the
// app's code has not arrived yet. inline-script.test.ts runs it against readLocaleChoice() to keep
// the two in step. The Content-Security-Policy allows it by its hash (deploy/hosting/csp.mjs),
// so any change to its text changes the policy with it.
import { LOCALE_STORAGE_KEY } from '@onam/shared/i18n/locale-choice';
import { LOCALES } from '@onam/shared/i18n/locale';
import { PRERENDER_HIDDEN_CLASS, PRERENDER_META } from './names';

export const INLINE_SCRIPT = `(function(){var d=document.documentElement,k=${JSON.stringify(
  LOCALES,
)},l=null,i,t;try{l=localStorage.getItem(${JSON.stringify(
  LOCALE_STORAGE_KEY,
)})}catch(e){}if(k.indexOf(l)<0){l=null;var n=navigator.languages||[];for(i=0;i<n.length&&!l;i++){t=String(n[i]).split(/[-_]/)[0].toLowerCase();if(k.indexOf(t)>=0)l=t}}l=l||k[0];d.lang=l;var c=document.querySelector('meta[name="theme-color"]');if(c)d.style.setProperty('--theme',c.getAttribute('content'));var m=document.querySelector('meta[name="${PRERENDER_META}"]'),p=m?m.getAttribute('content').split(' '):[];if(p[0]!==location.pathname||p[1]!==l)d.classList.add(${JSON.stringify(
  PRERENDER_HIDDEN_CLASS,
)})})();`;
