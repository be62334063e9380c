import type { LegalDocumentContent } from './legal-types'

export const privacyEn: LegalDocumentContent = {
  title: 'Privacy Policy',
  intro: [
    'This Privacy Policy explains how Hearth collects, uses, shares and protects personal data when you use the Hearth website and web app (the “Service”) to find, hire and employ foreign domestic helpers in Hong Kong, and what rights you have over your data.',
    'We handle personal data in accordance with the Personal Data (Privacy) Ordinance (Cap. 486) of Hong Kong (the “PDPO”) and its six Data Protection Principles (“DPPs”). In this policy, “Hearth”, “we” and “us” mean the operator of the Service, and “you” means any employer, helper or visitor who uses it.',
  ],
  sections: [
    {
      id: 'who-we-are',
      heading: 'Who we are',
      paragraphs: [
        'Hearth runs an online platform on which employers in Hong Kong can find foreign domestic helpers, and on which both sides can then manage the employment. For the personal data described in this policy, Hearth is the data user under the PDPO.',
        'Hearth is a platform, not an employment agency. We do not choose helpers for employers or place helpers with employers, and we are not a party to any employment contract made through the Service.',
        'If you have a question about this policy or about your personal data, write to support@hearth.hk.',
      ],
    },
    {
      id: 'data-protection-principles',
      heading: 'The six Data Protection Principles',
      paragraphs: [
        'The six Data Protection Principles in Schedule 1 to the PDPO shape everything in this policy:',
      ],
      bullets: [
        'DPP1 – Collection: we collect only the data the Service needs, by lawful and fair means, and tell you why we collect it (see “Personal data we collect” and “How we collect it”).',
        'DPP2 – Accuracy and retention: you can keep your data up to date, and we keep it no longer than necessary (see “How long we keep data”).',
        'DPP3 – Use: we use data only for the purposes described in this policy, unless you give your express and voluntary consent to a new purpose (see “How we use your data”).',
        'DPP4 – Security: we protect data with the measures described under “How we protect your data”.',
        'DPP5 – Openness: this policy tells you what kinds of personal data we hold and what we do with them.',
        'DPP6 – Access and correction: you can download a copy of your data at any time and ask us to correct it (see “Your rights: a copy, correction and deletion”).',
      ],
    },
    {
      id: 'data-we-collect',
      heading: 'Personal data we collect',
      paragraphs: ['What we collect depends on how you use the Service:'],
      bullets: [
        'Account data (everyone): your e-mail address, username, account type (employer or helper), preferred language and password. We store the password only as a one-way hash, so nobody at Hearth can read it.',
        'Helper profile: name, photo, date of birth, nationality, religion, contact numbers, work history and, only if you choose to upload it, a copy of your passport. If you are hired through Hearth, also the bank account details used to pay your wages.',
        'Employer profile: the contact person’s name and telephone number, the jobs you post and, if someone referred you, the referral code you used.',
        'Employment records: contracts, leave requests and balances, payroll records and payslips, termination payment calculations, and documents uploaded to an employment record.',
        'Verification requests: the documents you send us to have your identity checked for the “Verified” badge (a helper’s identity document and visa, an employer’s identity and address documents), the details you type with them, and our decision.',
        'Records of who opened your documents: each time someone other than you opens your passport, visa, verification, leave or employment document, we record who opened it (their name, and whether they are an employer, a helper or Hearth staff), when, and which document.',
        'Messages: chat messages and the files sent in chat.',
        'Payment records: the access plan bought, the amount, the date, the payment status and Stripe’s reference for the payment. You enter your card details on Stripe’s own checkout page; Hearth never receives or stores your full card number.',
        'Security data: the session tokens that keep you signed in, and the IP addresses, times and types of event recorded in our security logs (for example sign-ins, failed sign-in attempts and password resets).',
      ],
      closing: [
        'You must give us an e-mail address and a password to open an account, because the Service cannot work without them. Other data is needed only for the feature that uses it: for example, employers cannot find a helper who has no profile, and payslips cannot be produced without payroll details.',
        'Please share only what is needed. Do not put identity card or passport numbers in a profile, a job post or a chat message.',
      ],
    },
    {
      id: 'how-we-collect',
      heading: 'How we collect it',
      paragraphs: ['We collect personal data by lawful and fair means:'],
      bullets: [
        'from you, when you register, fill in a profile, post or apply for a job, chat, upload a document or use the employment tools;',
        'from the other party to an employment: for example, an employer records a helper’s wages, leave and contract terms, and a helper’s leave requests are shown to the employer;',
        'from Stripe, which tells us whether a payment for an access plan has succeeded;',
        'automatically, when your browser connects to our servers (IP address, time and type of request), and from the session tokens kept in your browser.',
      ],
      closing: [
        'If you give us personal data about someone else — for example, a family member in a job post or a former employer in your work history — please make sure you are entitled to share it and that the person knows.',
      ],
    },
    {
      id: 'how-we-use',
      heading: 'How we use your data',
      paragraphs: [
        'We use personal data only for the purposes for which it was collected, or for directly related purposes:',
      ],
      bullets: [
        'to open and run your account, sign you in and remember your language;',
        'to show published helper profiles to people looking for a helper, to show a helper’s phone and WhatsApp numbers only to signed-in employers with an active access plan, and to let employers post jobs and helpers apply for them;',
        'to deliver chat messages and files between users;',
        'to provide the employment tools: contracts, leave, payroll, payslips, termination payment calculations and document storage;',
        'to take payments for access plans through Stripe and keep the records the law requires;',
        'to keep the Service secure, to prevent fraud, fake profiles and abuse, and to enforce our Terms of Service, including by reviewing profiles or messages that have been reported to us;',
        'to send you messages about your account and the Service, such as e-mail verification, password resets and important changes;',
        'to comply with the law and with lawful requests from courts, regulators and law enforcement agencies;',
        'to understand how the Service is used and improve it, using aggregated data wherever possible.',
      ],
      closing: [
        'We do not sell personal data. We do not use personal data in direct marketing, and we will not do so unless we have first obtained your consent as required by Part 6A of the PDPO. If we ever want to use your data for a new purpose that is not directly related to these, we will first ask for your express and voluntary consent.',
      ],
    },
    {
      id: 'who-can-see',
      heading: 'Who can see your data',
      paragraphs: ['We share personal data only as far as the Service needs, as follows:'],
      bullets: [
        'A published helper profile can be seen by anyone who visits Hearth: name, photo, nationality, age (never the birth date), religion, skills and work history. Phone and WhatsApp numbers are shown only to signed-in employers with an active access plan. Passport copies and bank details are never shown on a profile.',
        'The people you chat with see your messages and the files you send them. Employers see the applications that helpers send to their jobs.',
        'The employer and the helper in an employment can both see the records of that employment, such as the contract, leave, payroll and payslips. A helper’s bank account details are shared only with an employer who has hired that helper, for paying wages and issuing payslips.',
        'A passport copy on a helper profile is private. It never appears on a profile, in search results or in chat, and only the account that uploaded it can open it. Authorised Hearth staff look at one only where strictly necessary, for example to deal with a report that someone else’s passport has been uploaded. A passport or visa copy uploaded to an employment record can be opened by both parties to that employment, and the documents sent to be verified are seen by the Hearth staff who decide on the request.',
        'Every time someone other than you opens your passport, visa, verification, leave or employment document, we log it. You can see who opened which document, and when, under “Who opened my documents” on your account page.',
        'Service providers that host our servers, store files, send e-mail and process payments (Stripe) handle data on our behalf, under contracts that require them to keep it secure and to use it only to provide their services to us.',
        'Hearth staff can access personal data only when their work requires it, for example to answer a support request or investigate a report of abuse.',
        'Courts, regulators, law enforcement agencies and other authorities, where the law requires us to disclose data or the PDPO permits it, for example to prevent or detect crime.',
        'A buyer of or successor to Hearth’s business, if the Service is transferred, on condition that it continues to protect your data as this policy describes.',
      ],
    },
    {
      id: 'cross-border',
      heading: 'Transfers outside Hong Kong',
      paragraphs: [
        'Some of our service providers store or process data outside Hong Kong. For example, Stripe processes payment data in several countries, and our hosting, file storage and e-mail providers may keep data in data centres in other jurisdictions.',
        'When personal data is transferred outside Hong Kong, we take reasonable steps to ensure that it receives protection comparable to that under the PDPO, including written contracts that require the recipient to keep the data secure, to use it only on our instructions and to return or delete it when the service ends, in line with the Privacy Commissioner’s guidance on cross-border data transfers.',
        'You can ask us at support@hearth.hk where your data is stored.',
      ],
    },
    {
      id: 'retention',
      heading: 'How long we keep data',
      paragraphs: [
        'We keep personal data no longer than necessary for the purpose for which it was collected, and then delete it or make it anonymous. Our retention periods are:',
      ],
      bullets: [
        'Account and profile data: for as long as your account is open. When you delete your account, your profile, your job postings, your photos, your passport copy and your verification documents are erased at once, and your e-mail address can be used to register again.',
        'Job applications that did not succeed (rejected or withdrawn): deleted 24 months after they ended, the period the Privacy Commissioner’s Code of Practice on Human Resource Management allows for unsuccessful applicants’ data.',
        'Verification documents: deleted 30 days after Hearth’s staff decide on the request. The record of the decision stays.',
        'Chat messages: a conversation belongs to everyone in it. If you delete your account, the messages you wrote stay in the other person’s conversation, shown as from “Deleted user”.',
        'Employment records (contracts, payroll records and payslips, leave, termination payment figures and employment documents): 7 years after the employment ended, even if either party deletes their account earlier, as the Employment Ordinance (Cap. 57) and the Privacy Commissioner’s Code of Practice on Human Resource Management expect. They keep each person’s name as it stands on them, so that both employer and helper can rely on them for tax matters, Labour Department enquiries and legal claims: employers must keep wage and employment records under section 49A of the Employment Ordinance, and a claim under a contract can be brought up to 6 years after the breach.',
        'Records of who opened your documents: for as long as the document they concern, and no longer than your account.',
        'Copies of your data you download: the ZIP file is deleted 24 hours after it is ready.',
        'Copies of the e-mails we send you: deleted from our outbox after 90 days.',
        'Payment records: 7 years after the payment, as the Inland Revenue Ordinance (Cap. 112) requires for business records.',
        'Security logs, including IP addresses: 12 months.',
        'Session tokens: until you sign out or the session expires; expired sessions are deleted within 30 days. Deleting your account ends all of its sessions at once.',
      ],
      closing: [
        'Deleted data may remain in encrypted backups for up to 35 days until they are overwritten. We keep data for longer only where the law requires it or where it is needed for an ongoing dispute, investigation or legal claim, and only for as long as that lasts.',
      ],
    },
    {
      id: 'security',
      heading: 'How we protect your data',
      paragraphs: [
        'We take all practicable steps to protect personal data against unauthorised or accidental access, processing, erasure, loss or use, including:',
      ],
      bullets: [
        'passwords stored only as one-way hashes, and session tokens stored on our servers only in hashed form;',
        'encrypted connections (HTTPS) between your browser and our servers;',
        'private storage for uploaded files, released only to an account that is entitled to see them;',
        'a log of every opening of your passport, visa, verification, leave or employment documents by anyone other than you, which you can read on your account page;',
        'limits on repeated sign-in attempts, and security logs to detect misuse;',
        'access to personal data by Hearth staff only where their work requires it.',
      ],
      closing: [
        'No system is completely secure. Keep your password to yourself, and sign out after using a shared device. If you think someone else has used your account, tell us at once at support@hearth.hk.',
        'If we become aware of a data breach that is likely to cause you harm, we will tell you without undue delay and notify the Privacy Commissioner where appropriate.',
      ],
    },
    {
      id: 'your-rights',
      heading: 'Your rights: a copy, correction and deletion',
      paragraphs: [
        'Under the PDPO you may ask whether we hold personal data about you, ask for a copy of it, and ask us to correct it if it is inaccurate. You can correct most of your data yourself in your profile and account settings.',
        'A copy of your data: choose “Download my data” on your account page. You get a ZIP file with a JSON file for each kind of record we keep about you and every file you uploaded, normally within a minute, and we e-mail you when it is ready. The download link works for 24 hours, and you can ask for one copy an hour. The PDPO allows us 40 days to answer a data access request; we answer at once, free of charge.',
        'You can also make a data access or data correction request, or ask us to stop using your data for a particular purpose, by e-mail to support@hearth.hk from the e-mail address of your account, or with the Data Access Request Form published by the Privacy Commissioner. We may need to confirm your identity first. We will respond within 40 days, as the PDPO requires, and if the PDPO allows us to refuse a request and we do so, we will tell you why. Correcting your data is free; for an unusually large or repeated request by e-mail we may charge a fee that is not excessive, as the PDPO allows, and we will tell you the amount first.',
        'Who opened your documents: every opening of your passport, visa, verification, leave or employment document by anyone other than you is logged. “Who opened my documents” on your account page shows who opened which document, and when, newest first; Hearth staff are shown as “Hearth staff”, not by name.',
        'Deleting your account: choose “Delete my account” on your account page and confirm with your password. Your profile, your job postings, your photos, your passport copy and your verification documents are erased at once, your pending job applications and open leave requests end, and every session of the account is ended. Records another person needs by law — the contracts, payroll, leave and termination records of an employment — stay for them for the period described under “How long we keep data”, with your name as it stands on them. Messages you wrote stay in the other person’s conversation, under “Deleted user”. Your e-mail address can be used to register again. An employer who still employs a helper through Hearth must first end the employment, or hand it over.',
        'If you are not satisfied with our response, you may complain to the Office of the Privacy Commissioner for Personal Data, Hong Kong (www.pcpd.org.hk).',
      ],
    },
    {
      id: 'cookies',
      heading: 'Cookies and browser storage',
      paragraphs: [
        'Hearth keeps two things in your browser’s storage: your session tokens, so that you stay signed in, and your language choice, so that the Service appears in the language you picked. Both are needed for the Service to work as you expect, and neither is used to track you on other websites.',
        'We do not use advertising trackers or advertising cookies, and we do not let advertisers collect data on Hearth.',
        'When you buy an access plan, you are taken to Stripe’s checkout page, where Stripe may use its own cookies to process the payment and prevent fraud, under Stripe’s own privacy policy.',
        'You can clear this storage at any time in your browser settings. If you do, you will be signed out and the language will return to the default.',
      ],
    },
    {
      id: 'children',
      heading: 'Children',
      paragraphs: [
        'The Service is for adults aged 18 or over. We do not knowingly collect personal data from anyone under 18. If we learn that a child has opened an account, we will close it and delete the data.',
        'Employers often need to describe their household in a job post. Please give only what a helper needs to know, such as the number and ages of the children to be cared for, and do not post children’s names, photos or school details.',
      ],
    },
    {
      id: 'changes',
      heading: 'Changes to this policy',
      paragraphs: [
        'We may update this policy when the Service or the law changes. We will publish the new version on this page with a new “Last updated” date. If a change materially affects how we use your personal data, we will tell you by e-mail or in the Service before it takes effect, and we will ask for your consent where the PDPO requires it.',
      ],
    },
    {
      id: 'contact',
      heading: 'Contact us',
      paragraphs: [
        'For questions, requests or complaints about privacy, write to support@hearth.hk with “Privacy” in the subject line. We will reply in English or Chinese, as you prefer.',
        'This policy is available in English, Traditional Chinese and Simplified Chinese. If the versions differ, the English version prevails.',
      ],
    },
  ],
}
