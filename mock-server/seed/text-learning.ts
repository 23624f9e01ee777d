/** Real learning material: English words with Persian meanings, sentence pairs, verbs, passages. */

export type PartOfSpeech = 'noun' | 'verb' | 'adj';

export interface VocabEntry {
  word: string;
  meaning: string;
  phonetic: string;
  example: string;
  pos: PartOfSpeech;
}

// word | Persian meaning | IPA | example
const RAW: [PartOfSpeech, string][] = [
  ['noun', 'journey|سفر|/ˈdʒɜːni/|The journey from Tehran to Shiraz takes ten hours.'],
  ['noun', 'luggage|چمدان، بار سفر|/ˈlʌɡɪdʒ/|Please keep your luggage with you at all times.'],
  ['noun', 'ticket|بلیت|/ˈtɪkɪt/|I bought a return ticket to Manchester.'],
  ['noun', 'neighbour|همسایه|/ˈneɪbə/|Our neighbour waters the plants when we are away.'],
  ['noun', 'receipt|رسید|/rɪˈsiːt/|Can I have a receipt, please?'],
  ['noun', 'appointment|وقت ملاقات، قرار|/əˈpɔɪntmənt/|I have a dentist appointment at four.'],
  ['noun', 'weather|هوا، آب‌وهوا|/ˈweðə/|The weather is lovely today.'],
  ['noun', 'knowledge|دانش|/ˈnɒlɪdʒ/|Reading widens your knowledge.'],
  ['noun', 'opportunity|فرصت|/ˌɒpəˈtjuːnəti/|This job is a great opportunity.'],
  ['noun', 'advice|توصیه، نصیحت|/ədˈvaɪs/|She gave me some good advice.'],
  ['noun', 'challenge|چالش|/ˈtʃælɪndʒ/|Learning a language is a fun challenge.'],
  ['noun', 'habit|عادت|/ˈhæbɪt/|Reading before bed is a good habit.'],
  ['noun', 'village|روستا|/ˈvɪlɪdʒ/|My grandparents live in a small village.'],
  ['noun', 'library|کتابخانه|/ˈlaɪbrəri/|The library closes at eight.'],
  ['noun', 'kitchen|آشپزخانه|/ˈkɪtʃɪn/|We had breakfast in the kitchen.'],
  ['noun', 'salary|حقوق|/ˈsæləri/|He asked for a higher salary.'],
  ['noun', 'deadline|مهلت، موعد نهایی|/ˈdedlaɪn/|The deadline for the report is Friday.'],
  ['noun', 'meeting|جلسه|/ˈmiːtɪŋ/|The meeting was moved to Monday.'],
  ['noun', 'health|سلامتی|/helθ/|Sleep is important for your health.'],
  ['noun', 'memory|خاطره، حافظه|/ˈmeməri/|I have a happy memory of that summer.'],
  ['noun', 'island|جزیره|/ˈaɪlənd/|Kish is a beautiful island.'],
  ['noun', 'bridge|پل|/brɪdʒ/|The old bridge in Isfahan is famous.'],
  ['noun', 'customer|مشتری|/ˈkʌstəmə/|The customer asked for a refund.'],
  ['noun', 'traffic|ترافیک|/ˈtræfɪk/|There was heavy traffic this morning.'],
  ['noun', 'environment|محیط زیست|/ɪnˈvaɪrənmənt/|We must protect the environment.'],
  ['noun', 'guest|مهمان|/ɡest/|We are expecting guests tonight.'],
  ['noun', 'experience|تجربه|/ɪkˈspɪəriəns/|Travelling alone was a great experience.'],
  ['noun', 'decision|تصمیم|/dɪˈsɪʒn/|It was a difficult decision.'],
  ['noun', 'furniture|مبلمان، اثاثیه|/ˈfɜːnɪtʃə/|They bought new furniture for the flat.'],
  ['noun', 'ingredient|ماده‌ی اولیه، مواد لازم|/ɪnˈɡriːdiənt/|Rice is the main ingredient.'],
  ['verb', 'borrow|قرض گرفتن|/ˈbɒrəʊ/|Can I borrow your pen?'],
  ['verb', 'lend|قرض دادن|/lend/|Could you lend me some money?'],
  ['verb', 'achieve|به دست آوردن|/əˈtʃiːv/|She achieved her goal.'],
  ['verb', 'improve|بهتر کردن، پیشرفت کردن|/ɪmˈpruːv/|Practice will improve your English.'],
  ['verb', 'describe|توصیف کردن|/dɪˈskraɪb/|Can you describe the man you saw?'],
  ['verb', 'explain|توضیح دادن|/ɪkˈspleɪn/|Let me explain the rules.'],
  ['verb', 'remember|به خاطر آوردن|/rɪˈmembə/|I remember my first day at school.'],
  ['verb', 'forget|فراموش کردن|/fəˈɡet/|Don’t forget your keys.'],
  ['verb', 'arrive|رسیدن|/əˈraɪv/|The train arrives at six.'],
  ['verb', 'complain|شکایت کردن|/kəmˈpleɪn/|He complained about the noise.'],
  ['verb', 'suggest|پیشنهاد دادن|/səˈdʒest/|I suggest we leave early.'],
  ['verb', 'recommend|توصیه کردن|/ˌrekəˈmend/|Can you recommend a good book?'],
  ['verb', 'avoid|دوری کردن|/əˈvɔɪd/|Try to avoid sugary drinks.'],
  ['verb', 'celebrate|جشن گرفتن|/ˈselɪbreɪt/|We celebrate Nowruz in March.'],
  ['verb', 'deliver|تحویل دادن|/dɪˈlɪvə/|The parcel was delivered yesterday.'],
  ['verb', 'persuade|متقاعد کردن|/pəˈsweɪd/|She persuaded me to join the club.'],
  ['verb', 'afford|از عهده‌ی هزینه برآمدن|/əˈfɔːd/|We can’t afford a new car.'],
  ['verb', 'apologize|عذرخواهی کردن|/əˈpɒlədʒaɪz/|He apologized for being late.'],
  ['verb', 'earn|درآمد داشتن، به دست آوردن|/ɜːn/|She earns a good living.'],
  ['verb', 'rent|اجاره کردن|/rent/|We rented a flat near the sea.'],
  ['verb', 'pretend|وانمود کردن|/prɪˈtend/|He pretended to be asleep.'],
  ['verb', 'increase|افزایش دادن|/ɪnˈkriːs/|Prices increased last year.'],
  ['verb', 'prepare|آماده کردن|/prɪˈpeə/|I need to prepare for the exam.'],
  ['adj', 'expensive|گران|/ɪkˈspensɪv/|This restaurant is too expensive.'],
  ['adj', 'cheap|ارزان|/tʃiːp/|The tickets were surprisingly cheap.'],
  ['adj', 'crowded|شلوغ|/ˈkraʊdɪd/|The bazaar is crowded on Fridays.'],
  ['adj', 'delicious|خوشمزه|/dɪˈlɪʃəs/|The kebab was delicious.'],
  ['adj', 'polite|مؤدب|/pəˈlaɪt/|He is always polite to customers.'],
  ['adj', 'curious|کنجکاو|/ˈkjʊəriəs/|Children are naturally curious.'],
  ['adj', 'exhausted|خسته و کوفته|/ɪɡˈzɔːstɪd/|I was exhausted after the hike.'],
  ['adj', 'generous|بخشنده، دست‌ودل‌باز|/ˈdʒenərəs/|Thank you for your generous gift.'],
  ['adj', 'confident|مطمئن، با اعتمادبه‌نفس|/ˈkɒnfɪdənt/|She felt confident before the interview.'],
  ['adj', 'ancient|باستانی|/ˈeɪnʃənt/|Persepolis is an ancient city.'],
  ['adj', 'reliable|قابل اعتماد|/rɪˈlaɪəbl/|We need a reliable car.'],
  ['adj', 'narrow|باریک|/ˈnærəʊ/|The streets of the old town are narrow.'],
  ['adj', 'noisy|پرسروصدا|/ˈnɔɪzi/|Our street is very noisy at night.'],
  ['adj', 'brave|شجاع|/breɪv/|The firefighters were very brave.'],
  ['adj', 'honest|صادق|/ˈɒnɪst/|Please give me an honest answer.'],
  ['adj', 'available|در دسترس، موجود|/əˈveɪləbl/|Is this room available tonight?'],
  ['adj', 'familiar|آشنا|/fəˈmɪliə/|Her face looks familiar.'],
  ['adj', 'anxious|نگران، مضطرب|/ˈæŋkʃəs/|He was anxious about the results.'],
  ['adj', 'fluent|روان، مسلط|/ˈfluːənt/|She is fluent in three languages.'],
];

