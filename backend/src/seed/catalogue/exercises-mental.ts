import type { CatalogueExercise } from './types';

// Mental-strength exercises: breathing, attention, relaxation and self-management. All are gentle, need no
// equipment and target mainly the brain, with head, eyes and jaw where the exercise works on them directly.
export const mentalStrength: CatalogueExercise[] = [
  // ---------------------------------------------------------------------------------------------------------
  // Breathing
  // ---------------------------------------------------------------------------------------------------------
  {
    slug: 'box-breathing-4-4-4-4',
    kind: 'mental',
    level: 1,
    equipment: 'none',
    undercover: true,
    durationSeconds: 120,
    repetitions: 6,
    regions: ['brain'],
    contraindicatedRegions: [],
    gentle: true,
    focus: ['mental', 'attention'],
    goals: ['wellbeing'],
    de: {
      name: 'Box-Atmung 4-4-4-4',
      startingPosition:
        'Setzen Sie sich aufrecht auf Ihren Stuhl, beide Füße flach auf dem Boden, die Hände locker auf den Oberschenkeln. Lassen Sie die Schultern sinken und senken Sie den Blick oder schließen Sie die Augen.',
      sequence:
        '1. Atmen Sie einmal ruhig und vollständig aus.\n2. Atmen Sie durch die Nase ein und zählen Sie dabei langsam bis 4.\n3. Halten Sie den Atem locker an und zählen Sie bis 4 – ohne zu pressen.\n4. Atmen Sie durch die Nase oder den leicht geöffneten Mund aus und zählen Sie bis 4.\n5. Bleiben Sie ausgeatmet und zählen Sie noch einmal bis 4. Dann beginnt der nächste Zyklus.',
      duration: '6 Zyklen à 16 Sekunden, insgesamt etwa 2 Minuten',
      effect:
        'Der gleichmäßige Takt verlangsamt den Atem und gibt dem Kopf eine einfache Zählaufgabe. Das kann helfen, in angespannten Momenten ruhiger zu werden und wieder klarer zu denken.',
      commonMistakes:
        'Beim Anhalten die Luft mit Druck in Brust oder Hals festhalten; so tief einatmen, dass es anstrengend wird; beim Zählen hetzen.',
      tip: 'Wenn Ihnen 4 Sekunden zu lang sind, beginnen Sie mit 3. Wird Ihnen schwindelig, lassen Sie die Haltephasen weg und atmen Sie normal weiter.',
    },
    en: {
      name: 'Box breathing 4-4-4-4',
      startingPosition:
        'Sit upright on your chair with both feet flat on the floor and your hands resting loosely on your thighs. Let your shoulders drop and lower your gaze or close your eyes.',
      sequence:
        '1. Breathe out once, calmly and completely.\n2. Breathe in through your nose while slowly counting to 4.\n3. Hold your breath gently for a count of 4 – without straining.\n4. Breathe out through your nose or slightly parted lips for a count of 4.\n5. Stay empty and count to 4 once more. Then start the next cycle.',
      duration: '6 cycles of 16 seconds, about 2 minutes in total',
      effect:
        'The even rhythm slows your breathing and gives your mind a simple counting task. This can help you settle in tense moments and think more clearly again.',
      commonMistakes:
        'Holding the air with pressure in the chest or throat; breathing in so deeply that it becomes effortful; rushing the count.',
      tip: 'If 4 seconds feels too long, start with 3. If you feel dizzy, leave out the holds and simply breathe normally.',
    },
  },
  {
    slug: 'breathing-4-7-8-relaxing',
    kind: 'mental',
    level: 2,
    equipment: 'none',
    undercover: true,
    durationSeconds: 90,
    repetitions: 4,
    regions: ['brain', 'head'],
    contraindicatedRegions: [],
    gentle: true,
    focus: ['mental', 'sleep'],
    goals: ['wellbeing'],
    de: {
      name: '4-7-8-Atmung',
      startingPosition:
        'Setzen Sie sich bequem und aufrecht hin oder legen Sie sich abends ins Bett. Legen Sie die Zungenspitze locker an den Gaumen direkt hinter die oberen Schneidezähne.',
      sequence:
        '1. Atmen Sie leise durch den Mund vollständig aus.\n2. Schließen Sie den Mund und atmen Sie durch die Nase ein, während Sie bis 4 zählen.\n3. Halten Sie den Atem entspannt an und zählen Sie bis 7.\n4. Atmen Sie langsam durch den Mund aus, während Sie bis 8 zählen.\n5. Wiederholen Sie den Zyklus, bis Sie vier Runden geschafft haben.',
      duration: '4 Zyklen à etwa 19 Sekunden, insgesamt etwa 1,5 Minuten',
      effect:
        'Das lange Ausatmen bremst das Atemtempo und lenkt die Aufmerksamkeit weg vom Gedankenkarussell. Viele empfinden die Übung als angenehmen Übergang in eine Pause, in den Feierabend oder in die Nacht.',
      commonMistakes:
        'Beim ersten Mal mehr als vier Zyklen am Stück machen; beim Anhalten pressen; so schnell zählen, dass das Ausatmen kurz und hastig wird.',
      tip: 'Entscheidend ist das Verhältnis 4 : 7 : 8, nicht die absolute Länge – zählen Sie ruhig schneller, wenn Ihnen das Anhalten zu lang ist. Wird Ihnen schwindelig, beenden Sie die Übung und atmen Sie normal.',
    },
    en: {
      name: '4-7-8 breathing',
      startingPosition:
        'Sit comfortably and upright, or lie in bed in the evening. Rest the tip of your tongue lightly on the roof of your mouth, just behind your upper front teeth.',
      sequence:
        '1. Breathe out quietly and completely through your mouth.\n2. Close your mouth and breathe in through your nose while counting to 4.\n3. Hold your breath gently while counting to 7.\n4. Breathe out slowly through your mouth while counting to 8.\n5. Repeat the cycle until you have completed four rounds.',
      duration: '4 cycles of about 19 seconds, about 1.5 minutes in total',
      effect:
        'The long exhale slows your breathing and draws attention away from racing thoughts. Many people find it a pleasant transition into a break, the end of the working day or the night.',
      commonMistakes:
        'Doing more than four cycles in a row the first time; straining during the hold; counting so fast that the exhale becomes short and hurried.',
      tip: 'What matters is the ratio 4 : 7 : 8, not the absolute length – count faster if the hold feels too long. If you feel dizzy, stop and breathe normally.',
    },
  },
  {
    slug: 'physiological-sigh-double-inhale',
    kind: 'mental',
    level: 1,
    equipment: 'none',
    undercover: true,
    durationSeconds: 60,
    repetitions: 5,
    regions: ['brain'],
    contraindicatedRegions: [],
    gentle: true,
    focus: ['mental'],
    goals: ['wellbeing'],
    de: {
      name: 'Seufzer-Atmung',
      startingPosition:
        'Sitzen oder stehen Sie aufrecht, die Schultern sind locker, der Mund ist geschlossen.',
      sequence:
        '1. Atmen Sie durch die Nase tief ein, bis sich die Lunge gut gefüllt anfühlt.\n2. Setzen Sie ohne Pause ein zweites, kurzes Einatmen durch die Nase obendrauf.\n3. Atmen Sie langsam und lang durch den leicht geöffneten Mund aus, bis die Luft ganz draußen ist.\n4. Lassen Sie eine kurze, natürliche Pause entstehen und wiederholen Sie dann.',
      duration: '5 Seufzer-Atemzüge, insgesamt etwa 1 Minute',
      effect:
        'Das zweite Einatmen füllt die Lunge noch einmal ganz, das lange Ausatmen wirkt beruhigend. Erste Studien deuten darauf hin, dass schon wenige Minuten dieser Atmung die Stimmung heben und Anspannung senken können.',
      commonMistakes:
        'Das zweite Einatmen zu lang und angestrengt machen; zu schnell hintereinander atmen; die Schultern beim Einatmen hochziehen.',
      tip: 'Ideal für akute Stressmomente, etwa nach einer aufreibenden Mail oder vor einem schwierigen Anruf. Wird Ihnen schwindelig, machen Sie längere Pausen zwischen den Seufzern.',
    },
    en: {
      name: 'Physiological sigh',
      startingPosition: 'Sit or stand upright with relaxed shoulders and your mouth closed.',
      sequence:
        '1. Breathe in deeply through your nose until your lungs feel well filled.\n2. Without pausing, add a second, short inhale through your nose on top.\n3. Breathe out slowly and fully through slightly parted lips until all the air is out.\n4. Allow a short, natural pause, then repeat.',
      duration: '5 sighs, about 1 minute in total',
      effect:
        'The second inhale fills the lungs once more, and the long exhale has a calming effect. Early studies suggest that just a few minutes of this breathing can lift mood and reduce tension.',
      commonMistakes:
        'Making the second inhale long and effortful; breathing too quickly one after the other; lifting the shoulders while breathing in.',
      tip: 'Ideal for acute moments of stress, for example after a heated email or before a difficult call. If you feel dizzy, take longer pauses between the sighs.',
    },
  },
  {
    slug: 'coherent-breathing-six-per-minute',
    kind: 'mental',
    level: 2,
    equipment: 'none',
    undercover: true,
    durationSeconds: 240,
    repetitions: null,
    regions: ['brain'],
    contraindicatedRegions: [],
    gentle: true,
    focus: ['mental', 'sleep'],
    goals: ['wellbeing'],
    de: {
      name: 'Kohärente Atmung',
      startingPosition:
        'Setzen Sie sich aufrecht hin. Legen Sie eine Hand auf den Bauch und die andere auf die Brust oder lassen Sie beide Hände locker auf den Oberschenkeln ruhen.',
      sequence:
        '1. Atmen Sie etwa 5 Sekunden lang sanft durch die Nase ein.\n2. Atmen Sie ohne Pause etwa 5 Sekunden lang durch die Nase aus.\n3. Halten Sie diesen gleichmäßigen Rhythmus, ohne die Luft anzuhalten.\n4. Lassen Sie den Atem weich und leise fließen – er muss nicht besonders tief sein.\n5. Kehren Sie nach 4 Minuten zur natürlichen Atmung zurück und spüren Sie kurz nach.',
      duration: '4 Minuten im Rhythmus 5 Sekunden ein, 5 Sekunden aus – etwa 24 Atemzüge',
      effect:
        'Ein Atemtempo von etwa sechs Atemzügen pro Minute ist gut untersucht: Herzschlag und Atmung kommen dabei in einen gleichmäßigen Takt, und die meisten Menschen erleben das als ruhig und ausgleichend.',
      commonMistakes:
        'Zu viel Luft holen und dadurch schwindelig werden; Pausen zwischen Ein- und Ausatmen einbauen; den Rhythmus erzwingen, statt ihn fließen zu lassen.',
      tip: 'Ein Atem-Timer oder ein Sekundenzeiger hilft, den Takt zu finden. Wenn sich 5 Sekunden eng anfühlen, beginnen Sie mit 4 und verlängern Sie schrittweise.',
    },
    en: {
      name: 'Coherent breathing',
      startingPosition:
        'Sit upright. Place one hand on your belly and the other on your chest, or let both hands rest loosely on your thighs.',
      sequence:
        '1. Breathe in gently through your nose for about 5 seconds.\n2. Without pausing, breathe out through your nose for about 5 seconds.\n3. Keep this even rhythm without holding your breath.\n4. Let the breath flow softly and quietly – it does not need to be especially deep.\n5. After 4 minutes, return to natural breathing and notice how you feel.',
      duration: '4 minutes at 5 seconds in, 5 seconds out – about 24 breaths',
      effect:
        'A pace of around six breaths per minute is well studied: heartbeat and breathing fall into a steady rhythm, and most people experience this as calm and balancing.',
      commonMistakes:
        'Taking in too much air and becoming dizzy; adding pauses between inhaling and exhaling; forcing the rhythm instead of letting it flow.',
      tip: 'A breathing timer or a clock with a second hand helps you find the pace. If 5 seconds feels tight, start with 4 and extend gradually.',
    },
  },
  {
    slug: 'extended-exhale-breathing-4-6',
    kind: 'mental',
    level: 1,
    equipment: 'none',
    undercover: true,
    durationSeconds: 120,
    repetitions: 10,
    regions: ['brain'],
    contraindicatedRegions: [],
    gentle: true,
    focus: ['mental'],
    goals: ['wellbeing'],
    de: {
      name: 'Verlängertes Ausatmen 4-6',
      startingPosition:
        'Sitzen Sie aufrecht, die Hände liegen auf den Oberschenkeln, der Kiefer ist locker. Die Augen können offen bleiben.',
      sequence:
        '1. Atmen Sie durch die Nase ein und zählen Sie dabei bis 4.\n2. Atmen Sie durch die Nase oder mit leicht gespitzten Lippen aus und zählen Sie dabei bis 6.\n3. Lassen Sie die Ausatmung von selbst auslaufen, ohne nachzupressen.\n4. Wiederholen Sie den Zyklus zehnmal.',
      duration: '10 Zyklen à 10 Sekunden, insgesamt etwa 2 Minuten',
      effect:
        'Ein Ausatmen, das länger dauert als das Einatmen, signalisiert dem Körper Ruhe. Die Übung eignet sich, um nach einer stressigen Situation herunterzufahren, ohne dabei müde zu werden.',
      commonMistakes:
        'Das Einatmen verkürzen, um die Zahl zu schaffen; am Ende der Ausatmung die letzte Luft herauspressen; die Schultern mitbewegen.',
      tip: 'Geht unauffällig im Meeting oder in der Warteschlange. Wenn 4-6 leichtfällt, verlängern Sie auf 4-8.',
    },
    en: {
      name: 'Extended exhale 4-6',
      startingPosition:
        'Sit upright with your hands on your thighs and your jaw relaxed. Your eyes can stay open.',
      sequence:
        '1. Breathe in through your nose while counting to 4.\n2. Breathe out through your nose or lightly pursed lips while counting to 6.\n3. Let the exhale run out by itself without squeezing out the last air.\n4. Repeat the cycle ten times.',
      duration: '10 cycles of 10 seconds, about 2 minutes in total',
      effect:
        'An exhale that is longer than the inhale signals calm to the body. The exercise helps you wind down after a stressful situation without making you tired.',
      commonMistakes:
        'Shortening the inhale to reach the count; pushing out the last bit of air at the end of the exhale; moving the shoulders along.',
      tip: 'You can do it unnoticed in a meeting or a queue. Once 4-6 feels easy, extend to 4-8.',
    },
  },
  {
    slug: 'calm-belly-breathing-hands-on-abdomen',
    kind: 'mental',
    level: 1,
    equipment: 'none',
    undercover: true,
    durationSeconds: 120,
    repetitions: null,
    regions: ['brain', 'torso'],
    contraindicatedRegions: [],
    gentle: true,
    focus: ['mental', 'sleep'],
    goals: ['wellbeing'],
    de: {
      name: 'Bauchatmung mit den Händen',
      startingPosition:
        'Sitzen Sie aufrecht oder lehnen Sie sich an. Legen Sie eine Hand unterhalb des Nabels auf den Bauch, die andere auf das Brustbein.',
      sequence:
        '1. Atmen Sie durch die Nase ein und lassen Sie den Bauch sich unter der Hand sanft nach vorne wölben.\n2. Die Hand auf der Brust bleibt dabei möglichst ruhig.\n3. Atmen Sie etwas länger aus und spüren Sie, wie der Bauch zurücksinkt.\n4. Atmen Sie 2 Minuten lang in Ihrem eigenen, ruhigen Tempo weiter.',
      duration: '2 Minuten, etwa 12 bis 15 ruhige Atemzüge',
      effect:
        'Die Atmung verlagert sich in Richtung Zwerchfell und wird meist ruhiger und tiefer. Die Hände geben eine spürbare Rückmeldung und halten die Aufmerksamkeit beim Atem.',
      commonMistakes:
        'Den Bauch aktiv herausdrücken; mit engem Gürtel oder Hosenbund üben; im Hohlkreuz sitzen.',
      tip: 'Lockern Sie bei Bedarf den Gürtel. Im Liegen gelingt die Bauchatmung anfangs oft leichter – probieren Sie es abends im Bett.',
    },
    en: {
      name: 'Belly breathing with hands',
      startingPosition:
        'Sit upright or lean back. Place one hand on your belly below the navel and the other on your breastbone.',
      sequence:
        '1. Breathe in through your nose and let your belly rise gently into your hand.\n2. Keep the hand on your chest as still as possible.\n3. Breathe out a little longer and feel your belly sink back.\n4. Continue for 2 minutes at your own calm pace.',
      duration: '2 minutes, about 12 to 15 calm breaths',
      effect:
        'Breathing shifts towards the diaphragm and usually becomes calmer and deeper. Your hands give you noticeable feedback and keep your attention on the breath.',
      commonMistakes:
        'Pushing the belly out actively; practising with a tight belt or waistband; sitting with an arched lower back.',
      tip: 'Loosen your belt if needed. Belly breathing is often easier lying down at first – try it in bed in the evening.',
    },
  },
  {
    slug: 'alternate-nostril-breathing-seated',
    kind: 'mental',
    level: 2,
    equipment: 'none',
    undercover: false,
    durationSeconds: 120,
    repetitions: 6,
    regions: ['brain'],
    contraindicatedRegions: [],
    gentle: true,
    focus: ['yoga', 'mental'],
    goals: ['wellbeing'],
    de: {
      name: 'Wechselatmung',
      startingPosition:
        'Setzen Sie sich aufrecht hin und stützen Sie den rechten Ellbogen auf dem Tisch ab. Die linke Hand liegt auf dem Oberschenkel. Der rechte Daumen ruht neben dem rechten Nasenflügel, der Ringfinger neben dem linken.',
      sequence:
        '1. Verschließen Sie mit dem Daumen sanft das rechte Nasenloch und atmen Sie links etwa 4 Sekunden ein.\n2. Verschließen Sie links mit dem Ringfinger, öffnen Sie rechts und atmen Sie rechts etwa 5 Sekunden aus.\n3. Atmen Sie rechts ein.\n4. Verschließen Sie rechts, öffnen Sie links und atmen Sie links aus. Das ist eine Runde.\n5. Machen Sie 6 Runden und atmen Sie danach einige Atemzüge normal durch beide Nasenlöcher.',
      duration: '6 Runden à etwa 18 Sekunden, insgesamt etwa 2 Minuten',
      effect:
        'Der langsame, geführte Atem und die Fingerwechsel verlangen Konzentration. Das bündelt die Aufmerksamkeit und wird von vielen als ausgleichend und klärend erlebt.',
      commonMistakes:
        'Die Nasenflügel zu fest zudrücken; den Ellbogen frei in der Luft halten und dabei die Schulter verspannen; bei verstopfter Nase trotzdem weitermachen.',
      tip: 'Bei Schnupfen wählen Sie besser eine andere Atemübung. Die Übung bleibt sanft, weil der Atem nicht angehalten wird – wird Ihnen dennoch schwindelig, atmen Sie normal weiter.',
    },
    en: {
      name: 'Alternate nostril breathing',
      startingPosition:
        'Sit upright and rest your right elbow on the desk. Your left hand lies on your thigh. Your right thumb rests beside your right nostril, your ring finger beside the left.',
      sequence:
        '1. Gently close your right nostril with your thumb and breathe in through the left for about 4 seconds.\n2. Close the left with your ring finger, open the right and breathe out through the right for about 5 seconds.\n3. Breathe in through the right.\n4. Close the right, open the left and breathe out through the left. That is one round.\n5. Do 6 rounds, then take a few normal breaths through both nostrils.',
      duration: '6 rounds of about 18 seconds, about 2 minutes in total',
      effect:
        'The slow, guided breath and the finger changes require concentration. This gathers your attention, and many people experience it as balancing and clearing.',
      commonMistakes:
        'Pressing the nostrils too firmly; holding the elbow up in the air and tensing the shoulder; carrying on with a blocked nose.',
      tip: 'If you have a cold, choose a different breathing exercise. The exercise stays gentle because you never hold your breath – if you still feel dizzy, return to normal breathing.',
    },
  },
  {
    slug: 'humming-bee-breath-exhale',
    kind: 'mental',
    level: 1,
    equipment: 'none',
    undercover: false,
    durationSeconds: 90,
    repetitions: 6,
    regions: ['brain', 'head', 'jaw'],
    contraindicatedRegions: [],
    gentle: true,
    focus: ['yoga', 'mental'],
    goals: ['wellbeing', 'painremoval'],
    de: {
      name: 'Summende Ausatmung',
      startingPosition:
        'Setzen Sie sich aufrecht hin. Die Lippen sind locker geschlossen, die Zähne leicht auseinander, die Zunge liegt entspannt im Mund.',
      sequence:
        '1. Atmen Sie ruhig durch die Nase ein.\n2. Atmen Sie mit geschlossenen Lippen aus und summen Sie dabei ein gleichmäßiges, tiefes „Mmmm“.\n3. Spüren Sie die Vibration an Lippen, Wangen, Kiefer und Stirn.\n4. Lassen Sie das Summen ausklingen, bevor die Luft knapp wird.\n5. Wiederholen Sie das sechsmal.',
      duration: '6 Summ-Atemzüge, insgesamt etwa 1,5 Minuten',
      effect:
        'Das Summen verlängert die Ausatmung ganz von selbst und lenkt die Aufmerksamkeit auf ein angenehmes Körpergefühl. Weil die Zähne dabei auseinander bleiben, kann auch die Kaumuskulatur loslassen.',
      commonMistakes:
        'Die Zähne aufeinanderbeißen; zu laut oder zu hoch summen; bis zur Atemnot weitersummen.',
      tip: 'Ideal im Homeoffice, in einem ruhigen Raum oder vor einem Telefonat, weil es auch die Stimme lockert. Wer mag, verschließt die Ohren zusätzlich sanft mit den Zeigefingern.',
    },
    en: {
      name: 'Humming exhale',
      startingPosition:
        'Sit upright. Your lips are loosely closed, your teeth slightly apart and your tongue resting relaxed in your mouth.',
      sequence:
        '1. Breathe in calmly through your nose.\n2. Breathe out with closed lips while humming an even, low "mmmm".\n3. Feel the vibration in your lips, cheeks, jaw and forehead.\n4. Let the hum fade before you run short of air.\n5. Repeat six times.',
      duration: '6 humming breaths, about 1.5 minutes in total',
      effect:
        'Humming lengthens the exhale naturally and directs your attention to a pleasant physical sensation. Because your teeth stay apart, the chewing muscles can let go as well.',
      commonMistakes:
        'Clenching the teeth; humming too loudly or too high; humming until you are out of breath.',
      tip: 'Ideal when working from home, in a quiet room or before a phone call, as it also loosens your voice. If you like, gently close your ears with your index fingers as well.',
    },
  },
  {
    slug: 'jaw-drop-soft-exhale-breathing',
    kind: 'mental',
    level: 1,
    equipment: 'none',
    undercover: true,
    durationSeconds: 90,
    repetitions: 8,
    regions: ['jaw', 'brain'],
    contraindicatedRegions: [],
    gentle: true,
    focus: ['mental'],
    goals: ['painremoval', 'wellbeing'],
    de: {
      name: 'Kiefer-Loslass-Atmung',
      startingPosition:
        'Sitzen Sie aufrecht mit lockeren Schultern. Die Lippen sind leicht geöffnet, die Zunge liegt breit und entspannt im Mund.',
      sequence:
        '1. Atmen Sie ruhig durch die Nase ein.\n2. Lassen Sie beim Ausatmen den Unterkiefer ein wenig nach unten sinken, als würde er schwer.\n3. Atmen Sie leise durch den leicht geöffneten Mund aus, wie ein lautloses „Haaa“.\n4. Spüren Sie, wie die Muskeln vor den Ohren weicher werden.\n5. Wiederholen Sie das achtmal.',
      duration: '8 Atemzüge, insgesamt etwa 1,5 Minuten',
      effect:
        'Ruhiges Ausatmen und bewusstes Loslassen des Unterkiefers lösen Spannung in der Kaumuskulatur, die sich bei Konzentration und Stress oft unbemerkt aufbaut.',
      commonMistakes:
        'Den Mund weit aufreißen; den Kiefer aktiv nach unten drücken; dabei den Kopf nach vorn schieben.',
      tip: 'Verknüpfen Sie die Übung mit einem festen Auslöser, etwa jedes Mal, wenn Sie eine Mail absenden. So bemerken Sie früher, wenn Sie die Zähne zusammenbeißen.',
    },
    en: {
      name: 'Jaw-release breathing',
      startingPosition:
        'Sit upright with relaxed shoulders. Your lips are slightly parted and your tongue lies wide and relaxed in your mouth.',
      sequence:
        '1. Breathe in calmly through your nose.\n2. As you breathe out, let your lower jaw sink down a little, as if it were getting heavy.\n3. Breathe out quietly through your slightly open mouth, like a silent "haaa".\n4. Feel the muscles in front of your ears softening.\n5. Repeat eight times.',
      duration: '8 breaths, about 1.5 minutes in total',
      effect:
        'A calm exhale combined with consciously letting go of the lower jaw releases tension in the chewing muscles, which often builds up unnoticed when you concentrate or feel stressed.',
      commonMistakes:
        'Opening the mouth wide; actively pushing the jaw down; jutting the head forward at the same time.',
      tip: 'Link the exercise to a fixed trigger, for example every time you send an email. That way you notice sooner when you are clenching your teeth.',
    },
  },
  // ---------------------------------------------------------------------------------------------------------
  // Attention and focus
  // ---------------------------------------------------------------------------------------------------------
  {
    slug: 'single-point-focus-gaze',
    kind: 'mental',
    level: 1,
    equipment: 'none',
    undercover: true,
    durationSeconds: 120,
    repetitions: null,
    regions: ['brain', 'eyes'],
    contraindicatedRegions: [],
    gentle: true,
    focus: ['attention'],
    goals: ['wellbeing'],
    de: {
      name: 'Ein-Punkt-Fokus',
      startingPosition:
        'Sitzen Sie aufrecht und wählen Sie einen kleinen, ruhigen Punkt in 1 bis 3 Metern Entfernung, zum Beispiel einen Buchstaben auf einem Plakat, eine Schraube oder einen Fleck an der Wand.',
      sequence:
        '1. Richten Sie den Blick weich auf den Punkt, ohne zu starren.\n2. Nehmen Sie Farbe, Form und Kanten des Punktes genau wahr.\n3. Wenn Gedanken auftauchen, bemerken Sie das kurz und kehren Sie freundlich zum Punkt zurück.\n4. Blinzeln Sie dabei ganz normal weiter.\n5. Lösen Sie nach 2 Minuten den Blick, schauen Sie in die Weite und atmen Sie einmal tief aus.',
      duration: '2 Minuten',
      effect:
        'Die Übung trainiert, die Aufmerksamkeit bewusst auf eine Sache zu richten und sie nach einer Ablenkung zurückzuholen – genau die Fähigkeit, die konzentriertes Arbeiten braucht.',
      commonMistakes:
        'Den Blick starr fixieren und das Blinzeln vergessen; sich über abschweifende Gedanken ärgern; einen Bildschirm als Punkt wählen.',
      tip: 'Das Zurückkehren ist die eigentliche Übung, nicht das Nicht-Abschweifen. Zählen Sie anfangs mit, wie oft Sie zurückkehren – jede Rückkehr ist ein Erfolg.',
    },
    en: {
      name: 'Single-point focus',
      startingPosition:
        'Sit upright and choose a small, still point 1 to 3 metres away, for example a letter on a poster, a screw or a spot on the wall.',
      sequence:
        '1. Rest your gaze softly on the point without staring.\n2. Take in the colour, shape and edges of the point in detail.\n3. When thoughts come up, briefly notice them and kindly return to the point.\n4. Keep blinking normally throughout.\n5. After 2 minutes, release your gaze, look into the distance and breathe out deeply once.',
      duration: '2 minutes',
      effect:
        'The exercise trains you to direct your attention deliberately to one thing and to bring it back after a distraction – exactly the skill that focused work requires.',
      commonMistakes:
        'Fixing the gaze rigidly and forgetting to blink; getting annoyed at wandering thoughts; choosing a screen as the point.',
      tip: 'Coming back is the actual exercise, not never drifting off. At first, count how often you return – every return is a success.',
    },
  },
  {
    slug: 'five-senses-grounding-5-4-3-2-1',
    kind: 'mental',
    level: 1,
    equipment: 'none',
    undercover: true,
    durationSeconds: 180,
    repetitions: null,
    regions: ['brain'],
    contraindicatedRegions: [],
    gentle: true,
    focus: ['attention', 'mental'],
    goals: ['wellbeing'],
    de: {
      name: '5-4-3-2-1-Sinnesübung',
      startingPosition:
        'Sitzen oder stehen Sie an Ihrem Platz, beide Füße auf dem Boden. Die Augen bleiben geöffnet.',
      sequence:
        '1. Benennen Sie innerlich 5 Dinge, die Sie sehen.\n2. Benennen Sie 4 Dinge, die Sie spüren, etwa den Stuhl, die Füße auf dem Boden oder den Stoff am Arm.\n3. Benennen Sie 3 Dinge, die Sie hören.\n4. Benennen Sie 2 Dinge, die Sie riechen – oder zwei Gerüche, die Sie mögen.\n5. Benennen Sie 1 Sache, die Sie schmecken, und atmen Sie danach einmal bewusst aus.',
      duration: 'Eine Runde durch alle fünf Sinne, etwa 3 Minuten',
      effect:
        'Die Sinne holen die Aufmerksamkeit ins Hier und Jetzt. Das unterbricht kreisende Gedanken und hilft, nach einem aufwühlenden Moment wieder Boden unter den Füßen zu spüren.',
      commonMistakes:
        'Hastig durchzählen, ohne wirklich hinzuschauen oder hinzuhören; nur Dinge aufzählen, die man ohnehin kennt, statt Neues zu entdecken.',
      tip: 'Beschreiben Sie jedes Ding mit einem Detail, zum Beispiel „blaue Tasse mit kleinem Sprung“. Je genauer Sie hinsehen, desto besser gelingt der Wechsel ins Hier und Jetzt.',
    },
    en: {
      name: '5-4-3-2-1 senses',
      startingPosition: 'Sit or stand at your desk with both feet on the floor. Keep your eyes open.',
      sequence:
        '1. Silently name 5 things you can see.\n2. Name 4 things you can feel, such as the chair, your feet on the floor or the fabric on your arm.\n3. Name 3 things you can hear.\n4. Name 2 things you can smell – or two smells you like.\n5. Name 1 thing you can taste, then breathe out consciously once.',
      duration: 'One round through all five senses, about 3 minutes',
      effect:
        'Your senses bring your attention into the here and now. This interrupts circling thoughts and helps you feel grounded again after an unsettling moment.',
      commonMistakes:
        'Rushing through the count without really looking or listening; only listing things you already know instead of discovering something new.',
      tip: 'Describe each thing with one detail, for example "blue mug with a small chip". The more closely you look, the more easily you arrive in the present.',
    },
  },
  {
    slug: 'mindful-listening-sound-layers',
    kind: 'mental',
    level: 1,
    equipment: 'none',
    undercover: true,
    durationSeconds: 120,
    repetitions: null,
    regions: ['brain', 'head'],
    contraindicatedRegions: [],
    gentle: true,
    focus: ['attention', 'mental'],
    goals: ['wellbeing'],
    de: {
      name: 'Achtsames Hören',
      startingPosition:
        'Sitzen Sie bequem, schließen Sie die Augen oder senken Sie den Blick auf die Tischplatte.',
      sequence:
        '1. Lauschen Sie zuerst den nahen Geräuschen: Ihrem Atem, dem Rascheln der Kleidung, der Tastatur.\n2. Weiten Sie das Hören auf den Raum aus: Stimmen, Lüftung, Schritte.\n3. Gehen Sie mit dem Hören weiter nach draußen: Verkehr, Wind, Vögel.\n4. Nehmen Sie die Geräusche nur wahr, ohne sie zu bewerten.\n5. Kehren Sie zum Schluss zu einem einzelnen Geräusch zurück und öffnen Sie die Augen.',
      duration: '2 Minuten',
      effect:
        'Hören ohne zu bewerten schult eine offene, ruhige Aufmerksamkeit. Störgeräusche verlieren oft an Schärfe, wenn Sie sie bewusst wahrnehmen, statt gegen sie anzukämpfen.',
      commonMistakes:
        'Geräusche sofort als störend einordnen; angestrengt nach Geräuschen suchen; mit Musik in den Kopfhörern üben.',
      tip: 'Im Großraumbüro besonders wertvoll: Statt sich über Lärm zu ärgern, machen Sie ihn für zwei Minuten zum Übungsobjekt.',
    },
    en: {
      name: 'Mindful listening',
      startingPosition: 'Sit comfortably, close your eyes or lower your gaze to the desk.',
      sequence:
        '1. First listen to the sounds close to you: your breath, the rustle of your clothes, the keyboard.\n2. Widen your listening to the room: voices, ventilation, footsteps.\n3. Go further outside: traffic, wind, birds.\n4. Simply notice the sounds without judging them.\n5. Finally, come back to one single sound and open your eyes.',
      duration: '2 minutes',
      effect:
        'Listening without judging trains an open, calm attention. Distracting noises often lose their edge when you notice them deliberately instead of fighting them.',
      commonMistakes:
        'Labelling sounds as annoying straight away; searching hard for sounds; practising with music in your headphones.',
      tip: 'Especially useful in an open-plan office: instead of getting annoyed by the noise, make it your object of practice for two minutes.',
    },
  },
  {
    slug: 'pre-meeting-focus-reset',
    kind: 'mental',
    level: 1,
    equipment: 'none',
    undercover: true,
    durationSeconds: 90,
    repetitions: null,
    regions: ['brain'],
    contraindicatedRegions: [],
    gentle: true,
    focus: ['attention', 'management'],
    goals: ['wellbeing'],
    de: {
      name: 'Fokus-Reset vor dem Meeting',
      startingPosition:
        'Sitzen Sie an Ihrem Platz oder stehen Sie vor dem Besprechungsraum, etwa zwei Minuten vor Beginn.',
      sequence:
        '1. Schließen Sie die vorherige Aufgabe gedanklich ab: Notieren Sie in einem Satz, wo Sie später weitermachen.\n2. Legen Sie das Handy weg oder schalten Sie Benachrichtigungen stumm.\n3. Atmen Sie dreimal ruhig ein und lang aus.\n4. Fragen Sie sich: Was ist mein Ziel für dieses Meeting? Formulieren Sie es in einem Satz.\n5. Gehen Sie mit diesem Satz in das Meeting.',
      duration: 'Etwa 1,5 Minuten',
      effect:
        'Die Notiz zur vorherigen Aufgabe hilft, gedanklich loszulassen, statt mit dem Kopf noch halb dort zu sein. Das klare Ziel richtet die Aufmerksamkeit auf das, was im Meeting wirklich zählt.',
      commonMistakes:
        'Bis zur letzten Sekunde Mails lesen; das Ziel zu allgemein formulieren („mal schauen“); die Atemzüge überspringen.',
      tip: 'Planen Sie vor wichtigen Terminen einen Puffer von 2 Minuten im Kalender ein – so bleibt Zeit für den Reset.',
    },
    en: {
      name: 'Pre-meeting focus reset',
      startingPosition:
        'Sit at your desk or stand outside the meeting room, about two minutes before the start.',
      sequence:
        '1. Close the previous task in your mind: write one sentence on where you will pick up later.\n2. Put your phone away or mute notifications.\n3. Breathe in calmly and out slowly three times.\n4. Ask yourself: what is my goal for this meeting? Put it into one sentence.\n5. Take that sentence with you into the meeting.',
      duration: 'About 1.5 minutes',
      effect:
        'The note on the previous task helps you let go mentally instead of still being half there. A clear goal directs your attention to what really matters in the meeting.',
      commonMistakes:
        'Reading emails until the last second; phrasing the goal too vaguely ("let\'s see"); skipping the breaths.',
      tip: 'Before important appointments, block a 2-minute buffer in your calendar – that leaves time for the reset.',
    },
  },
  {
    slug: 'breath-counting-one-to-ten',
    kind: 'mental',
    level: 2,
    equipment: 'none',
    undercover: true,
    durationSeconds: 180,
    repetitions: null,
    regions: ['brain'],
    contraindicatedRegions: [],
    gentle: true,
    focus: ['attention', 'mental'],
    goals: ['wellbeing'],
    de: {
      name: 'Atemzüge zählen bis zehn',
      startingPosition:
        'Sitzen Sie aufrecht und entspannt. Schließen Sie die Augen oder lassen Sie sie halb geöffnet mit gesenktem Blick.',
      sequence:
        '1. Atmen Sie natürlich, ohne den Atem zu steuern.\n2. Zählen Sie jedes Ausatmen innerlich mit: eins, zwei, drei … bis zehn.\n3. Beginnen Sie nach zehn wieder bei eins.\n4. Wenn Sie sich verzählen oder den Faden verlieren, beginnen Sie ohne Urteil wieder bei eins.\n5. Beenden Sie die Übung nach 3 Minuten mit einem bewussten Atemzug.',
      duration: '3 Minuten',
      effect:
        'Das Zählen gibt dem Geist einen Anker und macht sichtbar, wie oft die Aufmerksamkeit abschweift. Regelmäßig geübt, fällt es leichter, bei einer Sache zu bleiben.',
      commonMistakes:
        'Den Atem beschleunigen oder vertiefen, um schneller zu zählen; sich über das Neubeginnen ärgern; über zehn hinaus weiterzählen, ohne es zu bemerken.',
      tip: 'Wenn Sie selten bis zehn kommen, ist das völlig normal. Es geht nicht um die Zahl, sondern um das freundliche Neubeginnen.',
    },
    en: {
      name: 'Counting breaths to ten',
      startingPosition:
        'Sit upright and relaxed. Close your eyes or keep them half open with a lowered gaze.',
      sequence:
        '1. Breathe naturally without controlling your breath.\n2. Silently count each exhale: one, two, three … up to ten.\n3. After ten, start again at one.\n4. If you lose count or drift off, start again at one without judging yourself.\n5. After 3 minutes, finish with one conscious breath.',
      duration: '3 minutes',
      effect:
        'Counting gives the mind an anchor and shows how often attention wanders. Practised regularly, it becomes easier to stay with one thing.',
      commonMistakes:
        'Speeding up or deepening the breath to count faster; getting annoyed about starting over; counting past ten without noticing.',
      tip: 'If you rarely reach ten, that is completely normal. It is not about the number but about kindly starting again.',
    },
  },
  {
    slug: 'stop-technique-micro-pause',
    kind: 'mental',
    level: 1,
    equipment: 'none',
    undercover: true,
    durationSeconds: 60,
    repetitions: null,
    regions: ['brain'],
    contraindicatedRegions: [],
    gentle: true,
    focus: ['mental', 'management'],
    goals: ['wellbeing'],
    de: {
      name: 'Stopp-Pause',
      startingPosition:
        'Egal, wo Sie gerade sind – am Schreibtisch, im Flur oder vor dem Telefon. Unterbrechen Sie kurz, was Sie gerade tun.',
      sequence:
        '1. Stopp: Halten Sie inne und nehmen Sie die Hände von Tastatur oder Maus.\n2. Durchatmen: Atmen Sie einmal bewusst ein und langsam aus.\n3. Beobachten: Was spüre ich gerade im Körper? Welche Gedanken und Gefühle sind da?\n4. Weitermachen: Entscheiden Sie bewusst, womit Sie jetzt weitermachen.',
      duration: 'Etwa 1 Minute',
      effect:
        'Die kurze Unterbrechung schafft Abstand zwischen Reiz und Reaktion. Statt automatisch weiterzuhetzen, entscheiden Sie bewusster, was als Nächstes dran ist.',
      commonMistakes:
        'Den Schritt „Beobachten“ überspringen; die Pause als weitere Pflicht abhaken; sie nur in Stressmomenten nutzen, statt sie auch in ruhigen Zeiten zu üben.',
      tip: 'Verknüpfen Sie die Pause mit einem festen Anlass, etwa vor dem Öffnen des Postfachs oder nach jedem Telefonat.',
    },
    en: {
      name: 'STOP pause',
      startingPosition:
        'Wherever you are right now – at your desk, in the corridor or by the phone. Briefly interrupt what you are doing.',
      sequence:
        '1. Stop: pause and take your hands off the keyboard or mouse.\n2. Take a breath: breathe in consciously once and breathe out slowly.\n3. Observe: what do I notice in my body right now? Which thoughts and feelings are there?\n4. Proceed: decide consciously what you will continue with.',
      duration: 'About 1 minute',
      effect:
        'The short interruption creates space between stimulus and response. Instead of rushing on automatically, you decide more deliberately what comes next.',
      commonMistakes:
        'Skipping the "observe" step; ticking the pause off as one more duty; only using it in stressful moments instead of also practising it when things are calm.',
      tip: 'Link the pause to a fixed occasion, for example before opening your inbox or after every phone call.',
    },
  },
  {
    slug: 'noting-thoughts-open-awareness',
    kind: 'mental',
    level: 3,
    equipment: 'none',
    undercover: true,
    durationSeconds: 300,
    repetitions: null,
    regions: ['brain'],
    contraindicatedRegions: [],
    gentle: true,
    focus: ['attention', 'mental'],
    goals: ['wellbeing'],
    de: {
      name: 'Gedanken benennen',
      startingPosition:
        'Sitzen Sie aufrecht und stabil, die Hände auf den Oberschenkeln, die Augen geschlossen oder der Blick gesenkt. Wählen Sie einen Moment, in dem Sie 5 Minuten ungestört sind.',
      sequence:
        '1. Beobachten Sie zunächst eine Minute lang ruhig Ihren Atem.\n2. Öffnen Sie dann die Aufmerksamkeit für alles, was auftaucht: Gedanken, Geräusche, Körperempfindungen.\n3. Benennen Sie jede Erfahrung innerlich mit einem kurzen, neutralen Wort wie „Planen“, „Erinnern“, „Hören“ oder „Spüren“.\n4. Lassen Sie das Erlebte danach weiterziehen, ohne ihm zu folgen.\n5. Kehren Sie zum Abschluss für drei Atemzüge zum Atem zurück und öffnen Sie die Augen.',
      duration: '5 Minuten',
      effect:
        'Das Benennen schafft etwas Abstand zu Gedanken und Gefühlen: Sie bemerken „Planen“, statt mitten im Plan zu stecken. Das schult eine offene, gelassene Aufmerksamkeit und ist eine anspruchsvollere Form der Achtsamkeitsübung.',
      commonMistakes:
        'Gedanken inhaltlich analysieren, statt sie nur zu benennen; zu viele oder zu komplizierte Begriffe verwenden; glauben, der Kopf müsse dabei leer werden.',
      tip: 'Üben Sie vorher die einfacheren Aufmerksamkeitsübungen wie das Atemzählen. Wenn belastende Gedanken zu viel Raum einnehmen, öffnen Sie die Augen und wechseln Sie zu einer Atem- oder Sinnesübung.',
    },
    en: {
      name: 'Noting thoughts',
      startingPosition:
        'Sit upright and stable with your hands on your thighs and your eyes closed or gaze lowered. Choose a moment when you will be undisturbed for 5 minutes.',
      sequence:
        '1. Begin by calmly observing your breath for one minute.\n2. Then open your attention to whatever arises: thoughts, sounds, physical sensations.\n3. Silently label each experience with a short, neutral word such as "planning", "remembering", "hearing" or "feeling".\n4. Then let the experience move on without following it.\n5. To finish, return to your breath for three breaths and open your eyes.',
      duration: '5 minutes',
      effect:
        'Labelling creates a little distance from thoughts and feelings: you notice "planning" instead of being caught in the middle of the plan. This trains an open, composed attention and is a more demanding form of mindfulness practice.',
      commonMistakes:
        'Analysing the content of thoughts instead of just labelling them; using too many or too complicated labels; believing your mind has to go blank.',
      tip: 'Practise the simpler attention exercises such as breath counting first. If difficult thoughts take up too much space, open your eyes and switch to a breathing or senses exercise.',
    },
  },
  // ---------------------------------------------------------------------------------------------------------
  // Relaxation
  // ---------------------------------------------------------------------------------------------------------
  {
    slug: 'progressive-muscle-relaxation-short-desk',
    kind: 'mental',
    level: 2,
    equipment: 'none',
    undercover: false,
    durationSeconds: 180,
    repetitions: null,
    regions: ['brain', 'shoulder', 'jaw'],
    contraindicatedRegions: ['shoulder', 'wrist'],
    gentle: true,
    focus: ['mental', 'sleep'],
    goals: ['wellbeing', 'painremoval'],
    de: {
      name: 'Progressive Muskelentspannung kurz',
      startingPosition:
        'Sitzen Sie aufrecht auf dem Stuhl, die Füße flach auf dem Boden, die Hände auf den Oberschenkeln.',
      sequence:
        '1. Hände: Ballen Sie beide Hände mit etwa halber Kraft zu Fäusten, halten Sie 5 Sekunden, lösen Sie dann und spüren Sie 20 Sekunden nach.\n2. Schultern: Ziehen Sie die Schultern Richtung Ohren, halten Sie 5 Sekunden, lassen Sie sie dann sinken und spüren Sie 20 Sekunden nach.\n3. Gesicht: Kneifen Sie Augen und Lippen leicht zusammen, halten Sie 5 Sekunden, lösen Sie und spüren Sie nach.\n4. Kiefer: Beißen Sie mit wenig Kraft aufeinander, halten Sie 5 Sekunden und lassen Sie den Kiefer dann locker hängen.\n5. Atmen Sie zum Schluss dreimal ruhig durch und spüren Sie die Entspannung im ganzen Körper.',
      duration:
        '4 Muskelgruppen, je 5 Sekunden anspannen und 20 bis 30 Sekunden lösen, insgesamt etwa 3 Minuten',
      effect:
        'Der bewusste Wechsel von Anspannen und Loslassen macht spürbar, wie sich Entspannung anfühlt. Die Methode nach Jacobson ist gut untersucht und wird häufig genutzt, um Stress abzubauen und leichter abzuschalten.',
      commonMistakes:
        'Mit voller Kraft anspannen; während der Anspannung die Luft anhalten; die Lösephase zu kurz halten – sie ist der wichtigste Teil.',
      tip: 'Spannen Sie nur so stark an, dass es deutlich spürbar, aber nie unangenehm ist. Bei Beschwerden an Hand, Schulter oder Kiefer lassen Sie diese Muskelgruppe einfach aus.',
    },
    en: {
      name: 'Short progressive muscle relaxation',
      startingPosition:
        'Sit upright on your chair with your feet flat on the floor and your hands on your thighs.',
      sequence:
        '1. Hands: make fists with both hands at about half strength, hold for 5 seconds, then release and notice the feeling for 20 seconds.\n2. Shoulders: pull your shoulders towards your ears, hold for 5 seconds, then let them drop and notice for 20 seconds.\n3. Face: squeeze your eyes and lips together lightly, hold for 5 seconds, release and notice.\n4. Jaw: bite together with little force, hold for 5 seconds, then let your jaw hang loosely.\n5. Finally, take three calm breaths and notice the relaxation throughout your body.',
      duration:
        '4 muscle groups, each tensed for 5 seconds and released for 20 to 30 seconds, about 3 minutes in total',
      effect:
        'Deliberately alternating between tensing and releasing lets you feel what relaxation is like. The Jacobson method is well studied and widely used to reduce stress and switch off more easily.',
      commonMistakes:
        'Tensing with full force; holding your breath while tensing; keeping the release phase too short – it is the most important part.',
      tip: 'Only tense enough to feel it clearly, never to the point of discomfort. If you have complaints in your hand, shoulder or jaw, simply leave out that muscle group.',
    },
  },
  {
    slug: 'body-scan-short-seated',
    kind: 'mental',
    level: 1,
    equipment: 'none',
    undercover: true,
    durationSeconds: 240,
    repetitions: null,
    regions: ['brain', 'head'],
    contraindicatedRegions: [],
    gentle: true,
    focus: ['mental', 'sleep'],
    goals: ['wellbeing'],
    de: {
      name: 'Kurzer Body-Scan',
      startingPosition:
        'Sitzen Sie bequem und angelehnt, die Füße am Boden, die Hände auf den Oberschenkeln. Schließen Sie die Augen oder senken Sie den Blick.',
      sequence:
        '1. Spüren Sie zuerst in die Füße: Kontakt zum Boden, Wärme, Kribbeln – oder auch nichts.\n2. Wandern Sie mit der Aufmerksamkeit langsam durch Unterschenkel, Knie, Oberschenkel und Gesäß.\n3. Spüren Sie Rücken, Bauch und Brust und wie sie sich mit dem Atem bewegen.\n4. Gehen Sie weiter zu Händen, Armen, Schultern und Nacken.\n5. Spüren Sie zum Schluss Gesicht, Kiefer, Augen und Stirn, nehmen Sie dann den ganzen Körper auf einmal wahr und öffnen Sie die Augen.',
      duration: 'Etwa 4 Minuten, rund 40 Sekunden pro Körperabschnitt',
      effect:
        'Der Body-Scan lenkt die Aufmerksamkeit vom Kopfkino in den Körper. Sie bemerken Anspannung früher und können sie bewusst loslassen. Abends kann die Übung beim Abschalten helfen.',
      commonMistakes:
        'Erwarten, dass sich sofort alles entspannt; Stellen mit Spannung „wegmachen“ wollen; zu schnell durch den Körper eilen.',
      tip: 'Es gibt kein richtiges oder falsches Gefühl. Wenn Sie an einer Stelle nichts spüren, ist auch das eine Wahrnehmung. Abends im Liegen lässt sich die Übung gut verlängern.',
    },
    en: {
      name: 'Short body scan',
      startingPosition:
        'Sit comfortably, leaning back, with your feet on the floor and your hands on your thighs. Close your eyes or lower your gaze.',
      sequence:
        '1. First notice your feet: contact with the floor, warmth, tingling – or nothing at all.\n2. Slowly move your attention through your lower legs, knees, thighs and buttocks.\n3. Notice your back, belly and chest and how they move with your breath.\n4. Move on to your hands, arms, shoulders and neck.\n5. Finally notice your face, jaw, eyes and forehead, then sense your whole body at once and open your eyes.',
      duration: 'About 4 minutes, roughly 40 seconds per body section',
      effect:
        'The body scan moves your attention from the chatter in your head into your body. You notice tension earlier and can let it go deliberately. In the evening it can help you switch off.',
      commonMistakes:
        'Expecting everything to relax immediately; trying to "get rid of" tense spots; rushing through the body.',
      tip: 'There is no right or wrong sensation. If you feel nothing in one place, that is a perception too. In the evening, lying down, you can easily extend the exercise.',
    },
  },
  {
    slug: 'jaw-unclench-tongue-rest-release',
    kind: 'mental',
    level: 1,
    equipment: 'none',
    undercover: true,
    durationSeconds: 90,
    repetitions: null,
    regions: ['jaw', 'head'],
    contraindicatedRegions: [],
    gentle: true,
    focus: ['mental'],
    goals: ['painremoval', 'wellbeing'],
    de: {
      name: 'Kiefer lösen mit Zungenruhelage',
      startingPosition: 'Sitzen Sie aufrecht, der Kopf ruht über den Schultern, der Blick geht geradeaus.',
      sequence:
        '1. Prüfen Sie: Berühren sich Ihre Zähne gerade? Wenn ja, lassen Sie sie einen Spalt auseinandergleiten.\n2. Legen Sie die Zungenspitze locker an den Gaumen direkt hinter die oberen Schneidezähne; die Lippen berühren sich leicht.\n3. Legen Sie zwei Fingerspitzen auf die Kaumuskeln vor den Ohren und spüren Sie, ob sie weich sind.\n4. Atmen Sie ruhig durch die Nase und lassen Sie den Kiefer mit jedem Ausatmen etwas schwerer werden.\n5. Bleiben Sie 1 Minute in dieser Ruhelage: Lippen zu, Zähne auseinander, Zunge oben.',
      duration: 'Etwa 1,5 Minuten',
      effect:
        'Viele Menschen pressen bei Konzentration oder Stress unbemerkt die Zähne zusammen. Die entspannte Ruhelage nimmt Druck aus der Kaumuskulatur und kann Spannung im Kiefer- und Schläfenbereich mindern.',
      commonMistakes:
        'Den Mund aktiv aufsperren; mit den Fingern fest auf die Muskeln drücken; die Zunge gegen die Zähne pressen.',
      tip: 'Kleben Sie einen kleinen Punkt an den Bildschirmrand: Jedes Mal, wenn Sie ihn sehen, prüfen Sie kurz Ihren Kiefer. Bei anhaltenden Kieferbeschwerden lassen Sie sich zahnärztlich beraten.',
    },
    en: {
      name: 'Jaw release with tongue rest',
      startingPosition: 'Sit upright with your head resting above your shoulders, looking straight ahead.',
      sequence:
        '1. Check: are your teeth touching right now? If so, let them drift slightly apart.\n2. Rest the tip of your tongue lightly on the roof of your mouth just behind your upper front teeth; your lips touch lightly.\n3. Place two fingertips on the chewing muscles in front of your ears and feel whether they are soft.\n4. Breathe calmly through your nose and let your jaw become a little heavier with each exhale.\n5. Stay in this resting position for 1 minute: lips together, teeth apart, tongue up.',
      duration: 'About 1.5 minutes',
      effect:
        'Many people clench their teeth without noticing when they concentrate or feel stressed. This relaxed resting position takes pressure off the chewing muscles and can ease tension around the jaw and temples.',
      commonMistakes:
        'Actively opening the mouth wide; pressing firmly on the muscles with your fingers; pushing the tongue against the teeth.',
      tip: 'Stick a small dot on the edge of your screen: every time you see it, briefly check your jaw. If jaw complaints persist, seek advice from a dentist.',
    },
  },
  {
    slug: 'face-and-forehead-softening',
    kind: 'mental',
    level: 1,
    equipment: 'none',
    undercover: true,
    durationSeconds: 90,
    repetitions: null,
    regions: ['head', 'eyes', 'jaw'],
    contraindicatedRegions: [],
    gentle: true,
    focus: ['mental'],
    goals: ['painremoval', 'wellbeing'],
    de: {
      name: 'Gesicht und Stirn entspannen',
      startingPosition: 'Sitzen Sie bequem mit lockeren Schultern. Schließen Sie die Augen halb oder ganz.',
      sequence:
        '1. Lassen Sie die Stirn glatt werden, als würde sie breiter.\n2. Entspannen Sie die Augenbrauen und den Raum zwischen ihnen.\n3. Lassen Sie die Augen weich in ihren Höhlen ruhen und die Lider schwer werden.\n4. Lösen Sie Wangen und Mundwinkel und lassen Sie die Zähne einen Spalt auseinander.\n5. Atmen Sie dreimal lang aus und stellen Sie sich vor, wie das Gesicht mit jedem Ausatmen weicher wird.',
      duration: 'Etwa 1,5 Minuten',
      effect:
        'Bei konzentrierter Bildschirmarbeit ziehen sich Stirn, Augenpartie und Kiefer oft unbemerkt zusammen. Das bewusste Loslassen entspannt das Gesicht und kann ein Gefühl von Druck im Kopf verringern.',
      commonMistakes:
        'Die Stirn aktiv nach oben ziehen, statt sie loszulassen; die Augen zusammenkneifen; die Übung nebenbei machen und die Ausatmungen weglassen.',
      tip: 'Ein kurzer Blick in die Laptop-Kamera zeigt Ihnen, ob Sie gerade die Stirn runzeln – ein guter Anlass für diese Übung.',
    },
    en: {
      name: 'Soften face and forehead',
      startingPosition: 'Sit comfortably with relaxed shoulders. Close your eyes halfway or fully.',
      sequence:
        '1. Let your forehead become smooth, as if it were widening.\n2. Relax your eyebrows and the space between them.\n3. Let your eyes rest softly in their sockets and your eyelids grow heavy.\n4. Release your cheeks and the corners of your mouth and let your teeth part slightly.\n5. Breathe out slowly three times and imagine your face becoming softer with each exhale.',
      duration: 'About 1.5 minutes',
      effect:
        'During focused screen work, the forehead, the area around the eyes and the jaw often tighten without you noticing. Letting go deliberately relaxes the face and can reduce a feeling of pressure in the head.',
      commonMistakes:
        'Actively raising the forehead instead of letting it go; squeezing the eyes shut; doing it in passing and leaving out the exhales.',
      tip: 'A quick look at your laptop camera shows whether you are frowning – a good reason to do this exercise.',
    },
  },
  {
    slug: 'eye-palming-warm-hands',
    kind: 'mental',
    level: 1,
    equipment: 'none',
    undercover: false,
    durationSeconds: 120,
    repetitions: null,
    regions: ['eyes', 'head'],
    contraindicatedRegions: [],
    gentle: true,
    focus: ['mental'],
    goals: ['wellbeing'],
    de: {
      name: 'Palmieren für die Augen',
      startingPosition:
        'Sitzen Sie am Tisch und stützen Sie die Ellbogen auf. Reiben Sie die Handflächen etwa 10 Sekunden lang aneinander, bis sie warm sind.',
      sequence:
        '1. Schließen Sie die Augen.\n2. Legen Sie die leicht gewölbten Handflächen über die Augen: Die Finger liegen auf der Stirn, die Handballen auf den Wangenknochen.\n3. Achten Sie darauf, dass kein Druck auf den Augen liegt und möglichst kein Licht durchdringt.\n4. Atmen Sie ruhig und genießen Sie Dunkelheit und Wärme.\n5. Nehmen Sie nach etwa 1,5 Minuten die Hände weg und öffnen Sie die Augen langsam, zuerst mit gesenktem Blick.',
      duration: 'Etwa 2 Minuten',
      effect:
        'Dunkelheit und Wärme geben den Augen nach langer Bildschirmarbeit eine Pause vom Licht und vom ständigen Scharfstellen. Viele empfinden das als wohltuend und beruhigend.',
      commonMistakes:
        'Auf die Augen drücken; mit hochgezogenen Schultern sitzen, weil die Ellbogen keinen Halt haben; die Augen danach sofort auf den hellen Bildschirm richten.',
      tip: 'Auch mit Kontaktlinsen möglich, solange kein Druck entsteht. Bei anhaltend trockenen oder müden Augen lassen Sie sich augenärztlich beraten.',
    },
    en: {
      name: 'Palming for the eyes',
      startingPosition:
        'Sit at the desk and rest your elbows on it. Rub your palms together for about 10 seconds until they are warm.',
      sequence:
        '1. Close your eyes.\n2. Place your slightly cupped palms over your eyes: fingers on your forehead, the heels of your hands on your cheekbones.\n3. Make sure there is no pressure on your eyes and that as little light as possible gets through.\n4. Breathe calmly and enjoy the darkness and warmth.\n5. After about 1.5 minutes, remove your hands and open your eyes slowly, looking down first.',
      duration: 'About 2 minutes',
      effect:
        'Darkness and warmth give your eyes a break from light and constant focusing after long screen work. Many people find it soothing and calming.',
      commonMistakes:
        'Pressing on the eyes; sitting with raised shoulders because the elbows have no support; looking straight at a bright screen afterwards.',
      tip: 'Also possible with contact lenses as long as there is no pressure. If your eyes stay dry or tired, seek advice from an eye doctor.',
    },
  },
  {
    slug: 'distance-gaze-20-20-20-eye-break',
    kind: 'mental',
    level: 1,
    equipment: 'none',
    undercover: true,
    durationSeconds: 60,
    repetitions: 3,
    regions: ['eyes', 'brain'],
    contraindicatedRegions: [],
    gentle: true,
    focus: ['attention'],
    goals: ['wellbeing'],
    de: {
      name: '20-20-20-Augenpause',
      startingPosition:
        'Sitzen Sie an Ihrem Bildschirmarbeitsplatz. Suchen Sie sich durch das Fenster oder im Raum einen Punkt, der mindestens 6 Meter entfernt ist.',
      sequence:
        '1. Lösen Sie den Blick vom Bildschirm und schauen Sie 20 Sekunden lang auf den entfernten Punkt.\n2. Lassen Sie die Augen dabei weich werden und blinzeln Sie normal.\n3. Wählen Sie einen zweiten fernen Punkt und schauen Sie wieder 20 Sekunden lang hin.\n4. Wiederholen Sie das mit einem dritten Punkt und kehren Sie dann zum Bildschirm zurück.',
      duration: '3 × 20 Sekunden, insgesamt etwa 1 Minute – am besten alle 20 Minuten',
      effect:
        'Beim Blick in die Ferne entspannen sich die Muskeln, mit denen die Augen in der Nähe scharfstellen. Die kurze Pause unterbricht zugleich den Arbeitsfluss und erleichtert es, danach wieder konzentriert einzusteigen.',
      commonMistakes:
        'Auf einen nahen Punkt oder aufs Handy schauen; die Pause ausfallen lassen, wenn viel los ist; angestrengt in die Ferne starren.',
      tip: 'Stellen Sie einen dezenten 20-Minuten-Timer oder nutzen Sie feste Auslöser wie das Speichern eines Dokuments.',
    },
    en: {
      name: '20-20-20 eye break',
      startingPosition:
        'Sit at your screen workstation. Find a point through the window or in the room that is at least 6 metres (20 feet) away.',
      sequence:
        '1. Take your eyes off the screen and look at the distant point for 20 seconds.\n2. Let your eyes soften and blink normally.\n3. Choose a second distant point and look at it for another 20 seconds.\n4. Repeat with a third point, then return to your screen.',
      duration: '3 × 20 seconds, about 1 minute in total – ideally every 20 minutes',
      effect:
        'Looking into the distance relaxes the muscles your eyes use to focus up close. At the same time, the short break interrupts your work flow and makes it easier to get back into focused work afterwards.',
      commonMistakes:
        'Looking at a nearby point or your phone; skipping the break when things are busy; staring into the distance with effort.',
      tip: 'Set a discreet 20-minute timer or use fixed triggers such as saving a document.',
    },
  },
  {
    slug: 'panoramic-vision-soft-gaze',
    kind: 'mental',
    level: 1,
    equipment: 'none',
    undercover: true,
    durationSeconds: 90,
    repetitions: null,
    regions: ['eyes', 'brain'],
    contraindicatedRegions: [],
    gentle: true,
    focus: ['mental', 'attention'],
    goals: ['wellbeing'],
    de: {
      name: 'Weiter Blick',
      startingPosition:
        'Sitzen oder stehen Sie aufrecht und schauen Sie geradeaus auf einen Punkt auf Augenhöhe, möglichst in einiger Entfernung.',
      sequence:
        '1. Halten Sie den Blick ruhig geradeaus, ohne die Augen zu bewegen.\n2. Nehmen Sie nach und nach immer mehr vom Rand Ihres Sichtfelds wahr: links, rechts, oben und unten.\n3. Lassen Sie den Blick weich und weit werden, als würden Sie den ganzen Raum auf einmal sehen.\n4. Atmen Sie dabei ruhig und lang aus.\n5. Bleiben Sie etwa eine Minute in diesem weiten Blick und kehren Sie dann zum normalen Sehen zurück.',
      duration: 'Etwa 1,5 Minuten',
      effect:
        'Nach langem, engem Fokus auf den Bildschirm öffnet der weite Blick die Wahrnehmung. Viele erleben ihn als entspannend, weil er einen Gegenpol zum angestrengten Scharfstellen bildet.',
      commonMistakes: 'Mit den Augen hin und her springen; die Augen aufreißen; dabei den Atem anhalten.',
      tip: 'Besonders angenehm am Fenster oder auf dem Weg zur Kaffeeküche – die Übung funktioniert auch im Gehen.',
    },
    en: {
      name: 'Panoramic gaze',
      startingPosition:
        'Sit or stand upright and look straight ahead at a point at eye level, ideally some distance away.',
      sequence:
        '1. Keep your gaze steady straight ahead without moving your eyes.\n2. Gradually take in more and more of the edges of your field of vision: left, right, above and below.\n3. Let your gaze become soft and wide, as if you were seeing the whole room at once.\n4. Breathe out calmly and slowly.\n5. Stay in this wide gaze for about a minute, then return to normal vision.',
      duration: 'About 1.5 minutes',
      effect:
        'After a long, narrow focus on the screen, the wide gaze opens up your perception. Many people experience it as relaxing because it is the counterpart to effortful focusing.',
      commonMistakes: 'Darting your eyes back and forth; opening your eyes wide; holding your breath.',
      tip: 'Especially pleasant at a window or on the way to the coffee kitchen – the exercise also works while walking.',
    },
  },
  {
    slug: 'conscious-blinking-eye-refresh',
    kind: 'mental',
    level: 1,
    equipment: 'none',
    undercover: true,
    durationSeconds: 60,
    repetitions: 10,
    regions: ['eyes'],
    contraindicatedRegions: [],
    gentle: true,
    focus: ['attention'],
    goals: ['wellbeing'],
    de: {
      name: 'Bewusstes Blinzeln',
      startingPosition: 'Sitzen Sie aufrecht und lösen Sie den Blick vom Bildschirm.',
      sequence:
        '1. Schließen Sie die Augen langsam und vollständig, als würden Sie einschlafen.\n2. Lassen Sie sie 2 Sekunden geschlossen, ohne zu kneifen.\n3. Öffnen Sie sie langsam und entspannt.\n4. Wiederholen Sie das zehnmal in ruhigem Tempo.\n5. Schauen Sie danach kurz in die Ferne, bevor Sie weiterarbeiten.',
      duration: '10 langsame Lidschläge, etwa 1 Minute',
      effect:
        'Am Bildschirm blinzeln wir deutlich seltener und oft unvollständig. Bewusste, vollständige Lidschläge verteilen den Tränenfilm und lassen die Augen sich frischer anfühlen.',
      commonMistakes: 'Die Augen fest zusammenkneifen; zu schnell blinzeln; dabei die Stirn anspannen.',
      tip: 'Verbinden Sie jeden Lidschlag mit einem ruhigen Ausatmen. Bei anhaltend trockenen Augen lassen Sie sich augenärztlich beraten.',
    },
    en: {
      name: 'Conscious blinking',
      startingPosition: 'Sit upright and take your eyes off the screen.',
      sequence:
        '1. Close your eyes slowly and completely, as if you were falling asleep.\n2. Keep them closed for 2 seconds without squeezing.\n3. Open them slowly and with ease.\n4. Repeat ten times at a calm pace.\n5. Then look into the distance briefly before you continue working.',
      duration: '10 slow blinks, about 1 minute',
      effect:
        'At the screen we blink far less often and often incompletely. Conscious, complete blinks spread the tear film and make your eyes feel fresher.',
      commonMistakes: 'Squeezing the eyes tightly shut; blinking too fast; tensing the forehead.',
      tip: 'Pair each blink with a calm exhale. If your eyes stay dry, seek advice from an eye doctor.',
    },
  },
  // ---------------------------------------------------------------------------------------------------------
  // Self-management
  // ---------------------------------------------------------------------------------------------------------
  {
    slug: 'three-good-things-reflection',
    kind: 'mental',
    level: 1,
    equipment: 'none',
    undercover: true,
    durationSeconds: 180,
    repetitions: 3,
    regions: ['brain'],
    contraindicatedRegions: [],
    gentle: true,
    focus: ['mental'],
    goals: ['wellbeing'],
    de: {
      name: 'Drei gute Dinge',
      startingPosition:
        'Sitzen Sie an Ihrem Platz, am besten gegen Ende des Arbeitstags. Legen Sie Stift und Papier oder eine Notiz-App bereit.',
      sequence:
        '1. Denken Sie an den heutigen Tag zurück.\n2. Schreiben Sie drei Dinge auf, die gut gelaufen sind oder Sie gefreut haben – auch kleine.\n3. Notieren Sie zu jedem Punkt in einem Satz, warum es gut war oder was Sie selbst dazu beigetragen haben.\n4. Lesen Sie die drei Punkte noch einmal und lassen Sie das Gefühl kurz nachwirken.',
      duration: '3 Punkte, insgesamt etwa 3 Minuten',
      effect:
        'Die Übung lenkt die Aufmerksamkeit bewusst auf Gelungenes, das im Arbeitsalltag leicht untergeht. In Studien der positiven Psychologie hat regelmäßiges Üben das Wohlbefinden gesteigert.',
      commonMistakes:
        'Nur große Erfolge gelten lassen; jeden Tag dieselben drei Dinge aufschreiben; das „Warum“ weglassen.',
      tip: 'Machen Sie es eine Woche lang täglich zur gleichen Zeit, etwa vor dem Herunterfahren des Rechners. Konkrete Details wirken stärker als allgemeine Sätze.',
    },
    en: {
      name: 'Three good things',
      startingPosition:
        'Sit at your desk, ideally towards the end of the working day. Have a pen and paper or a notes app ready.',
      sequence:
        '1. Think back over today.\n2. Write down three things that went well or made you happy – small ones count too.\n3. For each one, note in one sentence why it was good or what you contributed to it.\n4. Read the three points again and let the feeling sink in for a moment.',
      duration: '3 items, about 3 minutes in total',
      effect:
        'The exercise deliberately directs your attention to what went well, which easily gets lost in everyday work. In positive psychology studies, regular practice has increased wellbeing.',
      commonMistakes:
        'Only counting big successes; writing down the same three things every day; leaving out the "why".',
      tip: 'Do it daily for a week at the same time, for example before shutting down your computer. Concrete details work better than general statements.',
    },
  },
  {
    slug: 'worry-parking-list',
    kind: 'mental',
    level: 1,
    equipment: 'none',
    undercover: true,
    durationSeconds: 180,
    repetitions: null,
    regions: ['brain'],
    contraindicatedRegions: [],
    gentle: true,
    focus: ['management', 'mental'],
    goals: ['wellbeing'],
    de: {
      name: 'Sorgen parken',
      startingPosition: 'Sitzen Sie mit einem Zettel oder einer Notiz-App an Ihrem Platz.',
      sequence:
        '1. Schreiben Sie in Stichworten alles auf, was Ihnen gerade Sorgen macht oder im Kopf kreist – ohne zu sortieren.\n2. Markieren Sie die Punkte, bei denen Sie selbst etwas tun können.\n3. Notieren Sie zu jedem markierten Punkt einen kleinen nächsten Schritt.\n4. Legen Sie eine feste „Sorgenzeit“ fest, zum Beispiel 15 Minuten um 17 Uhr, in der Sie sich die Liste wieder ansehen.\n5. Legen Sie den Zettel bewusst beiseite und wenden Sie sich Ihrer nächsten Aufgabe zu.',
      duration: 'Etwa 3 Minuten',
      effect:
        'Aufgeschriebene Sorgen müssen Sie nicht mehr ständig im Kopf behalten. Sie auf eine feste Zeit zu verschieben, hilft, tagsüber konzentrierter zu arbeiten, statt immer wieder ins Grübeln zu geraten.',
      commonMistakes:
        'Die Sorgenzeit dann doch nicht einhalten; sofort anfangen, alle Sorgen zu lösen; die Liste abends im Bett schreiben.',
      tip: 'Taucht eine Sorge später wieder auf, sagen Sie sich: „Die ist geparkt.“ Wenn Sorgen Sie über längere Zeit stark belasten, sprechen Sie mit einer Vertrauensperson oder holen Sie sich fachliche Unterstützung.',
    },
    en: {
      name: 'Worry parking',
      startingPosition: 'Sit at your desk with a sheet of paper or a notes app.',
      sequence:
        '1. Jot down everything that is worrying you or going round in your head right now – without sorting it.\n2. Mark the items where you can do something yourself.\n3. For each marked item, write down one small next step.\n4. Set a fixed "worry time", for example 15 minutes at 5 pm, when you will look at the list again.\n5. Deliberately put the list aside and turn to your next task.',
      duration: 'About 3 minutes',
      effect:
        'Worries that are written down no longer have to be held in your head all the time. Postponing them to a fixed time helps you work with more focus during the day instead of drifting back into brooding.',
      commonMistakes:
        'Not sticking to the worry time after all; starting to solve every worry straight away; writing the list in bed at night.',
      tip: 'If a worry comes back later, tell yourself: "That one is parked." If worries weigh heavily on you over a longer period, talk to someone you trust or seek professional support.',
    },
  },
  {
    slug: 'micro-pause-planning-day',
    kind: 'mental',
    level: 1,
    equipment: 'none',
    undercover: true,
    durationSeconds: 120,
    repetitions: null,
    regions: ['brain'],
    contraindicatedRegions: [],
    gentle: true,
    focus: ['management'],
    goals: ['wellbeing'],
    de: {
      name: 'Mikropausen planen',
      startingPosition: 'Öffnen Sie morgens Ihren Kalender oder Ihre Aufgabenliste.',
      sequence:
        '1. Sehen Sie sich den Tag an und markieren Sie lange Blöcke ohne Unterbrechung.\n2. Planen Sie etwa alle 60 bis 90 Minuten eine Mikropause von 1 bis 3 Minuten ein.\n3. Legen Sie für jede Pause fest, was Sie tun: aufstehen, in die Ferne schauen, eine Atemübung machen oder ein Glas Wasser holen.\n4. Verknüpfen Sie die Pausen mit festen Anlässen, zum Beispiel nach jedem Meeting.\n5. Stellen Sie sich dezente Erinnerungen ein.',
      duration: 'Etwa 2 Minuten Planung am Morgen',
      effect:
        'Studien zeigen, dass kurze, regelmäßige Pausen Müdigkeit verringern und das Energiegefühl über den Tag stärken können. Wer Pausen vorab plant, macht sie auch eher.',
      commonMistakes:
        'Pausen erst machen, wenn gar nichts mehr geht; Pausen mit Scrollen auf dem Handy füllen; so viele Pausen planen, dass sie dann doch ausfallen.',
      tip: 'Drei fest geplante Pausen, die wirklich stattfinden, sind besser als zehn gute Vorsätze. Die Übungen aus officefit passen genau in diese Lücken.',
    },
    en: {
      name: 'Plan micro-breaks',
      startingPosition: 'In the morning, open your calendar or your task list.',
      sequence:
        '1. Look at your day and mark long blocks without interruption.\n2. Plan a micro-break of 1 to 3 minutes roughly every 60 to 90 minutes.\n3. Decide for each break what you will do: stand up, look into the distance, do a breathing exercise or fetch a glass of water.\n4. Link the breaks to fixed occasions, for example after each meeting.\n5. Set yourself discreet reminders.',
      duration: 'About 2 minutes of planning in the morning',
      effect:
        'Studies show that short, regular breaks can reduce fatigue and boost your sense of energy over the day. If you plan breaks in advance, you are more likely to take them.',
      commonMistakes:
        'Only taking a break when nothing works any more; filling breaks with scrolling on your phone; planning so many breaks that they end up being skipped.',
      tip: 'Three firmly planned breaks that actually happen are better than ten good intentions. The officefit exercises fit exactly into these gaps.',
    },
  },
  {
    slug: 'single-tasking-focus-block-setup',
    kind: 'mental',
    level: 2,
    equipment: 'none',
    undercover: true,
    durationSeconds: 120,
    repetitions: null,
    regions: ['brain'],
    contraindicatedRegions: [],
    gentle: true,
    focus: ['management', 'attention'],
    goals: ['wellbeing'],
    de: {
      name: 'Single-Tasking-Start',
      startingPosition: 'Sitzen Sie an Ihrem Arbeitsplatz vor einer Aufgabe, die Konzentration erfordert.',
      sequence:
        '1. Wählen Sie genau eine Aufgabe und schreiben Sie den ersten konkreten Schritt auf.\n2. Schließen Sie alle Fenster und Tabs, die Sie dafür nicht brauchen.\n3. Schalten Sie Benachrichtigungen stumm und legen Sie das Handy außer Sichtweite.\n4. Stellen Sie einen Timer auf 25 bis 45 Minuten.\n5. Atmen Sie einmal bewusst aus und beginnen Sie mit dem ersten Schritt. Ablenkende Einfälle notieren Sie auf einem Zettel für später.',
      duration: 'Etwa 2 Minuten Vorbereitung, danach ein Fokusblock nach Wahl',
      effect:
        'Jeder Wechsel zwischen Aufgaben kostet Zeit und Aufmerksamkeit. Wer bewusst nur eine Sache tut, arbeitet meist ruhiger, macht weniger Fehler und hat am Ende des Blocks ein sichtbares Ergebnis.',
      commonMistakes:
        'Die Aufgabe zu groß wählen („Projekt fertig machen“); „nur kurz“ die Mails checken; den Zettel für Einfälle vergessen und jedem Gedanken sofort nachgehen.',
      tip: 'Beginnen Sie mit einem 25-Minuten-Block pro Tag und steigern Sie sich. Zeigen Sie Kolleginnen und Kollegen, wann Sie im Fokus sind, zum Beispiel über Ihren Status im Chat.',
    },
    en: {
      name: 'Single-tasking start',
      startingPosition: 'Sit at your workstation in front of a task that requires concentration.',
      sequence:
        '1. Choose exactly one task and write down the first concrete step.\n2. Close all windows and tabs you do not need for it.\n3. Mute notifications and put your phone out of sight.\n4. Set a timer for 25 to 45 minutes.\n5. Breathe out consciously once and begin with the first step. Write distracting ideas on a notepad for later.',
      duration: 'About 2 minutes of preparation, followed by a focus block of your choice',
      effect:
        'Every switch between tasks costs time and attention. If you deliberately do just one thing, you usually work more calmly, make fewer mistakes and have a visible result at the end of the block.',
      commonMistakes:
        'Choosing a task that is too big ("finish the project"); checking emails "just quickly"; forgetting the notepad and chasing every idea straight away.',
      tip: 'Start with one 25-minute block a day and build up. Let colleagues know when you are focusing, for example through your chat status.',
    },
  },
  {
    slug: 'brain-dump-mental-unload',
    kind: 'mental',
    level: 1,
    equipment: 'none',
    undercover: true,
    durationSeconds: 180,
    repetitions: null,
    regions: ['brain'],
    contraindicatedRegions: [],
    gentle: true,
    focus: ['management', 'sleep'],
    goals: ['wellbeing'],
    de: {
      name: 'Kopf leeren',
      startingPosition:
        'Sitzen Sie mit Papier und Stift an Ihrem Platz – zum Beispiel am Ende des Arbeitstags oder wenn der Kopf übervoll ist.',
      sequence:
        '1. Stellen Sie einen Timer auf 2 Minuten.\n2. Schreiben Sie ohne Pause alles auf, was Ihnen durch den Kopf geht: Aufgaben, Ideen, offene Fragen, Erledigungen.\n3. Achten Sie nicht auf Rechtschreibung oder Reihenfolge.\n4. Markieren Sie danach die drei wichtigsten Punkte für morgen.\n5. Legen Sie die Liste an einen festen Ort, an dem Sie sie wiederfinden.',
      duration: 'Etwa 3 Minuten',
      effect:
        'Offene Aufgaben beanspruchen Aufmerksamkeit, solange sie nur im Kopf sind. Aufgeschrieben und geordnet fällt es leichter, abzuschalten – auch vor dem Schlafengehen.',
      commonMistakes:
        'Beim Schreiben schon anfangen, Aufgaben zu erledigen; zu lange sortieren; die Liste danach nie wieder ansehen.',
      tip: 'Eine Studie deutet darauf hin, dass das Aufschreiben der Aufgaben für den nächsten Tag das Einschlafen erleichtern kann. Probieren Sie es ein paar Abende lang aus.',
    },
    en: {
      name: 'Brain dump',
      startingPosition:
        'Sit at your desk with paper and pen – for example at the end of the working day or when your head feels overloaded.',
      sequence:
        '1. Set a timer for 2 minutes.\n2. Write down, without stopping, everything that goes through your head: tasks, ideas, open questions, errands.\n3. Do not worry about spelling or order.\n4. Then mark the three most important items for tomorrow.\n5. Keep the list in a fixed place where you will find it again.',
      duration: 'About 3 minutes',
      effect:
        'Open tasks take up attention as long as they only live in your head. Once they are written down and sorted, it is easier to switch off – including before going to bed.',
      commonMistakes:
        'Starting to do tasks while writing; spending too long sorting; never looking at the list again.',
      tip: "One study suggests that writing down tomorrow's tasks can make it easier to fall asleep. Try it for a few evenings.",
    },
  },
  {
    slug: 'if-then-plan-for-interruptions',
    kind: 'mental',
    level: 2,
    equipment: 'none',
    undercover: true,
    durationSeconds: 120,
    repetitions: null,
    regions: ['brain'],
    contraindicatedRegions: [],
    gentle: true,
    focus: ['management', 'attention'],
    goals: ['wellbeing'],
    de: {
      name: 'Wenn-dann-Plan',
      startingPosition:
        'Sitzen Sie mit einem Notizzettel an Ihrem Platz. Denken Sie an eine typische Störung, die Sie immer wieder aus dem Konzept bringt.',
      sequence:
        '1. Beschreiben Sie die Situation möglichst konkret, zum Beispiel: „Eine Chatnachricht ploppt auf, während ich schreibe.“\n2. Überlegen Sie, wie Sie stattdessen reagieren möchten.\n3. Formulieren Sie einen Satz nach dem Muster „Wenn …, dann …“, etwa: „Wenn eine Nachricht kommt, dann schreibe ich den Absatz zu Ende und antworte erst danach.“\n4. Sagen Sie sich den Satz innerlich dreimal und stellen Sie sich die Situation dabei bildlich vor.\n5. Legen Sie den Zettel gut sichtbar neben Ihren Bildschirm.',
      duration: 'Etwa 2 Minuten',
      effect:
        'Wenn-dann-Pläne verknüpfen eine Situation mit einer vorab gewählten Reaktion. Sie sind gut untersucht und helfen, gute Vorsätze auch unter Zeitdruck umzusetzen.',
      commonMistakes:
        'Zu vage formulieren („Wenn es stressig wird, bleibe ich ruhig“); mehrere Pläne auf einmal aufstellen; den Plan nicht bildlich durchspielen.',
      tip: 'Ein Plan pro Woche reicht. Prüfen Sie am Freitag, ob er funktioniert hat, und passen Sie ihn bei Bedarf an.',
    },
    en: {
      name: 'If-then plan',
      startingPosition:
        'Sit at your desk with a sticky note. Think of a typical interruption that keeps throwing you off track.',
      sequence:
        '1. Describe the situation as concretely as possible, for example: "A chat message pops up while I am writing."\n2. Consider how you would like to respond instead.\n3. Put it into a sentence following the pattern "If …, then …", for example: "If a message comes in, then I finish the paragraph and only reply afterwards."\n4. Say the sentence to yourself three times while picturing the situation.\n5. Place the note where you can see it next to your screen.',
      duration: 'About 2 minutes',
      effect:
        'If-then plans link a situation to a response chosen in advance. They are well studied and help you put good intentions into practice even under time pressure.',
      commonMistakes:
        'Phrasing it too vaguely ("If things get stressful, I will stay calm"); making several plans at once; not picturing the plan in your mind.',
      tip: 'One plan a week is enough. On Friday, check whether it worked and adjust it if needed.',
    },
  },
  {
    slug: 'self-compassion-pause-three-steps',
    kind: 'mental',
    level: 2,
    equipment: 'none',
    undercover: true,
    durationSeconds: 90,
    repetitions: null,
    regions: ['brain'],
    contraindicatedRegions: [],
    gentle: true,
    focus: ['mental'],
    goals: ['wellbeing'],
    de: {
      name: 'Freundliche Selbstpause',
      startingPosition:
        'Sitzen Sie an Ihrem Platz, zum Beispiel nach einem Fehler, einer Kritik oder einem anstrengenden Gespräch. Legen Sie, wenn es passt, eine Hand auf die Brust oder den Unterarm.',
      sequence:
        '1. Erkennen Sie an, was gerade ist, und sagen Sie sich innerlich: „Das ist gerade schwierig.“\n2. Erinnern Sie sich: „So etwas erleben viele Menschen – ich bin damit nicht allein.“\n3. Sagen Sie sich einen freundlichen Satz, den Sie auch einer geschätzten Kollegin oder einem Kollegen sagen würden, etwa: „Ich gebe mir einen Moment“ oder „Ich tue, was ich kann.“\n4. Atmen Sie dreimal ruhig aus und spüren Sie die Wärme Ihrer Hand.',
      duration: 'Etwa 1,5 Minuten',
      effect:
        'Ein freundlicher innerer Ton hilft, nach Rückschlägen schneller wieder handlungsfähig zu werden, statt sich in Selbstkritik zu verlieren. Die Übung ist an die Forschung zu Selbstmitgefühl angelehnt.',
      commonMistakes:
        'Das Problem kleinreden („Ist doch nicht schlimm“); die Sätze mechanisch abspulen; erwarten, dass das unangenehme Gefühl sofort verschwindet.',
      tip: 'Finden Sie eigene Worte, die sich ehrlich anfühlen. Die Hand kann auch ganz unauffällig auf dem Unterarm liegen.',
    },
    en: {
      name: 'Kind self-pause',
      startingPosition:
        'Sit at your desk, for example after a mistake, criticism or a demanding conversation. If it feels right, place one hand on your chest or forearm.',
      sequence:
        '1. Acknowledge what is happening and say to yourself silently: "This is difficult right now."\n2. Remind yourself: "Many people go through this – I am not alone in it."\n3. Say a kind sentence to yourself that you would also say to a valued colleague, such as "I am giving myself a moment" or "I am doing what I can."\n4. Breathe out calmly three times and feel the warmth of your hand.',
      duration: 'About 1.5 minutes',
      effect:
        'A kind inner tone helps you regain your ability to act after setbacks instead of getting lost in self-criticism. The exercise is based on research into self-compassion.',
      commonMistakes:
        'Playing the problem down ("It\'s no big deal"); reeling off the sentences mechanically; expecting the unpleasant feeling to disappear immediately.',
      tip: 'Find your own words that feel honest. Your hand can also rest quite inconspicuously on your forearm.',
    },
  },
];
