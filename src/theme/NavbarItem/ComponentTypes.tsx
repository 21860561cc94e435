/**
 * The navbar item types this site uses (config/navbar.ts), and no others: each type the theme
 * lists pulls its component into the bundle of every page, used or not. A navbar item of another
 * type fails the build: every page renders the navbar on the server, and the theme throws on a
 * type it cannot find here. The search box needs no entry: without a `search` item, the navbar
 * renders it itself.
 */
import type { ComponentTypesObject } from '@theme/NavbarItem/ComponentTypes';
import DefaultNavbarItem from '@theme/NavbarItem/DefaultNavbarItem';

const ComponentTypes = {
  default: DefaultNavbarItem,
} satisfies Partial<ComponentTypesObject>;

export default ComponentTypes as ComponentTypesObject;
