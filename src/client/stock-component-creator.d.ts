// Docusaurus's own ComponentCreator, by the name plugins/lazy-routes gives it in the browser's bundle.
declare module '@stock/ComponentCreator' {
  export {default} from '@docusaurus/ComponentCreator';
}
