import type { SeedArticle } from './types';

// Mental strength articles (category "mental"): stress, focus, breaks, switching off and evening routines.
export const mentalArticles: SeedArticle[] = [
  {
    slug: 'stress-and-breathing-breaks',
    category: 'mental',
    tags: ['stress', 'breathing', 'breaks'],
    membersOnly: false,
    publishedAt: '2026-02-21',
    de: {
      title: 'Stress im Job: Mit kurzen Atempausen zur Ruhe kommen',
      excerpt:
        'Wenn es hektisch wird, verändert sich oft zuerst der Atem – und mit ihm können Sie am einfachsten gegensteuern. Drei Atemübungen für den Arbeitsalltag.',
      content: `<p>Volle Postfächer, knappe Fristen, ein Meeting jagt das nächste: Stress gehört für viele Menschen zum Arbeitsalltag. Kurzfristig ist Stress nicht schädlich – er macht uns wach und leistungsbereit. Problematisch wird es, wenn die Anspannung dauerhaft bleibt und Erholungsphasen fehlen. Dann fühlen sich viele gereizt oder erschöpft und schlafen schlechter.</p>
<h2>Woran Sie Stress im Körper erkennen</h2>
<p>Stress zeigt sich oft zuerst im Körper, noch bevor wir ihn bewusst wahrnehmen:</p>
<ul>
<li>hochgezogene Schultern und ein verspannter Nacken</li>
<li>zusammengebissene Zähne</li>
<li>ein flacher, schneller Atem, der kaum über den Brustkorb hinausgeht</li>
<li>kalte Hände oder ein unruhiger Magen</li>
<li>kreisende Gedanken und Schwierigkeiten, sich zu konzentrieren</li>
</ul>
<h2>Warum gerade der Atem hilft</h2>
<p>Den Atem können Sie – anders als Herzschlag oder Verdauung – bewusst beeinflussen. Langsames Atmen mit einer verlängerten Ausatmung kann dem Körper signalisieren, dass gerade keine Gefahr besteht. Viele Menschen fühlen sich schon nach wenigen Atemzügen ruhiger. Das Schöne: Atemübungen sind unauffällig und funktionieren am Schreibtisch, vor einer Präsentation oder im Aufzug.</p>
<h2>Drei Atemübungen für den Arbeitsalltag</h2>
<h3>1. Länger aus- als einatmen</h3>
<p>Atmen Sie durch die Nase ein und zählen Sie dabei langsam bis vier. Atmen Sie dann durch den leicht geöffneten Mund aus und zählen Sie bis sechs. Wiederholen Sie das fünf- bis zehnmal. Ist Ihnen das zu lang, beginnen Sie mit drei zu fünf.</p>
<h3>2. Die Kastenatmung</h3>
<p>Stellen Sie sich ein Quadrat vor. Atmen Sie vier Sekunden ein, halten Sie den Atem vier Sekunden an, atmen Sie vier Sekunden aus und halten Sie wieder vier Sekunden. Machen Sie vier Runden. Diese Übung gibt dem Kopf eine klare Aufgabe und unterbricht das Gedankenkarussell.</p>
<h3>3. Der doppelte Seufzer</h3>
<p>Atmen Sie durch die Nase tief ein, setzen Sie am Ende noch einen kurzen zweiten Atemzug obendrauf und atmen Sie dann langsam und vollständig durch den Mund aus. Zwei bis drei Wiederholungen genügen. Die Übung eignet sich besonders für akute Momente, etwa nach einer ärgerlichen E-Mail.</p>
<h2>Atempausen in den Alltag einbauen</h2>
<p>Am meisten bringen Atemübungen, wenn Sie sie regelmäßig machen – nicht erst, wenn die Anspannung schon sehr hoch ist. Verknüpfen Sie eine kurze Atempause mit festen Momenten: bevor Sie eine Besprechung betreten, wenn Sie den Rechner hochfahren oder wenn Sie auf eine Antwort warten. Im Bereich Mentale Stärke in officefit finden Sie angeleitete Übungen für Ruhe, Fokus und Gelassenheit, die Sie dabei unterstützen.</p>
<p>Wichtig: Atmen Sie entspannt und ohne Druck. Wenn Ihnen schwindelig wird, kehren Sie zu Ihrem normalen Atemrhythmus zurück.</p>
<h3>Wenn der Stress nicht nachlässt</h3>
<p>Atemübungen sind ein hilfreiches Werkzeug, aber sie ändern nichts an einer dauerhaft zu hohen Arbeitslast. Sprechen Sie Belastungen bei Ihrer Führungskraft an. Wenn Sie sich über Wochen erschöpft, niedergeschlagen oder dauerhaft angespannt fühlen oder schlecht schlafen, holen Sie sich bitte ärztliche oder psychologische Unterstützung.</p>`,
    },
    en: {
      title: 'Stress at work: finding calm with short breathing breaks',
      excerpt:
        'When things get hectic, your breathing is often the first thing to change – and the easiest thing to work with. Three breathing exercises for the working day.',
      content: `<p>Overflowing inboxes, tight deadlines, one meeting after another: for many people, stress is part of working life. In the short term, stress isn't harmful – it makes us alert and ready to perform. It becomes a problem when the tension never lets up and there is no time to recover. Then many people feel irritable or exhausted and sleep less well.</p>
<h2>How stress shows up in your body</h2>
<p>Stress often shows up in the body before we consciously notice it:</p>
<ul>
<li>raised shoulders and a tight neck</li>
<li>clenched teeth</li>
<li>shallow, rapid breathing that barely goes beyond the chest</li>
<li>cold hands or an unsettled stomach</li>
<li>racing thoughts and trouble concentrating</li>
</ul>
<h2>Why breathing helps</h2>
<p>Unlike your heartbeat or digestion, your breathing is something you can consciously influence. Slow breathing with a longer out-breath can signal to your body that there is no danger right now. Many people feel calmer after just a few breaths. And the best part: breathing exercises are discreet and work at your desk, before a presentation or in the lift.</p>
<h2>Three breathing exercises for the working day</h2>
<h3>1. Breathe out longer than you breathe in</h3>
<p>Breathe in through your nose while slowly counting to four. Then breathe out through slightly parted lips while counting to six. Repeat five to ten times. If that feels too long, start with three in and five out.</p>
<h3>2. Box breathing</h3>
<p>Picture a square. Breathe in for four seconds, hold for four, breathe out for four and hold again for four. Do four rounds. This exercise gives your mind a clear task and interrupts the merry-go-round of thoughts.</p>
<h3>3. The double sigh</h3>
<p>Breathe in deeply through your nose, add a short second sip of air at the top, then breathe out slowly and fully through your mouth. Two or three repetitions are enough. This one is especially useful in acute moments, such as after an annoying email.</p>
<h2>Building breathing breaks into your day</h2>
<p>Breathing exercises help most when you do them regularly – not only when the tension is already very high. Link a short breathing break to fixed moments: before you walk into a meeting, when you start up your computer or while you wait for a reply. In the mental-strength section of officefit, you'll find guided exercises for calm, focus and composure that support you with this.</p>
<p>Important: breathe in a relaxed way, without forcing anything. If you feel dizzy, return to your normal breathing rhythm.</p>
<h3>If the stress doesn't ease</h3>
<p>Breathing exercises are a useful tool, but they don't change a workload that is permanently too high. Raise the pressure you are under with your manager. And if you feel exhausted, low or constantly tense for weeks, or you sleep badly, please seek support from a doctor or a psychologist.</p>`,
    },
  },
  {
    slug: 'focus-and-single-tasking',
    category: 'mental',
    tags: ['focus', 'productivity', 'single-tasking'],
    membersOnly: false,
    publishedAt: '2026-04-18',
    de: {
      title: 'Fokus statt Multitasking: eine Sache nach der anderen',
      excerpt:
        'Multitasking fühlt sich produktiv an, kostet aber Zeit und Energie. So arbeiten Sie konzentrierter – mit einfachen Regeln für Ihren Arbeitstag.',
      content: `<p>Eine E-Mail schreiben, nebenbei den Chat im Blick behalten, zwischendurch ans Telefon gehen: So arbeiten viele Menschen den ganzen Tag. Es fühlt sich an, als würde man besonders viel schaffen. Tatsächlich kann unser Gehirn anspruchsvolle Aufgaben aber nicht gleichzeitig bearbeiten. Es springt zwischen ihnen hin und her – und jeder Wechsel kostet Zeit und Konzentration.</p>
<h2>Der Preis des ständigen Wechselns</h2>
<p>Die Forschung zum Aufgabenwechsel zeigt: Nach jeder Unterbrechung dauert es eine Weile, bis wir wieder ganz in eine Aufgabe hineinfinden. Ein Teil der Aufmerksamkeit hängt gedanklich noch bei der vorherigen Tätigkeit. Wer ständig wechselt, macht leichter Fehler, braucht insgesamt länger und fühlt sich am Ende des Tages erschöpfter – oft mit dem Gefühl, nichts Richtiges geschafft zu haben.</p>
<h2>Single-Tasking: So gelingt konzentriertes Arbeiten</h2>
<ol>
<li><strong>Die wichtigste Aufgabe zuerst:</strong> Legen Sie am Vorabend oder morgens fest, welche eine Aufgabe heute wirklich zählt. Beginnen Sie damit, bevor Sie in Ihr Postfach schauen.</li>
<li><strong>Fokusblöcke planen:</strong> Reservieren Sie sich Zeitblöcke von 25 bis 90 Minuten für konzentrierte Arbeit und tragen Sie sie in Ihren Kalender ein – wie einen Termin mit sich selbst.</li>
<li><strong>Benachrichtigungen aus:</strong> Schalten Sie während der Fokuszeit E-Mail- und Chat-Benachrichtigungen stumm und legen Sie das Smartphone außer Sichtweite.</li>
<li><strong>Ein Fenster, eine Aufgabe:</strong> Schließen Sie alle Programme und Tabs, die Sie für die aktuelle Aufgabe nicht brauchen.</li>
<li><strong>Gedanken parken:</strong> Legen Sie einen Zettel neben sich. Fällt Ihnen etwas anderes ein, notieren Sie es kurz und arbeiten weiter.</li>
<li><strong>Nachrichten bündeln:</strong> Bearbeiten Sie E-Mails und Nachrichten zu festen Zeiten, etwa dreimal am Tag, statt ständig nachzusehen.</li>
</ol>
<h2>Pausen gehören dazu</h2>
<p>Konzentration ist keine unbegrenzte Ressource. Nach einem Fokusblock braucht Ihr Kopf eine kurze Erholung. Stehen Sie auf, schauen Sie aus dem Fenster, machen Sie eine Übung aus Ihrem Trainingsplan oder eine kurze Übung aus dem Bereich Mentale Stärke. Danach starten Sie frischer in den nächsten Block.</p>
<h2>Im Team darüber sprechen</h2>
<p>Konzentriertes Arbeiten gelingt leichter, wenn alle mitmachen. Vereinbaren Sie im Team zum Beispiel, dass nicht jede Nachricht sofort beantwortet werden muss, oder legen Sie gemeinsame Fokuszeiten ohne Meetings fest. Ein sichtbarer Status wie „Konzentriert – ich melde mich später“ hilft, Erwartungen zu klären.</p>
<h3>Klein anfangen</h3>
<p>Sie müssen Ihren Arbeitsstil nicht von heute auf morgen umstellen. Beginnen Sie mit einem einzigen Fokusblock pro Tag und beobachten Sie, wie es Ihnen damit geht. Viele Menschen merken schnell: Sie schaffen mehr und gehen entspannter in den Feierabend.</p>`,
    },
    en: {
      title: 'Focus instead of multitasking: one thing at a time',
      excerpt:
        'Multitasking feels productive but costs time and energy. Here is how to work with more focus, using simple rules for your working day.',
      content: `<p>Writing an email, keeping an eye on the chat, picking up the phone in between: that's how many people work all day. It feels as if you are getting a lot done. In reality, our brain can't work on demanding tasks at the same time. It switches back and forth between them – and every switch costs time and concentration.</p>
<h2>The price of constant switching</h2>
<p>Research on task switching shows that after every interruption it takes a while to get fully back into a task. Part of your attention is still stuck on what you were doing before. People who switch constantly make more mistakes, take longer overall and feel more drained at the end of the day – often with the sense that they haven't achieved anything real.</p>
<h2>Single-tasking: how to work with focus</h2>
<ol>
<li><strong>Most important task first:</strong> decide the evening before or first thing in the morning which one task really matters today. Start with it before you open your inbox.</li>
<li><strong>Plan focus blocks:</strong> reserve blocks of 25 to 90 minutes for concentrated work and put them in your calendar – like an appointment with yourself.</li>
<li><strong>Notifications off:</strong> mute email and chat notifications during focus time and put your phone out of sight.</li>
<li><strong>One window, one task:</strong> close every program and tab you don't need for the task at hand.</li>
<li><strong>Park your thoughts:</strong> keep a notepad next to you. If something else pops into your head, jot it down and carry on.</li>
<li><strong>Batch your messages:</strong> deal with emails and messages at set times, say three times a day, instead of checking constantly.</li>
</ol>
<h2>Breaks are part of it</h2>
<p>Concentration is not an unlimited resource. After a focus block, your mind needs a short rest. Stand up, look out of the window, do an exercise from your personal plan or a short mental-strength exercise. You'll start the next block feeling fresher.</p>
<h2>Talk about it in your team</h2>
<p>Focused work is easier when everyone is on board. Agree in your team, for example, that not every message needs an instant reply, or set shared focus times without meetings. A visible status such as "Focusing – I'll get back to you later" helps to manage expectations.</p>
<h3>Start small</h3>
<p>You don't have to change the way you work overnight. Start with a single focus block a day and notice how it feels. Many people quickly find that they get more done and finish the day more relaxed.</p>`,
    },
  },
  {
    slug: 'micro-pauses-during-the-day',
    category: 'mental',
    tags: ['micro-pauses', 'breaks', 'energy'],
    membersOnly: false,
    publishedAt: '2026-05-30',
    de: {
      title: 'Mikropausen: kleine Unterbrechungen mit großer Wirkung',
      excerpt:
        'Manchmal reichen 30 Sekunden, um Kopf und Körper kurz durchatmen zu lassen. So bauen Sie Mikropausen in Ihren Arbeitstag ein.',
      content: `<p>Die große Pause am Mittag kennen alle. Doch zwischen Arbeitsbeginn und Mittag und zwischen Mittag und Feierabend liegen oft viele Stunden ohne echte Unterbrechung. Hier kommen Mikropausen ins Spiel: sehr kurze Pausen von einigen Sekunden bis zu wenigen Minuten, die Sie über den Tag verteilen.</p>
<h2>Was Mikropausen bewirken können</h2>
<p>Studien deuten darauf hin, dass kurze Pausen dabei helfen können, sich frischer zu fühlen und Ermüdung zu verringern. Entscheidend ist dabei weniger die Länge als die Regelmäßigkeit: Wer früh und oft kurz pausiert, lässt Müdigkeit gar nicht erst so stark anwachsen. Pausen wirken nämlich am besten, bevor Sie erschöpft sind – nicht erst danach.</p>
<h2>Was eine gute Mikropause ausmacht</h2>
<ul>
<li><strong>Ein echter Wechsel:</strong> Vom Bildschirm auf das Smartphone zu wechseln ist keine Pause für Kopf und Augen. Wechseln Sie lieber die Art der Tätigkeit.</li>
<li><strong>Kurz und regelmäßig:</strong> Lieber fünfmal eine Minute als einmal eine halbe Stunde nach vier Stunden Dauerarbeit.</li>
<li><strong>Ohne schlechtes Gewissen:</strong> Mikropausen sind kein Zeichen von mangelndem Einsatz, sondern helfen Ihnen, konzentriert zu bleiben.</li>
</ul>
<h2>Zwölf Ideen für Ihre Mikropause</h2>
<h3>Für den Körper</h3>
<ul>
<li>aufstehen, strecken, einmal tief durchatmen</li>
<li>die Schultern zehnmal langsam nach hinten kreisen</li>
<li>den Kopf sanft zu jeder Seite neigen und kurz halten</li>
<li>ein Glas Wasser holen</li>
<li>eine kurze Übung aus Ihrem Trainingsplan</li>
</ul>
<h3>Für die Augen</h3>
<ul>
<li>20 Sekunden aus dem Fenster in die Ferne schauen</li>
<li>die Augen schließen und ein paar Atemzüge lang entspannen</li>
<li>mehrmals bewusst blinzeln</li>
</ul>
<h3>Für den Kopf</h3>
<ul>
<li>drei ruhige Atemzüge mit langer Ausatmung</li>
<li>die Hände aneinanderreiben, bis sie warm sind, und kurz auf die geschlossenen Augen legen</li>
<li>eine Minute lang bewusst wahrnehmen, was Sie gerade hören</li>
<li>eine angeleitete Übung aus dem Bereich Mentale Stärke</li>
</ul>
<h2>Warum wir Pausen so oft auslassen</h2>
<p>Gerade an vollen Tagen erscheinen Pausen wie ein Luxus, den man sich nicht leisten kann. Doch wer ohne Unterbrechung durcharbeitet, wird mit der Zeit langsamer und unkonzentrierter – oft, ohne es zu merken. Eine Minute Pause ist deshalb keine verlorene Zeit, sondern eine kleine Investition in die nächste Stunde.</p>
<h2>So denken Sie daran</h2>
<p>Das größte Hindernis für Mikropausen ist das Vergessen. Helfen können feste Anker: nach jedem abgeschlossenen Arbeitsschritt, nach jedem Telefonat, beim Speichern eines Dokuments. Manche stellen sich einen sanften Erinnerungston im Stundentakt. Auch der Gewohnheiten-Tracker in officefit kann Sie unterstützen, wenn Sie „Mikropausen“ als tägliche Gewohnheit anlegen.</p>
<h3>Ein Experiment für diese Woche</h3>
<p>Probieren Sie es aus: Machen Sie eine Woche lang jede Stunde eine Mikropause von ein bis zwei Minuten und achten Sie darauf, wie Sie sich am Nachmittag fühlen. Viele Menschen stellen fest, dass das Nachmittagstief schwächer ausfällt und sie am Abend noch mehr Energie haben.</p>`,
    },
    en: {
      title: 'Micro-pauses: small breaks with a big effect',
      excerpt:
        'Sometimes 30 seconds is enough to let your mind and body catch their breath. Here is how to build micro-pauses into your working day.',
      content: `<p>Everyone knows the big lunch break. But between starting work and lunch, and between lunch and the end of the day, there are often many hours without a real break. This is where micro-pauses come in: very short breaks of a few seconds to a few minutes, spread throughout the day.</p>
<h2>What micro-pauses can do</h2>
<p>Research suggests that short breaks can help you feel fresher and less fatigued. What matters is less their length than their regularity: if you pause briefly and often, tiredness doesn't build up as much in the first place. Breaks work best before you are exhausted, not afterwards.</p>
<h2>What makes a good micro-pause</h2>
<ul>
<li><strong>A real change:</strong> switching from your monitor to your phone is no break for your mind or eyes. Change the type of activity instead.</li>
<li><strong>Short and regular:</strong> five one-minute breaks are better than one half-hour break after four hours of non-stop work.</li>
<li><strong>No guilty conscience:</strong> micro-pauses aren't a sign of low commitment – they help you stay focused.</li>
</ul>
<h2>Twelve ideas for your micro-pause</h2>
<h3>For your body</h3>
<ul>
<li>stand up, stretch and take one deep breath</li>
<li>roll your shoulders slowly backwards ten times</li>
<li>gently tilt your head to each side and hold briefly</li>
<li>fetch a glass of water</li>
<li>a short exercise from your personal plan</li>
</ul>
<h3>For your eyes</h3>
<ul>
<li>look out of the window into the distance for 20 seconds</li>
<li>close your eyes and relax for a few breaths</li>
<li>blink deliberately several times</li>
</ul>
<h3>For your mind</h3>
<ul>
<li>three calm breaths with a long out-breath</li>
<li>rub your hands together until they are warm and rest them briefly over your closed eyes</li>
<li>spend one minute simply noticing what you can hear</li>
<li>a guided mental-strength exercise</li>
</ul>
<h2>Why we skip breaks so often</h2>
<p>On busy days in particular, breaks seem like a luxury you can't afford. But if you work without interruption, you gradually become slower and less focused – often without noticing. A one-minute pause isn't lost time; it's a small investment in the next hour.</p>
<h2>How to remember</h2>
<p>The biggest obstacle to micro-pauses is forgetting. Fixed anchors help: after each completed step, after every call, whenever you save a document. Some people set a gentle hourly reminder. The habit tracker in officefit can also help if you add "micro-pauses" as a daily habit.</p>
<h3>An experiment for this week</h3>
<p>Try it out: for one week, take a one- to two-minute micro-pause every hour and notice how you feel in the afternoon. Many people find that the afternoon slump is milder and they still have more energy in the evening.</p>`,
    },
  },
  {
    slug: 'switching-off-after-work',
    category: 'mental',
    tags: ['recovery', 'work-life-balance', 'stress'],
    membersOnly: false,
    publishedAt: '2026-07-25',
    de: {
      title: 'Feierabend im Kopf: So gelingt das Abschalten nach der Arbeit',
      excerpt:
        'Der Rechner ist aus, aber die Gedanken kreisen weiter um die Arbeit? Mit klaren Übergängen und kleinen Ritualen fällt das Abschalten leichter.',
      content: `<p>Sie sind längst zu Hause, aber im Kopf läuft die Arbeit weiter: die unbeantwortete E-Mail, das schwierige Gespräch, die Liste für morgen. Vielen Menschen fällt es schwer, nach Feierabend wirklich abzuschalten – besonders, seit Laptop und Smartphone die Arbeit überallhin mitnehmen. Dabei ist genau dieses Abschalten wichtig.</p>
<h2>Warum Abschalten so wichtig ist</h2>
<p>Die Erholungsforschung spricht vom „mentalen Abschalten“: in der Freizeit auch gedanklich Abstand von der Arbeit zu gewinnen. Studien zeigen, dass Menschen, denen das gelingt, sich im Durchschnitt erholter fühlen, besser schlafen und am nächsten Tag mehr Energie haben. Erholung entsteht also nicht allein dadurch, dass Sie nicht arbeiten – sondern auch dadurch, dass Sie nicht ständig an die Arbeit denken.</p>
<h2>Ein Feierabendritual einführen</h2>
<p>Ein fester Abschluss hilft dem Kopf, den Arbeitstag zu beenden. So kann Ihr Ritual aussehen:</p>
<ol>
<li><strong>Offene Punkte notieren:</strong> Schreiben Sie auf, was morgen ansteht und wo Sie stehen geblieben sind. Was auf dem Papier steht, muss der Kopf nicht mehr festhalten.</li>
<li><strong>Den Tag würdigen:</strong> Halten Sie kurz fest, was Sie heute geschafft haben – auch Kleinigkeiten zählen.</li>
<li><strong>Sichtbar abschließen:</strong> Schließen Sie alle Programme, fahren Sie den Rechner herunter und räumen Sie den Schreibtisch auf.</li>
<li><strong>Einen Schlusssatz sagen:</strong> Manche sagen sich ganz bewusst: „Für heute ist Feierabend.“ Das klingt einfach, kann aber ein hilfreiches Signal sein.</li>
</ol>
<h2>Den Übergang gestalten</h2>
<p>Der Weg nach Hause ist eine natürliche Übergangszone. Nutzen Sie ihn bewusst: zu Fuß oder mit dem Rad, mit Musik statt Mails. Im Homeoffice fehlt dieser Weg – ein kurzer Spaziergang nach Feierabend kann ihn ersetzen. Auch Bewegung hilft: Wer sich körperlich fordert, ist gedanklich meist ganz im Moment.</p>
<h2>Erreichbarkeit klären</h2>
<ul>
<li>Schalten Sie Benachrichtigungen von Arbeits-Apps nach Feierabend stumm oder entfernen Sie sie vom privaten Smartphone.</li>
<li>Sprechen Sie im Team ab, wann Sie erreichbar sind und in welchen Fällen wirklich eine Ausnahme gilt.</li>
<li>Wenn Sie abends doch einmal eine Nachricht schreiben, planen Sie den Versand für den nächsten Morgen ein.</li>
</ul>
<h2>Etwas ganz anderes tun</h2>
<p>Am besten gelingt das Abschalten mit Tätigkeiten, die Sie ganz in Anspruch nehmen: Sport, Kochen, ein Instrument, Gartenarbeit oder Zeit mit Freunden. Auch eine Entspannungsübung oder eine Übung aus dem Bereich Mentale Stärke in officefit kann helfen, den Kopf frei zu bekommen.</p>
<h3>Wenn die Gedanken nicht zur Ruhe kommen</h3>
<p>Gelegentliches Grübeln ist normal. Wenn Sie aber über längere Zeit nicht abschalten können, schlecht schlafen oder sich dauerhaft erschöpft fühlen, sprechen Sie das bitte an – bei Ihrer Führungskraft, beim betrieblichen Gesundheitsmanagement oder bei Ihrer Ärztin oder Ihrem Arzt.</p>`,
    },
    en: {
      title: 'Clocking off in your head: switching off after work',
      excerpt:
        'Your computer is off, but your thoughts keep circling around work? Clear transitions and small rituals make switching off easier.',
      content: `<p>You have long been home, but work keeps running in your head: the unanswered email, the difficult conversation, tomorrow's to-do list. Many people find it hard to truly switch off after work – especially now that laptops and phones take work everywhere. Yet this switching off is exactly what matters.</p>
<h2>Why switching off matters</h2>
<p>Recovery research calls it "psychological detachment": putting mental distance between yourself and work during your free time. Studies show that people who manage this feel more rested on average, sleep better and have more energy the next day. So recovery doesn't come just from not working – it also comes from not constantly thinking about work.</p>
<h2>Introduce an end-of-day ritual</h2>
<p>A fixed close helps your mind wrap up the working day. Your ritual could look like this:</p>
<ol>
<li><strong>Write down open points:</strong> note what's coming up tomorrow and where you left off. Once it's on paper, your head doesn't have to hold on to it.</li>
<li><strong>Acknowledge your day:</strong> briefly note what you got done today – small things count too.</li>
<li><strong>Close visibly:</strong> close all programs, shut down the computer and tidy your desk.</li>
<li><strong>Say a closing line:</strong> some people deliberately tell themselves, "That's it for today." It sounds simple, but it can be a helpful signal.</li>
</ol>
<h2>Shape the transition</h2>
<p>The journey home is a natural transition zone. Use it on purpose: on foot or by bike, with music instead of emails. When you work from home, that journey is missing – a short walk after work can replace it. Exercise helps too: when you challenge yourself physically, your mind is usually fully in the moment.</p>
<h2>Be clear about availability</h2>
<ul>
<li>Mute notifications from work apps after hours, or remove them from your personal phone.</li>
<li>Agree with your team when you can be reached and which situations really are exceptions.</li>
<li>If you do write a message in the evening, schedule it to send the next morning.</li>
</ul>
<h2>Do something completely different</h2>
<p>Switching off works best with activities that fully absorb you: sport, cooking, playing an instrument, gardening or time with friends. A relaxation exercise or a mental-strength exercise in officefit can also help clear your head.</p>
<h3>If your thoughts won't settle</h3>
<p>Occasional brooding is normal. But if you can't switch off for a long time, sleep badly or feel constantly exhausted, please talk about it – with your manager, your company's occupational health team or your doctor.</p>`,
    },
  },
  {
    slug: 'meeting-overload',
    category: 'mental',
    tags: ['meetings', 'focus', 'stress'],
    membersOnly: true,
    publishedAt: '2026-09-19',
    de: {
      title: 'Meeting-Marathon: So gehen Sie mit vollen Kalendern um',
      excerpt:
        'Termin an Termin und keine Zeit für die eigentliche Arbeit? Diese Strategien helfen Ihnen und Ihrem Team, Meetings zu reduzieren und besser zu gestalten.',
      content: `<p>Viele Beschäftigte kennen das: Der Kalender ist von morgens bis abends gefüllt, ein Videotermin folgt auf den nächsten, und die eigentliche Arbeit bleibt bis zum Abend liegen. Eine dauerhafte Meetingflut ist nicht nur anstrengend – sie lässt auch wenig Raum für konzentriertes Arbeiten und Erholung. Die gute Nachricht: Sie haben oft mehr Einfluss darauf, als es sich anfühlt.</p>
<h2>Warum viele Meetings so erschöpfen</h2>
<p>Meetings fordern ständige Aufmerksamkeit: zuhören, mitdenken, reagieren. Bei Videokonferenzen kommen der dauerhafte Blick in die Kamera, das eigene Bild auf dem Bildschirm und fehlende Bewegung hinzu. Folgen Termine ohne Pause aufeinander, bleibt keine Zeit, das Besprochene zu verarbeiten oder kurz aufzustehen. Viele fühlen sich dann am Ende des Tages erschöpft, obwohl sie „nur“ gesessen haben.</p>
<h2>Die eigene Teilnahme prüfen</h2>
<p>Fragen Sie sich bei jeder Einladung:</p>
<ul>
<li>Ist das Ziel des Termins klar? Gibt es eine Agenda?</li>
<li>Braucht dieses Thema wirklich ein Gespräch, oder reicht eine schriftliche Abstimmung?</li>
<li>Muss ich die ganze Zeit dabei sein, oder genügt ein Teil?</li>
<li>Kann mich eine Kollegin oder ein Kollege vertreten und mir die Ergebnisse weitergeben?</li>
</ul>
<p>Es ist in Ordnung, freundlich nachzufragen oder eine Einladung mit Begründung abzulehnen. Oft sind andere sogar dankbar dafür.</p>
<h2>Meetings besser gestalten</h2>
<ol>
<li><strong>Kürzer planen:</strong> Statt 30 oder 60 Minuten lieber 25 oder 50 Minuten. So entsteht automatisch ein Puffer bis zum nächsten Termin.</li>
<li><strong>Agenda vorab:</strong> Eine kurze Agenda mit Ziel und Themen sorgt dafür, dass alle vorbereitet sind.</li>
<li><strong>Weniger Teilnehmende:</strong> Laden Sie nur ein, wer wirklich beitragen oder entscheiden muss.</li>
<li><strong>Mit einem Ergebnis enden:</strong> Halten Sie am Ende fest, wer was bis wann erledigt.</li>
<li><strong>Im Stehen oder Gehen:</strong> Kurze Abstimmungen im Stehen bleiben meist kompakt, und Gespräche zu zweit lassen sich oft gut im Gehen führen.</li>
</ol>
<h2>Fokuszeiten schützen</h2>
<p>Blocken Sie sich feste Zeiten für konzentrierte Arbeit im Kalender, zum Beispiel zwei Vormittage pro Woche. Noch wirksamer ist es, wenn das ganze Team meetingfreie Zeiten vereinbart. Und nutzen Sie die Puffer zwischen Terminen bewusst: aufstehen, ein Glas Wasser trinken, das Fenster öffnen oder eine kurze Atemübung aus dem Bereich Mentale Stärke machen.</p>
<h2>Videokonferenzen entspannter gestalten</h2>
<ul>
<li>Blenden Sie die eigene Videoansicht aus – der ständige Blick auf sich selbst strengt an.</li>
<li>Schalten Sie bei längeren Terminen, wenn es passt, die Kamera zwischendurch ab.</li>
<li>Telefonieren Sie bei reinen Abstimmungen lieber und gehen Sie dabei ein paar Schritte.</li>
</ul>
<h3>Das Gespräch suchen</h3>
<p>Wenn die Meetinglast dauerhaft zu hoch ist, sprechen Sie mit Ihrer Führungskraft darüber. Oft hilft schon eine gemeinsame Bestandsaufnahme: Welche regelmäßigen Termine brauchen wir noch, welche können kürzer werden oder ganz entfallen?</p>`,
    },
    en: {
      title: 'Meeting marathon: coping with a packed calendar',
      excerpt:
        'Back-to-back meetings and no time for your actual work? These strategies help you and your team cut down on meetings and make the rest better.',
      content: `<p>Many employees know the feeling: the calendar is full from morning to evening, one video call follows the next, and the real work waits until the evening. A constant flood of meetings isn't just tiring – it also leaves little room for focused work and recovery. The good news: you often have more influence over it than it seems.</p>
<h2>Why lots of meetings are so draining</h2>
<p>Meetings demand constant attention: listening, thinking along, responding. Video calls add looking into the camera, seeing your own face on screen and a lack of movement. When meetings are back to back, there is no time to process what was discussed or even to stand up. Many people end the day exhausted even though they "only" sat down.</p>
<h2>Check whether you need to be there</h2>
<p>Ask yourself with every invitation:</p>
<ul>
<li>Is the purpose of the meeting clear? Is there an agenda?</li>
<li>Does this topic really need a conversation, or would a written update do?</li>
<li>Do I need to be there the whole time, or just for part of it?</li>
<li>Could a colleague represent me and pass on the results?</li>
</ul>
<p>It's fine to ask politely or to decline an invitation with a reason. Others are often grateful.</p>
<h2>Make meetings better</h2>
<ol>
<li><strong>Plan them shorter:</strong> 25 or 50 minutes instead of 30 or 60. That automatically creates a buffer before the next one.</li>
<li><strong>Agenda in advance:</strong> a short agenda with a goal and topics ensures everyone comes prepared.</li>
<li><strong>Fewer participants:</strong> only invite people who really need to contribute or decide.</li>
<li><strong>End with an outcome:</strong> note at the end who will do what by when.</li>
<li><strong>Standing or walking:</strong> short check-ins held standing tend to stay compact, and one-to-one conversations often work well on foot.</li>
</ol>
<h2>Protect your focus time</h2>
<p>Block fixed time for concentrated work in your calendar, for example two mornings a week. It's even more effective when the whole team agrees on meeting-free times. And use the gaps between meetings on purpose: stand up, drink a glass of water, open the window or do a short breathing exercise from the mental-strength section.</p>
<h2>Make video calls less tiring</h2>
<ul>
<li>Hide your self-view – constantly looking at yourself is tiring.</li>
<li>In longer meetings, turn your camera off for a while when appropriate.</li>
<li>For simple check-ins, make it a phone call and walk a few steps while you talk.</li>
</ul>
<h3>Start the conversation</h3>
<p>If the meeting load stays too high, talk to your manager about it. Often a joint review is all it takes: which recurring meetings do we still need, and which could be shorter or dropped altogether?</p>`,
    },
  },
  {
    slug: 'three-good-things',
    category: 'mental',
    tags: ['gratitude', 'wellbeing', 'habits'],
    membersOnly: false,
    publishedAt: '2026-10-31',
    de: {
      title: 'Drei gute Dinge: eine kleine Übung für mehr Zufriedenheit',
      excerpt:
        'Jeden Abend drei Dinge notieren, die gut gelaufen sind: Diese einfache Übung aus der positiven Psychologie dauert nur fünf Minuten.',
      content: `<p>Unser Gehirn neigt dazu, sich Negatives besonders gut zu merken. Die kritische Rückmeldung im Meeting bleibt länger im Kopf als die freundlichen Worte davor. Aus Sicht der Evolution ist das sinnvoll – wer auf Gefahren achtet, überlebt eher. Im Arbeitsalltag kann es aber dazu führen, dass wir vor allem sehen, was schiefgelaufen ist. Die Übung „Drei gute Dinge“ lenkt den Blick bewusst auf die andere Seite.</p>
<h2>So funktioniert die Übung</h2>
<ol>
<li>Nehmen Sie sich am Abend fünf bis zehn Minuten Zeit.</li>
<li>Schreiben Sie drei Dinge auf, die heute gut gelaufen sind. Sie dürfen klein sein: ein gutes Gespräch, eine erledigte Aufgabe, die Sonne auf dem Heimweg.</li>
<li>Notieren Sie zu jedem Punkt kurz, <strong>warum</strong> es gut gelaufen ist oder was Sie selbst dazu beigetragen haben.</li>
</ol>
<p>Der dritte Schritt ist wichtig. Die Frage nach dem Warum hilft, die eigenen Stärken und Möglichkeiten wahrzunehmen, statt gute Momente als Zufall abzutun.</p>
<h2>Was die Forschung sagt</h2>
<p>Die Übung stammt aus der positiven Psychologie und wurde in mehreren Studien untersucht. Teilnehmende, die sie regelmäßig durchführten, berichteten im Durchschnitt über mehr Zufriedenheit und eine bessere Stimmung – teils noch Wochen nach dem Ende der Übungsphase. Die Effekte sind nicht bei allen gleich groß. Der Aufwand ist aber gering, und viele Menschen empfinden die Übung als angenehmen Abschluss des Tages.</p>
<h2>Beispiele für gute Dinge</h2>
<ul>
<li>„Das Projektupdate lief gut, weil ich mich am Vortag gründlich vorbereitet habe.“</li>
<li>„Eine Kollegin hat mir bei einem Problem geholfen – ich habe mich getraut, sie zu fragen.“</li>
<li>„Ich habe mittags einen Spaziergang gemacht und mich danach wacher gefühlt.“</li>
<li>„Das Abendessen mit der Familie war entspannt, weil ich das Handy weggelegt habe.“</li>
</ul>
<h2>Tipps, damit es zur Gewohnheit wird</h2>
<ul>
<li><strong>Ein fester Zeitpunkt:</strong> Verbinden Sie die Übung mit einer bestehenden Routine, etwa dem Zähneputzen am Abend.</li>
<li><strong>Auf Papier:</strong> Ein kleines Notizbuch neben dem Bett hat einen Vorteil gegenüber dem Smartphone: Es bleibt bildschirmfrei.</li>
<li><strong>Keine Perfektion:</strong> An schwierigen Tagen genügt ein einziges gutes Ding. Auch „Ich habe den Tag geschafft“ zählt.</li>
<li><strong>Die Gewohnheit festhalten:</strong> Legen Sie „Drei gute Dinge“ im Gewohnheiten-Tracker von officefit an und haken Sie die Übung jeden Abend ab.</li>
</ul>
<h2>Auch im Team möglich</h2>
<p>Manche Teams beginnen ihr Wochenmeeting mit einer kurzen Runde: Was lief diese Woche gut? Das dauert nur wenige Minuten, schärft den Blick für gemeinsame Erfolge und sorgt oft für eine gute Stimmung zum Start.</p>
<h3>Wichtig</h3>
<p>Die Übung soll schwierige Gefühle nicht wegdrücken – auch Belastendes darf Platz haben. Wenn Sie sich über längere Zeit niedergeschlagen oder antriebslos fühlen, holen Sie sich bitte ärztliche oder psychologische Unterstützung.</p>`,
    },
    en: {
      title: 'Three good things: a small exercise for more contentment',
      excerpt:
        'Write down three things that went well each evening: this simple exercise from positive psychology takes just five minutes.',
      content: `<p>Our brain tends to remember negative things particularly well. The critical comment in a meeting stays with us longer than the kind words that came before it. From an evolutionary point of view that makes sense – paying attention to danger helps you survive. At work, though, it can mean we mostly notice what went wrong. The "three good things" exercise deliberately turns your attention to the other side.</p>
<h2>How the exercise works</h2>
<ol>
<li>Take five to ten minutes in the evening.</li>
<li>Write down three things that went well today. They can be small: a good conversation, a finished task, sunshine on the way home.</li>
<li>For each one, briefly note <strong>why</strong> it went well or what you yourself contributed.</li>
</ol>
<p>The third step is important. Asking why helps you recognise your own strengths and options instead of dismissing good moments as luck.</p>
<h2>What the research says</h2>
<p>The exercise comes from positive psychology and has been examined in several studies. Participants who did it regularly reported, on average, greater life satisfaction and a better mood – in some cases still weeks after the exercise period ended. The effects aren't equally strong for everyone. But the effort is small, and many people find it a pleasant way to end the day.</p>
<h2>Examples of good things</h2>
<ul>
<li>"The project update went well because I prepared thoroughly the day before."</li>
<li>"A colleague helped me with a problem – I plucked up the courage to ask."</li>
<li>"I went for a walk at lunchtime and felt more alert afterwards."</li>
<li>"Dinner with the family was relaxed because I put my phone away."</li>
</ul>
<h2>Tips to make it a habit</h2>
<ul>
<li><strong>A fixed time:</strong> link the exercise to an existing routine, such as brushing your teeth in the evening.</li>
<li><strong>On paper:</strong> a small notebook by your bed has one advantage over your phone – it stays screen-free.</li>
<li><strong>No perfection:</strong> on hard days, one good thing is enough. "I got through the day" counts too.</li>
<li><strong>Track the habit:</strong> add "three good things" in the officefit habit tracker and tick it off each evening.</li>
</ul>
<h2>It works in teams too</h2>
<p>Some teams start their weekly meeting with a quick round: what went well this week? It only takes a few minutes, sharpens everyone's eye for shared successes and often sets a good tone for the meeting.</p>
<h3>Important</h3>
<p>This exercise isn't meant to push difficult feelings away – the hard things have their place too. If you feel low or unmotivated for a long time, please seek support from a doctor or a psychologist.</p>`,
    },
  },
  {
    slug: 'digital-detox-evenings',
    category: 'mental',
    tags: ['digital-detox', 'sleep', 'recovery'],
    membersOnly: true,
    publishedAt: '2026-11-15',
    de: {
      title: 'Digital Detox am Abend: bildschirmfreie Zeit für mehr Erholung',
      excerpt:
        'Noch schnell die Mails checken, dann eine Serie und zum Schluss das Handy im Bett? Schon eine bildschirmfreie Stunde am Abend kann einen spürbaren Unterschied machen.',
      content: `<p>Nach einem Arbeitstag vor dem Bildschirm folgt bei vielen Menschen der Abend vor dem Bildschirm: Nachrichten lesen, durch soziale Netzwerke scrollen, Serien schauen, „nur noch kurz“ die Arbeitsmails checken. Digitale Geräte sind praktisch und unterhaltsam. Doch der ständige Strom an Informationen hält den Kopf beschäftigt – gerade dann, wenn er eigentlich zur Ruhe kommen sollte.</p>
<h2>Warum Bildschirme am Abend stören können</h2>
<p>Oft wird vor allem das blaue Licht von Bildschirmen als Schlafräuber genannt. Die Forschung zeigt jedoch, dass dieser Effekt bei üblicher Nutzung eher gering ist. Wichtiger ist wahrscheinlich etwas anderes: Inhalte, die uns aufregen, fesseln oder zum Weiterklicken verleiten. Eine spannende Serie, eine ärgerliche Nachricht oder eine dienstliche E-Mail kurz vor dem Schlafengehen halten den Kopf wach und schieben die Schlafenszeit nach hinten.</p>
<h2>Digital Detox muss nicht radikal sein</h2>
<p>Sie müssen nicht ganz auf Ihr Smartphone verzichten. Schon kleine, feste Grenzen können viel verändern:</p>
<ul>
<li><strong>Die letzte Stunde ohne Bildschirm:</strong> Legen Sie eine feste Uhrzeit fest, ab der Handy, Tablet und Laptop Pause haben.</li>
<li><strong>Ein Ladeplatz außerhalb des Schlafzimmers:</strong> Laden Sie Ihr Smartphone über Nacht in der Küche oder im Flur. Ein einfacher Wecker übernimmt das Wecken.</li>
<li><strong>Keine Arbeitsmails am Abend:</strong> Schalten Sie Benachrichtigungen für die Arbeit nach Feierabend stumm.</li>
<li><strong>Bildschirmfreie Zonen:</strong> Am Esstisch und im Bett bleiben Geräte tabu.</li>
<li><strong>Weniger Benachrichtigungen:</strong> Deaktivieren Sie alle Hinweise, die nicht wirklich wichtig sind.</li>
</ul>
<h2>Was Sie stattdessen tun können</h2>
<p>Die frei gewordene Zeit lässt sich leichter füllen, wenn Sie schon eine Idee haben, was Sie stattdessen tun möchten:</p>
<ul>
<li>ein Buch oder eine Zeitschrift auf Papier lesen</li>
<li>einen Abendspaziergang machen</li>
<li>kochen, malen, ein Instrument spielen oder puzzeln</li>
<li>sich mit Familie, Partnerin, Partner oder Freunden unterhalten</li>
<li>Tagebuch schreiben oder die Übung „Drei gute Dinge“ machen</li>
<li>eine ruhige Dehn- oder Atemübung</li>
</ul>
<h2>Der erste Abend ist der schwerste</h2>
<p>Viele greifen anfangs fast automatisch zum Handy. Das ist ganz normal – der Griff ist eine eingeübte Gewohnheit. Beginnen Sie deshalb mit einem oder zwei bildschirmfreien Abenden pro Woche und steigern Sie sich dann. Achten Sie darauf, wie Sie schlafen und wie Sie sich am nächsten Morgen fühlen. Der Gewohnheiten-Tracker in officefit hilft Ihnen, Ihre bildschirmfreien Abende im Blick zu behalten.</p>
<h3>Ein kleiner Widerspruch</h3>
<p>Auch officefit läuft auf einem Bildschirm. Nutzen Sie die App gern für eine kurze Entspannungsübung am frühen Abend – und legen Sie das Gerät danach ganz bewusst beiseite. Wenn Sie trotz bildschirmfreier Abende über längere Zeit schlecht schlafen, sprechen Sie bitte mit Ihrer Ärztin oder Ihrem Arzt.</p>`,
    },
    en: {
      title: 'Digital detox evenings: screen-free time for better recovery',
      excerpt:
        'A quick email check, then a series and finally your phone in bed? Even one screen-free hour in the evening can make a noticeable difference.',
      content: `<p>For many people, a working day in front of a screen is followed by an evening in front of a screen: reading the news, scrolling through social media, watching series, checking work emails "just quickly". Digital devices are practical and entertaining. But the constant stream of information keeps your mind busy – precisely when it should be winding down.</p>
<h2>Why screens can get in the way in the evening</h2>
<p>Blue light from screens is often named as the main sleep thief. Research suggests, however, that this effect is fairly small with normal use. Something else probably matters more: content that excites us, grips us or tempts us to keep clicking. A gripping series, an annoying message or a work email just before bed keeps your mind awake and pushes bedtime later.</p>
<h2>A digital detox doesn't have to be radical</h2>
<p>You don't have to give up your phone completely. Small, fixed boundaries can change a lot:</p>
<ul>
<li><strong>The last hour without screens:</strong> set a fixed time after which your phone, tablet and laptop take a break.</li>
<li><strong>A charging spot outside the bedroom:</strong> charge your phone overnight in the kitchen or hallway. A simple alarm clock takes over waking you up.</li>
<li><strong>No work emails in the evening:</strong> mute work notifications once you've finished for the day.</li>
<li><strong>Screen-free zones:</strong> devices stay away from the dinner table and the bed.</li>
<li><strong>Fewer notifications:</strong> switch off every alert that isn't truly important.</li>
</ul>
<h2>What to do instead</h2>
<p>The free time is easier to fill if you already have an idea of what you'd like to do instead:</p>
<ul>
<li>read a book or a magazine on paper</li>
<li>go for an evening walk</li>
<li>cook, draw, play an instrument or do a puzzle</li>
<li>talk with your family, partner or friends</li>
<li>write a journal or do the "three good things" exercise</li>
<li>a calm stretching or breathing exercise</li>
</ul>
<h2>The first evening is the hardest</h2>
<p>At first, many people reach for their phone almost automatically. That's completely normal – the reach is a well-practised habit. So start with one or two screen-free evenings a week and build up from there. Notice how you sleep and how you feel the next morning. The habit tracker in officefit helps you keep track of your screen-free evenings.</p>
<h3>A small contradiction</h3>
<p>officefit runs on a screen too. Feel free to use it for a short relaxation exercise in the early evening – and then put the device away on purpose. If you still sleep badly for a long time despite screen-free evenings, please talk to your doctor.</p>`,
    },
  },
];
