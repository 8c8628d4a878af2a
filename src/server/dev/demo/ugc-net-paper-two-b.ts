// A UGC NET Paper 2 (Computer Science and Applications, subject code 87) mock, units 6 to 10: 50
// multiple-choice questions of 2 marks each, no negative marking, ten in each of software
// engineering, data structures and algorithms, theory of computation and compilers, data
// communication and networks, and artificial intelligence. As in the real paper they mix recall,
// short working, List I / List II matching and assertion-reason questions. Every question is
// Prepverse's own and carries its Hindi version; the keys were checked by hand and the arithmetic
// (estimates, heaps, traversals, tables, CRC, RSA) by running it. Units 9 and 10 are in
// ugc-net-paper-two-b-more.ts.
//
// Writing notes as in questions.ts: `r` is String.raw for LaTeX, `${F}` is a Markdown code fence.

import type { DemoQuestion } from './types.ts';
import { h, paperTwo, assertionReason, ASSERTION_REASON, assertionReasonHindi, ASSERTION_REASON_HINDI, CHOOSE, CHOOSE_HINDI } from './paper-two-helpers.ts';
import { ai, networks } from './ugc-net-paper-two-b-more.ts';

const r = String.raw;
const F = '```';

// ---------------------------------------------------------------------------
// Unit 6: Software Engineering
// ---------------------------------------------------------------------------

