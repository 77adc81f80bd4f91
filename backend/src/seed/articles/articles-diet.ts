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
  {
    slug: 'meal-prep-for-the-week',
    category: 'diet',
    tags: ['meal-prep', 'nutrition', 'recipes'],
    membersOnly: true,
    publishedAt: '2026-05-16',
    de: {
      title: 'Vorkochen für die Woche: So gelingt Meal Prep',
      excerpt:
        'Mit ein bis zwei Stunden Vorbereitung am Wochenende haben Sie an Arbeitstagen ausgewogenes Essen griffbereit – ohne jeden Tag neu überlegen zu müssen.',
      content: `<p>Wer mittags in der Kantine keine passende Auswahl findet oder im Homeoffice zwischen zwei Terminen schnell etwas essen muss, greift oft zu dem, was gerade da ist. Meal Prep – also das Vorkochen für mehrere Tage – schafft hier Abhilfe. Sie planen einmal, kaufen gezielt ein und kochen in einem Rutsch. Im Alltag müssen Sie dann nur noch zugreifen.</p>
<h2>Das Baukastenprinzip</h2>
<p>Statt fünf identische Gerichte zu kochen, bereiten Sie besser einzelne Bausteine vor, die Sie jeden Tag anders kombinieren. So wird es nicht langweilig:</p>
<ul>
<li><strong>Sättigende Basis:</strong> Vollkornreis, Quinoa, Vollkornnudeln, Kartoffeln oder Linsen</li>
<li><strong>Eiweiß:</strong> Kichererbsen, Bohnen, Tofu, Eier, Hähnchen oder Fisch</li>
<li><strong>Gemüse:</strong> Ofengemüse wie Paprika, Zucchini, Karotten und Brokkoli, dazu Rohkost und Salat</li>
<li><strong>Soßen und Toppings:</strong> Joghurt-Kräuter-Dip, Pesto, ein Dressing aus Öl, Essig und Senf, geröstete Kerne</li>
</ul>
<p>Als Orientierung für die Box eignet sich das Tellermodell: etwa die Hälfte Gemüse, ein Viertel sättigende Beilage und ein Viertel eiweißreiche Lebensmittel.</p>
<h2>So könnte Ihr Vorkoch-Nachmittag aussehen</h2>
<ol>
<li><strong>Planen:</strong> Legen Sie zwei bis drei Grundrezepte für die Woche fest und schreiben Sie eine Einkaufsliste.</li>
<li><strong>Den Ofen nutzen:</strong> Rösten Sie zwei Bleche mit Gemüse und Kichererbsen, während nebenbei Reis oder Quinoa kocht.</li>
<li><strong>Eier und Dips:</strong> Kochen Sie einige Eier und rühren Sie einen Joghurt-Dip und ein Dressing an.</li>
<li><strong>Portionieren:</strong> Lassen Sie alles abkühlen und füllen Sie es in verschließbare Behälter. Dressings bewahren Sie getrennt auf, damit der Salat knackig bleibt.</li>
</ol>
<h2>Rezeptidee: Ofengemüse-Bowl mit Kichererbsen</h2>
<p>Für drei Portionen 2 Paprika, 1 Zucchini, 2 Karotten und 1 rote Zwiebel klein schneiden. Mit einer abgetropften Dose Kichererbsen, 2 EL Olivenöl, Paprikapulver, Kreuzkümmel und Salz mischen und bei 200 Grad etwa 25 Minuten im Ofen rösten. Dazu 150 g Quinoa oder Vollkornreis (Rohgewicht) garen. Mit einem Dip aus Naturjoghurt, Zitronensaft und Kräutern servieren – kalt oder warm.</p>
<h2>Sicher aufbewahren</h2>
<ul>
<li>Lassen Sie gekochte Speisen zügig abkühlen und stellen Sie sie dann in den Kühlschrank.</li>
<li>Die meisten gekochten Gerichte halten sich im Kühlschrank etwa zwei bis drei Tage. Portionen für die zweite Wochenhälfte frieren Sie am besten ein.</li>
<li>Erwärmen Sie Speisen vor dem Essen gründlich, bis sie durch und durch heiß sind.</li>
<li>Gekochten Reis sollten Sie besonders rasch abkühlen und nicht lange lagern.</li>
</ul>
<h3>Dranbleiben</h3>
<p>Es muss nicht gleich die ganze Woche sein. Beginnen Sie mit zwei vorbereiteten Mittagessen und steigern Sie sich langsam. Wenn Sie mögen, halten Sie Ihren Vorkoch-Tag als Gewohnheit im Gewohnheiten-Tracker von officefit fest – so wird er schnell zum festen Termin.</p>`,
    },
    en: {
      title: 'Meal prep for the week: cook once, eat well all week',
      excerpt:
        'With one or two hours of preparation at the weekend, you will have balanced meals ready on workdays – without thinking about food from scratch every day.',
      content: `<p>If the canteen has nothing that suits you, or you need to grab something quickly between two calls while working from home, you tend to eat whatever is around. Meal prep – cooking ahead for several days – solves this. You plan once, shop with a list and cook in one go. During the week, all you have to do is reach for your box.</p>
<h2>The building-block approach</h2>
<p>Rather than cooking five identical meals, prepare separate components that you combine differently every day. That keeps things interesting:</p>
<ul>
<li><strong>A filling base:</strong> brown rice, quinoa, wholegrain pasta, potatoes or lentils</li>
<li><strong>Protein:</strong> chickpeas, beans, tofu, eggs, chicken or fish</li>
<li><strong>Vegetables:</strong> roasted peppers, courgettes, carrots and broccoli, plus raw veg and salad leaves</li>
<li><strong>Sauces and toppings:</strong> a yoghurt and herb dip, pesto, a dressing of oil, vinegar and mustard, toasted seeds</li>
</ul>
<p>The plate model is a good guide for each box: roughly half vegetables, a quarter filling carbohydrates and a quarter protein-rich foods.</p>
<h2>What your prep session could look like</h2>
<ol>
<li><strong>Plan:</strong> choose two or three basic recipes for the week and write a shopping list.</li>
<li><strong>Use the oven:</strong> roast two trays of vegetables and chickpeas while the rice or quinoa cooks.</li>
<li><strong>Eggs and dips:</strong> boil a few eggs and stir together a yoghurt dip and a dressing.</li>
<li><strong>Portion it out:</strong> let everything cool and fill it into containers with lids. Keep dressings separate so the salad stays crisp.</li>
</ol>
<h2>Recipe idea: roasted vegetable bowl with chickpeas</h2>
<p>For three portions, chop 2 peppers, 1 courgette, 2 carrots and 1 red onion. Mix with a drained tin of chickpeas, 2 tbsp olive oil, paprika, ground cumin and salt, and roast at 200 °C for about 25 minutes. Meanwhile, cook 150 g quinoa or brown rice (dry weight). Serve with a dip of plain yoghurt, lemon juice and herbs – cold or warm.</p>
<h2>Store it safely</h2>
<ul>
<li>Cool cooked food quickly, then put it in the fridge.</li>
<li>Most cooked dishes keep for about two to three days in the fridge. Freeze portions meant for the second half of the week.</li>
<li>Reheat food thoroughly until it is piping hot all the way through.</li>
<li>Cool cooked rice especially quickly and don't keep it for long.</li>
</ul>
<h3>Keep it going</h3>
<p>You don't have to prep the whole week straight away. Start with two lunches and build up slowly. If you like, add your prep day as a habit in the officefit habit tracker – it will soon become a fixed date in your week.</p>`,
    },
  },
  {
    slug: 'office-lunch-ideas',
    category: 'diet',
    tags: ['lunch', 'nutrition', 'recipes'],
    membersOnly: false,
    publishedAt: '2026-06-27',
    de: {
      title: 'Mittagessen im Büro: Ideen für mehr Energie am Nachmittag',
      excerpt:
        'Ob Kantine, Lunchbox oder Bäckerei um die Ecke: So stellen Sie sich ein Mittagessen zusammen, das satt macht, ohne müde zu machen.',
      content: `<p>Das Mittagessen ist für viele Berufstätige die wichtigste Mahlzeit des Arbeitstages – und zugleich die, die am häufigsten zwischen zwei Terminen untergeht. Dabei entscheidet es mit darüber, wie Sie sich am Nachmittag fühlen. Sehr große, fettreiche Portionen machen viele Menschen träge. Ein ausgewogenes Essen hält dagegen länger satt und sorgt für gleichmäßigere Energie.</p>
<h2>Die Faustregel für Ihren Teller</h2>
<p>Eine einfache Orientierung bietet das Tellermodell:</p>
<ul>
<li><strong>Die Hälfte Gemüse oder Salat</strong> – roh, gedünstet oder aus dem Ofen.</li>
<li><strong>Ein Viertel sättigende Beilage</strong>, möglichst als Vollkornvariante: Vollkornbrot, Naturreis, Vollkornnudeln oder Kartoffeln.</li>
<li><strong>Ein Viertel Eiweiß</strong>: Hülsenfrüchte, Eier, Milchprodukte, Fisch oder mageres Fleisch.</li>
</ul>
<p>Dazu eine kleine Menge hochwertiges Öl, etwa Raps- oder Olivenöl, und ein Glas Wasser.</p>
<h2>In der Kantine</h2>
<p>Auch in der Kantine können Sie das Tellermodell anwenden. Nehmen Sie eine Extraportion Gemüse oder Salat dazu, wählen Sie öfter das vegetarische Gericht oder Fisch und bitten Sie bei Soßen um eine kleinere Portion. Eine Suppe mit Hülsenfrüchten ist ebenfalls eine gute, sättigende Wahl.</p>
<h2>Fünf Ideen für die Lunchbox</h2>
<ol>
<li><strong>Linsensalat</strong> mit Paprika, Gurke, Petersilie, Feta und Zitronendressing – das Rezept finden Sie unten.</li>
<li><strong>Vollkornwrap</strong> mit Hummus, Hähnchen oder Falafel, Blattsalat und geraspelten Karotten.</li>
<li><strong>Nudelsalat mit Gemüse:</strong> Vollkornnudeln mit Kirschtomaten, Rucola, Mozzarella und Pesto.</li>
<li><strong>Reste vom Vorabend:</strong> Kochen Sie abends eine Portion mehr und nehmen Sie sie am nächsten Tag mit.</li>
<li><strong>Belegte Vollkornbrote</strong> mit Frischkäse, dazu Gemüsesticks und ein Stück Obst – einfach und alltagstauglich.</li>
</ol>
<h2>Rezept: Linsensalat für zwei Tage</h2>
<p>150 g Berg- oder Tellerlinsen nach Packungsangabe garen und abkühlen lassen. Eine rote Paprika, eine halbe Salatgurke und zwei Frühlingszwiebeln klein schneiden und mit den Linsen und einem Bund gehackter Petersilie mischen. Für das Dressing 3 EL Olivenöl, den Saft einer Zitrone, 1 TL Senf, Salz und Pfeffer verrühren. Vor dem Servieren etwa 80 g zerbröselten Feta darübergeben. Im Kühlschrank hält sich der Salat gut bis zum nächsten Tag.</p>
<h2>Wenn es schnell gehen muss</h2>
<p>Beim Bäcker oder im Supermarkt greifen Sie am besten zu einem Vollkornbrötchen mit Käse oder Ei und Gemüse, einem fertigen Salat mit Hülsenfrüchten oder Naturjoghurt mit Obst. Süße Teilchen machen dagegen nur kurz satt. Und wenn es doch einmal die Currywurst mit Pommes wird: Kein Problem – entscheidend ist, was Sie die meiste Zeit essen, nicht die einzelne Mahlzeit.</p>
<h3>Pause ist Pause</h3>
<p>Essen Sie nach Möglichkeit nicht am Schreibtisch, sondern gönnen Sie sich eine echte Pause. Ein kurzer Spaziergang nach dem Essen bringt zusätzlich Bewegung in den Tag und zählt für Ihr Schrittziel.</p>`,
    },
    en: {
      title: 'Office lunch ideas for more energy in the afternoon',
      excerpt:
        'Canteen, lunchbox or the bakery round the corner: here is how to put together a lunch that fills you up without making you sleepy.',
      content: `<p>For many working people, lunch is the most important meal of the working day – and also the one most often squeezed between two meetings. Yet it has a lot to do with how you feel in the afternoon. Very large, fatty portions leave many people sluggish, while a balanced meal keeps you full for longer and gives you steadier energy.</p>
<h2>A rule of thumb for your plate</h2>
<p>The plate model is a simple guide:</p>
<ul>
<li><strong>Half vegetables or salad</strong> – raw, steamed or roasted.</li>
<li><strong>A quarter filling carbohydrates</strong>, ideally wholegrain: wholegrain bread, brown rice, wholegrain pasta or potatoes.</li>
<li><strong>A quarter protein</strong>: pulses, eggs, dairy, fish or lean meat.</li>
</ul>
<p>Add a little good-quality oil, such as rapeseed or olive oil, and a glass of water.</p>
<h2>In the canteen</h2>
<p>You can use the plate model in the canteen too. Take an extra portion of vegetables or salad, choose the vegetarian or fish option more often and ask for a smaller helping of sauce. A soup with lentils or beans is also a good, filling choice.</p>
<h2>Five lunchbox ideas</h2>
<ol>
<li><strong>Lentil salad</strong> with pepper, cucumber, parsley, feta and a lemon dressing – see the recipe below.</li>
<li><strong>Wholegrain wrap</strong> with hummus, chicken or falafel, lettuce and grated carrot.</li>
<li><strong>Pasta salad with vegetables:</strong> wholegrain pasta with cherry tomatoes, rocket, mozzarella and pesto.</li>
<li><strong>Last night's leftovers:</strong> cook an extra portion in the evening and take it with you the next day.</li>
<li><strong>Wholegrain sandwiches</strong> with cream cheese, plus vegetable sticks and a piece of fruit – simple and practical.</li>
</ol>
<h2>Recipe: lentil salad for two days</h2>
<p>Cook 150 g green or brown lentils according to the packet and let them cool. Chop a red pepper, half a cucumber and two spring onions and mix with the lentils and a bunch of chopped parsley. For the dressing, whisk together 3 tbsp olive oil, the juice of a lemon, 1 tsp mustard, salt and pepper. Just before serving, crumble about 80 g feta over the top. The salad keeps well in the fridge until the next day.</p>
<h2>When you're short on time</h2>
<p>At the bakery or supermarket, go for a wholegrain roll with cheese or egg and some salad, a ready-made salad with beans or lentils, or plain yoghurt with fruit. Sweet pastries only keep you full for a short time. And if it's chips and a sausage now and then, that's fine – what counts is what you eat most of the time, not a single meal.</p>
<h3>A break is a break</h3>
<p>If you can, don't eat at your desk – give yourself a proper break. A short walk after lunch adds movement to your day and counts towards your steps goal.</p>`,
    },
  },
  {
    slug: 'snacks-without-sugar-crash',
    category: 'diet',
    tags: ['snacks', 'energy', 'nutrition'],
    membersOnly: false,
    publishedAt: '2026-08-08',
    de: {
      title: 'Snacks ohne Leistungstief: gut durch den Nachmittag',
      excerpt:
        'Das Nachmittagstief kennt fast jeder. Mit den richtigen Snacks bleiben Sie satt und konzentriert – ganz ohne Süßigkeitenschublade.',
      content: `<p>Gegen 15 Uhr ist es oft so weit: Die Konzentration sinkt, und der Blick wandert zur Süßigkeitenschale im Teamraum. Ein Schokoriegel oder ein Stück Kuchen gibt schnell Energie. Viele Menschen merken aber, dass sie sich danach bald wieder schlapp fühlen und erneut Hunger bekommen. Das liegt unter anderem daran, dass sehr zuckerreiche Snacks ohne Ballaststoffe und Eiweiß schnell verdaut werden und nicht lange sättigen.</p>
<h2>Was einen guten Snack ausmacht</h2>
<p>Ein guter Snack kombiniert am besten zwei Dinge: <strong>Ballaststoffe</strong> aus Obst, Gemüse oder Vollkorn und <strong>Eiweiß oder hochwertige Fette</strong>, etwa aus Joghurt, Nüssen oder Käse. Diese Kombination sättigt länger und sorgt für gleichmäßigere Energie. Die Portion sollte dabei überschaubar bleiben – ein Snack ist eine Zwischenmahlzeit, kein zweites Mittagessen.</p>
<h2>Zehn Snackideen für den Arbeitsplatz</h2>
<ul>
<li>Ein Apfel mit einer Handvoll Mandeln</li>
<li>Naturjoghurt mit Beeren und einem Löffel Haferflocken</li>
<li>Gemüsesticks aus Karotte, Paprika oder Kohlrabi mit Hummus</li>
<li>Ein hart gekochtes Ei und ein paar Kirschtomaten</li>
<li>Eine kleine Portion Kräuterquark mit Gurkenscheiben</li>
<li>Ein Vollkornknäckebrot mit Frischkäse</li>
<li>Eine Birne mit einem Stück Käse</li>
<li>Geröstete Kichererbsen – Rezept siehe unten</li>
<li>Eine Banane mit einem Teelöffel Nussmus</li>
<li>Eine kleine Handvoll Nüsse mit ein paar Trockenfrüchten</li>
</ul>
<h2>Rezept: Geröstete Kichererbsen</h2>
<p>Eine Dose Kichererbsen abgießen, abspülen und gut trocken tupfen. Mit 1 EL Öl, einer Prise Salz und Gewürzen nach Wahl – etwa Paprikapulver, Kreuzkümmel oder Curry – mischen. Auf einem Backblech bei 200 Grad etwa 25 bis 30 Minuten rösten, bis sie knusprig sind, dabei einmal wenden. Abgekühlt in einem Glas aufbewahren und innerhalb von zwei bis drei Tagen essen.</p>
<h2>Ein Vorrat für die Schublade</h2>
<p>Legen Sie sich im Büro einen kleinen Vorrat an, der auch ohne Kühlschrank ein paar Tage hält: ungesalzene Nüsse, Vollkornknäckebrot, Haferflocken und ein paar Äpfel oder Mandarinen. Wenn es einen Kühlschrank gibt, kommen Naturjoghurt und Käse dazu. So haben Sie immer eine gute Alternative griffbereit, wenn der kleine Hunger kommt.</p>
<h2>Tipps gegen das Nachmittagstief</h2>
<ol>
<li><strong>Vorsorgen:</strong> Packen Sie morgens einen Snack ein. Wer nichts dabeihat, greift eher zu Süßem.</li>
<li><strong>Hunger oder Langeweile?</strong> Fragen Sie sich kurz, ob Sie wirklich Hunger haben. Manchmal hilft ein Glas Wasser oder eine kurze Pause mehr.</li>
<li><strong>Bewegen:</strong> Eine Runde um den Block oder eine Übung aus Ihrem Trainingsplan macht oft genauso wach wie ein Snack.</li>
<li><strong>Genießen ist erlaubt:</strong> Ein Stück Schokolade ist kein Problem. Genießen Sie es bewusst – und nicht nebenbei vor dem Bildschirm.</li>
</ol>
<h3>Hinweis</h3>
<p>Wenn Sie Diabetes haben oder aus anderen Gründen auf Ihren Blutzucker achten müssen, besprechen Sie Ihre Zwischenmahlzeiten bitte mit Ihrer Ärztin, Ihrem Arzt oder einer Ernährungsfachkraft.</p>`,
    },
    en: {
      title: 'Snacks without the slump: getting through the afternoon',
      excerpt:
        'Almost everyone knows the afternoon slump. The right snacks keep you satisfied and focused – no sweets drawer needed.',
      content: `<p>Around 3 pm it often hits: your concentration dips and your eyes drift towards the bowl of sweets in the team room. A chocolate bar or a slice of cake gives you quick energy. But many people notice that they soon feel flat again and get hungry once more. One reason is that very sugary snacks without fibre or protein are digested quickly and don't keep you full for long.</p>
<h2>What makes a good snack</h2>
<p>A good snack ideally combines two things: <strong>fibre</strong> from fruit, vegetables or wholegrains and <strong>protein or healthy fats</strong>, for example from yoghurt, nuts or cheese. This combination keeps you full for longer and gives you steadier energy. Keep the portion modest – a snack is a bite between meals, not a second lunch.</p>
<h2>Ten snack ideas for your desk</h2>
<ul>
<li>An apple with a handful of almonds</li>
<li>Plain yoghurt with berries and a spoonful of oats</li>
<li>Carrot, pepper or kohlrabi sticks with hummus</li>
<li>A hard-boiled egg and a few cherry tomatoes</li>
<li>A small pot of herb quark or cottage cheese with cucumber slices</li>
<li>A wholegrain crispbread with cream cheese</li>
<li>A pear with a piece of cheese</li>
<li>Roasted chickpeas – see the recipe below</li>
<li>A banana with a teaspoon of nut butter</li>
<li>A small handful of nuts with a few dried fruits</li>
</ul>
<h2>Recipe: roasted chickpeas</h2>
<p>Drain and rinse a tin of chickpeas and pat them dry thoroughly. Toss with 1 tbsp oil, a pinch of salt and spices of your choice, such as paprika, cumin or curry powder. Roast on a baking tray at 200 °C for about 25 to 30 minutes until crunchy, turning once. Once cool, store them in a jar and eat within two to three days.</p>
<h2>A stash for your drawer</h2>
<p>Keep a small supply at the office that lasts a few days without a fridge: unsalted nuts, wholegrain crispbread, oats and a few apples or mandarins. If there is a fridge, add plain yoghurt and cheese. That way you always have a good option to hand when you get peckish.</p>
<h2>Tips for beating the afternoon slump</h2>
<ol>
<li><strong>Plan ahead:</strong> pack a snack in the morning. If you have nothing with you, you're more likely to reach for something sweet.</li>
<li><strong>Hungry or bored?</strong> Ask yourself briefly whether you are really hungry. Sometimes a glass of water or a short break helps more.</li>
<li><strong>Move:</strong> a walk around the block or an exercise from your personal plan often wakes you up just as well as a snack.</li>
<li><strong>Enjoyment is allowed:</strong> a piece of chocolate is no problem. Enjoy it on purpose – not absent-mindedly in front of your screen.</li>
</ol>
<h3>Please note</h3>
<p>If you have diabetes or need to watch your blood sugar for other reasons, please discuss your snacks with your doctor or a nutrition professional.</p>`,
    },
  },
  {
    slug: 'coffee-and-caffeine-timing',
    category: 'diet',
    tags: ['caffeine', 'energy', 'sleep'],
    membersOnly: true,
    publishedAt: '2026-09-05',
    de: {
      title: 'Kaffee und Koffein: der richtige Zeitpunkt für Ihre Tasse',
      excerpt:
        'Kaffee gehört für viele zum Arbeitstag. Wann und wie viel Sie trinken, entscheidet mit darüber, wie gut er Ihnen bekommt – und wie Sie nachts schlafen.',
      content: `<p>Der erste Kaffee am Morgen, die Tasse nach dem Mittagessen, der Espresso gegen das Nachmittagstief: Für viele Menschen ist Kaffee ein fester Teil des Arbeitstages. Koffein kann Wachheit und Aufmerksamkeit kurzfristig steigern. Entscheidend ist aber, wie viel Sie trinken – und wann.</p>
<h2>Wie viel Koffein ist in Ordnung?</h2>
<p>Die Europäische Behörde für Lebensmittelsicherheit hält für gesunde Erwachsene bis zu 400 Milligramm Koffein pro Tag für unbedenklich, verteilt über den Tag, und bis zu 200 Milligramm auf einmal. Eine Tasse Filterkaffee enthält grob 80 bis 100 Milligramm, ein Espresso etwa 60 bis 80 Milligramm. Die tatsächlichen Mengen schwanken je nach Bohne und Zubereitung stark. Für Schwangere und Stillende gilt ein niedrigerer Wert von höchstens 200 Milligramm pro Tag.</p>
<p>Denken Sie auch an andere Koffeinquellen wie schwarzen und grünen Tee, Cola und Energydrinks.</p>
<h2>Koffein wirkt länger, als man denkt</h2>
<p>Die Halbwertszeit von Koffein liegt bei vielen Erwachsenen bei etwa fünf Stunden, kann aber von Mensch zu Mensch deutlich kürzer oder länger sein. Das heißt: Von einem Kaffee um 16 Uhr ist um 21 Uhr noch etwa die Hälfte im Körper. Auch wenn Sie trotzdem einschlafen können, kann Koffein die Tiefe und Qualität Ihres Schlafs beeinträchtigen.</p>
<p><strong>Faustregel:</strong> Trinken Sie Ihren letzten koffeinhaltigen Kaffee mindestens sechs, besser acht Stunden vor dem Schlafengehen. Wer um 23 Uhr schlafen geht, hört also am besten gegen 15 Uhr auf. Wer empfindlich reagiert, setzt die Grenze noch früher.</p>
<h2>Gute Zeitpunkte im Arbeitstag</h2>
<ul>
<li><strong>Am Vormittag:</strong> für viele die angenehmste Zeit für den ersten und zweiten Kaffee.</li>
<li><strong>Nach dem Mittagessen:</strong> Ein Kaffee gegen das Mittagstief ist meist noch in Ordnung.</li>
<li><strong>Am Nachmittag:</strong> Wechseln Sie auf entkoffeinierten Kaffee, Kräutertee oder Wasser.</li>
</ul>
<p>Manche Menschen trinken ihren ersten Kaffee lieber nicht direkt nach dem Aufstehen, sondern etwas später am Vormittag. Ob das für Sie einen Unterschied macht, finden Sie am besten selbst heraus.</p>
<h2>Kaffee bewusst genießen</h2>
<p>Achten Sie auch darauf, was in der Tasse landet: Zucker, Sirup und viel Sahne machen aus dem Kaffee schnell eine kleine Süßspeise. Trinken Sie außerdem zu jedem Kaffee ein Glas Wasser. Und wenn Sie Kaffee vor allem gegen Müdigkeit trinken, lohnt ein Blick auf die Ursachen: zu wenig Schlaf, zu wenig Bewegung, zu lange ohne Pause.</p>
<h2>Alternativen gegen das Nachmittagstief</h2>
<ul>
<li>fünf Minuten an der frischen Luft</li>
<li>eine Bewegungspause oder eine Übung aus Ihrem Trainingsplan</li>
<li>ein großes Glas kaltes Wasser</li>
<li>eine kurze Atemübung aus dem Bereich Mentale Stärke</li>
</ul>
<h3>Hinweis</h3>
<p>Wenn Sie nach Kaffee Herzklopfen, innere Unruhe oder Magenbeschwerden bemerken, reduzieren Sie die Menge. Wenn Sie eine Herz-Kreislauf-Erkrankung haben, schwanger sind oder Medikamente einnehmen, besprechen Sie Ihren Koffeinkonsum bitte mit Ihrer Ärztin oder Ihrem Arzt.</p>`,
    },
    en: {
      title: 'Coffee and caffeine: timing your cup',
      excerpt:
        'For many people, coffee is part of the working day. When and how much you drink affects how well it suits you – and how you sleep at night.',
      content: `<p>The first coffee in the morning, a cup after lunch, an espresso to beat the afternoon slump: for many people, coffee is a fixed part of the working day. Caffeine can boost alertness and attention in the short term. What matters, though, is how much you drink – and when.</p>
<h2>How much caffeine is fine?</h2>
<p>The European Food Safety Authority considers up to 400 milligrams of caffeine a day, spread over the day, and up to 200 milligrams at a time to be safe for healthy adults. A cup of filter coffee contains roughly 80 to 100 milligrams, an espresso about 60 to 80 milligrams. Actual amounts vary a lot depending on the beans and how the coffee is made. For people who are pregnant or breastfeeding, a lower limit of no more than 200 milligrams a day applies.</p>
<p>Remember other sources of caffeine too, such as black and green tea, cola and energy drinks.</p>
<h2>Caffeine lasts longer than you think</h2>
<p>In many adults, the half-life of caffeine is around five hours, but it can be much shorter or longer from person to person. That means about half of a 4 pm coffee is still in your body at 9 pm. Even if you can still fall asleep, caffeine can reduce how deep and restful your sleep is.</p>
<p><strong>Rule of thumb:</strong> have your last caffeinated coffee at least six, ideally eight hours before bedtime. If you go to bed at 11 pm, it's best to stop around 3 pm. If you're sensitive to caffeine, set your cut-off even earlier.</p>
<h2>Good times in your working day</h2>
<ul>
<li><strong>Mid-morning:</strong> for many people the most pleasant time for the first and second coffee.</li>
<li><strong>After lunch:</strong> a coffee for the post-lunch dip is usually still fine.</li>
<li><strong>In the afternoon:</strong> switch to decaf, herbal tea or water.</li>
</ul>
<p>Some people prefer not to have their first coffee right after getting up but a little later in the morning. Whether that makes a difference for you is something you can easily try out.</p>
<h2>Enjoy your coffee mindfully</h2>
<p>Pay attention to what goes into the cup as well: sugar, syrups and lots of cream quickly turn a coffee into a dessert. Drink a glass of water with every coffee. And if you mainly drink coffee because you're tired, it's worth looking at the causes: too little sleep, too little movement, too long without a break.</p>
<h2>Alternatives for the afternoon slump</h2>
<ul>
<li>five minutes of fresh air</li>
<li>a movement break or an exercise from your personal plan</li>
<li>a large glass of cold water</li>
<li>a short breathing exercise from the mental-strength section</li>
</ul>
<h3>Please note</h3>
<p>If coffee gives you palpitations, restlessness or an upset stomach, cut back. If you have a heart or circulatory condition, are pregnant or take medication, please discuss your caffeine intake with your doctor.</p>`,
    },
  },
  {
    slug: 'mindful-eating-at-the-desk',
    category: 'diet',
    tags: ['mindful-eating', 'lunch', 'breaks'],
    membersOnly: true,
    publishedAt: '2026-10-17',
    de: {
      title: 'Achtsam essen – auch am Schreibtisch',
      excerpt:
        'Nebenbei gegessen ist schnell vergessen. Mit ein paar einfachen Schritten wird auch eine kurze Mittagspause zu einer echten Pause.',
      content: `<p>Eine Hand an der Maus, die andere an der Gabel, der Blick im Postfach: So sieht das Mittagessen in vielen Büros aus. Danach wissen wir oft kaum noch, was wir gegessen haben – und fühlen uns weder richtig satt noch erholt. Achtsames Essen setzt genau hier an. Es geht nicht um Verzicht oder strenge Regeln, sondern darum, beim Essen wirklich anwesend zu sein.</p>
<h2>Warum Essen nebenbei oft nicht satt macht</h2>
<p>Sättigung stellt sich nicht sofort ein. Es dauert eine Weile, oft etwa 15 bis 20 Minuten, bis die Signale aus dem Verdauungstrakt im Gehirn ankommen. Wer schnell und abgelenkt isst, isst deshalb leicht mehr, als er braucht. Studien deuten außerdem darauf hin, dass Menschen, die vor dem Bildschirm essen, sich später schlechter an ihre Mahlzeit erinnern und danach eher wieder zu Snacks greifen.</p>
<h2>Achtsam essen in fünf Schritten</h2>
<ol>
<li><strong>Bildschirm aus, Blick aufs Essen:</strong> Legen Sie das Handy weg und schließen Sie Ihr Postfach – oder gehen Sie an einen anderen Platz.</li>
<li><strong>Kurz innehalten:</strong> Atmen Sie vor dem ersten Bissen zwei-, dreimal ruhig durch. Wie hungrig sind Sie gerade, auf einer Skala von eins bis zehn?</li>
<li><strong>Mit allen Sinnen:</strong> Schauen Sie Ihr Essen an. Wie riecht es, welche Farben und Formen hat es?</li>
<li><strong>Langsamer essen:</strong> Legen Sie das Besteck zwischen den Bissen ab und kauen Sie gründlich.</li>
<li><strong>Auf das Sättigungsgefühl achten:</strong> Halten Sie nach der Hälfte kurz inne. Sind Sie noch hungrig oder schon angenehm satt?</li>
</ol>
<h2>Wenn es doch der Schreibtisch sein muss</h2>
<p>Nicht immer lässt sich eine Pause außerhalb des Arbeitsplatzes einrichten. Auch dann können Sie einiges tun:</p>
<ul>
<li>Räumen Sie sich eine kleine Fläche frei und essen Sie von einem Teller statt aus der Verpackung.</li>
<li>Setzen Sie Ihren Status für eine Viertelstunde auf „Pause“ und nehmen Sie keine Anrufe an.</li>
<li>Schieben Sie die Tastatur beiseite und drehen Sie den Stuhl zum Fenster.</li>
<li>Nehmen Sie sich vor, wenigstens die ersten fünf Bissen ganz bewusst zu essen.</li>
</ul>
<h2>Eine kleine Übung: die Rosinen-Minute</h2>
<p>Eine klassische Achtsamkeitsübung lässt sich gut im Büro ausprobieren: Nehmen Sie eine Rosine, eine Nuss oder ein Stück Apfel. Betrachten Sie es eine halbe Minute lang, als hätten Sie so etwas noch nie gesehen. Riechen Sie daran, legen Sie es auf die Zunge, kauen Sie langsam und achten Sie darauf, wie sich der Geschmack verändert. Viele sind überrascht, wie intensiv eine einzige Rosine schmecken kann.</p>
<h3>Ein Anfang genügt</h3>
<p>Sie müssen nicht jede Mahlzeit perfekt achtsam genießen. Nehmen Sie sich zunächst eine Mahlzeit pro Tag vor, etwa das Mittagessen. Wenn Sie mögen, legen Sie „Mittagessen ohne Bildschirm“ als Gewohnheit im Gewohnheiten-Tracker von officefit an. Und wenn Sie merken, dass Ihr Essverhalten Sie stark belastet, sprechen Sie bitte mit Ihrer Ärztin oder Ihrem Arzt.</p>`,
    },
    en: {
      title: 'Mindful eating – even at your desk',
      excerpt:
        'Food eaten on autopilot is quickly forgotten. A few simple steps turn even a short lunch break into a real break.',
      content: `<p>One hand on the mouse, the other on the fork, eyes on the inbox: that's what lunch looks like in many offices. Afterwards we barely remember what we ate – and feel neither properly full nor rested. This is where mindful eating comes in. It isn't about going without or following strict rules; it's about actually being present while you eat.</p>
<h2>Why eating on the side often leaves you unsatisfied</h2>
<p>Feeling full doesn't happen instantly. It often takes around 15 to 20 minutes for the signals from your digestive system to reach your brain. So if you eat quickly and distractedly, it's easy to eat more than you need. Research also suggests that people who eat in front of a screen remember their meal less well and are more likely to reach for snacks later.</p>
<h2>Mindful eating in five steps</h2>
<ol>
<li><strong>Screen off, eyes on your food:</strong> put your phone away and close your inbox – or move to a different spot.</li>
<li><strong>Pause for a moment:</strong> take two or three calm breaths before the first bite. How hungry are you right now, on a scale from one to ten?</li>
<li><strong>Use all your senses:</strong> look at your food. How does it smell, what colours and shapes does it have?</li>
<li><strong>Eat more slowly:</strong> put your cutlery down between bites and chew thoroughly.</li>
<li><strong>Notice when you're full:</strong> pause briefly halfway through. Are you still hungry, or already pleasantly satisfied?</li>
</ol>
<h2>When it has to be your desk</h2>
<p>It isn't always possible to take your break away from your workspace. Even then, there's a lot you can do:</p>
<ul>
<li>Clear a small space and eat from a plate rather than out of the packaging.</li>
<li>Set your status to "on a break" for a quarter of an hour and don't take calls.</li>
<li>Push the keyboard aside and turn your chair towards the window.</li>
<li>Make a point of eating at least the first five bites with full attention.</li>
</ul>
<h2>A small exercise: the raisin minute</h2>
<p>A classic mindfulness exercise works well at the office: take a raisin, a nut or a slice of apple. Look at it for half a minute as if you had never seen anything like it. Smell it, place it on your tongue, chew slowly and notice how the taste changes. Many people are surprised how intense a single raisin can taste.</p>
<h3>A start is enough</h3>
<p>You don't have to eat every meal perfectly mindfully. Start with one meal a day, such as lunch. If you like, add "screen-free lunch" as a habit in the officefit habit tracker. And if you notice that your eating habits are weighing on you a lot, please talk to your doctor.</p>`,
    },
  },
];
