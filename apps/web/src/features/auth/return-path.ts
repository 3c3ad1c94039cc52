/**
 * Where /auth?volver=… sends the user once signed in or up (the public pages' calls to action,
 * decision 0029). Only a path of this site: "/task/…", never "//other.example", "/\\other",
 * "https://…" or "javascript:…" (no open redirect). Anything else: null.
 */
export function safeReturnPath(value: string | null | undefined): string | null {
  if (!value || value.length > 500) return null;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  // Control characters and backslashes let some browsers read the path as another origin.
  if ([...value].some((c) => c === '\\' || c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f)) return null;
  try {
    const url = new URL(value, 'https://faena.invalid');
    if (url.origin !== 'https://faena.invalid') return null;
    // Back to the auth screen would loop.
    if (url.pathname === '/auth') return null;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return null;
  }
}
