/** The GraphiQL shell page: every asset is local (see graphiql-assets.ts). */
export const GRAPHIQL_PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Saola GraphiQL</title>
    <link rel="stylesheet" href="/graphiql/assets/graphiql.css" />
    <style>html, body, #graphiql { height: 100%; margin: 0; }</style>
  </head>
  <body>
    <div id="graphiql">Loading GraphiQL…</div>
    <script src="/graphiql/assets/react.js"></script>
    <script src="/graphiql/assets/react-dom.js"></script>
    <script src="/graphiql/assets/graphiql.js"></script>
    <script src="/graphiql/assets/start.js"></script>
  </body>
</html>
`;

/**
 * Mounts GraphiQL; served as a file rather than inlined so the page's CSP can forbid inline scripts.
 * The UMD bundles above define the React, ReactDOM and GraphiQL globals it uses.
 */
export const GRAPHIQL_START_SCRIPT = `const fetcher = GraphiQL.createFetcher({ url: '/graphql', headers: { 'apollo-require-preflight': 'true' } });
// The logo's place links the integrator guide (/graphiql/guide): authentication, limits, errors, caching.
const logo = React.createElement(GraphiQL.Logo, null, 'Saola · ', React.createElement('a', { href: '/graphiql/guide' }, 'Integrator guide'));
ReactDOM.createRoot(document.getElementById('graphiql')).render(
  React.createElement(GraphiQL, { fetcher, defaultEditorToolsVisibility: true }, logo),
);
`;