export const VOCABULARY: VocabEntry[] = RAW.map(([pos, line]) => {
  const [word, meaning, phonetic, example] = line.split('|');
  return { word, meaning, phonetic, example, pos };
});

/** English line and its Persian translation, for transcripts. */
export const SENTENCE_PAIRS: [string, string][] = [
  ['Good morning! How did you sleep?', 'صبح بخیر! دیشب خوب خوابیدی؟'],
  ['Excuse me, where is the train station?', 'ببخشید، ایستگاه قطار کجاست؟'],
  ['I’d like a table for two, please.', 'یک میز برای دو نفر می‌خواهم، لطفاً.'],
  ['How much does this cost?', 'قیمت این چقدر است؟'],
  ['Could you speak a little more slowly?', 'می‌شود کمی آهسته‌تر صحبت کنید؟'],
  ['We missed the last bus home.', 'آخرین اتوبوس خانه را از دست دادیم.'],
  ['My flight was delayed by two hours.', 'پروازم دو ساعت تأخیر داشت.'],
  ['Let’s meet in front of the library.', 'جلوی کتابخانه همدیگر را ببینیم.'],
  ['I have been learning English for three years.', 'سه سال است که انگلیسی یاد می‌گیرم.'],
  ['What do you do for a living?', 'شغلت چیست؟'],
  ['It’s raining, so take an umbrella.', 'باران می‌بارد، پس چتر بردار.'],
  ['The museum is closed on Mondays.', 'موزه دوشنبه‌ها تعطیل است.'],
  ['Can I pay by card?', 'می‌توانم با کارت پرداخت کنم؟'],
  ['I’m sorry, I didn’t catch your name.', 'ببخشید، اسمتان را متوجه نشدم.'],
  ['Turn left at the second traffic light.', 'سر چراغ راهنمایی دوم به چپ بپیچید.'],
  ['She works at a hospital in the city centre.', 'او در بیمارستانی در مرکز شهر کار می‌کند.'],
  ['This soup smells wonderful.', 'این سوپ بوی فوق‌العاده‌ای دارد.'],
  ['We are going to the seaside this weekend.', 'این آخر هفته به کنار دریا می‌رویم.'],
  ['Have you ever been to Scotland?', 'تا حالا اسکاتلند رفته‌ای؟'],
  ['The meeting starts at half past nine.', 'جلسه ساعت نه و نیم شروع می‌شود.'],
  ['I think you are absolutely right.', 'فکر می‌کنم کاملاً حق با شماست.'],
  ['Could you help me with my luggage?', 'می‌توانید در بردن چمدانم کمکم کنید؟'],
  ['The film was better than I expected.', 'فیلم بهتر از انتظارم بود.'],
  ['Don’t worry, we have plenty of time.', 'نگران نباش، وقت زیادی داریم.'],
  ['My brother is two years older than me.', 'برادرم دو سال از من بزرگ‌تر است.'],
  ['I usually walk to work.', 'معمولاً پیاده سر کار می‌روم.'],
  ['Is there a pharmacy near here?', 'این نزدیکی داروخانه هست؟'],
  ['We should book the hotel in advance.', 'باید هتل را از قبل رزرو کنیم.'],
  ['He forgot to bring his passport.', 'او فراموش کرد گذرنامه‌اش را بیاورد.'],
  ['The view from the top is amazing.', 'منظره از آن بالا شگفت‌انگیز است.'],
  ['Thank you for inviting me.', 'از اینکه دعوتم کردید متشکرم.'],
  ['I’ll call you when I arrive.', 'وقتی رسیدم به تو زنگ می‌زنم.'],
];

