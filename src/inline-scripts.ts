/**
 * Small scripts inlined in every page's <head> (docusaurus.config.ts, headTags).
 * They run before the site's bundles, so they can handle what happens when the
 * bundles cannot start. Keep them tiny: they are in every page.
 */

/**
 * The first script also marks the page as one where scripts run
 * (`data-nm-js` on <html>): widgets that only work with JavaScript (the flag
 * decoder, the name index's filter) are rendered with the page, and hidden by
 * CSS when the mark is missing, so they take their place from the first paint
 * and never appear to a reader without JavaScript.
 *
 * A URL whose path cannot be percent-decoded (for example `/docs/%E0%A4%A`)
 * makes the client router throw before React starts, which would leave a page
 * that never hydrates. This re-encodes such a path's `%` signs, so the router
 * sees an ordinary unknown path and renders the not-found page.
 */
export const malformedPathGuard = `document.documentElement.setAttribute('data-nm-js','');(function(){try{decodeURI(location.pathname)}catch(e){history.replaceState(history.state,'',location.pathname.replace(/%/g,'%25')+location.search+location.hash)}})();`;

/**
 * When a code chunk of the page cannot be loaded on the first load, the
 * Docusaurus runtime never starts (its preload rejects and nothing handles it):
 * the server-rendered page stays readable but nothing on it works. This shows
 * the error and a Retry button that loads the page again (the specification's
 * error catalogue: "Page chunk load fails" gives "Error text and a Retry button"). Later failures, during navigation, are handled by
 * Docusaurus itself (it reloads the page).
 */
export const chunkErrorNotice = `(function(){
window.addEventListener('unhandledrejection',function(e){
var r=e.reason,m=r&&(r.message||String(r));
if(!m||!/Loading (CSS )?chunk/.test(m)&&(!r||r.name!=='ChunkLoadError'))return;
if(document.documentElement.getAttribute('data-has-hydrated')==='true'||document.getElementById('nm-load-error'))return;
var d=document.createElement('div');d.id='nm-load-error';d.setAttribute('role','alert');
d.style.cssText='position:fixed;z-index:1000;left:1rem;right:1rem;bottom:1rem;max-width:40rem;margin:0 auto;padding:1rem;border-radius:.5rem;background:#7a1f1f;color:#fff;font:16px/1.5 system-ui,sans-serif;box-shadow:0 4px 16px rgba(0,0,0,.4)';
var p=document.createElement('p');p.style.margin='0 0 .75rem';p.textContent='Part of this page could not be loaded: '+m;
var b=document.createElement('button');b.type='button';b.textContent='Retry';
b.style.cssText='font:inherit;font-weight:600;padding:.4rem 1.2rem;border-radius:.3rem;border:2px solid #fff;background:#fff;color:#7a1f1f;cursor:pointer';
b.onclick=function(){location.reload()};
d.appendChild(p);d.appendChild(b);(document.body||document.documentElement).appendChild(d);
});
})();`;
