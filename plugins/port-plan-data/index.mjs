/**
 * Writes the data of the porting page's plan (src/data/port-plan-data.ts: the
 * names of AMX Mod X's include files and the rows of the guide's name map, in
 * the short form the plan reads) into the build as a JSON module,
 * `@generated/port-plan-data/default/plan-data.json`, which
 * src/components/PortPlan/plan.ts imports. Only the plan's chunk carries it,
 * and that chunk loads when a reader first asks for a plan.
 */

/**
 * @param {unknown} _context
 * @param {{data: () => unknown}} options `data` is called when the build loads the plugins' content.
 */
export default function portPlanDataPlugin(_context, {data}) {
  return {
    name: 'port-plan-data',
    async loadContent() {
      return data();
    },
    /** @param {{content: unknown, actions: {createData: (name: string, data: string) => Promise<string>}}} args */
    async contentLoaded({content, actions}) {
      await actions.createData('plan-data.json', JSON.stringify(content));
    },
  };
}