/** Irregular verbs: base, simple past, past participle. */
export const IRREGULAR_VERBS: [string, string, string][] = [
  ['go', 'went', 'gone'], ['buy', 'bought', 'bought'], ['write', 'wrote', 'written'], ['take', 'took', 'taken'],
  ['see', 'saw', 'seen'], ['eat', 'ate', 'eaten'], ['drink', 'drank', 'drunk'], ['begin', 'began', 'begun'],
  ['bring', 'brought', 'brought'], ['catch', 'caught', 'caught'], ['choose', 'chose', 'chosen'],
  ['drive', 'drove', 'driven'], ['fly', 'flew', 'flown'], ['forget', 'forgot', 'forgotten'],
  ['give', 'gave', 'given'], ['know', 'knew', 'known'], ['leave', 'left', 'left'], ['speak', 'spoke', 'spoken'],
  ['swim', 'swam', 'swum'], ['teach', 'taught', 'taught'], ['think', 'thought', 'thought'],
  ['wear', 'wore', 'worn'], ['sing', 'sang', 'sung'], ['break', 'broke', 'broken'], ['find', 'found', 'found'],
];

/** A word and its accepted opposites. */
export const ANTONYMS: [string, string[]][] = [
  ['hot', ['cold']], ['expensive', ['cheap', 'inexpensive']], ['early', ['late']], ['polite', ['rude', 'impolite']],
  ['narrow', ['wide', 'broad']], ['noisy', ['quiet']], ['ancient', ['modern']], ['brave', ['cowardly', 'scared']],
  ['honest', ['dishonest']], ['empty', ['full']], ['heavy', ['light']], ['arrive', ['leave', 'depart']],
  ['borrow', ['lend']], ['remember', ['forget']], ['increase', ['decrease', 'reduce']], ['difficult', ['easy']],
];

