/** Hindi texts of every mail (our own words; names of screens as the Hindi interface shows them). */
import type { MailTemplate } from '@lexmitra/contracts';
import type { Data } from './en';
import type { MailContent } from './layout';

export const hi: Record<MailTemplate, (d: Data) => MailContent> = {
  verifyEmail: (d) => ({
    subject: 'LexMitra के लिए अपने ई-मेल पते की पुष्टि करें',
    paragraphs: [
      'LexMitra में आपका स्वागत है।',
      'कृपया पुष्टि करें कि यह पता आपका ही है। जब तक आप पुष्टि नहीं करते, दूसरों द्वारा इस पते के लिए साझा किए गए दस्तावेज़ छिपे रहेंगे और आप आमंत्रण से किसी लॉ फ़र्म में शामिल नहीं हो सकेंगे। बाकी सब अभी से काम करता है।',
    ],
    action: { label: 'मेरे ई-मेल पते की पुष्टि करें', url: d.link },
    note: 'यह लिंक एक ही बार और 24 घंटे तक काम करता है। यदि आपने LexMitra खाता नहीं बनाया है, तो इस मेल को अनदेखा करें: बिना क्लिक किए कुछ नहीं होगा।',
  }),
  signupAttempt: (d) => ({
    subject: 'किसी ने आपके पते से LexMitra खाता बनाने की कोशिश की',
    paragraphs: [
      'अभी किसी ने इस ई-मेल पते से LexMitra पर साइन अप करने की कोशिश की। आपका खाता पहले से है, इसलिए कोई नया खाता नहीं बना और आपके खाते में कुछ नहीं बदला।',
      'यदि यह आप थे, तो साइन इन करें। यदि आप पासवर्ड भूल गए हैं, तो नया पासवर्ड चुन सकते हैं।',
    ],
    action: { label: 'नया पासवर्ड चुनें', url: d.resetUrl },
    note: `साइन इन: ${d.signInUrl}\nयदि यह आप नहीं थे, तो आपको कुछ करने की ज़रूरत नहीं है।`,
  }),
  passwordReset: (d) => ({
    subject: 'अपना नया LexMitra पासवर्ड चुनें',
    paragraphs: ['इस पते के LexMitra खाते का पासवर्ड बदलने का अनुरोध हमें मिला है।'],
    action: { label: 'नया पासवर्ड चुनें', url: d.link },
    note: 'यह लिंक एक ही बार और 30 मिनट तक काम करता है। नया पासवर्ड चुनने पर आप हर डिवाइस से साइन आउट हो जाएँगे। यदि आपने यह अनुरोध नहीं किया, तो इस मेल को अनदेखा करें: आपका पासवर्ड वही रहेगा।',
  }),
  passwordChanged: (d) => ({
    subject: 'आपका LexMitra पासवर्ड बदल दिया गया',
    paragraphs: [
      'आपके LexMitra खाते का पासवर्ड अभी बदला गया है, और जिन डिवाइसों पर आप साइन इन थे, उन सब से साइन आउट कर दिया गया है।',
      'यदि यह आपने नहीं किया, तो तुरंत नया पासवर्ड चुनें और संपर्क पेज से हमें बताएँ।',
    ],
    action: { label: 'नया पासवर्ड चुनें', url: d.resetUrl },
  }),
  loginFailures: (d) => ({
    subject: 'आपके LexMitra खाते में साइन इन की असफल कोशिशें',
    paragraphs: [
      `पिछले एक घंटे में आपके LexMitra खाते में साइन इन की ${d.count} असफल कोशिशें हुईं। उसी जगह से आगे की कोशिशें धीमी की जा रही हैं।`,
      'यदि यह आप थे, तो आप पासवर्ड बदल सकते हैं। यदि नहीं, तो जब तक आपका पासवर्ड किसी और को पता नहीं है, आपका खाता सुरक्षित है; एक लंबा पासवर्ड जो आप कहीं और इस्तेमाल नहीं करते, सबसे अच्छा है।',
    ],
    action: { label: 'नया पासवर्ड चुनें', url: d.resetUrl },
  }),
  hearingReminder: (d) => ({
    subject: d.title,
    paragraphs: [d.title, d.body],
    action: { label: 'मेरी डायरी खोलें', url: d.link },
  }),
  firmInvite: (d) => ({
    subject: `LexMitra पर ${d.firmName} से जुड़ने का आमंत्रण`,
    paragraphs: [
      `${d.inviterEmail} आपको LexMitra पर लॉ फ़र्म "${d.firmName}" से जुड़ने के लिए आमंत्रित करते हैं।`,
      `साइन इन करें (या इस पते से खाता बनाकर उसकी पुष्टि करें), Law Firm खोलें और यह आमंत्रण कोड डालें: ${d.code}`,
    ],
    action: { label: 'LexMitra खोलें', url: d.link },
    note: 'यह कोड कुछ समय बाद समाप्त हो जाता है; काम न करे तो नया कोड माँगें। यदि आप इस फ़र्म को नहीं जानते, तो इस मेल को अनदेखा करें।',
  }),
  documentShared: (d) => ({
    subject: 'LexMitra पर आपके साथ एक दस्तावेज़ साझा किया गया',
    paragraphs: [`${d.senderEmail} ने LexMitra पर इस पते के साथ दस्तावेज़ "${d.documentName}" साझा किया है।`, 'इसे अपने दस्तावेज़ों में देखने के लिए इसी पते से साइन इन करें।'],
    action: { label: 'मेरे दस्तावेज़ देखें', url: d.link },
  }),
  updatesConfirm: (d) => ({
    subject: 'LexMitra अपडेट की सदस्यता की पुष्टि करें',
    paragraphs: ['किसी ने (उम्मीद है आपने) इस पते पर LexMitra के अपडेट पाने का अनुरोध किया है। आपकी पुष्टि के बिना हम कुछ नहीं भेजेंगे।'],
    action: { label: 'हाँ, मुझे अपडेट भेजें', url: d.link },
    note: 'यदि यह आप नहीं थे, तो इस मेल को अनदेखा करें; हम आगे कुछ नहीं भेजेंगे।',
  }),
  contactMessage: (d) => ({
    subject: `संपर्क फ़ॉर्म: ${d.name || d.email}`,
    paragraphs: [`भेजने वाले: ${d.name} <${d.email}>`, d.message],
  }),
};

export const hiFooter = (unsubscribeUrl?: string) =>
  unsubscribeUrl
    ? `यह मेल आपकी LexMitra सूचना सेटिंग के कारण आया है। ये मेल बंद करें: ${unsubscribeUrl}`
    : 'LexMitra - भारत के लिए कानूनी सहायता। यह आपके खाते से जुड़ा एक स्वचालित मेल है।';