const softwareEngineering: DemoQuestion[] = [
  paperTwo(
    'se-coupling-1',
    'Software Engineering',
    'Which of the following lists types of module coupling in order from the loosest (most desirable) to the tightest (least desirable)?',
    [
      'Stamp, data, control, content, common',
      'Data, control, stamp, common, content',
      'Data, stamp, control, common, content',
      'Content, common, control, stamp, data',
    ],
    2,
    "Modules that share only the elementary data they need (**data** coupling) depend on each other least. Passing a whole structure of which only part is used (**stamp**) is tighter, passing a flag that steers the other module's logic (**control**) tighter still, sharing global data (**common**) worse, and reaching into another module's internals (**content**) worst. The last option is the same scale in reverse, and the other two swap neighbours on it.",
    h(
      'निम्नलिखित में से कौन-सी सूची मॉड्यूल coupling के प्रकारों को सबसे ढीले (सबसे वांछनीय) से सबसे कसे (सबसे कम वांछनीय) के क्रम में रखती है?',
      ['स्टैम्प, डेटा, कंट्रोल, कंटेंट, कॉमन', 'डेटा, कंट्रोल, स्टैम्प, कॉमन, कंटेंट', 'डेटा, स्टैम्प, कंट्रोल, कॉमन, कंटेंट', 'कंटेंट, कॉमन, कंट्रोल, स्टैम्प, डेटा'],
      'जो मॉड्यूल केवल ज़रूरी मूल डेटा साझा करते हैं (**data** coupling), वे एक-दूसरे पर सबसे कम निर्भर होते हैं। पूरी संरचना भेजना जिसका केवल एक भाग काम आता है (**stamp**) उससे कसा है, दूसरे मॉड्यूल के तर्क को चलाने वाला flag भेजना (**control**) और कसा, वैश्विक डेटा साझा करना (**common**) उससे बुरा, और दूसरे मॉड्यूल के भीतर सीधे पहुँचना (**content**) सबसे बुरा है। अंतिम विकल्प यही क्रम उलटा है, और बाकी दो पड़ोसी प्रकारों का स्थान बदल देते हैं।',
    ),
  ),
  paperTwo(
    'se-cyclomatic-1',
    'Software Engineering',
    `What is the cyclomatic complexity of the following procedure?

${F}text
read n
count = 0
while (n > 1) {
    if (n % 2 == 0)
        n = n / 2
    else
        n = 3 * n + 1
    count = count + 1
}
if (count > 100)
    print "long"
print count
${F}`,
    ['3', '4', '5', '6'],
    1,
    "The procedure has three decisions, each with two outcomes: the `while` test, the `if` inside the loop and the `if` after it. For a procedure with one entry and one exit, $V(G) = P + 1 = 3 + 1 = 4$; its flow graph, with 9 nodes and 11 edges, gives the same $V(G) = E - N + 2 = 11 - 9 + 2 = 4$. Answering 3 counts the decisions but forgets the +1, and 5 or 6 count the `else` or the loop's back edge as further decisions.",
    h(
      `निम्नलिखित procedure की cyclomatic complexity कितनी है?

${F}text
read n
count = 0
while (n > 1) {
    if (n % 2 == 0)
        n = n / 2
    else
        n = 3 * n + 1
    count = count + 1
}
if (count > 100)
    print "long"
print count
${F}`,
      ['3', '4', '5', '6'],
      'इस procedure में तीन निर्णय हैं, जिनमें से प्रत्येक के दो परिणाम हैं: `while` की जाँच, लूप के भीतर का `if` और लूप के बाद का `if`। एक प्रवेश और एक निकास वाले procedure के लिए $V(G) = P + 1 = 3 + 1 = 4$; उसका flow graph, 9 nodes और 11 edges के साथ, भी $V(G) = E - N + 2 = 11 - 9 + 2 = 4$ देता है। 3 उत्तर देने वाला निर्णय तो गिनता है पर +1 भूल जाता है, और 5 या 6 `else` या लूप के वापसी edge को अलग निर्णय मान लेते हैं।',
    ),
  ),
  paperTwo(
    'se-cocomo-1',
    'Software Engineering',
    r`Using basic COCOMO, estimate the effort for an **organic** project of 32 KLOC, with effort $E = 2.4\,(\text{KLOC})^{1.05}$ person-months. (Take $2^{0.25} \approx 1.189$.)`,
    ['About 91 person-months', 'About 96 person-months', 'About 146 person-months', 'About 230 person-months'],
    0,
    r`$32^{1.05} = 32 \times 32^{0.05} = 32 \times 2^{0.25} \approx 32 \times 1.189 = 38.05$, so $E \approx 2.4 \times 38.05 \approx 91.3$ person-months. About 146 and about 230 are what the semi-detached ($3.0 \times 32^{1.12}$) and embedded ($3.6 \times 32^{1.20}$) formulas give for the same size, and 96 comes from dropping the exponent from the semi-detached formula.`,
    h(
      r`basic COCOMO का उपयोग करते हुए 32 KLOC की एक **organic** परियोजना के प्रयास का अनुमान लगाइए, जहाँ प्रयास $E = 2.4\,(\text{KLOC})^{1.05}$ person-month है। ($2^{0.25} \approx 1.189$ लीजिए।)`,
      ['लगभग 91 person-month', 'लगभग 96 person-month', 'लगभग 146 person-month', 'लगभग 230 person-month'],
      r`$32^{1.05} = 32 \times 32^{0.05} = 32 \times 2^{0.25} \approx 32 \times 1.189 = 38.05$, इसलिए $E \approx 2.4 \times 38.05 \approx 91.3$ person-month। लगभग 146 और लगभग 230 उसी आकार के लिए semi-detached ($3.0 \times 32^{1.12}$) और embedded ($3.6 \times 32^{1.20}$) सूत्रों से आते हैं, और 96 semi-detached सूत्र से घातांक हटा देने पर आता है।`,
    ),
  ),
  paperTwo(
    'se-process-models-1',
    'Software Engineering',
    `Match List I with List II.

| List I (process model) | List II (characteristic) |
| --- | --- |
| A. Spiral model | I. Each phase is finished and signed off before the next one starts |
| B. Waterfall model | II. Every cycle includes an explicit analysis of risks |
| C. Throwaway prototyping | III. A quick working model is built to settle unclear requirements and is then discarded |
| D. Incremental model | IV. The product is delivered as a series of working builds, each adding functionality |

${CHOOSE}`,
    ['A-I, B-II, C-III, D-IV', 'A-II, B-I, C-IV, D-III', 'A-III, B-I, C-II, D-IV', 'A-II, B-I, C-III, D-IV'],
    3,
    "Boehm's **spiral** model puts a risk analysis in every loop (A-II). The **waterfall** model finishes and signs off each phase before the next (B-I). A **throwaway prototype** exists only to clarify requirements (C-III), and the **incremental** model ships working builds one after another (D-IV). Swapping C and D confuses a prototype, which is thrown away, with an increment, which is kept and extended.",
    h(
      `सूची I का सूची II से मिलान कीजिए।

| सूची I (प्रक्रिया मॉडल) | सूची II (विशेषता) |
| --- | --- |
| A. Spiral मॉडल | I. प्रत्येक चरण अगला चरण शुरू होने से पहले पूरा करके स्वीकृत किया जाता है |
| B. Waterfall मॉडल | II. हर चक्र में जोखिमों का स्पष्ट विश्लेषण शामिल होता है |
| C. Throwaway prototyping | III. अस्पष्ट आवश्यकताओं को तय करने के लिए एक त्वरित कार्यशील मॉडल बनाया जाता है और फिर छोड़ दिया जाता है |
| D. Incremental मॉडल | IV. उत्पाद कार्यशील builds की एक शृंखला के रूप में दिया जाता है, हर build कुछ कार्यक्षमता जोड़ता है |

${CHOOSE_HINDI}`,
      ['A-I, B-II, C-III, D-IV', 'A-II, B-I, C-IV, D-III', 'A-III, B-I, C-II, D-IV', 'A-II, B-I, C-III, D-IV'],
      'Boehm का **spiral** मॉडल हर चक्र में जोखिम विश्लेषण रखता है (A-II)। **Waterfall** मॉडल हर चरण को अगले से पहले पूरा और स्वीकृत करता है (B-I)। **Throwaway prototype** केवल आवश्यकताएँ स्पष्ट करने के लिए बनता है (C-III), और **incremental** मॉडल एक के बाद एक कार्यशील builds देता है (D-IV)। C और D की अदला-बदली prototype (जिसे फेंक दिया जाता है) को increment (जिसे रखा और बढ़ाया जाता है) से मिला देती है।',
    ),
  ),
  paperTwo(
    'se-coverage-1',
    'Software Engineering',
    `Consider the following statements about software testing:

**A.** Black-box test cases are derived from the specification, without looking at the code.

**B.** Boundary value analysis is a white-box technique.

**C.** A test suite that executes every statement also exercises every branch.

**D.** Branch coverage subsumes statement coverage: in a program with no unreachable code, a suite that exercises every branch also executes every statement.

${CHOOSE}`,
    ['A and B only', 'A and D only', 'B and C only', 'A, C and D only'],
    1,
    'Black-box testing works from the specification alone (A is correct), and boundary value analysis is one of its techniques, since the boundaries come from the specified input ranges, not from the code (B is wrong). An `if` without an `else` shows that C is wrong: one test that makes the condition true runs every statement but never takes the false branch. Taking every branch, on the other hand, runs every reachable statement, so D is correct.',
    h(
      `सॉफ़्टवेयर परीक्षण के बारे में निम्नलिखित कथनों पर विचार कीजिए:

**A.** Black-box परीक्षण के test cases कोड देखे बिना, विनिर्देश (specification) से बनाए जाते हैं।

**B.** Boundary value analysis एक white-box तकनीक है।

**C.** जो test suite हर statement को चलाता है, वह हर branch को भी चलाता है।

**D.** Branch coverage, statement coverage को समाहित करता है: जिस प्रोग्राम में कोई अगम्य (unreachable) कोड नहीं है, उसकी हर branch चलाने वाला suite हर statement भी चलाता है।

${CHOOSE_HINDI}`,
      ['केवल A और B', 'केवल A और D', 'केवल B और C', 'केवल A, C और D'],
      'Black-box परीक्षण केवल विनिर्देश से काम करता है (A सही है), और boundary value analysis उसी की एक तकनीक है, क्योंकि सीमाएँ कोड से नहीं बल्कि निर्दिष्ट इनपुट परिसर से आती हैं (B गलत है)। बिना `else` वाला एक `if` दिखाता है कि C गलत है: शर्त को सत्य करने वाला एक test हर statement चला देता है पर असत्य branch कभी नहीं लेता। इसके विपरीत हर branch लेने पर हर पहुँच-योग्य statement चल जाता है, इसलिए D सही है।',
    ),
  ),
  paperTwo(
    'se-cohesion-1',
    'Software Engineering',
    assertionReason(
      'A module with functional cohesion is usually easier to reuse and to maintain than one with logical cohesion.',
      'All the elements of a functionally cohesive module work together to perform a single, well-defined task.',
    ),
    ASSERTION_REASON,
    0,
    'Both statements are true. Logical cohesion groups activities only because they are of a similar kind (say, all the input routines, one of them chosen by a flag), so a caller gets more than it needs and a change to one activity puts the others at risk. A functionally cohesive module does exactly one job, and that is what makes it easy to reuse, test and change: R is the reason A holds.',
    h(
      assertionReasonHindi(
        'functional cohesion वाला मॉड्यूल सामान्यतः logical cohesion वाले मॉड्यूल की तुलना में पुनः उपयोग और रखरखाव में आसान होता है।',
        'functional cohesion वाले मॉड्यूल के सभी तत्व मिलकर एक ही, सुपरिभाषित कार्य करते हैं।',
      ),
      ASSERTION_REASON_HINDI,
      'दोनों कथन सही हैं। Logical cohesion गतिविधियों को केवल इसलिए साथ रखता है कि वे एक जैसी किस्म की हैं (जैसे सभी इनपुट routines, जिनमें से एक किसी flag से चुनी जाती है), इसलिए उपयोग करने वाले को ज़रूरत से अधिक मिलता है और एक गतिविधि बदलने से दूसरी पर जोखिम आता है। Functional cohesion वाला मॉड्यूल ठीक एक काम करता है, और यही उसे पुनः उपयोग, परीक्षण और परिवर्तन में आसान बनाता है: (R) ही (A) का कारण है।',
    ),
  ),
  paperTwo(
    'se-function-points-1',
    'Software Engineering',
    'A system has 10 external inputs, 8 external outputs, 5 external inquiries, 4 internal logical files and 2 external interface files, all of average complexity (weights 4, 5, 4, 10 and 7 respectively). Its fourteen general system characteristics add up to 45. What is its adjusted function point count?',
    ['138.6', '154.0', '169.4', '184.8'],
    2,
    r`The unadjusted count is $10 \times 4 + 8 \times 5 + 5 \times 4 + 4 \times 10 + 2 \times 7 = 40 + 40 + 20 + 40 + 14 = 154$. The value adjustment factor is $0.65 + 0.01 \times 45 = 1.10$, so FP $= 154 \times 1.10 = 169.4$. 154.0 is the unadjusted count, and 138.6 and 184.8 use factors of 0.90 and 1.20.`,
    h(
      'एक प्रणाली में 10 external inputs, 8 external outputs, 5 external inquiries, 4 internal logical files और 2 external interface files हैं, सभी औसत जटिलता के (भार क्रमशः 4, 5, 4, 10 और 7)। उसकी चौदह general system characteristics का योग 45 है। उसका adjusted function point मान क्या है?',
      ['138.6', '154.0', '169.4', '184.8'],
      r`बिना समायोजन का मान $10 \times 4 + 8 \times 5 + 5 \times 4 + 4 \times 10 + 2 \times 7 = 40 + 40 + 20 + 40 + 14 = 154$ है। Value adjustment factor $0.65 + 0.01 \times 45 = 1.10$ है, इसलिए FP $= 154 \times 1.10 = 169.4$। 154.0 बिना समायोजन का मान है, और 138.6 तथा 184.8 क्रमशः 0.90 और 1.20 के गुणक से आते हैं।`,
    ),
  ),
  paperTwo(
    'se-critical-path-1',
    'Software Engineering',
    `A project has the activities below (durations in days).

| Activity | Duration | Immediate predecessors |
| --- | --- | --- |
| A | 3 | none |
| B | 5 | none |
| C | 4 | A |
| D | 7 | A |
| E | 2 | B, C |
| F | 3 | D, E |

What is the shortest time in which the project can be completed, and which is its critical path?`,
    ['12 days; A–C–E–F', '10 days; B–E–F', '13 days; A–C–E–F', '13 days; A–D–F'],
    3,
    'The paths from start to finish are A–C–E–F ($3 + 4 + 2 + 3 = 12$ days), A–D–F ($3 + 7 + 3 = 13$ days) and B–E–F ($5 + 2 + 3 = 10$ days). The project cannot finish before its longest path does, so it takes 13 days and **A–D–F** is critical: any delay in A, D or F delays the whole project. A–C–E–F has one day of slack and B–E–F three, so neither is critical.',
    h(
      `एक परियोजना की गतिविधियाँ नीचे दी गई हैं (अवधि दिनों में)।

| गतिविधि | अवधि | तत्काल पूर्ववर्ती |
| --- | --- | --- |
| A | 3 | कोई नहीं |
| B | 5 | कोई नहीं |
| C | 4 | A |
| D | 7 | A |
| E | 2 | B, C |
| F | 3 | D, E |

परियोजना कम से कम कितने समय में पूरी हो सकती है, और उसका critical path कौन-सा है?`,
      ['12 दिन; A–C–E–F', '10 दिन; B–E–F', '13 दिन; A–C–E–F', '13 दिन; A–D–F'],
      'आरंभ से अंत तक के paths हैं A–C–E–F ($3 + 4 + 2 + 3 = 12$ दिन), A–D–F ($3 + 7 + 3 = 13$ दिन) और B–E–F ($5 + 2 + 3 = 10$ दिन)। परियोजना अपने सबसे लंबे path से पहले पूरी नहीं हो सकती, इसलिए उसमें 13 दिन लगते हैं और **A–D–F** critical है: A, D या F में कोई भी देरी पूरी परियोजना को देर करती है। A–C–E–F में एक दिन की और B–E–F में तीन दिन की ढील (slack) है, इसलिए इनमें से कोई critical नहीं है।',
    ),
  ),
  paperTwo(
    'se-cmm-1',
    'Software Engineering',
    'In the SEI Capability Maturity Model, at which maturity level does an organisation set quantitative quality goals, and measure and control its processes and products with statistical data?',
    ['Level 2 (Repeatable)', 'Level 3 (Defined)', 'Level 4 (Managed)', 'Level 5 (Optimizing)'],
    2,
    'At **Level 4 (Managed)** detailed measures of the process and of product quality are collected, and both are understood and controlled quantitatively. Level 2 brings basic project management that can repeat earlier successes, Level 3 a documented standard process for the whole organisation, and Level 5 continuous improvement driven by the quantitative feedback that Level 4 provides.',
    h(
      'SEI Capability Maturity Model में किस परिपक्वता स्तर पर कोई संगठन गुणवत्ता के मात्रात्मक लक्ष्य तय करता है, और अपनी प्रक्रियाओं तथा उत्पादों को सांख्यिकीय आँकड़ों से मापता और नियंत्रित करता है?',
      ['स्तर 2 (Repeatable)', 'स्तर 3 (Defined)', 'स्तर 4 (Managed)', 'स्तर 5 (Optimizing)'],
      '**स्तर 4 (Managed)** पर प्रक्रिया और उत्पाद की गुणवत्ता के विस्तृत माप एकत्र किए जाते हैं, और दोनों को मात्रात्मक रूप से समझा और नियंत्रित किया जाता है। स्तर 2 बुनियादी परियोजना प्रबंधन लाता है जो पिछली सफलताओं को दोहरा सके, स्तर 3 पूरे संगठन की एक प्रलेखित मानक प्रक्रिया, और स्तर 5 उस मात्रात्मक प्रतिपुष्टि से निरंतर सुधार जो स्तर 4 देता है।',
    ),
  ),
  paperTwo(
    'se-non-functional-1',
    'Software Engineering',
    'Which of the following is a **non-functional** requirement for an online railway reservation system?',
    [
      'The system shall let a passenger cancel a booked ticket.',
      'The system shall print a chart of confirmed passengers for each coach.',
      'The system shall refund the fare, less charges, to the original payment account.',
      'The system shall answer 95% of seat-availability queries within two seconds at peak load.',
    ],
    3,
    'A non-functional requirement states a quality the system must have (performance, security, reliability, usability) rather than a service it provides. A limit on response time under peak load is a **performance** requirement. Cancelling tickets, printing charts and issuing refunds are things the system does, so they are functional requirements.',
    h(
      'ऑनलाइन रेलवे आरक्षण प्रणाली के लिए निम्नलिखित में से कौन-सी एक **non-functional** (गैर-कार्यात्मक) आवश्यकता है?',
      [
        'प्रणाली यात्री को बुक किया गया टिकट रद्द करने देगी।',
        'प्रणाली हर कोच के पुष्ट यात्रियों का चार्ट छापेगी।',
        'प्रणाली शुल्क काटकर किराया मूल भुगतान खाते में लौटाएगी।',
        'प्रणाली सबसे व्यस्त समय में सीट-उपलब्धता के 95% प्रश्नों का उत्तर दो सेकंड के भीतर देगी।',
      ],
      'Non-functional आवश्यकता यह बताती है कि प्रणाली में कौन-सा गुण होना चाहिए (performance, सुरक्षा, विश्वसनीयता, उपयोगिता), न कि वह कौन-सी सेवा देती है। व्यस्त समय में उत्तर देने के समय की सीमा एक **performance** आवश्यकता है। टिकट रद्द करना, चार्ट छापना और धनवापसी करना वे काम हैं जो प्रणाली करती है, इसलिए ये functional आवश्यकताएँ हैं।',
    ),
  ),
];

