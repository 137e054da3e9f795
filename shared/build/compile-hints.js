/**
 * V8's explicit compile hint (Chrome 136 and later): a script that begins with this comment has
 * every function compiled as the script is streamed in, on a background thread, instead of each
 * one on the main thread the first time it is called. For the code a page runs as it loads (the
 * libraries, the app's start, the screen on show, a game), that lazy compilation was a large part
 * of the long tasks after the first paint on a cheap phone (docs/decisions/052). Other engines read
 * it as a comment.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * Begins with the compile hint each script of the chunk groups `eager` accepts, by name (an entry
 * point is a group too; an unnamed group is asked with null). After minification, which would drop the comment, and before the
 * content hashes are taken, so a file's name still names its bytes.
 */
export class CompileHintsPlugin {
  /** @param {(groupName: string | null) => boolean} eager */
  constructor(eager) {
    this.eager = eager;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('CompileHintsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'CompileHintsPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_DEV_TOOLING },
        () => {
          /** @type {Set<string>} */
          const files = new Set();
          for (const group of compilation.chunkGroups) {
            if (!this.eager(group.name ?? null)) continue;
            for (const chunk of group.chunks) {
              for (const file of chunk.files) if (file.endsWith('.js')) files.add(file);
            }
          }
          for (const file of files) {
            compilation.updateAsset(
              file,
              (source) => new sources.ConcatSource(COMPILE_HINT, source),
            );
          }
        },
      );
    });
  }
}
