import type { LegalDocument, LegalTextInput } from '@atelier/domain/content-admin';
import { DOWNLOAD_MAX_USES, DOWNLOAD_VALID_DAYS } from '../../orders/download-limits.ts';

/**
 * The legal texts the shop starts with, until staff publish their own on the Site texts page. They count
 * as version 1, in effect since DEFAULT_LEGAL_TEXTS_DATE. Paragraphs are separated by a blank line.
 */
export const DEFAULT_LEGAL_TEXTS_DATE = new Date('2026-11-26T00:00:00Z');

const paragraphs = (...lines: string[]) => lines.join('\n\n');

/** The licence buyers accept at checkout; its first terms are the ones the checkbox sums up. */
const licence: LegalTextInput = {
  title: 'Plan licence',
  body: paragraphs(
    'This licence applies to every plan set bought from Atelier Plans. Atelier Plans Studio LLC (“the studio”) keeps the copyright in its designs, drawings and files; when you buy a plan set you buy a licence to use it as described here, not the design itself. By accepting the licence at checkout you agree to these terms.',
    'One build per licence. Each licence lets you build the design once, on one site, for one project. To build the same design again, on another lot or for another client, buy another licence.',
    'Modifications for your own build. You may have the plans modified for your own build by an architect, engineer or other licensed professional, for example to meet local codes, to suit your site or to change a room. A modified plan is still covered by this licence and still allows one build. The studio can make the changes for you: ask for a modification on the design’s page.',
    'Copies you need to build. You may print and copy the plans as often as your build needs: for your builder and subcontractors, your lender, and the authority that issues your building permit.',
    'No resale or sharing. You may not resell, give away, lend, publish or upload the plans or the files, modified or not, nor use them to make plans for sale or for another build.',
    'Local rules. The plans follow widely used codes and standards, but building rules differ from place to place. Before you build, have the plans reviewed by a licensed professional where you build and obtain the permits your authority requires. The studio is not responsible for work done without that review.',
    'Your files. Your download links belong to your order and should not be shared. If you lose your files, write to us with your order number and we will send them again.',
    'Questions. If you are not sure whether a use is covered, write to us before you build; we are glad to help.',
  ),
};

const privacy: LegalTextInput = {
  title: 'Privacy Policy',
  body: paragraphs(
    'This policy explains what personal data Atelier Plans Studio LLC (“the studio”, “we”) collects when you visit this site, buy plan sets, ask for a quote or talk to us, why we collect it, how long we keep it and what you can ask us to do with it. The studio is the controller of that data.',
    'What we collect when you buy. At checkout we ask for your name, e-mail address, billing address and, if you give one, a phone number and a company name. We keep the order: the designs and licences you bought, the prices, tax and currency, how you paid and when, and each time your plan files are downloaded. Card payments are taken by Stripe on its own page; we never see or store your card number.',
    'What we collect when you write to us. Messages you send through the contact form, a modification request or the chat are kept with the name and e-mail address you give, together with the page you were on when you opened the chat, so that we can answer and follow up.',
    'What your browser keeps. Your cart and your saved designs are kept in your browser (a cookie and local storage) so that they are still there when you come back; they are sent to us only to show your cart and to check out. We use no advertising cookies and no third-party tracking. We count page visits without cookies, to learn which pages are read; these counts do not identify you.',
    'Why we use it. To take and deliver your order, send you its e-mails and download links, keep the accounts and tax records the law requires (legal obligation and contract); to answer your questions and quotes (your request); and to keep the shop secure, for example by limiting repeated attempts (our legitimate interest). We do not sell your data and we do not use it for advertising.',
    'Who else sees it. Our payment provider (Stripe, for card payments), our bank (for transfers), our e-mail provider and our hosting provider process data for us, under contracts that let them use it only for that purpose. We share data with authorities only when the law requires it.',
    'How long we keep it. Orders and invoices are kept for seven years, as tax law requires. Messages, chats and quotes are kept for three years after the last message. Access records used for security are kept for one year.',
    'Your rights. You may ask us for a copy of the data we hold about you, to correct it, to delete it (except what we must keep by law), to restrict or object to its use, and to receive it in a portable form. Write to us through the contact page; we answer within 30 days. You may also complain to your data protection authority.',
    'Security. Staff sign in with a password and a second factor, every change they make is recorded, and data travels encrypted. Download links are personal to your order and expire.',
    'Changes. When we change this policy we publish the new version here with its date; the version in effect when you placed an order stays on record.',
  ),
};

const terms: LegalTextInput = {
  title: 'Terms of Service',
  body: paragraphs(
    'These terms apply to every purchase from Atelier Plans, the online shop of Atelier Plans Studio LLC (“the studio”, “we”). By placing an order you accept them, together with the plan licence of each design you buy and our privacy policy. Please read them before you order.',
    'What you buy. A plan set is a set of digital files (PDF drawings, and CAD files with the CAD and unlimited licences) with a licence to use them as the plan licence describes. You do not buy the design itself: the studio keeps its copyright. The licence chosen for each design at checkout says how many times, and for what, you may build it.',
    'Prices and tax. Prices are shown in the currency of the shop and include no tax; the tax for your country is added at checkout, before you place the order. The price that applies is the one shown when you place the order.',
    'Payment. You pay by card through Stripe where the shop offers it, or by bank transfer to the studio’s account using your order number as the reference. An order paid by bank transfer is reserved for you while we wait for the transfer; if no payment arrives within 14 days we may cancel it.',
    'Digital delivery. Your plan files are delivered as download links on your order page and in an e-mail, as soon as the payment is confirmed: at once for a card payment, and usually within one to three business days of your transfer arriving for a bank transfer. Each link can be used ' +
      DOWNLOAD_MAX_USES +
      ' times within ' +
      DOWNLOAD_VALID_DAYS +
      ' days; if your links have expired or you lose your files, write to us with your order number and we will send them again.',
    'Checking the plans. Building rules differ from place to place. Before you build, have the plans reviewed by a licensed professional where you build and obtain the permits your authority requires. Modifications made for you by the studio are quoted and agreed separately.',
    'Refunds. Because plan files are delivered digitally, an order can be refunded in full if you ask within 14 days of payment and none of its files has been downloaded. Once a file has been downloaded the order cannot be refunded, but you may upgrade its licence by paying the difference. If the files you received are damaged or not the ones described, we replace them or refund you. Where the law of your country gives you more rights, you keep them.',
    'Cancelling an order. You may cancel an order that is not yet paid at any time by writing to us. We may cancel an order that is not paid in time, or one placed with false details, and tell you by e-mail.',
    'Liability. We take care that our plans are accurate and complete. We are not responsible for a building built without the professional review and permits described above, nor for losses we could not foresee. Nothing in these terms limits liability that cannot be limited by law.',
    'Questions and complaints. Write to us through the contact page with your order number; we answer within two business days. These terms are governed by the law of the State of New York, without prejudice to the rights your own country’s law gives you as a consumer.',
    'Changes. When we change these terms we publish the new version here with its date; the version in effect when you placed an order is the one that applies to it.',
  ),
};

export const DEFAULT_LEGAL_TEXTS: Record<LegalDocument, LegalTextInput> = { licence, privacy, terms };
