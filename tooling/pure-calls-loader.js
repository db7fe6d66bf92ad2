// Chakra's theme index builds `defaultThemeConfig = defineConfig({ …every recipe… })` at module level. webpack
// keeps any top-level call it cannot prove pure, and through that object every one of Chakra's ~80 recipes,
// although the portal's lean system (dev-kit/src/shared-modules/portal-system.ts) uses a handful. These
// helpers only return their argument, so marking their calls pure lets tree shaking drop what nothing reads.
const PURE_HELPERS = /(?<![\w$.])(defineConfig|defineRecipe|defineSlotRecipe|defineTokens\.\w+|defineSemanticTokens\.\w+)\(/g;

module.exports = function pureCallsLoader(source) {
  return source.replace(PURE_HELPERS, '/* @__PURE__ */ $1(');
};
