interface DoneHookCompiler {
  hooks: {
    done: { tap: (name: string, hook: (stats: { compilation: { modules: Iterable<unknown> } }) => void) => void };
  };
}

/**
 * Fails the build when `problem` finds one in the finished bundle's modules, so a swap that an
 * update of another package stops matching is never skipped quietly (a cached build skips the hooks).
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
