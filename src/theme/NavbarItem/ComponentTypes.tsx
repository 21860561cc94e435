/**
 * Only the navbar item types config/navbar.ts uses: each listed type is in every page's bundle.
 * Another type fails the server render; the navbar adds the search box by itself.
 */
import type { ComponentTypesObject } from '@theme/NavbarItem/ComponentTypes';
import DefaultNavbarItem from '@theme/NavbarItem/DefaultNavbarItem';

const ComponentTypes = {
  default: DefaultNavbarItem,
} satisfies Partial<ComponentTypesObject>;

export default ComponentTypes as ComponentTypesObject;