// ---------------------------------------------------------------------------
// Unit 7: Data Structures and Algorithms
// ---------------------------------------------------------------------------

const algorithms: DemoQuestion[] = [
  paperTwo(
    'dsa-master-1',
    'Data Structures and Algorithms',
    r`Solve the recurrence $T(n) = 4T(n/2) + n^2$, with $T(1) = 1$.`,
    [r`$\Theta(n^2)$`, r`$\Theta(n^2 \log n)$`, r`$\Theta(n^3)$`, r`$\Theta(n \log n)$`],
    1,
    r`Here $a = 4$ and $b = 2$, so $n^{\log_b a} = n^{\log_2 4} = n^2$, which grows exactly as fast as $f(n) = n^2$. That is the second case of the master theorem: each of the $\log_2 n$ levels of the recursion tree costs $n^2$, and $T(n) = \Theta(n^2 \log n)$. $\Theta(n^2)$ would need $f(n)$ polynomially smaller than $n^2$, and $\Theta(n^3)$ would need eight subproblems instead of four.`,
    h(
      r`पुनरावृत्ति संबंध $T(n) = 4T(n/2) + n^2$, $T(1) = 1$ को हल कीजिए।`,
      [r`$\Theta(n^2)$`, r`$\Theta(n^2 \log n)$`, r`$\Theta(n^3)$`, r`$\Theta(n \log n)$`],
      r`यहाँ $a = 4$ और $b = 2$, इसलिए $n^{\log_b a} = n^{\log_2 4} = n^2$, जो $f(n) = n^2$ जितनी ही तेज़ी से बढ़ता है। यह master theorem की दूसरी स्थिति है: recursion tree के $\log_2 n$ स्तरों में से हर स्तर की लागत $n^2$ है, और $T(n) = \Theta(n^2 \log n)$। $\Theta(n^2)$ के लिए $f(n)$ को $n^2$ से बहुपदीय रूप से छोटा होना चाहिए, और $\Theta(n^3)$ के लिए चार के बजाय आठ उप-समस्याएँ चाहिए।`,
    ),
  ),
  paperTwo(
    'dsa-heap-insert-1',
    'Data Structures and Algorithms',
    'The keys 10, 20, 15, 30, 40 are inserted in this order into an initially empty **max-heap**, each insertion sifting the new key up as far as needed. What is the array representation (level order) of the heap at the end?',
    ['40, 30, 15, 10, 20', '40, 30, 20, 10, 15', '40, 20, 30, 10, 15', '40, 30, 15, 20, 10'],
    0,
    'After 10, 20 and 15 the heap is 20, 10, 15. 30 joins as the child of 10, climbs past 10 and then past 20: 30, 20, 15, 10. 40 joins as the child of 20 (index 4), climbs past 20 and then past 30, giving **40, 30, 15, 10, 20**. The other arrays are also valid max-heaps of the same keys, but not the one these insertions build.',
    h(
      'कुंजियाँ 10, 20, 15, 30, 40 इसी क्रम में एक आरंभ में खाली **max-heap** में डाली जाती हैं; हर बार नई कुंजी को आवश्यकतानुसार ऊपर खिसकाया (sift-up) जाता है। अंत में heap का array निरूपण (level order) क्या होगा?',
      ['40, 30, 15, 10, 20', '40, 30, 20, 10, 15', '40, 20, 30, 10, 15', '40, 30, 15, 20, 10'],
      '10, 20 और 15 के बाद heap 20, 10, 15 है। 30, 10 के बच्चे के रूप में जुड़ता है, और पहले 10 तथा फिर 20 से ऊपर चला जाता है: 30, 20, 15, 10। 40, 20 के बच्चे के रूप में (index 4) जुड़ता है, और पहले 20 तथा फिर 30 से ऊपर जाता है, जिससे **40, 30, 15, 10, 20** मिलता है। बाकी arrays भी इन्हीं कुंजियों के वैध max-heap हैं, पर ये प्रविष्टियाँ उन्हें नहीं बनातीं।',
    ),
  ),
  paperTwo(
    'dsa-bst-postorder-1',
    'Data Structures and Algorithms',
    'The preorder traversal of a binary search tree with distinct keys is 40, 25, 10, 30, 28, 60, 50, 55, 70. What is its postorder traversal?',
    ['10, 25, 28, 30, 40, 50, 55, 60, 70', '10, 30, 28, 25, 55, 50, 70, 60, 40', '28, 10, 30, 25, 50, 55, 70, 60, 40', '10, 28, 30, 25, 55, 50, 70, 60, 40'],
    3,
    'In a BST the preorder fixes the tree: 40 is the root, 25, 10, 30, 28 (smaller than 40) form its left subtree and 60, 50, 55, 70 its right. Under 25, 10 goes left and 30 right, with 28 as the left child of 30; under 60, 50 goes left with 55 as its right child, and 70 goes right. Listing children before their parents gives **10, 28, 30, 25, 55, 50, 70, 60, 40**. The first option is the inorder (sorted) sequence, and the second puts 30 before its own child 28.',
    h(
      'अलग-अलग कुंजियों वाले एक binary search tree का preorder traversal 40, 25, 10, 30, 28, 60, 50, 55, 70 है। उसका postorder traversal क्या है?',
      ['10, 25, 28, 30, 40, 50, 55, 60, 70', '10, 30, 28, 25, 55, 50, 70, 60, 40', '28, 10, 30, 25, 50, 55, 70, 60, 40', '10, 28, 30, 25, 55, 50, 70, 60, 40'],
      'BST में preorder से ही tree तय हो जाता है: 40 मूल है, 25, 10, 30, 28 (40 से छोटे) उसका बायाँ उपवृक्ष बनाते हैं और 60, 50, 55, 70 दायाँ। 25 के नीचे 10 बाईं ओर और 30 दाईं ओर है, और 28, 30 का बायाँ बच्चा है; 60 के नीचे 50 बाईं ओर है, 55 उसका दायाँ बच्चा है, और 70 दाईं ओर है। बच्चों को उनके माता-पिता से पहले लिखने पर **10, 28, 30, 25, 55, 50, 70, 60, 40** मिलता है। पहला विकल्प inorder (क्रमबद्ध) अनुक्रम है, और दूसरा 30 को उसके अपने बच्चे 28 से पहले रख देता है।',
    ),
  ),
  paperTwo(
    'dsa-complexity-match-1',
    'Data Structures and Algorithms',
    r`Match List I with List II.

| List I (task) | List II (worst-case time) |
| --- | --- |
| A. Building a binary heap bottom-up from $n$ keys | I. $\Theta(n \log n)$ |
| B. Heapsort on $n$ keys | II. $\Theta(n)$ |
| C. Insertion sort on $n$ keys | III. $\Theta(n^3)$ |
| D. Floyd–Warshall on a graph of $n$ vertices | IV. $\Theta(n^2)$ |

Choose the correct answer from the options given below:`,
    ['A-I, B-II, C-IV, D-III', 'A-II, B-I, C-III, D-IV', 'A-II, B-I, C-IV, D-III', 'A-IV, B-I, C-II, D-III'],
    2,
    r`Bottom-up heap construction does little work for the many nodes near the leaves, and its total is $\Theta(n)$, not $\Theta(n \log n)$ (A-II). Heapsort makes $n$ deletions of $O(\log n)$ each, $\Theta(n \log n)$ even in the worst case (B-I). Insertion sort on reverse-sorted input shifts $\Theta(n^2)$ keys (C-IV), and Floyd–Warshall runs three nested loops over the vertices, $\Theta(n^3)$ (D-III).`,
    h(
      r`सूची I का सूची II से मिलान कीजिए।

| सूची I (कार्य) | सूची II (सबसे खराब स्थिति में समय) |
| --- | --- |
| A. $n$ कुंजियों से नीचे से ऊपर (bottom-up) binary heap बनाना | I. $\Theta(n \log n)$ |
| B. $n$ कुंजियों पर heapsort | II. $\Theta(n)$ |
| C. $n$ कुंजियों पर insertion sort | III. $\Theta(n^3)$ |
| D. $n$ शीर्षों वाले ग्राफ़ पर Floyd–Warshall | IV. $\Theta(n^2)$ |

नीचे दिए गए विकल्पों में से सही उत्तर चुनिए:`,
      ['A-I, B-II, C-IV, D-III', 'A-II, B-I, C-III, D-IV', 'A-II, B-I, C-IV, D-III', 'A-IV, B-I, C-II, D-III'],
      r`नीचे से ऊपर heap बनाने में पत्तियों के पास के अनेक नोडों पर बहुत कम काम होता है, और कुल समय $\Theta(n)$ है, $\Theta(n \log n)$ नहीं (A-II)। Heapsort $n$ बार हटाने का काम करता है, हर बार $O(\log n)$, इसलिए सबसे खराब स्थिति में भी $\Theta(n \log n)$ (B-I)। उलटे क्रम वाले इनपुट पर insertion sort $\Theta(n^2)$ बार कुंजियाँ खिसकाता है (C-IV), और Floyd–Warshall शीर्षों पर तीन नेस्टेड लूप चलाता है, $\Theta(n^3)$ (D-III)।`,
    ),
  ),
  paperTwo(
    'dsa-linear-probing-1',
    'Data Structures and Algorithms',
    r`The keys 43, 23, 53, 13, 99 and 9 are inserted in this order into an empty hash table of 10 slots (numbered 0 to 9), with $h(k) = k \bmod 10$ and linear probing. In which slots do 13 and 9 end up?`,
    ['6 and 0', '3 and 9', '6 and 8', '7 and 0'],
    0,
    '43 takes slot 3; 23 finds slot 3 full and takes 4; 53 probes 3 and 4 and takes 5; 13 probes 3, 4 and 5 and takes **6**. 99 takes slot 9, so 9 finds its home slot full and wraps round to slot **0**. "3 and 9" are only the home slots: linear probing moves on to the next free slot, and after slot 9 it goes back to slot 0.',
    h(
      r`कुंजियाँ 43, 23, 53, 13, 99 और 9 इसी क्रम में 10 खानों (0 से 9 तक क्रमांकित) वाली एक खाली hash table में, $h(k) = k \bmod 10$ और linear probing से, डाली जाती हैं। 13 और 9 किन खानों में पहुँचती हैं?`,
      ['6 और 0', '3 और 9', '6 और 8', '7 और 0'],
      '43 खाना 3 लेती है; 23 खाना 3 भरा पाकर 4 लेती है; 53 खाने 3 और 4 जाँचकर 5 लेती है; 13 खाने 3, 4 और 5 जाँचकर **6** लेती है। 99 खाना 9 लेती है, इसलिए 9 अपना मूल खाना भरा पाती है और घूमकर खाना **0** पर पहुँचती है। "3 और 9" केवल मूल खाने हैं: linear probing अगले खाली खाने पर जाता है, और खाना 9 के बाद खाना 0 पर लौट आता है।',
    ),
  ),
  paperTwo(
    'dsa-mst-1',
    'Data Structures and Algorithms',
    'An undirected weighted graph on the vertices A, B, C, D, E has these edges: A–B 4, A–C 1, B–C 2, B–D 5, C–D 8, C–E 10, D–E 2, B–E 6. What is the total weight of its minimum spanning tree?',
    ['8', '9', '10', '11'],
    2,
    "Kruskal's algorithm takes the edges in increasing order of weight: A–C (1), B–C (2) and D–E (2); it rejects A–B (4), because A and B are already joined through C, and takes B–D (5), which links {A, B, C} with {D, E}. The tree now has its four edges and weighs $1 + 2 + 2 + 5 = 10$. A total of 9 would need a lighter edge than B–D between the two groups, and there is none; 11 takes B–E (6) in place of B–D.",
    h(
      'शीर्षों A, B, C, D, E पर एक अदिष्ट (undirected) भारित ग्राफ़ के किनारे ये हैं: A–B 4, A–C 1, B–C 2, B–D 5, C–D 8, C–E 10, D–E 2, B–E 6। उसके minimum spanning tree का कुल भार क्या है?',
      ['8', '9', '10', '11'],
      'Kruskal का algorithm किनारों को बढ़ते भार के क्रम में लेता है: A–C (1), B–C (2) और D–E (2); वह A–B (4) को छोड़ देता है, क्योंकि A और B पहले से C के माध्यम से जुड़े हैं, और B–D (5) लेता है, जो {A, B, C} को {D, E} से जोड़ता है। अब tree के चारों किनारे पूरे हैं और उसका भार $1 + 2 + 2 + 5 = 10$ है। 9 के लिए दोनों समूहों के बीच B–D से हल्का किनारा चाहिए, जो नहीं है; 11, B–D की जगह B–E (6) लेने से आता है।',
    ),
  ),
  paperTwo(
    'dsa-shortest-paths-1',
    'Data Structures and Algorithms',
    r`Consider the following statements about shortest-path algorithms:

**A.** Dijkstra's algorithm may report wrong distances when some edge weights are negative, even if the graph has no negative cycle.

**B.** The Bellman–Ford algorithm can detect a negative-weight cycle reachable from the source.

**C.** Breadth-first search finds shortest paths (by number of edges) from the source in an unweighted graph.

**D.** The Floyd–Warshall algorithm runs in $O(V^2 \log V)$ time.

Choose the correct answer from the options given below:`,
    ['A and B only', 'B and C only', 'A, B, C and D', 'A, B and C only'],
    3,
    r`Dijkstra's algorithm fixes a vertex's distance when it leaves the queue, and a negative edge met later can still shorten it, so A is correct. Bellman–Ford relaxes every edge $V - 1$ times and then once more; any improvement on that last pass exposes a negative cycle reachable from the source (B). BFS reaches vertices in order of their number of edges from the source (C). Floyd–Warshall takes $\Theta(V^3)$ time, so D is false.`,
    h(
      r`Shortest-path algorithms के बारे में निम्नलिखित कथनों पर विचार कीजिए:

**A.** कुछ किनारों के भार ऋणात्मक होने पर Dijkstra का algorithm गलत दूरियाँ बता सकता है, भले ही ग्राफ़ में कोई ऋणात्मक चक्र न हो।

**B.** Bellman–Ford algorithm स्रोत से पहुँचने योग्य ऋणात्मक-भार चक्र का पता लगा सकता है।

**C.** भारहीन ग्राफ़ में breadth-first search स्रोत से shortest paths (किनारों की संख्या के अनुसार) खोज लेता है।

**D.** Floyd–Warshall algorithm $O(V^2 \log V)$ समय में चलता है।

नीचे दिए गए विकल्पों में से सही उत्तर चुनिए:`,
      ['केवल A और B', 'केवल B और C', 'A, B, C और D', 'केवल A, B और C'],
      r`Dijkstra का algorithm किसी शीर्ष की दूरी तभी पक्की कर देता है जब वह queue से निकलता है, और बाद में मिला कोई ऋणात्मक किनारा उसे फिर भी छोटा कर सकता है, इसलिए A सही है। Bellman–Ford हर किनारे को $V - 1$ बार relax करता है और फिर एक बार और; उस अंतिम चक्कर में कोई भी सुधार स्रोत से पहुँचने योग्य ऋणात्मक चक्र को उजागर करता है (B)। BFS शीर्षों तक स्रोत से उनके किनारों की संख्या के क्रम में पहुँचता है (C)। Floyd–Warshall में $\Theta(V^3)$ समय लगता है, इसलिए D गलत है।`,
    ),
  ),
  paperTwo(
    'dsa-matrix-chain-1',
    'Data Structures and Algorithms',
    r`Four matrices have the dimensions $A_1: 5 \times 10$, $A_2: 10 \times 3$, $A_3: 3 \times 12$ and $A_4: 12 \times 5$. What is the least number of scalar multiplications needed to compute $A_1 A_2 A_3 A_4$?`,
    ['330', '405', '580', '630'],
    1,
    r`The five orders cost $((A_1A_2)A_3)A_4 = 150 + 180 + 300 = 630$, $(A_1A_2)(A_3A_4) = 150 + 180 + 75 = 405$, $A_1(A_2(A_3A_4)) = 180 + 150 + 250 = 580$, $A_1((A_2A_3)A_4) = 360 + 600 + 250 = 1210$ and $(A_1(A_2A_3))A_4 = 360 + 600 + 300 = 1260$. The least is **405**, from $(A_1A_2)(A_3A_4)$. 330 is only the cost of $(A_1A_2)A_3$, the product of the first three matrices.`,
    h(
      r`चार आव्यूहों (matrices) की विमाएँ $A_1: 5 \times 10$, $A_2: 10 \times 3$, $A_3: 3 \times 12$ और $A_4: 12 \times 5$ हैं। $A_1 A_2 A_3 A_4$ की गणना के लिए कम से कम कितने अदिश गुणन (scalar multiplications) चाहिए?`,
      ['330', '405', '580', '630'],
      r`पाँचों क्रमों की लागत है: $((A_1A_2)A_3)A_4 = 150 + 180 + 300 = 630$, $(A_1A_2)(A_3A_4) = 150 + 180 + 75 = 405$, $A_1(A_2(A_3A_4)) = 180 + 150 + 250 = 580$, $A_1((A_2A_3)A_4) = 360 + 600 + 250 = 1210$ और $(A_1(A_2A_3))A_4 = 360 + 600 + 300 = 1260$। सबसे कम **405** है, $(A_1A_2)(A_3A_4)$ से। 330 केवल $(A_1A_2)A_3$ की, यानी पहले तीन आव्यूहों के गुणनफल की, लागत है।`,
    ),
  ),
  paperTwo(
    'dsa-avl-min-nodes-1',
    'Data Structures and Algorithms',
    'What is the minimum number of nodes in an AVL tree of height 4, if a tree with a single node has height 0?',
    ['7', '10', '12', '20'],
    2,
    r`The sparsest AVL tree of height $h$ has a root, one subtree of height $h-1$ and one of height $h-2$, each itself as sparse as possible, so $N(h) = N(h-1) + N(h-2) + 1$ with $N(0) = 1$ and $N(1) = 2$. Then $N(2) = 4$, $N(3) = 7$ and $N(4) = 12$. 7 is the answer for height 3, and 20 for height 5.`,
    h(
      'यदि एक ही नोड वाले tree की ऊँचाई 0 मानी जाए, तो ऊँचाई 4 वाले AVL tree में कम से कम कितने नोड होते हैं?',
      ['7', '10', '12', '20'],
      r`ऊँचाई $h$ के सबसे विरल AVL tree में एक मूल, ऊँचाई $h-1$ का एक उपवृक्ष और ऊँचाई $h-2$ का एक उपवृक्ष होता है, और दोनों स्वयं यथासंभव विरल होते हैं, इसलिए $N(h) = N(h-1) + N(h-2) + 1$, जहाँ $N(0) = 1$ और $N(1) = 2$। तब $N(2) = 4$, $N(3) = 7$ और $N(4) = 12$। 7 ऊँचाई 3 का उत्तर है, और 20 ऊँचाई 5 का।`,
    ),
  ),
  paperTwo(
    'dsa-knapsack-greedy-1',
    'Data Structures and Algorithms',
    assertionReason(
      'Taking items in decreasing order of value per unit weight, as long as they fit, always gives an optimal solution to the 0/1 knapsack problem.',
      'The fractional knapsack problem, in which parts of items may be taken, is solved optimally by taking items in decreasing order of value per unit weight.',
    ),
    ASSERTION_REASON,
    3,
    'R is true: when items can be split, filling the knapsack in order of value per unit weight is optimal. A is false, because a 0/1 choice cannot take a fraction of an item to fill the space left over. With capacity 10 and items X (weight 6, value 30), Y (weight 5, value 20) and Z (weight 5, value 20), the greedy rule takes X first and then nothing else fits, for a value of 30, while Y and Z together give 40. The 0/1 problem needs dynamic programming (or a search) instead.',
    h(
      assertionReasonHindi(
        'वस्तुओं को प्रति इकाई भार मूल्य के घटते क्रम में, जब तक वे समा सकें, लेते जाना 0/1 knapsack समस्या का सदैव इष्टतम हल देता है।',
        'Fractional knapsack समस्या, जिसमें वस्तुओं के भाग लिए जा सकते हैं, वस्तुओं को प्रति इकाई भार मूल्य के घटते क्रम में लेकर इष्टतम रूप से हल होती है।',
      ),
      ASSERTION_REASON_HINDI,
      '(R) सही है: जब वस्तुएँ बाँटी जा सकती हैं, तब प्रति इकाई भार मूल्य के क्रम में knapsack भरना इष्टतम है। (A) गलत है, क्योंकि 0/1 चुनाव में बची जगह भरने के लिए किसी वस्तु का अंश नहीं लिया जा सकता। क्षमता 10 और वस्तुएँ X (भार 6, मूल्य 30), Y (भार 5, मूल्य 20) और Z (भार 5, मूल्य 20) हों, तो greedy नियम पहले X लेता है और फिर कुछ और नहीं समाता, मूल्य 30, जबकि Y और Z मिलकर 40 देती हैं। 0/1 समस्या के लिए इसके बजाय dynamic programming (या खोज) चाहिए।',
    ),
  ),
];

