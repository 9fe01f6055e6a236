type LoaderContext = {
  resourcePath: string;
  resourceQuery: string;
  addDependency(file: string): void;
  async(): (error: Error | null, output?: string) => void;
};
declare function styleModuleLoader(this: LoaderContext): void;
export default styleModuleLoader;
