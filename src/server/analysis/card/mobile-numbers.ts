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
  return false;
}
