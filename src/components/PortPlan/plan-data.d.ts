// The data of the plan, written by the build (plugins/port-plan-data).
declare module '@generated/port-plan-data/default/plan-data.json' {
  const data: import('@site/src/data/port-plan-data').PlanData;
  export default data;
}
declare module '@generated/port-plan-data/default/reapi-data.json' {
  const data: import('@site/src/data/port-plan-data').ReapiPlanData;
  export default data;
}
