// Which printed numbers are mobile phones, by national numbering plan: the person's number on a card whose
// numbers carry no label.
/**
 * Mobile numbers by their national shape: Japan 070/080/090, Brazil (DD) 9xxxx-xxxx, UK 07, India [6-9] ten
 * digits (+91, or grouped five and five), Hong Kong +852 5/6/7/9, Vietnam 03/05/07/08/09 ten digits, Korea 010, Singapore 8/9 eight digits (with or without the
 * country code and trunk zero).
 */
export function looksMobile(value: string): boolean {
  const d = value.replace(/\D/g, "");
  const plus = /^\s*\+/.test(value);
  const national = (cc: string) => (plus && d.startsWith(cc) ? d.slice(cc.length).replace(/^0/, "") : null);
  const jp = national("81") ?? (d.startsWith("0") ? d.slice(1) : null);
  if (jp && /^[789]0\d{8}$/.test(jp)) return true;
  const br = national("55") ?? (!plus ? d : null);
  if (br && /^\d{2}9\d{8}$/.test(br)) return true;
  const uk = national("44") ?? (!plus && d.startsWith("0") ? d.slice(1) : null);
  if (uk && /^7\d{9}$/.test(uk) && (plus || d.length === 11)) return true;
  const vn = national("84");
  if (vn && /^[35789]\d{8}$/.test(vn)) return true;
  if (!plus && /^0[35789]\d{8}$/.test(d) && d.length === 10 && !/^0[89]0/.test(d)) return true;
  const kr = national("82") ?? (!plus ? d : null);
  if (kr && /^0?10\d{8}$/.test(kr)) return true;
  const inn = national("91");
  if (inn && /^[6-9]\d{9}$/.test(inn)) return true;
  // Without the country code an Indian mobile is printed as ten digits or five and five ("98765 43210"),
  // never in the 3-3-4 groups of a North American number.
  if (!plus && /^[6-9]\d{4}[\s.-]?\d{5}$/.test(value.trim())) return true;
  const hk = national("852");
  if (hk && /^[5679]\d{7}$/.test(hk)) return true;
  const sg = national("65");
  if (sg && /^[89]\d{7}$/.test(sg)) return true;
  // Other plans by country code (international form only: national forms of these overlap landlines abroad).
  for (const [cc, mobile] of MOBILE_PLANS) {
    const n = national(cc);
    if (n && mobile.test(n)) return true;
  }
  return false;
}

/**
 * National mobile numbers (trunk zero dropped) by country code: France 6/7, Germany 15x–17x, the Netherlands 6,
 * Belgium 4xx, Spain 6/7, Italy 3xx, Portugal 9x, Turkey 5xx, the Gulf and Levant (UAE 5x, Saudi 5x, Oman 7/9, Israel
 * 5x, Jordan 7x, Lebanon 3/7x/81), Morocco 6/7, Malaysia 1x, Thailand 6/8/9, China 1[3-9], Bangladesh 1x, Argentina 9.
 */
const MOBILE_PLANS: [string, RegExp][] = [
  ["33", /^[67]\d{8}$/],
  ["49", /^1[5-7]\d{8,9}$/],
  ["31", /^6\d{8}$/],
  ["32", /^4\d{8}$/],
  ["34", /^[67]\d{8}$/],
  ["39", /^3\d{8,9}$/],
  ["351", /^9\d{8}$/],
  ["90", /^5\d{9}$/],
  ["971", /^5\d{8}$/],
  ["966", /^5\d{8}$/],
  ["968", /^[79]\d{7}$/],
  ["972", /^5\d{8}$/],
  ["962", /^7\d{8}$/],
  ["961", /^(?:3\d{6}|7\d{7}|81\d{6})$/],
  ["212", /^[67]\d{8}$/],
  ["60", /^1\d{8,9}$/],
  ["66", /^[689]\d{8}$/],
  ["86", /^1[3-9]\d{9}$/],
  ["880", /^1\d{9}$/],
  ["54", /^9\d{10}$/],
];
