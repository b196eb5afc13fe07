/** The brand's plain e-mail: a heading line, the message, one button to the page, in HTML and text. */
export function brandedEmail(input: { title: string; message: string; link: string; linkLabel: string }) {
  const escapeHtml = (s: string) =>
    s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);
  const html = `<!doctype html>
<html><body style="margin:0;background:#f4f7fb;font-family:Arial,Helvetica,sans-serif;color:#0b2545">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px">
<table role="presentation" width="560" cellpadding="0" cellspacing="0" style="background:#ffffff;border-radius:8px">
<tr><td style="background:#0b2545;color:#ffffff;padding:16px 24px;font-size:18px;font-weight:bold;border-radius:8px 8px 0 0">Portcall</td></tr>
<tr><td style="padding:24px"><h1 style="font-size:18px;margin:0 0 12px">${escapeHtml(input.title)}</h1>
<p style="font-size:14px;line-height:20px;margin:0 0 20px">${escapeHtml(input.message)}</p>
<a href="${escapeHtml(input.link)}" style="display:inline-block;background:#13315c;color:#ffffff;text-decoration:none;padding:10px 18px;border-radius:4px;font-size:14px">${escapeHtml(input.linkLabel)}</a>
</td></tr>
<tr><td style="padding:12px 24px;color:#5c6b7a;font-size:12px">You receive this because you take part in this port call on Portcall. You can mute e-mails in your profile.</td></tr>
</table></td></tr></table></body></html>`;
  const text = `${input.title}\n\n${input.message}\n\n${input.linkLabel}: ${input.link}\n\n--\nPortcall. You can mute e-mails in your profile.`;
  return { html, text };
}
