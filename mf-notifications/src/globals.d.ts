/// <reference types="@testing-library/jest-dom" />

/** Defined by the webpack factory (DefinePlugin) from package.json. */
declare const __APP_NAME__: string;
declare const __APP_VERSION__: string;
