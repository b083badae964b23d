// The client entry of production builds (see ./index.ts). Each `import()` is eager: the module is already in
// the main chunk, so nothing is fetched; it only runs later. Between two groups the boot yields to the browser
// (a message-channel task, which is not throttled like setTimeout), so input and paint can run in between.
// Docusaurus's client entry runs last, as the stock entry would: the client modules (its imports) still run
// before the router is created and the page is hydrated.

const nextTask = (): Promise<void> =>
  new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(undefined);
  });

async function boot(): Promise<void> {
  await import(/* webpackMode: "eager" */ 'react-dom/client');
  await nextTask();
  const { default: routes } = await import(/* webpackMode: "eager" */ '@generated/routes');
  await nextTask();
  await import(/* webpackMode: "eager" */ '@theme/Layout');
  await nextTask();
  await import(/* webpackMode: "eager" */ '@generated/client-modules');
  await nextTask();
  await import(/* webpackMode: "eager" */ '@docusaurus/core/lib/client/App.js');
  await nextTask();
  // The current route's code, one matched route per task (each appends the script tags of its chunks, a few
  // milliseconds apiece on a phone). The client entry asks for the same and gets the promises started here; a
  // failure is left to that second request, which reports it as the stock entry does.
  const { matchRoutes } = await import(/* webpackMode: "eager" */ 'react-router-config');
  for (const { route } of matchRoutes(routes, window.location.pathname)) {
    // A loadable's `preload` returns its promise, though react-loadable's types say void.
    Promise.resolve(route.component.preload()).catch(() => undefined);
    await nextTask();
  }
  await import(/* webpackMode: "eager" */ '@docusaurus/core/lib/client/clientEntry.js');
}

void boot();
