/** Where a path or URL may wrap: before an inner slash (never inside a scheme's `//`) and before a dot of a host name. */
export const PATH_BREAK = /(?<=[^\s/:])(?=\/)|(?<=\w)(?=\.\w)/g;
