export function toStaticArticleModule(source: string, runtimeRequest: string): string;

export default function articleModuleLoader(this: { getOptions: () => { runtime: string } }, source: string): string;
