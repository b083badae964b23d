import ComponentTypes from '@theme-original/NavbarItem/ComponentTypes';
import ProductSwitcher from '@site/src/components/ProductSwitcher';

/** Adds the navbar item type `custom-productSwitcher` (the Rs family menu). */
export default {
  ...ComponentTypes,
  'custom-productSwitcher': ProductSwitcher,
};
