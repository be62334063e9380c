import type { LegalDocumentContent } from './legal-types'

export const termsEn: LegalDocumentContent = {
  title: 'Terms of Service',
  intro: [
    'These Terms of Service (the “Terms”) govern your use of the Hearth website and web app (the “Service”). Please read them carefully. By creating an account or using the Service, you agree to these Terms and to our Privacy Policy, which explains how we handle personal data.',
    'In these Terms, “Hearth”, “we” and “us” mean the operator of the Service; “you” means the person using it; an “employer” is someone who is looking for or employs a foreign domestic helper; and a “helper” is a foreign domestic helper who uses the Service.',
  ],
  sections: [
    {
      id: 'about-hearth',
      heading: 'What Hearth is, and what it is not',
      paragraphs: [
        'Hearth is an online platform. Employers use it to search helper profiles, post jobs, chat with helpers and, after a hire, manage contracts, leave, payroll, termination payments and documents. Helpers use it to keep a profile, apply for jobs, chat with employers, request leave and see their payslips.',
        'Hearth is not an employment agency. We do not select, recommend or place helpers, we do not negotiate on anyone’s behalf, and we do not make visa applications. Any employment contract is made directly between the employer and the helper. Hearth is not a party to it and is not the employer of any helper.',
      ],
    },
    {
      id: 'no-fees-for-helpers',
      heading: 'Helpers pay nothing',
      paragraphs: [
        'Hearth does not charge helpers any fee: no registration fee, no placement fee, no training or service fee and no commission on wages. Employers pay for access plans; helpers use the whole Service free of charge.',
        'For comparison, under Part XII of the Employment Ordinance (Cap. 57) and the Employment Agency Regulations (Cap. 57A), a licensed employment agency may charge a job-seeker no more than 10% of the job-seeker’s first month’s wages, and only after the job-seeker has been successfully placed. Hearth charges helpers nothing at all.',
        'If anyone asks you for money in Hearth’s name, or offers you a loan to pay for a job found on Hearth, do not pay and report it to support@hearth.hk. You can also report overcharging by an employment agency to the Employment Agencies Administration of the Labour Department.',
      ],
    },
    {
      id: 'eligibility',
      heading: 'Who may use Hearth',
      paragraphs: ['To use the Service:'],
      bullets: [
        'you must be at least 18 years old;',
        'you must give true, accurate and current information, and keep it up to date;',
        'you may have only one account, it must be in your own name, and you must not let anyone else use it;',
        'if you are an employer, you must use the Service only to employ a helper for your own household in Hong Kong.',
      ],
      closing: [
        'You are responsible for everything done through your account. Keep your password secret and tell us at once at support@hearth.hk if you think someone else has used your account.',
      ],
    },
    {
      id: 'access-plans',
      heading: 'Access plans and payment',
      paragraphs: [
        'Some employer features need an active access plan; the Service shows which ones before you buy. The plans are:',
      ],
      bullets: [
        'Weekly: HK$299 for 7 days',
        'Monthly: HK$399 for 30 days',
        'Premium: HK$699 for 60 days',
      ],
      closing: [
        'Each plan is a one-off payment made through Stripe Checkout. Plans do not renew automatically, and we will not charge you again unless you buy another plan. A plan starts when your payment is confirmed and ends automatically at the end of its period.',
        'Prices are in Hong Kong dollars and are shown before you pay. We may change prices for future purchases, but never for a plan you have already bought.',
        'Stripe processes your payment under its own terms. Hearth does not receive or store your full card details.',
      ],
    },
    {
      id: 'refunds',
      heading: 'Refunds',
      paragraphs: [
        'Access plans are one-off purchases of time-limited access and are non-refundable, including when you do not use a plan or do not hire a helper during it, except:',
      ],
      bullets: [
        'where Hong Kong law requires a refund;',
        'where the service was not delivered: for example, you were charged but your plan was never activated, you were charged twice for the same plan, or the Service was unavailable for a substantial part of your plan because of a fault on our side; or',
        'where we close your account during an active plan for a reason other than your breach of these Terms, in which case we refund the unused part of the plan.',
      ],
      closing: [
        'To ask for a refund, write to support@hearth.hk with the e-mail address of your account and the date of the payment. Approved refunds are paid to the original payment method through Stripe. Nothing in this section affects any rights you have under Hong Kong law that cannot be excluded.',
      ],
    },
    {
      id: 'employer-responsibilities',
      heading: 'Employers remain responsible for the employment',
      paragraphs: [
        'If you employ a helper, you are the employer in law. You alone are responsible for complying with the Standard Employment Contract (ID 407), the Employment Ordinance (Cap. 57), the Employees’ Compensation Ordinance (Cap. 282), the requirements of the Immigration Department and every other law that applies to employing a foreign domestic helper. This includes, for example:',
      ],
      bullets: [
        'signing the Standard Employment Contract and keeping to its terms, including paying at least the Minimum Allowable Wage, providing free food or a food allowance, and providing suitable free accommodation, free medical treatment and return passage;',
        'granting rest days, statutory holidays, paid annual leave and sickness allowance as the Employment Ordinance requires;',
        'paying wages on time and, when the employment ends, paying the correct sums, such as wages in lieu of notice, severance or long service payments, and pay for untaken annual leave;',
        'taking out employees’ compensation insurance;',
        'employing the helper only for domestic duties at the address stated in the contract.',
      ],
      closing: [
        'Hearth’s contract, leave, payroll and termination payment tools help you keep records and do the arithmetic, but they are not legal advice and do not replace your own judgment. Check the results against the contract and the law, and if in doubt ask the Labour Department or a lawyer. You are responsible for the figures you rely on and the payments you make.',
      ],
    },
    {
      id: 'helper-responsibilities',
      heading: 'Helpers’ responsibilities',
      paragraphs: [
        'If you are a helper, your profile and work history must be true and your own, and you may upload only your own documents. Before you accept a job, read the contract carefully. The Labour Department and your consulate can give you free advice about your rights.',
      ],
    },
    {
      id: 'no-guarantee',
      heading: 'No guarantee of hiring outcomes',
      paragraphs: [
        'Hearth does not guarantee that an employer will find a helper, that a helper will find a job, that anyone will reply to a message, or that an employment will be approved by the Immigration Department, will start, or will last for any particular period.',
        'Profiles, job posts and messages are written by users. We do not verify every statement in them and do not guarantee that they are accurate, complete or current. Before you make or accept an offer, check the identity, documents, references and work history of the person you are dealing with.',
      ],
    },
    {
      id: 'acceptable-use',
      heading: 'Acceptable use',
      paragraphs: ['You must not use the Service to:'],
      bullets: [
        'discriminate against anyone in breach of Hong Kong’s discrimination ordinances, namely the Sex Discrimination Ordinance (Cap. 480), the Disability Discrimination Ordinance (Cap. 487), the Family Status Discrimination Ordinance (Cap. 527) and the Race Discrimination Ordinance (Cap. 602), including in job posts and messages;',
        'harass, threaten, insult or abuse anyone, or send sexual or hateful content;',
        'create a fake profile, pretend to be someone else, or give false information about yourself, your household or your work history;',
        'upload, send or share a copy of another person’s passport or identity card, or publish anyone’s personal data without their permission;',
        'demand that a helper hand over a passport or identity card for you or anyone else to keep;',
        'charge helpers any fee, offer them loans, or ask them for money or gifts in return for a job;',
        'offer or arrange work that breaks the law or a helper’s conditions of stay, such as work for another household;',
        'send spam, scams or misleading messages;',
        'copy or collect profiles or other users’ data by automated means, or share your account or access plan with anyone else;',
        'interfere with the security or operation of the Service, for example by uploading malware or trying to open accounts or files that are not yours.',
      ],
      closing: [
        'We may remove content that breaks these rules and report unlawful conduct to the relevant authorities.',
      ],
    },
    {
      id: 'your-content',
      heading: 'Your content',
      paragraphs: [
        'You keep ownership of what you put on Hearth, such as profiles, photos, job posts, messages and documents. You give Hearth a non-exclusive, royalty-free licence to store, copy, display and transmit that content only as needed to run the Service, for example to show your profile to employers or to deliver your messages. The licence ends when the content is deleted, subject to the retention periods in our Privacy Policy.',
        'You are responsible for your content and confirm that you have the right to share it.',
      ],
    },
    {
      id: 'termination',
      heading: 'Closing and suspending accounts',
      paragraphs: [
        'You may close your account at any time by writing to support@hearth.hk.',
        'We may suspend or close your account, or remove content, if you break these Terms, if we reasonably suspect fraud or abuse, or if the law requires it. Where it is reasonable and lawful, we will tell you why and give you a chance to respond first. In serious cases, such as harassment, fake profiles or misuse of another person’s passport, we may act immediately.',
        'When an account is closed, access to the Service ends, and so does any active access plan; a refund is given only as described under “Refunds”. Employment records are kept for the periods set out in our Privacy Policy, because the other party to the employment may still need them.',
      ],
    },
    {
      id: 'liability',
      heading: 'Limitation of liability',
      paragraphs: [
        'We work to keep the Service available and accurate, but we provide it “as is” and “as available”, and we do not promise that it will be uninterrupted or free of errors.',
        'Hearth is not responsible for what users say or do, on or off the Service, or for disputes between employers and helpers. To the extent the law allows, Hearth is not liable for indirect or consequential loss, or for loss of profit, opportunity or data.',
        'To the extent the law allows, Hearth’s total liability to you for all claims relating to the Service is limited to the greater of the amount you paid Hearth in the 12 months before the event giving rise to the claim and HK$1,000.',
        'Nothing in these Terms excludes or limits any liability that cannot be excluded or limited under Hong Kong law, including liability for death or personal injury caused by negligence or for fraud, or affects your rights under the Control of Exemption Clauses Ordinance (Cap. 71) or the Supply of Services (Implied Terms) Ordinance (Cap. 457).',
      ],
    },
    {
      id: 'changes',
      heading: 'Changes to these Terms',
      paragraphs: [
        'We may change these Terms when the Service or the law changes. We will publish the new version on this page with a new “Last updated” date and, for material changes, tell you by e-mail or in the Service at least 14 days before they take effect. If you keep using the Service after that, the new Terms apply; if you do not agree, you may close your account. Changes never affect the price or period of an access plan you have already bought.',
      ],
    },
    {
      id: 'governing-law',
      heading: 'Governing law and disputes',
      paragraphs: [
        'These Terms are governed by the laws of the Hong Kong Special Administrative Region. The courts of Hong Kong have non-exclusive jurisdiction over any dispute about them.',
        'If you have a complaint about Hearth, please write to support@hearth.hk first; we will try to resolve it informally.',
        'Disputes between an employer and a helper about their employment are a matter between them, not with Hearth. The Labour Department offers conciliation, and claims can be brought before the Minor Employment Claims Adjudication Board or the Labour Tribunal.',
      ],
    },
    {
      id: 'general',
      heading: 'General',
      paragraphs: [],
      bullets: [
        'These Terms are available in English, Traditional Chinese and Simplified Chinese. If the versions differ, the English version prevails.',
        'If any part of these Terms is found to be invalid or unenforceable, the rest remains in effect.',
        'If we do not enforce a right straight away, we have not given it up.',
        'These Terms and our Privacy Policy are the whole agreement between you and Hearth about the Service.',
      ],
    },
    {
      id: 'contact',
      heading: 'Contact us',
      paragraphs: [
        'For questions about these Terms, write to support@hearth.hk. We will reply in English or Chinese, as you prefer.',
      ],
    },
  ],
}