export interface Passage {
  title: string;
  paragraphs: string[];
}

export const PASSAGES: Passage[] = [
  { title: 'A Day at the Grand Bazaar', paragraphs: ['Every morning, Reza opens his small carpet shop in the Grand Bazaar of Tehran. The narrow corridors are already crowded with shoppers and tourists.', 'He loves talking to visitors and often explains the history of each carpet. Some of them are more than a hundred years old.'] },
  { title: 'Learning to Cook', paragraphs: ['When Emma moved to London, she could not cook at all. She lived on sandwiches for months.', 'Then her neighbour invited her to a cooking class. Now she makes fresh pasta every Sunday and invites friends for dinner.'] },
  { title: 'The Night Train', paragraphs: ['The night train from Tehran to Mashhad leaves at nine in the evening. Passengers share small cabins with four beds.', 'Many people prefer it to flying because they can sleep on the way and arrive early in the morning.'] },
  { title: 'Working From Home', paragraphs: ['More people work from home than ever before. They save time because they do not travel to an office.', 'However, some people feel lonely. Experts recommend taking short walks and keeping a regular timetable.'] },
  { title: 'Nowruz', paragraphs: ['Nowruz, the Persian New Year, begins on the first day of spring. Families clean their homes and buy new clothes.', 'They set a table called haft-sin with seven symbolic items, and they visit relatives during the holidays.'] },
  { title: 'The Lost Passport', paragraphs: ['Daniel realised at the airport that his passport was missing. He had left it in the taxi.', 'Luckily, the driver found it and brought it back twenty minutes before his flight closed.'] },
  { title: 'A Healthy Habit', paragraphs: ['Sara decided to walk for thirty minutes every day. At first it was difficult to find the time.', 'After two months she felt healthier and more confident, and she started to enjoy the quiet mornings.'] },
  { title: 'The Island Library', paragraphs: ['On a small island in Scotland there is a library with only one room. It opens twice a week.', 'Children come by boat from nearby islands to borrow books, and the librarian knows every reader by name.'] },
  { title: 'Choosing a University', paragraphs: ['Choosing a university is a big decision. Students compare courses, cities and the cost of living.', 'Many of them visit the campus first and talk to current students before they apply.'] },
  { title: 'The Persian Garden', paragraphs: ['Persian gardens are designed around water. Long pools divide the garden into four parts.', 'Trees give shade in the hot summer, and the sound of water makes the garden calm and cool.'] },
];

export const FA_EXPLANATIONS = [
  'در این بخش تفاوت «since» و «for» را با چند مثال از زندگی روزمره توضیح می‌دهم.',
  'وقتی از زمان حال کامل استفاده می‌کنیم، نتیجه‌ی کار هنوز در زمان حال اهمیت دارد.',
  'به تلفظ حرف «th» دقت کنید؛ زبان را کمی بین دندان‌ها قرار دهید.',
  'عبارت‌های مؤدبانه مثل «Could you…» در موقعیت‌های رسمی طبیعی‌تر هستند.',
  'این اصطلاح معنای تحت‌اللفظی ندارد و باید آن را به‌صورت یک واحد یاد بگیرید.',
  'در جمله‌های شرطی نوع دوم، از گذشته‌ی ساده برای موقعیت‌های خیالی استفاده می‌کنیم.',
  'صفت‌ها در انگلیسی قبل از اسم می‌آیند، برخلاف فارسی.',
  'برای لحن طبیعی، روی کلمه‌ی اصلی جمله تأکید کنید.',
];
export const EN_EXPLANATIONS = [
  'Here I explain the difference between “since” and “for” with everyday examples.',
  'We use the present perfect when the result still matters now.',
  'Notice how the speaker links the words together in fast speech.',
  'Polite forms like “Could you…” sound more natural in formal situations.',
  'This idiom does not mean what the words say; learn it as a whole.',
  'In second conditionals we use the past simple for imaginary situations.',
  'Listen to the stress: the most important word in the sentence is the loudest.',
  'Phrasal verbs often have more than one meaning; the context decides.',
];

/** Titles of a media's learning steps, by module kind: [Persian, English]. */
export const MODULE_TITLES: Record<string, [string, string]> = {
  WATCH: ['تماشای ویدیو', 'Watch the video'],
  VOCABULARY: ['واژگان کلیدی', 'Key vocabulary'],
  QUIZ: ['آزمون چهارگزینه‌ای', 'Multiple-choice quiz'],
  SHORT_QUESTION: ['پرسش‌های کوتاه', 'Short questions'],
  COMPREHENSION: ['درک مطلب', 'Reading comprehension'],
  EXPLANATION: ['توضیحات استاد', 'Teacher’s notes'],
  TRANSCRIPT: ['متن و ترجمه', 'Transcript and translation'],
};
