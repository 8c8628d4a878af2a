// The demo's Hindi beside the English for what admins write for learners (issue 30): every published
// demo series' title and description, and the published notifications' titles and texts, so a learner
// who reads the site in Hindi sees the landing page, the catalogue and /notification in Hindi. The
// draft series and the draft and scheduled notifications stay English only: /admin shows both states.
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { notificationsHindi, testSeriesHindi, type NotificationHindi, type SeriesHindi } from '../../db/content-hindi-schema.ts';
import { notifications } from '../../db/site-schema.ts';
import { testSeries } from '../../db/schema.ts';

/** By the demo series' slugs (series.ts). */
export const demoSeriesHindi: Record<string, SeriesHindi> = {
  'gate-cs-free': {
    title: 'GATE CS 2027 फ़्री स्टार्टर सीरीज़',
    description:
      'GATE कंप्यूटर साइंस की तैयारी बिना किसी शुल्क के शुरू करें। छोटे वार्म-अप से लेकर कठिन मिश्रित पेपर तक तीन विषयवार टेस्ट, और तीन घंटे का 65 प्रश्नों व 100 अंकों वाला एक फ़ुल-लेंथ मॉक, जिनमें एप्टीट्यूड और सभी कोर विषय शामिल हैं। हर प्रश्न का हल और सेक्शन-वार रिपोर्ट भी मिलती है।',
  },
  'gate-cs-pro': {
    title: 'GATE CS 2027 प्रो मॉक सीरीज़',
    description:
      'GATE CS 2027 की गंभीर तैयारी करने वाले अभ्यर्थियों के लिए एक कड़ी मॉक सीरीज़। टेस्ट हाल के प्रश्नपत्रों के पैटर्न पर बने हैं, जिनमें एल्गोरिद्म, ऑपरेटिंग सिस्टम, डेटाबेस और थ्योरी ऑफ़ कम्प्यूटेशन के दो अंक वाले प्रश्नों पर ज़्यादा ज़ोर है। हर प्रश्न का चरण-दर-चरण हल दिया गया है, ताकि परीक्षा से पहले आप अपनी कमज़ोरियाँ पहचानकर उन्हें दूर कर सकें।',
  },
  'gate-cs-scholarship': {
    title: 'GATE CS 2027 स्कॉलरशिप सीरीज़',
    description:
      'पूरे मूल्य वाली GATE CS 2027 सीरीज़, जो Prepverse स्कॉलरशिप के तहत हर अभ्यर्थी को मुफ़्त दी जा रही है। इसमें कॉन्सेप्ट परखने वाले छोटे टेस्ट हैं, और प्रायिकता, डिजिटल लॉजिक, कंप्यूटर ऑर्गनाइज़ेशन व डेटा स्ट्रक्चर पर तीन घंटे का एक चुनौती भरा पेपर भी, ताकि आप ठीक-ठीक जान सकें कि आज आपकी तैयारी कहाँ खड़ी है।',
  },
  'gate-da-mock': {
    title: 'GATE DA 2027 फ़ुल-लेंथ मॉक',
    description:
      'GATE डेटा साइंस एवं आर्टिफ़िशियल इंटेलिजेंस का एक फ़ुल-लेंथ मॉक, मुफ़्त: तीन घंटे में 100 अंकों के 65 प्रश्न, जनरल एप्टीट्यूड और DA प्रश्नपत्र, MCQ, MSQ और NAT प्रश्नों के साथ, GATE की तरह मार्किंग, और हर उत्तर का चरण-दर-चरण हल।',
  },
  'net-cs': {
    title: 'UGC NET कंप्यूटर साइंस 2026 प्रैक्टिस सीरीज़',
    description:
      'UGC NET कंप्यूटर साइंस एवं एप्लीकेशन्स के लिए प्रैक्टिस सीरीज़। बढ़ती कठिनाई वाले पेपर 2 के तीन विषयवार टेस्ट, पेपर 1 का पूरा मॉक (एक घंटे में 50 प्रश्न), और परीक्षा के दिन की तरह दोनों प्रश्नपत्र एक साथ: तीन घंटे में 150 प्रश्न, अंग्रेज़ी और हिंदी में। हर उत्तर की व्याख्या दी गई है।',
  },
};

