// Units 4 and 5 of the UGC NET Paper 2 mock of ugc-net-paper-two-a.ts (Computer Science and
// Applications, subject code 87): Database Management Systems, and System Software and Operating
// System, ten questions each, written and checked as the units before them are. The SQL query and
// the schedules (CPU, disk, page replacement) were also run.
//
// Writing notes as in questions.ts: `r` is String.raw for LaTeX, `${F}` is a Markdown code fence.
import type { DemoQuestion } from './types.ts';
import { h, paperTwo } from './paper-two-helpers.ts';

const r = String.raw;
const F = '```';

// ---------------------------------------------------------------------------
// Unit 4: Database Management Systems
// ---------------------------------------------------------------------------

const DBMS = 'Database Management Systems';

const EMP_TABLE = `| name | dept | salary |
| --- | --- | --- |
| Asha | HR | 30 |
| Karan | HR | 50 |
| Ravi | IT | 40 |
| Meena | IT | 42 |
| Divya | Sales | 34 |
| Farah | Sales | 48 |`;

const EMP_QUERY = `${F}sql
SELECT dept, COUNT(*)
FROM Emp
WHERE salary > 35
GROUP BY dept
HAVING AVG(salary) > 42;
${F}`;

/** Unit 4: ten Database Management Systems questions. */
export const paperTwoDatabases: DemoQuestion[] = [
  paperTwo(
    'dbms-normal-form-1',
    DBMS,
    r`A relation $R(A, B, C, D)$ has the functional dependencies $AB \to CD$ and $D \to A$. What is the highest normal form that $R$ is in?`,
    ['1NF but not 2NF', '2NF but not 3NF', '3NF but not BCNF', 'BCNF'],
    2,
    r`The candidate keys are $AB$ and $BD$ (from $BD$, $D \to A$ gives $A$, and then $AB \to CD$ gives the rest), so $A$, $B$ and $D$ are prime and only $C$ is not. $C$ depends only on whole keys, so no non-prime attribute has a partial or transitive dependency: $R$ is in 3NF. It is not in BCNF, because in $D \to A$ the determinant $D$ is not a superkey; 3NF allows this only because $A$ is prime.`,
    h(
      r`संबंध $R(A, B, C, D)$ में फलनात्मक निर्भरताएँ (functional dependencies) $AB \to CD$ और $D \to A$ हैं। $R$ अधिक से अधिक किस नॉर्मल फ़ॉर्म में है?`,
      ['1NF, परंतु 2NF नहीं', '2NF, परंतु 3NF नहीं', '3NF, परंतु BCNF नहीं', 'BCNF'],
      r`कैंडिडेट कुंजियाँ $AB$ और $BD$ हैं ($BD$ से $D \to A$ द्वारा $A$ मिलता है, और फिर $AB \to CD$ से बाकी), इसलिए $A$, $B$ और $D$ प्राइम हैं और केवल $C$ नॉन-प्राइम है। $C$ केवल पूरी कुंजियों पर निर्भर है, इसलिए किसी नॉन-प्राइम गुण (attribute) की कोई आंशिक या संक्रामी (transitive) निर्भरता नहीं है: $R$ 3NF में है। यह BCNF में नहीं है, क्योंकि $D \to A$ में निर्धारक $D$ सुपरकुंजी नहीं है; 3NF इसे केवल इसलिए स्वीकार करता है कि $A$ प्राइम है।`,
    ),
  ),
  paperTwo(
    'dbms-candidate-keys-1',
    DBMS,
    r`How many candidate keys does the relation $R(A, B, C, D, E)$ have under the functional dependencies $A \to B$, $BC \to D$, $D \to E$ and $E \to A$?`,
    ['1', '2', '3', '4'],
    3,
    r`$C$ appears on no right-hand side, so it belongs to every key, and $C^+ = \{C\}$ alone is not enough. Adding any one other attribute works: $(AC)^+$ gives $B$, then $D$, then $E$; $(BC)^+$ gives $D$, $E$, $A$; $(CD)^+$ gives $E$, $A$, $B$; $(CE)^+$ gives $A$, $B$, $D$. Each of $AC$, $BC$, $CD$ and $CE$ is minimal, so there are **4** candidate keys; stopping at the first one found is the usual slip.`,
    h(
      r`फलनात्मक निर्भरताओं $A \to B$, $BC \to D$, $D \to E$ और $E \to A$ के अंतर्गत संबंध $R(A, B, C, D, E)$ की कितनी कैंडिडेट कुंजियाँ हैं?`,
      ['1', '2', '3', '4'],
      r`$C$ किसी भी निर्भरता के दाएँ पक्ष में नहीं आता, इसलिए वह हर कुंजी में होगा, और अकेले $C^+ = \{C\}$ पर्याप्त नहीं है। कोई भी एक अन्य गुण जोड़ने से काम बन जाता है: $(AC)^+$ से $B$, फिर $D$, फिर $E$ मिलते हैं; $(BC)^+$ से $D$, $E$, $A$; $(CD)^+$ से $E$, $A$, $B$; $(CE)^+$ से $A$, $B$, $D$। $AC$, $BC$, $CD$ और $CE$ में से हर एक न्यूनतम है, इसलिए **4** कैंडिडेट कुंजियाँ हैं; पहली मिली कुंजी पर रुक जाना सामान्य भूल है।`,
    ),
  ),
  paperTwo(
    'dbms-decomposition-1',
    DBMS,
    r`The relation $R(K, L, M, N)$ with the functional dependencies $K \to L$, $L \to M$ and $M \to N$ is decomposed into $R_1(K, L)$, $R_2(K, M)$ and $R_3(K, N)$. The decomposition is`,
    [
      'lossless-join and dependency-preserving',
      'lossless-join but not dependency-preserving',
      'dependency-preserving but not lossless-join',
      'neither lossless-join nor dependency-preserving',
    ],
    1,
    r`$K$ determines every attribute and is common to all three parts, so joining them back cannot create spurious tuples: the decomposition is lossless. But the dependencies that hold on the parts are $K \to L$, $K \to M$ and $K \to N$, and $L \to M$ cannot be derived from them (the closure of $L$ under them is just $\{L\}$); likewise $M \to N$ is lost. Checking $L \to M$ would need a join, so the decomposition is not dependency-preserving.`,
    h(
      r`फलनात्मक निर्भरताओं $K \to L$, $L \to M$ और $M \to N$ वाले संबंध $R(K, L, M, N)$ को $R_1(K, L)$, $R_2(K, M)$ और $R_3(K, N)$ में विघटित (decompose) किया जाता है। यह विघटन`,
      [
        'लॉसलेस-जॉइन है और डिपेंडेंसी-प्रिज़र्विंग है',
        'लॉसलेस-जॉइन है, परंतु डिपेंडेंसी-प्रिज़र्विंग नहीं है',
        'डिपेंडेंसी-प्रिज़र्विंग है, परंतु लॉसलेस-जॉइन नहीं है',
        'न लॉसलेस-जॉइन है, न डिपेंडेंसी-प्रिज़र्विंग',
      ],
      r`$K$ सभी गुणों को निर्धारित करता है और तीनों भागों में साझा है, इसलिए उन्हें वापस जोड़ने पर कोई नकली (spurious) टपल नहीं बनता: विघटन लॉसलेस है। परंतु भागों पर लागू निर्भरताएँ $K \to L$, $K \to M$ और $K \to N$ हैं, और इनसे $L \to M$ व्युत्पन्न नहीं होती (इनके अंतर्गत $L$ का क्लोज़र केवल $\{L\}$ है); इसी तरह $M \to N$ भी खो जाती है। $L \to M$ जाँचने के लिए जॉइन करना पड़ेगा, इसलिए विघटन डिपेंडेंसी-प्रिज़र्विंग नहीं है।`,
    ),
  ),
  paperTwo(
    'dbms-group-having-1',
    DBMS,
    `The table Emp holds these rows:

${EMP_TABLE}

What does this query return?

${EMP_QUERY}`,
    ['(HR, 1) and (Sales, 1)', '(HR, 2) and (Sales, 2)', '(HR, 1), (IT, 2) and (Sales, 1)', 'No rows'],
    0,
    '`WHERE` removes rows before grouping, leaving HR {50}, IT {40, 42} and Sales {48}. `HAVING` then tests each group: the averages are 50, 41 and 48, so IT is dropped and the result is (HR, 1) and (Sales, 1). Counting before the `WHERE` filter gives (HR, 2) and (Sales, 2); leaving out `HAVING` keeps IT; and applying `HAVING` to the unfiltered groups (averages 40, 41 and 41) would return no rows.',
    h(
      `तालिका Emp में ये पंक्तियाँ हैं:

${EMP_TABLE}

यह क्वेरी क्या लौटाती है?

${EMP_QUERY}`,
      ['(HR, 1) और (Sales, 1)', '(HR, 2) और (Sales, 2)', '(HR, 1), (IT, 2) और (Sales, 1)', 'कोई पंक्ति नहीं'],
      '`WHERE` समूह बनाने से पहले पंक्तियाँ हटाता है, जिससे HR {50}, IT {40, 42} और Sales {48} बचते हैं। इसके बाद `HAVING` हर समूह की जाँच करता है: औसत 50, 41 और 48 हैं, इसलिए IT हट जाता है और परिणाम (HR, 1) और (Sales, 1) है। `WHERE` से छाँटने से पहले गिनने पर (HR, 2) और (Sales, 2) आता है; `HAVING` छोड़ देने पर IT भी रह जाता है; और `HAVING` को बिना छँटे समूहों पर लगाने से (औसत 40, 41 और 41) कोई पंक्ति नहीं आती।',
    ),
  ),
  paperTwo(
    'dbms-join-size-1',
    DBMS,
    r`Relation $R(A, B)$ has 5 tuples and relation $S(B, C)$ has 4 tuples. $B$ is the primary key of $S$, and $R.B$ is a foreign key referencing $S.B$ that is never null. How many tuples does the natural join $R \bowtie S$ have?`,
    ['4', '5', '9', '20'],
    1,
    r`Referential integrity says every tuple of $R$ has a $B$ value present in $S$, and since $B$ is the key of $S$ it matches exactly one tuple there. So each of the 5 tuples of $R$ joins with exactly one tuple of $S$: **5** tuples. The 20 is the size of the Cartesian product $R \times S$ and 4 the size of $S$; a tuple of $S$ that no tuple of $R$ refers to simply drops out.`,
    h(
      r`संबंध $R(A, B)$ में 5 टपल हैं और संबंध $S(B, C)$ में 4 टपल। $B$, $S$ की प्राथमिक कुंजी (primary key) है, और $R.B$ एक फ़ॉरेन कुंजी है जो $S.B$ को संदर्भित करती है और कभी null नहीं होती। प्राकृतिक जॉइन (natural join) $R \bowtie S$ में कितने टपल हैं?`,
      ['4', '5', '9', '20'],
      r`संदर्भात्मक अखंडता (referential integrity) के अनुसार $R$ के हर टपल का $B$ मान $S$ में मौजूद है, और चूँकि $B$, $S$ की कुंजी है, वह वहाँ ठीक एक टपल से मेल खाता है। इसलिए $R$ के 5 में से हर टपल $S$ के ठीक एक टपल से जुड़ता है: **5** टपल। 20 कार्तीय गुणनफल $R \times S$ का आकार है और 4, $S$ का आकार; $S$ का जो टपल $R$ के किसी टपल द्वारा संदर्भित नहीं है, वह परिणाम से बाहर रह जाता है।`,
    ),
  ),
  paperTwo(
    'dbms-conflict-serial-1',
    DBMS,
    r`Consider the schedule

$$r_1(X),\ r_3(Y),\ w_1(X),\ r_2(X),\ r_2(Y),\ w_2(Y)$$

where $r_i$ and $w_i$ are a read and a write by transaction $T_i$. To which serial schedule is it conflict-equivalent?`,
    ['T1 → T2 → T3', 'T2 → T3 → T1', 'T2 → T1 → T3', 'T3 → T1 → T2'],
    3,
    r`The conflicting pairs are $w_1(X)$ before $r_2(X)$, giving the edge $T_1 \to T_2$, and $r_3(Y)$ before $w_2(Y)$, giving $T_3 \to T_2$; $T_1$ and $T_3$ touch no common item. The precedence graph is acyclic, and its topological orders are $T_1, T_3, T_2$ and $T_3, T_1, T_2$. Of the options only $T_3 \to T_1 \to T_2$ is one of them; each of the others puts $T_2$ before $T_1$ or $T_3$.`,
    h(
      r`निम्नलिखित शेड्यूल पर विचार कीजिए

$$r_1(X),\ r_3(Y),\ w_1(X),\ r_2(X),\ r_2(Y),\ w_2(Y)$$

जहाँ $r_i$ और $w_i$ ट्रांज़ैक्शन $T_i$ द्वारा किया गया पठन (read) और लेखन (write) हैं। यह किस क्रमिक (serial) शेड्यूल के कॉन्फ़्लिक्ट-समतुल्य है?`,
      ['T1 → T2 → T3', 'T2 → T3 → T1', 'T2 → T1 → T3', 'T3 → T1 → T2'],
      r`विरोधी (conflicting) युग्म हैं: $w_1(X)$ पहले और $r_2(X)$ बाद में, जिससे किनारा $T_1 \to T_2$ मिलता है, और $r_3(Y)$ पहले और $w_2(Y)$ बाद में, जिससे $T_3 \to T_2$ मिलता है; $T_1$ और $T_3$ किसी साझा डेटा आइटम को नहीं छूते। प्रिसीडेंस ग्राफ चक्रहीन है, और उसके टोपोलॉजिकल क्रम $T_1, T_3, T_2$ और $T_3, T_1, T_2$ हैं। विकल्पों में से केवल $T_3 \to T_1 \to T_2$ इनमें से एक है; बाकी हर विकल्प $T_2$ को $T_1$ या $T_3$ से पहले रखता है।`,
    ),
  ),
  paperTwo(
    'dbms-bplus-order-1',
    DBMS,
    r`A B+ tree index is stored in disk blocks of 4096 bytes. A search key takes 12 bytes and a block pointer 8 bytes. If an internal node with $p$ child pointers holds $p - 1$ keys, what is the largest number of child pointers an internal node can hold?`,
    ['204', '206', '205', '341'],
    2,
    r`A node with $p$ pointers needs $8p + 12(p - 1) = 20p - 12$ bytes, and $20p - 12 \le 4096$ gives $p \le 205.4$, so $p = 205$ (using 4088 bytes). With 206 pointers the node would need 4108 bytes, which do not fit, and 204 is one short of the largest. The 341 is $\lfloor 4096/12 \rfloor$, a count of keys alone.`,
    h(
      r`एक B+ tree इंडेक्स 4096 बाइट के डिस्क ब्लॉकों में संग्रहीत है। एक सर्च कुंजी 12 बाइट और एक ब्लॉक पॉइंटर 8 बाइट लेता है। यदि $p$ चाइल्ड पॉइंटर वाली आंतरिक नोड में $p - 1$ कुंजियाँ होती हैं, तो एक आंतरिक नोड अधिकतम कितने चाइल्ड पॉइंटर रख सकती है?`,
      ['204', '206', '205', '341'],
      r`$p$ पॉइंटर वाली नोड को $8p + 12(p - 1) = 20p - 12$ बाइट चाहिए, और $20p - 12 \le 4096$ से $p \le 205.4$ मिलता है, इसलिए $p = 205$ (4088 बाइट उपयोग करते हुए)। 206 पॉइंटर के लिए 4108 बाइट चाहिए, जो ब्लॉक में नहीं समाते, और 204 अधिकतम से एक कम है। 341 तो $\lfloor 4096/12 \rfloor$ है, यानी केवल कुंजियों की गिनती।`,
    ),
  ),
  paperTwo(
    'dbms-er-concepts-1',
    DBMS,
    `Match List I (E-R model concept) with List II (example).

| List I | List II |
| --- | --- |
| A. Weak entity set | I. A person's age, computed from the date of birth |
| B. Total participation | II. The instalments of a loan, numbered only within their own loan |
| C. Derived attribute | III. Every employee must work in some department |
| D. Multivalued attribute | IV. The several phone numbers of one customer |

Choose the correct answer from the options given below:`,
    ['A-II, B-III, C-I, D-IV', 'A-III, B-II, C-I, D-IV', 'A-II, B-III, C-IV, D-I', 'A-IV, B-III, C-I, D-II'],
    0,
    'An instalment has only a partial key, its number, and is identified through the loan that owns it: the mark of a weak entity set (A-II). Requiring every employee to take part in the works-in relationship is total participation (B-III). Age need not be stored because it can be computed from the date of birth, so it is a derived attribute (C-I). A customer may have several phone numbers, so phone is multivalued (D-IV).',
    h(
      `सूची I (E-R मॉडल की अवधारणा) का सूची II (उदाहरण) से मिलान कीजिए।

| सूची I | सूची II |
| --- | --- |
| A. दुर्बल (weak) एंटिटी सेट | I. किसी व्यक्ति की आयु, जो जन्मतिथि से परिकलित होती है |
| B. पूर्ण सहभागिता (total participation) | II. किसी ऋण की किस्तें, जिनकी संख्या केवल अपने ऋण के भीतर दी जाती है |
| C. व्युत्पन्न (derived) गुण | III. प्रत्येक कर्मचारी को किसी न किसी विभाग में काम करना ही चाहिए |
| D. बहुमानी (multivalued) गुण | IV. एक ग्राहक के कई फ़ोन नंबर |

नीचे दिए गए विकल्पों में से सही उत्तर चुनिए:`,
      ['A-II, B-III, C-I, D-IV', 'A-III, B-II, C-I, D-IV', 'A-II, B-III, C-IV, D-I', 'A-IV, B-III, C-I, D-II'],
      'किस्त के पास केवल आंशिक कुंजी, यानी उसकी संख्या, होती है और उसकी पहचान उसके स्वामी ऋण के माध्यम से होती है; यही दुर्बल एंटिटी सेट की पहचान है (A-II)। हर कर्मचारी का works-in संबंध में भाग लेना अनिवार्य करना पूर्ण सहभागिता है (B-III)। आयु को संग्रहीत करने की आवश्यकता नहीं, क्योंकि वह जन्मतिथि से परिकलित हो सकती है, इसलिए वह व्युत्पन्न गुण है (C-I)। एक ग्राहक के कई फ़ोन नंबर हो सकते हैं, इसलिए फ़ोन बहुमानी गुण है (D-IV)।',
    ),
  ),
  paperTwo(
    'dbms-logging-locking-1',
    DBMS,
    `Which of the following statements about transaction processing are correct?

- I. Under write-ahead logging, the log record of an update must reach stable storage before the updated data page is written to the database on disk.
- II. Strict two-phase locking produces only cascadeless schedules.
- III. Basic two-phase locking guarantees that no deadlock can occur.
- IV. Checkpoints reduce the part of the log that must be scanned during recovery.`,
    ['I and III only', 'II, III and IV only', 'I, II and IV only', 'I, II, III and IV'],
    2,
    'I is the write-ahead rule, which makes it possible to undo any change that has reached the disk. Under strict 2PL a transaction keeps its exclusive locks until it commits, so no one reads uncommitted data and no abort can cascade (II). Recovery need only look back as far as the last checkpoint (IV). III is false: two-phase locking guarantees conflict-serializability, not freedom from deadlock; two transactions that lock X and Y in opposite orders can still wait for each other.',
    h(
      `ट्रांज़ैक्शन प्रोसेसिंग के बारे में निम्नलिखित में से कौन-से कथन सही हैं?

- I. write-ahead logging में किसी अपडेट का लॉग रिकॉर्ड, अपडेट किए गए डेटा पेज के डिस्क पर डेटाबेस में लिखे जाने से पहले स्थायी भंडारण (stable storage) तक पहुँचना चाहिए।
- II. स्ट्रिक्ट टू-फ़ेज़ लॉकिंग केवल कैस्केडलेस (cascadeless) शेड्यूल बनाती है।
- III. बेसिक टू-फ़ेज़ लॉकिंग गारंटी देती है कि कोई डेडलॉक नहीं हो सकता।
- IV. चेकपॉइंट रिकवरी के समय जाँचे जाने वाले लॉग के भाग को कम कर देते हैं।`,
      ['केवल I और III', 'केवल II, III और IV', 'केवल I, II और IV', 'I, II, III और IV'],
      'I write-ahead नियम है, जिसके कारण डिस्क तक पहुँचे किसी भी बदलाव को पूर्ववत (undo) किया जा सकता है। स्ट्रिक्ट 2PL में ट्रांज़ैक्शन अपने एक्सक्लूसिव लॉक कमिट होने तक रखता है, इसलिए कोई भी अनकमिटेड डेटा नहीं पढ़ता और कोई abort शृंखला में नहीं फैलता (II)। रिकवरी को केवल अंतिम चेकपॉइंट तक पीछे देखना होता है (IV)। III गलत है: टू-फ़ेज़ लॉकिंग कॉन्फ़्लिक्ट-सीरियलाइज़ेबिलिटी की गारंटी देती है, डेडलॉक से मुक्ति की नहीं; X और Y को उलटे क्रम में लॉक करने वाले दो ट्रांज़ैक्शन फिर भी एक-दूसरे की प्रतीक्षा कर सकते हैं।',
    ),
  ),
  paperTwo(
    'dbms-bplus-range-1',
    DBMS,
    `Given below are two statements: one is labelled Assertion (A) and the other Reason (R).

**Assertion (A):** For queries that ask for a range of key values, a B+ tree index is usually preferred to a B-tree index.

**Reason (R):** All the leaves of a B+ tree are at the same level.

In the light of the above statements, choose the correct answer from the options given below:`,
    [
      'Both (A) and (R) are true and (R) is the correct explanation of (A)',
      'Both (A) and (R) are true but (R) is not the correct explanation of (A)',
      '(A) is true but (R) is false',
      '(A) is false but (R) is true',
    ],
    1,
    'Both are true. But a B-tree is balanced too, with all its leaves on one level, so R does not tell the two apart. What makes a B+ tree better for ranges is that every key is in a leaf and the leaves are chained in key order: the search finds the first key once and then walks along the leaves, whereas a range scan of a B-tree has to move up and down between internal nodes and leaves.',
    h(
      `नीचे दो कथन दिए गए हैं: एक अभिकथन (A) के रूप में और दूसरा कारण (R) के रूप में।

**अभिकथन (A):** कुंजी मानों के किसी परिसर (range) को माँगने वाली क्वेरी के लिए B+ tree इंडेक्स को सामान्यतः B-tree इंडेक्स से बेहतर माना जाता है।

**कारण (R):** B+ tree की सभी लीफ़ नोड एक ही स्तर पर होती हैं।

उपर्युक्त कथनों के आलोक में, नीचे दिए गए विकल्पों में से सही उत्तर चुनिए:`,
      [
        '(A) और (R) दोनों सही हैं और (R), (A) की सही व्याख्या है',
        '(A) और (R) दोनों सही हैं, परंतु (R), (A) की सही व्याख्या नहीं है',
        '(A) सही है, परंतु (R) गलत है',
        '(A) गलत है, परंतु (R) सही है',
      ],
      'दोनों सही हैं। परंतु B-tree भी संतुलित होता है और उसकी सभी लीफ़ भी एक ही स्तर पर होती हैं, इसलिए R दोनों में अंतर नहीं बताता। B+ tree परिसर-क्वेरी के लिए इसलिए बेहतर है कि हर कुंजी किसी लीफ़ में होती है और लीफ़ नोड कुंजियों के क्रम में आपस में जुड़ी (chained) होती हैं: खोज पहली कुंजी को एक बार ढूँढ़ती है और फिर लीफ़ों पर आगे बढ़ती जाती है, जबकि B-tree में परिसर-खोज को आंतरिक नोडों और लीफ़ों के बीच ऊपर-नीचे जाना पड़ता है।',
    ),
  ),
];

