import MDXComponents from '@theme-original/MDXComponents';
import ApiOperation from '@site/src/components/ApiOperation';

// Makes <ApiOperation> available in every doc without an import line.
export default {
  ...MDXComponents,
  ApiOperation,
};