// ---------------------------------------------------------------------------
// Unit 8: Theory of Computation and Compilers
// ---------------------------------------------------------------------------

const computation: DemoQuestion[] = [
  paperTwo(
    'toc-min-dfa-1',
    'Theory of Computation and Compilers',
    r`How many states has the minimal DFA, with a complete transition function, for $L = \{ w \in \{a, b\}^* : n_a(w) \equiv 0 \pmod 2 \land n_b(w) \equiv 0 \pmod 3 \}$, where $n_a(w)$ and $n_b(w)$ are the numbers of a's and b's in $w$?`,
    ['5', '6', '7', '8'],
    1,
    r`A DFA must remember $n_a \bmod 2$ and $n_b \bmod 3$, so the product construction gives $2 \times 3 = 6$ states, with $(0, 0)$ both the start state and the only accepting one. No two of them can be merged: from state $(i, j)$ the string $a^{(2-i) \bmod 2}\, b^{(3-j) \bmod 3}$ leads to acceptance, and from any other state it does not. 5 adds the two counters instead of multiplying them, and 7 adds a dead state that this language never needs.`,
    h(
      r`भाषा $L = \{ w \in \{a, b\}^* : n_a(w) \equiv 0 \pmod 2 \land n_b(w) \equiv 0 \pmod 3 \}$ के लिए, पूर्ण संक्रमण फलन वाले न्यूनतम DFA में कितनी अवस्थाएँ होंगी? यहाँ $n_a(w)$ और $n_b(w)$, $w$ में a और b की संख्याएँ हैं।`,
      ['5', '6', '7', '8'],
      r`DFA को $n_a \bmod 2$ और $n_b \bmod 3$ याद रखने होते हैं, इसलिए गुणनफल निर्माण से $2 \times 3 = 6$ अवस्थाएँ मिलती हैं, जिनमें $(0, 0)$ प्रारंभिक अवस्था भी है और एकमात्र स्वीकारी अवस्था भी। इनमें से किन्हीं दो को मिलाया नहीं जा सकता: अवस्था $(i, j)$ से string $a^{(2-i) \bmod 2}\, b^{(3-j) \bmod 3}$ स्वीकार तक ले जाती है, और किसी अन्य अवस्था से नहीं। 5 दोनों गणकों को गुणा करने के बजाय जोड़ देता है, और 7 एक dead state जोड़ देता है जिसकी इस भाषा को कभी ज़रूरत नहीं पड़ती।`,
    ),
  ),
  paperTwo(
    'toc-chomsky-match-1',
    'Theory of Computation and Compilers',
    `Match List I with List II.

| List I (grammar in the Chomsky hierarchy) | List II (machine accepting its languages) |
| --- | --- |
| A. Type 0 (unrestricted) | I. Finite automaton |
| B. Type 1 (context-sensitive) | II. Linear bounded automaton |
| C. Type 2 (context-free) | III. Turing machine |
| D. Type 3 (regular) | IV. Nondeterministic pushdown automaton |

${CHOOSE}`,
    ['A-III, B-II, C-IV, D-I', 'A-III, B-IV, C-II, D-I', 'A-II, B-III, C-IV, D-I', 'A-III, B-II, C-I, D-IV'],
    0,
    'Unrestricted grammars generate exactly the languages that Turing machines accept (A-III). Context-sensitive languages are those of linear bounded automata, Turing machines confined to the cells holding their input (B-II). Context-free languages need a stack, and in general a **nondeterministic** pushdown automaton (C-IV), while regular languages need only finite memory (D-I). Giving the context-sensitive languages to the pushdown automaton turns the two middle levels of the hierarchy upside down.',
    h(
      `सूची I का सूची II से मिलान कीजिए।

| सूची I (Chomsky पदानुक्रम में grammar) | सूची II (उसकी भाषाओं को स्वीकार करने वाली मशीन) |
| --- | --- |
| A. Type 0 (अप्रतिबंधित) | I. Finite automaton |
| B. Type 1 (context-sensitive) | II. Linear bounded automaton |
| C. Type 2 (context-free) | III. Turing machine |
| D. Type 3 (regular) | IV. Nondeterministic pushdown automaton |

${CHOOSE_HINDI}`,
      ['A-III, B-II, C-IV, D-I', 'A-III, B-IV, C-II, D-I', 'A-II, B-III, C-IV, D-I', 'A-III, B-II, C-I, D-IV'],
      'अप्रतिबंधित grammars ठीक वही भाषाएँ बनाते हैं जिन्हें Turing machines स्वीकार करती हैं (A-III)। Context-sensitive भाषाएँ linear bounded automata की भाषाएँ हैं, यानी ऐसी Turing machines जो अपने इनपुट वाले खानों तक सीमित रहती हैं (B-II)। Context-free भाषाओं के लिए stack चाहिए, और सामान्यतः **nondeterministic** pushdown automaton (C-IV), जबकि regular भाषाओं के लिए केवल सीमित स्मृति पर्याप्त है (D-I)। Context-sensitive भाषाओं को pushdown automaton से जोड़ना पदानुक्रम के बीच के दो स्तरों को उलट देता है।',
    ),
  ),
  paperTwo(
    'toc-closure-1',
    'Theory of Computation and Compilers',
    `Consider the following statements:

**A.** The class of context-free languages is closed under intersection.

**B.** The intersection of a context-free language with a regular language is always context-free.

**C.** The class of deterministic context-free languages is closed under complement.

**D.** The class of recursively enumerable languages is closed under complement.

${CHOOSE}`,
    ['A and B only', 'B and C only', 'A, B and C only', 'B, C and D only'],
    1,
    r`$\{a^n b^n c^m\}$ and $\{a^m b^n c^n\}$ are both context-free, but their intersection $\{a^n b^n c^n\}$ is not, so A is false. Running a pushdown automaton and a finite automaton side by side accepts the intersection with a regular language (B), and a deterministic PDA can be made to read all of its input and then have its accepting states swapped (C). The halting problem's language is recursively enumerable but its complement is not (a language whose complement is also recursively enumerable is decidable), so D is false.`,
    h(
      `निम्नलिखित कथनों पर विचार कीजिए:

**A.** Context-free भाषाओं का वर्ग सर्वनिष्ठ (intersection) के अंतर्गत संवृत (closed) है।

**B.** किसी context-free भाषा और किसी regular भाषा का सर्वनिष्ठ सदैव context-free होता है।

**C.** Deterministic context-free भाषाओं का वर्ग पूरक (complement) के अंतर्गत संवृत है।

**D.** Recursively enumerable भाषाओं का वर्ग पूरक के अंतर्गत संवृत है।

${CHOOSE_HINDI}`,
      ['केवल A और B', 'केवल B और C', 'केवल A, B और C', 'केवल B, C और D'],
      r`$\{a^n b^n c^m\}$ और $\{a^m b^n c^n\}$ दोनों context-free हैं, पर उनका सर्वनिष्ठ $\{a^n b^n c^n\}$ नहीं है, इसलिए A गलत है। एक pushdown automaton और एक finite automaton को साथ-साथ चलाकर regular भाषा के साथ सर्वनिष्ठ स्वीकार किया जा सकता है (B), और deterministic PDA को पूरा इनपुट पढ़ने वाला बनाकर उसकी स्वीकारी अवस्थाएँ उलटी जा सकती हैं (C)। Halting problem की भाषा recursively enumerable है पर उसका पूरक नहीं (जिस भाषा का पूरक भी recursively enumerable हो, वह decidable होती है), इसलिए D गलत है।`,
    ),
  ),
  paperTwo(
    'toc-undecidable-1',
    'Theory of Computation and Compilers',
    'Which of the following problems is **undecidable**?',
    [
      'Whether a given context-free grammar is ambiguous',
      'Whether the language of a given context-free grammar is empty',
      'Whether a given string belongs to the language of a given context-free grammar',
      'Whether two given DFAs accept the same language',
    ],
    0,
    'No algorithm decides whether an arbitrary context-free grammar is ambiguous; the Post correspondence problem reduces to it. The other three are decidable: emptiness by marking the variables that derive some terminal string, membership by the CYK algorithm, and the equivalence of DFAs by minimising both (or by checking that their symmetric difference is empty).',
    h(
      'निम्नलिखित में से कौन-सी समस्या **undecidable** (अनिर्णेय) है?',
      [
        'दिया गया context-free grammar ambiguous है या नहीं',
        'दिए गए context-free grammar की भाषा खाली है या नहीं',
        'दी गई string दिए गए context-free grammar की भाषा में है या नहीं',
        'दो दिए गए DFA एक ही भाषा स्वीकार करते हैं या नहीं',
      ],
      'कोई भी algorithm यह तय नहीं कर सकता कि कोई मनमाना context-free grammar ambiguous है या नहीं; Post correspondence problem इसमें reduce होता है। बाकी तीनों decidable हैं: रिक्तता उन variables को चिह्नित करके जो कोई terminal string व्युत्पन्न करते हैं, सदस्यता CYK algorithm से, और DFAs की समतुल्यता दोनों को न्यूनतम करके (या यह जाँचकर कि उनका symmetric difference खाली है)।',
    ),
  ),
  paperTwo(
    'toc-non-regular-1',
    'Theory of Computation and Compilers',
    r`Which of the following languages over $\{a, b\}$ is **not** regular? ($n_a(w)$ and $n_b(w)$ are the numbers of a's and b's in $w$.)`,
    [r`$\{a^m b^n : m, n \ge 0\}$`, r`$\{w \in \{a, b\}^* : n_a(w) = n_b(w)\}$`, r`$\{a^n b^n : 0 \le n \le 100\}$`, r`$\{a^{2n} : n \ge 0\}$`],
    1,
    r`Recognising equal numbers of a's and b's needs an unbounded counter: by the pumping lemma, pumping the a's at the start of $a^p b^p$ upsets the balance, so that language is not regular. $\{a^m b^n\}$ is the regular expression $a^* b^*$, the language with $n \le 100$ is finite and so regular, and $\{a^{2n}\}$ is $(aa)^*$.`,
    h(
      r`$\{a, b\}$ पर निम्नलिखित में से कौन-सी भाषा regular **नहीं** है? ($n_a(w)$ और $n_b(w)$, $w$ में a और b की संख्याएँ हैं।)`,
      [r`$\{a^m b^n : m, n \ge 0\}$`, r`$\{w \in \{a, b\}^* : n_a(w) = n_b(w)\}$`, r`$\{a^n b^n : 0 \le n \le 100\}$`, r`$\{a^{2n} : n \ge 0\}$`],
      r`a और b की बराबर संख्याएँ पहचानने के लिए असीमित गणक चाहिए: pumping lemma से, $a^p b^p$ के आरंभ के a को pump करने पर संतुलन बिगड़ जाता है, इसलिए वह भाषा regular नहीं है। $\{a^m b^n\}$ regular expression $a^* b^*$ है, $n \le 100$ वाली भाषा सीमित (finite) है और इसलिए regular है, और $\{a^{2n}\}$, $(aa)^*$ है।`,
    ),
  ),
  paperTwo(
    'toc-first-follow-1',
    'Theory of Computation and Compilers',
    `For the grammar below, with start symbol S, what are FIRST(S) and FOLLOW(A)?

${F}text
S → A B d
A → a A | ε
B → b | ε
${F}`,
    ['{a, b, d} and {b, d}', '{a, b} and {b, d}', '{a, b, d} and {a, b, d}', '{a, d} and {b}'],
    0,
    'FIRST(S) starts with FIRST(A) = {a}; since A can vanish, the b of B is added, and since B can vanish too, so is d: FIRST(S) = {a, b, d}. In S → A B d, A is followed by B d, whose FIRST set is {b, d}; the production A → a A only adds FOLLOW(A) to itself, so FOLLOW(A) = {b, d}. Answering {a, b} for FIRST(S) overlooks that both A and B derive ε.',
    h(
      `नीचे दिए गए grammar के लिए, जिसका प्रारंभिक प्रतीक S है, FIRST(S) और FOLLOW(A) क्या हैं?

${F}text
S → A B d
A → a A | ε
B → b | ε
${F}`,
      ['{a, b, d} और {b, d}', '{a, b} और {b, d}', '{a, b, d} और {a, b, d}', '{a, d} और {b}'],
      'FIRST(S) की शुरुआत FIRST(A) = {a} से होती है; A रिक्त हो सकता है, इसलिए B का b जुड़ता है, और B भी रिक्त हो सकता है, इसलिए d भी: FIRST(S) = {a, b, d}। S → A B d में A के बाद B d आता है, जिसका FIRST समुच्चय {b, d} है; उत्पादन A → a A केवल FOLLOW(A) को उसी में जोड़ता है, इसलिए FOLLOW(A) = {b, d}। FIRST(S) के लिए {a, b} यह भूल जाता है कि A और B दोनों ε व्युत्पन्न करते हैं।',
    ),
  ),
  paperTwo(
    'toc-lr-parsers-1',
    'Theory of Computation and Compilers',
    `Consider the following statements about LR parsers:

**A.** For a given grammar, the LALR(1) parser has as many states as the SLR(1) parser (the LR(0) item sets).

**B.** Merging canonical LR(1) states that have the same core can introduce reduce–reduce conflicts, but never a shift–reduce conflict that was not there before.

**C.** Every SLR(1) grammar is LALR(1).

**D.** Every LALR(1) grammar is SLR(1).

${CHOOSE}`,
    ['A and C only', 'B and D only', 'A, B, C and D', 'A, B and C only'],
    3,
    'LALR(1) states are the LR(0) item sets with lookaheads attached, so the LALR and SLR parsers have the same number of states (A). Merged states keep the same items, and a shift–reduce conflict after merging would already be present in one of the LR(1) states that were merged, so merging can add only reduce–reduce conflicts (B). LALR lookaheads are subsets of the FOLLOW sets that SLR uses, so every SLR(1) grammar is LALR(1) (C); the converse fails, as some LALR(1) grammars have SLR conflicts (D is false).',
    h(
      `LR parsers के बारे में निम्नलिखित कथनों पर विचार कीजिए:

**A.** किसी दिए गए grammar के लिए LALR(1) parser में उतनी ही अवस्थाएँ होती हैं जितनी SLR(1) parser में (यानी LR(0) item sets)।

**B.** समान core वाली canonical LR(1) अवस्थाओं को मिलाने से reduce–reduce conflicts आ सकते हैं, पर कोई ऐसा shift–reduce conflict कभी नहीं आता जो पहले से न हो।

**C.** हर SLR(1) grammar, LALR(1) भी होता है।

**D.** हर LALR(1) grammar, SLR(1) भी होता है।

${CHOOSE_HINDI}`,
      ['केवल A और C', 'केवल B और D', 'A, B, C और D', 'केवल A, B और C'],
      'LALR(1) की अवस्थाएँ lookaheads जुड़े हुए LR(0) item sets ही हैं, इसलिए LALR और SLR parsers में अवस्थाओं की संख्या बराबर होती है (A)। मिलाई गई अवस्थाओं के items वही रहते हैं, और मिलाने के बाद का कोई shift–reduce conflict मिलाई गई LR(1) अवस्थाओं में से किसी एक में पहले से होता, इसलिए मिलाने से केवल reduce–reduce conflicts जुड़ सकते हैं (B)। LALR के lookaheads उन FOLLOW समुच्चयों के उपसमुच्चय हैं जिनका SLR उपयोग करता है, इसलिए हर SLR(1) grammar, LALR(1) है (C); उलटा सत्य नहीं, क्योंकि कुछ LALR(1) grammars में SLR conflicts होते हैं (D गलत है)।',
    ),
  ),
  paperTwo(
    'toc-strength-reduction-1',
    'Theory of Computation and Compilers',
    'In a loop in which `i` increases by 1 on every iteration, a compiler replaces `t = i * 4` by `t = t + 4` (with `t` initialised before the loop). This optimisation is called',
    ['constant folding', 'copy propagation', 'strength reduction', 'loop unrolling'],
    2,
    '**Strength reduction** replaces a costly operation by a cheaper one with the same effect, here a multiplication of an induction variable by one addition per iteration. Constant folding evaluates expressions whose operands are known at compile time, copy propagation replaces a variable by the one it was copied from, and loop unrolling repeats the body so that the loop runs fewer times; none of them turns a multiplication into an addition.',
    h(
      'एक लूप में, जहाँ `i` हर पुनरावृत्ति में 1 बढ़ता है, compiler `t = i * 4` को `t = t + 4` से बदल देता है (`t` को लूप से पहले आरंभिक मान दिया जाता है)। यह optimisation कहलाता है',
      ['constant folding', 'copy propagation', 'strength reduction', 'loop unrolling'],
      '**Strength reduction** किसी महँगे operation को उसी प्रभाव वाले सस्ते operation से बदलता है, यहाँ induction variable के गुणन को हर पुनरावृत्ति में एक योग से। Constant folding उन व्यंजकों का मान compile के समय निकालता है जिनके operands पहले से ज्ञात हों, copy propagation किसी variable को उस variable से बदलता है जिससे उसकी प्रतिलिपि बनी थी, और loop unrolling लूप की देह को दोहराकर पुनरावृत्तियाँ घटाता है; इनमें से कोई गुणन को योग में नहीं बदलता।',
    ),
  ),
  paperTwo(
    'toc-token-count-1',
    'Theory of Computation and Compilers',
    `How many tokens does a C lexical analyser produce for the following line?

${F}c
if (x >= 10) y = x++ + --z; /* done */
${F}`,
    ['12', '13', '14', '15'],
    2,
    'The lexer takes the longest match, so `>=`, `++` and `--` are single tokens, and the comment is discarded. The tokens are `if`, `(`, `x`, `>=`, `10`, `)`, `y`, `=`, `x`, `++`, `+`, `--`, `z` and `;`: **14** in all. Splitting `>=` into two tokens, or counting the comment as one, gives 15.',
    h(
      `C का lexical analyser निम्नलिखित पंक्ति के लिए कितने tokens बनाता है?

${F}c
if (x >= 10) y = x++ + --z; /* done */
${F}`,
      ['12', '13', '14', '15'],
      'Lexer सबसे लंबा मेल (longest match) लेता है, इसलिए `>=`, `++` और `--` एक-एक token हैं, और comment हटा दिया जाता है। Tokens हैं `if`, `(`, `x`, `>=`, `10`, `)`, `y`, `=`, `x`, `++`, `+`, `--`, `z` और `;`: कुल **14**। `>=` को दो tokens मानने पर, या comment को एक token गिनने पर, 15 आता है।',
    ),
  ),
  paperTwo(
    'toc-lba-1',
    'Theory of Computation and Compilers',
    assertionReason(r`The language $\{a^n b^n c^n : n \ge 0\}$ is not context-free.`, 'The language can be accepted by a linear bounded automaton.'),
    ASSERTION_REASON,
    1,
    r`A is true: for the pumping length $p$, pumping $a^p b^p c^p$ changes at most two of the three blocks, since the pumped part lies within $p$ consecutive symbols, so the counts fall out of balance. R is true as well: the language is context-sensitive, and a linear bounded automaton can check it by crossing off one a, one b and one c on each pass. But R does not explain A, because every context-free language is also accepted by a linear bounded automaton; being accepted by one is no evidence against being context-free.`,
    h(
      assertionReasonHindi(r`भाषा $\{a^n b^n c^n : n \ge 0\}$ context-free नहीं है।`, 'इस भाषा को एक linear bounded automaton स्वीकार कर सकता है।'),
      ASSERTION_REASON_HINDI,
      r`(A) सही है: pumping length $p$ के लिए $a^p b^p c^p$ को pump करने पर तीन खंडों में से अधिकतम दो ही बदलते हैं, क्योंकि pump किया गया भाग लगातार $p$ प्रतीकों के भीतर रहता है, इसलिए गिनतियाँ असंतुलित हो जाती हैं। (R) भी सही है: यह भाषा context-sensitive है, और linear bounded automaton हर चक्कर में एक a, एक b और एक c काटकर इसे जाँच सकता है। परंतु (R), (A) की व्याख्या नहीं करता, क्योंकि हर context-free भाषा को भी linear bounded automaton स्वीकार करता है; ऐसे automaton द्वारा स्वीकार होना context-free न होने का कोई प्रमाण नहीं है।`,
    ),
  ),
];

/** Units 6 to 10 of the Paper 2 mock, ten questions each, in the order of the syllabus. */
export const ugcNetPaperTwoUnitsSixToTen: DemoQuestion[] = [...softwareEngineering, ...algorithms, ...computation, ...networks, ...ai];
