/**
 * Writes the data of the porting page's plan (plugins/port-plan-data/data.ts) into
 * the build as two JSON modules: `@generated/port-plan-data/default/plan-data.json`
 * (the names of AMX Mod X's include files and the rows of the guide's name map,
 * in the short form the plan reads) and `…/reapi-data.json` (ReAPI's), which
 * src/components/PortPlan/plan.ts imports, the second only for a plugin that
 * includes ReAPI. Only the plan's chunks carry them, and they load when a reader
 * asks for a plan.
 */

/**
 * @param {unknown} _context
 * @param {{data: () => {plan: unknown, reapi: unknown}}} options `data` is called when the build loads the plugins' content.
 */
export default function portPlanDataPlugin(_context, {data}) {
  return {
    name: 'port-plan-data',
    async loadContent() {
      return data();
    },
    /** @param {{content: unknown, actions: {createData: (name: string, data: string) => Promise<string>}}} args */
    async contentLoaded({content, actions}) {
      const {plan, reapi} = /** @type {{plan: unknown, reapi: unknown}} */ (content);
      await actions.createData('plan-data.json', JSON.stringify(plan));
      await actions.createData('reapi-data.json', JSON.stringify(reapi));
    },
  };
}
