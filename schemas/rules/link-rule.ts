/** A link editors may give: a path on this site (/pricing), or an https address elsewhere (an app store). */
export const siteOrHttpsLink = (href: unknown): true | string =>
  typeof href !== 'string' || /^(\/(?!\/)|https:\/\/)/.test(href)
    ? true
    : 'Start with / for this site or https:// for another one.';
