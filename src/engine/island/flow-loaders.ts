/** A glob's lazy loaders of `src/games/<game>/<flow>/<file>`, looked up by flow id (`<game>.<flow>`). */
export function flowLoaders<T>(glob: Record<string, () => Promise<{ default: T }>>): (flow: string) => Promise<T> {
  const byId = new Map(Object.entries(glob).map(([path, load]) => [path.split('/').slice(-3, -1).join('.'), load]));
  return async (flow) => {
    const load = byId.get(flow);
    // The registry checks every flow's files at build time; the sentence is for the server's side.
    if (!load) throw new Error(import.meta.env.SSR ? `The flow ${flow} has no such file.` : flow);
    return (await load()).default;
  };
}
