import type { SeedArticle } from './types';

// More general blog articles (category "blog", issue 16): neck, back, wrists, the desk, eyes, hips, strength,
// afternoon dips, sleep and steps.
export const deskAndBodyArticles: SeedArticle[] = [
  {
    slug: 'neck-relief-at-the-desk',
    category: 'blog',
    tags: ['neck', 'shoulders', 'exercises'],
    membersOnly: false,
    publishedAt: '2025-09-06',
    de: {
      title: 'Verspannter Nacken? So entlasten Sie ihn am Schreibtisch',
      excerpt:
        'Ein steifer Nacken gehört für viele zum Büroalltag. Mit ein paar Handgriffen am Arbeitsplatz und kurzen Übungen können Sie gegensteuern.',
      content: `<p>Der Nacken trägt den ganzen Tag das Gewicht Ihres Kopfes – rund fünf Kilogramm. Neigen Sie den Kopf nach vorn, etwa zum Bildschirm oder zum Smartphone, steigt die Last für die Muskulatur deutlich. Bleibt diese Haltung über Stunden gleich, reagieren viele Menschen mit Verspannungen, manchmal auch mit Kopfschmerzen.</p>
<h2>Woran es oft liegt</h2>
<ul>
<li><strong>Der Bildschirm steht zu tief:</strong> Der Blick geht dauerhaft nach unten, der Kopf wandert nach vorn.</li>
<li><strong>Die Schultern arbeiten mit:</strong> Wer konzentriert tippt, zieht die Schultern oft unbemerkt Richtung Ohren.</li>
<li><strong>Zu wenig Wechsel:</strong> Nicht die eine „falsche“ Haltung ist das Problem, sondern die fehlende Abwechslung.</li>
</ul>
<h2>Drei Handgriffe am Arbeitsplatz</h2>
<p>Stellen Sie den Bildschirm so ein, dass die oberste Textzeile etwa auf Augenhöhe oder leicht darunter liegt. Arbeiten Sie am Laptop, helfen ein Ständer sowie eine separate Tastatur und Maus. Legen Sie die Unterarme beim Tippen locker ab, damit die Schultern nicht tragen müssen. Und telefonieren Sie nicht mit dem Hörer zwischen Ohr und Schulter.</p>
<h2>Kurze Übungen für zwischendurch</h2>
<ol>
<li><strong>Doppelkinn:</strong> Schieben Sie den Kopf sanft waagerecht nach hinten, als wollten Sie ein Doppelkinn machen. Halten Sie drei Sekunden und lösen Sie wieder. Zehnmal.</li>
<li><strong>Schultern kreisen:</strong> Ziehen Sie die Schultern hoch, nach hinten und lassen Sie sie bewusst sinken. Zehnmal langsam.</li>
<li><strong>Seitliche Dehnung:</strong> Neigen Sie das Ohr Richtung Schulter, bis Sie an der Halsseite eine angenehme Dehnung spüren. Atmen Sie ruhig und wechseln Sie nach 20 Sekunden die Seite.</li>
</ol>
<p>Solche Übungen finden Sie auch in Ihrem Trainingsplan in officefit. Bewegen Sie sich immer im schmerzfreien Bereich. Halten Beschwerden länger an, strahlen sie in die Arme aus oder kribbeln die Finger, lassen Sie sich bitte ärztlich untersuchen.</p>
<h3>Unser Tipp</h3>
<p>Verknüpfen Sie eine Nackenübung mit etwas, das Sie ohnehin oft tun – zum Beispiel mit jedem Speichern eines Dokuments oder dem Ende eines Telefonats. So wird die Pause zur Gewohnheit, ohne dass Sie daran denken müssen.</p>`,
    },
    en: {
      title: 'Stiff neck? How to ease it at your desk',
      excerpt:
        'A stiff neck is part of office life for many people. A few changes to your desk and some short exercises help you push back.',
      content: `<p>Your neck carries the weight of your head all day – about five kilograms. When you tilt your head forward, towards the screen or your phone, the load on the muscles rises considerably. If that position stays the same for hours, many people end up with tension and sometimes headaches.</p>
<h2>The usual causes</h2>
<ul>
<li><strong>The screen is too low:</strong> your gaze points down all day and your head drifts forward.</li>
<li><strong>Your shoulders join in:</strong> when you type with concentration, you often pull your shoulders towards your ears without noticing.</li>
<li><strong>Too little change:</strong> the problem is rarely one "wrong" posture but the lack of variety.</li>
</ul>
<h2>Three changes at your desk</h2>
<p>Set your screen so that the top line of text sits at or slightly below eye level. If you work on a laptop, a stand plus a separate keyboard and mouse help. Rest your forearms loosely while typing so your shoulders do not have to hold them up. And avoid wedging the phone between ear and shoulder.</p>
<h2>Short exercises in between</h2>
<ol>
<li><strong>Chin tuck:</strong> gently slide your head straight back, as if making a double chin. Hold for three seconds and release. Ten times.</li>
<li><strong>Shoulder circles:</strong> lift your shoulders, roll them back and let them drop deliberately. Ten slow circles.</li>
<li><strong>Side stretch:</strong> tilt one ear towards your shoulder until you feel a pleasant stretch along the side of your neck. Breathe calmly and switch sides after 20 seconds.</li>
</ol>
<p>You will find exercises like these in your training plan in officefit as well. Always stay within a pain-free range. If discomfort lasts, radiates into your arms or your fingers tingle, please see a doctor.</p>
<h3>Our tip</h3>
<p>Link a neck exercise to something you do often anyway – for example every time you save a document or end a call. That way the break becomes a habit without you having to remember it.</p>`,
    },
  },
  {
    slug: 'lower-back-at-work',
    category: 'blog',
    tags: ['back', 'sitting', 'movement'],
    membersOnly: false,
    publishedAt: '2025-09-20',
    de: {
      title: 'Rückenschmerzen im Büro: Was wirklich hilft',
      excerpt:
        'Die meisten Rückenschmerzen sind unangenehm, aber harmlos. Bewegung ist dabei meist die beste Medizin – auch am Arbeitsplatz.',
      content: `<p>Rückenschmerzen gehören zu den häufigsten Beschwerden im Berufsleben. Die gute Nachricht: In den allermeisten Fällen steckt keine ernsthafte Ursache dahinter, und die Beschwerden bessern sich innerhalb weniger Wochen. Entscheidend ist, wie Sie in dieser Zeit mit Ihrem Rücken umgehen.</p>
<h2>In Bewegung bleiben statt schonen</h2>
<p>Früher galt Bettruhe als Mittel der Wahl. Heute weiß man: Wer im Rahmen seiner Möglichkeiten aktiv bleibt, erholt sich meist schneller. Leichte Bewegung wie Gehen, sanftes Mobilisieren und das normale Alltagsleben halten die Muskulatur geschmeidig und den Stoffwechsel der Bandscheiben in Gang.</p>
<h2>Was Sie am Arbeitsplatz tun können</h2>
<ul>
<li><strong>Positionen wechseln:</strong> Die beste Sitzhaltung ist die nächste. Lehnen Sie sich zurück, setzen Sie sich aufrecht, stehen Sie zwischendurch auf.</li>
<li><strong>Kurze Gehpausen:</strong> Gehen Sie zum Drucker, holen Sie Wasser, telefonieren Sie im Stehen.</li>
<li><strong>Becken kippen:</strong> Rollen Sie im Sitzen das Becken langsam vor und zurück. Das mobilisiert die Lendenwirbelsäule, ohne dass jemand es bemerkt.</li>
<li><strong>Rumpf stärken:</strong> Kräftigungsübungen für Bauch und Rücken in Ihrem Trainingsplan geben der Wirbelsäule langfristig Halt.</li>
</ul>
<h2>Wann Sie ärztlichen Rat brauchen</h2>
<p>Suchen Sie bitte zeitnah eine Ärztin oder einen Arzt auf, wenn die Schmerzen nach einem Unfall auftreten, wenn Taubheit oder Lähmungen in den Beinen dazukommen, wenn Sie Probleme beim Wasserlassen haben oder wenn Fieber und starkes Krankheitsgefühl hinzukommen. Auch Schmerzen, die über mehrere Wochen nicht besser werden, sollten Sie abklären lassen.</p>
<h3>Unser Tipp</h3>
<p>Geben Sie in Ihrem Gesundheitsprofil an, dass Sie Rückenbeschwerden haben. Ihr Trainingsplan berücksichtigt das und wählt Übungen, die Ihren Rücken entlasten und behutsam kräftigen. Wichtig ist die Regelmäßigkeit: Wenige Minuten an vielen Tagen bringen mehr als eine lange Einheit pro Woche.</p>`,
    },
    en: {
      title: 'Back pain at the office: what really helps',
      excerpt:
        'Most back pain is unpleasant but harmless. Movement is usually the best medicine – at your desk too.',
      content: `<p>Back pain is one of the most common complaints in working life. The good news: in the vast majority of cases there is no serious cause behind it, and the pain eases within a few weeks. What matters is how you treat your back during that time.</p>
<h2>Keep moving rather than resting</h2>
<p>Bed rest used to be the standard advice. Today we know that people who stay active within their limits usually recover faster. Light movement such as walking, gentle mobility work and carrying on with everyday life keeps your muscles supple and your discs nourished.</p>
<h2>What you can do at work</h2>
<ul>
<li><strong>Change positions:</strong> the best sitting position is the next one. Lean back, sit upright, stand up now and then.</li>
<li><strong>Short walking breaks:</strong> walk to the printer, fetch water, take calls standing up.</li>
<li><strong>Pelvic tilts:</strong> while seated, slowly roll your pelvis forwards and back. It mobilises your lower back without anyone noticing.</li>
<li><strong>Strengthen your core:</strong> the abdominal and back exercises in your training plan give your spine support in the long run.</li>
</ul>
<h2>When to see a doctor</h2>
<p>Please see a doctor promptly if the pain follows an accident, if numbness or weakness in your legs comes with it, if you have trouble passing urine, or if you have a fever and feel very unwell. Pain that does not improve over several weeks should also be checked.</p>
<h3>Our tip</h3>
<p>Mention your back pain in your health profile. Your training plan takes it into account and chooses exercises that relieve and gently strengthen your back. Regularity is what counts: a few minutes on many days does more than one long session a week.</p>`,
    },
  },
  {
    slug: 'wrist-care-for-keyboard-work',
    category: 'blog',
    tags: ['wrists', 'screen-work', 'exercises'],
    membersOnly: false,
    publishedAt: '2025-10-04',
    de: {
      title: 'Gesunde Handgelenke bei Tastatur- und Mausarbeit',
      excerpt:
        'Tausende Tastenanschläge und Mausklicks am Tag fordern Hände und Unterarme. So beugen Sie Überlastung vor.',
      content: `<p>Wer viel am Computer arbeitet, bewegt Finger und Handgelenke tausendfach am Tag – meist in derselben, kleinen Bewegung. Das kann zu Verspannungen in den Unterarmen, zu Ziehen im Handgelenk oder zu kribbelnden Fingern führen. Mit einer guten Einstellung des Arbeitsplatzes und kurzen Ausgleichsübungen beugen Sie vor.</p>
<h2>Die richtige Position</h2>
<ul>
<li><strong>Gerade Handgelenke:</strong> Hände, Handgelenke und Unterarme bilden beim Tippen möglichst eine Linie. Knicken Sie die Hände nicht nach oben oder zur Seite ab.</li>
<li><strong>Flache Tastatur:</strong> Die ausklappbaren Füßchen der Tastatur sind oft eher ungünstig, weil sie das Handgelenk nach oben beugen.</li>
<li><strong>Maus nah am Körper:</strong> Die Maus liegt direkt neben der Tastatur, damit Sie den Arm nicht weit ausstrecken müssen.</li>
<li><strong>Tastenkürzel nutzen:</strong> Jedes Kürzel spart Mauswege.</li>
</ul>
<h2>Übungen für zwischendurch</h2>
<ol>
<li><strong>Fäuste öffnen:</strong> Ballen Sie die Hände locker zur Faust und spreizen Sie dann die Finger weit. Zehnmal.</li>
<li><strong>Unterarm dehnen:</strong> Strecken Sie einen Arm nach vorn, die Handfläche zeigt nach unten. Ziehen Sie die Finger mit der anderen Hand sanft Richtung Körper. 20 Sekunden, dann Seitenwechsel.</li>
<li><strong>Handgelenke kreisen:</strong> Kreisen Sie beide Handgelenke langsam in beide Richtungen.</li>
</ol>
<h2>Abwechslung ist der Schlüssel</h2>
<p>Nicht jede Aufgabe muss an der Tastatur stattfinden. Skizzieren Sie Ideen auf Papier, führen Sie Gespräche am Telefon und unterbrechen Sie lange Schreibphasen mit kurzen Pausen. Manche Menschen profitieren von einer vertikalen Maus – probieren Sie aus, was Ihnen guttut.</p>
<p>Bei anhaltendem Kribbeln oder Taubheit in den Fingern, besonders nachts, lassen Sie sich bitte ärztlich beraten.</p>
<h3>Kleine Routine für jeden Tag</h3>
<p>Planen Sie zwei feste Momente am Tag ein, an denen Sie Hände und Unterarme bewusst lockern, zum Beispiel vor der Mittagspause und vor dem Feierabend. Schütteln Sie die Hände aus, lassen Sie die Arme hängen und atmen Sie dabei ruhig. Diese halbe Minute entlastet mehr, als man denkt.</p>`,
    },
    en: {
      title: 'Healthy wrists for keyboard and mouse work',
      excerpt:
        'Thousands of keystrokes and mouse clicks a day put strain on hands and forearms. Here is how to prevent overload.',
      content: `<p>If you work at a computer a lot, you move your fingers and wrists thousands of times a day – mostly in the same small motion. That can lead to tight forearms, a pulling feeling in the wrist or tingling fingers. A well-adjusted workstation and short balancing exercises help prevent it.</p>
<h2>The right position</h2>
<ul>
<li><strong>Straight wrists:</strong> while typing, your hands, wrists and forearms should form a line. Avoid bending your hands upwards or sideways.</li>
<li><strong>A flat keyboard:</strong> the fold-out feet on keyboards are often unhelpful because they bend the wrist upwards.</li>
<li><strong>Mouse close to your body:</strong> keep the mouse right next to the keyboard so you do not have to stretch your arm.</li>
<li><strong>Use shortcuts:</strong> every keyboard shortcut saves a trip with the mouse.</li>
</ul>
<h2>Exercises in between</h2>
<ol>
<li><strong>Open your fists:</strong> make loose fists, then spread your fingers wide. Ten times.</li>
<li><strong>Forearm stretch:</strong> stretch one arm forward with the palm facing down. Use the other hand to gently pull the fingers towards you. 20 seconds, then switch.</li>
<li><strong>Wrist circles:</strong> slowly circle both wrists in both directions.</li>
</ol>
<h2>Variety is the key</h2>
<p>Not every task has to happen at the keyboard. Sketch ideas on paper, hold conversations by phone and break up long writing sessions with short pauses. Some people do well with a vertical mouse – try out what works for you.</p>
<p>If tingling or numbness in your fingers persists, especially at night, please see a doctor.</p>
<h3>A small routine for every day</h3>
<p>Plan two fixed moments a day to loosen your hands and forearms on purpose, for example before lunch and before you finish work. Shake out your hands, let your arms hang and breathe calmly. This half minute relieves more strain than you might think.</p>`,
    },
  },
  {
    slug: 'monitor-and-chair-setup',
    category: 'blog',
    tags: ['desk-setup', 'posture', 'screen-work'],
    membersOnly: false,
    publishedAt: '2025-10-18',
    de: {
      title: 'Bildschirm, Stuhl, Tisch: Ihr Arbeitsplatz in fünf Minuten eingestellt',
      excerpt:
        'Ein gut eingestellter Arbeitsplatz kostet nichts und entlastet Nacken, Rücken und Augen. Diese Reihenfolge hat sich bewährt.',
      content: `<p>Viele Menschen arbeiten jahrelang an einem Schreibtisch, den sie nie bewusst eingestellt haben. Dabei dauert es nur wenige Minuten, und der Körper dankt es Ihnen jeden Tag. Gehen Sie am besten in dieser Reihenfolge vor.</p>
<h2>1. Der Stuhl</h2>
<p>Stellen Sie die Sitzhöhe so ein, dass Ihre Füße flach auf dem Boden stehen und die Oberschenkel etwa waagerecht sind. Zwischen Sitzvorderkante und Kniekehle passen zwei bis drei Finger. Die Rückenlehne stützt den unteren Rücken; stellen Sie sie nicht starr fest, sondern lassen Sie sie mitschwingen.</p>
<h2>2. Der Tisch</h2>
<p>Lassen Sie die Schultern locker hängen und beugen Sie die Ellbogen etwa im rechten Winkel. Die Tischplatte sollte auf Höhe der Unterarme liegen. Ist der Tisch nicht verstellbar, passen Sie den Stuhl an und nutzen Sie bei Bedarf eine Fußstütze.</p>
<h2>3. Der Bildschirm</h2>
<ul>
<li><strong>Abstand:</strong> etwa eine Armlänge, bei großen Bildschirmen etwas mehr.</li>
<li><strong>Höhe:</strong> die oberste Zeile auf oder knapp unter Augenhöhe.</li>
<li><strong>Position:</strong> direkt vor Ihnen, nicht seitlich versetzt. Bei zwei Bildschirmen steht der häufiger genutzte mittig.</li>
<li><strong>Licht:</strong> Fenster möglichst seitlich, nicht im Rücken oder direkt hinter dem Bildschirm, um Blendung zu vermeiden.</li>
</ul>
<h2>4. Die Kleinigkeiten</h2>
<p>Häufig genutzte Dinge wie Telefon, Notizblock und Wasserglas gehören in Griffweite. Kabel und Ablagen sollten Ihre Beine nicht einengen.</p>
<h3>Und dann: bewegen</h3>
<p>Auch der perfekt eingestellte Arbeitsplatz ersetzt keine Bewegung. Nutzen Sie die Übungen in Ihrem Trainingsplan, um Haltung und Position regelmäßig zu wechseln. Wenn Sie einen höhenverstellbaren Tisch haben, stellen Sie die Stehhöhe nach demselben Prinzip ein: Ellbogen im rechten Winkel, Schultern locker.</p>
<p>Prüfen Sie die Einstellung nach ein paar Tagen noch einmal. Oft merkt man erst im Alltag, ob der Bildschirm noch etwas höher oder der Stuhl etwas tiefer sein sollte. Teilen Sie sich einen Arbeitsplatz, nehmen Sie sich jeden Morgen die eine Minute für die Einstellung.</p>`,
    },
    en: {
      title: 'Screen, chair, desk: set up your workstation in five minutes',
      excerpt:
        'A well-adjusted workstation costs nothing and takes strain off your neck, back and eyes. This order works well.',
      content: `<p>Many people spend years at a desk they have never consciously adjusted. Yet it only takes a few minutes, and your body will thank you every day. Work through the steps in this order.</p>
<h2>1. The chair</h2>
<p>Set the seat height so your feet rest flat on the floor and your thighs are roughly horizontal. Two or three fingers should fit between the front edge of the seat and the back of your knee. The backrest supports your lower back; do not lock it rigidly, let it move with you.</p>
<h2>2. The desk</h2>
<p>Let your shoulders hang loosely and bend your elbows to about a right angle. The desktop should be at forearm height. If the desk cannot be adjusted, adapt the chair instead and use a footrest if needed.</p>
<h2>3. The screen</h2>
<ul>
<li><strong>Distance:</strong> about an arm's length, a little more for large screens.</li>
<li><strong>Height:</strong> the top line at or just below eye level.</li>
<li><strong>Position:</strong> straight in front of you, not off to one side. With two screens, put the one you use most in the middle.</li>
<li><strong>Light:</strong> windows to the side if possible, not behind you or directly behind the screen, to avoid glare.</li>
</ul>
<h2>4. The details</h2>
<p>Things you use often, such as your phone, notepad and water glass, belong within easy reach. Cables and storage should not cramp your legs.</p>
<h3>And then: move</h3>
<p>Even a perfectly adjusted workstation does not replace movement. Use the exercises in your training plan to change your posture and position regularly. If you have a height-adjustable desk, set the standing height by the same rule: elbows at a right angle, shoulders relaxed.</p>
<p>Check the settings again after a few days. Often you only notice in daily use whether the screen should be a little higher or the chair a little lower. If you share a desk, take that one minute to adjust it every morning.</p>`,
    },
  },
  {
    slug: 'the-20-20-20-rule-for-your-eyes',
    category: 'blog',
    tags: ['eyes', 'screen-work', 'micro-pauses'],
    membersOnly: false,
    publishedAt: '2025-11-01',
    de: {
      title: 'Die 20-20-20-Regel: kleine Pausen für müde Augen',
      excerpt:
        'Trockene, brennende Augen nach einem langen Bildschirmtag? Eine einfache Regel und ein paar Gewohnheiten schaffen Erleichterung.',
      content: `<p>Beim Blick auf den Bildschirm arbeiten die Augenmuskeln ununterbrochen auf kurze Distanz. Gleichzeitig blinzeln wir deutlich seltener als sonst – die Augen trocknen aus. Das Ergebnis kennen viele: Brennen, Müdigkeit, verschwommenes Sehen am Nachmittag.</p>
<h2>Die Regel</h2>
<p>Schauen Sie alle 20 Minuten für 20 Sekunden auf etwas, das etwa 20 Fuß – rund sechs Meter – entfernt ist. Ein Blick aus dem Fenster oder ans andere Ende des Raumes genügt. Die Augenmuskeln entspannen sich beim Blick in die Ferne, und ganz nebenbei blinzeln Sie wieder häufiger.</p>
<h2>Damit Sie daran denken</h2>
<ul>
<li>Nutzen Sie natürliche Unterbrechungen: das Ende einer E-Mail, das Warten auf einen Download, den Beginn eines Telefonats.</li>
<li>Kleben Sie eine kleine Notiz an den Bildschirmrand.</li>
<li>Verbinden Sie die Augenpause mit einer Übung aus Ihrem Trainingsplan – so tun Sie Augen und Körper gleichzeitig etwas Gutes.</li>
</ul>
<h2>Weitere Entlastung für die Augen</h2>
<ul>
<li><strong>Bewusst blinzeln:</strong> Schließen Sie die Augen einige Male langsam und vollständig.</li>
<li><strong>Helligkeit anpassen:</strong> Der Bildschirm sollte nicht viel heller oder dunkler sein als die Umgebung.</li>
<li><strong>Schrift vergrößern:</strong> Wer die Augen zusammenkneift, strengt sie an. Zoomen Sie lieber.</li>
<li><strong>Luft und Wasser:</strong> Trockene Heizungsluft verstärkt die Beschwerden. Lüften Sie regelmäßig und trinken Sie ausreichend.</li>
</ul>
<h2>Wann zur Augenärztin oder zum Augenarzt?</h2>
<p>Wenn Sie häufig Kopfschmerzen nach der Bildschirmarbeit haben, unscharf sehen oder die Beschwerden trotz Pausen bleiben, lassen Sie Ihre Augen untersuchen. Manchmal steckt eine unkorrigierte Fehlsichtigkeit dahinter, und eine Bildschirmbrille hilft.</p>
<h3>Unser Tipp</h3>
<p>Nutzen Sie die Augenpause auch für den Körper: Stehen Sie auf, schauen Sie aus dem Fenster und kreisen Sie dabei die Schultern. So verbinden Sie zwei gute Gewohnheiten, und die 20 Sekunden vergehen wie im Flug.</p>`,
    },
    en: {
      title: 'The 20-20-20 rule: small breaks for tired eyes',
      excerpt:
        'Dry, burning eyes after a long day at the screen? A simple rule and a few habits bring relief.',
      content: `<p>When you look at a screen, your eye muscles work non-stop at a short distance. At the same time, you blink far less often than usual, so your eyes dry out. Many people know the result: burning, tiredness and blurred vision in the afternoon.</p>
<h2>The rule</h2>
<p>Every 20 minutes, look at something about 20 feet – around six metres – away for 20 seconds. A glance out of the window or to the far end of the room is enough. Your eye muscles relax when you look into the distance, and you start blinking more often again along the way.</p>
<h2>How to remember it</h2>
<ul>
<li>Use natural interruptions: finishing an e-mail, waiting for a download, the start of a call.</li>
<li>Stick a small note to the edge of your screen.</li>
<li>Combine the eye break with an exercise from your training plan – that way you do something good for your eyes and your body at once.</li>
</ul>
<h2>More relief for your eyes</h2>
<ul>
<li><strong>Blink on purpose:</strong> close your eyes slowly and completely a few times.</li>
<li><strong>Adjust the brightness:</strong> the screen should not be much brighter or darker than its surroundings.</li>
<li><strong>Make text bigger:</strong> squinting strains your eyes. Zoom in instead.</li>
<li><strong>Air and water:</strong> dry heated air makes things worse. Air the room regularly and drink enough.</li>
</ul>
<h2>When to see an eye doctor</h2>
<p>If you often get headaches after screen work, see blurrily or the discomfort stays despite breaks, have your eyes checked. Sometimes an uncorrected vision problem is behind it, and glasses for screen work help.</p>
<h3>Our tip</h3>
<p>Use the eye break for your body as well: stand up, look out of the window and roll your shoulders while you do. That way you combine two good habits, and the 20 seconds fly by.</p>`,
    },
  },
  {
    slug: 'hip-mobility-for-desk-workers',
    category: 'blog',
    tags: ['mobility', 'sitting', 'exercises'],
    membersOnly: false,
    publishedAt: '2025-11-15',
    de: {
      title: 'Bewegliche Hüften trotz Sitzberuf',
      excerpt:
        'Langes Sitzen verkürzt die Hüftbeuger und macht die Hüfte steif. Drei Übungen bringen Beweglichkeit zurück.',
      content: `<p>Im Sitzen sind die Hüften stundenlang gebeugt. Die Muskeln an der Vorderseite, die Hüftbeuger, gewöhnen sich an diese verkürzte Position. Die Folge spüren viele beim Aufstehen: Die ersten Schritte fühlen sich steif an, manchmal zieht es im unteren Rücken. Gezielte Mobilisation wirkt dem entgegen.</p>
<h2>Warum die Hüfte so wichtig ist</h2>
<p>Die Hüfte verbindet Oberkörper und Beine. Ist sie unbeweglich, übernehmen andere Bereiche die fehlende Bewegung – häufig die Lendenwirbelsäule. Bewegliche Hüften entlasten also auch den Rücken und machen Alltagsbewegungen wie Treppensteigen oder Bücken leichter.</p>
<h2>Drei Übungen für den Arbeitstag</h2>
<ol>
<li><strong>Hüftbeuger dehnen im Stehen:</strong> Machen Sie einen großen Schritt nach vorn, das hintere Bein bleibt gestreckt. Schieben Sie das Becken sanft nach vorn, bis Sie eine Dehnung an der Vorderseite der hinteren Hüfte spüren. 30 Sekunden pro Seite.</li>
<li><strong>Knie zur Brust:</strong> Ziehen Sie im Stehen ein Knie mit beiden Händen zur Brust, halten Sie kurz und wechseln Sie die Seite. Halten Sie sich bei Bedarf am Tisch fest.</li>
<li><strong>Sitzende Acht:</strong> Setzen Sie sich auf die Stuhlkante und beschreiben Sie mit dem Becken langsam eine liegende Acht.</li>
</ol>
<h2>Im Alltag mehr Bewegung für die Hüfte</h2>
<ul>
<li>Stehen Sie mindestens einmal pro Stunde auf.</li>
<li>Wechseln Sie die Sitzposition: mal die Beine nebeneinander, mal einen Fuß nach hinten gestellt.</li>
<li>Nehmen Sie die Treppe – jede Stufe bewegt die Hüfte kräftig.</li>
</ul>
<p>In officefit finden Sie Mobilisationsübungen für die Hüfte auch gezielt über die Körperbereiche. Führen Sie die Dehnungen ruhig und ohne Wippen aus und bleiben Sie im angenehmen Bereich.</p>
<h3>Unser Tipp</h3>
<p>Machen Sie die Dehnung des Hüftbeugers zu Ihrem Ritual nach langen Besprechungen. Wer eine Stunde gesessen hat, profitiert besonders von einer halben Minute in der Gegenrichtung.</p>`,
    },
    en: {
      title: 'Mobile hips despite a desk job',
      excerpt:
        'Long hours of sitting shorten the hip flexors and stiffen the hips. Three exercises bring back mobility.',
      content: `<p>When you sit, your hips stay bent for hours. The muscles at the front, the hip flexors, get used to this shortened position. Many people feel the result when they stand up: the first steps feel stiff, and sometimes the lower back pulls. Targeted mobility work counteracts this.</p>
<h2>Why the hips matter so much</h2>
<p>Your hips connect your upper body and legs. If they are stiff, other areas take over the missing movement – often the lower back. So mobile hips also relieve your back and make everyday movements such as climbing stairs or bending down easier.</p>
<h2>Three exercises for the working day</h2>
<ol>
<li><strong>Standing hip flexor stretch:</strong> take a big step forward and keep the back leg straight. Gently push your pelvis forward until you feel a stretch at the front of the back hip. 30 seconds per side.</li>
<li><strong>Knee to chest:</strong> standing, pull one knee towards your chest with both hands, hold briefly and switch sides. Hold on to the desk if you need to.</li>
<li><strong>Seated figure of eight:</strong> sit on the edge of your chair and slowly trace a horizontal figure of eight with your pelvis.</li>
</ol>
<h2>More movement for your hips every day</h2>
<ul>
<li>Stand up at least once an hour.</li>
<li>Change how you sit: sometimes with your feet side by side, sometimes with one foot placed back.</li>
<li>Take the stairs – every step moves your hips powerfully.</li>
</ul>
<p>In officefit you can also find hip mobility exercises through the body areas. Do the stretches calmly and without bouncing, and stay in a comfortable range.</p>
<h3>Our tip</h3>
<p>Make the hip flexor stretch your ritual after long meetings. After an hour of sitting, half a minute in the opposite direction is especially welcome.</p>`,
    },
  },
  {
    slug: 'strength-in-five-minutes',
    category: 'blog',
    tags: ['strength', 'exercises', 'routine'],
    membersOnly: false,
    publishedAt: '2025-12-06',
    de: {
      title: 'Kraft in fünf Minuten: Muskeltraining ohne Fitnessstudio',
      excerpt:
        'Muskeln sind ein Schutzschild für Rücken und Gelenke. Schon kurze Einheiten im Büro machen einen Unterschied.',
      content: `<p>Beim Thema Krafttraining denken viele an Hanteln und Fitnessstudio. Dabei reicht für den Anfang das eigene Körpergewicht. Kräftige Muskeln stabilisieren Gelenke und Wirbelsäule, erleichtern den Alltag und tragen dazu bei, dass Sie auch mit zunehmendem Alter beweglich und selbstständig bleiben.</p>
<h2>Warum kurz reicht</h2>
<p>Entscheidend für den Muskelaufbau ist, dass Sie Ihre Muskeln regelmäßig fordern. Fünf Minuten an mehreren Tagen pro Woche sind ein guter Anfang – und leichter durchzuhalten als eine lange Einheit, für die Sie erst Zeit finden müssen. Genau darauf sind die Übungen in Ihrem Trainingsplan ausgelegt.</p>
<h2>Eine Runde für den Schreibtisch</h2>
<ol>
<li><strong>Aufstehen ohne Hände:</strong> Setzen Sie sich auf die Stuhlkante und stehen Sie langsam auf, ohne die Hände zu benutzen. Setzen Sie sich ebenso langsam wieder. Zehnmal.</li>
<li><strong>Liegestütz an der Tischkante:</strong> Stützen Sie die Hände schulterbreit auf einen stabilen Tisch, der Körper bildet eine Linie. Beugen und strecken Sie die Arme. Acht bis zwölf Wiederholungen.</li>
<li><strong>Wadenheben:</strong> Stellen Sie sich hüftbreit hin und heben Sie die Fersen an. Langsam senken. 15-mal.</li>
<li><strong>Schulterblätter zusammen:</strong> Ziehen Sie die Schulterblätter nach hinten unten zusammen, halten Sie fünf Sekunden. Zehnmal.</li>
</ol>
<h2>So steigern Sie sich</h2>
<p>Wird eine Übung leicht, machen Sie sie langsamer, fügen Sie Wiederholungen hinzu oder wählen Sie eine schwierigere Variante. Achten Sie auf saubere Ausführung statt auf Tempo. Ein leichtes Brennen in der Muskulatur ist normal, Schmerzen in Gelenken sind es nicht.</p>
<h3>Unser Tipp</h3>
<p>Legen Sie Ihr Wochenziel so fest, dass es realistisch ist. Jeder abgeschlossene Trainingstag bringt Fitnesspunkte und hält Ihren Strike am Leben – und Ihre Muskeln merken sich jede Einheit.</p>`,
    },
    en: {
      title: 'Strength in five minutes: muscle training without a gym',
      excerpt: 'Muscles protect your back and joints. Even short sessions at the office make a difference.',
      content: `<p>When it comes to strength training, many people think of dumbbells and gyms. Yet your own body weight is all you need to start. Strong muscles stabilise your joints and spine, make daily life easier and help you stay mobile and independent as you get older.</p>
<h2>Why short is enough</h2>
<p>What counts for building muscle is challenging your muscles regularly. Five minutes on several days a week is a good start – and easier to keep up than a long session you first have to find time for. That is exactly what the exercises in your training plan are designed for.</p>
<h2>A round for your desk</h2>
<ol>
<li><strong>Stand up without hands:</strong> sit on the edge of your chair and slowly stand up without using your hands. Sit down just as slowly. Ten times.</li>
<li><strong>Desk push-ups:</strong> place your hands shoulder-width apart on a sturdy desk, body in one line. Bend and straighten your arms. Eight to twelve repetitions.</li>
<li><strong>Calf raises:</strong> stand with your feet hip-width apart and lift your heels. Lower slowly. 15 times.</li>
<li><strong>Shoulder blade squeeze:</strong> draw your shoulder blades back and down together and hold for five seconds. Ten times.</li>
</ol>
<h2>How to progress</h2>
<p>When an exercise gets easy, do it more slowly, add repetitions or choose a harder variation. Focus on clean technique rather than speed. A slight burn in the muscles is normal; pain in the joints is not.</p>
<h3>Our tip</h3>
<p>Set your weekly goal at a realistic level. Every completed training day earns fitness points and keeps your strike alive – and your muscles remember every session.</p>`,
    },
  },
  {
    slug: 'the-afternoon-dip',
    category: 'blog',
    tags: ['energy', 'breaks', 'sleep'],
    membersOnly: false,
    publishedAt: '2026-01-17',
    de: {
      title: 'Das Nachmittagstief: Was gegen die Müdigkeit nach dem Mittag hilft',
      excerpt:
        'Gegen 14 Uhr fallen vielen die Augen fast zu. Das ist normal – und es gibt gute Wege, damit umzugehen.',
      content: `<p>Das Leistungstief am frühen Nachmittag ist kein Zeichen von Faulheit. Es gehört zum natürlichen Tagesrhythmus: Die innere Uhr sorgt nach der Mittagszeit für eine Phase geringerer Wachheit, die durch ein schweres Mittagessen oder eine kurze Nacht noch verstärkt wird.</p>
<h2>Bewegung statt dritter Tasse</h2>
<p>Ein kurzer Spaziergang, ein paar Treppen oder eine Übung aus Ihrem Trainingsplan bringen den Kreislauf schneller in Schwung als noch ein Kaffee am späten Nachmittag, der Ihnen abends den Schlaf rauben kann. Schon zwei bis fünf Minuten Bewegung machen spürbar wacher.</p>
<h2>Licht und frische Luft</h2>
<p>Tageslicht signalisiert dem Körper: Es ist Tag. Gehen Sie, wenn möglich, kurz nach draußen oder arbeiten Sie eine Weile am Fenster. Lüften Sie den Raum – verbrauchte Luft macht zusätzlich müde.</p>
<h2>Ein leichteres Mittagessen</h2>
<ul>
<li>Füllen Sie den Teller zur Hälfte mit Gemüse oder Salat.</li>
<li>Wählen Sie Vollkorn statt Weißmehl, das hält den Blutzucker gleichmäßiger.</li>
<li>Essen Sie sich angenehm satt, nicht übervoll.</li>
</ul>
<h2>Der kurze Mittagsschlaf</h2>
<p>Wer die Möglichkeit hat, kann ein kurzes Nickerchen von 10 bis 20 Minuten ausprobieren. Länger sollte es nicht sein, sonst fallen Sie in den Tiefschlaf und fühlen sich danach benommen. Stellen Sie sich einen Wecker.</p>
<h3>Planen Sie mit dem Tief</h3>
<p>Legen Sie anspruchsvolle Aufgaben, wenn möglich, in den Vormittag und nutzen Sie das Nachmittagstief für Routinearbeiten, Abstimmungen oder eben eine Bewegungspause. Wer gegen seinen Rhythmus arbeitet, verliert mehr Energie als nötig.</p>
<p>Auch ein Glas Wasser kann helfen: Schon leichter Flüssigkeitsmangel macht müde und unkonzentriert. Stellen Sie sich deshalb am Mittag eine volle Flasche an den Platz und trinken Sie sie im Laufe des Nachmittags aus. Und wenn das Tief trotz allem jeden Tag sehr ausgeprägt ist, lohnt ein ehrlicher Blick auf Ihren Nachtschlaf.</p>`,
    },
    en: {
      title: 'The afternoon dip: what helps against tiredness after lunch',
      excerpt:
        "Around 2 pm many people can barely keep their eyes open. That's normal – and there are good ways to deal with it.",
      content: `<p>The slump in the early afternoon is not a sign of laziness. It is part of your natural daily rhythm: after midday, your body clock brings a phase of lower alertness, which a heavy lunch or a short night makes even stronger.</p>
<h2>Movement instead of a third cup</h2>
<p>A short walk, a few flights of stairs or an exercise from your training plan get your circulation going faster than another late-afternoon coffee, which may cost you sleep at night. Just two to five minutes of movement make you noticeably more awake.</p>
<h2>Light and fresh air</h2>
<p>Daylight tells your body that it is daytime. If you can, step outside for a moment or work by the window for a while. Air the room – stale air makes you even more tired.</p>
<h2>A lighter lunch</h2>
<ul>
<li>Fill half your plate with vegetables or salad.</li>
<li>Choose wholegrain over white flour; it keeps your blood sugar steadier.</li>
<li>Eat until you are comfortably full, not stuffed.</li>
</ul>
<h2>The short nap</h2>
<p>If you have the chance, try a short nap of 10 to 20 minutes. It should not be longer, or you will fall into deep sleep and feel groggy afterwards. Set an alarm.</p>
<h3>Plan around the dip</h3>
<p>Where possible, put demanding tasks in the morning and use the afternoon dip for routine work, coordination or a movement break. Working against your rhythm costs more energy than necessary.</p>
<p>A glass of water can help too: even mild dehydration makes you tired and unfocused. So put a full bottle on your desk at lunchtime and finish it over the afternoon. And if the dip is very strong every day despite all this, it is worth taking an honest look at your night-time sleep.</p>`,
    },
  },
  {
    slug: 'evening-routine-for-better-sleep',
    category: 'blog',
    tags: ['sleep', 'routine', 'relaxation'],
    membersOnly: false,
    publishedAt: '2026-02-14',
    de: {
      title: 'Besser schlafen: Eine Abendroutine, die wirklich passt',
      excerpt:
        'Guter Schlaf beginnt lange vor dem Zubettgehen. Mit einer festen Abendroutine signalisieren Sie Ihrem Körper, dass der Tag zu Ende geht.',
      content: `<p>Schlaf ist die wichtigste Erholungsphase des Tages. Im Schlaf regeneriert sich der Körper, das Gehirn sortiert Erlebtes und das Immunsystem arbeitet. Wer dauerhaft schlecht schläft, ist tagsüber weniger belastbar, unkonzentrierter und anfälliger für Stress. Eine gute Abendroutine kann helfen.</p>
<h2>Ein fester Rhythmus</h2>
<p>Gehen Sie möglichst jeden Tag zur ähnlichen Zeit ins Bett und stehen Sie zur ähnlichen Zeit auf – auch am Wochenende. Die innere Uhr liebt Regelmäßigkeit. Große Abweichungen wirken wie ein kleiner Jetlag.</p>
<h2>Die letzte Stunde vor dem Schlafen</h2>
<ul>
<li><strong>Licht dimmen:</strong> Gedämpftes, warmes Licht unterstützt die Ausschüttung des Schlafhormons Melatonin.</li>
<li><strong>Bildschirme beiseitelegen:</strong> Nachrichten, E-Mails und soziale Medien halten den Kopf wach. Ein Buch oder ruhige Musik sind bessere Begleiter.</li>
<li><strong>Gedanken parken:</strong> Schreiben Sie auf, was morgen zu tun ist. Dann muss Ihr Kopf es nicht die ganze Nacht festhalten.</li>
<li><strong>Entspannen:</strong> Eine kurze Atemübung oder eine Entspannungsübung aus officefit hilft, den Tag abzuschließen.</li>
</ul>
<h2>Was den Schlaf stört</h2>
<p>Koffein wirkt viele Stunden nach – verzichten Sie am besten ab dem frühen Nachmittag darauf. Alkohol lässt zwar schneller einschlafen, macht den Schlaf aber unruhiger. Schwere Mahlzeiten kurz vor dem Zubettgehen belasten die Verdauung. Intensiver Sport ist am frühen Abend besser aufgehoben als direkt vor dem Schlafen.</p>
<h2>Das Schlafzimmer</h2>
<p>Kühl, dunkel und ruhig – so schlafen die meisten Menschen am besten. Nutzen Sie das Bett zum Schlafen und nicht als Büro.</p>
<p>Schlafen Sie über Wochen schlecht, obwohl Sie vieles ausprobiert haben, sprechen Sie mit Ihrer Hausärztin oder Ihrem Hausarzt.</p>
<h3>Unser Tipp</h3>
<p>Wählen Sie für den Anfang nur ein Element aus, zum Beispiel das Aufschreiben der Aufgaben für morgen, und behalten Sie es zwei Wochen lang bei. Routinen wachsen am besten Schritt für Schritt.</p>`,
    },
    en: {
      title: 'Sleep better: an evening routine that really fits',
      excerpt:
        'Good sleep starts long before bedtime. A fixed evening routine tells your body that the day is coming to an end.',
      content: `<p>Sleep is the most important recovery phase of the day. While you sleep, your body regenerates, your brain sorts through what happened and your immune system does its work. People who sleep badly over long periods cope less well with the day, concentrate less and are more vulnerable to stress. A good evening routine can help.</p>
<h2>A fixed rhythm</h2>
<p>Try to go to bed and get up at similar times every day – weekends included. Your body clock loves regularity. Big differences act like a small jet lag.</p>
<h2>The last hour before sleep</h2>
<ul>
<li><strong>Dim the lights:</strong> soft, warm light supports the release of the sleep hormone melatonin.</li>
<li><strong>Put screens away:</strong> news, e-mails and social media keep your mind awake. A book or quiet music are better companions.</li>
<li><strong>Park your thoughts:</strong> write down what needs doing tomorrow. Then your mind does not have to hold on to it all night.</li>
<li><strong>Relax:</strong> a short breathing exercise or a relaxation exercise from officefit helps you close the day.</li>
</ul>
<h2>What disturbs sleep</h2>
<p>Caffeine keeps working for many hours, so it is best to avoid it from the early afternoon. Alcohol may help you fall asleep faster, but it makes your sleep more restless. Heavy meals shortly before bed burden your digestion. Intense exercise is better placed in the early evening than right before sleep.</p>
<h2>The bedroom</h2>
<p>Cool, dark and quiet – that is how most people sleep best. Use your bed for sleeping, not as an office.</p>
<p>If you sleep badly for weeks despite trying many things, talk to your doctor.</p>
<h3>Our tip</h3>
<p>Start with just one element, such as writing down tomorrow's tasks, and keep it up for two weeks. Routines grow best step by step.</p>`,
    },
  },
  {
    slug: 'reaching-your-steps-goal',
    category: 'blog',
    tags: ['steps', 'walking', 'motivation'],
    membersOnly: false,
    publishedAt: '2026-03-14',
    de: {
      title: 'So erreichen Sie Ihr Schrittziel auch an Bürotagen',
      excerpt:
        'Zehntausend Schritte klingen viel, wenn man den ganzen Tag sitzt. Mit diesen Ideen kommen Sie Ihrem Schrittziel Tag für Tag näher.',
      content: `<p>An einem typischen Bürotag kommen viele Menschen nur auf wenige Tausend Schritte. Dabei ist Gehen eine der einfachsten und wirksamsten Arten, sich zu bewegen: Es bringt den Kreislauf in Schwung, schont die Gelenke und hilft beim Abschalten. Ihr Schrittziel in officefit macht diese Bewegung sichtbar.</p>
<h2>Schritte sammeln, ohne extra Zeit</h2>
<ul>
<li><strong>Der Arbeitsweg:</strong> Steigen Sie eine Haltestelle früher aus oder parken Sie etwas weiter weg.</li>
<li><strong>Die Treppe:</strong> Jede Etage zählt – und kräftigt nebenbei die Beine.</li>
<li><strong>Telefonieren im Gehen:</strong> Viele Gespräche brauchen keinen Bildschirm.</li>
<li><strong>Der weitere Weg:</strong> Nutzen Sie die Küche oder den Drucker auf der anderen Etage.</li>
<li><strong>Gehbesprechungen:</strong> Zu zweit lässt sich manches im Gehen besser besprechen als am Tisch.</li>
</ul>
<h2>Die Mittagspause als Schrittquelle</h2>
<p>Ein Spaziergang von 15 Minuten nach dem Essen bringt leicht 1.500 bis 2.000 Schritte. Er hilft außerdem gegen das Nachmittagstief und sorgt für Tageslicht.</p>
<h2>Realistisch bleiben</h2>
<p>Das Schrittziel ist eine Orientierung, kein Muss. Wenn Sie heute bei 4.000 Schritten liegen, sind 6.000 ein großer Fortschritt. Steigern Sie sich Schritt für Schritt. Tage, an denen Sie Ihr Schrittziel erreichen, bringen Ihnen in officefit zusätzliche Fitnesspunkte.</p>
<h3>So tragen Sie Ihre Schritte ein</h3>
<p>Aktivieren Sie die Schrittzählung in officefit und tragen Sie Ihre Schritte des Tages ein, zum Beispiel aus Ihrem Smartphone oder Ihrer Uhr. Haben Sie es einmal vergessen, können Sie Schritte auch für die letzten Tage nachtragen. Tragen Sie einfach den neuen Stand ein, wenn sich Ihre Zahl im Laufe des Tages erhöht.</p>
<p>Übrigens: Auch an Tagen, an denen das Schrittziel außer Reichweite liegt, lohnt jeder Gang. Bewegung wirkt nicht erst ab einer bestimmten Zahl, sondern mit jedem Schritt, den Sie mehr gehen als gestern.</p>`,
    },
    en: {
      title: 'How to reach your steps goal on office days too',
      excerpt:
        'Ten thousand steps sounds like a lot when you sit all day. These ideas bring you closer to your steps goal day by day.',
      content: `<p>On a typical office day, many people only manage a few thousand steps. Yet walking is one of the simplest and most effective ways to move: it gets your circulation going, is easy on your joints and helps you switch off. Your steps goal in officefit makes this movement visible.</p>
<h2>Collect steps without extra time</h2>
<ul>
<li><strong>Your commute:</strong> get off one stop earlier or park a little further away.</li>
<li><strong>The stairs:</strong> every floor counts – and strengthens your legs along the way.</li>
<li><strong>Walk while you talk:</strong> many calls do not need a screen.</li>
<li><strong>The longer route:</strong> use the kitchen or printer on the other floor.</li>
<li><strong>Walking meetings:</strong> some things are easier to discuss side by side on the move than at a table.</li>
</ul>
<h2>Your lunch break as a source of steps</h2>
<p>A 15-minute walk after eating easily brings 1,500 to 2,000 steps. It also helps against the afternoon dip and gets you some daylight.</p>
<h2>Stay realistic</h2>
<p>The steps goal is a guide, not an obligation. If you are at 4,000 steps today, 6,000 is great progress. Build up step by step. Days on which you reach your steps goal earn you extra fitness points in officefit.</p>
<h3>How to enter your steps</h3>
<p>Switch on step counting in officefit and enter the day's steps, for example from your phone or watch. If you forgot once, you can add steps for the last few days as well. Simply enter the new total when your number goes up during the day.</p>
<p>By the way: even on days when the steps goal is out of reach, every walk is worth it. Movement does not start working at a certain number but with every step more than yesterday.</p>`,
    },
  },
];
