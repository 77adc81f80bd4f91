import type { SeedArticle } from './types';

// General blog articles (category "blog"): movement, desk setup, screen work, routines, sleep and the personal plan.
export const blogArticles: SeedArticle[] = [
  {
    slug: 'how-your-personal-plan-works',
    category: 'blog',
    tags: ['personal-plan', 'exercises', 'weekly-goal'],
    membersOnly: false,
    publishedAt: '2026-01-10',
    de: {
      title: 'So funktioniert Ihr persönlicher Trainingsplan',
      excerpt:
        'Vier kurze Übungen am Tag, abgestimmt auf Ihr Gesundheitsprofil: So entsteht Ihr Plan in officefit und so holen Sie das Beste aus ihm heraus.',
      content: `<p>Viele Menschen nehmen sich vor, im Arbeitsalltag mehr für ihren Körper zu tun – und scheitern dann an der Frage, womit sie anfangen sollen. Genau hier setzt Ihr persönlicher Trainingsplan in officefit an. Er nimmt Ihnen die Auswahl ab und bringt kurze, passende Übungen in Ihren Tag. In diesem Artikel erfahren Sie, wie der Plan entsteht und wie Sie ihn sinnvoll nutzen.</p>
<h2>Der Anfang: Ihr Gesundheitsprofil</h2>
<p>Bevor Ihr Plan entsteht, beantworten Sie einige Fragen in fünf kurzen Schritten. Dabei geht es zum Beispiel um Ihren Arbeitsalltag, Ihre Bewegungsgewohnheiten und um Bereiche, in denen Sie Beschwerden haben oder die Sie schonen möchten. Das dauert nur wenige Minuten. Ihre Angaben nutzen wir ausschließlich, um Ihren Plan zusammenzustellen.</p>
<p>Sie möchten jetzt keine Fragen beantworten? Dann erhalten Sie zunächst einen Standard-Trainingsplan. Ihr Gesundheitsprofil können Sie jederzeit später ausfüllen – der Plan wird dann ab diesem Tag neu für Sie zusammengestellt.</p>
<h2>Vier Übungen pro Trainingstag</h2>
<p>An jedem Ihrer Trainingstage enthält Ihr Plan vier kurze Übungen. Sie sind eine Mischung aus Kräftigung, Mobilisation und Entspannung und lassen sich in der Regel direkt am Arbeitsplatz oder daneben ausführen – ohne Umziehen und ohne Geräte. Eine Übung dauert meist nur wenige Minuten. So passt Bewegung auch in volle Tage.</p>
<p>Welche Wochentage Trainingstage sind, legen Sie selbst fest. Wenn Sie zum Beispiel montags, mittwochs und freitags im Büro sind und dort gern trainieren, wählen Sie genau diese Tage.</p>
<h2>Eine Fokusphase von vier Wochen</h2>
<p>Ihr Plan ist auf eine Fokusphase von 28 Tagen ausgelegt. Vier Wochen sind lang genug, um spürbare Routinen aufzubauen, und kurz genug, um motiviert zu bleiben. Ändert sich etwas an Ihrer Situation, aktualisieren Sie einfach Ihr Gesundheitsprofil.</p>
<h2>Passen Sie den Plan an sich an</h2>
<ul>
<li><strong>Eine Übung passt nicht?</strong> Sie können eine Übung aus Ihrem Plan entfernen, zum Beispiel wenn sie Ihnen unangenehm ist. An ihre Stelle tritt eine andere passende Übung. Entfernte Übungen können Sie jederzeit wiederherstellen.</li>
<li><strong>Lieblingsübungen:</strong> Merken Sie sich Übungen, die Ihnen guttun, als Favoriten.</li>
<li><strong>Gezielte Übungen:</strong> Neben dem Plan finden Sie Übungen für bestimmte Körperbereiche sowie Übungen für mentale Stärke, etwa für Ruhe und Fokus.</li>
</ul>
<h2>Dranbleiben mit Wochenziel und Punkten</h2>
<p>Ihr Wochenziel legt fest, an wie vielen Tagen pro Woche Sie mindestens eine Übung abschließen möchten. Für jede abgeschlossene Übung sammeln Sie Fitnesspunkte; für einen vollständigen Trainingstag und ein erreichtes Wochenziel gibt es einen Bonus. Ihr Strike zeigt, an wie vielen Arbeitstagen in Folge Sie aktiv waren.</p>
<p>Wichtig dabei: Es geht nicht um Perfektion. Ein Tag mit einer Übung ist besser als ein Tag ohne. Setzen Sie Ihr Wochenziel lieber etwas niedriger an und erhöhen Sie es, wenn es gut läuft.</p>
<h2>Achten Sie auf Ihren Körper</h2>
<p>Die Übungen sind für Erwachsene im Büroalltag gedacht. Führen Sie sie langsam und kontrolliert aus und bleiben Sie im schmerzfreien Bereich. Wenn eine Übung Schmerzen verursacht, brechen Sie sie ab. Bei anhaltenden oder wiederkehrenden Beschwerden lassen Sie sich bitte ärztlich beraten, bevor Sie weiter trainieren.</p>
<h3>Unser Tipp für den Start</h3>
<p>Verknüpfen Sie Ihre Übungen mit festen Ankern im Tag: die erste Übung nach dem Ankommen, die zweite vor der Mittagspause, die dritte nach dem längsten Meeting, die vierte vor dem Feierabend. So wird aus dem Plan schnell eine Gewohnheit.</p>`,
    },
    en: {
      title: 'How your personal plan works',
      excerpt:
        'Four short exercises a day, matched to your health profile: here is how officefit builds your plan and how to get the most out of it.',
      content: `<p>Lots of people want to do more for their body during the working week – and then get stuck on the question of where to start. That is exactly what your personal plan in officefit is for. It takes the choosing off your hands and brings short, suitable exercises into your day. This article explains how the plan is put together and how to make good use of it.</p>
<h2>The starting point: your health profile</h2>
<p>Before your plan is created, you answer a few questions in five short steps. They cover things like your working day, how much you move and any areas where you have discomfort or want to take it easy. It only takes a few minutes, and we use your answers for one purpose only: to build your plan.</p>
<p>Not in the mood for questions right now? Then you start with a standard plan. You can fill in your health profile at any time later, and your plan will be rebuilt for you from that day on.</p>
<h2>Four exercises per workout day</h2>
<p>On each of your workout days, your plan contains four short exercises. They mix strengthening, mobility and relaxation, and most of them can be done right at your desk or next to it – no changing clothes, no equipment. An exercise usually takes just a few minutes, so movement fits into even a busy day.</p>
<p>You decide which weekdays are workout days. If you are in the office on Mondays, Wednesdays and Fridays and like to exercise there, simply pick those days.</p>
<h2>A four-week focus phase</h2>
<p>Your plan is designed around a focus phase of 28 days. Four weeks is long enough to build routines you can feel and short enough to stay motivated. If something changes in your situation, just update your health profile.</p>
<h2>Make the plan your own</h2>
<ul>
<li><strong>An exercise doesn't suit you?</strong> You can remove it from your plan, for example if it feels uncomfortable. Another suitable exercise takes its place, and you can restore removed exercises at any time.</li>
<li><strong>Favourites:</strong> Save the exercises you enjoy as favourites so they are always easy to find.</li>
<li><strong>Targeted exercises:</strong> Besides your plan, you will find exercises for specific body areas and mental-strength exercises for calm and focus.</li>
</ul>
<h2>Keep going with your weekly goal and points</h2>
<p>Your weekly goal sets how many days a week you want to complete at least one exercise. Every finished exercise earns fitness points, and there is a bonus for a complete workout day and for reaching your weekly goal. Your strike shows how many working days in a row you have been active.</p>
<p>One important point: this is not about perfection. A day with one exercise beats a day with none. It is better to set your weekly goal a little lower and raise it once things are going well.</p>
<h2>Listen to your body</h2>
<p>The exercises are designed for adults with office jobs. Do them slowly and with control, and stay within a pain-free range. If an exercise causes pain, stop. If discomfort persists or keeps coming back, please talk to a doctor before you continue.</p>
<h3>Our tip for getting started</h3>
<p>Link your exercises to fixed anchors in your day: the first one after you arrive, the second before lunch, the third after your longest meeting and the fourth before you finish work. That way, your plan quickly turns into a habit.</p>`,
    },
  },
  {
    slug: 'staying-active-in-winter',
    category: 'blog',
    tags: ['winter', 'movement', 'motivation'],
    membersOnly: false,
    publishedAt: '2026-01-24',
    de: {
      title: 'Aktiv durch den Winter: Bewegung in der dunklen Jahreszeit',
      excerpt:
        'Kurze Tage, kaltes Wetter, volle Kalender: Mit diesen Ideen bleiben Sie auch im Winter in Bewegung – drinnen wie draußen.',
      content: `<p>Im Winter ist es morgens oft noch dunkel, wenn Sie zur Arbeit gehen, und abends schon wieder, wenn Sie nach Hause kommen. Kein Wunder, dass viele Menschen in dieser Zeit weniger aktiv sind. Dabei tut Bewegung gerade jetzt gut: Sie bringt den Kreislauf in Schwung, hebt bei vielen die Stimmung und hilft, den Tagesrhythmus stabil zu halten.</p>
<h2>Tageslicht mitnehmen, wo es geht</h2>
<p>Tageslicht ist auch an grauen Tagen deutlich heller als übliche Innenbeleuchtung und ein wichtiger Taktgeber für Ihre innere Uhr. Planen Sie deshalb möglichst einen kurzen Gang nach draußen in der Tagesmitte ein – etwa einen Spaziergang von 10 bis 15 Minuten in der Mittagspause. Wer im Homeoffice arbeitet, kann den Schreibtisch nah ans Fenster rücken.</p>
<h2>Richtig angezogen ist halb gewonnen</h2>
<p>Kälte ist selten der eigentliche Grund, drinnen zu bleiben – eher die unpassende Kleidung. Bewährt hat sich das Zwiebelprinzip: mehrere dünne Schichten statt einer dicken Jacke. So können Sie eine Schicht ablegen, wenn Ihnen warm wird. Mütze und Handschuhe machen viel aus, Schuhe mit gutem Profil geben Sicherheit bei Glätte. Im Dunkeln sorgen helle Kleidung oder reflektierende Elemente dafür, dass Sie gut gesehen werden.</p>
<h2>Bewegung nach drinnen verlegen</h2>
<p>Wenn das Wetter wirklich ungemütlich ist, holen Sie die Bewegung ins Haus:</p>
<ul>
<li><strong>Treppe statt Aufzug:</strong> Ein paar Stockwerke am Tag bringen Puls und Beinmuskulatur in Schwung.</li>
<li><strong>Kurze Übungseinheiten:</strong> Die Übungen aus Ihrem Trainingsplan brauchen weder viel Platz noch Ausrüstung und passen in jede Pause.</li>
<li><strong>Gehen beim Telefonieren:</strong> Telefonate, bei denen Sie nichts lesen müssen, lassen sich gut im Stehen oder Gehen führen.</li>
<li><strong>Aktive Abende:</strong> Ein Kurs im Sportverein, Schwimmen oder Tanzen geben dem Winterabend eine feste Struktur.</li>
</ul>
<h2>Motivation, wenn es draußen grau ist</h2>
<p>Im Winter hilft es, sich weniger auf Lust und mehr auf Gewohnheiten zu verlassen. Legen Sie feste Zeiten fest, statt jeden Tag neu zu entscheiden. Verabreden Sie sich mit Kolleginnen und Kollegen zu einer gemeinsamen Mittagsrunde – eine Verabredung sagt man seltener ab als einen guten Vorsatz. Und setzen Sie sich realistische Ziele: Ein Wochenziel von drei Trainingstagen, das Sie erreichen, motiviert mehr als ein ehrgeiziges Ziel, das Sie jede Woche verfehlen.</p>
<h3>Schritte im Blick behalten</h3>
<p>Im Winter sinkt die Schrittzahl bei vielen Menschen deutlich. Wenn Sie Ihre Schritte in officefit eintragen, sehen Sie schnell, wie aktiv Ihre Woche wirklich war. Es muss nicht jeden Tag das volle Tagesziel sein – schon einige Hundert Schritte mehr als in der Vorwoche sind ein guter Fortschritt.</p>
<h2>Wenn die Stimmung dauerhaft gedrückt ist</h2>
<p>Ein kleines Stimmungstief in den dunklen Monaten kennen viele. Wenn Sie sich aber über Wochen niedergeschlagen, antriebslos oder erschöpft fühlen, sprechen Sie bitte mit Ihrer Hausärztin oder Ihrem Hausarzt. Das ist kein Zeichen von Schwäche, sondern ein vernünftiger Schritt.</p>`,
    },
    en: {
      title: 'Staying active through the winter',
      excerpt:
        'Short days, cold weather, full calendars: these ideas help you keep moving through the winter months, indoors and out.',
      content: `<p>In winter it is often still dark when you leave for work and already dark again when you get home. No wonder many people move less at this time of year. Yet this is exactly when movement pays off: it gets your circulation going, lifts many people's mood and helps keep your daily rhythm steady.</p>
<h2>Catch daylight whenever you can</h2>
<p>Even on a grey day, daylight is far brighter than typical indoor lighting, and it is an important signal for your body clock. So try to get outside for a little while in the middle of the day – a 10 to 15 minute walk at lunchtime is ideal. If you work from home, move your desk closer to the window.</p>
<h2>The right clothes make it easy</h2>
<p>The cold itself is rarely the real reason to stay inside; unsuitable clothing usually is. Layering works well: several thin layers instead of one thick coat, so you can take one off when you warm up. A hat and gloves make a big difference, and shoes with a good grip keep you safe on icy paths. After dark, light-coloured clothing or reflective details help others see you.</p>
<h2>Bring movement indoors</h2>
<p>When the weather is truly miserable, move your activity inside:</p>
<ul>
<li><strong>Stairs instead of the lift:</strong> a few floors a day get your pulse up and your legs working.</li>
<li><strong>Short exercise sessions:</strong> the exercises in your plan need almost no space and no equipment, so they fit into any break.</li>
<li><strong>Walk while you talk:</strong> calls where you don't need to read anything work well standing or walking.</li>
<li><strong>Active evenings:</strong> a class at a local sports club, swimming or dancing gives winter evenings a fixed structure.</li>
</ul>
<h2>Motivation when it's grey outside</h2>
<p>In winter it helps to rely less on feeling like it and more on habits. Set fixed times instead of deciding afresh every day. Arrange a lunchtime walk with colleagues – people cancel an appointment far less often than a good intention. And keep your goals realistic: a weekly goal of three workout days that you actually reach is more motivating than an ambitious one you miss every week.</p>
<h3>Keep an eye on your steps</h3>
<p>Step counts drop noticeably in winter for many people. If you log your steps in officefit, you will quickly see how active your week really was. It doesn't have to be the full daily goal every day – a few hundred more steps than last week is real progress.</p>
<h2>If your mood stays low</h2>
<p>Plenty of people feel a bit flat during the dark months. But if you feel down, unmotivated or exhausted for weeks on end, please talk to your doctor. That is not a sign of weakness; it is a sensible step to take.</p>`,
    },
  },
  {
    slug: 'desk-posture-basics',
    category: 'blog',
    tags: ['posture', 'desk-setup', 'back'],
    membersOnly: false,
    publishedAt: '2026-02-07',
    de: {
      title: 'Ergonomie am Schreibtisch: So richten Sie Ihren Arbeitsplatz ein',
      excerpt:
        'Stuhl, Tisch, Bildschirm: Mit ein paar Handgriffen wird Ihr Arbeitsplatz rückenfreundlicher. Und die beste Haltung ist ohnehin die nächste.',
      content: `<p>Viele Menschen verbringen im Büro sechs Stunden und mehr am Schreibtisch. Wie der Arbeitsplatz eingerichtet ist, macht deshalb einen Unterschied – für Nacken, Schultern, Rücken und Augen. Die gute Nachricht: Sie brauchen dafür keine teure Ausstattung. Die meisten Verbesserungen kosten nur ein paar Minuten.</p>
<h2>Die beste Haltung ist die nächste</h2>
<p>Lange galt die Vorstellung, es gebe eine einzige richtige Sitzhaltung: aufrecht, gerade, möglichst unbeweglich. Heute sieht man das entspannter. Eine „perfekte“ Haltung, die Sie stundenlang halten, gibt es nicht. Entscheidend ist, dass Sie Ihre Position regelmäßig wechseln. Zurücklehnen, nach vorn rutschen, aufstehen – Abwechslung ist für Ihren Körper angenehmer als jede starre Position.</p>
<p>Eine gute Grundeinstellung macht es Ihnen trotzdem leichter, entspannt zu sitzen.</p>
<h2>Schritt für Schritt zum passenden Arbeitsplatz</h2>
<ol>
<li><strong>Stuhlhöhe:</strong> Stellen Sie den Stuhl so ein, dass Ihre Füße flach auf dem Boden stehen und Ihre Oberschenkel etwa waagerecht sind. Reichen die Füße nicht bis zum Boden, hilft eine Fußstütze.</li>
<li><strong>Sitztiefe und Lehne:</strong> Zwischen Kniekehle und Sitzvorderkante sollten etwa zwei bis drei Finger Platz haben. Die Rückenlehne stützt den unteren Rücken – lehnen Sie sich ruhig an.</li>
<li><strong>Tischhöhe:</strong> Wenn Ihre Schultern locker hängen und die Unterarme auf dem Tisch liegen, sind die Ellbogen etwa im rechten Winkel. Ist der Tisch nicht verstellbar, passen Sie die Stuhlhöhe an und gleichen Sie unten mit einer Fußstütze aus.</li>
<li><strong>Bildschirm:</strong> Die Oberkante des Bildschirms liegt auf Augenhöhe oder leicht darunter. Der Abstand beträgt etwa eine Armlänge, also rund 50 bis 70 Zentimeter. Stellen Sie den Bildschirm gerade vor sich auf, nicht seitlich.</li>
<li><strong>Tastatur und Maus:</strong> Beide liegen nah vor Ihnen, sodass Sie die Arme nicht weit ausstrecken müssen. Die Handgelenke bleiben möglichst gerade.</li>
</ol>
<h2>Arbeiten am Laptop</h2>
<p>Laptops sind praktisch, aber ergonomisch ein Kompromiss: Ist der Bildschirm auf Augenhöhe, sind die Hände zu hoch – und umgekehrt. Wenn Sie länger am Laptop arbeiten, lohnt sich eine Halterung in Kombination mit externer Tastatur und Maus. Unterwegs hilft schon ein Stapel Bücher unter dem Gerät.</p>
<h2>Licht und Blendung</h2>
<p>Stellen Sie den Bildschirm möglichst so auf, dass das Fensterlicht von der Seite kommt. Ein Fenster direkt hinter dem Bildschirm blendet, eines direkt hinter Ihnen spiegelt sich. Beides führt dazu, dass Sie unbewusst den Kopf neigen oder die Augen zusammenkneifen.</p>
<h2>Kleine Übungen, große Wirkung</h2>
<p>Selbst der beste Arbeitsplatz ersetzt keine Bewegung. Stehen Sie mindestens einmal pro Stunde kurz auf, kreisen Sie die Schultern oder machen Sie eine Übung aus Ihrem Trainingsplan. Gerade Übungen für Nacken und Brustwirbelsäule eignen sich gut für zwischendurch.</p>
<h3>Wann Sie ärztlichen Rat suchen sollten</h3>
<p>Wenn Sie trotz guter Einrichtung und regelmäßiger Bewegung anhaltende Beschwerden im Nacken, in den Schultern oder im Rücken haben oder wenn Taubheitsgefühle in Armen oder Händen auftreten, lassen Sie dies bitte ärztlich abklären.</p>`,
    },
    en: {
      title: 'Desk ergonomics: setting up your workstation',
      excerpt:
        'Chair, desk, screen: a few simple adjustments make your workstation kinder to your back. And the best posture is always the next one.',
      content: `<p>Many office workers spend six hours or more a day at their desk. How that desk is set up makes a real difference to your neck, shoulders, back and eyes. The good news: you don't need expensive equipment. Most improvements take only a few minutes.</p>
<h2>The best posture is your next posture</h2>
<p>For a long time, people believed there was one correct way to sit: upright, straight and as still as possible. Today the view is more relaxed. There is no "perfect" posture that you should hold for hours. What matters most is changing position regularly. Lean back, slide forward, stand up – variety feels better to your body than any fixed position.</p>
<p>Even so, a good basic setup makes it easier to sit comfortably.</p>
<h2>Step by step to a better workstation</h2>
<ol>
<li><strong>Chair height:</strong> adjust your chair so your feet rest flat on the floor and your thighs are roughly horizontal. If your feet don't reach the floor, use a footrest.</li>
<li><strong>Seat depth and backrest:</strong> leave a gap of about two to three fingers between the back of your knees and the front edge of the seat. The backrest supports your lower back – feel free to lean against it.</li>
<li><strong>Desk height:</strong> with your shoulders relaxed and your forearms resting on the desk, your elbows should be at roughly a right angle. If the desk isn't adjustable, change the chair height and add a footrest if needed.</li>
<li><strong>Screen:</strong> the top edge of the screen should be at eye level or slightly below. Keep it about an arm's length away, roughly 50 to 70 centimetres, and straight in front of you rather than off to one side.</li>
<li><strong>Keyboard and mouse:</strong> keep both close so you don't have to stretch your arms out. Try to keep your wrists fairly straight.</li>
</ol>
<h2>Working on a laptop</h2>
<p>Laptops are handy but an ergonomic compromise: when the screen is at eye level, your hands are too high, and the other way round. If you work on a laptop for longer stretches, a laptop stand plus an external keyboard and mouse is worth it. When you're on the road, even a stack of books under the laptop helps.</p>
<h2>Light and glare</h2>
<p>Where possible, position your screen so that daylight comes from the side. A window directly behind the screen dazzles you; one directly behind you reflects on the screen. Both make you tilt your head or squint without noticing.</p>
<h2>Small exercises, big difference</h2>
<p>Even the best workstation is no substitute for movement. Stand up at least once an hour, roll your shoulders or do an exercise from your personal plan. Exercises for the neck and upper back are particularly good in between tasks.</p>
<h3>When to seek medical advice</h3>
<p>If you have ongoing neck, shoulder or back discomfort despite a good setup and regular movement, or if you notice numbness in your arms or hands, please have it checked by a doctor.</p>`,
    },
  },
  {
    slug: 'movement-breaks-at-work',
    category: 'blog',
    tags: ['breaks', 'movement', 'sitting'],
    membersOnly: false,
    publishedAt: '2026-03-21',
    de: {
      title: 'Bewegungspausen im Büro: Warum kurze Unterbrechungen so viel bringen',
      excerpt:
        'Langes Sitzen am Stück ist für den Körper anstrengender, als es sich anfühlt. Schon wenige Minuten Bewegung pro Stunde machen einen Unterschied.',
      content: `<p>Sie sitzen am Schreibtisch, sind konzentriert – und plötzlich ist es Mittag, ohne dass Sie einmal aufgestanden sind. Das kennen viele. Langes, ununterbrochenes Sitzen gehört zu den typischen Belastungen im Büroalltag. Die Weltgesundheitsorganisation empfiehlt deshalb nicht nur, sich insgesamt ausreichend zu bewegen, sondern auch, lange Sitzzeiten zu verringern und regelmäßig zu unterbrechen.</p>
<h2>Was kurze Pausen bewirken können</h2>
<p>Studien deuten darauf hin, dass schon kurze Unterbrechungen des Sitzens günstig sind, etwa für Kreislauf und Stoffwechsel. Viele Menschen berichten außerdem, dass sie sich nach einer kurzen Bewegungspause wacher fühlen und sich danach besser konzentrieren können. Muskeln, die lange in derselben Position verharren, werden wieder besser durchblutet, und die Gelenke kommen in Bewegung.</p>
<p>Das Schöne daran: Es braucht kein Sportprogramm. Zwei bis fünf Minuten reichen oft schon.</p>
<h2>Eine einfache Faustregel</h2>
<p>Stehen Sie etwa alle 30 bis 60 Minuten auf und bewegen Sie sich kurz. Wer sich eine feste Regel setzt, muss nicht jedes Mal neu darüber nachdenken. Manche nutzen dafür einen Timer, andere verknüpfen die Pause mit bestimmten Ereignissen – etwa nach jedem Telefonat oder nach jeder erledigten Aufgabe.</p>
<h2>Ideen für Ihre Bewegungspause</h2>
<ul>
<li><strong>Aufstehen und strecken:</strong> Arme über den Kopf, tief einatmen, dann langsam zu jeder Seite neigen.</li>
<li><strong>Schultern kreisen:</strong> zehnmal nach hinten, zehnmal nach vorn.</li>
<li><strong>Fersen heben:</strong> Im Stehen auf die Zehenspitzen gehen und langsam wieder absenken, zehn- bis fünfzehnmal.</li>
<li><strong>Ein Weg mehr:</strong> Wasser nachfüllen, die Kollegin persönlich ansprechen statt zu schreiben, den Drucker im anderen Stockwerk nutzen.</li>
<li><strong>Eine Übung aus Ihrem Plan:</strong> Die Übungen in officefit dauern nur wenige Minuten und sind für den Arbeitsplatz gemacht.</li>
</ul>
<h2>Warum es trotzdem oft nicht klappt</h2>
<p>Der häufigste Grund für ausbleibende Pausen ist nicht Unlust, sondern Vergessen. Wer konzentriert arbeitet, bemerkt nicht, wie die Zeit vergeht. Deshalb helfen äußere Hinweise: ein Wecker, eine Erinnerung im Kalender oder eine bewusst kleine Wasserflasche, damit Sie öfter nachfüllen gehen.</p>
<p>Ein weiterer Grund ist die Sorge, was andere denken. Dabei ist eine kurze Bewegungspause keine verlorene Arbeitszeit. Wenn Sie im Team darüber sprechen, machen bald vielleicht alle mit. Gemeinsame Pausen sind außerdem eine gute Gelegenheit für ein kurzes Gespräch.</p>
<h3>Bewegungspausen als Gewohnheit</h3>
<p>Am besten wirken Pausen, wenn sie zur Routine werden. Legen Sie fest, wann und wie Sie sich bewegen wollen, und beginnen Sie klein – etwa mit drei festen Pausen am Tag. Ihr Wochenziel in officefit hilft Ihnen, dranzubleiben. Wenn Sie beim Aufstehen oder bei Bewegung Schmerzen haben, die nicht nachlassen, lassen Sie sich bitte ärztlich beraten.</p>`,
    },
    en: {
      title: 'Movement breaks at work: why short interruptions matter',
      excerpt:
        'Sitting for hours without a break is harder on your body than it feels. Just a few minutes of movement every hour makes a difference.',
      content: `<p>You sit down at your desk, get absorbed in your work – and suddenly it's lunchtime and you haven't stood up once. Sound familiar? Long, uninterrupted sitting is one of the typical strains of office life. That is why the World Health Organization recommends not only getting enough activity overall, but also cutting down on long periods of sitting and breaking them up regularly.</p>
<h2>What short breaks can do</h2>
<p>Research suggests that even brief interruptions to sitting are beneficial, for example for circulation and metabolism. Many people also say they feel more alert after a short movement break and find it easier to concentrate afterwards. Muscles that have been stuck in the same position get better blood flow again, and your joints get moving.</p>
<p>The best part: you don't need a workout. Two to five minutes is often enough.</p>
<h2>A simple rule of thumb</h2>
<p>Stand up and move around roughly every 30 to 60 minutes. Having a fixed rule means you don't have to think about it each time. Some people use a timer; others link their break to certain events, such as after every phone call or every finished task.</p>
<h2>Ideas for your movement break</h2>
<ul>
<li><strong>Stand up and stretch:</strong> arms overhead, breathe in deeply, then lean slowly to each side.</li>
<li><strong>Shoulder rolls:</strong> ten times backwards, ten times forwards.</li>
<li><strong>Heel raises:</strong> standing, rise onto your toes and lower slowly, ten to fifteen times.</li>
<li><strong>Take the long way:</strong> refill your water, walk over to a colleague instead of sending a message, use the printer on another floor.</li>
<li><strong>An exercise from your plan:</strong> the exercises in officefit take only a few minutes and are made for the workplace.</li>
</ul>
<h2>Why it often doesn't happen</h2>
<p>The most common reason for skipped breaks isn't reluctance – it's forgetting. When you are focused, you simply don't notice time passing. That is why external cues help: an alarm, a calendar reminder or a deliberately small water bottle that sends you to the tap more often.</p>
<p>Another reason is worrying about what others will think. But a short movement break isn't lost working time. If you talk about it in your team, everyone may soon join in – and shared breaks are a nice chance for a quick chat.</p>
<h3>Making movement breaks a habit</h3>
<p>Breaks work best when they become routine. Decide when and how you want to move, and start small, for example with three fixed breaks a day. Your weekly goal in officefit helps you stick with it. If standing up or moving causes pain that doesn't ease off, please get advice from a doctor.</p>`,
    },
  },
  {
    slug: 'screen-work-and-your-eyes',
    category: 'blog',
    tags: ['eyes', 'screen-work', 'breaks'],
    membersOnly: false,
    publishedAt: '2026-05-02',
    de: {
      title: 'Bildschirmarbeit und Augen: So entlasten Sie Ihren Blick',
      excerpt:
        'Trockene, müde Augen nach einem langen Bildschirmtag? Die 20-20-20-Regel und eine gute Einrichtung können spürbar helfen.',
      content: `<p>Beim Arbeiten am Bildschirm leisten Ihre Augen Daueranstrengung: Sie fokussieren stundenlang auf dieselbe Entfernung, springen zwischen Zeilen und Fenstern hin und her und blinzeln dabei deutlich seltener als sonst. Müde, trockene oder brennende Augen am Ende des Tages sind deshalb weit verbreitet. Mit ein paar Gewohnheiten können Sie Ihre Augen entlasten.</p>
<h2>Warum Bildschirmarbeit die Augen fordert</h2>
<p>Wenn Sie in die Nähe schauen, arbeitet ein kleiner Muskel im Auge, der die Linse scharf stellt. Bei stundenlanger Naharbeit hat er kaum Pausen. Hinzu kommt: Wer konzentriert liest, blinzelt weniger. Der Tränenfilm verteilt sich seltener über die Augenoberfläche, und die Augen fühlen sich trocken an. Trockene Heizungsluft oder ein Luftzug von der Klimaanlage verstärken das.</p>
<h2>Die 20-20-20-Regel</h2>
<p>Eine einfache und bekannte Faustregel lautet: Schauen Sie alle <strong>20 Minuten</strong> für etwa <strong>20 Sekunden</strong> auf etwas, das rund <strong>sechs Meter</strong> entfernt ist – im Englischen sind das 20 Fuß, daher der Name. Ein Blick aus dem Fenster oder ans andere Ende des Raumes genügt. So kann sich die Nahsicht kurz entspannen.</p>
<h2>Bewusst blinzeln</h2>
<p>Nehmen Sie sich zwischendurch ein paar Sekunden Zeit und blinzeln Sie bewusst mehrmals hintereinander. Sie können die Augen auch für einen Moment sanft schließen. Das verteilt den Tränenfilm neu und fühlt sich oft sofort angenehmer an.</p>
<h2>Den Arbeitsplatz augenfreundlich einrichten</h2>
<ul>
<li><strong>Abstand:</strong> etwa eine Armlänge zwischen Augen und Bildschirm, also 50 bis 70 Zentimeter.</li>
<li><strong>Höhe:</strong> Die Oberkante des Bildschirms liegt auf oder leicht unter Augenhöhe. Ein leicht gesenkter Blick ist angenehm, weil die Augen dabei weniger weit geöffnet sind.</li>
<li><strong>Helligkeit:</strong> Passen Sie die Bildschirmhelligkeit an die Umgebung an. Ein Bildschirm, der deutlich heller oder dunkler ist als der Raum, strengt an.</li>
<li><strong>Schriftgröße:</strong> Vergrößern Sie die Darstellung, wenn Sie sich zum Lesen nach vorn lehnen.</li>
<li><strong>Blendung:</strong> Fenster möglichst seitlich zum Bildschirm, keine hellen Lichtquellen direkt im Blickfeld.</li>
</ul>
<h2>Raumklima und Trinken</h2>
<p>Lüften Sie regelmäßig, besonders in der Heizperiode, und richten Sie Luftströme von Ventilatoren oder Klimaanlagen nicht direkt auf Ihr Gesicht. Auch ausreichend zu trinken gehört zu einem angenehmen Arbeitstag dazu.</p>
<h2>Den Blick in die Ferne schicken</h2>
<p>Nutzen Sie Pausen, um nach draußen zu gehen. Ein Spaziergang bietet Ihren Augen, was der Schreibtisch nicht kann: wechselnde Entfernungen und Tageslicht. Wenn Sie den kurzen Gang mit einer Übung aus Ihrem Trainingsplan verbinden, tun Sie gleich doppelt etwas für sich.</p>
<h3>Sehtest und ärztlicher Rat</h3>
<p>Viele Arbeitgeber bieten Beschäftigten an Bildschirmarbeitsplätzen eine arbeitsmedizinische Vorsorge an, zu der auch eine Untersuchung der Augen gehören kann. Nutzen Sie dieses Angebot. Wenn Sie häufig Kopfschmerzen bekommen, verschwommen sehen oder Ihre Augen dauerhaft gereizt sind, lassen Sie das bitte augenärztlich abklären. Manchmal ist schon eine passende Brille für die Bildschirmentfernung eine große Erleichterung.</p>`,
    },
    en: {
      title: 'Screen work and your eyes: how to give them a break',
      excerpt:
        'Dry, tired eyes after a long day at the screen? The 20-20-20 rule and a well-arranged workstation can make a noticeable difference.',
      content: `<p>Screen work keeps your eyes busy all day: they focus on the same distance for hours, jump between lines and windows, and blink far less often than usual. Tired, dry or stinging eyes at the end of the day are therefore very common. A few simple habits can take some of the strain off.</p>
<h2>Why screen work is demanding for your eyes</h2>
<p>When you look at something close up, a small muscle inside the eye adjusts the lens to keep things sharp. During hours of close work, it hardly gets a rest. On top of that, people blink less when they concentrate on reading. The tear film spreads over the eye less often, and your eyes start to feel dry. Dry, heated air in winter or a draught from air conditioning makes this worse.</p>
<h2>The 20-20-20 rule</h2>
<p>A simple, well-known rule of thumb: every <strong>20 minutes</strong>, look at something about <strong>20 feet</strong> (around six metres) away for <strong>20 seconds</strong>. A glance out of the window or to the far end of the room is enough, and it gives your close-up focus a short rest.</p>
<h2>Blink on purpose</h2>
<p>Every now and then, take a few seconds to blink deliberately several times in a row. You can also close your eyes gently for a moment. This spreads the tear film again and often feels more comfortable straight away.</p>
<h2>An eye-friendly workstation</h2>
<ul>
<li><strong>Distance:</strong> about an arm's length between your eyes and the screen, roughly 50 to 70 centimetres.</li>
<li><strong>Height:</strong> the top edge of the screen at or slightly below eye level. Looking slightly downwards is comfortable because your eyes are open a little less wide.</li>
<li><strong>Brightness:</strong> match the screen brightness to your surroundings. A screen much brighter or darker than the room is tiring.</li>
<li><strong>Text size:</strong> zoom in if you catch yourself leaning forward to read.</li>
<li><strong>Glare:</strong> keep windows to the side of your screen and bright lights out of your direct line of sight.</li>
</ul>
<h2>Room climate and drinking</h2>
<p>Air the room regularly, especially during the heating season, and don't point fans or air conditioning straight at your face. Drinking enough is also part of a comfortable working day.</p>
<h2>Let your gaze travel</h2>
<p>Use your breaks to get outside. A walk gives your eyes what a desk can't: changing distances and daylight. Combine a short walk with an exercise from your personal plan, and you are doing something good for yourself twice over.</p>
<h3>Eye tests and medical advice</h3>
<p>Many employers offer occupational health check-ups for people who work at screens, and these can include an eye test. Take up the offer. If you often get headaches, have blurred vision or your eyes are constantly irritated, please see an eye doctor. Sometimes a pair of glasses made for screen distance is all it takes to feel much more comfortable.</p>`,
    },
  },
  {
    slug: 'sitting-and-standing-back-friendly',
    category: 'blog',
    tags: ['back', 'standing-desk', 'posture'],
    membersOnly: true,
    publishedAt: '2026-06-13',
    de: {
      title: 'Rückenfreundlich sitzen und stehen: Auf den Wechsel kommt es an',
      excerpt:
        'Sitzen ist nicht schlecht und Stehen nicht automatisch gut. Entscheidend ist der Wechsel – so gelingt er im Arbeitsalltag.',
      content: `<p>Höhenverstellbare Schreibtische sind in vielen Büros inzwischen Standard. Trotzdem bleiben sie oft dauerhaft in Sitzposition. Andere stehen dagegen stundenlang und wundern sich über müde Beine. Beides verschenkt Potenzial. Denn Ihr Rücken mag vor allem eines: Abwechslung.</p>
<h2>Warum der Wechsel wichtiger ist als die „richtige“ Position</h2>
<p>Die Bandscheiben zwischen den Wirbeln werden durch Bewegung und wechselnde Belastung mit Nährstoffen versorgt. Die Muskulatur ermüdet, wenn sie lange dieselbe Haltearbeit leistet – egal ob im Sitzen oder im Stehen. Langes Stehen am Stück belastet zudem Beine und Füße. Das Ziel ist daher nicht, möglichst viel zu stehen, sondern regelmäßig zwischen verschiedenen Positionen zu wechseln und zwischendurch zu gehen.</p>
<h2>Eine Orientierung für den Tag</h2>
<p>Eine feste Formel gibt es nicht. Eine häufig genannte Orientierung lautet: etwa 60 Prozent der Arbeitszeit sitzen, 30 Prozent stehen und 10 Prozent in Bewegung sein – verteilt über den ganzen Tag und nicht am Stück. Für den Anfang genügen ein paar Stehphasen von 15 bis 20 Minuten. Achten Sie auf Ihren Körper: Sobald Sie anfangen, von einem Bein aufs andere zu treten oder sich auf den Tisch zu stützen, ist es Zeit für einen Wechsel.</p>
<h2>Rückenfreundlich sitzen</h2>
<ul>
<li>Nutzen Sie die ganze Sitzfläche und lehnen Sie sich an. Die Rückenlehne darf mitarbeiten.</li>
<li>Wechseln Sie bewusst zwischen aufrechtem, leicht vorgeneigtem und zurückgelehntem Sitzen.</li>
<li>Stellen Sie die Füße flach auf, statt sie dauerhaft unter dem Stuhl zu verschränken.</li>
<li>Legen Sie Dinge, die Sie oft brauchen, in Reichweite, damit Sie sich nicht ständig verdrehen.</li>
</ul>
<h2>Rückenfreundlich stehen</h2>
<ul>
<li><strong>Tischhöhe anpassen:</strong> Auch im Stehen liegen die Unterarme bei locker hängenden Schultern etwa waagerecht auf dem Tisch. Der Bildschirm wandert mit, sodass die Oberkante weiterhin auf oder leicht unter Augenhöhe liegt.</li>
<li><strong>Knie locker lassen:</strong> Vermeiden Sie es, die Knie ganz durchzudrücken.</li>
<li><strong>Gewicht verlagern:</strong> Ein Fuß auf einer kleinen Erhöhung, etwa einer Fußleiste oder einem stabilen Karton, kann den unteren Rücken entlasten. Wechseln Sie regelmäßig die Seite.</li>
<li><strong>Gute Schuhe:</strong> Flache, bequeme Schuhe oder eine weiche Matte machen längeres Stehen angenehmer.</li>
</ul>
<h2>Ohne Stehtisch? Kein Problem</h2>
<p>Auch ohne höhenverstellbaren Schreibtisch können Sie Ihre Position wechseln: Telefonate im Stehen führen, kurze Besprechungen an einem Stehtisch abhalten, Unterlagen im Stehen lesen. Jeder Gang zum Drucker oder in die Kaffeeküche zählt ebenfalls.</p>
<h2>Kräftigen und mobilisieren</h2>
<p>Eine kräftige Rumpf- und Gesäßmuskulatur unterstützt Sie beim Sitzen wie beim Stehen. In Ihrem Trainingsplan finden Sie kurze Kräftigungs- und Mobilisationsübungen, die sich direkt am Arbeitsplatz ausführen lassen. Zusätzlich gibt es gezielte Übungen für Bereiche wie den unteren Rücken. Bleiben Sie dabei immer im schmerzfreien Bereich.</p>
<h3>Wenn der Rücken länger schmerzt</h3>
<p>Rückenschmerzen sind weit verbreitet und oft vorübergehend. Wenn die Beschwerden jedoch länger als ein paar Wochen anhalten, immer wiederkehren oder mit Taubheitsgefühl, Kribbeln oder Schwäche in den Beinen einhergehen, lassen Sie sich bitte ärztlich beraten.</p>`,
    },
    en: {
      title: 'Back-friendly sitting and standing: it is all about switching',
      excerpt:
        "Sitting isn't bad, and standing isn't automatically good. What counts is switching between them – here is how to make it work at work.",
      content: `<p>Sit-stand desks are now standard in many offices. Yet they often stay in the sitting position all day. Other people stand for hours and then wonder why their legs feel heavy. Both miss the point, because what your back likes most is variety.</p>
<h2>Why switching matters more than the "right" position</h2>
<p>The discs between your vertebrae get their nutrients through movement and changing loads. Muscles tire when they do the same holding work for a long time, whether you are sitting or standing. Standing for long stretches also puts strain on your legs and feet. So the goal is not to stand as much as possible, but to switch regularly between positions and walk around in between.</p>
<h2>A rough guide for your day</h2>
<p>There is no fixed formula. One often-quoted guide is to spend about 60 percent of your working time sitting, 30 percent standing and 10 percent moving – spread across the day rather than in one block. To begin with, a few standing phases of 15 to 20 minutes are plenty. Pay attention to your body: as soon as you start shifting from one leg to the other or leaning on the desk, it's time to switch.</p>
<h2>Back-friendly sitting</h2>
<ul>
<li>Use the whole seat and lean back. Let the backrest do some of the work.</li>
<li>Switch deliberately between sitting upright, leaning slightly forward and reclining.</li>
<li>Keep your feet flat on the floor rather than tucked under the chair all day.</li>
<li>Keep things you use often within easy reach, so you don't have to twist constantly.</li>
</ul>
<h2>Back-friendly standing</h2>
<ul>
<li><strong>Adjust the desk height:</strong> when standing, your forearms should also rest roughly horizontally on the desk with relaxed shoulders. Move the screen up too, so its top edge stays at or slightly below eye level.</li>
<li><strong>Soft knees:</strong> avoid locking your knees straight.</li>
<li><strong>Shift your weight:</strong> resting one foot on something slightly raised, such as a footrail or a sturdy box, can ease your lower back. Swap sides regularly.</li>
<li><strong>Good shoes:</strong> flat, comfortable shoes or a cushioned mat make longer standing more pleasant.</li>
</ul>
<h2>No standing desk? No problem</h2>
<p>You can still change positions without an adjustable desk: take phone calls standing up, hold short meetings at a high table, read documents on your feet. Every walk to the printer or the kitchen counts, too.</p>
<h2>Strengthen and mobilise</h2>
<p>Strong core and glute muscles support you whether you sit or stand. Your personal plan includes short strengthening and mobility exercises you can do right at your desk, plus targeted exercises for areas such as the lower back. Always stay within a pain-free range.</p>
<h3>If your back keeps hurting</h3>
<p>Back pain is very common and often passes. But if it lasts longer than a few weeks, keeps coming back, or comes with numbness, tingling or weakness in your legs, please get advice from a doctor.</p>`,
    },
  },
  {
    slug: 'walking-meetings',
    category: 'blog',
    tags: ['walking', 'meetings', 'steps'],
    membersOnly: true,
    publishedAt: '2026-07-11',
    de: {
      title: 'Besprechen im Gehen: So gelingen Walking Meetings',
      excerpt:
        'Manche Gespräche laufen besser, wenn man dabei läuft. So planen Sie Besprechungen im Gehen – und so erkennen Sie, wann sie sich eher nicht eignen.',
      content: `<p>Ein Gespräch unter vier Augen, eine Ideensammlung zu zweit, ein Austausch über den Stand eines Projekts: Viele Besprechungen brauchen weder Bildschirm noch Konferenzraum. Warum sie dann nicht im Gehen führen? Walking Meetings bringen Bewegung in den Arbeitstag, ohne dass Sie dafür zusätzliche Zeit einplanen müssen.</p>
<h2>Was für Besprechungen im Gehen spricht</h2>
<ul>
<li><strong>Mehr Bewegung:</strong> Ein halbstündiges Gespräch im Gehen bringt je nach Tempo leicht 2.000 bis 3.000 Schritte.</li>
<li><strong>Frische Gedanken:</strong> Studien deuten darauf hin, dass Gehen das freie, kreative Denken anregen kann. Viele Menschen kommen beim Gehen auf neue Ideen.</li>
<li><strong>Angenehme Atmosphäre:</strong> Nebeneinander zu gehen fühlt sich für viele weniger förmlich an, als sich am Tisch gegenüberzusitzen. Schwierige Themen lassen sich so manchmal leichter ansprechen.</li>
<li><strong>Pause für die Augen:</strong> Statt auf den Bildschirm schauen Sie in die Ferne.</li>
</ul>
<h2>Welche Besprechungen sich eignen</h2>
<p>Am besten funktionieren Gespräche mit zwei bis drei Personen, bei denen es ums Nachdenken, Abstimmen oder Austauschen geht: regelmäßige Einzelgespräche, Brainstorming, Feedback oder die Vorbereitung einer Entscheidung. Weniger geeignet sind Termine, bei denen Sie gemeinsam auf Dokumente schauen, viele Details mitschreiben müssen oder vertrauliche Inhalte besprechen, die Passanten nicht hören sollen.</p>
<h2>So planen Sie ein Walking Meeting</h2>
<ol>
<li><strong>Vorher ankündigen:</strong> Schreiben Sie in die Einladung, dass Sie gehen möchten. So kann sich jede Person auf Schuhe und Wetter einstellen.</li>
<li><strong>Route festlegen:</strong> Eine ruhige Runde ohne viele Ampeln und Straßenlärm ist ideal. Planen Sie die Strecke so, dass Sie pünktlich wieder am Ausgangspunkt sind.</li>
<li><strong>Tempo anpassen:</strong> Gehen Sie so, dass sich alle bequem unterhalten können. Es geht um das Gespräch, nicht um Leistung.</li>
<li><strong>Ergebnisse festhalten:</strong> Bleiben Sie am Ende kurz stehen und fassen Sie die wichtigsten Punkte zusammen. Schreiben Sie sie direkt nach dem Gespräch auf.</li>
</ol>
<h2>Rücksicht nehmen</h2>
<p>Nicht alle Menschen können oder möchten im Gehen besprechen – etwa wegen Beschwerden, einer Verletzung oder weil sie sich im Gehen schlechter konzentrieren. Bieten Sie ein Walking Meeting deshalb immer als Möglichkeit an, nicht als Pflicht. Eine kurze, ebene Runde im Innenhof oder durch das Gebäude ist eine gute Alternative zu einer langen Strecke.</p>
<h2>Auch aus der Ferne möglich</h2>
<p>Auch Telefonate lassen sich im Gehen führen. Wenn keine Präsentation nötig ist, schlagen Sie vor, statt einer Videokonferenz zu telefonieren und dabei eine Runde um den Block zu drehen. Viele empfinden das als willkommene Abwechslung zu einem Tag voller Bildschirmtermine.</p>
<h3>Schritte eintragen nicht vergessen</h3>
<p>Wenn Sie Ihre Schritte in officefit erfassen, sehen Sie, wie viel ein einziges Walking Meeting zu Ihrem Tagesziel beiträgt. Oft ist das die einfachste Art, ein paar Tausend Schritte mehr in die Woche zu bringen.</p>`,
    },
    en: {
      title: 'Walking meetings: talking on the move',
      excerpt:
        'Some conversations go better when you walk. Here is how to plan a walking meeting – and how to tell when a regular meeting is the better choice.',
      content: `<p>A one-to-one conversation, a brainstorm for two, a quick update on a project: many meetings need neither a screen nor a meeting room. So why not hold them on foot? Walking meetings bring movement into your working day without taking any extra time.</p>
<h2>Why walk and talk</h2>
<ul>
<li><strong>More movement:</strong> a half-hour walking meeting easily adds 2,000 to 3,000 steps, depending on your pace.</li>
<li><strong>Fresh thinking:</strong> research suggests that walking can stimulate free, creative thinking. Many people find new ideas come more easily on the move.</li>
<li><strong>A relaxed atmosphere:</strong> walking side by side feels less formal to many people than sitting across a table. Difficult topics can sometimes be easier to raise.</li>
<li><strong>A break for your eyes:</strong> instead of a screen, you look into the distance.</li>
</ul>
<h2>Which meetings work well</h2>
<p>Walking meetings work best with two or three people when the aim is to think, align or exchange ideas: regular one-to-ones, brainstorming, feedback or preparing a decision. They are less suitable when you need to look at documents together, take lots of detailed notes or discuss confidential matters that passers-by shouldn't overhear.</p>
<h2>How to plan a walking meeting</h2>
<ol>
<li><strong>Say so in advance:</strong> mention in the invitation that you'd like to walk, so everyone can plan for shoes and weather.</li>
<li><strong>Pick a route:</strong> a quiet loop without many traffic lights or much noise is ideal. Plan it so you are back at the start on time.</li>
<li><strong>Match your pace:</strong> walk at a speed at which everyone can talk comfortably. It's about the conversation, not performance.</li>
<li><strong>Capture the results:</strong> stop briefly at the end and sum up the key points, then write them down straight after the meeting.</li>
</ol>
<h2>Be considerate</h2>
<p>Not everyone can or wants to meet on foot – perhaps because of discomfort or an injury, or because they concentrate less well while walking. Always offer a walking meeting as an option, never as an obligation. A short, level loop around the courtyard or through the building is a good alternative to a long route.</p>
<h2>It works remotely too</h2>
<p>Phone calls can be taken on foot as well. If no presentation is needed, suggest swapping the video call for a phone call and walking around the block while you talk. Many people welcome the change from a day full of screen meetings.</p>
<h3>Don't forget to log your steps</h3>
<p>If you record your steps in officefit, you'll see how much a single walking meeting adds to your daily goal. It is often the easiest way to fit a few thousand extra steps into your week.</p>`,
    },
  },
  {
    slug: 'stairs-and-everyday-steps',
    category: 'blog',
    tags: ['steps', 'stairs', 'movement'],
    membersOnly: false,
    publishedAt: '2026-08-22',
    de: {
      title: 'Treppen und Schritte: Mehr Bewegung ganz nebenbei',
      excerpt:
        'Sie brauchen kein Fitnessstudio, um aktiver zu werden. Treppen und zusätzliche Wege im Alltag bringen mehr, als viele denken.',
      content: `<p>Nicht jede Bewegung muss geplant sein. Ein großer Teil dessen, was wir uns täglich bewegen, entsteht ganz nebenbei: auf dem Weg zur Arbeit, beim Einkaufen, im Büro. Genau hier liegt ein großes, oft unterschätztes Potenzial. Wer im Alltag ein paar Gewohnheiten ändert, kommt leicht auf deutlich mehr Schritte – ohne zusätzliche Trainingszeit.</p>
<h2>Warum jeder Schritt zählt</h2>
<p>Die Weltgesundheitsorganisation betont: Jede Bewegung ist besser als keine. Große Beobachtungsstudien zeigen, dass Menschen, die täglich mehr gehen, im Durchschnitt gesünder sind – und dass gerade für wenig aktive Menschen schon ein paar Tausend Schritte mehr pro Tag ins Gewicht fallen. Das Tagesziel von 10.000 Schritten in officefit ist deshalb eine Orientierung, keine Pflicht. Wichtiger als eine runde Zahl ist, dass Sie sich insgesamt mehr bewegen als bisher.</p>
<h2>Die Treppe: Ihr Trainingsgerät im Büro</h2>
<p>Treppensteigen gehört zu den intensivsten Alltagsbewegungen. Es fordert Bein- und Gesäßmuskulatur, bringt den Puls nach oben und braucht dabei nur wenige Minuten. Einige Stockwerke am Tag sind ein kleines, aber wirkungsvolles Training.</p>
<ul>
<li>Nehmen Sie für ein bis drei Stockwerke grundsätzlich die Treppe und den Aufzug nur für größere Höhen – oder steigen Sie zwei Etagen früher aus.</li>
<li>Gehen Sie in ruhigem Tempo und halten Sie sich am Geländer fest, wenn Sie sich unsicher fühlen.</li>
<li>Nutzen Sie ab und zu die Kaffeeküche auf einem anderen Stockwerk.</li>
</ul>
<p>Wenn Sie Knie- oder Hüftbeschwerden haben, ist das Hinuntergehen oft unangenehmer als das Hinaufgehen. Dann nehmen Sie die Treppe nur nach oben und fahren hinunter.</p>
<h2>Mehr Schritte im Arbeitsalltag</h2>
<ul>
<li><strong>Der Weg zur Arbeit:</strong> Eine Haltestelle früher aussteigen oder weiter entfernt parken bringt schnell 1.000 bis 2.000 Schritte.</li>
<li><strong>Persönlich statt per Nachricht:</strong> Gehen Sie für kurze Fragen zu Ihren Kolleginnen und Kollegen.</li>
<li><strong>Telefonieren im Gehen:</strong> Viele Gespräche lassen sich gut im Gehen führen.</li>
<li><strong>Mittagspause mit Runde:</strong> Zehn Minuten Spaziergang nach dem Essen sind rund 1.000 Schritte.</li>
<li><strong>Kleine Wasserflasche:</strong> Wer öfter nachfüllt, steht öfter auf.</li>
</ul>
<h2>Schritte sichtbar machen</h2>
<p>Was man misst, fällt einem auf. Tragen Sie Ihre Schritte regelmäßig in officefit ein – für heute oder auch ein paar Tage rückwirkend. So sehen Sie im Wochenverlauf, an welchen Tagen Sie viel unterwegs waren und wo noch Luft ist. Erreichen Sie Ihr Tagesziel, gibt es Fitnesspunkte obendrauf.</p>
<h3>Klein anfangen</h3>
<p>Wenn Sie zurzeit eher wenig gehen, steigern Sie sich Schritt für Schritt: Nehmen Sie sich für die nächste Woche etwa 1.000 Schritte mehr pro Tag vor als bisher. Wenn das zur Gewohnheit geworden ist, legen Sie noch einmal nach. So bleibt Bewegung angenehm und alltagstauglich.</p>`,
    },
    en: {
      title: 'Stairs and steps: more movement without trying',
      excerpt:
        "You don't need a gym to become more active. Stairs and a few extra trips during the day add up to more than most people think.",
      content: `<p>Not all movement has to be planned. Much of the moving we do each day happens along the way: getting to work, running errands, walking around the office. This is where a big, often underrated opportunity lies. Change a few everyday habits and you can easily add a lot more steps – without any extra workout time.</p>
<h2>Why every step counts</h2>
<p>The World Health Organization puts it simply: some activity is better than none. Large observational studies show that people who walk more each day tend to be healthier on average, and that for people who are not very active, even a few thousand extra steps a day make a noticeable difference. That is why the 10,000-step daily goal in officefit is a guide, not a must. Moving more than you did before matters more than hitting a round number.</p>
<h2>The staircase: your office gym</h2>
<p>Climbing stairs is one of the most intense everyday activities. It works your leg and glute muscles, raises your pulse and only takes a few minutes. A few flights a day add up to a small but effective workout.</p>
<ul>
<li>Make it a rule to take the stairs for one to three floors and the lift only for bigger heights – or get out two floors early.</li>
<li>Go at a comfortable pace and hold the handrail if you feel unsteady.</li>
<li>Now and then, use the kitchen on a different floor.</li>
</ul>
<p>If you have knee or hip discomfort, going down is often less pleasant than going up. In that case, take the stairs up and the lift down.</p>
<h2>More steps in your working day</h2>
<ul>
<li><strong>Your commute:</strong> getting off one stop early or parking further away quickly adds 1,000 to 2,000 steps.</li>
<li><strong>In person, not by message:</strong> walk over to colleagues for quick questions.</li>
<li><strong>Walk while you talk:</strong> many calls work perfectly well on foot.</li>
<li><strong>A lunchtime loop:</strong> a ten-minute walk after eating is roughly 1,000 steps.</li>
<li><strong>A small water bottle:</strong> refilling more often means getting up more often.</li>
</ul>
<h2>Make your steps visible</h2>
<p>What gets measured gets noticed. Log your steps in officefit regularly – for today or for a few days back. Over the week you'll see which days you were out and about and where there is room for more. Reach your daily goal and you earn fitness points on top.</p>
<h3>Start small</h3>
<p>If you don't walk much at the moment, build up gradually: for the next week, aim for about 1,000 more steps a day than you do now. Once that feels normal, add a little more. That way movement stays enjoyable and fits into everyday life.</p>`,
    },
  },
  {
    slug: 'home-office-routines',
    category: 'blog',
    tags: ['home-office', 'routine', 'breaks'],
    membersOnly: false,
    publishedAt: '2026-10-03',
    de: {
      title: 'Gesund im Homeoffice: Routinen, die Ihrem Tag Struktur geben',
      excerpt:
        'Im Homeoffice fallen viele Wege und Pausen weg. Mit festen Routinen bleiben Sie in Bewegung und ziehen klare Grenzen zwischen Arbeit und Freizeit.',
      content: `<p>Kein Arbeitsweg, keine Kaffeeküche, keine Treppe zum Besprechungsraum: Im Homeoffice entfallen viele kleine Bewegungen, die im Büro ganz selbstverständlich sind. Manche Menschen kommen an einem Homeoffice-Tag auf nur wenige Hundert Schritte. Dazu verschwimmen schnell die Grenzen zwischen Arbeit und Privatleben. Feste Routinen helfen, beides in den Griff zu bekommen.</p>
<h2>Einen klaren Start schaffen</h2>
<p>Der Weg ins Büro hat eine wichtige Funktion: Er markiert den Übergang in den Arbeitstag. Im Homeoffice können Sie diesen Übergang bewusst nachbilden – mit einem „Arbeitsweg“ zu Fuß. Gehen Sie vor Arbeitsbeginn zehn bis fünfzehn Minuten um den Block. Sie tanken Tageslicht, bewegen sich und kommen mit klarem Kopf an Ihrem Schreibtisch an.</p>
<p>Auch kleine Rituale helfen: sich anziehen wie für einen Bürotag, das Fenster öffnen, die wichtigsten Aufgaben des Tages notieren.</p>
<h2>Einen festen Arbeitsplatz einrichten</h2>
<p>Wenn möglich, arbeiten Sie nicht auf dem Sofa oder im Bett, sondern an einem Tisch mit einem Stuhl, auf dem Sie gut sitzen. Die Grundregeln gelten auch zu Hause: Füße flach auf dem Boden, Bildschirm auf oder knapp unter Augenhöhe und etwa eine Armlänge entfernt. Wenn Sie am Laptop arbeiten, helfen eine externe Tastatur und Maus. Ein fester Arbeitsplatz hat noch einen Vorteil: Wenn Sie ihn am Abend verlassen, ist auch gedanklich Feierabend.</p>
<h2>Pausen fest einplanen</h2>
<p>Zu Hause fehlen die natürlichen Unterbrechungen durch Kolleginnen, Kollegen und Wege. Planen Sie Pausen deshalb aktiv ein:</p>
<ul>
<li><strong>Kurze Bewegungspausen:</strong> Stehen Sie mindestens einmal pro Stunde auf. Nutzen Sie die Zeit für eine Übung aus Ihrem Trainingsplan.</li>
<li><strong>Eine echte Mittagspause:</strong> Essen Sie nicht am Schreibtisch, sondern am Küchentisch oder auf dem Balkon – und drehen Sie wenn möglich eine Runde draußen.</li>
<li><strong>Puffer zwischen Videoterminen:</strong> Lassen Sie zwischen Terminen nach Möglichkeit fünf bis zehn Minuten Luft, um aufzustehen, zu lüften und etwas zu trinken.</li>
</ul>
<h2>Bewegungsanlässe schaffen</h2>
<p>Nutzen Sie den Vorteil, zu Hause zu sein: Telefonate im Gehen durch die Wohnung führen, ein Glas statt einer großen Karaffe auf den Schreibtisch stellen, zwischendurch die Wäsche aufhängen. Wer eine Treppe im Haus hat, kann sie bewusst öfter nutzen.</p>
<h2>Den Feierabend markieren</h2>
<p>Genauso wichtig wie ein klarer Start ist ein klares Ende. Schließen Sie Ihren Arbeitstag mit einem kleinen Ritual ab: offene Aufgaben für morgen notieren, den Rechner herunterfahren, Arbeitsunterlagen wegräumen. Ein kurzer Spaziergang am Abend ersetzt den Heimweg und hilft beim Abschalten.</p>
<h3>Gewohnheiten sichtbar machen</h3>
<p>Routinen entstehen durch Wiederholung. Mit dem Gewohnheiten-Tracker in officefit können Sie Ihre Homeoffice-Routinen festhalten, zum Beispiel den Morgenspaziergang oder die Mittagspause ohne Bildschirm. Jeder Haken zeigt Ihnen: Es klappt.</p>`,
    },
    en: {
      title: 'Healthy home office: routines that structure your day',
      excerpt:
        'Working from home cuts out many trips and breaks. Fixed routines keep you moving and draw a clear line between work and free time.',
      content: `<p>No commute, no office kitchen, no stairs to the meeting room: working from home removes lots of small movements that happen naturally at the office. On a home-office day, some people take only a few hundred steps. On top of that, the line between work and private life blurs quickly. Fixed routines help with both.</p>
<h2>Create a clear start</h2>
<p>Your commute does an important job: it marks the transition into the working day. At home you can recreate that transition on purpose with a "commute" on foot. Walk around the block for ten to fifteen minutes before you start work. You'll get daylight and movement, and arrive at your desk with a clear head.</p>
<p>Small rituals help too: getting dressed as you would for the office, opening the window, jotting down the most important tasks of the day.</p>
<h2>Set up a fixed workspace</h2>
<p>If you can, don't work from the sofa or the bed, but at a table with a chair that is comfortable to sit on. The basics apply at home as well: feet flat on the floor, screen at or just below eye level and about an arm's length away. If you use a laptop, an external keyboard and mouse help. A fixed workspace has another advantage: when you leave it in the evening, your mind clocks off too.</p>
<h2>Schedule your breaks</h2>
<p>At home you miss the natural interruptions from colleagues and walking between rooms. So plan breaks actively:</p>
<ul>
<li><strong>Short movement breaks:</strong> stand up at least once an hour and use the time for an exercise from your personal plan.</li>
<li><strong>A real lunch break:</strong> eat at the kitchen table or on the balcony rather than at your desk – and if possible, take a walk outside.</li>
<li><strong>Buffers between video calls:</strong> where you can, leave five to ten minutes between meetings to stand up, let in fresh air and have a drink.</li>
</ul>
<h2>Create reasons to move</h2>
<p>Make the most of being at home: walk around the flat during phone calls, keep a glass rather than a large jug on your desk, hang up the washing in between tasks. If you have stairs at home, use them more often on purpose.</p>
<h2>Mark the end of the day</h2>
<p>A clear finish is just as important as a clear start. Close your working day with a small ritual: write down open tasks for tomorrow, shut down the computer, put your work things away. A short evening walk replaces the journey home and helps you switch off.</p>
<h3>Make your habits visible</h3>
<p>Routines grow through repetition. With the habit tracker in officefit you can record your home-office routines, such as the morning walk or the screen-free lunch break. Every tick shows you: it's working.</p>`,
    },
  },
  {
    slug: 'sleep-and-recovery-basics',
    category: 'blog',
    tags: ['sleep', 'recovery', 'routine'],
    membersOnly: true,
    publishedAt: '2026-11-07',
    de: {
      title: 'Schlaf und Erholung: Die Grundlagen für erholsame Nächte',
      excerpt:
        'Guter Schlaf ist die Basis für Konzentration, Stimmung und Energie. Diese einfachen Gewohnheiten können Ihre Nächte erholsamer machen.',
      content: `<p>Schlaf ist keine verlorene Zeit, sondern die wichtigste Erholungsphase des Tages. Im Schlaf verarbeitet das Gehirn Erlebtes, und der Körper regeneriert sich. Wer dauerhaft zu wenig oder schlecht schläft, merkt das schnell – an Konzentration, Stimmung und Energie. Die meisten Erwachsenen brauchen etwa sieben bis neun Stunden Schlaf pro Nacht. Doch nicht nur die Dauer zählt, sondern auch die Regelmäßigkeit.</p>
<h2>Ein fester Rhythmus</h2>
<p>Ihre innere Uhr mag Regelmäßigkeit. Gehen Sie möglichst zu ähnlichen Zeiten ins Bett und stehen Sie zu ähnlichen Zeiten auf – auch am Wochenende. Große Unterschiede zwischen Werktagen und freien Tagen können sich anfühlen wie ein kleiner Jetlag.</p>
<h2>Licht am Tag, Dunkelheit am Abend</h2>
<p>Helles Tageslicht am Morgen und Vormittag hilft Ihrer inneren Uhr, sich zu orientieren. Gehen Sie deshalb früh am Tag nach draußen, etwa auf dem Weg zur Arbeit oder bei einem kurzen Spaziergang. Am Abend dagegen ist gedämpftes Licht angenehmer. Dimmen Sie die Beleuchtung in der letzten Stunde vor dem Schlafengehen.</p>
<h2>Was am Abend hilft</h2>
<ul>
<li><strong>Koffein rechtzeitig beenden:</strong> Koffein wirkt viele Stunden nach. Viele Menschen schlafen besser, wenn sie ab dem frühen Nachmittag keinen Kaffee mehr trinken.</li>
<li><strong>Alkohol in Maßen:</strong> Alkohol macht zwar müde, verschlechtert aber die Schlafqualität, vor allem in der zweiten Nachthälfte.</li>
<li><strong>Leichtes Abendessen:</strong> Eine sehr große, schwere Mahlzeit kurz vor dem Schlafen kann belasten. Planen Sie zwei bis drei Stunden Abstand ein.</li>
<li><strong>Bildschirmfreie Zeit:</strong> Nachrichten, E-Mails und Serien halten den Kopf wach. Eine Stunde ohne Bildschirm vor dem Schlafengehen tut vielen gut.</li>
<li><strong>Ein Abendritual:</strong> Lesen, ruhige Musik oder eine Übung für mentale Stärke aus officefit signalisieren Ihrem Körper: Jetzt wird es ruhig.</li>
</ul>
<h2>Das Schlafzimmer als Ruheort</h2>
<p>Ein kühles, dunkles und ruhiges Schlafzimmer erleichtert das Einschlafen. Viele empfinden eine Raumtemperatur von etwa 16 bis 19 Grad als angenehm. Wenn Sie lange wach liegen und grübeln, stehen Sie lieber kurz auf und tun etwas Ruhiges, bis Sie müde werden.</p>
<h2>Bewegung und Schlaf</h2>
<p>Regelmäßige Bewegung am Tag kann dazu beitragen, dass Sie abends leichter müde werden und tiefer schlafen. Sehr intensives Training kurz vor dem Schlafengehen empfinden manche dagegen als aufputschend. Probieren Sie aus, was für Sie passt.</p>
<h2>Erholung auch am Tag</h2>
<p>Erholung findet nicht nur nachts statt. Kurze Pausen, ein Spaziergang oder ein paar Minuten bewusstes Atmen helfen, über den Tag hinweg Energie zu behalten. Wenn Sie ein Nickerchen machen, halten Sie es kurz – etwa 10 bis 20 Minuten – und legen Sie es nicht zu spät in den Nachmittag.</p>
<h3>Wann Sie ärztlichen Rat suchen sollten</h3>
<p>Wenn Sie über mehrere Wochen schlecht ein- oder durchschlafen, sich tagsüber trotz ausreichender Schlafzeit stark erschöpft fühlen oder Ihr Umfeld lautes Schnarchen mit Atempausen bemerkt, sprechen Sie bitte mit Ihrer Hausärztin oder Ihrem Hausarzt.</p>`,
    },
    en: {
      title: 'Sleep and recovery: the basics of a restful night',
      excerpt:
        'Good sleep is the foundation for focus, mood and energy. These simple habits can help make your nights more restful.',
      content: `<p>Sleep isn't wasted time – it is the most important recovery phase of your day. While you sleep, your brain processes what you have experienced and your body recovers. If you regularly sleep too little or badly, you notice it quickly in your concentration, mood and energy. Most adults need around seven to nine hours of sleep a night. But it isn't only how long you sleep that counts; regularity matters too.</p>
<h2>A steady rhythm</h2>
<p>Your body clock likes regularity. Try to go to bed and get up at similar times every day, weekends included. Big differences between workdays and days off can feel like a mild case of jet lag.</p>
<h2>Light by day, darkness by night</h2>
<p>Bright daylight in the morning helps your body clock find its rhythm. So get outside early in the day, for example on your way to work or during a short walk. In the evening, on the other hand, softer light is more pleasant. Dim the lights during the last hour before bed.</p>
<h2>What helps in the evening</h2>
<ul>
<li><strong>Stop caffeine in good time:</strong> caffeine keeps working for many hours. Many people sleep better if they skip coffee from early afternoon onwards.</li>
<li><strong>Go easy on alcohol:</strong> alcohol may make you drowsy, but it worsens sleep quality, especially in the second half of the night.</li>
<li><strong>A lighter dinner:</strong> a very large, heavy meal just before bed can weigh on you. Aim for a gap of two to three hours.</li>
<li><strong>Screen-free time:</strong> news, emails and series keep your mind busy. An hour without screens before bed does many people good.</li>
<li><strong>An evening ritual:</strong> reading, calm music or a mental-strength exercise from officefit signal to your body that it is time to wind down.</li>
</ul>
<h2>Your bedroom as a place of rest</h2>
<p>A cool, dark and quiet bedroom makes it easier to fall asleep. Many people find a room temperature of around 16 to 19 degrees Celsius comfortable. If you lie awake for a long time with your thoughts racing, get up for a while and do something calm until you feel sleepy.</p>
<h2>Movement and sleep</h2>
<p>Regular activity during the day can help you feel sleepy in the evening and sleep more deeply. Some people, however, find very intense exercise right before bed too stimulating. Find out what works for you.</p>
<h2>Recovery during the day</h2>
<p>Recovery doesn't only happen at night. Short breaks, a walk or a few minutes of mindful breathing help you keep your energy up throughout the day. If you nap, keep it short – around 10 to 20 minutes – and not too late in the afternoon.</p>
<h3>When to seek medical advice</h3>
<p>If you have trouble falling or staying asleep for several weeks, feel very tired during the day despite enough time in bed, or someone notices loud snoring with pauses in your breathing, please talk to your doctor.</p>`,
    },
  },
];
