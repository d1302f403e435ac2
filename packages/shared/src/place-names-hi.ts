/**
 * The seven cities and their well-known localities and landmarks as Hindi readers write them, each
 * with the Latin name the places search knows (a landmark's name, or a word of it: "Delhi" finds
 * New Delhi Railway Station and IIT Delhi). Common spellings stand side by side (बेंगलुरु and
 * बैंगलोर). A Devanagari query is matched here first (modules/places in the API), then searched
 * under the Latin names it matched.
 */
const PLACE_NAMES_HI: readonly (readonly [hindi: string, latin: string])[] = [
  // The cities.
  ['दिल्ली', 'Delhi'],
  ['नई दिल्ली', 'New Delhi'],
  ['पुरानी दिल्ली', 'Old Delhi'],
  ['मुंबई', 'Mumbai'],
  ['बंबई', 'Mumbai'],
  ['बेंगलुरु', 'Bengaluru'],
  ['बेंगलूरु', 'Bengaluru'],
  ['बैंगलोर', 'Bangalore'],
  ['बंगलौर', 'Bangalore'],
  ['जयपुर', 'Jaipur'],
  ['पुणे', 'Pune'],
  ['अहमदाबाद', 'Ahmedabad'],
  ['हैदराबाद', 'Hyderabad'],
  ['गुरुग्राम', 'Gurugram'],
  ['गुड़गांव', 'Gurugram'],
  ['नोएडा', 'Noida'],
  ['सिकंदराबाद', 'Secunderabad'],
  ['ठाणे', 'Thane'],

  // Delhi NCR.
  ['कनॉट प्लेस', 'Connaught Place'],
  ['राजीव चौक', 'Rajiv Chowk'],
  ['साइबर सिटी', 'Cyber City'],
  ['इंदिरा गांधी अंतरराष्ट्रीय हवाई अड्डा', 'Indira Gandhi International Airport'],
  ['दिल्ली विश्वविद्यालय', 'Delhi University'],
  ['नेहरू प्लेस', 'Nehru Place'],
  ['आईआईटी दिल्ली', 'IIT Delhi'],
  ['हज़रत निज़ामुद्दीन', 'Hazrat Nizamuddin'],
  ['कश्मीरी गेट', 'Kashmere Gate'],
  ['जवाहरलाल नेहरू विश्वविद्यालय', 'Jawaharlal Nehru University'],
  ['जेएनयू', 'Jawaharlal Nehru University'],
  ['जामिया मिल्लिया इस्लामिया', 'Jamia Millia Islamia'],
  ['हौज़ ख़ास', 'Hauz Khas'],
  ['आनंद विहार', 'Anand Vihar'],
  ['एयरोसिटी', 'Aerocity'],
  ['लाजपत नगर', 'Lajpat Nagar'],
  ['साकेत', 'Saket'],
  ['करोल बाग़', 'Karol Bagh'],
  ['द्वारका', 'Dwarka'],

  // Mumbai.
  ['बांद्रा कुर्ला कॉम्प्लेक्स', 'Bandra Kurla Complex'],
  ['बीकेसी', 'Bandra Kurla Complex'],
  ['बांद्रा', 'Bandra'],
  ['अंधेरी', 'Andheri'],
  ['पवई', 'Powai'],
  ['छत्रपति शिवाजी महाराज', 'Chhatrapati Shivaji Maharaj'],
  ['लोअर परेल', 'Lower Parel'],
  ['दादर', 'Dadar'],
  ['आईआईटी बॉम्बे', 'IIT Bombay'],
  ['सीप्ज़', 'SEEPZ'],
  ['नरीमन पॉइंट', 'Nariman Point'],
  ['घाटकोपर', 'Ghatkopar'],
  ['चर्चगेट', 'Churchgate'],
  ['मुंबई सेंट्रल', 'Mumbai Central'],
  ['लोकमान्य तिलक टर्मिनस', 'Lokmanya Tilak Terminus'],
  ['बोरीवली', 'Borivali'],
  ['गोरेगांव', 'Goregaon'],

  // Bengaluru.
  ['कोरमंगला', 'Koramangala'],
  ['इंदिरानगर', 'Indiranagar'],
  ['व्हाइटफ़ील्ड', 'Whitefield'],
  ['इलेक्ट्रॉनिक सिटी', 'Electronic City'],
  ['मान्यता टेक पार्क', 'Manyata Tech Park'],
  ['बेलंदूर', 'Bellandur'],
  ['केम्पेगौड़ा', 'Kempegowda'],
  ['मैजेस्टिक', 'Majestic'],
  ['एमजी रोड', 'MG Road'],
  ['बागमाने टेक पार्क', 'Bagmane Tech Park'],
  ['एम्बेसी गोल्फ़ लिंक्स', 'Embassy Golf Links'],
  ['भारतीय विज्ञान संस्थान', 'Indian Institute of Science'],
  ['क्राइस्ट यूनिवर्सिटी', 'Christ University'],
  ['आईआईएम बैंगलोर', 'IIM Bangalore'],
  ['यशवंतपुर', 'Yesvantpur'],
  ['सिल्क बोर्ड', 'Silk Board'],
  ['एचएसआर लेआउट', 'HSR Layout'],
  ['जयनगर', 'Jayanagar'],

  // Jaipur.
  ['मालवीय नगर', 'Malviya Nagar'],
  ['एमएनआईटी', 'MNIT'],
  ['राजस्थान विश्वविद्यालय', 'University of Rajasthan'],
  ['सी-स्कीम', 'C-Scheme'],
  ['सी स्कीम', 'C-Scheme'],
  ['एमआई रोड', 'MI Road'],
  ['वैशाली नगर', 'Vaishali Nagar'],
  ['मानसरोवर', 'Mansarovar'],
  ['सिंधी कैंप', 'Sindhi Camp'],
  ['सीतापुरा', 'Sitapura'],
  ['वर्ल्ड ट्रेड पार्क', 'World Trade Park'],
  ['एसएमएस अस्पताल', 'SMS Hospital'],
  ['जगतपुरा', 'Jagatpura'],
  ['मणिपाल', 'Manipal'],
  ['हवा महल', 'Hawa Mahal'],
  ['राजा पार्क', 'Raja Park'],

  // Pune.
  ['हिंजवडी', 'Hinjewadi'],
  ['हिंजेवाड़ी', 'Hinjewadi'],
  ['मगरपट्टा', 'Magarpatta'],
  ['खराडी', 'Kharadi'],
  ['सावित्रीबाई फुले पुणे विश्वविद्यालय', 'Savitribai Phule Pune University'],
  ['फर्ग्यूसन कॉलेज', 'Fergusson College'],
  ['शिवाजीनगर', 'Shivajinagar'],
  ['विमान नगर', 'Viman Nagar'],
  ['बाणेर', 'Baner'],
  ['बानेर', 'Baner'],
  ['वाकड', 'Wakad'],
  ['स्वारगेट', 'Swargate'],
  ['कोथरूड', 'Kothrud'],
  ['कोरेगांव पार्क', 'Koregaon Park'],
  ['पिंपरी', 'Pimpri'],

  // Ahmedabad.
  ['एसजी हाईवे', 'SG Highway'],
  ['प्रह्लाद नगर', 'Prahlad Nagar'],
  ['गिफ़्ट सिटी', 'GIFT City'],
  ['कालूपुर', 'Kalupur'],
  ['सरदार वल्लभभाई पटेल अंतरराष्ट्रीय हवाई अड्डा', 'Sardar Vallabhbhai Patel International Airport'],
  ['आईआईएम अहमदाबाद', 'IIM Ahmedabad'],
  ['गुजरात विश्वविद्यालय', 'Gujarat University'],
  ['निरमा विश्वविद्यालय', 'Nirma University'],
  ['नवरंगपुरा', 'Navrangpura'],
  ['सीजी रोड', 'CG Road'],
  ['मणिनगर', 'Maninagar'],
  ['वस्त्रापुर', 'Vastrapur'],
  ['बोडकदेव', 'Bodakdev'],
  ['थलतेज', 'Thaltej'],
  ['इस्कॉन', 'Iskcon'],
  ['सैटेलाइट', 'Satellite'],

  // Hyderabad.
  ['हाईटेक सिटी', 'HITEC City'],
  ['हाइटेक सिटी', 'HITEC City'],
  ['गाचीबावली', 'Gachibowli'],
  ['फ़ाइनेंशियल डिस्ट्रिक्ट', 'Financial District'],
  ['नानकरामगुडा', 'Nanakramguda'],
  ['माधापुर', 'Madhapur'],
  ['रायदुर्ग', 'Raidurg'],
  ['राजीव गांधी अंतरराष्ट्रीय हवाई अड्डा', 'Rajiv Gandhi International Airport'],
  ['अमीरपेट', 'Ameerpet'],
  ['हैदराबाद विश्वविद्यालय', 'University of Hyderabad'],
  ['आईआईआईटी हैदराबाद', 'IIIT Hyderabad'],
  ['इंडियन स्कूल ऑफ़ बिज़नेस', 'Indian School of Business'],
  ['उस्मानिया विश्वविद्यालय', 'Osmania University'],
  ['नामपल्ली', 'Nampally'],
  ['काचीगुडा', 'Kacheguda'],
  ['बंजारा हिल्स', 'Banjara Hills'],
  ['बेगमपेट', 'Begumpet'],
  ['चारमीनार', 'Charminar'],
  ['कोंडापुर', 'Kondapur'],
];

