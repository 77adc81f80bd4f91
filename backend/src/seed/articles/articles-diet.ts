import type { SeedArticle } from './types';

// Diet articles (category "diet"): everyday nutrition for office days, some with a small recipe or list.
export const dietArticles: SeedArticle[] = [
  {
    slug: 'breakfast-for-busy-mornings',
    category: 'diet',
    tags: ['breakfast', 'nutrition', 'recipes'],
    membersOnly: false,
    publishedAt: '2026-03-07',
    de: {
      title: 'Frühstück für eilige Morgen: schnelle Ideen mit Energie',
      excerpt:
        'Kein Frühstück, nur Kaffee oder das süße Teilchen im Gehen? Mit etwas Vorbereitung wird Ihr Frühstück auch an vollen Tagen ausgewogen.',
      content: `<p>Morgens ist die Zeit oft knapp: Der Wecker klingelt zu spät, die Bahn wartet nicht, das erste Meeting beginnt früh. Das Frühstück fällt dann schnell aus oder besteht aus einem Kaffee im Stehen. Ob Sie morgens überhaupt frühstücken, ist eine persönliche Entscheidung – nicht jeder hat direkt nach dem Aufstehen Hunger, und das ist in Ordnung. Wenn Sie aber frühstücken, lohnt es sich, auf eine gute Zusammensetzung zu achten.</p>
<h2>Was ein gutes Frühstück ausmacht</h2>
<p>Ein ausgewogenes Frühstück enthält idealerweise drei Bausteine:</p>
<ul>
<li><strong>Ballaststoffreiche Kohlenhydrate</strong> aus Vollkornbrot, Haferflocken oder anderen Vollkornprodukten. Sie sättigen länger als Produkte aus Weißmehl.</li>
<li><strong>Eiweiß</strong>, zum Beispiel aus Joghurt, Quark, Käse, Eiern oder Hülsenfrüchten. Eiweiß trägt zu einem anhaltenden Sättigungsgefühl bei.</li>
<li><strong>Obst oder Gemüse</strong> für Vitamine, Mineralstoffe und zusätzliche Ballaststoffe.</li>
</ul>
<p>Eine kleine Handvoll Nüsse oder Saaten rundet das Ganze ab. Zuckerreiche Frühstücksflocken, süßes Gebäck oder Säfte machen dagegen oft nur kurz satt.</p>
<h2>Fünf schnelle Ideen</h2>
<ol>
<li><strong>Über-Nacht-Haferflocken:</strong> am Abend vorbereitet, morgens fertig – das Rezept finden Sie unten.</li>
<li><strong>Vollkornbrot mit Quark und Gemüse:</strong> Kräuterquark, Gurken- und Tomatenscheiben, etwas Pfeffer – in fünf Minuten gemacht.</li>
<li><strong>Joghurtschale:</strong> Naturjoghurt mit Beeren, einem Löffel Haferflocken und ein paar Walnüssen.</li>
<li><strong>Eier auf Vorrat:</strong> Kochen Sie am Wochenende einige Eier hart. Mit einem Vollkornbrötchen und einer Paprika ist das Frühstück schnell eingepackt.</li>
<li><strong>Herzhaftes Brot mit Hummus:</strong> Vollkornbrot mit Hummus, Radieschen und Kresse – ideal, wenn Sie morgens lieber herzhaft essen.</li>
</ol>
<h2>Rezept: Über-Nacht-Haferflocken für eine Portion</h2>
<ul>
<li>50 g zarte Haferflocken</li>
<li>150 g Naturjoghurt oder Quark</li>
<li>etwa 100 ml Milch oder Pflanzendrink</li>
<li>1 EL geschrotete Leinsamen oder Chiasamen</li>
<li>eine Handvoll Beeren, frisch oder tiefgekühlt</li>
<li>nach Wunsch etwas Zimt</li>
</ul>
<p>Alles außer den Beeren in ein verschließbares Glas geben, gut umrühren und über Nacht in den Kühlschrank stellen. Morgens die Beeren und ein paar gehackte Nüsse darübergeben. Das Glas lässt sich gut mit ins Büro nehmen. Wer es süßer mag, rührt eine halbe zerdrückte Banane unter, statt Zucker zu verwenden.</p>
<h2>Frühstück im Büro</h2>
<p>Wenn Sie zu Hause noch keinen Hunger haben, frühstücken Sie einfach später am Arbeitsplatz. Ein Vorrat an Haferflocken, Nüssen und Obst in der Schublade und Joghurt im Bürokühlschrank macht das leicht. Nehmen Sie sich dafür ein paar Minuten Zeit, statt nebenbei E-Mails zu lesen.</p>
<h3>Hinweis</h3>
<p>Wenn Sie eine Erkrankung wie Diabetes, besondere Ernährungsbedürfnisse oder Unverträglichkeiten haben, stimmen Sie Ihre Ernährung am besten mit Ihrer Ärztin, Ihrem Arzt oder einer qualifizierten Ernährungsfachkraft ab.</p>`,
    },
    en: {
      title: 'Breakfast for busy mornings: quick ideas with staying power',
      excerpt:
        'No breakfast, just coffee or a pastry on the go? With a little preparation, breakfast can be balanced even on your busiest days.',
      content: `<p>Mornings are often rushed: the alarm goes off too late, the train won't wait and the first meeting starts early. Breakfast is then easily skipped or reduced to a coffee on the run. Whether you eat breakfast at all is a personal choice – not everyone is hungry right after getting up, and that's fine. But if you do have breakfast, it's worth putting it together well.</p>
<h2>What makes a good breakfast</h2>
<p>A balanced breakfast ideally includes three building blocks:</p>
<ul>
<li><strong>Fibre-rich carbohydrates</strong> from wholegrain bread, oats or other wholegrain products. They keep you full for longer than white-flour products.</li>
<li><strong>Protein</strong>, for example from yoghurt, quark or cottage cheese, cheese, eggs or pulses. Protein helps you feel full for longer.</li>
<li><strong>Fruit or vegetables</strong> for vitamins, minerals and extra fibre.</li>
</ul>
<p>A small handful of nuts or seeds rounds it off. Sugary cereals, sweet pastries or juices, on the other hand, often only fill you up for a short while.</p>
<h2>Five quick ideas</h2>
<ol>
<li><strong>Overnight oats:</strong> prepared in the evening, ready in the morning – see the recipe below.</li>
<li><strong>Wholegrain bread with quark and vegetables:</strong> herb quark or cream cheese, cucumber and tomato slices, a little pepper – done in five minutes.</li>
<li><strong>Yoghurt bowl:</strong> plain yoghurt with berries, a spoonful of oats and a few walnuts.</li>
<li><strong>Eggs in stock:</strong> hard-boil a few eggs at the weekend. With a wholegrain roll and a pepper, breakfast is packed in no time.</li>
<li><strong>Savoury bread with hummus:</strong> wholegrain bread with hummus, radishes and cress – ideal if you prefer something savoury in the morning.</li>
</ol>
<h2>Recipe: overnight oats for one</h2>
<ul>
<li>50 g rolled oats</li>
<li>150 g plain yoghurt or quark</li>
<li>about 100 ml milk or a plant-based drink</li>
<li>1 tbsp ground linseed or chia seeds</li>
<li>a handful of berries, fresh or frozen</li>
<li>a pinch of cinnamon if you like</li>
</ul>
<p>Put everything except the berries into a jar with a lid, stir well and leave in the fridge overnight. In the morning, top with the berries and a few chopped nuts. The jar is easy to take to the office. If you like it sweeter, stir in half a mashed banana instead of sugar.</p>
<h2>Breakfast at the office</h2>
<p>If you're not hungry at home, simply have breakfast a little later at work. A supply of oats, nuts and fruit in your drawer and yoghurt in the office fridge makes it easy. Take a few minutes for it rather than reading emails at the same time.</p>
<h3>Please note</h3>
<p>If you have a condition such as diabetes, special dietary needs or food intolerances, it's best to plan your diet with your doctor or a qualified nutrition professional.</p>`,
    },
  },
  {
    slug: 'hydration-at-the-office',
    category: 'diet',
    tags: ['hydration', 'nutrition', 'habits'],
    membersOnly: false,
    publishedAt: '2026-04-04',
    de: {
      title: 'Genug trinken im Büro: So bleiben Sie gut versorgt',
      excerpt:
        'Wer konzentriert arbeitet, vergisst oft das Trinken. Mit ein paar einfachen Gewohnheiten kommen Sie gut versorgt durch den Tag.',
      content: `<p>Der Kopf wird schwer, die Konzentration lässt nach, der Nachmittag zieht sich? Manchmal steckt dahinter einfach zu wenig Flüssigkeit. Unser Körper besteht zu einem großen Teil aus Wasser und verliert über den Tag ständig Flüssigkeit – über Atmung, Haut und Nieren. Schon ein leichter Flüssigkeitsmangel kann sich bei manchen Menschen auf Konzentration und Wohlbefinden auswirken.</p>
<h2>Wie viel ist genug?</h2>
<p>Für gesunde Erwachsene empfiehlt die Deutsche Gesellschaft für Ernährung rund 1,5 Liter Flüssigkeit pro Tag über Getränke. Hinzu kommt das Wasser aus Lebensmitteln wie Obst, Gemüse und Suppen. Bei Hitze, körperlicher Aktivität oder trockener Heizungsluft brauchen Sie mehr.</p>
<p>Ein einfacher Anhaltspunkt ist die Farbe Ihres Urins: Hellgelb deutet darauf hin, dass Sie gut versorgt sind. Ist er über längere Zeit dunkel, trinken Sie vermutlich zu wenig. Auch Durst ist ein Signal, das Sie nicht übergehen sollten.</p>
<h2>Was Sie am besten trinken</h2>
<ul>
<li><strong>Wasser:</strong> Leitungswasser wird in Deutschland streng kontrolliert, ist günstig und immer verfügbar. Mit Zitronen- oder Gurkenscheiben, Minze oder ein paar Beeren bekommt es Geschmack.</li>
<li><strong>Ungesüßter Tee:</strong> Kräuter- und Früchtetees schmecken warm wie kalt.</li>
<li><strong>Saftschorlen:</strong> am besten im Verhältnis ein Teil Saft zu drei Teilen Wasser.</li>
<li><strong>Kaffee:</strong> In üblichen Mengen zählt auch Kaffee zur Flüssigkeitsbilanz.</li>
</ul>
<p>Zuckerhaltige Limonaden, Eistees und purer Saft liefern dagegen viel Zucker und sollten eher die Ausnahme sein.</p>
<h2>Sieben Tricks für mehr Trinken im Arbeitsalltag</h2>
<ol>
<li>Stellen Sie morgens eine gefüllte Karaffe oder Flasche gut sichtbar auf den Schreibtisch.</li>
<li>Trinken Sie zu jeder Mahlzeit ein Glas Wasser.</li>
<li>Verknüpfen Sie das Trinken mit Routinen: ein Glas nach jedem Meeting, ein paar Schlucke nach jedem Telefonat.</li>
<li>Nutzen Sie ein kleineres Glas und füllen Sie öfter nach – das bringt gleich noch Bewegung in den Tag.</li>
<li>Nehmen Sie eine Flasche mit in Besprechungen.</li>
<li>Trinken Sie im Winter warmen Tee; viele Menschen trinken dann ganz automatisch mehr.</li>
<li>Legen Sie „Genug getrunken“ als Gewohnheit im Gewohnheiten-Tracker von officefit an.</li>
</ol>
<h2>Nicht übertreiben</h2>
<p>Mehr ist nicht automatisch besser. Sehr große Mengen in kurzer Zeit sind nicht sinnvoll. Verteilen Sie das Trinken lieber gleichmäßig über den Tag. Am Abend etwas weniger zu trinken kann helfen, nachts seltener aufzuwachen.</p>
<h3>Hinweis</h3>
<p>Bei bestimmten Erkrankungen, etwa des Herzens oder der Nieren, kann eine andere Trinkmenge sinnvoll sein. Besprechen Sie das bitte mit Ihrer Ärztin oder Ihrem Arzt. Auch wenn Sie trotz ausreichenden Trinkens ständig sehr durstig sind, lassen Sie das ärztlich abklären.</p>`,
    },
    en: {
      title: 'Staying hydrated at the office',
      excerpt:
        'When you are concentrating, it is easy to forget to drink. A few simple habits help you stay well hydrated all day.',
      content: `<p>Heavy head, fading focus, an afternoon that drags on? Sometimes the reason is simply not drinking enough. Much of our body is water, and we lose fluid all day long through breathing, skin and kidneys. For some people, even mild dehydration can affect concentration and how they feel.</p>
<h2>How much is enough?</h2>
<p>For healthy adults, the German Nutrition Society recommends around 1.5 litres of fluid a day from drinks. On top of that comes the water in foods such as fruit, vegetables and soups. You need more in hot weather, when you are physically active or when the air is dry from heating.</p>
<p>A simple guide is the colour of your urine: pale yellow suggests you're well hydrated. If it stays dark for a long time, you're probably not drinking enough. Thirst is also a signal you shouldn't ignore.</p>
<h2>What to drink</h2>
<ul>
<li><strong>Water:</strong> in many countries, including Germany, tap water is strictly monitored, cheap and always available. Slices of lemon or cucumber, fresh mint or a few berries add flavour.</li>
<li><strong>Unsweetened tea:</strong> herbal and fruit teas work hot or cold.</li>
<li><strong>Juice spritzers:</strong> ideally one part juice to three parts water.</li>
<li><strong>Coffee:</strong> in normal amounts, coffee counts towards your fluid intake too.</li>
</ul>
<p>Sugary soft drinks, iced teas and pure juice, on the other hand, contain a lot of sugar and are best kept as the exception.</p>
<h2>Seven tricks to drink more at work</h2>
<ol>
<li>Each morning, put a full jug or bottle where you can see it on your desk.</li>
<li>Have a glass of water with every meal.</li>
<li>Link drinking to routines: a glass after every meeting, a few sips after every call.</li>
<li>Use a smaller glass and refill it more often – which adds a bit of movement to your day as well.</li>
<li>Take a bottle with you to meetings.</li>
<li>Drink warm tea in winter; many people automatically drink more that way.</li>
<li>Add "drank enough" as a habit in the officefit habit tracker.</li>
</ol>
<h2>Don't overdo it</h2>
<p>More isn't automatically better. Drinking very large amounts in a short time makes no sense. Spread your drinks evenly over the day instead. Drinking a little less in the evening can mean fewer trips to the bathroom at night.</p>
<h3>Please note</h3>
<p>With certain conditions, for example of the heart or kidneys, a different fluid intake may be appropriate. Please discuss this with your doctor. And if you feel very thirsty all the time even though you drink enough, have it checked by a doctor.</p>`,
    },
  },
