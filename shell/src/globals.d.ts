/** Set by webpack's DefinePlugin from the app's package.json (tooling/webpack.js). */
declare const __APP_NAME__: string;
declare const __APP_VERSION__: string;
