/**
 * A plugin or theme given with its options, whose options stay in Node.
 *
 * Docusaurus ships the site config to the browser, in the `main.js` of every
 * page, and with it the options of every plugin, theme and preset given as
 * `[module, options]`: for the search theme (its list of CSS selectors) and the
 * two TypeDoc instances (entry points, output folders) about 1 KB with brotli
 * that no page reads. A plugin given as a function is shipped as `null`, so
 * `optionsInNode(module, options)` returns a function that runs the module with
 * the options, validated by the module's own `validateOptions` when it has one,
 * as Docusaurus would (the default plugin id otherwise).
 */

/**
 * @typedef {{
 *   default?: unknown,
 *   validateOptions?: (args: {validate: unknown, options: any}) => any,
 *   validateThemeConfig?: (args: {validate: unknown, themeConfig: any}) => any,
 * }} PluginModule
 */

/**
 * @param {any} pluginModule a plugin's module (its default export is the plugin)
 * @param {Record<string, unknown>} options
 * @returns {import('@docusaurus/types').PluginModule}
 */
export function optionsInNode(pluginModule, options) {
  // A CommonJS module comes as its exports, or wrapped once more in `default`.
  /** @type {PluginModule} */
  const exports =
    typeof pluginModule === 'function' || !pluginModule.default?.default ? pluginModule : pluginModule.default;
  const create = /** @type {import('@docusaurus/types').PluginModule} */ (
    typeof exports.default === 'function' ? exports.default : exports
  );
  const validateOptions = exports.validateOptions ?? /** @type {PluginModule} */ (exports.default)?.validateOptions;
  /** @type {import('@docusaurus/types').PluginModule} */
  const plugin = (context, validated) => create(context, validated);
  plugin.validateOptions = ({validate}) =>
    validateOptions ? validateOptions({validate, options}) : {...options, id: options.id ?? 'default'};
  const validateThemeConfig =
    exports.validateThemeConfig ?? /** @type {PluginModule} */ (exports.default)?.validateThemeConfig;
  if (validateThemeConfig) Object.assign(plugin, {validateThemeConfig});
  return plugin;
}
