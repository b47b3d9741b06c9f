// Challenge and block pages of bot-protection services (Cloudflare, Akamai, PerimeterX/HUMAN, DataDome,
// Imperva/Incapsula, Distil, AWS WAF, Kasada, generic CAPTCHA walls).
const MARKERS: RegExp[] = [
  /cf-(browser-verification|challenge|chl-|mitigated)|challenges\.cloudflare\.com|__cf_chl_|cf_chl_opt/i,
  /<title>\s*(just a moment|attention required|access denied|please wait|pardon our interruption|are you a (human|robot)|security check|one more step|request blocked|robot check|bot verification)/i,
  /px-captcha|_pxhd|perimeterx|human security|captcha\.px-cdn/i,
  /captcha-delivery\.com|datadome/i,
  /_incapsula_resource|incapsula incident|imperva/i,
  /distil_r_captcha|distilnetworks/i,
  /akamai.{0,40}(reference|bot manager)|sec-if-cpt|_abck|errors\.edgesuite\.net/i,
  /awswaf|aws-waf-token|captcha\.awswaf/i,
  /kpsdk|kasada/i,
  /(verify|prove|confirm) (that )?you('| a)re (a )?human|press (&amp; |& )?hold|unusual traffic from your (computer|network)/i,
];
// A CAPTCHA widget is also how enquiry forms on ordinary pages are protected: alone it proves a wall only on a
// refused answer (403/429/503) or on a page with next to no content of its own.
const WIDGET = /g-recaptcha|h-captcha|hcaptcha\.com/i;

/** A page that is a bot challenge rather than content. `status` 403/429 makes weaker evidence enough. */
export function isBotChallenge(html: string, status: number, visibleChars: number): boolean {
  const head = html.slice(0, 200_000);
  const hits = MARKERS.filter((re) => re.test(head)).length;
  if (hits === 0)
    return WIDGET.test(head) && (status === 403 || status === 429 || status === 503 || visibleChars < 100);
  if (status === 403 || status === 429 || status === 503) return true;
  // A 200 page that carries a challenge script but little content of its own.
  return visibleChars < 3_000 || hits >= 2;
}
