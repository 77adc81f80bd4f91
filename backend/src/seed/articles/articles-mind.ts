import type { SeedArticle } from './types';

// More mental-strength articles (category "mental", issue 16): boundaries, breathing, burnout, worry, meditation,
// resilience and the team.
export const mindArticles: SeedArticle[] = [
  {
    slug: 'saying-no-kindly',
    category: 'mental',
    tags: ['boundaries', 'stress', 'work-life-balance'],
    membersOnly: false,
    publishedAt: '2025-09-27',
    de: {
      title: 'Freundlich Nein sagen: Grenzen setzen im Job',
      excerpt:
        'Wer zu allem Ja sagt, hat bald keine Zeit mehr für das Wichtige. So setzen Sie Grenzen, ohne Beziehungen zu belasten.',
      content: `<p>Noch ein Projekt, noch ein Termin, noch eine kurze Frage: Viele Menschen sagen im Job fast automatisch Ja. Sie möchten hilfsbereit sein, niemanden enttäuschen und als belastbar gelten. Auf Dauer führt das aber zu Überlastung – und oft zu schlechteren Ergebnissen, weil für nichts mehr genug Zeit bleibt.</p>
<h2>Warum Nein sagen so schwerfällt</h2>
<p>Hinter dem schnellen Ja steckt oft die Sorge, abgelehnt zu werden oder Konflikte auszulösen. Dabei zeigt die Erfahrung: Ein klares, freundliches Nein wird meist besser akzeptiert als ein Ja, das später nicht eingehalten werden kann.</p>
<h2>So gelingt ein freundliches Nein</h2>
<ol>
<li><strong>Zeit gewinnen:</strong> „Ich schaue mir das an und melde mich bis heute Nachmittag.“ So antworten Sie überlegt statt reflexhaft.</li>
<li><strong>Die Sache würdigen:</strong> „Das klingt nach einem spannenden Projekt.“</li>
<li><strong>Klar ablehnen:</strong> „Ich kann es diese Woche nicht übernehmen, weil ich den Bericht fertigstellen muss.“ Eine kurze Begründung reicht, eine lange Rechtfertigung ist nicht nötig.</li>
<li><strong>Eine Alternative anbieten, wenn es passt:</strong> „Ab nächstem Mittwoch hätte ich Kapazität“ oder „Frag doch Frau Schulz, sie kennt das Thema gut.“</li>
</ol>
<h2>Prioritäten sichtbar machen</h2>
<p>Gegenüber Vorgesetzten hilft die Frage nach der Reihenfolge: „Wenn ich das übernehme, verschiebt sich Projekt B. Was ist Ihnen wichtiger?“ So treffen Sie die Entscheidung gemeinsam, und niemand wird von einer Verzögerung überrascht.</p>
<h2>Auch Feierabend ist eine Grenze</h2>
<p>Grenzen betreffen nicht nur Aufgaben, sondern auch Zeiten. Legen Sie fest, wann Sie erreichbar sind, und halten Sie sich selbst daran. Wer abends ständig Nachrichten beantwortet, signalisiert, dass das erwartet werden kann.</p>
<h3>Unser Tipp</h3>
<p>Üben Sie das Neinsagen zuerst in kleinen, unkritischen Situationen. Jedes Mal wird es ein wenig leichter – wie bei einer Übung, die Sie regelmäßig wiederholen.</p>`,
    },
    en: {
      title: 'Saying no kindly: setting boundaries at work',
      excerpt:
        'If you say yes to everything, you soon have no time left for what matters. Here is how to set boundaries without straining relationships.',
      content: `<p>One more project, one more meeting, one more quick question: many people say yes at work almost automatically. They want to be helpful, not disappoint anyone and be seen as resilient. In the long run, however, this leads to overload – and often to poorer results, because there is no longer enough time for anything.</p>
<h2>Why saying no is so hard</h2>
<p>Behind the quick yes there is often a fear of being rejected or causing conflict. Yet experience shows that a clear, friendly no is usually accepted better than a yes that cannot be kept later.</p>
<h2>How to say no kindly</h2>
<ol>
<li><strong>Buy time:</strong> "I'll take a look and get back to you by this afternoon." That way you answer thoughtfully rather than by reflex.</li>
<li><strong>Acknowledge the request:</strong> "That sounds like an interesting project."</li>
<li><strong>Decline clearly:</strong> "I can't take it on this week because I need to finish the report." A short reason is enough; a long justification is not needed.</li>
<li><strong>Offer an alternative if it fits:</strong> "I'd have capacity from next Wednesday" or "Why not ask Ms Schulz, she knows the topic well."</li>
</ol>
<h2>Make priorities visible</h2>
<p>With your manager, asking about the order helps: "If I take this on, project B will be delayed. Which matters more to you?" That way you make the decision together, and nobody is surprised by a delay.</p>
<h2>The end of the working day is a boundary too</h2>
<p>Boundaries are not only about tasks but also about times. Decide when you are reachable and stick to it yourself. If you answer messages every evening, you signal that this can be expected.</p>
<h3>Our tip</h3>
<p>Practise saying no in small, uncritical situations first. It gets a little easier every time – like an exercise you repeat regularly.</p>`,
    },
  },
  {
    slug: 'box-breathing',
    category: 'mental',
    tags: ['breathing', 'stress', 'relaxation'],
    membersOnly: false,
    publishedAt: '2025-10-25',
    de: {
      title: 'Box-Atmung: In vier Schritten zur Ruhe',
      excerpt:
        'Vor einer Präsentation, nach einer hitzigen Besprechung oder einfach zwischendurch: Diese Atemtechnik bringt Sie in wenigen Minuten runter.',
      content: `<p>Der Atem ist eine der wenigen Körperfunktionen, die automatisch ablaufen und die wir trotzdem bewusst steuern können. Genau das macht ihn zu einem wirksamen Werkzeug gegen Stress. Wenn wir ruhig und gleichmäßig atmen, signalisiert das dem Nervensystem: Es ist alles in Ordnung.</p>
<h2>So funktioniert die Box-Atmung</h2>
<p>Stellen Sie sich ein Quadrat vor. Jede Seite steht für einen Schritt von vier Sekunden:</p>
<ol>
<li>Atmen Sie vier Sekunden lang durch die Nase ein.</li>
<li>Halten Sie den Atem vier Sekunden lang an.</li>
<li>Atmen Sie vier Sekunden lang langsam aus.</li>
<li>Halten Sie vier Sekunden lang inne, bevor Sie wieder einatmen.</li>
</ol>
<p>Wiederholen Sie das Quadrat vier- bis sechsmal. Sie können dabei sitzen oder stehen, die Augen geöffnet lassen oder schließen.</p>
<h2>Wenn vier Sekunden zu lang sind</h2>
<p>Beginnen Sie mit drei Sekunden pro Seite. Der Atem soll sich ruhig und angenehm anfühlen, niemals gepresst. Wird Ihnen schwindelig, atmen Sie einfach normal weiter. Wer mag, lässt die Pausen weg und verlängert nur das Ausatmen – auch das beruhigt.</p>
<h2>Gute Gelegenheiten</h2>
<ul>
<li>Vor einem schwierigen Gespräch oder einer Präsentation.</li>
<li>Nach einer aufreibenden Besprechung, bevor Sie die nächste Aufgabe beginnen.</li>
<li>Wenn Sie merken, dass die Gedanken rasen.</li>
<li>Abends im Bett, um den Tag loszulassen.</li>
</ul>
<h2>Übung macht den Unterschied</h2>
<p>Atemtechniken wirken am besten, wenn Sie sie auch in ruhigen Momenten üben. Dann stehen sie Ihnen in stressigen Situationen zuverlässig zur Verfügung. Unter den Übungen für mentale Stärke in officefit finden Sie angeleitete Atemübungen, die Sie in Ihren Tag einbauen können.</p>
<p>Ein schöner Nebeneffekt: Wer regelmäßig auf seinen Atem achtet, bemerkt Anspannung früher. Dann reichen oft schon drei ruhige Atemzüge, bevor sich der Stress aufbaut.</p>`,
    },
    en: {
      title: 'Box breathing: four steps to calm',
      excerpt:
        'Before a presentation, after a heated meeting or just in between: this breathing technique calms you down in a few minutes.',
      content: `<p>Breathing is one of the few body functions that run automatically and that we can still control consciously. That is exactly what makes it an effective tool against stress. When we breathe calmly and evenly, it signals to the nervous system that everything is fine.</p>
<h2>How box breathing works</h2>
<p>Imagine a square. Each side stands for a step of four seconds:</p>
<ol>
<li>Breathe in through your nose for four seconds.</li>
<li>Hold your breath for four seconds.</li>
<li>Breathe out slowly for four seconds.</li>
<li>Pause for four seconds before breathing in again.</li>
</ol>
<p>Repeat the square four to six times. You can sit or stand and keep your eyes open or closed.</p>
<h2>If four seconds are too long</h2>
<p>Start with three seconds per side. Your breathing should feel calm and comfortable, never forced. If you feel dizzy, simply go back to breathing normally. If you like, leave out the pauses and just lengthen the out-breath – that is calming too.</p>
<h2>Good moments to use it</h2>
<ul>
<li>Before a difficult conversation or a presentation.</li>
<li>After an exhausting meeting, before you start the next task.</li>
<li>When you notice your thoughts racing.</li>
<li>In bed in the evening, to let go of the day.</li>
</ul>
<h2>Practice makes the difference</h2>
<p>Breathing techniques work best when you also practise them in calm moments. Then they are reliably there for you in stressful situations. Among the mental-strength exercises in officefit you will find guided breathing exercises that you can build into your day.</p>
<p>A nice side effect: if you pay attention to your breathing regularly, you notice tension earlier. Then three calm breaths are often enough before stress builds up.</p>`,
    },
  },
  {
    slug: 'early-signs-of-burnout',
    category: 'mental',
    tags: ['burnout', 'stress', 'self-care'],
    membersOnly: false,
    publishedAt: '2025-11-22',
    de: {
      title: 'Erschöpft statt nur müde? Frühe Warnzeichen von Burnout erkennen',
      excerpt:
        'Burnout entwickelt sich schleichend. Wer die frühen Signale kennt, kann rechtzeitig gegensteuern.',
      content: `<p>Jeder Mensch ist mal erschöpft, etwa nach einer anstrengenden Projektphase. Normalerweise hilft ein erholsames Wochenende oder ein Urlaub. Bei einem Burnout dagegen reicht Erholung irgendwann nicht mehr aus. Die Erschöpfung wird dauerhaft und betrifft Körper, Gefühle und Denken.</p>
<h2>Mögliche Warnzeichen</h2>
<ul>
<li><strong>Anhaltende Müdigkeit:</strong> Sie fühlen sich auch nach dem Wochenende nicht erholt.</li>
<li><strong>Innere Distanz:</strong> Die Arbeit, die Ihnen früher Freude gemacht hat, ist Ihnen zunehmend gleichgültig, oder Sie reagieren zynisch.</li>
<li><strong>Nachlassende Leistung:</strong> Konzentration und Gedächtnis lassen nach, Aufgaben dauern länger als früher.</li>
<li><strong>Körperliche Beschwerden:</strong> Schlafstörungen, Kopf- oder Rückenschmerzen, häufige Infekte.</li>
<li><strong>Rückzug:</strong> Sie haben keine Energie mehr für Freundschaften und Hobbys.</li>
</ul>
<h2>Was Sie selbst tun können</h2>
<ol>
<li><strong>Ernst nehmen:</strong> Gestehen Sie sich ein, dass etwas nicht stimmt. Das ist kein Zeichen von Schwäche.</li>
<li><strong>Erholung einplanen:</strong> Pausen, Schlaf und Bewegung sind keine Belohnung, sondern Voraussetzung für Leistung.</li>
<li><strong>Belastungen sortieren:</strong> Was können Sie abgeben, verschieben oder weglassen?</li>
<li><strong>Darüber sprechen:</strong> mit vertrauten Menschen, mit Ihrer Führungskraft oder mit der betrieblichen Sozialberatung, falls es sie gibt.</li>
</ol>
<h2>Professionelle Hilfe</h2>
<p>Halten die Beschwerden über Wochen an, wenden Sie sich bitte an Ihre Hausärztin oder Ihren Hausarzt. Dort können körperliche Ursachen ausgeschlossen und weitere Schritte besprochen werden, etwa eine psychotherapeutische Beratung. Wenn Sie sich hoffnungslos fühlen oder an Selbstverletzung denken, holen Sie sich sofort Hilfe – zum Beispiel bei der Telefonseelsorge unter 0800 111 0 111, rund um die Uhr und kostenfrei.</p>
<p>Die Übungen in officefit können Sie im Alltag unterstützen, ersetzen aber keine Behandlung.</p>
<p>Auch Kolleginnen und Kollegen können einen Unterschied machen. Wenn Ihnen auffällt, dass sich jemand zurückzieht oder dauerhaft erschöpft wirkt, sprechen Sie ihn oder sie behutsam an.</p>`,
    },
    en: {
      title: 'Exhausted rather than just tired? Recognising early signs of burnout',
      excerpt: 'Burnout develops gradually. If you know the early signals, you can change course in time.',
      content: `<p>Everyone is exhausted sometimes, for example after a demanding project phase. Usually a restful weekend or a holiday helps. With burnout, however, rest at some point is no longer enough. The exhaustion becomes permanent and affects body, feelings and thinking.</p>
<h2>Possible warning signs</h2>
<ul>
<li><strong>Lasting tiredness:</strong> you do not feel rested even after the weekend.</li>
<li><strong>Inner distance:</strong> work you used to enjoy leaves you increasingly indifferent, or you react cynically.</li>
<li><strong>Declining performance:</strong> concentration and memory fade, and tasks take longer than before.</li>
<li><strong>Physical complaints:</strong> sleep problems, headaches or back pain, frequent infections.</li>
<li><strong>Withdrawal:</strong> you no longer have energy for friends and hobbies.</li>
</ul>
<h2>What you can do yourself</h2>
<ol>
<li><strong>Take it seriously:</strong> admit to yourself that something is wrong. That is not a sign of weakness.</li>
<li><strong>Plan recovery:</strong> breaks, sleep and movement are not a reward but a precondition for performance.</li>
<li><strong>Sort your load:</strong> what can you hand over, postpone or drop?</li>
<li><strong>Talk about it:</strong> with people you trust, with your manager or with your company's counselling service if there is one.</li>
</ol>
<h2>Professional help</h2>
<p>If the symptoms last for weeks, please see your doctor. Physical causes can be ruled out there and further steps discussed, such as psychotherapeutic counselling. If you feel hopeless or think about harming yourself, get help immediately – in Germany, for example, from the Telefonseelsorge on 0800 111 0 111, free of charge and around the clock.</p>
<p>The exercises in officefit can support you in everyday life, but they do not replace treatment.</p>
<p>Colleagues can make a difference too. If you notice that someone withdraws or seems exhausted all the time, approach them gently.</p>`,
    },
  },
  {
    slug: 'handling-worry-at-work',
    category: 'mental',
    tags: ['anxiety', 'emotions', 'mindfulness'],
    membersOnly: false,
    publishedAt: '2026-01-10',
    de: {
      title: 'Wenn Sorgen kreisen: Gedankenkarussell im Job stoppen',
      excerpt:
        'Was, wenn das Projekt scheitert? Grübeln kostet Kraft und bringt selten Lösungen. Diese Techniken helfen, wieder Abstand zu gewinnen.',
      content: `<p>Sorgen gehören zum Leben. Sie können sogar nützlich sein, wenn sie uns auf ein Problem aufmerksam machen, das wir lösen können. Schwierig wird es, wenn die Gedanken immer wieder um dieselben Befürchtungen kreisen, ohne dass wir handeln können. Dann rauben sie Energie, Konzentration und oft auch Schlaf.</p>
<h2>Sorgen sortieren</h2>
<p>Fragen Sie sich: Kann ich an dieser Sache etwas ändern? Wenn ja, überlegen Sie den nächsten kleinen Schritt und planen Sie ihn ein. Wenn nein, ist es hilfreicher, die Sorge bewusst anzuerkennen und loszulassen, statt sie immer wieder durchzuspielen.</p>
<h2>Drei Techniken für den Alltag</h2>
<ol>
<li><strong>Sorgenzeit:</strong> Legen Sie täglich 15 Minuten fest, in denen Sie sich bewusst mit Ihren Sorgen beschäftigen, etwa am späten Nachmittag. Taucht außerhalb dieser Zeit eine Sorge auf, notieren Sie sie und verschieben Sie sie auf die Sorgenzeit.</li>
<li><strong>Aufschreiben:</strong> Was im Kopf riesig wirkt, schrumpft oft auf dem Papier. Schreiben Sie die Befürchtung und den schlimmsten, den besten und den wahrscheinlichsten Ausgang auf.</li>
<li><strong>Zurück ins Hier und Jetzt:</strong> Nennen Sie im Stillen fünf Dinge, die Sie sehen, vier, die Sie hören, drei, die Sie spüren. Das lenkt die Aufmerksamkeit weg vom Gedankenkarussell.</li>
</ol>
<h2>Der Körper hilft mit</h2>
<p>Bewegung baut Anspannung ab. Ein kurzer Spaziergang oder eine Übung aus Ihrem Trainingsplan unterbricht das Grübeln oft wirksamer als jedes Nachdenken. Auch ruhiges, verlängertes Ausatmen beruhigt das Nervensystem.</p>
<h2>Wann Sie Unterstützung suchen sollten</h2>
<p>Wenn Ängste und Sorgen Ihren Alltag über längere Zeit bestimmen, Sie nicht mehr schlafen lassen oder mit körperlichen Beschwerden wie Herzrasen einhergehen, sprechen Sie bitte mit Ihrer Ärztin oder Ihrem Arzt. Angststörungen sind gut behandelbar.</p>`,
    },
    en: {
      title: 'When worries go round in circles: stopping the thought carousel at work',
      excerpt:
        'What if the project fails? Brooding costs energy and rarely brings solutions. These techniques help you gain distance again.',
      content: `<p>Worries are part of life. They can even be useful when they draw our attention to a problem we can solve. It becomes difficult when our thoughts keep circling around the same fears without us being able to act. Then they drain energy, concentration and often sleep too.</p>
<h2>Sort your worries</h2>
<p>Ask yourself: can I change anything about this? If so, think of the next small step and schedule it. If not, it helps more to acknowledge the worry consciously and let it go rather than playing it through again and again.</p>
<h2>Three techniques for everyday life</h2>
<ol>
<li><strong>Worry time:</strong> set aside 15 minutes a day to deal with your worries deliberately, for example in the late afternoon. If a worry comes up outside that time, note it down and postpone it until worry time.</li>
<li><strong>Write it down:</strong> what seems huge in your head often shrinks on paper. Write down the fear and the worst, best and most likely outcome.</li>
<li><strong>Back to the here and now:</strong> silently name five things you see, four you hear and three you feel. This pulls your attention away from the thought carousel.</li>
</ol>
<h2>Your body helps too</h2>
<p>Movement reduces tension. A short walk or an exercise from your training plan often interrupts brooding more effectively than any amount of thinking. Calm, lengthened out-breaths also soothe the nervous system.</p>
<h2>When to seek support</h2>
<p>If fears and worries dominate your everyday life for a long time, keep you from sleeping or come with physical symptoms such as a racing heart, please talk to your doctor. Anxiety disorders can be treated well.</p>`,
    },
  },
  {
    slug: 'a-two-minute-meditation',
    category: 'mental',
    tags: ['meditation', 'mindfulness', 'micro-pauses'],
    membersOnly: false,
    publishedAt: '2026-03-28',
    de: {
      title: 'Meditation in zwei Minuten: Achtsamkeit für Vielbeschäftigte',
      excerpt:
        'Meditieren heißt nicht, stundenlang im Schneidersitz zu sitzen. Schon zwei Minuten am Schreibtisch können den Kopf klären.',
      content: `<p>Viele Menschen denken bei Meditation an lange Sitzungen in völliger Stille. Das schreckt ab, wenn der Kalender ohnehin voll ist. Dabei geht es bei Achtsamkeit vor allem um eines: die Aufmerksamkeit bewusst auf den gegenwärtigen Moment zu richten. Das lässt sich in kleinen Portionen üben – auch mitten im Arbeitstag.</p>
<h2>Die Zwei-Minuten-Übung</h2>
<ol>
<li><strong>Ankommen:</strong> Setzen Sie sich aufrecht und bequem hin, die Füße stehen auf dem Boden. Legen Sie die Hände auf die Oberschenkel.</li>
<li><strong>Wahrnehmen:</strong> Schließen Sie die Augen oder richten Sie den Blick auf einen Punkt vor sich. Spüren Sie, wie Ihr Körper auf dem Stuhl sitzt.</li>
<li><strong>Atmen:</strong> Beobachten Sie Ihren Atem, ohne ihn zu verändern. Spüren Sie, wie die Luft ein- und ausströmt.</li>
<li><strong>Zurückkehren:</strong> Ihre Gedanken wandern ab? Das ist völlig normal. Bemerken Sie es freundlich und kehren Sie zum Atem zurück.</li>
<li><strong>Abschließen:</strong> Nehmen Sie nach etwa zwei Minuten einen tieferen Atemzug, öffnen Sie die Augen und kehren Sie zu Ihrer Aufgabe zurück.</li>
</ol>
<h2>Was Sie davon haben</h2>
<p>Regelmäßige Achtsamkeitsübungen können helfen, Stress besser zu regulieren, gelassener auf Schwierigkeiten zu reagieren und sich länger zu konzentrieren. Der Effekt entsteht vor allem durch die Wiederholung: Jedes Mal, wenn Sie die abschweifende Aufmerksamkeit zurückholen, trainieren Sie Ihren Fokus.</p>
<h2>Feste Anker im Tag</h2>
<ul>
<li>Vor dem ersten Blick ins Postfach.</li>
<li>Zwischen zwei Besprechungen.</li>
<li>Nach dem Mittagessen, bevor Sie sich wieder an den Schreibtisch setzen.</li>
</ul>
<h3>Unser Tipp</h3>
<p>Unter den Übungen für mentale Stärke in officefit finden Sie kurze, angeleitete Achtsamkeits- und Entspannungsübungen. Wählen Sie eine aus und probieren Sie sie eine Woche lang jeden Tag zur selben Zeit aus.</p>
<p>Seien Sie dabei geduldig mit sich. Es gibt kein richtiges oder falsches Meditieren, und an manchen Tagen ist der Kopf unruhiger als an anderen. Auch das gehört dazu.</p>`,
    },
    en: {
      title: 'Meditation in two minutes: mindfulness for busy people',
      excerpt:
        "Meditating doesn't mean sitting cross-legged for hours. Just two minutes at your desk can clear your head.",
      content: `<p>Many people think of meditation as long sessions in complete silence. That is off-putting when the calendar is already full. Yet mindfulness is mainly about one thing: consciously directing your attention to the present moment. You can practise that in small portions – even in the middle of a working day.</p>
<h2>The two-minute exercise</h2>
<ol>
<li><strong>Arrive:</strong> sit upright and comfortably with your feet on the floor. Rest your hands on your thighs.</li>
<li><strong>Notice:</strong> close your eyes or rest your gaze on a point in front of you. Feel how your body sits on the chair.</li>
<li><strong>Breathe:</strong> observe your breath without changing it. Feel the air flowing in and out.</li>
<li><strong>Return:</strong> your thoughts wander off? That is completely normal. Notice it kindly and come back to your breath.</li>
<li><strong>Finish:</strong> after about two minutes, take a deeper breath, open your eyes and return to your task.</li>
</ol>
<h2>What you gain</h2>
<p>Regular mindfulness exercises can help you regulate stress better, respond to difficulties more calmly and concentrate for longer. The effect comes mainly from repetition: every time you bring your wandering attention back, you train your focus.</p>
<h2>Fixed anchors in your day</h2>
<ul>
<li>Before the first look at your inbox.</li>
<li>Between two meetings.</li>
<li>After lunch, before you sit back down at your desk.</li>
</ul>
<h3>Our tip</h3>
<p>Among the mental-strength exercises in officefit you will find short guided mindfulness and relaxation exercises. Pick one and try it every day at the same time for a week.</p>
<p>Be patient with yourself. There is no right or wrong way to meditate, and on some days your mind is more restless than on others. That is part of it too.</p>`,
    },
  },
  {
    slug: 'resilience-in-busy-weeks',
    category: 'mental',
    tags: ['resilience', 'habits', 'recovery'],
    membersOnly: false,
    publishedAt: '2026-05-09',
    de: {
      title: 'Resilienz: Gut durch stressige Wochen kommen',
      excerpt:
        'Resilienz ist keine angeborene Eigenschaft, sondern lässt sich stärken. Kleine Gewohnheiten machen in hektischen Zeiten einen großen Unterschied.',
      content: `<p>Resilienz beschreibt die Fähigkeit, mit Belastungen umzugehen und sich von schwierigen Phasen wieder zu erholen. Resiliente Menschen haben nicht weniger Stress als andere, aber sie finden leichter zurück ins Gleichgewicht. Die gute Nachricht: Resilienz ist zu einem großen Teil erlernbar.</p>
<h2>Was in stressigen Wochen hilft</h2>
<ul>
<li><strong>Die Grundlagen schützen:</strong> Schlaf, regelmäßige Mahlzeiten und Bewegung werden in vollen Wochen als Erstes gestrichen – dabei tragen gerade sie durch die Belastung.</li>
<li><strong>Den Blick auf das Beeinflussbare richten:</strong> Konzentrieren Sie sich auf das, was Sie selbst steuern können, statt Energie an Unveränderliches zu verlieren.</li>
<li><strong>In Etappen denken:</strong> Eine große Aufgabe wirkt weniger bedrohlich, wenn Sie nur den nächsten Schritt betrachten.</li>
<li><strong>Unterstützung annehmen:</strong> Sprechen Sie mit Kolleginnen und Kollegen, bitten Sie um Hilfe. Soziale Unterstützung ist einer der stärksten Schutzfaktoren.</li>
</ul>
<h2>Kleine Routinen mit großer Wirkung</h2>
<ol>
<li><strong>Ein fester Start:</strong> Fünf Minuten am Morgen, um den Tag zu planen, geben Orientierung.</li>
<li><strong>Kurze Pausen:</strong> Eine Atemübung oder eine Bewegungsübung zwischendurch verhindert, dass sich Anspannung aufstaut.</li>
<li><strong>Ein bewusster Abschluss:</strong> Notieren Sie am Ende des Tages, was gut gelaufen ist. Das lenkt den Blick auf Erreichtes statt nur auf Offenes.</li>
</ol>
<h2>Nach der Belastung: erholen</h2>
<p>Auf intensive Phasen sollten Phasen der Erholung folgen. Planen Sie nach einer anstrengenden Woche bewusst freie Zeit ein und nutzen Sie sie für Dinge, die Ihnen Kraft geben.</p>
<h3>Unser Tipp</h3>
<p>Gerade in hektischen Wochen lohnt es sich, das Wochenziel in officefit etwas niedriger anzusetzen, statt es ganz aufzugeben. Ein oder zwei Trainingstage halten die Routine am Leben – und Ihren Strike vielleicht auch.</p>
<p>Und seien Sie nachsichtig mit sich: Nicht jeder Tag muss gelingen. Resilienz zeigt sich gerade darin, nach einem schwierigen Tag am nächsten Morgen wieder neu anzufangen.</p>`,
    },
    en: {
      title: 'Resilience: getting through stressful weeks well',
      excerpt:
        'Resilience is not an innate trait; it can be strengthened. Small habits make a big difference in hectic times.',
      content: `<p>Resilience describes the ability to cope with pressure and to recover from difficult phases. Resilient people do not have less stress than others, but they find their way back to balance more easily. The good news: resilience can largely be learned.</p>
<h2>What helps in stressful weeks</h2>
<ul>
<li><strong>Protect the basics:</strong> sleep, regular meals and movement are the first things to go in busy weeks – yet they are exactly what carries you through.</li>
<li><strong>Focus on what you can influence:</strong> concentrate on what you can control yourself instead of losing energy on what cannot be changed.</li>
<li><strong>Think in stages:</strong> a big task seems less threatening if you only look at the next step.</li>
<li><strong>Accept support:</strong> talk to colleagues and ask for help. Social support is one of the strongest protective factors.</li>
</ul>
<h2>Small routines with a big effect</h2>
<ol>
<li><strong>A fixed start:</strong> five minutes in the morning to plan the day give you direction.</li>
<li><strong>Short breaks:</strong> a breathing or movement exercise in between stops tension from building up.</li>
<li><strong>A conscious close:</strong> at the end of the day, note what went well. This turns your attention to what you achieved, not only to what is still open.</li>
</ol>
<h2>After the pressure: recover</h2>
<p>Intense phases should be followed by phases of recovery. After a demanding week, deliberately plan free time and use it for things that give you strength.</p>
<h3>Our tip</h3>
<p>In hectic weeks especially, it is worth setting your weekly goal in officefit a little lower rather than giving it up completely. One or two training days keep the routine alive – and perhaps your strike too.</p>
<p>And go easy on yourself: not every day has to go well. Resilience shows precisely in starting afresh the next morning after a difficult day.</p>`,
    },
  },
  {
    slug: 'wellbeing-as-a-team',
    category: 'mental',
    tags: ['teamwork', 'motivation', 'wellbeing'],
    membersOnly: false,
    publishedAt: '2026-08-29',
    de: {
      title: 'Gemeinsam gesund: Wie Teams sich gegenseitig motivieren',
      excerpt:
        'Mit Kolleginnen und Kollegen fällt Bewegung leichter. So nutzen Sie Ranking, Challenges und kleine Rituale, ohne Druck aufzubauen.',
      content: `<p>Gute Vorsätze halten länger, wenn andere mitmachen. Wer sich mit Kolleginnen und Kollegen zum Spaziergang in der Mittagspause verabredet, geht auch an grauen Tagen los. Gemeinsame Ziele schaffen Verbindlichkeit und machen schlicht mehr Spaß.</p>
<h2>Kleine Rituale im Team</h2>
<ul>
<li><strong>Die bewegte Pause:</strong> Eine kurze Übung zu Beginn oder am Ende einer Besprechung lockert auf – für alle.</li>
<li><strong>Der gemeinsame Gang:</strong> Verabreden Sie sich zu einem festen Mittagsspaziergang.</li>
<li><strong>Gehbesprechungen:</strong> Kurze Abstimmungen zu zweit lassen sich gut im Gehen erledigen.</li>
<li><strong>Wasser für alle:</strong> Eine Karaffe auf dem Besprechungstisch erinnert ans Trinken.</li>
</ul>
<h2>Challenges und Ranking in officefit</h2>
<p>In officefit können Sie Kolleginnen und Kollegen zu einer Challenge einladen, zum Beispiel zu einer 1:1-Challenge oder einer Team-Challenge. Das Firmenranking zeigt, wer im laufenden Monat die meisten Fitnesspunkte gesammelt hat, und das Firmenziel macht sichtbar, was alle gemeinsam erreichen. Die Teilnahme ist freiwillig: Sie entscheiden selbst, ob Sie im Ranking erscheinen möchten.</p>
<h2>Motivieren ohne Druck</h2>
<p>Wettbewerb kann anspornen, aber nicht alle erleben ihn so. Achten Sie darauf, dass sich niemand ausgeschlossen oder bloßgestellt fühlt. Feiern Sie auch kleine Fortschritte und gemeinsame Erfolge, nicht nur die Spitzenplätze. Anfeuern ist ausdrücklich erwünscht – eine kurze Nachricht oder ein Anfeuern in der Challenge zeigt: Ich sehe, was du tust.</p>
<h3>Unser Tipp</h3>
<p>Starten Sie mit einer kleinen, überschaubaren Challenge über eine Woche. Wer gute Erfahrungen macht, ist beim nächsten Mal gern wieder dabei – und vielleicht bringt er oder sie noch jemanden mit.</p>
<p>Führungskräfte können viel bewirken, wenn sie selbst mitmachen: Wer als Vorgesetzte oder Vorgesetzter die bewegte Pause vorlebt, macht sie für alle selbstverständlich. Und wer ein Firmenziel gemeinsam erreicht, hat einen guten Anlass, das im Team zu feiern.</p>`,
    },
    en: {
      title: 'Healthy together: how teams motivate each other',
      excerpt:
        'Movement is easier with colleagues. Here is how to use the ranking, challenges and small rituals without building pressure.',
      content: `<p>Good intentions last longer when others join in. If you arrange a lunchtime walk with colleagues, you will go even on grey days. Shared goals create commitment and are simply more fun.</p>
<h2>Small team rituals</h2>
<ul>
<li><strong>The active break:</strong> a short exercise at the start or end of a meeting loosens everyone up.</li>
<li><strong>The shared walk:</strong> agree on a regular lunchtime walk.</li>
<li><strong>Walking meetings:</strong> short one-to-one discussions work well on the move.</li>
<li><strong>Water for everyone:</strong> a carafe on the meeting table is a reminder to drink.</li>
</ul>
<h2>Challenges and the ranking in officefit</h2>
<p>In officefit you can invite colleagues to a challenge, for example a one-to-one challenge or a team challenge. The company ranking shows who has collected the most fitness points this month, and the company goal makes visible what everyone achieves together. Taking part is voluntary: you decide whether you want to appear in the ranking.</p>
<h2>Motivation without pressure</h2>
<p>Competition can spur people on, but not everyone experiences it that way. Make sure nobody feels left out or exposed. Celebrate small progress and shared successes too, not just the top places. Cheering is explicitly welcome – a short message or a cheer in the challenge shows: I see what you are doing.</p>
<h3>Our tip</h3>
<p>Start with a small, manageable challenge over one week. People who have a good experience will happily join again next time – and maybe bring someone along.</p>
<p>Managers can achieve a lot by joining in: when a manager leads the active break by example, it becomes normal for everyone. And reaching a company goal together is a good reason to celebrate as a team.</p>`,
    },
  },
];
