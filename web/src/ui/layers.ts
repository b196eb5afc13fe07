/** Dropdown menus sit on layer 300 (platform-core §9). */
export const DROPDOWN_Z_INDEX = 300;
