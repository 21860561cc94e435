interface DoneHookCompiler {
  hooks: {
    done: { tap: (name: string, hook: (stats: { compilation: { modules: Iterable<unknown> } }) => void) => void };
  };
}

/**
 * A bundler plugin that fails the build when `problem` finds one in the finished bundle's
 * module files. Our swaps of other packages' modules match their file layout and imports; when
 * an update changes those, the swap would quietly stop applying, so the build stops instead. The
 * finished module list is checked, not the replacement hooks, which a cached build skips.
 */
export function bundleCheck(
  name: string,
  problem: (resources: string[]) => string | null,
): { apply: (compiler: DoneHookCompiler) => void } {
  return {
    apply(compiler) {
      compiler.hooks.done.tap(name, ({ compilation }) => {
        const resources = [...compilation.modules].map((module) => (module as { resource?: string }).resource ?? '');
        const found = problem(resources);
        if (found) throw new Error(`${name}: ${found}; update src/plugins/${name}.`);
      });
    },
  };
}
