type LoaderContext = {
  resourcePath: string;
  addContextDependency?(folder: string): void;
  async(): (error: Error | null, output?: string) => void;
};
export declare function folderStylesImports(folder: string): Promise<string>;
declare function folderStylesLoader(this: LoaderContext): void;
export default folderStylesLoader;
