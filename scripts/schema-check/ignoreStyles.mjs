// Node loader hook for the schema check: the entity declarations import components, and those
// import stylesheets, which mean nothing outside a browser.
export async function load(url, context, next) {
  if (url.endsWith('.css')) return { format: 'module', source: '', shortCircuit: true };
  return next(url, context);
}
