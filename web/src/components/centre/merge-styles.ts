/**
 * One class map from several CSS modules, as a page's `styles`: a name found in more than one module gets all its
 * classes, as CSS `composes` would give, so a module may add to a shared rule without restating it.
 */
export function mergeStyles(...modules: readonly CSSModuleClasses[]): CSSModuleClasses {
  const merged: Record<string, string> = {};
  for (const module of modules) {
    for (const [name, className] of Object.entries(module)) {
      merged[name] = merged[name] ? `${merged[name]} ${className}` : className;
    }
  }
  return merged;
}
