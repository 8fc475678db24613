// The data of the plan, written by the build (plugins/port-plan-data).
declare module '@generated/port-plan-data/default/plan-data.json' {
  const data: import('@site/src/components/PortPlan/plan-data-types').PlanData;
  export default data;
}
declare module '@generated/port-plan-data/default/reapi-data.json' {
  const data: import('@site/src/components/PortPlan/plan-data-types').ReapiPlanData;
  export default data;
}
