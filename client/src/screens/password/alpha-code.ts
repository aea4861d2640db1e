// Where the setalphapassword screen finds its reset code: ?resetPasswordCode= or ?code=, or the
// path segment after setalphapassword.

export function alphaResetCode(pathname: string, search: string): string | null {
  const query = new URLSearchParams(search);
  const fromQuery = query.get('resetPasswordCode') ?? query.get('code');
  if (fromQuery) return fromQuery;
  const match = /setalphapassword\/([^/?#]+)/i.exec(pathname);
  if (!match?.[1]) return null;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return match[1];
  }
}
