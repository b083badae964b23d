/**
 * Starts the page scripts once the browser has painted the server-rendered page. With Docusaurus's `defer`
 * scripts in the head, the bundles download alongside the stylesheet, and a fast or cached load evaluates all
 * of the JavaScript and hydrates before the first paint: on a phone, the reader waits for that evaluation to see
 * a page that is already complete in the HTML. Here the stylesheet has the connection to itself, the page paints,
 * then the bundles load and hydrate it (links and text work before that; search, menus and toggles need it).
 * `async = false` keeps the bundles' order; the timer fallback covers tabs opened in the background, where
 * animation frames wait for the tab to be shown.
 *
 * One line, because the page template trims and joins lines; `urls` are the page's bundles in order.
 */
export const RUN_AFTER_FIRST_PAINT =
  'function(urls){var started=false;function start(){if(started)return;started=true;urls.forEach(function(url){var script=document.createElement("script");script.src=url;script.async=false;document.body.appendChild(script)})}requestAnimationFrame(function(){setTimeout(start,0)});setTimeout(start,1000)}';

/**
 * React 18.3's renderToPipeableStream, which Docusaurus renders pages with, pads its 2048-byte write buffer
 * with NUL bytes when the next character is multi-byte and does not fit (facebook/react#31134, fixed in
 * React 19): the character itself starts the next buffer, so dropping the NULs restores the text exactly.
 * Left in, the HTML minimizer turns each NUL in an attribute into U+FFFD, which broke heading links and
 * their labels on Chinese pages (`#源码映��射`), and the search index read them from the built pages.
 * A page never contains a NUL of its own. Remove with the React 19 upgrade.
 */
const WITHOUT_STREAM_PADDING = String.raw`.replace(/\u0000/g, '')`;

/**
 * Docusaurus's page template (`@docusaurus/core/lib/ssg/ssgTemplate.html.js`) with the scripts started by
 * `RUN_AFTER_FIRST_PAINT` at the end of the body instead of `defer` scripts in the head, and the page's
 * HTML without React's stream padding (WITHOUT_STREAM_PADDING).
 */
export const SSR_TEMPLATE = `
<!DOCTYPE html>
<html <%~ it.htmlAttributes %>>
  <head>
    <meta charset="UTF-8">
    <meta name="generator" content="Docusaurus v<%= it.version %>">
    <% it.metaAttributes.forEach((metaAttribute) => { %>
      <%~ metaAttribute %>
    <% }); %>
    <%~ it.headTags %>
    <% it.stylesheets.forEach((stylesheet) => { %>
      <link rel="stylesheet" href="<%= it.baseUrl %><%= stylesheet %>" />
    <% }); %>
  </head>
  <body <%~ it.bodyAttributes %>>
    <%~ it.preBodyTags %>
    <div id="__docusaurus"><%~ it.appHtml${WITHOUT_STREAM_PADDING} %></div>
    <script>(${RUN_AFTER_FIRST_PAINT})(<%~ JSON.stringify(it.scripts.map((script) => it.baseUrl + script)) %>)</script>
    <%~ it.postBodyTags %>
  </body>
</html>
`;