/**
 * How Hindi is typed varies where the sound does not: with or without the nukta (ज़ / ज, ड़ / ड),
 * chandrabindu or anusvara (गाँव / गांव), a hyphen or a space. Both sides are read this way.
 */
function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\u093C/g, '')
    .replace(/\u0901/g, '\u0902')
    .replace(/[-\s]+/g, ' ')
    .trim();
}

// Folded on first use: an app that never searches in Hindi does no work for it.
let folded: (readonly [hindi: string, latin: string])[] | undefined;
const foldedNames = () =>
  (folded ??= PLACE_NAMES_HI.map(([hindi, latin]) => [fold(hindi), latin] as const));

/** Whether `text` has Devanagari letters (the places search then reads it as Hindi). */
export function hasDevanagari(text: string): boolean {
  return /[\u0900-\u097F]/.test(text);
}

/** Whether searching `found` already finds `latin`: a word of it starts with `found`. */
const within = (latin: string, found: string) =>
  ` ${latin.toLowerCase()}`.includes(` ${found.toLowerCase()}`);

/**
 * The Latin names of the places whose Hindi name, or a word of it, starts with `q`, in the order
 * above (cities first), at most `limit`. A name another one already finds is left out ("Delhi"
 * finds New Delhi Railway Station and Delhi University as well).
 */
export function latinPlaceNames(q: string, limit = 3): string[] {
  const term = fold(q);
  if (!term) return [];
  const found: string[] = [];
  for (const [hindi, latin] of foldedNames()) {
    const matches = hindi.startsWith(term) || hindi.includes(` ${term}`);
    if (matches && !found.some((f) => within(latin, f))) found.push(latin);
    if (found.length === limit) break;
  }
  return found;
}
