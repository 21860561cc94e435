/**
 * prism-react-renderer's Highlight with the lean Prism (./prism.ts), its tokens carrying both modes' colours
 * (../codeColours.ts): articles are not rendered again in the browser, so an inline colour would stay light.
 */
import { useMemo, type ReactNode } from 'react';
import { Highlight as UpstreamHighlight, type PrismTheme } from '@lean-prism/upstream-renderer';
import { useThemeConfig } from '@docusaurus/theme-common';
import { modeThemes, stylesFor, tokenVars, type PrismThemes } from '../codeColours';
import Prism from './prism';

export { Prism };

type UpstreamProps = Parameters<typeof UpstreamHighlight>[0];

/** A theme without colours: upstream then sets no inline colour on the block, its lines or tokens. */
const NO_COLOURS: PrismTheme = { plain: {}, styles: [] };

export function Highlight({ children, ...props }: UpstreamProps): ReactNode {
  const language = props.language.toLowerCase();
  const { prism } = useThemeConfig() as { prism: PrismThemes };
  const styles = useMemo(() => {
    const themes = modeThemes(prism);
    return { light: stylesFor(themes.light, language), dark: stylesFor(themes.dark, language) };
  }, [prism, language]);
  return (
    <UpstreamHighlight {...props} prism={Prism} theme={NO_COLOURS}>
      {(render) =>
        children({
          ...render,
          getTokenProps: (input) => {
            const output = render.getTokenProps(input);
            const vars = tokenVars(styles, input.token.types);
            return vars ? { ...output, style: { ...output.style, ...vars } } : output;
          },
        })
      }
    </UpstreamHighlight>
  );
}
