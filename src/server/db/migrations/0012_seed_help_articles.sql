-- Help Center starter articles (spec shell §2.12). Content markup: one paragraph per line, '- ' list items.
INSERT INTO "help_articles" ("title", "content", "category", "is_published") VALUES
  ('Upload a lease and read its abstract',
   'Choose Upload document in the sidebar (or Quick Add → Document on a phone), pick Lease and select the PDF (up to 10 MB).
Leasedesk reads the text of every page (scanned pages are read by OCR) and abstracts the lease on its own; this usually takes a few seconds and never more than 1-2 minutes. The page updates by itself when the analysis is done.
- Click any field to jump to the page and sentence it came from.
- Correct a field when you know better: your value is kept beside the AI value, with who changed it and when.
- Re-run the analysis at any time from the lease page.',
   'Documents', true),
  ('Critical dates and option deadlines',
   'The Critical dates panel on a lease lists the expiration and the notice deadline of every renewal, termination and expansion option, computed from the notice period the lease states.
- Download the dates as a calendar file (.ics) for Outlook, Google Calendar or Apple Calendar.
- A deadline moves when you correct the expiration or an option.',
   'Documents', true),
  ('Ask a question about a lease',
   'Use the chat on the lease page to ask things like "Who pays for HVAC repairs?" or "Can the tenant sublet?".
Every answer quotes the clauses it rests on, with their page numbers, so you can check it in the PDF beside it.',
   'Documents', true),
  ('Offering memoranda',
   'Upload an offering memorandum to get the property, price, cap rate, NOI, income and expenses, and the rent roll.
Leasedesk recomputes the cap rate from NOI and price and the rent-roll totals, and flags any figure that differs from the memorandum by more than 1 %.',
   'Documents', true),
  ('Import contacts from a spreadsheet',
   'Open Contacts, then Import. Upload a CSV or Excel file exported from Google Contacts, Outlook, LinkedIn or any other tool.
- Columns are matched automatically; correct any match before importing.
- Choose what happens to duplicates: skip them, update the existing contact, or create a new one.
- Tags you choose are added to every imported contact.
At the end you get a summary of created, updated, skipped and failed rows, which you can download.',
   'Contacts', true),
  ('Scan a business card',
   'On your phone, tap the scan button in the top bar and hold the card inside the frame. Leasedesk reads the card on the server and shows the name, title, company, e-mail, phones, website and address for you to review before saving.
If a contact with the same e-mail already exists, you can update it instead of creating a duplicate.',
   'Contacts', true),
  ('Share your contact card',
   'Open the menu and choose Share Contact. Show the QR code to the person in front of you, or copy the link. They can save your details to their phone without an account.',
   'Contacts', true),
  ('Deal rooms for outside parties',
   'A deal room is a shared workspace for one transaction. Upload documents, draft LOIs and term sheets in the editor, and invite clients, lawyers or lenders by e-mail.
- Each invitee gets viewer, commenter or editor access, optionally with an expiry date.
- Invitees confirm their e-mail on the access page before they see the room.
- The activity log shows who viewed, downloaded or signed what, and when.',
   'Deal Rooms', true),
  ('Your trial and subscription',
   'Every account starts with a 14-day free trial with every feature. The sidebar shows when it ends.
After the trial, features that need a subscription open the Upgrade Your Account dialog. Settings shows your plan, when it renews or expires, and any free upgrades.',
   'Account', true),
  ('Profile, password and e-mail',
   'Open the account menu at the bottom of the sidebar and choose Profile to change your name, phone, position, company, country, e-mail or password.
A new e-mail address takes effect once you open the confirmation link sent to it.',
   'Account', true);
