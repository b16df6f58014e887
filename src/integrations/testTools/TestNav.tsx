// The nav bar of the internal test pages (document 2: "They have a nav bar"). Labels come from the page's copy.
export function TestNav({ labels }: { labels: Record<string, string> }) {
  const links: [string, string | undefined][] = [
    ['/home', labels.navHome], ['/plaid', labels.navPlaid], ['/about', labels.navAbout], ['/blank', labels.navBlank],
  ];
  return (
    <nav className="test-nav" aria-label={labels.nav}>
      {links.filter(([, label]) => label).map(([href, label]) => <a key={href} href={href}>{label}</a>)}
    </nav>
  );
}
