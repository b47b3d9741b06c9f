/**
 * Same-origin channel from the DocuSign callback pop-up to the room tab. The opener link is cut when the
 * pop-up passes through DocuSign's origin under our Cross-Origin-Opener-Policy, so window.opener may be
 * null in a real pop-up; the room tab marks that it opened one.
 */
export const DOCUSIGN_CHANNEL = "leasedesk-docusign";
export const DOCUSIGN_POPUP_MARKER = "docusign_popup_started";