/** By the demo notifications' slugs (pages.ts). */
export const demoNotificationsHindi: Record<string, NotificationHindi> = {
  'weekly-quiz-is-live': {
    title: 'इस हफ़्ते का GATE CS क्विज़ शुरू हो गया है',
    body: `ऑपरेटिंग सिस्टम और DBMS पर दस प्रश्न, पंद्रह मिनट, सिर्फ़ एक प्रयास। पहली रैंक पाने वाले को इनाम में GATE CS की एक टेस्ट सीरीज़ मिलेगी।

शुरू करने के लिए **[साप्ताहिक क्विज़](/weeklyquiz)** खोलें। क्विज़ रविवार रात बंद होगा; बंद होते ही लीडरबोर्ड और विजेता की घोषणा की जाएगी।`,
  },
  'full-length-mock-added': {
    title: 'नया: GATE CS का मुफ़्त फ़ुल-लेंथ मॉक',
    body: `**GATE CS 2027 फ़्री स्टार्टर सीरीज़** के आख़िर में अब **GATE CS फ़ुल-लेंथ मॉक टेस्ट 1** जुड़ गया है, सभी के लिए मुफ़्त: 65 प्रश्न, 100 अंक, 180 मिनट, जनरल एप्टीट्यूड और कंप्यूटर साइंस। MCQ, MSQ और NAT प्रश्नों की मार्किंग ठीक वैसी ही है जैसी GATE में होती है।

इसे विषयवार टेस्ट के बाद एक ही बैठक में दें: कैलकुलेटर स्क्रीन पर रहे और फ़ोन दूसरे कमरे में।`,
  },
  'scholarship-series': {
    title: 'GATE CS स्कॉलरशिप सीरीज़ अब सबके लिए मुफ़्त',
    body: `स्कॉलरशिप सीरीज़ पर **100% छूट** है। **[टेस्ट सीरीज़](/testseries)** पेज से एक क्लिक में एनरोल करें और ईज़ी सब्जेक्ट टेस्ट से शुरुआत करें। कोई भुगतान विवरण नहीं माँगा जाता।`,
  },
  'report-a-question': {
    title: 'उत्तर-कुंजी में ग़लती दिखी? हमें बताएँ',
    body: `Prepverse के हर प्रश्न के साथ उत्तर और व्याख्या दी जाती है, और प्रकाशित होने से पहले हमारी टीम उनकी जाँच करती है। फिर भी कोई उत्तर ग़लत लगे तो [संपर्क](/contact) पेज से हमें लिखें: टेस्ट का नाम, प्रश्न संख्या और अपना तर्क ज़रूर बताएँ।

हम हर रिपोर्ट की जाँच करते हैं और आगे के टेस्ट के लिए प्रश्न को सुधार देते हैं।`,
  },
  'net-cs-series-launched': {
    title: 'UGC NET कंप्यूटर साइंस प्रैक्टिस सीरीज़ आ गई है',
    body: `**UGC NET कंप्यूटर साइंस एवं एप्लीकेशन्स** पेपर 2 के तीन विषयवार टेस्ट और पेपर 1 का एक पूरा मॉक (50 प्रश्न, 60 मिनट, हर प्रश्न 2 अंक, कोई नेगेटिव मार्किंग नहीं), हर उत्तर की व्याख्या के साथ, सूची मूल्य पर 10% छूट में। पेपर 1 का मॉक हिंदी में भी दिया जा सकता है।

क़ीमतें रुपये में हैं और भुगतान बटन पर लिखी राशि ही आपको चुकानी है: कोई छिपा शुल्क नहीं।`,
  },
  'performance-report-trends': {
    title: 'आपकी परफ़ॉर्मेंस रिपोर्ट में अब ट्रेंड भी दिखते हैं',
    body: `अपने सभी टेस्ट के आठ चार्ट देखने के लिए **My Learning → My Performance** खोलें: स्कोर, सटीकता, कुल अंक, प्रयास दर, प्रति प्रश्न समय, नेगेटिव अंक, सही और ग़लत उत्तर।

**Analysis Insights** कार्ड में वे टेस्ट दिखते हैं जिनमें आपने 80% सटीकता के साथ 80% या उससे ज़्यादा अंक पाए, और वे भी जिनमें 50% से कम अंक आए: उन्हें एक बार फिर देख लेना चाहिए।`,
  },
  'negative-marking-explained': {
    title: 'Prepverse पर नेगेटिव मार्किंग कैसे होती है',
    body: `- **टेस्ट सीरीज़:** ग़लत उत्तर पर प्रश्न के अंकों का एक-तिहाई कटता है: 1 अंक वाले प्रश्न पर $-\\tfrac{1}{3}$, 2 अंक वाले पर $-\\tfrac{2}{3}$।
- **साप्ताहिक क्विज़:** सही उत्तर पर $+1$, ग़लत पर $-0.33$।
- छोड़े गए प्रश्न पर हमेशा **0** अंक।

यानी दो विकल्पों के बीच अनुमान लगाना औसतन फ़ायदे का सौदा है; चार में से आँख मूँदकर तुक्का लगाना नहीं।`,
  },
  'general-aptitude-matters': {
    title: 'जनरल एप्टीट्यूड न छोड़ें: यह 15 अंकों का है',
    body: `GATE में **100 में से 15 अंक** जनरल एप्टीट्यूड के होते हैं, और यह हर पेपर में एक जैसा होता है। दस प्रश्न, ज़्यादातर अंकगणित, रीज़निंग और अंग्रेज़ी के, और अक्सर पूरे पेपर के सबसे जल्दी मिलने वाले अंक।

Prepverse की हर सीरीज़ के हर टेस्ट में एप्टीट्यूड सेक्शन है। इसे 20 मिनट में बिना किसी ग़लत उत्तर के पूरा करने का लक्ष्य रखें।`,
  },
  'time-management-three-hours': {
    title: 'तीन घंटे के पेपर के तीन नियम',
    body: `1. **पहला राउंड, आसान अंक।** जो आता है उसे तुरंत हल करें; बाक़ी के लिए *Mark for Review & Next* का इस्तेमाल करें।
2. **हर घंटे पर घड़ी देखें।** 60 मिनट तक आप हर प्रश्न को एक बार देख चुके हों।
3. **आख़िरी 15 मिनट रिव्यू के लिए रखें।** पैलेट एक नज़र में हर मार्क किया हुआ और बिना उत्तर वाला प्रश्न दिखा देता है।

परीक्षा से पहले GATE CS के मुफ़्त फ़ुल-लेंथ मॉक में यही तरीक़ा आज़माएँ।`,
  },
  'receipts-in-my-learning': {
    title: 'अपनी भुगतान रसीदें My Learning से डाउनलोड करें',
    body: `हर सशुल्क एनरोलमेंट की एक PDF रसीद होती है, जिसमें रसीद संख्या, मूल्य, छूट और चुकाई गई राशि दर्ज होती है। **My Learning** खोलें और सीरीज़ के कार्ड पर **Download Receipt** दबाएँ।`,
  },
  'calculator-practice': {
    title: 'ऑन-स्क्रीन कैलकुलेटर से अभ्यास करें',
    body: `GATE में अपना कैलकुलेटर नहीं, बल्कि एक वर्चुअल साइंटिफ़िक कैलकुलेटर मिलता है। Prepverse के हर टेस्ट और क्विज़ में भी यही है: इसे परीक्षा के हेडर से खोलें, कहीं भी खिसकाएँ, और डिग्री व रेडियन के बीच बदलें।

अभ्यास टेस्ट में इसका इस्तेमाल करें, ताकि परीक्षा के दिन यह जाना-पहचाना लगे।`,
  },
  'exam-day-checklist': {
    title: 'परीक्षा के दिन की चेकलिस्ट',
    body: `- प्रिंट किया हुआ एडमिट कार्ड, और उस पर दर्ज मूल फ़ोटो पहचान-पत्र।
- केंद्र पर समय से पहले पहुँचें: परीक्षा शुरू होने से पहले ही गेट बंद हो जाते हैं।
- कैलकुलेटर, फ़ोन या घड़ी साथ न ले जाएँ: परीक्षा में स्क्रीन पर कैलकुलेटर मिलता है।
- निर्देशों वाली स्क्रीन पूरी पढ़ें; उसी में उस पेपर की मार्किंग योजना बताई जाती है।

शुभकामनाएँ। आपने इसी दिन के लिए अभ्यास किया है।`,
  },
  'welcome-to-prepverse': {
    title: 'Prepverse में आपका स्वागत है',
    body: `Prepverse **GATE** और **UGC NET** की तैयारी के लिए अभ्यास की मुफ़्त जगह है: हर हफ़्ते एक समयबद्ध क्विज़, असली परीक्षा जैसे व्यू में मॉक टेस्ट सीरीज़, और हर प्रयास के बाद परफ़ॉर्मेंस रिपोर्ट।

Google से साइन इन करें, इस हफ़्ते का क्विज़ दें और देखें कि आपकी तैयारी कहाँ तक पहुँची है।`,
  },
};

/** Writes the Hindi onto the rows the demo inserted with their English (a slug the demo lacks is a mistake in this file). */
export async function writeDemoContentHindi(db: Database): Promise<void> {
  for (const [slug, hindi] of Object.entries(demoSeriesHindi)) {
    const [row] = await db.select({ id: testSeries.id }).from(testSeries).where(eq(testSeries.slug, slug));
    if (!row) throw new Error(`Demo Hindi names an unknown series: ${slug}`);
    await db.update(testSeriesHindi).set({ hindi }).where(eq(testSeriesHindi.id, row.id));
  }
  for (const [slug, hindi] of Object.entries(demoNotificationsHindi)) {
    const [row] = await db.select({ id: notifications.id }).from(notifications).where(eq(notifications.slug, slug));
    if (!row) throw new Error(`Demo Hindi names an unknown notification: ${slug}`);
    await db.update(notificationsHindi).set({ hindi }).where(eq(notificationsHindi.id, row.id));
  }
}