// ---------------------------------------------------------------------------
// Unit 5: System Software and Operating System
// ---------------------------------------------------------------------------

const OS = 'System Software and Operating System';

const PROCESS_TABLE = `| Process | Arrival time | Burst time |
| --- | --- | --- |
| P1 | 0 | 6 |
| P2 | 1 | 3 |
| P3 | 2 | 7 |
| P4 | 4 | 2 |`;

const PROCESS_TABLE_HINDI = `| प्रक्रिया | आगमन समय | बर्स्ट समय |
| --- | --- | --- |
| P1 | 0 | 6 |
| P2 | 1 | 3 |
| P3 | 2 | 7 |
| P4 | 4 | 2 |`;

/** Unit 5: ten System Software and Operating System questions. */
export const paperTwoSystems: DemoQuestion[] = [
  paperTwo(
    'os-lru-faults-1',
    OS,
    'A process makes the page references 3, 1, 4, 3, 2, 1, 3, 5, 2, 3, 4, 1 and is given 3 frames, empty at the start. How many page faults occur under LRU replacement?',
    ['7', '8', '10', '9'],
    3,
    r`Tracing LRU, the only references that hit are the 4th, the 7th and the 10th (all to page 3); every other reference faults, including the first three, which fill the empty frames, so there are $12 - 3 = 9$ faults. On the same string FIFO gives 8 faults and the optimal policy 7, so 8 and 7 are the answers for those policies, not for LRU.`,
    h(
      'एक प्रक्रिया पेज संदर्भ 3, 1, 4, 3, 2, 1, 3, 5, 2, 3, 4, 1 बनाती है और उसे 3 फ़्रेम दिए गए हैं, जो शुरू में खाली हैं। LRU प्रतिस्थापन में कितने पेज फ़ॉल्ट होते हैं?',
      ['7', '8', '10', '9'],
      r`LRU का अनुरेखण करने पर केवल चौथा, सातवाँ और दसवाँ संदर्भ (तीनों पेज 3 के) हिट होते हैं; बाकी हर संदर्भ फ़ॉल्ट है, जिनमें खाली फ़्रेम भरने वाले पहले तीन भी शामिल हैं, इसलिए $12 - 3 = 9$ फ़ॉल्ट होते हैं। इसी क्रम पर FIFO से 8 और इष्टतम (optimal) नीति से 7 फ़ॉल्ट होते हैं; 8 और 7 उन नीतियों के उत्तर हैं, LRU के नहीं।`,
    ),
  ),
  paperTwo(
    'os-srtf-waiting-1',
    OS,
    `Four processes arrive as below (times in ms). What is their average waiting time under shortest-remaining-time-first (preemptive SJF) scheduling?

${PROCESS_TABLE}`,
    ['3.5', '4.5', '6', '8'],
    0,
    r`P1 runs from 0 to 1, when P2 arrives needing 3 ms against P1's remaining 5 and takes over until 4. At 4, P4 (2 ms) is the shortest and runs to 6; then P1 finishes its remaining 5 ms at 11, and P3 runs from 11 to 18. The waiting times (finish − arrival − burst) are 5, 0, 9 and 0, so the average is $14/4 = 3.5$ ms. Non-preemptive SJF gives 4.5 ms and FCFS 6 ms, and 8 ms is the average turnaround time under SRTF.`,
    h(
      `चार प्रक्रियाएँ नीचे दिए अनुसार आती हैं (समय ms में)। shortest-remaining-time-first (प्रीएम्प्टिव SJF) शेड्यूलिंग में उनका औसत प्रतीक्षा समय क्या है?

${PROCESS_TABLE_HINDI}`,
      ['3.5', '4.5', '6', '8'],
      r`P1 समय 0 से 1 तक चलती है, तब P2 आती है, जिसे 3 ms चाहिए जो P1 के बचे 5 ms से कम है, इसलिए P2 समय 4 तक चलती है। समय 4 पर P4 (2 ms) सबसे छोटी है और 6 तक चलती है; फिर P1 अपने बचे 5 ms पूरे करके 11 पर समाप्त होती है, और P3 11 से 18 तक चलती है। प्रतीक्षा समय (समाप्ति − आगमन − बर्स्ट) 5, 0, 9 और 0 हैं, इसलिए औसत $14/4 = 3.5$ ms है। नॉन-प्रीएम्प्टिव SJF से 4.5 ms और FCFS से 6 ms आता है, और 8 ms SRTF में औसत टर्नअराउंड समय है।`,
    ),
  ),
  paperTwo(
    'os-deadlock-units-1',
    OS,
    'Three processes share identical units of one resource type, and each process may need up to 4 units at once (it requests them one at a time and releases them only when it finishes). What is the least number of units that makes deadlock impossible?',
    ['9', '10', '12', '13'],
    1,
    r`In the worst case each process holds 3 units and waits for its 4th; with $3 \times 3 = 9$ units that state is reachable and is a deadlock. One more unit, **10** in all, lets some process get its 4th unit, finish and release everything, after which the others can finish too. In general $n(k - 1) + 1$ units suffice for $n$ processes needing at most $k$ each; 12 would let all three hold their maximum at once, which is more than is needed.`,
    h(
      'तीन प्रक्रियाएँ एक ही प्रकार के संसाधन की समान इकाइयाँ साझा करती हैं, और प्रत्येक प्रक्रिया को एक समय में अधिकतम 4 इकाइयों की आवश्यकता हो सकती है (वह उन्हें एक-एक करके माँगती है और काम पूरा होने पर ही छोड़ती है)। कम से कम कितनी इकाइयाँ होने पर डेडलॉक असंभव हो जाता है?',
      ['9', '10', '12', '13'],
      r`सबसे बुरी स्थिति में हर प्रक्रिया 3 इकाइयाँ रखे हुए चौथी की प्रतीक्षा करती है; $3 \times 3 = 9$ इकाइयों के साथ यह स्थिति संभव है और यह डेडलॉक है। एक इकाई और, यानी कुल **10**, होने पर कोई प्रक्रिया अपनी चौथी इकाई पाकर पूरी होती है और सब कुछ छोड़ देती है, जिसके बाद बाकी भी पूरी हो सकती हैं। व्यापक रूप से, अधिकतम $k$ इकाइयाँ चाहने वाली $n$ प्रक्रियाओं के लिए $n(k - 1) + 1$ इकाइयाँ पर्याप्त हैं; 12 इकाइयों से तीनों एक साथ अपनी अधिकतम इकाइयाँ रख सकती हैं, जो आवश्यकता से अधिक है।`,
    ),
  ),
  paperTwo(
    'os-sstf-movement-1',
    OS,
    'A disk with cylinders 0 to 199 has its head at cylinder 62, and the request queue holds cylinders 98, 20, 130, 45, 70, 150 and 10. What is the total head movement, in cylinders, under SSTF (shortest seek time first) scheduling?',
    ['192', '228', '208', '554'],
    2,
    r`SSTF always serves the nearest pending request: $62 \to 70 \to 45 \to 20 \to 10 \to 98 \to 130 \to 150$, moving $8 + 25 + 25 + 10 + 88 + 32 + 20 = 208$ cylinders. At 70 the request at 45 (25 away) beats the one at 98 (28 away), which is what sends the head downward first. FCFS would move 554 cylinders, and LOOK 192 going down first or 228 going up first.`,
    h(
      'सिलिंडर 0 से 199 वाली एक डिस्क का हेड सिलिंडर 62 पर है, और अनुरोध कतार में सिलिंडर 98, 20, 130, 45, 70, 150 और 10 हैं। SSTF (shortest seek time first) शेड्यूलिंग में हेड की कुल गति, सिलिंडरों में, कितनी है?',
      ['192', '228', '208', '554'],
      r`SSTF हमेशा सबसे निकट लंबित अनुरोध को पूरा करता है: $62 \to 70 \to 45 \to 20 \to 10 \to 98 \to 130 \to 150$, जिसमें $8 + 25 + 25 + 10 + 88 + 32 + 20 = 208$ सिलिंडर की गति होती है। सिलिंडर 70 पर 45 वाला अनुरोध (25 दूर) 98 वाले (28 दूर) से निकट है, इसीलिए हेड पहले नीचे की ओर जाता है। FCFS में 554 सिलिंडर की गति होती, और LOOK में पहले नीचे जाने पर 192 तथा पहले ऊपर जाने पर 228।`,
    ),
  ),
  paperTwo(
    'os-semaphore-value-1',
    OS,
    'A counting semaphore S starts at 3, and its value may go negative, a value of −n meaning that n processes are blocked on it. Seven processes each execute one `wait(S)` and two other processes each execute one `signal(S)`, in some interleaving. Whatever the order, what is the final value of S, and how many processes remain blocked?',
    ['−2, with 2 processes blocked', '0, with no process blocked', '−2, with no process blocked', '2, with 2 processes blocked'],
    0,
    r`Each wait lowers S by one and each signal raises it by one, whatever the interleaving, so the final value is $3 - 7 + 2 = -2$. In this implementation a negative value counts the blocked processes, so 2 of the seven waiting processes are still blocked: the three initial units and the two signals let five of them through. A final value of 0 would need two more signals.`,
    h(
      'एक काउंटिंग सेमाफ़ोर S का प्रारंभिक मान 3 है, और उसका मान ऋणात्मक हो सकता है, जहाँ −n मान का अर्थ है कि उस पर n प्रक्रियाएँ अवरुद्ध हैं। सात प्रक्रियाएँ एक-एक `wait(S)` और दो अन्य प्रक्रियाएँ एक-एक `signal(S)` किसी भी क्रम में निष्पादित करती हैं। क्रम चाहे जो हो, S का अंतिम मान क्या है, और कितनी प्रक्रियाएँ अवरुद्ध रहती हैं?',
      ['−2, और 2 प्रक्रियाएँ अवरुद्ध', '0, और कोई प्रक्रिया अवरुद्ध नहीं', '−2, और कोई प्रक्रिया अवरुद्ध नहीं', '2, और 2 प्रक्रियाएँ अवरुद्ध'],
      r`हर wait, S को एक घटाता है और हर signal एक बढ़ाता है, क्रम चाहे जो हो, इसलिए अंतिम मान $3 - 7 + 2 = -2$ है। इस कार्यान्वयन में ऋणात्मक मान अवरुद्ध प्रक्रियाओं की गिनती है, इसलिए प्रतीक्षा करने वाली सात में से 2 प्रक्रियाएँ अब भी अवरुद्ध हैं: तीन प्रारंभिक इकाइयाँ और दो signal उनमें से पाँच को आगे जाने देते हैं। अंतिम मान 0 के लिए दो और signal चाहिए होते।`,
    ),
  ),
  paperTwo(
    'os-system-programs-1',
    OS,
    `Match List I (system program) with List II (its job).

| List I | List II |
| --- | --- |
| A. Linker | I. Replaces each macro call by the body of the macro, with the arguments substituted |
| B. Loader | II. Combines separately translated object modules and resolves their external references |
| C. Macro processor | III. Places an executable program in main memory and starts it |
| D. Debugger | IV. Lets the programmer stop a running program at chosen points and inspect its variables |

Choose the correct answer from the options given below:`,
    ['A-III, B-II, C-I, D-IV', 'A-II, B-III, C-IV, D-I', 'A-II, B-I, C-III, D-IV', 'A-II, B-III, C-I, D-IV'],
    3,
    'A linker joins object modules and fills in the addresses of symbols defined in other modules (A-II). A loader brings the executable into memory, relocating it if needed, and hands control to it (B-III). A macro processor expands macro calls textually before translation (C-I). A debugger controls a running program through breakpoints and lets its state be inspected (D-IV).',
    h(
      `सूची I (सिस्टम प्रोग्राम) का सूची II (उसका कार्य) से मिलान कीजिए।

| सूची I | सूची II |
| --- | --- |
| A. लिंकर | I. प्रत्येक मैक्रो कॉल को, तर्कों (arguments) को प्रतिस्थापित करके, मैक्रो की बॉडी से बदलता है |
| B. लोडर | II. अलग-अलग अनूदित ऑब्जेक्ट मॉड्यूलों को जोड़ता है और उनके बाह्य संदर्भों (external references) को हल करता है |
| C. मैक्रो प्रोसेसर | III. निष्पादन-योग्य प्रोग्राम को मुख्य मेमोरी में रखता है और उसे प्रारंभ करता है |
| D. डीबगर | IV. प्रोग्रामर को चलते हुए प्रोग्राम को चुने हुए बिंदुओं पर रोकने और उसके चरों को देखने देता है |

नीचे दिए गए विकल्पों में से सही उत्तर चुनिए:`,
      ['A-III, B-II, C-I, D-IV', 'A-II, B-III, C-IV, D-I', 'A-II, B-I, C-III, D-IV', 'A-II, B-III, C-I, D-IV'],
      'लिंकर ऑब्जेक्ट मॉड्यूलों को जोड़ता है और दूसरे मॉड्यूलों में परिभाषित प्रतीकों (symbols) के पते भरता है (A-II)। लोडर निष्पादन-योग्य प्रोग्राम को मेमोरी में लाता है, आवश्यक हो तो उसका पुनर्स्थापन (relocation) करता है, और नियंत्रण उसे सौंप देता है (B-III)। मैक्रो प्रोसेसर अनुवाद से पहले मैक्रो कॉलों का पाठ्य विस्तार करता है (C-I)। डीबगर ब्रेकपॉइंट के माध्यम से चलते प्रोग्राम को नियंत्रित करता है और उसकी स्थिति देखने देता है (D-IV)।',
    ),
  ),
  paperTwo(
    'os-two-pass-assembler-1',
    OS,
    `Which of the following statements about assemblers are correct?

- I. In a two-pass assembler, the symbol table is built during the first pass.
- II. Forward references, symbols used before they are defined, are the main reason for having two passes.
- III. The second pass generates the object code, looking up addresses in the symbol table.
- IV. A one-pass assembler cannot handle forward references at all.`,
    ['I and II only', 'I, II and III only', 'II, III and IV only', 'I, II, III and IV'],
    1,
    'Pass 1 gives every label an address from the location counter and records it in the symbol table (I); pass 2 translates each instruction with those addresses at hand (III). The split exists because a label may be used before it is defined, when its address is not yet known (II). IV is false: a one-pass assembler can leave a hole for each forward reference, note it in a fix-up list, and fill the holes once the label is defined (backpatching).',
    h(
      `असेंबलरों के बारे में निम्नलिखित में से कौन-से कथन सही हैं?

- I. टू-पास असेंबलर में सिंबल टेबल पहले पास में बनाई जाती है।
- II. अग्र संदर्भ (forward references), यानी परिभाषित होने से पहले उपयोग किए गए प्रतीक, दो पास रखने का मुख्य कारण हैं।
- III. दूसरा पास सिंबल टेबल में पते देखकर ऑब्जेक्ट कोड बनाता है।
- IV. वन-पास असेंबलर अग्र संदर्भों को बिल्कुल नहीं सँभाल सकता।`,
      ['केवल I और II', 'केवल I, II और III', 'केवल II, III और IV', 'I, II, III और IV'],
      'पहला पास लोकेशन काउंटर की मदद से हर लेबल को पता देता है और उसे सिंबल टेबल में दर्ज करता है (I); दूसरा पास इन पतों को सामने रखकर हर निर्देश का अनुवाद करता है (III)। यह विभाजन इसलिए है कि कोई लेबल परिभाषित होने से पहले उपयोग हो सकता है, जब उसका पता अभी ज्ञात नहीं होता (II)। IV गलत है: वन-पास असेंबलर हर अग्र संदर्भ के लिए खाली स्थान छोड़कर उसे एक fix-up सूची में दर्ज कर सकता है, और लेबल परिभाषित होने पर उन स्थानों को भर सकता है (backpatching)।',
    ),
  ),
  paperTwo(
    'os-tlb-access-time-1',
    OS,
    'A paging system with a single-level page table has a TLB with a lookup time of 10 ns and a hit ratio of 90%; a main-memory access takes 100 ns. The TLB is searched first, and on a TLB miss the page table in memory is read before the data. What is the effective memory access time?',
    ['110 ns', '130 ns', '120 ns', '200 ns'],
    2,
    r`On a hit the cost is $10 + 100 = 110$ ns, and on a miss $10 + 100 + 100 = 210$ ns (TLB, page-table entry, data). So $\text{EAT} = 0.9 \times 110 + 0.1 \times 210 = 99 + 21 = 120$ ns. The 110 ns is the cost of a hit alone, 200 ns the cost of paging with no TLB, and 130 ns charges two page-table reads per miss, as a two-level table would.`,
    h(
      'एकल-स्तरीय पेज टेबल वाले एक पेजिंग सिस्टम में TLB का खोज समय 10 ns और हिट अनुपात 90% है; मुख्य मेमोरी के एक एक्सेस में 100 ns लगते हैं। पहले TLB खोजा जाता है, और TLB मिस होने पर डेटा से पहले मेमोरी में स्थित पेज टेबल पढ़ी जाती है। प्रभावी मेमोरी एक्सेस समय क्या है?',
      ['110 ns', '130 ns', '120 ns', '200 ns'],
      r`हिट पर लागत $10 + 100 = 110$ ns है, और मिस पर $10 + 100 + 100 = 210$ ns (TLB, पेज-टेबल प्रविष्टि, डेटा)। अतः $\text{EAT} = 0.9 \times 110 + 0.1 \times 210 = 99 + 21 = 120$ ns। 110 ns केवल हिट की लागत है, 200 ns बिना TLB के पेजिंग की लागत है, और 130 ns हर मिस पर पेज टेबल को दो बार पढ़ता है, जैसा दो-स्तरीय टेबल में होता।`,
    ),
  ),
  paperTwo(
    'os-thread-models-1',
    OS,
    `Given below are two statements.

**Statement I:** In the many-to-one threading model, the threads of one process can run in parallel on different processors.

**Statement II:** In the one-to-one threading model, each user thread is mapped to a kernel thread of its own.

In the light of the above statements, choose the most appropriate answer from the options given below:`,
    [
      'Both Statement I and Statement II are correct',
      'Both Statement I and Statement II are incorrect',
      'Statement I is correct but Statement II is incorrect',
      'Statement I is incorrect but Statement II is correct',
    ],
    3,
    'In the many-to-one model all the user threads of a process share a single kernel thread, so the kernel can schedule only one of them at a time and they cannot run in parallel (and one blocking system call blocks them all): Statement I is incorrect. Statement II is the definition of the one-to-one model, the one Linux and Windows threads follow, which gives parallelism at the cost of a kernel thread for every user thread.',
    h(
      `नीचे दो कथन दिए गए हैं।

**कथन I:** मेनी-टू-वन (many-to-one) थ्रेडिंग मॉडल में एक प्रक्रिया के थ्रेड विभिन्न प्रोसेसरों पर समानांतर चल सकते हैं।

**कथन II:** वन-टू-वन (one-to-one) थ्रेडिंग मॉडल में प्रत्येक यूज़र थ्रेड अपने अलग कर्नेल थ्रेड से मैप होता है।

उपर्युक्त कथनों के आलोक में, नीचे दिए गए विकल्पों में से सबसे उपयुक्त उत्तर चुनिए:`,
      ['कथन I और कथन II दोनों सही हैं', 'कथन I और कथन II दोनों गलत हैं', 'कथन I सही है, परंतु कथन II गलत है', 'कथन I गलत है, परंतु कथन II सही है'],
      'मेनी-टू-वन मॉडल में किसी प्रक्रिया के सभी यूज़र थ्रेड एक ही कर्नेल थ्रेड साझा करते हैं, इसलिए कर्नेल एक समय में उनमें से केवल एक को शेड्यूल कर सकता है और वे समानांतर नहीं चल सकते (और एक ब्लॉकिंग सिस्टम कॉल सभी को रोक देती है): कथन I गलत है। कथन II वन-टू-वन मॉडल की परिभाषा है, जिसे Linux और Windows के थ्रेड अपनाते हैं; यह हर यूज़र थ्रेड के लिए एक कर्नेल थ्रेड की कीमत पर समानांतरता देता है।',
    ),
  ),
  paperTwo(
    'os-inode-file-size-1',
    OS,
    'A file system uses 4 KB blocks and 4-byte block addresses. Each inode has 10 direct block addresses, one single-indirect address and one double-indirect address. What is the largest file size it supports?',
    ['40 KB + 4 MB', '40 KB + 4 MB + 4 GB', '40 KB + 4 MB + 8 MB', '40 KB + 4 MB + 4 TB'],
    1,
    r`An index block holds $4096 / 4 = 1024$ addresses. The direct addresses reach $10 \times 4$ KB $= 40$ KB, the single-indirect block $1024 \times 4$ KB $= 4$ MB, and the double-indirect block $1024^2 \times 4$ KB $= 4$ GB, for a total of 40 KB + 4 MB + 4 GB. Leaving out the double-indirect level gives the first option, reading "double-indirect" as two single-indirect blocks gives 8 MB for the last part, and 4 TB would need a triple-indirect block.`,
    h(
      'एक फ़ाइल सिस्टम 4 KB के ब्लॉक और 4 बाइट के ब्लॉक पते उपयोग करता है। प्रत्येक inode में 10 प्रत्यक्ष (direct) ब्लॉक पते, एक सिंगल-इनडायरेक्ट पता और एक डबल-इनडायरेक्ट पता है। यह अधिकतम कितने आकार की फ़ाइल सँभाल सकता है?',
      ['40 KB + 4 MB', '40 KB + 4 MB + 4 GB', '40 KB + 4 MB + 8 MB', '40 KB + 4 MB + 4 TB'],
      r`एक इंडेक्स ब्लॉक में $4096 / 4 = 1024$ पते आते हैं। प्रत्यक्ष पते $10 \times 4$ KB $= 40$ KB तक, सिंगल-इनडायरेक्ट ब्लॉक $1024 \times 4$ KB $= 4$ MB तक, और डबल-इनडायरेक्ट ब्लॉक $1024^2 \times 4$ KB $= 4$ GB तक पहुँचता है; कुल 40 KB + 4 MB + 4 GB। डबल-इनडायरेक्ट स्तर छोड़ देने पर पहला विकल्प आता है, "डबल-इनडायरेक्ट" को दो सिंगल-इनडायरेक्ट ब्लॉक समझने पर अंतिम भाग 8 MB आता है, और 4 TB के लिए ट्रिपल-इनडायरेक्ट ब्लॉक चाहिए।`,
    ),
  ),
];
