import type { SeedArticle } from './types';

// More diet articles (category "diet", issue 16): vegetables, sugar cravings, protein, the home office, drinks,
// food for focus and the evening meal.
export const foodAndDrinkArticles: SeedArticle[] = [
  {
    slug: 'more-vegetables-every-day',
    category: 'diet',
    tags: ['vegetables', 'nutrition', 'lunch'],
    membersOnly: false,
    publishedAt: '2025-09-13',
    de: {
      title: 'Mehr Gemüse im Arbeitsalltag – ganz ohne Aufwand',
      excerpt:
        'Drei Portionen Gemüse am Tag klingen nach viel Schnippelei. Mit ein paar Kniffen klappt es nebenbei.',
      content: `<p>Gemüse liefert Ballaststoffe, Vitamine und Mineralstoffe und macht bei wenig Energie lange satt. Ernährungsfachleute empfehlen drei Portionen Gemüse und zwei Portionen Obst am Tag, wobei eine Portion etwa einer Handvoll entspricht. Im vollen Arbeitsalltag bleibt es oft bei einer Gurkenscheibe auf dem Brot. Das lässt sich ändern.</p>
<h2>Gemüse in jede Mahlzeit schmuggeln</h2>
<ul>
<li><strong>Frühstück:</strong> Tomate, Gurke oder Paprika zum Brot, ein paar Spinatblätter im Smoothie.</li>
<li><strong>Mittag:</strong> Eine Hälfte des Tellers gehört dem Gemüse. In der Kantine greifen Sie zur Salatbeilage oder zum Gemüsegericht.</li>
<li><strong>Snack:</strong> Möhren, Kohlrabi oder Kirschtomaten in einer Dose – sie halten sich bis zum Nachmittag.</li>
<li><strong>Abend:</strong> Eine Pfanne mit Gemüse der Saison ist in 15 Minuten fertig.</li>
</ul>
<h2>Tiefkühlgemüse ist kein Kompromiss</h2>
<p>Tiefgekühltes Gemüse wird kurz nach der Ernte verarbeitet und behält viele Nährstoffe. Es ist vorgeschnitten, lange haltbar und in Minuten zubereitet. Achten Sie nur darauf, Produkte ohne fertige Sahnesoßen zu wählen.</p>
<h2>Vorbereitung am Wochenende</h2>
<p>Waschen und schneiden Sie am Sonntag eine Portion Rohkost für die ersten Arbeitstage. Im Kühlschrank in einer gut verschlossenen Dose bleibt sie einige Tage knackig. Ein Blech Ofengemüse lässt sich an zwei Tagen als Beilage, Salat oder Füllung für ein Wrap nutzen.</p>
<h3>Unser Tipp</h3>
<p>Nehmen Sie sich nicht alles auf einmal vor. Starten Sie mit einer zusätzlichen Portion am Tag, zum Beispiel der Rohkostdose am Nachmittag. Wenn Sie mögen, legen Sie dafür eine Gewohnheit im Habit-Tracker an – so sehen Sie, wie oft es schon geklappt hat.</p>
<p>Abwechslung lohnt sich: Verschiedene Gemüsesorten liefern unterschiedliche Nährstoffe. Probieren Sie jede Woche eine Sorte aus, die Sie sonst selten kaufen, und orientieren Sie sich am Angebot der Saison. Saisonales Gemüse schmeckt meist besser und ist oft günstiger.</p>`,
    },
    en: {
      title: 'More vegetables in your working day – without the effort',
      excerpt: 'Three portions of vegetables a day sounds like a lot of chopping. A few tricks make it easy.',
      content: `<p>Vegetables provide fibre, vitamins and minerals and keep you full for a long time with little energy. Nutrition experts recommend three portions of vegetables and two portions of fruit a day, with one portion being roughly a handful. On busy working days, it often ends with one slice of cucumber on a sandwich. That can change.</p>
<h2>Sneak vegetables into every meal</h2>
<ul>
<li><strong>Breakfast:</strong> tomato, cucumber or pepper with your bread, a few spinach leaves in a smoothie.</li>
<li><strong>Lunch:</strong> half the plate belongs to vegetables. In the canteen, go for the side salad or the vegetable dish.</li>
<li><strong>Snack:</strong> carrots, kohlrabi or cherry tomatoes in a box – they keep until the afternoon.</li>
<li><strong>Evening:</strong> a pan of seasonal vegetables is ready in 15 minutes.</li>
</ul>
<h2>Frozen vegetables are no compromise</h2>
<p>Frozen vegetables are processed shortly after harvest and keep many of their nutrients. They are pre-cut, last a long time and are ready in minutes. Just choose products without ready-made cream sauces.</p>
<h2>Prepare at the weekend</h2>
<p>On Sunday, wash and cut a portion of raw vegetables for the first working days. In a well-sealed box in the fridge they stay crunchy for a few days. A tray of roasted vegetables can serve as a side, a salad or a wrap filling on two days.</p>
<h3>Our tip</h3>
<p>Do not try to change everything at once. Start with one extra portion a day, for example the box of raw vegetables in the afternoon. If you like, create a habit for it in the habit tracker – then you can see how often it has already worked.</p>
<p>Variety pays off: different vegetables provide different nutrients. Try one variety each week that you rarely buy and follow what is in season. Seasonal vegetables usually taste better and are often cheaper.</p>`,
    },
  },
  {
    slug: 'afternoon-sugar-cravings',
    category: 'diet',
    tags: ['sugar', 'snacks', 'energy'],
    membersOnly: false,
    publishedAt: '2025-10-11',
    de: {
      title: 'Heißhunger auf Süßes am Nachmittag: Woher er kommt und was hilft',
      excerpt:
        'Die Keksdose in der Teeküche ruft besonders laut gegen 15 Uhr. Mit etwas Planung bleibt der Heißhunger die Ausnahme.',
      content: `<p>Am Nachmittag greifen viele Menschen zu Schokolade, Keksen oder Kuchen. Das ist verständlich: Der Körper sucht nach schneller Energie, und Süßes liefert sie. Leider hält die Wirkung nicht lange an. Nach dem raschen Anstieg fällt der Blutzucker oft wieder ab – und mit ihm Konzentration und Laune.</p>
<h2>Die häufigsten Auslöser</h2>
<ul>
<li><strong>Zu wenig gegessen:</strong> Wer das Mittagessen ausfallen lässt oder sehr wenig isst, hat später umso mehr Hunger.</li>
<li><strong>Ein einseitiges Mittagessen:</strong> Viel Weißmehl und wenig Eiweiß oder Ballaststoffe machen nur kurz satt.</li>
<li><strong>Müdigkeit:</strong> Ein Schlafdefizit verstärkt nachweislich den Appetit auf Süßes.</li>
<li><strong>Stress und Langeweile:</strong> Süßes wird oft zur Belohnung oder Ablenkung.</li>
</ul>
<h2>Was Sie tun können</h2>
<ol>
<li><strong>Ausgewogen zu Mittag essen:</strong> Gemüse, eine Eiweißquelle und Vollkornprodukte halten länger satt.</li>
<li><strong>Eine Zwischenmahlzeit einplanen:</strong> Ein Apfel mit einer Handvoll Nüsse, ein Naturjoghurt mit Beeren oder ein Vollkornbrot mit Frischkäse.</li>
<li><strong>Erst trinken:</strong> Durst wird leicht mit Hunger verwechselt. Ein Glas Wasser und fünf Minuten Abstand klären die Lage.</li>
<li><strong>Bewegen:</strong> Eine kurze Übung oder ein Gang um den Block bringt ebenfalls neue Energie.</li>
</ol>
<h2>Genießen ist erlaubt</h2>
<p>Es geht nicht um Verbote. Wenn Sie ein Stück Kuchen mit den Kolleginnen und Kollegen genießen möchten, tun Sie es bewusst – am besten im Sitzen und nicht nebenbei am Bildschirm. Wer sich Süßes ganz verbietet, entwickelt oft erst recht Heißhunger.</p>
<h3>Unser Tipp</h3>
<p>Beobachten Sie eine Woche lang, wann der Heißhunger kommt und was vorher passiert ist. Oft zeigt sich ein Muster, etwa ein ausgefallenes Mittagessen oder eine besonders anstrengende Besprechung. Wer den Auslöser kennt, kann gezielt vorsorgen, zum Beispiel mit einer geplanten Zwischenmahlzeit oder einer kurzen Bewegungspause genau zu dieser Zeit.</p>`,
    },
    en: {
      title: 'Afternoon sugar cravings: where they come from and what helps',
      excerpt:
        'The biscuit tin in the office kitchen calls loudest around 3 pm. With a little planning, cravings stay the exception.',
      content: `<p>In the afternoon, many people reach for chocolate, biscuits or cake. That is understandable: your body is looking for quick energy, and sweets deliver it. Unfortunately, the effect does not last long. After the quick rise, blood sugar often drops again – and with it your concentration and mood.</p>
<h2>The most common triggers</h2>
<ul>
<li><strong>Eating too little:</strong> if you skip lunch or eat very little, you will be all the hungrier later.</li>
<li><strong>A one-sided lunch:</strong> lots of white flour and little protein or fibre only fills you up briefly.</li>
<li><strong>Tiredness:</strong> lack of sleep is known to increase the appetite for sweet things.</li>
<li><strong>Stress and boredom:</strong> sweets often become a reward or a distraction.</li>
</ul>
<h2>What you can do</h2>
<ol>
<li><strong>Eat a balanced lunch:</strong> vegetables, a source of protein and wholegrains keep you full for longer.</li>
<li><strong>Plan a snack:</strong> an apple with a handful of nuts, plain yoghurt with berries or wholegrain bread with cream cheese.</li>
<li><strong>Drink first:</strong> thirst is easily mistaken for hunger. A glass of water and five minutes' pause clear things up.</li>
<li><strong>Move:</strong> a short exercise or a walk around the block also brings new energy.</li>
</ol>
<h2>Enjoyment is allowed</h2>
<p>This is not about banning anything. If you want to enjoy a piece of cake with your colleagues, do it consciously – ideally sitting down and not on the side at your screen. People who forbid themselves sweets entirely often end up craving them even more.</p>
<h3>Our tip</h3>
<p>For one week, watch when the cravings come and what happened just before. A pattern often appears, such as a skipped lunch or a particularly draining meeting. Once you know the trigger, you can plan ahead, for example with a planned snack or a short movement break at exactly that time.</p>`,
    },
  },
  {
    slug: 'protein-on-working-days',
    category: 'diet',
    tags: ['nutrition', 'lunch', 'recipes'],
    membersOnly: false,
    publishedAt: '2025-11-08',
    de: {
      title: 'Eiweiß im Arbeitsalltag: satt, stark und konzentriert',
      excerpt:
        'Eiweiß hält lange satt und unterstützt Ihre Muskeln. So verteilen Sie es sinnvoll über den Tag – auch ohne viel Fleisch.',
      content: `<p>Eiweiß, auch Protein genannt, ist ein Baustein für Muskeln, Haut, Haare und viele Stoffe im Körper. Für den Alltag wichtig: Mahlzeiten mit ausreichend Eiweiß sättigen länger als reine Kohlenhydratmahlzeiten. Wer regelmäßig trainiert, unterstützt mit Eiweiß außerdem den Muskelaufbau.</p>
<h2>Wie viel brauchen Sie?</h2>
<p>Für gesunde Erwachsene gilt als Richtwert etwa 0,8 Gramm Eiweiß pro Kilogramm Körpergewicht am Tag. Die meisten Menschen erreichen das mit einer abwechslungsreichen Ernährung ohne Pulver oder Riegel. Sinnvoll ist es, das Eiweiß auf mehrere Mahlzeiten zu verteilen, statt alles am Abend zu essen.</p>
<h2>Gute Quellen für den Büroalltag</h2>
<ul>
<li><strong>Milchprodukte:</strong> Naturjoghurt, Quark, Hüttenkäse, Käse.</li>
<li><strong>Hülsenfrüchte:</strong> Linsen, Kichererbsen, Bohnen – auch als Hummus oder im Salat.</li>
<li><strong>Eier:</strong> hartgekocht ein idealer Snack zum Mitnehmen.</li>
<li><strong>Fisch und Geflügel:</strong> zum Beispiel als Reste vom Vorabend im Salat.</li>
<li><strong>Nüsse, Samen und Tofu:</strong> liefern Eiweiß und gesunde Fette.</li>
</ul>
<h2>Drei schnelle Ideen</h2>
<ol>
<li><strong>Frühstück:</strong> Haferflocken mit Quark, Beeren und einem Löffel Leinsamen.</li>
<li><strong>Mittag:</strong> Linsensalat mit Paprika, Petersilie, Zitrone und Feta – lässt sich am Vorabend vorbereiten.</li>
<li><strong>Snack:</strong> Gemüsesticks mit Hummus.</li>
</ol>
<h3>Gut kombiniert</h3>
<p>Pflanzliche Eiweißquellen ergänzen sich gegenseitig, etwa Hülsenfrüchte mit Getreide wie bei Linsen mit Reis oder Hummus mit Vollkornbrot. So versorgen Sie sich auch mit wenig oder ganz ohne Fleisch gut. Bei Erkrankungen der Nieren sprechen Sie Ihre Eiweißmenge bitte ärztlich ab.</p>
<h2>Eiweiß und Bewegung</h2>
<p>Wer seine Muskeln mit den Kräftigungsübungen aus dem Trainingsplan fordert, profitiert davon, über den Tag verteilt genug Eiweiß zu essen. Eine besondere Zeitplanung rund um die Übungen ist im Büroalltag nicht nötig. Wichtiger ist, dass jede Hauptmahlzeit eine Eiweißquelle enthält.</p>`,
    },
    en: {
      title: 'Protein on working days: full, strong and focused',
      excerpt:
        'Protein keeps you full for a long time and supports your muscles. Here is how to spread it sensibly over the day – even without much meat.',
      content: `<p>Protein is a building block for muscles, skin, hair and many substances in the body. What matters for everyday life: meals with enough protein keep you full longer than meals made of carbohydrates alone. If you exercise regularly, protein also supports building muscle.</p>
<h2>How much do you need?</h2>
<p>For healthy adults, a guideline is about 0.8 grams of protein per kilogram of body weight per day. Most people reach this with a varied diet, without powders or bars. It makes sense to spread protein over several meals rather than eating it all in the evening.</p>
<h2>Good sources for office days</h2>
<ul>
<li><strong>Dairy:</strong> plain yoghurt, quark, cottage cheese, cheese.</li>
<li><strong>Pulses:</strong> lentils, chickpeas, beans – also as hummus or in a salad.</li>
<li><strong>Eggs:</strong> hard-boiled, an ideal snack to take along.</li>
<li><strong>Fish and poultry:</strong> for example leftovers from last night in a salad.</li>
<li><strong>Nuts, seeds and tofu:</strong> provide protein and healthy fats.</li>
</ul>
<h2>Three quick ideas</h2>
<ol>
<li><strong>Breakfast:</strong> oats with quark, berries and a spoonful of linseed.</li>
<li><strong>Lunch:</strong> lentil salad with pepper, parsley, lemon and feta – can be prepared the evening before.</li>
<li><strong>Snack:</strong> vegetable sticks with hummus.</li>
</ol>
<h3>Well combined</h3>
<p>Plant protein sources complement each other, such as pulses with grains in lentils with rice or hummus with wholegrain bread. That way you are well supplied with little or no meat. If you have kidney disease, please discuss your protein intake with your doctor.</p>
<h2>Protein and exercise</h2>
<p>If you challenge your muscles with the strengthening exercises in your training plan, you benefit from eating enough protein spread across the day. Special timing around the exercises is not necessary for office life. What matters more is that every main meal contains a source of protein.</p>`,
    },
  },
  {
    slug: 'eating-well-in-the-home-office',
    category: 'diet',
    tags: ['home-office', 'nutrition', 'routine'],
    membersOnly: false,
    publishedAt: '2025-12-13',
    de: {
      title: 'Gesund essen im Homeoffice: Struktur statt Dauersnacken',
      excerpt:
        'Der Kühlschrank ist im Homeoffice nur ein paar Schritte entfernt. Mit festen Essenszeiten und etwas Planung bleibt die Ernährung im Gleichgewicht.',
      content: `<p>Im Homeoffice fallen viele Strukturen weg, die im Büro ganz selbstverständlich sind: die gemeinsame Mittagspause, der Gang zur Kantine, die Kaffeerunde. Stattdessen ist die Küche immer in Reichweite. Manche Menschen snacken deshalb den ganzen Tag, andere vergessen das Essen über der Arbeit völlig.</p>
<h2>Feste Zeiten einplanen</h2>
<p>Tragen Sie Ihre Mittagspause wie einen Termin in den Kalender ein. Essen Sie nicht am Schreibtisch, sondern am Küchen- oder Esstisch. Der Ortswechsel hilft, wirklich Pause zu machen – und Sie nehmen bewusster wahr, was und wie viel Sie essen.</p>
<h2>Die Küche als Vorteil nutzen</h2>
<ul>
<li><strong>Einfach kochen:</strong> Eine Gemüsepfanne, ein Omelett oder Vollkornnudeln mit Tomatensoße und Gemüse sind in 15 Minuten fertig.</li>
<li><strong>Doppelt kochen:</strong> Bereiten Sie am Abend die doppelte Menge zu. Dann ist das Mittagessen für den nächsten Tag schon fertig.</li>
<li><strong>Vorräte klug wählen:</strong> Was im Haus ist, wird gegessen. Halten Sie Obst, Nüsse und Joghurt griffbereit, Süßigkeiten eher nicht.</li>
</ul>
<h2>Snacks bewusst einplanen</h2>
<p>Zwischenmahlzeiten sind in Ordnung, wenn sie geplant sind. Legen Sie sich am Morgen eine Portion zurecht, zum Beispiel einen Apfel und eine Handvoll Nüsse. Wenn Sie merken, dass Sie aus Langeweile oder Anspannung in die Küche gehen, machen Sie stattdessen eine kurze Übung oder eine Atempause.</p>
<h2>Trinken nicht vergessen</h2>
<p>Stellen Sie sich eine Karaffe Wasser an den Arbeitsplatz. Was sichtbar ist, wird auch getrunken.</p>
<h3>Unser Tipp</h3>
<p>Verbinden Sie die Mittagspause mit einem kurzen Spaziergang. Tageslicht und Bewegung machen den Nachmittag im Homeoffice deutlich angenehmer.</p>
<p>Und wenn Sie mit anderen zusammenleben: Verabreden Sie sich, wenn möglich, zum gemeinsamen Mittagessen. Ein Gespräch am Tisch ersetzt ein wenig die Kantine und sorgt für eine echte Pause vom Bildschirm.</p>`,
    },
    en: {
      title: 'Eating well in the home office: structure instead of constant snacking',
      excerpt:
        'At home, the fridge is only a few steps away. Fixed meal times and a little planning keep your diet balanced.',
      content: `<p>In the home office, many structures that come naturally at the office fall away: the shared lunch break, the walk to the canteen, the coffee round. Instead, the kitchen is always within reach. Some people therefore snack all day, while others forget to eat altogether while working.</p>
<h2>Plan fixed times</h2>
<p>Put your lunch break in your calendar like an appointment. Do not eat at your desk but at the kitchen or dining table. The change of place helps you really take a break – and you notice more consciously what and how much you eat.</p>
<h2>Use the kitchen to your advantage</h2>
<ul>
<li><strong>Cook simply:</strong> a vegetable stir-fry, an omelette or wholegrain pasta with tomato sauce and vegetables are ready in 15 minutes.</li>
<li><strong>Cook double:</strong> make twice the amount in the evening. Then tomorrow's lunch is already done.</li>
<li><strong>Choose supplies wisely:</strong> what is in the house gets eaten. Keep fruit, nuts and yoghurt handy, sweets less so.</li>
</ul>
<h2>Plan snacks deliberately</h2>
<p>Snacks are fine when they are planned. Set out a portion in the morning, for example an apple and a handful of nuts. If you notice that you go to the kitchen out of boredom or tension, do a short exercise or a breathing break instead.</p>
<h2>Do not forget to drink</h2>
<p>Put a carafe of water on your desk. What you can see, you drink.</p>
<h3>Our tip</h3>
<p>Combine your lunch break with a short walk. Daylight and movement make the afternoon in the home office much more pleasant.</p>
<p>And if you live with others: arrange to have lunch together when you can. A conversation at the table makes up a little for the canteen and gives you a real break from the screen.</p>`,
    },
  },
  {
    slug: 'water-tea-and-juice',
    category: 'diet',
    tags: ['hydration', 'sugar', 'habits'],
    membersOnly: false,
    publishedAt: '2026-01-31',
    de: {
      title: 'Wasser, Tee oder Saft? Die richtigen Getränke für den Arbeitstag',
      excerpt:
        'Was Sie trinken, zählt genauso wie wie viel. Ein Überblick über gute Durstlöscher und versteckten Zucker.',
      content: `<p>Rund anderthalb Liter Flüssigkeit am Tag empfehlen Ernährungsfachleute für Erwachsene, bei Hitze oder viel Bewegung mehr. Doch nicht jedes Getränk ist ein guter Durstlöscher. Manche liefern so viel Zucker wie eine Zwischenmahlzeit, ohne satt zu machen.</p>
<h2>Die beste Wahl</h2>
<ul>
<li><strong>Wasser:</strong> Leitungswasser ist in Deutschland von sehr guter Qualität, kostet fast nichts und ist immer verfügbar.</li>
<li><strong>Ungesüßter Tee:</strong> Kräuter- und Früchtetees bringen Abwechslung, warm wie kalt.</li>
<li><strong>Wasser mit Geschmack:</strong> Zitronenscheiben, Gurke, Minze oder ein paar Beeren machen Wasser interessanter.</li>
</ul>
<h2>In Maßen</h2>
<p><strong>Kaffee und schwarzer Tee</strong> zählen zur Trinkmenge, enthalten aber Koffein. Drei bis vier Tassen Kaffee am Tag gelten für gesunde Erwachsene als unbedenklich; am Nachmittag kann Koffein allerdings den Schlaf stören. <strong>Saftschorlen</strong> im Verhältnis ein Teil Saft zu drei Teilen Wasser sind eine gute Alternative zu purem Saft.</p>
<h2>Eher selten</h2>
<p>Limonaden, Eistee, Energydrinks und purer Fruchtsaft enthalten viel Zucker. Ein halber Liter Limonade kann mehr als 15 Stück Würfelzucker entsprechen. Auch sogenannte Wellness- oder Vitamingetränke sind oft gesüßt – ein Blick auf die Zutatenliste lohnt sich.</p>
<h2>So trinken Sie genug</h2>
<ol>
<li>Starten Sie den Tag mit einem Glas Wasser.</li>
<li>Stellen Sie eine Flasche oder Karaffe sichtbar an Ihren Arbeitsplatz.</li>
<li>Trinken Sie zu jeder Mahlzeit ein Glas.</li>
<li>Verknüpfen Sie Trinken mit Übungen: nach jeder Übung aus Ihrem Trainingsplan ein paar Schlucke.</li>
</ol>
<p>Ein einfacher Anhaltspunkt ist die Farbe des Urins: Hellgelb zeigt, dass Sie gut versorgt sind.</p>
<p>Wenn Sie bisher viele gesüßte Getränke trinken, müssen Sie nicht sofort ganz verzichten. Ersetzen Sie zunächst ein Getränk am Tag durch Wasser oder Tee. Der Geschmack gewöhnt sich schneller um, als viele denken.</p>`,
    },
    en: {
      title: 'Water, tea or juice? The right drinks for your working day',
      excerpt:
        'What you drink matters as much as how much. An overview of good thirst quenchers and hidden sugar.',
      content: `<p>Nutrition experts recommend around one and a half litres of fluid a day for adults, more in hot weather or with lots of exercise. But not every drink is a good thirst quencher. Some provide as much sugar as a snack without filling you up.</p>
<h2>The best choice</h2>
<ul>
<li><strong>Water:</strong> tap water is of very good quality in Germany, costs almost nothing and is always available.</li>
<li><strong>Unsweetened tea:</strong> herbal and fruit teas add variety, hot or cold.</li>
<li><strong>Flavoured water:</strong> slices of lemon, cucumber, mint or a few berries make water more interesting.</li>
</ul>
<h2>In moderation</h2>
<p><strong>Coffee and black tea</strong> count towards your fluid intake but contain caffeine. Three to four cups of coffee a day are considered safe for healthy adults; in the afternoon, however, caffeine can disturb your sleep. <strong>Juice spritzers</strong> of one part juice to three parts water are a good alternative to pure juice.</p>
<h2>Only now and then</h2>
<p>Soft drinks, iced tea, energy drinks and pure fruit juice contain a lot of sugar. Half a litre of lemonade can equal more than 15 sugar cubes. So-called wellness or vitamin drinks are often sweetened too – it is worth checking the ingredients.</p>
<h2>How to drink enough</h2>
<ol>
<li>Start the day with a glass of water.</li>
<li>Put a bottle or carafe where you can see it at your desk.</li>
<li>Drink a glass with every meal.</li>
<li>Link drinking to exercises: a few sips after each exercise from your training plan.</li>
</ol>
<p>A simple guide is the colour of your urine: pale yellow shows that you are drinking enough.</p>
<p>If you currently drink a lot of sweetened drinks, you do not have to give them up at once. Start by replacing one drink a day with water or tea. Your taste adjusts faster than many people expect.</p>`,
    },
  },
  {
    slug: 'food-for-focus',
    category: 'diet',
    tags: ['concentration', 'nutrition', 'breakfast'],
    membersOnly: false,
    publishedAt: '2026-04-25',
    de: {
      title: 'Essen für den klaren Kopf: Ernährung und Konzentration',
      excerpt:
        'Das Gehirn verbraucht viel Energie. Was und wann Sie essen, beeinflusst, wie konzentriert Sie arbeiten.',
      content: `<p>Das Gehirn macht nur etwa zwei Prozent des Körpergewichts aus, verbraucht aber rund ein Fünftel der Energie. Es braucht eine gleichmäßige Versorgung. Große Schwankungen des Blutzuckers, ein leerer Magen oder eine schwere Mahlzeit können die Konzentration spürbar beeinträchtigen.</p>
<h2>Ein guter Start in den Tag</h2>
<p>Ein ausgewogenes Frühstück hilft vielen Menschen, konzentriert in den Vormittag zu starten. Gut geeignet sind Vollkornprodukte, Haferflocken, Joghurt oder Quark, Obst und Nüsse. Wer morgens keinen Hunger hat, muss nicht zwingen – dann ist ein kleiner Snack am Vormittag eine gute Lösung.</p>
<h2>Gleichmäßige Energie über den Tag</h2>
<ul>
<li><strong>Komplexe Kohlenhydrate:</strong> Vollkornbrot, Haferflocken, Hülsenfrüchte und Kartoffeln geben ihre Energie langsam ab.</li>
<li><strong>Eiweiß zu jeder Mahlzeit:</strong> Es verlangsamt den Blutzuckeranstieg und hält satt.</li>
<li><strong>Gesunde Fette:</strong> Nüsse, Samen, Rapsöl und fetter Fisch liefern wichtige Fettsäuren für das Gehirn.</li>
<li><strong>Genug trinken:</strong> Schon leichter Flüssigkeitsmangel kann Konzentration und Stimmung beeinträchtigen.</li>
</ul>
<h2>Was eher bremst</h2>
<p>Sehr zuckerreiche Snacks sorgen für einen schnellen Energieschub, dem oft ein Tief folgt. Sehr große, fettreiche Mahlzeiten belasten die Verdauung und machen müde. Und auch zu viel Koffein kann nervös und fahrig machen statt konzentriert.</p>
<h2>Essen und Pausen gehören zusammen</h2>
<p>Essen Sie nicht nebenbei am Bildschirm. Eine echte Pause mit Essen gibt dem Kopf Gelegenheit, sich zu erholen. Danach arbeiten Sie meist konzentrierter als mit durchgearbeiteter Mittagspause.</p>
<h3>Unser Tipp</h3>
<p>Halten Sie eine kleine Notration am Arbeitsplatz bereit: eine Dose Nüsse, ein Stück Obst, Vollkorncracker. So greifen Sie in einem Tief nicht zur erstbesten Süßigkeit.</p>
<p>Planen Sie außerdem Ihre wichtigsten Aufgaben nicht direkt nach einer großen Mahlzeit. Die Stunde nach dem Mittagessen eignet sich besser für Routinearbeit oder eine kurze Bewegungspause.</p>`,
    },
    en: {
      title: 'Food for a clear head: nutrition and concentration',
      excerpt: 'Your brain uses a lot of energy. What and when you eat affects how well you concentrate.',
      content: `<p>The brain makes up only about two per cent of body weight but uses roughly a fifth of its energy. It needs a steady supply. Big swings in blood sugar, an empty stomach or a heavy meal can noticeably affect your concentration.</p>
<h2>A good start to the day</h2>
<p>A balanced breakfast helps many people start the morning focused. Wholegrain products, oats, yoghurt or quark, fruit and nuts work well. If you are not hungry in the morning, do not force it – a small snack mid-morning is a good solution then.</p>
<h2>Steady energy through the day</h2>
<ul>
<li><strong>Complex carbohydrates:</strong> wholegrain bread, oats, pulses and potatoes release their energy slowly.</li>
<li><strong>Protein with every meal:</strong> it slows the rise in blood sugar and keeps you full.</li>
<li><strong>Healthy fats:</strong> nuts, seeds, rapeseed oil and oily fish provide important fatty acids for the brain.</li>
<li><strong>Drink enough:</strong> even mild dehydration can affect concentration and mood.</li>
</ul>
<h2>What tends to slow you down</h2>
<p>Very sugary snacks give a quick energy boost that is often followed by a slump. Very large, fatty meals burden your digestion and make you tired. And too much caffeine can make you jittery and scattered rather than focused.</p>
<h2>Food and breaks belong together</h2>
<p>Do not eat on the side at your screen. A real break with food gives your mind a chance to recover. Afterwards, you usually work with more focus than after a lunch break spent working.</p>
<h3>Our tip</h3>
<p>Keep a small emergency supply at your desk: a box of nuts, a piece of fruit, wholegrain crackers. Then you will not grab the first sweet you see during a slump.</p>
<p>Also avoid scheduling your most important tasks right after a big meal. The hour after lunch is better suited to routine work or a short movement break.</p>`,
    },
  },
  {
    slug: 'dinner-and-sleep',
    category: 'diet',
    tags: ['sleep', 'nutrition', 'recipes'],
    membersOnly: false,
    publishedAt: '2026-06-06',
    de: {
      title: 'Abendessen und Schlaf: Was Sie abends essen sollten',
      excerpt:
        'Ein spätes, schweres Abendessen kann die Nachtruhe stören. Mit leichten Gerichten und dem richtigen Zeitpunkt schlafen Sie besser.',
      content: `<p>Nach einem langen Arbeitstag ist das Abendessen für viele die wichtigste Mahlzeit – endlich Zeit zum Genießen. Was und wann Sie abends essen, beeinflusst allerdings auch Ihren Schlaf. Ein voller Magen arbeitet in der Nacht weiter, und das kann Sie um erholsame Stunden bringen.</p>
<h2>Der richtige Zeitpunkt</h2>
<p>Viele Menschen schlafen besser, wenn zwischen der letzten größeren Mahlzeit und dem Zubettgehen zwei bis drei Stunden liegen. Wer spät nach Hause kommt, kann eine leichtere Hauptmahlzeit am Abend mit einem etwas größeren Mittagessen ausgleichen.</p>
<h2>Was abends gut bekommt</h2>
<ul>
<li><strong>Gemüse in allen Varianten:</strong> gedünstet, aus dem Ofen oder als Suppe.</li>
<li><strong>Leichte Eiweißquellen:</strong> Fisch, Eier, Hülsenfrüchte, Tofu oder Hüttenkäse.</li>
<li><strong>Vollkornbeilagen in Maßen:</strong> Sie sättigen angenehm, ohne zu beschweren.</li>
</ul>
<h2>Was den Schlaf stören kann</h2>
<ul>
<li>Sehr fettreiche, scharfe oder üppige Gerichte.</li>
<li>Koffeinhaltige Getränke, auch Cola und schwarzer oder grüner Tee.</li>
<li>Alkohol: Er macht zwar müde, stört aber die Schlafphasen in der zweiten Nachthälfte.</li>
<li>Große Mengen Flüssigkeit kurz vor dem Schlafen, die Sie nachts aufstehen lassen.</li>
</ul>
<h2>Eine schnelle Idee für den Feierabend</h2>
<p>Ofengemüse mit Kichererbsen: Schneiden Sie Paprika, Zucchini, rote Zwiebeln und Süßkartoffel in Stücke, mischen Sie sie mit abgetropften Kichererbsen, etwas Rapsöl, Salz, Pfeffer und Paprikapulver. 25 Minuten bei 200 Grad backen, mit einem Klecks Joghurt servieren. Den Rest nehmen Sie am nächsten Tag mit ins Büro.</p>
<h3>Unser Tipp</h3>
<p>Ein kurzer Spaziergang nach dem Abendessen unterstützt die Verdauung und hilft beim Abschalten. Wenn Sie dabei Schritte sammeln, umso besser.</p>
<p>Ganz hungrig ins Bett zu gehen, ist allerdings auch nicht ideal. Ein knurrender Magen kann ebenfalls wach halten. Ein kleiner Snack wie ein Joghurt oder eine Banane ist dann die bessere Wahl.</p>`,
    },
    en: {
      title: 'Dinner and sleep: what to eat in the evening',
      excerpt:
        'A late, heavy dinner can disturb your night. Light dishes and the right timing help you sleep better.',
      content: `<p>After a long working day, dinner is the most important meal for many people – finally time to enjoy. But what and when you eat in the evening also affects your sleep. A full stomach keeps working at night, and that can cost you restful hours.</p>
<h2>The right timing</h2>
<p>Many people sleep better with two to three hours between the last larger meal and going to bed. If you get home late, you can balance a lighter evening meal with a slightly bigger lunch.</p>
<h2>What agrees with you in the evening</h2>
<ul>
<li><strong>Vegetables in every form:</strong> steamed, roasted or as soup.</li>
<li><strong>Light protein sources:</strong> fish, eggs, pulses, tofu or cottage cheese.</li>
<li><strong>Wholegrain sides in moderation:</strong> they fill you up pleasantly without weighing you down.</li>
</ul>
<h2>What can disturb sleep</h2>
<ul>
<li>Very fatty, spicy or rich dishes.</li>
<li>Caffeinated drinks, including cola and black or green tea.</li>
<li>Alcohol: it makes you tired but disturbs the sleep phases in the second half of the night.</li>
<li>Large amounts of fluid shortly before sleep that get you up at night.</li>
</ul>
<h2>A quick idea for the evening</h2>
<p>Roasted vegetables with chickpeas: cut pepper, courgette, red onion and sweet potato into pieces and mix them with drained chickpeas, a little rapeseed oil, salt, pepper and paprika. Bake for 25 minutes at 200 degrees and serve with a spoonful of yoghurt. Take the rest to the office the next day.</p>
<h3>Our tip</h3>
<p>A short walk after dinner aids digestion and helps you switch off. If it adds to your steps, all the better.</p>
<p>Going to bed very hungry is not ideal either, though. A rumbling stomach can keep you awake too. A small snack such as a yoghurt or a banana is the better choice then.</p>`,
    },
  },
];
