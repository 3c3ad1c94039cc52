// The types of chromium.mjs (imported by .ts and .mjs files alike).

/** Where Debian installs it. */
export declare const DEFAULT_CHROMIUM_PATH: '/usr/bin/chromium';

/** The Chromium to launch: the environment variable `variable` when set, Debian's otherwise. */
export declare function chromiumPath(variable: 'CHROMIUM_PATH' | 'CHROME_PATH'): string;

/** The flags every launch shares, without a headless flag. */
export declare const CHROMIUM_FLAGS: readonly string[];
