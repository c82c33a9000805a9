/** A glob's lazy loaders of `src/games/<game>/<flow>/<file>`, looked up by flow id (`<game>.<flow>`). */
export function flowLoaders<T>(glob: Record<string, () => Promise<{ default: T }>>): (flow: string) => Promise<T> {
  const byId = new Map(Object.entries(glob).map(([path, load]) => [path.split('/').slice(-3, -1).join('.'), load]));
  return async (flow) => {
    const load = byId.get(flow);
    if (!load) throw new Error(`The flow ${flow} has no such file.`);
    return (await load()).default;
  };
}
