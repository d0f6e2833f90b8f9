import { useMatches } from 'react-router';

/**
 * The centre page the current route is, from its route handle: centreRoute puts the page's key there under the
 * centre's own name (`memberPage`, `agentPage`), whatever the case of the URL.
 */
export function useCentrePage<Key extends string>(handleField: string, isKey: (value: string | undefined) => value is Key): Key | null {
  for (const match of useMatches()) {
    const key = (match.handle as Partial<Record<string, string>> | undefined)?.[handleField];
    if (isKey(key)) return key;
  }
  return null;
}
