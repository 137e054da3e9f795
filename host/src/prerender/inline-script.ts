// The one inline script of a prerendered page. It runs in the head, before the body is parsed, so
// what it decides holds from the first paint: the page's `lang` is the visitor's language, the
// campaign's theme colour (its theme-color meta) is the page's --theme, and a prerendered page
// that is not this visitor's (another path, another language) stays invisible until the app draws
// the right one, instead of flashing the wrong words. It also keeps the taps made before the app
// answers (EARLY_INPUT_RECORDER).
//
// It repeats readLocaleChoice() (shared/src/i18n/locale-choice.ts) in ES5, without imports: the
// app's code has not arrived yet. inline-script.test.ts runs it against readLocaleChoice() to keep
// the two in step. The Content-Security-Policy allows it by its hash (deploy/hosting/csp.mjs),
// so any change to its text changes the policy with it.
import { LOCALE_STORAGE_KEY } from '@onam/shared/i18n/locale-choice';
import { LOCALES } from '@onam/shared/i18n/locale';
import {
  EARLY_INPUT_GLOBAL,
  PRERENDER_BUSY,
  PRERENDER_HIDDEN_CLASS,
  PRERENDER_META,
} from './names';

/**
 * What a visitor does on a prerendered page before the app has taken it over (its root is
 * aria-busy): the buttons they press, the radio buttons and checkboxes they tick, the options they
 * pick, the text they type into a text field (not a file picker, whose value a script cannot set).
 * Kept in order, by element, for early-input.ts to hand to the app once it answers: the app adopts
 * these very elements. A form is not sent natively meanwhile (it would reload the page).
 * Text is kept on until early-input.ts takes what was kept (the list is no longer the one on
 * `window`): between the app's answer and the replay, the app may write into a field the visitor
 * typed in (an account's name arriving late), and only the visitor's own typing says what is theirs.
 */
export const EARLY_INPUT_RECORDER = `(function(){var q=window[${JSON.stringify(
  EARLY_INPUT_GLOBAL,
)}]=[];function b(t){var r=document.getElementById('root');return r&&r.hasAttribute(${JSON.stringify(
  PRERENDER_BUSY,
)})&&t&&t.nodeType===1&&r.contains(t)}document.addEventListener('click',function(e){var t=e.target;if(!b(t))return;if(t.nodeName==='INPUT'&&(t.type==='radio'||t.type==='checkbox')){q.push({kind:'check',target:t});return}var x=t.closest&&t.closest('button');if(x&&b(x))q.push({kind:'press',target:x})},true);document.addEventListener('change',function(e){var t=e.target;if(b(t)&&t.nodeName==='SELECT')q.push({kind:'pick',target:t,value:t.value})},true);document.addEventListener('input',function(e){var t=e.target,r=document.getElementById('root');if((b(t)||(window[${JSON.stringify(
  EARLY_INPUT_GLOBAL,
)}]===q&&r&&r.contains(t)))&&(t.nodeName==='TEXTAREA'||(t.nodeName==='INPUT'&&/^(text|search|email|tel|url|number)$/.test(t.type))))q.push({kind:'type',target:t,value:t.value})},true);document.addEventListener('submit',function(e){if(b(e.target))e.preventDefault()},true)})();`;

const LOCALE_AND_THEME = `(function(){var d=document.documentElement,k=${JSON.stringify(
  LOCALES,
)},l=null,i,t;try{l=localStorage.getItem(${JSON.stringify(
  LOCALE_STORAGE_KEY,
)})}catch(e){}if(k.indexOf(l)<0){l=null;var n=navigator.languages||[];for(i=0;i<n.length&&!l;i++){t=String(n[i]).split(/[-_]/)[0].toLowerCase();if(k.indexOf(t)>=0)l=t}}l=l||k[0];d.lang=l;var c=document.querySelector('meta[name="theme-color"]');if(c)d.style.setProperty('--theme',c.getAttribute('content'));var m=document.querySelector('meta[name="${PRERENDER_META}"]'),p=m?m.getAttribute('content').split(' '):[];if(p[0]!==location.pathname||p[1]!==l)d.classList.add(${JSON.stringify(
  PRERENDER_HIDDEN_CLASS,
)})})();`;

export const INLINE_SCRIPT = LOCALE_AND_THEME + EARLY_INPUT_RECORDER;
