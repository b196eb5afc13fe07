/** Public footer links of platform-core §2, in the order the spec lists them. */
export const footerLinks = [
  { to: '/home', label: 'Home' },
  { to: '/company', label: 'Company' },
  { to: '/careers', label: 'Careers' },
  { to: '/articles', label: 'Articles' },
  { to: '/partnerships', label: 'Partnerships' },
  { to: '/faq', label: 'FAQ' },
  { to: '/contact', label: 'Contact' },
  { to: '/clients', label: 'Clients' },
  { to: '/solutions', label: 'Solutions' },
  { to: '/authorization', label: 'Login / Register' },
  { to: '/privacy', label: 'Privacy' },
  { to: '/terms', label: 'Terms' },
  { to: '/cookies', label: 'Cookies' },
] as const;

export const headerLinks = [
  { to: '/solutions', label: 'Solutions' },
  { to: '/clients', label: 'Clients' },
  { to: '/company', label: 'Company' },
  { to: '/articles', label: 'Articles' },
  { to: '/faq', label: 'FAQ' },
  { to: '/contact', label: 'Contact' },
] as const;

/** Where people reach us; the postal address and phone are added when the company publishes them. */
export const siteContact = {
  email: 'hello@portcall.example',
  supportEmail: 'support@portcall.example',
  careersEmail: 'careers@portcall.example',
  partnersEmail: 'partners@portcall.example',
  city: 'Piraeus, Greece',
} as const;
