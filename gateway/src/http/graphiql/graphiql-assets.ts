import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);
const packageDir = (name: string): string => dirname(require.resolve(`${name}/package.json`));

/**
 * GraphiQL's browser bundle and the React 18 UMD builds it expects as globals, served from the
 * gateway's own node_modules so nothing is fetched from a CDN.
 */
export function graphiqlAssets(): Record<string, { file: string; type: string }> {
  const graphiql = packageDir('graphiql');
  const react = packageDir('react');
  const reactDom = packageDir('react-dom');
  return {
    'react.js': { file: join(react, 'umd/react.production.min.js'), type: 'text/javascript' },
    'react-dom.js': { file: join(reactDom, 'umd/react-dom.production.min.js'), type: 'text/javascript' },
    'graphiql.js': { file: join(graphiql, 'graphiql.min.js'), type: 'text/javascript' },
    'graphiql.css': { file: join(graphiql, 'graphiql.min.css'), type: 'text/css' },
  };
}
