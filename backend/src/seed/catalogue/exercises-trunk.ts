import type { CatalogueExercise } from './types';

// Trunk exercises: back, lumbar spine, torso, side and straight belly, buttocks and hip.
export const trunk: CatalogueExercise[] = [
  // ─── Strengthening ────────────────────────────────────────────────────────────────────────────
  {
    slug: 'standing-band-anti-rotation-press',
    kind: 'strengthening',
    level: 2,
    equipment: 'band',
    undercover: false,
    durationSeconds: 180,
    repetitions: 10,
    regions: ['side_belly', 'torso', 'straight_belly'],
    contraindicatedRegions: ['lumbar_spine'],
    gentle: false,
    focus: ['strength', 'sport'],
    goals: ['muscle'],
    de: {
      name: 'Anti-Rotations-Drücken mit Band',
      startingPosition:
        'Befestigen Sie das Band etwa auf Brusthöhe an einem stabilen Punkt, z. B. an einem Regalpfosten oder Fenstergriff. Stellen Sie sich seitlich dazu, Füße hüftbreit, Knie leicht gebeugt. Halten Sie das Band mit beiden Händen vor dem Brustbein und gehen Sie so weit seitlich weg, dass es leicht gespannt ist.',
      sequence:
        '1. Spannen Sie Bauch und Gesäß leicht an, die Schultern bleiben tief.\n2. Drücken Sie die Hände langsam gerade vor die Brust, bis die Arme gestreckt sind.\n3. Halten Sie die Arme 2 Sekunden gestreckt, ohne dass sich Oberkörper oder Becken zum Band hin drehen.\n4. Führen Sie die Hände kontrolliert zurück zum Brustbein.\n5. Nach 10 Wiederholungen drehen Sie sich um und üben mit der anderen Seite.',
      duration: '2 × 10 Wiederholungen pro Seite, etwa 3 Minuten',
      effect:
        'Kräftigt die schräge und die gerade Bauchmuskulatur, weil der Rumpf dem seitlichen Zug des Bandes standhalten muss. So wird die Stabilität des Oberkörpers bei Alltags- und Sportbewegungen trainiert.',
      commonMistakes:
        'Der Oberkörper dreht sich zum Befestigungspunkt hin; das Becken weicht zur Seite aus; die Schultern ziehen nach oben; das Band ist so stark, dass die Position nicht sauber gehalten werden kann.',
      tip: 'Je weiter Sie vom Befestigungspunkt weg stehen, desto anstrengender wird die Übung. Atmen Sie beim Vorstrecken der Arme ruhig aus.',
    },
    en: {
      name: 'Band anti-rotation press',
      startingPosition:
        'Anchor the band at about chest height to something stable, e.g. a shelf post or window handle. Stand side-on to it, feet hip-width apart, knees slightly bent. Hold the band with both hands in front of your breastbone and step sideways until it is slightly taut.',
      sequence:
        '1. Lightly brace your abdomen and glutes; keep your shoulders down.\n2. Slowly press your hands straight out in front of your chest until your arms are extended.\n3. Hold for 2 seconds without letting your upper body or pelvis turn towards the band.\n4. Bring your hands back to your breastbone with control.\n5. After 10 repetitions, turn around and work the other side.',
      duration: '2 × 10 repetitions per side, about 3 minutes',
      effect:
        'Strengthens the oblique and straight abdominal muscles, because your trunk has to resist the sideways pull of the band. This trains the stability of your upper body for everyday and sports movements.',
      commonMistakes:
        'Rotating the upper body towards the anchor; letting the pelvis drift sideways; shrugging the shoulders; using a band so strong that you cannot hold the position cleanly.',
      tip: 'The further you stand from the anchor point, the harder it gets. Breathe out calmly as you press your arms forward.',
    },
  },
  {
    slug: 'seated-abdominal-brace-breathing',
    kind: 'strengthening',
    level: 1,
    equipment: 'none',
    undercover: true,
    durationSeconds: 120,
    repetitions: null,
    regions: ['straight_belly', 'lumbar_spine'],
    contraindicatedRegions: [],
    gentle: true,
    focus: ['strength'],
    goals: ['muscle', 'painremoval'],
    de: {
      name: 'Bauchspannung im Sitzen',
      startingPosition:
        'Setzen Sie sich aufrecht auf das vordere Drittel Ihres Stuhls. Die Füße stehen hüftbreit flach auf dem Boden, die Hände liegen locker auf den Oberschenkeln.',
      sequence:
        '1. Atmen Sie ein und lassen Sie den Bauch dabei locker.\n2. Atmen Sie aus und ziehen Sie den Bauchnabel sanft Richtung Wirbelsäule, als würden Sie einen Gürtel ein Loch enger schnallen.\n3. Halten Sie diese leichte Spannung 10 Sekunden und atmen Sie dabei ruhig weiter.\n4. Lösen Sie die Spannung für 10 Sekunden und wiederholen Sie den Ablauf.',
      duration: '6 × 10 Sekunden halten mit je 10 Sekunden Pause, etwa 2 Minuten',
      effect:
        'Aktiviert die tiefe Bauchmuskulatur, die die Lendenwirbelsäule stabilisiert, und schult das Gespür für eine aufrechte, gut gestützte Sitzhaltung.',
      commonMistakes:
        'Die Luft anhalten; den Bauch mit voller Kraft einziehen statt mit etwa einem Drittel der Kraft; dabei ins Hohlkreuz oder in einen Rundrücken rutschen.',
      tip: 'Legen Sie zur Kontrolle die Fingerspitzen knapp innen neben die vorderen Beckenknochen: Sie sollten dort eine sanfte Spannung spüren, ohne dass sich der Bauch nach vorn wölbt.',
    },
    en: {
      name: 'Seated abdominal brace',
      startingPosition:
        'Sit upright on the front third of your chair. Your feet are flat on the floor, hip-width apart, and your hands rest loosely on your thighs.',
      sequence:
        '1. Breathe in and let your belly relax.\n2. Breathe out and gently draw your navel towards your spine, as if tightening your belt by one notch.\n3. Hold this light tension for 10 seconds while breathing calmly.\n4. Release the tension for 10 seconds, then repeat.',
      duration: '6 × 10-second holds with 10 seconds of rest each, about 2 minutes',
      effect:
        'Activates the deep abdominal muscles that stabilise the lumbar spine and sharpens your sense of an upright, well-supported sitting posture.',
      commonMistakes:
        'Holding your breath; pulling the belly in with full force instead of about a third of your strength; slipping into an arched or rounded back.',
      tip: 'To check, place your fingertips just inside the bony points at the front of your pelvis: you should feel gentle tension there without your belly bulging forward.',
    },
  },
  {
    slug: 'seated-alternating-knee-lift-brace',
    kind: 'strengthening',
    level: 2,
    equipment: 'none',
    undercover: true,
    durationSeconds: 150,
    repetitions: 10,
    regions: ['straight_belly', 'hip'],
    contraindicatedRegions: ['hip'],
    gentle: false,
    focus: ['strength'],
    goals: ['muscle'],
    de: {
      name: 'Knieheben im Sitzen',
      startingPosition:
        'Sitzen Sie aufrecht auf dem vorderen Drittel des Stuhls, ohne sich anzulehnen. Die Füße stehen hüftbreit auf dem Boden, die Hände halten sich seitlich leicht an der Sitzfläche fest.',
      sequence:
        '1. Bauen Sie eine leichte Bauchspannung auf und richten Sie die Wirbelsäule lang auf.\n2. Heben Sie den rechten Fuß einige Zentimeter an und ziehen Sie das Knie langsam Richtung Brust, ohne sich nach hinten zu lehnen.\n3. Halten Sie das Knie oben 2 Sekunden.\n4. Senken Sie den Fuß langsam ab, bis er den Boden nur leicht berührt.\n5. Wechseln Sie die Seite und üben Sie abwechselnd weiter.',
      duration: '2 × 10 Wiederholungen pro Seite, etwa 2½ Minuten',
      effect:
        'Kräftigt die untere Bauchmuskulatur und die Hüftbeuger und trainiert, den Rumpf stabil zu halten, während sich das Bein bewegt.',
      commonMistakes:
        'Sich nach hinten lehnen oder einen Rundrücken machen; den Fuß fallen lassen statt langsam abzusenken; die Schultern hochziehen; mit Schwung arbeiten.',
      tip: 'Zur Steigerung heben Sie beide Knie gleichzeitig kurz an. Leichter wird es, wenn Sie den Fuß nur knapp vom Boden lösen.',
    },
    en: {
      name: 'Seated alternating knee lift',
      startingPosition:
        'Sit upright on the front third of your chair without leaning back. Your feet are hip-width apart on the floor and your hands lightly hold the sides of the seat.',
      sequence:
        '1. Build up light abdominal tension and lengthen your spine.\n2. Lift your right foot a few centimetres and slowly draw the knee towards your chest without leaning back.\n3. Hold the knee up for 2 seconds.\n4. Lower the foot slowly until it just touches the floor.\n5. Switch sides and keep alternating.',
      duration: '2 × 10 repetitions per side, about 2½ minutes',
      effect:
        'Strengthens the lower abdominal muscles and the hip flexors and trains you to keep your trunk stable while your leg moves.',
      commonMistakes:
        'Leaning back or rounding the back; dropping the foot instead of lowering it slowly; shrugging the shoulders; using momentum.',
      tip: 'To make it harder, briefly lift both knees at the same time. To make it easier, lift the foot only just off the floor.',
    },
  },
  {
    slug: 'desk-incline-plank-hold',
    kind: 'strengthening',
    level: 2,
    equipment: 'none',
    undercover: false,
    durationSeconds: 150,
    repetitions: null,
    regions: ['straight_belly', 'torso', 'back'],
    contraindicatedRegions: ['shoulder', 'wrist', 'lumbar_spine'],
    gentle: false,
    focus: ['strength'],
    goals: ['muscle'],
    de: {
      name: 'Schräger Stütz am Schreibtisch',
      startingPosition:
        'Stellen Sie sich vor einen stabilen, nicht rollenden Schreibtisch. Setzen Sie die Hände schulterbreit an die Tischkante und gehen Sie mit den Füßen so weit zurück, dass Ihr Körper von Kopf bis Ferse eine gerade Linie bildet. Die Arme sind gestreckt, die Schultern über den Händen.',
      sequence:
        '1. Spannen Sie Bauch und Gesäß an und richten Sie das Becken leicht auf, damit kein Hohlkreuz entsteht.\n2. Schieben Sie sich leicht vom Tisch weg, sodass die Schulterblätter nicht zwischen den Schultern einsinken.\n3. Halten Sie die Position 30 Sekunden und atmen Sie ruhig weiter.\n4. Gehen Sie mit den Füßen nach vorn, pausieren Sie 20 Sekunden und wiederholen Sie die Übung.',
      duration: '3 × 30 Sekunden halten, etwa 2½ Minuten',
      effect:
        'Kräftigt die gerade Bauchmuskulatur, die Rückenstrecker und den Schultergürtel gemeinsam und trainiert eine stabile Ganzkörperspannung.',
      commonMistakes:
        'Die Hüfte hängt durch und es entsteht ein Hohlkreuz; das Gesäß ragt nach oben; der Kopf hängt nach unten; der Tisch rollt oder wackelt.',
      tip: 'Je weiter die Füße vom Tisch entfernt sind, desto anstrengender wird es. Alternativ können Sie sich mit den Unterarmen auf dem Tisch abstützen.',
    },
    en: {
      name: 'Desk incline plank',
      startingPosition:
        'Stand facing a stable desk that does not roll. Place your hands shoulder-width apart on the edge and walk your feet back until your body forms a straight line from head to heels. Your arms are straight, shoulders above your hands.',
      sequence:
        '1. Brace your abdomen and glutes and tuck your pelvis slightly so your lower back does not arch.\n2. Push gently away from the desk so your shoulder blades do not sink between your shoulders.\n3. Hold the position for 30 seconds while breathing calmly.\n4. Walk your feet forward, rest for 20 seconds and repeat.',
      duration: '3 × 30-second holds, about 2½ minutes',
      effect:
        'Strengthens the straight abdominal muscles, the back extensors and the shoulder girdle together and trains stable full-body tension.',
      commonMistakes:
        'Letting the hips sag into an arched back; sticking the bottom up; letting the head hang; using a desk that rolls or wobbles.',
      tip: 'The further your feet are from the desk, the harder it gets. You can also rest on your forearms on the desk instead.',
    },
  },
  {
    slug: 'floor-forearm-plank-alternating-leg-lift',
    kind: 'strengthening',
    level: 3,
    equipment: 'none',
    undercover: false,
    durationSeconds: 180,
    repetitions: 6,
    regions: ['straight_belly', 'buttocks', 'back'],
    contraindicatedRegions: ['lumbar_spine', 'shoulder'],
    gentle: false,
    focus: ['strength', 'sport'],
    goals: ['muscle'],
    de: {
      name: 'Unterarmstütz mit Beinheben',
      startingPosition:
        'Gehen Sie auf einer Matte in den Unterarmstütz: Ellbogen unter den Schultern, Unterarme parallel, Beine gestreckt, Zehenspitzen aufgestellt. Ihr Körper bildet eine gerade Linie.',
      sequence:
        '1. Spannen Sie Bauch und Gesäß an und drücken Sie die Unterarme aktiv in den Boden.\n2. Heben Sie das rechte Bein gestreckt etwa eine Handbreit an, ohne dass das Becken kippt.\n3. Halten Sie es 2 Sekunden und setzen Sie den Fuß wieder ab.\n4. Wechseln Sie zum linken Bein.\n5. Nach 6 Wiederholungen pro Seite legen Sie die Knie ab und pausieren 20 Sekunden.',
      duration: '3 × 6 Wiederholungen pro Seite, etwa 3 Minuten',
      effect:
        'Kräftigt die tiefe und die gerade Bauchmuskulatur, die Rückenstrecker und die Gesäßmuskulatur. Das einseitige Abheben fordert die Stabilität des Rumpfes zusätzlich heraus.',
      commonMistakes:
        'Das Bein zu hoch heben, sodass ein Hohlkreuz entsteht; das Becken zur Seite drehen; die Hüfte durchhängen lassen; die Luft anhalten.',
      tip: 'Stellen Sie sich ein Glas Wasser auf Ihrem unteren Rücken vor, das nicht kippen darf. Leichter wird die Übung, wenn Sie die Knie am Boden lassen.',
    },
    en: {
      name: 'Forearm plank with leg lift',
      startingPosition:
        'Get into a forearm plank on a mat: elbows under your shoulders, forearms parallel, legs straight, toes tucked under. Your body forms a straight line.',
      sequence:
        '1. Brace your abdomen and glutes and press your forearms actively into the floor.\n2. Lift your straight right leg about a hand’s width without letting your pelvis tilt.\n3. Hold for 2 seconds, then put the foot back down.\n4. Switch to the left leg.\n5. After 6 repetitions per side, lower your knees and rest for 20 seconds.',
      duration: '3 × 6 repetitions per side, about 3 minutes',
      effect:
        'Strengthens the deep and straight abdominal muscles, the back extensors and the glutes. Lifting one leg adds an extra challenge to trunk stability.',
      commonMistakes:
        'Lifting the leg so high that the lower back arches; rotating the pelvis to the side; letting the hips sag; holding your breath.',
      tip: 'Imagine a glass of water on your lower back that must not tip over. To make it easier, keep your knees on the floor.',
    },
  },
  {
    slug: 'floor-side-plank-hip-lift',
    kind: 'strengthening',
    level: 3,
    equipment: 'none',
    undercover: false,
    durationSeconds: 180,
    repetitions: 10,
    regions: ['side_belly', 'hip'],
    contraindicatedRegions: ['shoulder', 'side_belly'],
    gentle: false,
    focus: ['strength', 'sport'],
    goals: ['muscle'],
    de: {
      name: 'Seitstütz mit Hüftheben',
      startingPosition:
        'Legen Sie sich auf einer Matte auf die rechte Seite. Der rechte Ellbogen steht direkt unter der Schulter, die Beine sind gestreckt und liegen übereinander, die Hüfte liegt am Boden.',
      sequence:
        '1. Spannen Sie den Bauch an und heben Sie die Hüfte, bis Ihr Körper eine gerade Linie bildet.\n2. Senken Sie die Hüfte langsam ab, bis sie den Boden fast berührt.\n3. Heben Sie die Hüfte wieder kraftvoll an.\n4. Nach 10 Wiederholungen wechseln Sie auf die linke Seite.',
      duration: '2 × 10 Wiederholungen pro Seite, etwa 3 Minuten',
      effect:
        'Kräftigt die seitliche Rumpfmuskulatur, also die schrägen Bauchmuskeln und den quadratischen Lendenmuskel, sowie die seitliche Hüftmuskulatur.',
      commonMistakes:
        'Der Ellbogen steht nicht unter der Schulter; die Hüfte knickt nach hinten ab; die Schulter sinkt Richtung Ohr; der Oberkörper dreht sich zum Boden.',
      tip: 'Leichter wird die Übung, wenn Sie beide Knie um 90 Grad anwinkeln und sich auf dem unteren Knie abstützen.',
    },
    en: {
      name: 'Side plank hip lift',
      startingPosition:
        'Lie on your right side on a mat. Your right elbow is directly under your shoulder, your legs are straight and stacked, and your hip rests on the floor.',
      sequence:
        '1. Brace your abdomen and lift your hip until your body forms a straight line.\n2. Slowly lower the hip until it almost touches the floor.\n3. Lift the hip again powerfully.\n4. After 10 repetitions, switch to your left side.',
      duration: '2 × 10 repetitions per side, about 3 minutes',
      effect:
        'Strengthens the muscles at the side of the trunk – the obliques and the quadratus lumborum – as well as the muscles at the side of the hip.',
      commonMistakes:
        'Elbow not under the shoulder; hips bending backwards; shoulder sinking towards the ear; upper body rolling towards the floor.',
      tip: 'For an easier version, bend both knees to 90 degrees and support yourself on the lower knee.',
    },
  },
  {
    slug: 'desk-incline-side-plank-hold',
    kind: 'strengthening',
    level: 2,
    equipment: 'none',
    undercover: false,
    durationSeconds: 120,
    repetitions: null,
    regions: ['side_belly', 'hip'],
    contraindicatedRegions: ['shoulder'],
    gentle: false,
    focus: ['strength'],
    goals: ['muscle'],
    de: {
      name: 'Seitstütz am Schreibtisch',
      startingPosition:
        'Stellen Sie sich seitlich neben einen stabilen Schreibtisch. Legen Sie den rechten Unterarm auf die Tischkante, der Ellbogen steht unter der Schulter. Gehen Sie mit den Füßen seitlich vom Tisch weg, bis Ihr Körper eine schräge, gerade Linie bildet. Die Füße stehen leicht versetzt.',
      sequence:
        '1. Spannen Sie den Bauch an und drücken Sie den Unterarm in die Tischplatte.\n2. Schieben Sie die untere Hüftseite leicht nach oben, damit die Taille nicht durchhängt.\n3. Halten Sie die Position 20 Sekunden und atmen Sie ruhig weiter.\n4. Richten Sie sich auf und wechseln Sie die Seite. Üben Sie 2 Durchgänge pro Seite.',
      duration: '2 × 20 Sekunden halten pro Seite, etwa 2 Minuten',
      effect:
        'Kräftigt die seitlichen Bauchmuskeln und die seitliche Hüftmuskulatur mit weniger Belastung als der Seitstütz am Boden.',
      commonMistakes:
        'Die Hüfte hängt durch; der Körper knickt in der Hüfte ab; die Schulter wird hochgezogen; der Tisch wackelt oder rollt.',
      tip: 'Legen Sie die obere Hand an die Hüfte. Schwerer wird es, wenn Sie den oberen Arm zur Decke strecken.',
    },
    en: {
      name: 'Desk incline side plank',
      startingPosition:
        'Stand side-on to a stable desk. Place your right forearm on the edge of the desk with the elbow under your shoulder. Walk your feet sideways away from the desk until your body forms a straight diagonal line. Your feet are slightly staggered.',
      sequence:
        '1. Brace your abdomen and press your forearm into the desk.\n2. Push the lower side of your hip slightly upwards so your waist does not sag.\n3. Hold for 20 seconds while breathing calmly.\n4. Stand up and switch sides. Do 2 rounds per side.',
      duration: '2 × 20-second holds per side, about 2 minutes',
      effect:
        'Strengthens the side abdominal muscles and the muscles at the side of the hip with less load than a side plank on the floor.',
      commonMistakes:
        'Letting the hips sag; bending at the hips; shrugging the shoulder; using a desk that wobbles or rolls.',
      tip: 'Rest your top hand on your hip. To make it harder, reach your top arm towards the ceiling.',
    },
  },
  {
    slug: 'standing-band-good-morning',
    kind: 'strengthening',
    level: 3,
    equipment: 'band',
    undercover: false,
    durationSeconds: 180,
    repetitions: 12,
    regions: ['back', 'lumbar_spine', 'buttocks'],
    contraindicatedRegions: ['lumbar_spine', 'back'],
    gentle: false,
    focus: ['strength', 'sport'],
    goals: ['muscle'],
    de: {
      name: 'Hüftbeugen mit Band („Good Morning“)',
      startingPosition:
        'Stellen Sie sich hüftbreit mit beiden Füßen auf die Mitte des Bandes. Führen Sie die Enden nach oben und legen Sie das Band quer über den oberen Rücken, unterhalb des Nackens. Halten Sie die Enden mit den Händen auf Schulterhöhe fest. Die Knie sind leicht gebeugt.',
      sequence:
        '1. Spannen Sie den Bauch an und halten Sie die Wirbelsäule lang und gerade.\n2. Schieben Sie das Gesäß nach hinten und neigen Sie den Oberkörper mit geradem Rücken nach vorn, bis Sie eine Spannung an der Oberschenkelrückseite spüren – höchstens bis der Oberkörper fast waagerecht ist.\n3. Schieben Sie die Hüfte nach vorn und richten Sie sich auf, indem Sie das Gesäß anspannen.\n4. Kommen Sie in den aufrechten Stand, ohne sich nach hinten zu lehnen.',
      duration: '3 × 12 Wiederholungen, etwa 3 Minuten',
      effect:
        'Kräftigt die Rückenstrecker, die Gesäßmuskulatur und die Oberschenkelrückseite und trainiert die Hüftbeuge-Bewegung, die Sie auch beim Heben von Gegenständen brauchen.',
      commonMistakes:
        'Den Rücken runden; die Knie stark beugen, sodass eine Kniebeuge daraus wird; sich oben ins Hohlkreuz überstrecken; das Band direkt auf die Halswirbel legen.',
      tip: 'Das Band gehört auf die Muskulatur des oberen Rückens, nicht auf die Halswirbelsäule. Ein gefaltetes Handtuch darunter macht es angenehmer.',
    },
    en: {
      name: 'Band good morning',
      startingPosition:
        'Stand hip-width apart with both feet on the middle of the band. Bring the ends up and lay the band across your upper back, below your neck. Hold the ends with your hands at shoulder height. Your knees are slightly bent.',
      sequence:
        '1. Brace your abdomen and keep your spine long and straight.\n2. Push your hips back and tilt your upper body forward with a straight back until you feel tension in the back of your thighs – at most until your upper body is almost horizontal.\n3. Drive your hips forward and stand up by squeezing your glutes.\n4. Return to an upright stance without leaning back.',
      duration: '3 × 12 repetitions, about 3 minutes',
      effect:
        'Strengthens the back extensors, the glutes and the hamstrings and trains the hip-hinge movement you also need for lifting objects.',
      commonMistakes:
        'Rounding the back; bending the knees so much that it turns into a squat; arching backwards at the top; placing the band directly on the neck vertebrae.',
      tip: 'The band belongs on the muscles of your upper back, not on your cervical spine. A folded towel underneath makes it more comfortable.',
    },
  },
  {
    slug: 'floor-single-leg-glute-bridge',
    kind: 'strengthening',
    level: 3,
    equipment: 'none',
    undercover: false,
    durationSeconds: 180,
    repetitions: 10,
    regions: ['buttocks', 'hip'],
    contraindicatedRegions: ['lumbar_spine', 'hip'],
    gentle: false,
    focus: ['strength', 'running'],
    goals: ['muscle'],
    de: {
      name: 'Einbeinige Beckenbrücke',
      startingPosition:
        'Legen Sie sich auf einer Matte auf den Rücken. Die Knie sind gebeugt, die Füße stehen hüftbreit flach auf dem Boden, die Arme liegen neben dem Körper. Strecken Sie das linke Bein so aus, dass beide Oberschenkel parallel sind.',
      sequence:
        '1. Drücken Sie die rechte Ferse in den Boden und spannen Sie das Gesäß an.\n2. Heben Sie das Becken, bis Schulter, Hüfte und Knie eine Linie bilden.\n3. Halten Sie 2 Sekunden; das Becken bleibt dabei waagerecht.\n4. Senken Sie das Becken langsam ab, tippen Sie den Boden kurz an und heben Sie erneut.\n5. Nach 10 Wiederholungen wechseln Sie das Bein.',
      duration: '2 × 10 Wiederholungen pro Seite, etwa 3 Minuten',
      effect:
        'Kräftigt die Gesäßmuskulatur und die Oberschenkelrückseite des Standbeins und trainiert die Stabilität des Beckens, wie sie beim Gehen und Laufen gebraucht wird.',
      commonMistakes:
        'Das Becken sinkt auf der Seite des gestreckten Beins ab; zu hohes Anheben führt ins Hohlkreuz; der Druck geht über die Zehen statt über die Ferse.',
      tip: 'Wenn die Oberschenkelrückseite verkrampft, stellen Sie die Ferse näher ans Gesäß. Leichter wird es mit beiden Füßen am Boden.',
    },
    en: {
      name: 'Single-leg glute bridge',
      startingPosition:
        'Lie on your back on a mat. Your knees are bent, feet flat on the floor hip-width apart, arms beside your body. Straighten your left leg so that both thighs are parallel.',
      sequence:
        '1. Press your right heel into the floor and squeeze your glutes.\n2. Lift your pelvis until shoulder, hip and knee form a line.\n3. Hold for 2 seconds, keeping the pelvis level.\n4. Lower the pelvis slowly, briefly touch the floor and lift again.\n5. After 10 repetitions, switch legs.',
      duration: '2 × 10 repetitions per side, about 3 minutes',
      effect:
        'Strengthens the glutes and hamstrings of the supporting leg and trains pelvic stability as needed for walking and running.',
      commonMistakes:
        'Letting the pelvis drop on the side of the straight leg; lifting too high and arching the lower back; pushing through the toes instead of the heel.',
      tip: 'If the back of your thigh cramps, move your heel closer to your bottom. It is easier with both feet on the floor.',
    },
  },
  {
    slug: 'standing-band-lateral-side-steps',
    kind: 'strengthening',
    level: 2,
    equipment: 'band',
    undercover: false,
    durationSeconds: 150,
    repetitions: 10,
    regions: ['buttocks', 'hip'],
    contraindicatedRegions: ['hip', 'knee'],
    gentle: false,
    focus: ['strength', 'running'],
    goals: ['muscle', 'agility'],
    de: {
      name: 'Seitschritte mit Band',
      startingPosition:
        'Binden Sie das Band zu einer Schlaufe und legen Sie es knapp oberhalb der Knie um beide Beine. Stehen Sie hüftbreit, Knie und Hüfte leicht gebeugt, den Oberkörper leicht nach vorn geneigt, die Hände an den Hüften.',
      sequence:
        '1. Halten Sie das Band auf Spannung, sodass die Knie nicht nach innen fallen.\n2. Machen Sie mit dem rechten Fuß einen schulterbreiten Schritt zur Seite.\n3. Ziehen Sie den linken Fuß nur so weit nach, dass das Band gespannt bleibt.\n4. Gehen Sie 10 Schritte nach rechts und dann 10 Schritte nach links zurück.',
      duration: '3 × 10 Schritte pro Richtung, etwa 2½ Minuten',
      effect:
        'Kräftigt die seitliche Hüft- und die Gesäßmuskulatur, die Becken und Knie beim Gehen und Laufen stabilisieren.',
      commonMistakes:
        'Die Knie knicken nach innen; zwischendurch ganz aufrichten; mit dem Oberkörper hin und her schaukeln; die Füße berühren sich beim Nachstellen.',
      tip: 'Schwerer wird es, wenn Sie das Band um die Fußgelenke statt über die Knie legen.',
    },
    en: {
      name: 'Band lateral steps',
      startingPosition:
        'Tie the band into a loop and place it just above your knees around both legs. Stand hip-width apart with knees and hips slightly bent, upper body leaning slightly forward, hands on your hips.',
      sequence:
        '1. Keep tension on the band so your knees do not fall inwards.\n2. Take a shoulder-width step to the side with your right foot.\n3. Follow with your left foot only so far that the band stays taut.\n4. Take 10 steps to the right, then 10 steps back to the left.',
      duration: '3 × 10 steps in each direction, about 2½ minutes',
      effect:
        'Strengthens the muscles at the side of the hip and the glutes, which stabilise the pelvis and knees when walking and running.',
      commonMistakes:
        'Knees caving inwards; standing fully upright in between; swaying the upper body from side to side; letting the feet touch when stepping together.',
      tip: 'To make it harder, place the band around your ankles instead of above your knees.',
    },
  },
  {
    slug: 'seated-glute-squeeze-hold',
    kind: 'strengthening',
    level: 1,
    equipment: 'none',
    undercover: true,
    durationSeconds: 120,
    repetitions: 10,
    regions: ['buttocks'],
    contraindicatedRegions: [],
    gentle: true,
    focus: ['strength'],
    goals: ['muscle', 'wellbeing'],
    de: {
      name: 'Gesäß anspannen im Sitzen',
      startingPosition:
        'Sitzen Sie aufrecht auf Ihrem Stuhl. Die Füße stehen hüftbreit flach auf dem Boden, die Hände liegen auf den Oberschenkeln.',
      sequence:
        '1. Spannen Sie beide Gesäßhälften kräftig an – Sie heben sich dabei ein kleines Stück im Sitz an.\n2. Halten Sie die Spannung 5 Sekunden und atmen Sie ruhig weiter.\n3. Lösen Sie die Spannung vollständig für 3 Sekunden.\n4. Nach 10 Wiederholungen machen Sie eine kurze Pause und üben einen zweiten Satz.',
      duration: '2 × 10 Wiederholungen, etwa 2 Minuten',
      effect:
        'Aktiviert die Gesäßmuskulatur, die beim langen Sitzen kaum arbeitet, und regt die Durchblutung im Sitzbereich an.',
      commonMistakes:
        'Die Luft anhalten; statt des Gesäßes vor allem Oberschenkel oder Bauch anspannen; die Schultern hochziehen.',
      tip: 'Als Variante spannen Sie abwechselnd nur die linke und nur die rechte Gesäßhälfte an.',
    },
    en: {
      name: 'Seated glute squeeze',
      startingPosition:
        'Sit upright on your chair. Your feet are flat on the floor hip-width apart and your hands rest on your thighs.',
      sequence:
        '1. Squeeze both glutes firmly – you will rise slightly in your seat.\n2. Hold the tension for 5 seconds while breathing calmly.\n3. Release the tension completely for 3 seconds.\n4. After 10 repetitions, take a short break and do a second set.',
      duration: '2 × 10 repetitions, about 2 minutes',
      effect:
        'Activates the glutes, which barely work during long periods of sitting, and stimulates blood flow in the seat area.',
      commonMistakes:
        'Holding your breath; tensing mainly the thighs or belly instead of the glutes; shrugging the shoulders.',
      tip: 'As a variation, alternate between squeezing only the left and only the right side.',
    },
  },
  {
    slug: 'quadruped-bird-dog-slow-reach',
    kind: 'strengthening',
    level: 2,
    equipment: 'none',
    undercover: false,
    durationSeconds: 180,
    repetitions: 8,
    regions: ['back', 'lumbar_spine', 'buttocks'],
    contraindicatedRegions: ['wrist', 'knee'],
    gentle: true,
    focus: ['strength', 'yoga'],
    goals: ['muscle', 'painremoval'],
    de: {
      name: 'Diagonales Strecken im Vierfüßlerstand',
      startingPosition:
        'Gehen Sie auf einer Matte in den Vierfüßlerstand: Hände unter den Schultern, Knie unter den Hüften. Der Rücken ist gerade, der Blick geht zum Boden.',
      sequence:
        '1. Spannen Sie den Bauch leicht an.\n2. Strecken Sie langsam den rechten Arm nach vorn und das linke Bein nach hinten, bis beide in Verlängerung des Rumpfes sind.\n3. Halten Sie 3 Sekunden; das Becken bleibt waagerecht.\n4. Führen Sie Arm und Bein langsam zurück und wechseln Sie die Diagonale.',
      duration: '2 × 8 Wiederholungen pro Seite, etwa 3 Minuten',
      effect:
        'Kräftigt die Rückenstrecker, die Gesäßmuskulatur und die tiefe Rumpfmuskulatur und schult Koordination und Stabilität der Lendenwirbelsäule.',
      commonMistakes:
        'Das Bein zu hoch heben und ins Hohlkreuz gehen; das Becken zur Seite kippen; den Kopf in den Nacken legen; zu schnell üben.',
      tip: 'Stellen Sie sich eine Tasse auf Ihrem unteren Rücken vor. Leichter wird es, wenn Sie nur das Bein oder nur den Arm strecken.',
    },
    en: {
      name: 'Bird dog',
      startingPosition:
        'Get onto all fours on a mat: hands under your shoulders, knees under your hips. Your back is straight and your gaze is directed at the floor.',
      sequence:
        '1. Lightly brace your abdomen.\n2. Slowly reach your right arm forward and your left leg back until both are in line with your trunk.\n3. Hold for 3 seconds, keeping your pelvis level.\n4. Bring arm and leg back slowly and switch to the other diagonal.',
      duration: '2 × 8 repetitions per side, about 3 minutes',
      effect:
        'Strengthens the back extensors, the glutes and the deep trunk muscles and trains coordination and stability of the lumbar spine.',
      commonMistakes:
        'Lifting the leg too high and arching the back; tilting the pelvis to the side; tipping the head back; moving too fast.',
      tip: 'Imagine a cup resting on your lower back. For an easier version, extend only the leg or only the arm.',
    },
  },
  {
    slug: 'standing-band-high-to-low-woodchop',
    kind: 'strengthening',
    level: 3,
    equipment: 'band',
    undercover: false,
    durationSeconds: 180,
    repetitions: 10,
    regions: ['torso', 'side_belly'],
    contraindicatedRegions: ['lumbar_spine', 'shoulder'],
    gentle: false,
    focus: ['strength', 'sport'],
    goals: ['muscle', 'agility'],
    de: {
      name: 'Holzhacker mit Band',
      startingPosition:
        'Befestigen Sie das Band seitlich über Kopfhöhe an einem stabilen Punkt, z. B. mit einem Türanker an einer geschlossenen Tür. Stellen Sie sich seitlich dazu, Füße etwas weiter als hüftbreit. Greifen Sie das Band mit beiden Händen über der Schulter auf der Seite des Befestigungspunkts, die Arme sind fast gestreckt.',
      sequence:
        '1. Spannen Sie den Bauch an.\n2. Ziehen Sie das Band diagonal vor dem Körper nach unten bis außen neben das gegenüberliegende Knie.\n3. Drehen Sie dabei Oberkörper und Hüfte mit, beugen Sie die Knie leicht und drehen Sie den hinteren Fuß auf dem Ballen mit.\n4. Führen Sie das Band langsam und gegen den Widerstand zurück.\n5. Nach 10 Wiederholungen wechseln Sie die Seite.',
      duration: '2 × 10 Wiederholungen pro Seite, etwa 3 Minuten',
      effect:
        'Kräftigt die schrägen Bauchmuskeln und die Drehbewegung des Rumpfes und trainiert die Kraftübertragung von den Beinen über den Rumpf in die Arme, wie sie in vielen Sportarten vorkommt.',
      commonMistakes:
        'Nur mit den Armen ziehen; den Rücken runden; das Band zurückschnellen lassen; schnell und unkontrolliert drehen.',
      tip: 'Atmen Sie beim Ziehen nach unten aus. Prüfen Sie vorher, ob die Befestigung sicher hält und die Tür geschlossen ist.',
    },
    en: {
      name: 'Band high-to-low woodchop',
      startingPosition:
        'Anchor the band to the side above head height on something stable, e.g. with a door anchor on a closed door. Stand side-on to it with your feet slightly wider than hip-width. Grip the band with both hands above the shoulder nearest the anchor, arms almost straight.',
      sequence:
        '1. Brace your abdomen.\n2. Pull the band diagonally down across your body to the outside of the opposite knee.\n3. Let your upper body and hips rotate with it, bend your knees slightly and pivot on the ball of your back foot.\n4. Return the band slowly against the resistance.\n5. After 10 repetitions, switch sides.',
      duration: '2 × 10 repetitions per side, about 3 minutes',
      effect:
        'Strengthens the oblique abdominal muscles and trunk rotation and trains the transfer of force from the legs through the trunk into the arms, as in many sports.',
      commonMistakes:
        'Pulling with the arms only; rounding the back; letting the band snap back; twisting fast and without control.',
      tip: 'Breathe out as you pull down. Check beforehand that the anchor holds securely and the door is closed.',
    },
  },
  {
    slug: 'floor-prone-swimmer-back-extension',
    kind: 'strengthening',
    level: 3,
    equipment: 'none',
    undercover: false,
    durationSeconds: 180,
    repetitions: 10,
    regions: ['back', 'lumbar_spine', 'buttocks'],
    contraindicatedRegions: ['lumbar_spine', 'back'],
    gentle: false,
    focus: ['strength', 'sport'],
    goals: ['muscle'],
    de: {
      name: 'Schwimmer in Bauchlage',
      startingPosition:
        'Legen Sie sich auf einer Matte auf den Bauch. Die Arme sind nach vorn gestreckt, die Stirn liegt auf der Matte oder auf einem gerollten Handtuch, die Beine sind hüftbreit gestreckt.',
      sequence:
        '1. Spannen Sie Bauch und Gesäß an und drücken Sie das Schambein leicht in die Matte.\n2. Heben Sie Arme und Beine einige Zentimeter an; der Blick bleibt zum Boden gerichtet.\n3. Heben Sie abwechselnd den rechten Arm mit dem linken Bein und den linken Arm mit dem rechten Bein etwas höher – in einer kleinen, langsamen Schwimmbewegung.\n4. Nach 10 Wechseln legen Sie alles ab und pausieren 20 Sekunden.',
      duration: '3 × 10 Wiederholungen, etwa 3 Minuten',
      effect:
        'Kräftigt die gesamte Rückenstreckerkette und die Gesäßmuskulatur und bildet einen Gegenpol zur vorgebeugten Sitzhaltung.',
      commonMistakes:
        'Den Kopf heben und den Nacken überstrecken; Arme und Beine zu hoch heben und ins Hohlkreuz gehen; hektisch paddeln; die Luft anhalten.',
      tip: 'Halten Sie die Bewegung klein. Leichter wird es, wenn Sie nur die Arme oder nur die Beine bewegen.',
    },
    en: {
      name: 'Prone swimmer',
      startingPosition:
        'Lie face down on a mat. Your arms are stretched forward, your forehead rests on the mat or a rolled towel, and your legs are straight and hip-width apart.',
      sequence:
        '1. Brace your abdomen and glutes and press your pubic bone lightly into the mat.\n2. Lift your arms and legs a few centimetres; keep your gaze on the floor.\n3. Alternately lift your right arm with your left leg and your left arm with your right leg a little higher – in a small, slow swimming motion.\n4. After 10 alternations, lower everything and rest for 20 seconds.',
      duration: '3 × 10 repetitions, about 3 minutes',
      effect:
        'Strengthens the whole chain of back extensors and the glutes and provides a counterbalance to a forward-bent sitting posture.',
      commonMistakes:
        'Lifting the head and overextending the neck; lifting arms and legs too high and arching the back; paddling hastily; holding your breath.',
      tip: 'Keep the movement small. It is easier if you move only your arms or only your legs.',
    },
  },
  {
    slug: 'seated-band-hip-abduction-press',
    kind: 'strengthening',
    level: 1,
    equipment: 'band',
    undercover: true,
    durationSeconds: 120,
    repetitions: 15,
    regions: ['hip', 'buttocks'],
    contraindicatedRegions: [],
    gentle: true,
    focus: ['strength'],
    goals: ['muscle'],
    de: {
      name: 'Knie auseinanderdrücken mit Band',
      startingPosition:
        'Setzen Sie sich aufrecht auf das vordere Drittel des Stuhls. Das Band liegt als Schlaufe knapp oberhalb der Knie um beide Beine. Die Füße stehen hüftbreit flach auf dem Boden, die Knie sind etwa rechtwinklig gebeugt.',
      sequence:
        '1. Spannen Sie den Bauch leicht an und halten Sie den Oberkörper aufrecht.\n2. Drücken Sie die Knie langsam gegen den Widerstand des Bandes nach außen; die Füße bleiben am Boden.\n3. Halten Sie die Position 2 Sekunden.\n4. Führen Sie die Knie langsam zurück, ohne dass das Band sie zusammenzieht.',
      duration: '2 × 15 Wiederholungen, etwa 2 Minuten',
      effect:
        'Kräftigt die seitliche Hüftmuskulatur und den mittleren Gesäßmuskel – unauffällig unter dem Schreibtisch.',
      commonMistakes:
        'Sich nach hinten lehnen; die Füße auf die Außenkanten kippen; die Knie zurückschnellen lassen.',
      tip: 'Neigen Sie den Oberkörper mit geradem Rücken leicht nach vorn – so arbeitet die Gesäßmuskulatur stärker mit.',
    },
    en: {
      name: 'Seated band knee press-out',
      startingPosition:
        'Sit upright on the front third of your chair. The band is looped just above your knees around both legs. Your feet are flat on the floor hip-width apart and your knees are bent at about a right angle.',
      sequence:
        '1. Lightly brace your abdomen and keep your upper body upright.\n2. Slowly press your knees outwards against the resistance of the band; your feet stay on the floor.\n3. Hold for 2 seconds.\n4. Bring your knees back slowly without letting the band pull them together.',
      duration: '2 × 15 repetitions, about 2 minutes',
      effect:
        'Strengthens the muscles at the side of the hip and the gluteus medius – discreetly under your desk.',
      commonMistakes: 'Leaning back; rolling the feet onto their outer edges; letting the knees snap back.',
      tip: 'Lean your upper body slightly forward with a straight back – this makes the glutes work harder.',
    },
  },
  {
    slug: 'floor-dead-bug-alternating-reach',
    kind: 'strengthening',
    level: 2,
    equipment: 'none',
    undercover: false,
    durationSeconds: 180,
    repetitions: 8,
    regions: ['straight_belly', 'lumbar_spine'],
    contraindicatedRegions: [],
    gentle: true,
    focus: ['strength', 'yoga'],
    goals: ['muscle', 'painremoval'],
    de: {
      name: 'Käfer in Rückenlage („Dead Bug“)',
      startingPosition:
        'Legen Sie sich auf einer Matte auf den Rücken. Heben Sie die Beine an, sodass Hüfte und Knie jeweils rechtwinklig gebeugt sind. Strecken Sie die Arme senkrecht über den Schultern zur Decke.',
      sequence:
        '1. Atmen Sie aus und drücken Sie den unteren Rücken sanft in die Matte.\n2. Senken Sie langsam den rechten Arm nach hinten neben den Kopf und strecken Sie gleichzeitig das linke Bein knapp über dem Boden nach vorn.\n3. Gehen Sie nur so weit, wie der untere Rücken Kontakt zur Matte behält.\n4. Kehren Sie in die Ausgangsposition zurück und wechseln Sie die Seite.',
      duration: '2 × 8 Wiederholungen pro Seite, etwa 3 Minuten',
      effect:
        'Kräftigt die gerade und die tiefe Bauchmuskulatur, während die Lendenwirbelsäule stabil bleibt, und schult die Koordination von Armen und Beinen.',
      commonMistakes:
        'Der untere Rücken hebt sich ab und es entsteht ein Hohlkreuz; zu schnelle Bewegungen; die Luft anhalten; den Kopf anheben.',
      tip: 'Leichter wird es, wenn Sie nur die Beine bewegen und mit der Ferse kurz den Boden antippen.',
    },
    en: {
      name: 'Dead bug',
      startingPosition:
        'Lie on your back on a mat. Lift your legs so that your hips and knees are each bent at a right angle. Reach your arms straight up to the ceiling above your shoulders.',
      sequence:
        '1. Breathe out and gently press your lower back into the mat.\n2. Slowly lower your right arm back beside your head while extending your left leg forward just above the floor.\n3. Only go as far as your lower back stays in contact with the mat.\n4. Return to the starting position and switch sides.',
      duration: '2 × 8 repetitions per side, about 3 minutes',
      effect:
        'Strengthens the straight and deep abdominal muscles while the lumbar spine stays stable, and trains the coordination of arms and legs.',
      commonMistakes:
        'Letting the lower back lift off and arch; moving too fast; holding your breath; lifting the head.',
      tip: 'For an easier version, move only your legs and briefly tap the floor with your heel.',
    },
  },
  {
    slug: 'seated-lean-back-core-hold',
    kind: 'strengthening',
    level: 2,
    equipment: 'none',
    undercover: true,
    durationSeconds: 120,
    repetitions: null,
    regions: ['straight_belly', 'torso'],
    contraindicatedRegions: ['lumbar_spine'],
    gentle: false,
    focus: ['strength'],
    goals: ['muscle'],
    de: {
      name: 'Zurücklehnen im Sitzen',
      startingPosition:
        'Setzen Sie sich aufrecht auf die vordere Hälfte des Stuhls, ohne die Lehne zu berühren. Die Füße stehen hüftbreit flach auf dem Boden, die Arme sind vor der Brust verschränkt.',
      sequence:
        '1. Spannen Sie den Bauch an und machen Sie den Rücken lang.\n2. Lehnen Sie den Oberkörper mit geradem Rücken langsam nach hinten, bis Sie eine deutliche Spannung im Bauch spüren – die Lehne berühren Sie dabei nicht.\n3. Halten Sie die Position 20 Sekunden und atmen Sie ruhig weiter.\n4. Richten Sie sich wieder auf, pausieren Sie 20 Sekunden und wiederholen Sie.',
      duration: '3 × 20 Sekunden halten, etwa 2 Minuten',
      effect: 'Kräftigt die gerade Bauchmuskulatur und die Hüftbeuger in einer statischen Haltearbeit.',
      commonMistakes:
        'Sich an der Lehne abstützen; ins Hohlkreuz gehen; die Luft anhalten; das Kinn fest auf die Brust ziehen.',
      tip: 'Schwerer wird es, wenn Sie dabei die Füße ein kleines Stück vom Boden abheben.',
    },
    en: {
      name: 'Seated lean-back hold',
      startingPosition:
        'Sit upright on the front half of your chair without touching the backrest. Your feet are flat on the floor hip-width apart and your arms are crossed over your chest.',
      sequence:
        '1. Brace your abdomen and lengthen your back.\n2. Slowly lean your upper body back with a straight back until you feel clear tension in your abdomen – without touching the backrest.\n3. Hold for 20 seconds while breathing calmly.\n4. Sit back up, rest for 20 seconds and repeat.',
      duration: '3 × 20-second holds, about 2 minutes',
      effect: 'Strengthens the straight abdominal muscles and the hip flexors through static holding work.',
      commonMistakes:
        'Resting against the backrest; arching the lower back; holding your breath; pulling the chin hard onto the chest.',
      tip: 'To make it harder, lift your feet slightly off the floor.',
    },
  },
  {
    slug: 'standing-band-hip-extension-kickback',
    kind: 'strengthening',
    level: 2,
    equipment: 'band',
    undercover: false,
    durationSeconds: 180,
    repetitions: 12,
    regions: ['buttocks', 'hip'],
    contraindicatedRegions: ['hip', 'lumbar_spine'],
    gentle: false,
    focus: ['strength', 'running'],
    goals: ['muscle'],
    de: {
      name: 'Bein nach hinten strecken mit Band',
      startingPosition:
        'Legen Sie das Band als Schlaufe um beide Fußgelenke. Stellen Sie sich vor Ihren Schreibtisch und stützen Sie die Hände locker auf der Tischplatte ab. Der Oberkörper ist leicht nach vorn geneigt, die Knie sind leicht gebeugt.',
      sequence:
        '1. Spannen Sie den Bauch an, damit der untere Rücken ruhig bleibt.\n2. Schieben Sie das rechte, fast gestreckte Bein gegen das Band nach hinten, indem Sie das Gesäß anspannen.\n3. Halten Sie die Endposition 1 Sekunde.\n4. Führen Sie das Bein langsam zurück.\n5. Nach 12 Wiederholungen wechseln Sie das Bein.',
      duration: '2 × 12 Wiederholungen pro Seite, etwa 3 Minuten',
      effect:
        'Kräftigt die Gesäßmuskulatur und trainiert die Hüftstreckung, ohne dass der untere Rücken die Arbeit übernimmt.',
      commonMistakes:
        'Ins Hohlkreuz ausweichen; das Bein mit Schwung nach hinten schleudern; das Becken zur Seite aufdrehen; das Bein zu hoch führen.',
      tip: 'Die Bewegung ist klein: Stoppen Sie, sobald sich das Becken mitbewegen will.',
    },
    en: {
      name: 'Band standing kickback',
      startingPosition:
        'Loop the band around both ankles. Stand facing your desk and rest your hands lightly on the desktop. Your upper body leans slightly forward and your knees are slightly bent.',
      sequence:
        '1. Brace your abdomen so your lower back stays still.\n2. Push your right, almost straight leg back against the band by squeezing your glutes.\n3. Hold the end position for 1 second.\n4. Bring the leg back slowly.\n5. After 12 repetitions, switch legs.',
      duration: '2 × 12 repetitions per side, about 3 minutes',
      effect: 'Strengthens the glutes and trains hip extension without the lower back taking over the work.',
      commonMistakes:
        'Arching the lower back; swinging the leg back with momentum; rotating the pelvis open; taking the leg too high.',
      tip: 'The movement is small: stop as soon as your pelvis wants to move along.',
    },
  },

  // ─── Mobility ─────────────────────────────────────────────────────────────────────────────────
  {
    slug: 'seated-pelvic-tilt-rock',
    kind: 'mobility',
    level: 1,
    equipment: 'none',
    undercover: true,
    durationSeconds: 90,
    repetitions: 10,
    regions: ['lumbar_spine', 'hip'],
    contraindicatedRegions: [],
    gentle: true,
    focus: ['mobility'],
    goals: ['agility', 'painremoval'],
    de: {
      name: 'Becken kippen im Sitzen',
      startingPosition:
        'Setzen Sie sich auf die vordere Stuhlkante. Die Füße stehen hüftbreit auf dem Boden, die Hände liegen auf den Oberschenkeln oder seitlich an den Beckenknochen.',
      sequence:
        '1. Kippen Sie das Becken nach vorn: Der untere Rücken wölbt sich leicht, das Brustbein hebt sich.\n2. Kippen Sie das Becken nach hinten: Der untere Rücken rundet sich leicht, Sie sitzen auf der Rückseite der Sitzbeinhöcker.\n3. Bewegen Sie sich langsam und fließend zwischen beiden Positionen und atmen Sie ruhig.\n4. Beenden Sie die Übung in der aufrechten Mittelposition.',
      duration: '2 × 10 Wiederholungen, etwa 1½ Minuten',
      effect:
        'Mobilisiert die Lendenwirbelsäule und die Hüftgelenke und bringt nach langem Sitzen wieder Bewegung in den unteren Rücken.',
      commonMistakes:
        'Nur Schultern oder Kopf bewegen statt des Beckens; bis in den Schmerz hineinbewegen; ruckartig statt fließend üben.',
      tip: 'Stellen Sie sich Ihr Becken als Schale mit Wasser vor, die Sie sanft nach vorn und hinten kippen.',
    },
    en: {
      name: 'Seated pelvic tilt',
      startingPosition:
        'Sit on the front edge of your chair. Your feet are hip-width apart on the floor and your hands rest on your thighs or on the sides of your pelvis.',
      sequence:
        '1. Tilt your pelvis forward: your lower back arches slightly and your breastbone lifts.\n2. Tilt your pelvis backward: your lower back rounds slightly and you sit on the back of your sit bones.\n3. Move slowly and smoothly between the two positions while breathing calmly.\n4. Finish in the upright middle position.',
      duration: '2 × 10 repetitions, about 1½ minutes',
      effect:
        'Mobilises the lumbar spine and hip joints and brings movement back into the lower back after long periods of sitting.',
      commonMistakes:
        'Moving the shoulders or head instead of the pelvis; moving into pain; jerky instead of smooth movement.',
      tip: 'Imagine your pelvis as a bowl of water that you gently tip forward and back.',
    },
  },
  {
    slug: 'seated-cat-cow-spine-wave',
    kind: 'mobility',
    level: 1,
    equipment: 'none',
    undercover: true,
    durationSeconds: 120,
    repetitions: 8,
    regions: ['back', 'lumbar_spine', 'torso'],
    contraindicatedRegions: [],
    gentle: true,
    focus: ['mobility', 'yoga'],
    goals: ['agility', 'wellbeing'],
    de: {
      name: 'Katze-Kuh im Sitzen',
      startingPosition:
        'Sitzen Sie aufrecht auf der vorderen Hälfte des Stuhls. Die Füße stehen flach auf dem Boden, die Hände liegen auf den Knien.',
      sequence:
        '1. Einatmen: Kippen Sie das Becken nach vorn, heben Sie das Brustbein und ziehen Sie die Schulterblätter sanft nach hinten. Der Blick geht geradeaus.\n2. Ausatmen: Kippen Sie das Becken nach hinten und runden Sie den Rücken Wirbel für Wirbel; das Kinn sinkt leicht Richtung Brust.\n3. Schieben Sie sich dabei leicht mit den Händen von den Knien weg, um den oberen Rücken stärker zu runden.\n4. Wechseln Sie langsam im Rhythmus Ihres Atems zwischen beiden Positionen.',
      duration: '2 × 8 Wiederholungen, etwa 2 Minuten',
      effect:
        'Mobilisiert die gesamte Wirbelsäule in Beugung und Streckung und lockert die Rückenmuskulatur nach statischem Sitzen.',
      commonMistakes:
        'Nur den Nacken bewegen; den Kopf beim Aufrichten in den Nacken legen; zu schnell üben.',
      tip: 'Beginnen Sie jede Bewegung im Becken und lassen Sie sie wie eine Welle die Wirbelsäule hinauflaufen.',
    },
    en: {
      name: 'Seated cat-cow',
      startingPosition:
        'Sit upright on the front half of your chair. Your feet are flat on the floor and your hands rest on your knees.',
      sequence:
        '1. Breathe in: tilt your pelvis forward, lift your breastbone and gently draw your shoulder blades back. Look straight ahead.\n2. Breathe out: tilt your pelvis back and round your back vertebra by vertebra; your chin drops slightly towards your chest.\n3. Push your hands lightly against your knees to round your upper back further.\n4. Alternate slowly between the two positions in the rhythm of your breath.',
      duration: '2 × 8 repetitions, about 2 minutes',
      effect:
        'Mobilises the whole spine in flexion and extension and loosens the back muscles after static sitting.',
      commonMistakes: 'Moving only the neck; tipping the head back when straightening up; moving too fast.',
      tip: 'Start each movement in the pelvis and let it travel up your spine like a wave.',
    },
  },
  {
    slug: 'seated-crossed-arms-thoracic-rotation',
    kind: 'mobility',
    level: 1,
    equipment: 'none',
    undercover: true,
    durationSeconds: 120,
    repetitions: 8,
    regions: ['torso', 'back'],
    contraindicatedRegions: [],
    gentle: true,
    focus: ['mobility', 'sport'],
    goals: ['agility'],
    de: {
      name: 'Oberkörperdrehung im Sitzen',
      startingPosition:
        'Sitzen Sie aufrecht, die Füße stehen hüftbreit flach auf dem Boden, die Knie zeigen nach vorn. Verschränken Sie die Arme vor der Brust und legen Sie die Hände auf die gegenüberliegenden Schultern.',
      sequence:
        '1. Richten Sie die Wirbelsäule lang auf, als würde Sie ein Faden am Scheitel nach oben ziehen.\n2. Drehen Sie den Oberkörper beim Ausatmen langsam nach rechts; Becken und Knie bleiben nach vorn gerichtet.\n3. Verweilen Sie kurz am Ende der Bewegung und atmen Sie ein.\n4. Drehen Sie über die Mitte zur linken Seite und üben Sie abwechselnd weiter.',
      duration: '2 × 8 Wiederholungen pro Seite, etwa 2 Minuten',
      effect: 'Mobilisiert die Brustwirbelsäule in der Drehung und lockert die Rumpfmuskulatur.',
      commonMistakes:
        'Das Becken dreht sich mit; in sich zusammensinken; das Bewegungsende mit Schwung erzwingen.',
      tip: 'Klemmen Sie einen Aktenordner zwischen die Knie – so bleibt das Becken ruhig und die Drehung kommt aus dem Brustkorb.',
    },
    en: {
      name: 'Seated thoracic rotation',
      startingPosition:
        'Sit upright with your feet flat on the floor hip-width apart and your knees pointing forward. Cross your arms over your chest and place your hands on the opposite shoulders.',
      sequence:
        '1. Lengthen your spine as if a thread were pulling the top of your head upwards.\n2. As you breathe out, slowly rotate your upper body to the right; your pelvis and knees stay facing forward.\n3. Pause briefly at the end of the movement and breathe in.\n4. Rotate through the middle to the left and keep alternating.',
      duration: '2 × 8 repetitions per side, about 2 minutes',
      effect: 'Mobilises the thoracic spine in rotation and loosens the trunk muscles.',
      commonMistakes:
        'Letting the pelvis rotate along; slumping; forcing the end of the movement with momentum.',
      tip: 'Hold a file folder between your knees – this keeps your pelvis still so the rotation comes from your ribcage.',
    },
  },
  {
    slug: 'seated-overhead-reach-side-bend',
    kind: 'mobility',
    level: 1,
    equipment: 'none',
    undercover: true,
    durationSeconds: 120,
    repetitions: 6,
    regions: ['side_belly', 'torso'],
    contraindicatedRegions: [],
    gentle: true,
    focus: ['mobility', 'yoga'],
    goals: ['agility', 'wellbeing'],
    de: {
      name: 'Seitneigung im Sitzen',
      startingPosition:
        'Sitzen Sie aufrecht, das Gewicht ist gleichmäßig auf beide Sitzbeinhöcker verteilt, die Füße stehen hüftbreit. Die linke Hand liegt seitlich auf der Sitzfläche.',
      sequence:
        '1. Heben Sie den rechten Arm über den Kopf.\n2. Neigen Sie den Oberkörper beim Ausatmen in einem Bogen nach links, als würden Sie sich über einen großen Ball lehnen.\n3. Halten Sie 3 Sekunden; der rechte Sitzbeinhöcker bleibt auf dem Stuhl.\n4. Richten Sie sich wieder auf. Nach 6 Wiederholungen wechseln Sie die Seite.',
      duration: '2 × 6 Wiederholungen pro Seite, etwa 2 Minuten',
      effect:
        'Dehnt und mobilisiert die seitliche Rumpfmuskulatur und die Zwischenrippenmuskeln und weitet den Brustkorb auf der gedehnten Seite.',
      commonMistakes:
        'Nach vorn oder hinten kippen statt zur Seite; das Gesäß auf der gedehnten Seite abheben; die Schulter zum Ohr ziehen.',
      tip: 'Atmen Sie bewusst in die gedehnte Flanke – Sie spüren, wie sich die Rippen dort auffächern.',
    },
    en: {
      name: 'Seated overhead side bend',
      startingPosition:
        'Sit upright with your weight evenly on both sit bones and your feet hip-width apart. Your left hand rests on the side of the seat.',
      sequence:
        '1. Raise your right arm over your head.\n2. As you breathe out, bend your upper body to the left in an arc, as if leaning over a large ball.\n3. Hold for 3 seconds; your right sit bone stays on the chair.\n4. Come back upright. After 6 repetitions, switch sides.',
      duration: '2 × 6 repetitions per side, about 2 minutes',
      effect:
        'Stretches and mobilises the side trunk muscles and the muscles between the ribs and widens the ribcage on the stretched side.',
      commonMistakes:
        'Tipping forward or backward instead of sideways; lifting the buttock on the stretched side; pulling the shoulder up to the ear.',
      tip: 'Breathe consciously into the stretched side – you will feel the ribs fan out there.',
    },
  },
  {
    slug: 'standing-desk-supported-hip-circles',
    kind: 'mobility',
    level: 1,
    equipment: 'none',
    undercover: false,
    durationSeconds: 120,
    repetitions: 5,
    regions: ['hip', 'buttocks'],
    contraindicatedRegions: [],
    gentle: true,
    focus: ['mobility', 'running'],
    goals: ['agility'],
    de: {
      name: 'Hüftkreisen im Stand',
      startingPosition:
        'Stellen Sie sich seitlich neben Ihren Schreibtisch und halten Sie sich mit einer Hand daran fest. Das Gewicht liegt auf dem tischnahen Bein, das Knie ist leicht gebeugt.',
      sequence:
        '1. Heben Sie das äußere Knie nach vorn bis etwa Hüfthöhe oder so hoch, wie es angenehm ist.\n2. Führen Sie das Knie in einem großen Kreis nach außen, dann nach hinten und wieder nach unten.\n3. Machen Sie 5 langsame Kreise und dann 5 Kreise in die Gegenrichtung.\n4. Drehen Sie sich um und wiederholen Sie das Ganze mit dem anderen Bein.',
      duration: '2 × 5 Kreise pro Richtung und Bein, etwa 2 Minuten',
      effect: 'Mobilisiert das Hüftgelenk in alle Richtungen und aktiviert die Hüft- und Gesäßmuskulatur.',
      commonMistakes:
        'Mit dem Oberkörper zur Seite kippen; zu schnell kreisen; das Knie des Standbeins durchstrecken.',
      tip: 'Halten Sie das Becken waagerecht – die Hüfte des Standbeins soll nicht zur Seite absinken.',
    },
    en: {
      name: 'Standing hip circles',
      startingPosition:
        'Stand side-on to your desk and hold it with one hand. Your weight is on the leg closest to the desk, knee slightly bent.',
      sequence:
        '1. Lift your outer knee forward to about hip height, or as high as is comfortable.\n2. Move the knee in a large circle outwards, then back and down again.\n3. Do 5 slow circles, then 5 circles in the opposite direction.\n4. Turn around and repeat with the other leg.',
      duration: '2 × 5 circles per direction and leg, about 2 minutes',
      effect: 'Mobilises the hip joint in all directions and activates the hip and gluteal muscles.',
      commonMistakes:
        'Tipping the upper body to the side; circling too fast; locking the knee of the standing leg.',
      tip: 'Keep your pelvis level – the hip of the standing leg should not drop to the side.',
    },
  },
  {
    slug: 'standing-split-stance-hip-flexor-stretch',
    kind: 'mobility',
    level: 2,
    equipment: 'none',
    undercover: false,
    durationSeconds: 150,
    repetitions: null,
    regions: ['hip', 'lumbar_spine'],
    contraindicatedRegions: ['hip', 'knee'],
    gentle: false,
    focus: ['mobility', 'running', 'biking'],
    goals: ['agility', 'painremoval'],
    de: {
      name: 'Hüftbeuger-Dehnung im Ausfallschritt',
      startingPosition:
        'Stellen Sie sich in einen langen Schrittstand: rechter Fuß vorn, linker Fuß hinten auf dem Fußballen. Halten Sie sich zur Sicherheit an einer Tisch- oder Stuhllehne fest. Das Becken zeigt gerade nach vorn.',
      sequence:
        '1. Beugen Sie beide Knie leicht und richten Sie das Becken auf, indem Sie das Steißbein Richtung Boden ziehen.\n2. Schieben Sie die Hüfte sanft nach vorn, bis Sie eine Dehnung vorn an der linken Hüfte spüren.\n3. Heben Sie bei Bedarf den linken Arm über den Kopf und neigen Sie sich leicht nach rechts.\n4. Halten Sie 30 Sekunden, atmen Sie ruhig und wechseln Sie dann die Seite.',
      duration: '2 × 30 Sekunden halten pro Seite, etwa 2½ Minuten',
      effect:
        'Dehnt die Hüftbeuger des hinteren Beins, die beim Sitzen dauerhaft verkürzt arbeiten, und gibt dem Becken und der Lendenwirbelsäule mehr Bewegungsfreiheit.',
      commonMistakes:
        'Ins Hohlkreuz gehen, statt das Becken aufzurichten; das vordere Knie schiebt sich weit über die Zehen; der Schritt ist zu kurz.',
      tip: 'Das Aufrichten des Beckens ist der Schlüssel: Schon eine kleine Bewegung bringt eine deutliche Dehnung.',
    },
    en: {
      name: 'Split-stance hip flexor stretch',
      startingPosition:
        'Stand in a long split stance: right foot in front, left foot behind on the ball of the foot. Hold the back of a chair or your desk for safety. Your pelvis faces straight ahead.',
      sequence:
        '1. Bend both knees slightly and tuck your pelvis by drawing your tailbone towards the floor.\n2. Gently push your hips forward until you feel a stretch at the front of your left hip.\n3. If you like, raise your left arm over your head and lean slightly to the right.\n4. Hold for 30 seconds, breathe calmly, then switch sides.',
      duration: '2 × 30-second holds per side, about 2½ minutes',
      effect:
        'Stretches the hip flexors of the back leg, which stay in a shortened position while sitting, and gives the pelvis and lumbar spine more freedom of movement.',
      commonMistakes:
        'Arching the lower back instead of tucking the pelvis; pushing the front knee far past the toes; taking too short a step.',
      tip: 'Tucking the pelvis is the key: even a small movement creates a noticeable stretch.',
    },
  },
  {
    slug: 'seated-figure-four-glute-stretch',
    kind: 'mobility',
    level: 1,
    equipment: 'none',
    undercover: true,
    durationSeconds: 150,
    repetitions: null,
    regions: ['buttocks', 'hip'],
    contraindicatedRegions: ['knee'],
    gentle: true,
    focus: ['mobility', 'yoga', 'running'],
    goals: ['agility', 'painremoval'],
    de: {
      name: 'Gesäßdehnung im Sitzen',
      startingPosition:
        'Setzen Sie sich aufrecht auf die vordere Hälfte des Stuhls. Legen Sie den rechten Knöchel knapp oberhalb des linken Knies auf den Oberschenkel; das rechte Knie sinkt locker nach außen.',
      sequence:
        '1. Machen Sie die Wirbelsäule lang und legen Sie die Hände auf Schienbein und Knie.\n2. Neigen Sie den Oberkörper mit geradem Rücken nach vorn, bis Sie eine Dehnung in der rechten Gesäßhälfte spüren.\n3. Halten Sie 30 Sekunden und atmen Sie ruhig weiter.\n4. Richten Sie sich auf und wechseln Sie die Seite.',
      duration: '2 × 30 Sekunden halten pro Seite, etwa 2½ Minuten',
      effect:
        'Dehnt die Gesäßmuskulatur und die tiefen Hüftrotatoren, etwa den birnenförmigen Muskel, und verbessert die Außenrotation der Hüfte.',
      commonMistakes:
        'Den Rücken runden; das Knie mit Kraft nach unten drücken; den Knöchel direkt auf die Kniescheibe legen.',
      tip: 'Ziehen Sie die Fußspitze des aufgelegten Beins zum Schienbein – das stabilisiert das Knie.',
    },
    en: {
      name: 'Seated figure-four glute stretch',
      startingPosition:
        'Sit upright on the front half of your chair. Place your right ankle on your left thigh just above the knee; let your right knee drop loosely outwards.',
      sequence:
        '1. Lengthen your spine and rest your hands on your shin and knee.\n2. Lean your upper body forward with a straight back until you feel a stretch in your right buttock.\n3. Hold for 30 seconds while breathing calmly.\n4. Sit back up and switch sides.',
      duration: '2 × 30-second holds per side, about 2½ minutes',
      effect:
        'Stretches the glutes and the deep hip rotators such as the piriformis and improves external rotation of the hip.',
      commonMistakes: 'Rounding the back; forcing the knee down; placing the ankle directly on the kneecap.',
      tip: 'Pull the toes of the crossed leg towards your shin – this stabilises the knee.',
    },
  },
  {
    slug: 'standing-band-overhead-side-stretch',
    kind: 'mobility',
    level: 1,
    equipment: 'band',
    undercover: false,
    durationSeconds: 120,
    repetitions: 6,
    regions: ['side_belly', 'torso'],
    contraindicatedRegions: ['shoulder'],
    gentle: true,
    focus: ['mobility', 'yoga'],
    goals: ['agility'],
    de: {
      name: 'Seitneigung mit Band über Kopf',
      startingPosition:
        'Stehen Sie hüftbreit, die Knie sind locker. Fassen Sie das Band mit den Händen etwas weiter als schulterbreit und strecken Sie die Arme über den Kopf. Ziehen Sie das Band leicht auseinander.',
      sequence:
        '1. Halten Sie das Band durch leichten Zug nach außen auf Spannung.\n2. Neigen Sie den Oberkörper beim Ausatmen in einem Bogen nach rechts; das Becken bleibt mittig.\n3. Halten Sie 2 Sekunden am Ende und spüren Sie die Dehnung an der linken Körperseite.\n4. Kommen Sie zurück zur Mitte und wechseln Sie die Seite.',
      duration: '2 × 6 Wiederholungen pro Seite, etwa 2 Minuten',
      effect:
        'Mobilisiert die Wirbelsäule in der Seitneigung und dehnt die seitliche Rumpfmuskulatur und den breiten Rückenmuskel. Der Zug am Band aktiviert zusätzlich die Schulterblattmuskulatur.',
      commonMistakes:
        'Sich dabei nach vorn beugen oder verdrehen; die Arme nach vorn sinken lassen; ins Hohlkreuz gehen; die Schultern hochziehen.',
      tip: 'Stellen Sie sich vor, Sie bewegen sich zwischen zwei Glasscheiben – nur zur Seite, nicht nach vorn oder hinten.',
    },
    en: {
      name: 'Band overhead side bend',
      startingPosition:
        'Stand hip-width apart with soft knees. Hold the band with your hands slightly wider than shoulder-width and stretch your arms overhead. Pull the band slightly apart.',
      sequence:
        '1. Keep the band taut by pulling gently outwards.\n2. As you breathe out, bend your upper body to the right in an arc; your pelvis stays centred.\n3. Hold for 2 seconds at the end and feel the stretch along your left side.\n4. Return to the centre and switch sides.',
      duration: '2 × 6 repetitions per side, about 2 minutes',
      effect:
        'Mobilises the spine in side bending and stretches the side trunk muscles and the latissimus. Pulling on the band also activates the muscles around the shoulder blades.',
      commonMistakes:
        'Bending forward or twisting; letting the arms drift forward; arching the lower back; shrugging the shoulders.',
      tip: 'Imagine moving between two panes of glass – only sideways, not forward or back.',
    },
  },
  {
    slug: 'seated-lateral-pelvic-hike',
    kind: 'mobility',
    level: 1,
    equipment: 'none',
    undercover: true,
    durationSeconds: 120,
    repetitions: 10,
    regions: ['side_belly', 'lumbar_spine', 'hip'],
    contraindicatedRegions: [],
    gentle: true,
    focus: ['mobility'],
    goals: ['agility', 'painremoval'],
    de: {
      name: 'Becken seitlich anheben im Sitzen',
      startingPosition:
        'Sitzen Sie aufrecht auf einem festen Stuhl. Die Füße stehen flach auf dem Boden, die Hände liegen auf den Oberschenkeln, das Gewicht ist gleichmäßig auf beide Sitzbeinhöcker verteilt.',
      sequence:
        '1. Verlagern Sie das Gewicht auf den linken Sitzbeinhöcker.\n2. Heben Sie den rechten Sitzbeinhöcker leicht von der Sitzfläche ab, indem Sie die rechte Beckenseite Richtung Rippen ziehen; die Schultern bleiben waagerecht.\n3. Senken Sie die Beckenseite langsam wieder ab.\n4. Wechseln Sie fließend zur anderen Seite.',
      duration: '2 × 10 Wiederholungen pro Seite, etwa 2 Minuten',
      effect:
        'Mobilisiert Lendenwirbelsäule und Becken zur Seite und aktiviert die seitliche Rumpfmuskulatur, etwa den quadratischen Lendenmuskel.',
      commonMistakes:
        'Den ganzen Oberkörper zur Seite kippen; sich mit den Schultern zur Seite lehnen; ruckartig anheben.',
      tip: 'Stellen Sie sich vor, Sie verkürzen Ihre Taille auf einer Seite wie eine Ziehharmonika.',
    },
    en: {
      name: 'Seated hip hike',
      startingPosition:
        'Sit upright on a firm chair. Your feet are flat on the floor, your hands rest on your thighs and your weight is evenly distributed on both sit bones.',
      sequence:
        '1. Shift your weight onto your left sit bone.\n2. Lift your right sit bone slightly off the seat by drawing the right side of your pelvis towards your ribs; your shoulders stay level.\n3. Slowly lower that side of the pelvis again.\n4. Switch smoothly to the other side.',
      duration: '2 × 10 repetitions per side, about 2 minutes',
      effect:
        'Mobilises the lumbar spine and pelvis sideways and activates the side trunk muscles such as the quadratus lumborum.',
      commonMistakes:
        'Tipping the whole upper body to the side; leaning sideways with the shoulders; lifting jerkily.',
      tip: 'Imagine shortening your waist on one side like an accordion.',
    },
  },
  {
    slug: 'deep-lunge-thoracic-rotation-reach',
    kind: 'mobility',
    level: 3,
    equipment: 'none',
    undercover: false,
    durationSeconds: 180,
    repetitions: 5,
    regions: ['hip', 'torso', 'buttocks'],
    contraindicatedRegions: ['hip', 'knee'],
    gentle: false,
    focus: ['mobility', 'sport', 'running'],
    goals: ['agility'],
    de: {
      name: 'Tiefer Ausfallschritt mit Rotation',
      startingPosition:
        'Machen Sie auf einer Matte einen tiefen Ausfallschritt nach vorn mit dem rechten Bein. Setzen Sie beide Hände innen neben dem rechten Fuß auf den Boden. Das linke Bein ist nach hinten gestreckt, das Knie angehoben.',
      sequence:
        '1. Schieben Sie die Hüfte leicht Richtung Boden und halten Sie das hintere Bein aktiv.\n2. Senken Sie den rechten Ellbogen innen neben dem rechten Fuß Richtung Boden, so weit es angenehm ist.\n3. Setzen Sie die rechte Hand wieder auf, drehen Sie den Oberkörper nach rechts und strecken Sie den rechten Arm zur Decke; der Blick folgt der Hand.\n4. Führen Sie die Hand zurück zum Boden.\n5. Nach 5 Wiederholungen wechseln Sie die Seite.',
      duration: '2 × 5 Wiederholungen pro Seite, etwa 3 Minuten',
      effect:
        'Mobilisiert in einem fließenden Ablauf die Hüftbeuger des hinteren Beins, Hüfte und Gesäß des vorderen Beins sowie die Brustwirbelsäule.',
      commonMistakes:
        'Das vordere Knie fällt nach innen; der Rücken ist stark gerundet; die Drehung wird hastig ausgeführt; das Becken sackt ab.',
      tip: 'Legen Sie das hintere Knie auf der Matte ab, wenn die Beweglichkeit der Hüfte noch eingeschränkt ist.',
    },
    en: {
      name: 'Deep lunge with rotation',
      startingPosition:
        'On a mat, take a deep lunge forward with your right leg. Place both hands on the floor on the inside of your right foot. Your left leg is extended back with the knee lifted.',
      sequence:
        '1. Sink your hips slightly towards the floor and keep your back leg active.\n2. Lower your right elbow towards the floor inside your right foot, as far as is comfortable.\n3. Place your right hand back down, rotate your upper body to the right and reach your right arm towards the ceiling; your gaze follows your hand.\n4. Bring the hand back to the floor.\n5. After 5 repetitions, switch sides.',
      duration: '2 × 5 repetitions per side, about 3 minutes',
      effect:
        'In one flowing sequence, mobilises the hip flexors of the back leg, the hip and glutes of the front leg and the thoracic spine.',
      commonMistakes:
        'Letting the front knee fall inwards; rounding the back heavily; rushing the rotation; letting the pelvis sag.',
      tip: 'Rest your back knee on the mat if your hip mobility is still limited.',
    },
  },
  {
    slug: 'standing-segmental-roll-down',
    kind: 'mobility',
    level: 2,
    equipment: 'none',
    undercover: false,
    durationSeconds: 120,
    repetitions: 5,
    regions: ['back', 'lumbar_spine'],
    contraindicatedRegions: ['lumbar_spine'],
    gentle: false,
    focus: ['mobility', 'yoga'],
    goals: ['agility', 'wellbeing'],
    de: {
      name: 'Abrollen im Stand',
      startingPosition:
        'Stehen Sie hüftbreit, die Knie sind leicht gebeugt, die Arme hängen locker neben dem Körper.',
      sequence:
        '1. Senken Sie das Kinn leicht zur Brust.\n2. Rollen Sie beim Ausatmen Wirbel für Wirbel nach unten ab; die Arme hängen locker. Gehen Sie nur so weit, wie es angenehm ist.\n3. Lassen Sie den Oberkörper für einen Atemzug locker hängen.\n4. Rollen Sie beim Einatmen vom Becken aus Wirbel für Wirbel wieder auf; der Kopf kommt zuletzt.',
      duration: '2 × 5 Wiederholungen, etwa 2 Minuten',
      effect:
        'Mobilisiert die Wirbelsäule Abschnitt für Abschnitt in der Beugung und dehnt die Rückenstrecker und die Oberschenkelrückseite.',
      commonMistakes:
        'Die Knie durchstrecken; zu schnell aufrollen, sodass Schwindel entsteht; unten nachwippen.',
      tip: 'Kommen Sie besonders langsam hoch, wenn Ihnen beim Aufrichten leicht schwindelig wird.',
    },
    en: {
      name: 'Standing roll-down',
      startingPosition:
        'Stand hip-width apart with your knees slightly bent and your arms hanging loosely by your sides.',
      sequence:
        '1. Drop your chin slightly towards your chest.\n2. As you breathe out, roll down vertebra by vertebra with your arms hanging loosely. Only go as far as is comfortable.\n3. Let your upper body hang loosely for one breath.\n4. As you breathe in, roll back up vertebra by vertebra starting from the pelvis; your head comes up last.',
      duration: '2 × 5 repetitions, about 2 minutes',
      effect:
        'Mobilises the spine segment by segment in flexion and stretches the back extensors and the hamstrings.',
      commonMistakes: 'Locking the knees; rolling up so fast that you feel dizzy; bouncing at the bottom.',
      tip: 'Come up especially slowly if you tend to feel dizzy when straightening up.',
    },
  },
  {
    slug: 'floor-90-90-hip-switch',
    kind: 'mobility',
    level: 3,
    equipment: 'none',
    undercover: false,
    durationSeconds: 150,
    repetitions: 8,
    regions: ['hip', 'buttocks'],
    contraindicatedRegions: ['hip', 'knee'],
    gentle: false,
    focus: ['mobility', 'yoga', 'sport'],
    goals: ['agility'],
    de: {
      name: '90-90-Hüftwechsel',
      startingPosition:
        'Setzen Sie sich auf eine Matte. Beide Knie sind etwa rechtwinklig gebeugt: Das rechte Bein liegt vor Ihnen mit dem Schienbein quer, das linke Bein liegt seitlich neben Ihnen mit dem Oberschenkel zur Seite. Stützen Sie sich mit den Händen hinter dem Körper ab.',
      sequence:
        '1. Richten Sie sich auf und heben Sie das Brustbein.\n2. Heben Sie beide Knie an und drehen Sie sie gemeinsam zur linken Seite, bis das linke Bein vorn und das rechte Bein seitlich liegt; die Füße bleiben ungefähr an ihrem Platz.\n3. Richten Sie sich in der neuen Position auf und neigen Sie den Oberkörper leicht über das vordere Schienbein.\n4. Wechseln Sie zurück und üben Sie abwechselnd weiter.',
      duration: '2 × 8 Wechsel pro Seite, etwa 2½ Minuten',
      effect: 'Mobilisiert die Hüftgelenke in der Innen- und Außenrotation und dehnt die Gesäßmuskulatur.',
      commonMistakes:
        'Den Rücken stark runden; die Knie mit Kraft zum Boden drücken; mit Schwung hin und her kippen.',
      tip: 'Mit den Händen hinter dem Körper ist es leichter. Schwerer wird es, wenn Sie ohne Abstützen aufrecht sitzen.',
    },
    en: {
      name: '90-90 hip switch',
      startingPosition:
        'Sit on a mat. Both knees are bent at about a right angle: your right leg lies in front of you with the shin across, your left leg lies beside you with the thigh pointing sideways. Support yourself with your hands behind your body.',
      sequence:
        '1. Sit tall and lift your breastbone.\n2. Lift both knees and rotate them together to the left until your left leg is in front and your right leg is to the side; your feet stay roughly in place.\n3. Sit tall in the new position and lean your upper body slightly over the front shin.\n4. Switch back and keep alternating.',
      duration: '2 × 8 switches per side, about 2½ minutes',
      effect: 'Mobilises the hip joints in internal and external rotation and stretches the glutes.',
      commonMistakes:
        'Rounding the back heavily; forcing the knees down to the floor; tipping from side to side with momentum.',
      tip: 'It is easier with your hands behind you. To make it harder, sit upright without support.',
    },
  },
  {
    slug: 'side-lying-open-book-rotation',
    kind: 'mobility',
    level: 2,
    equipment: 'none',
    undercover: false,
    durationSeconds: 150,
    repetitions: 6,
    regions: ['torso', 'back'],
    contraindicatedRegions: ['shoulder'],
    gentle: true,
    focus: ['mobility', 'yoga'],
    goals: ['agility', 'wellbeing'],
    de: {
      name: 'Offenes Buch in Seitenlage',
      startingPosition:
        'Legen Sie sich auf einer Matte auf die linke Seite, den Kopf auf einem Kissen. Hüfte und Knie sind etwa rechtwinklig gebeugt. Strecken Sie beide Arme auf Schulterhöhe nach vorn, die Handflächen liegen aufeinander.',
      sequence:
        '1. Lassen Sie die Knie während der ganzen Übung aufeinander am Boden liegen.\n2. Heben Sie beim Einatmen den rechten Arm und öffnen Sie ihn in einem Bogen zur rechten Seite; der Blick folgt der Hand.\n3. Lassen Sie den Arm nur so weit Richtung Boden sinken, wie die Knie zusammenbleiben.\n4. Führen Sie den Arm beim Ausatmen im Bogen zurück. Nach 6 Wiederholungen wechseln Sie die Seite.',
      duration: '2 × 6 Wiederholungen pro Seite, etwa 2½ Minuten',
      effect: 'Mobilisiert die Brustwirbelsäule in der Drehung und öffnet den Brustkorb.',
      commonMistakes:
        'Die Knie rutschen auseinander; der Arm wird mit Kraft nach unten gedrückt; der Kopf liegt ohne Unterlage.',
      tip: 'Ein Kissen zwischen den Knien hilft, das Becken ruhig zu halten.',
    },
    en: {
      name: 'Side-lying open book',
      startingPosition:
        'Lie on your left side on a mat with your head on a cushion. Your hips and knees are bent at about a right angle. Stretch both arms forward at shoulder height with your palms together.',
      sequence:
        '1. Keep your knees stacked on the floor throughout the exercise.\n2. As you breathe in, lift your right arm and open it in an arc to the right; your gaze follows your hand.\n3. Only let the arm sink towards the floor as far as your knees stay together.\n4. As you breathe out, bring the arm back along the arc. After 6 repetitions, switch sides.',
      duration: '2 × 6 repetitions per side, about 2½ minutes',
      effect: 'Mobilises the thoracic spine in rotation and opens the chest.',
      commonMistakes: 'Knees sliding apart; forcing the arm down; resting the head without support.',
      tip: 'A cushion between your knees helps to keep your pelvis still.',
    },
  },
  {
    slug: 'standing-hands-on-hips-back-extension',
    kind: 'mobility',
    level: 1,
    equipment: 'none',
    undercover: false,
    durationSeconds: 90,
    repetitions: 8,
    regions: ['lumbar_spine', 'straight_belly'],
    contraindicatedRegions: ['lumbar_spine'],
    gentle: false,
    focus: ['mobility'],
    goals: ['agility', 'wellbeing'],
    de: {
      name: 'Rückbeuge im Stand',
      startingPosition:
        'Stehen Sie aufrecht, die Füße hüftbreit. Legen Sie die Hände mit den Fingern nach unten auf den unteren Rücken, knapp oberhalb des Gesäßes.',
      sequence:
        '1. Spannen Sie das Gesäß leicht an, die Knie bleiben locker.\n2. Schieben Sie die Hüfte ein wenig nach vorn und neigen Sie den Oberkörper nach hinten; die Hände stützen dabei.\n3. Bewegen Sie sich nur im schmerzfreien Bereich; der Kopf bleibt in Verlängerung der Wirbelsäule.\n4. Halten Sie 2 Sekunden und richten Sie sich wieder auf.',
      duration: '2 × 8 Wiederholungen, etwa 1½ Minuten',
      effect:
        'Mobilisiert Lenden- und Brustwirbelsäule in die Streckung und dehnt die vordere Bauchwand – ein Gegengewicht zur vorgebeugten Sitzhaltung.',
      commonMistakes:
        'Den Kopf in den Nacken werfen; die Knie stark beugen; sich zu weit nach hinten lehnen.',
      tip: 'Einige Wiederholungen jede Stunde sind wirkungsvoller als eine lange Einheit am Ende des Tages.',
    },
    en: {
      name: 'Standing back bend',
      startingPosition:
        'Stand upright with your feet hip-width apart. Place your hands on your lower back, fingers pointing down, just above your buttocks.',
      sequence:
        '1. Lightly squeeze your glutes and keep your knees soft.\n2. Push your hips slightly forward and lean your upper body back, supported by your hands.\n3. Only move within a pain-free range; your head stays in line with your spine.\n4. Hold for 2 seconds and come back upright.',
      duration: '2 × 8 repetitions, about 1½ minutes',
      effect:
        'Mobilises the lumbar and thoracic spine into extension and stretches the front of the abdomen – a counterbalance to a forward-bent sitting posture.',
      commonMistakes: 'Throwing the head back; bending the knees a lot; leaning too far back.',
      tip: 'A few repetitions every hour are more effective than one long session at the end of the day.',
    },
  },

  // ─── Relaxation ───────────────────────────────────────────────────────────────────────────────
  {
    slug: 'seated-massage-ball-glute-release',
    kind: 'relaxation',
    level: 1,
    equipment: 'ball',
    undercover: true,
    durationSeconds: 150,
    repetitions: null,
    regions: ['buttocks', 'hip'],
    contraindicatedRegions: ['buttocks'],
    gentle: true,
    focus: ['mobility'],
    goals: ['painremoval', 'wellbeing'],
    de: {
      name: 'Gesäß lockern mit dem Ball im Sitzen',
      startingPosition:
        'Sitzen Sie auf einem festen Stuhl. Legen Sie den Massageball unter die rechte Gesäßhälfte, etwa in die Mitte des Muskels – nicht direkt unter den Sitzbeinhöcker.',
      sequence:
        '1. Verlagern Sie langsam Gewicht auf den Ball, bis Sie einen angenehmen Druck spüren.\n2. Bewegen Sie sich in kleinen Kreisen oder vor und zurück, um verspannte Stellen zu finden.\n3. Bleiben Sie auf einer verspannten Stelle 20 bis 30 Sekunden und atmen Sie ruhig.\n4. Nach 60 Sekunden wechseln Sie die Seite.',
      duration: '60 Sekunden pro Seite, etwa 2½ Minuten',
      effect:
        'Lockert durch gezielten Druck die Gesäß- und tiefe Hüftmuskulatur und regt nach langem Sitzen die Durchblutung an.',
      commonMistakes:
        'Zu viel Druck; den Ball direkt auf den knöchernen Sitzbeinhöcker legen; zu schnell rollen. Wenn es kribbelt oder ins Bein ausstrahlt, verschieben Sie den Ball ein Stück.',
      tip: 'Mehr Druck entsteht, wenn Sie den Knöchel der Übungsseite auf das andere Knie legen.',
    },
    en: {
      name: 'Seated ball glute release',
      startingPosition:
        'Sit on a firm chair. Place the massage ball under your right buttock, roughly in the middle of the muscle – not directly under your sit bone.',
      sequence:
        '1. Slowly shift weight onto the ball until you feel pleasant pressure.\n2. Move in small circles or back and forth to find tense spots.\n3. Stay on a tense spot for 20 to 30 seconds and breathe calmly.\n4. After 60 seconds, switch sides.',
      duration: '60 seconds per side, about 2½ minutes',
      effect:
        'Loosens the gluteal and deep hip muscles through targeted pressure and stimulates blood flow after long periods of sitting.',
      commonMistakes:
        'Too much pressure; placing the ball directly on the bony sit bone; rolling too fast. If you feel tingling or anything radiating into the leg, move the ball a little.',
      tip: 'For more pressure, place the ankle of the working side on the opposite knee.',
    },
  },
  {
    slug: 'wall-massage-ball-mid-back-arm-raise',
    kind: 'relaxation',
    level: 1,
    equipment: 'ball',
    undercover: false,
    durationSeconds: 120,
    repetitions: null,
    regions: ['back', 'torso'],
    contraindicatedRegions: ['back'],
    gentle: true,
    focus: ['mobility'],
    goals: ['painremoval', 'wellbeing'],
    de: {
      name: 'Mittleren Rücken mit Ball und Armheben lockern',
      startingPosition:
        'Stellen Sie sich mit dem Rücken zur Wand, die Füße etwa eine Schrittlänge von der Wand entfernt, die Knie leicht gebeugt. Legen Sie den Massageball zwischen Wand und Rücken – zwei Fingerbreit neben die Wirbelsäule, knapp unterhalb der unteren Spitze des Schulterblatts.',
      sequence:
        '1. Lehnen Sie sich gegen den Ball, bis der Druck angenehm ist.\n2. Heben Sie den Arm der Übungsseite beim Einatmen langsam gestreckt nach vorn und über den Kopf.\n3. Senken Sie den Arm beim Ausatmen langsam wieder ab; der Ball bleibt dabei an derselben Stelle.\n4. Rutschen Sie mit einer kleinen Kniebeuge eine Handbreit tiefer Richtung unterste Rippe und wiederholen Sie das Armheben.\n5. Nach einer Minute wechseln Sie auf die andere Seite der Wirbelsäule.',
      duration: '60 Sekunden pro Seite, etwa 2 Minuten',
      effect:
        'Lockert die Rückenstrecker im mittleren Rücken entlang der unteren Brustwirbelsäule. Das Armheben bewegt die Muskulatur unter dem Ball und weitet den Brustkorb.',
      commonMistakes:
        'Den Ball direkt auf die Dornfortsätze der Wirbelsäule legen; ins Hohlkreuz gehen, wenn der Arm nach oben kommt; zu viel Druck; die Luft anhalten.',
      tip: 'Heben Sie den Arm nur so weit, wie der untere Rücken ruhig an der Wand bleibt. Wie viel Druck Sie geben, steuern Sie über den Abstand der Füße zur Wand.',
    },
    en: {
      name: 'Wall ball mid-back release with arm raise',
      startingPosition:
        'Stand with your back to a wall, feet about a step away from it, knees slightly bent. Place the massage ball between the wall and your back – two finger-widths beside your spine, just below the lower tip of your shoulder blade.',
      sequence:
        '1. Lean into the ball until the pressure feels pleasant.\n2. As you breathe in, slowly raise the arm on the working side straight forward and overhead.\n3. As you breathe out, slowly lower the arm again; the ball stays in the same spot.\n4. With a small knee bend, slide a hand’s width lower towards your lowest rib and repeat the arm raise.\n5. After one minute, switch to the other side of the spine.',
      duration: '60 seconds per side, about 2 minutes',
      effect:
        'Loosens the back extensors in the middle of the back along the lower thoracic spine. Raising the arm moves the muscles under the ball and opens the ribcage.',
      commonMistakes:
        'Placing the ball directly on the bony points of the spine; arching the lower back as the arm goes up; too much pressure; holding your breath.',
      tip: 'Only raise your arm as far as your lower back stays quietly against the wall. You control the pressure by how far your feet are from the wall.',
    },
  },
  {
    slug: 'wall-massage-ball-lower-back-release',
    kind: 'relaxation',
    level: 2,
    equipment: 'ball',
    undercover: false,
    durationSeconds: 120,
    repetitions: null,
    regions: ['lumbar_spine', 'back'],
    contraindicatedRegions: ['lumbar_spine'],
    gentle: false,
    focus: ['mobility'],
    goals: ['painremoval', 'wellbeing'],
    de: {
      name: 'Unteren Rücken mit dem Ball lockern',
      startingPosition:
        'Stellen Sie sich mit dem Rücken zur Wand. Legen Sie den Massageball etwa zwei Fingerbreit neben der Wirbelsäule auf den unteren Rücken, zwischen unterster Rippe und Beckenrand.',
      sequence:
        '1. Lehnen Sie sich mit leicht gebeugten Knien sanft gegen den Ball.\n2. Rollen Sie den Ball mit kleinen Kniebeugen und seitlichen Gewichtsverlagerungen langsam über den Muskel.\n3. Halten Sie verspannte Stellen 15 bis 20 Sekunden und atmen Sie ruhig.\n4. Nach einer Minute wechseln Sie auf die andere Seite.',
      duration: '60 Sekunden pro Seite, etwa 2 Minuten',
      effect: 'Lockert die Rückenstreckermuskulatur im Bereich der Lendenwirbelsäule.',
      commonMistakes:
        'Den Ball auf Knochen legen – auf die Wirbelsäule, die Rippen oder den Beckenkamm; zu viel Druck aufbauen.',
      tip: 'Arbeiten Sie hier mit weniger Druck als am Gesäß. Der Druck soll sich angenehm anfühlen, nicht stechend.',
    },
    en: {
      name: 'Wall ball lower-back release',
      startingPosition:
        'Stand with your back to a wall. Place the massage ball on your lower back about two finger-widths beside the spine, between your lowest rib and the rim of your pelvis.',
      sequence:
        '1. With slightly bent knees, lean gently into the ball.\n2. Roll the ball slowly over the muscle with small knee bends and sideways weight shifts.\n3. Hold tense spots for 15 to 20 seconds and breathe calmly.\n4. After one minute, switch to the other side.',
      duration: '60 seconds per side, about 2 minutes',
      effect: 'Loosens the back extensor muscles around the lumbar spine.',
      commonMistakes:
        'Placing the ball on bone – on the spine, the ribs or the pelvic rim; building up too much pressure.',
      tip: 'Use less pressure here than on the glutes. The pressure should feel pleasant, not sharp.',
    },
  },
  {
    slug: 'prone-massage-ball-front-hip-release',
    kind: 'relaxation',
    level: 2,
    equipment: 'ball',
    undercover: false,
    durationSeconds: 150,
    repetitions: null,
    regions: ['hip'],
    contraindicatedRegions: ['hip'],
    gentle: false,
    focus: ['mobility', 'running', 'biking'],
    goals: ['painremoval', 'agility'],
    de: {
      name: 'Vordere Hüfte mit dem Ball lockern',
      startingPosition:
        'Legen Sie sich auf einer Matte auf den Bauch und stützen Sie sich auf die Unterarme. Platzieren Sie den Massageball unter der Vorderseite der rechten Hüfte, knapp unterhalb und etwas außerhalb des vorderen Beckenknochens.',
      sequence:
        '1. Geben Sie langsam Gewicht auf den Ball, bis Sie einen deutlichen, aber angenehmen Druck spüren.\n2. Bewegen Sie sich in kleinen Kreisen von wenigen Zentimetern.\n3. Beugen Sie das rechte Knie und schwenken Sie den Unterschenkel langsam nach links und rechts.\n4. Nach 60 Sekunden wechseln Sie die Seite.',
      duration: '60 Sekunden pro Seite, etwa 2½ Minuten',
      effect:
        'Lockert die vordere und seitliche Hüftmuskulatur, etwa Hüftbeuger und Schenkelbindenspanner, die beim Sitzen in verkürzter Position arbeiten.',
      commonMistakes: 'Den Ball zu weit nach innen Richtung Bauch legen; zu viel Druck; die Luft anhalten.',
      tip: 'Weniger Druck entsteht, wenn Sie mehr Gewicht auf die Unterarme verlagern oder einen weicheren Ball nehmen.',
    },
    en: {
      name: 'Prone ball front-hip release',
      startingPosition:
        'Lie face down on a mat, propped up on your forearms. Place the massage ball under the front of your right hip, just below and slightly outside the bony point at the front of your pelvis.',
      sequence:
        '1. Slowly lower your weight onto the ball until you feel clear but pleasant pressure.\n2. Move in small circles of a few centimetres.\n3. Bend your right knee and slowly sway your lower leg left and right.\n4. After 60 seconds, switch sides.',
      duration: '60 seconds per side, about 2½ minutes',
      effect:
        'Loosens the muscles at the front and side of the hip, such as the hip flexors and the tensor fasciae latae, which work in a shortened position while sitting.',
      commonMistakes:
        'Placing the ball too far inwards towards the abdomen; too much pressure; holding your breath.',
      tip: 'To reduce the pressure, shift more weight onto your forearms or use a softer ball.',
    },
  },
  {
    slug: 'wall-massage-ball-side-waist-release',
    kind: 'relaxation',
    level: 2,
    equipment: 'ball',
    undercover: false,
    durationSeconds: 150,
    repetitions: null,
    regions: ['side_belly', 'back'],
    contraindicatedRegions: ['side_belly'],
    gentle: true,
    focus: ['mobility'],
    goals: ['painremoval', 'wellbeing'],
    de: {
      name: 'Seitliche Taille mit dem Ball lockern',
      startingPosition:
        'Stellen Sie sich schräg mit dem Rücken zur Wand. Legen Sie den Massageball zwischen Wand und seitliche Taille – etwa eine Handbreit neben der Wirbelsäule, zwischen unterster Rippe und Beckenkamm.',
      sequence:
        '1. Lehnen Sie sich mit einer leichten Drehung gegen den Ball, bis der Druck angenehm ist.\n2. Bewegen Sie sich mit kleinen Kniebeugen langsam auf und ab.\n3. Heben Sie den Arm der Übungsseite über den Kopf, um den Bereich zusätzlich zu weiten.\n4. Nach 60 Sekunden wechseln Sie die Seite.',
      duration: '60 Sekunden pro Seite, etwa 2½ Minuten',
      effect:
        'Lockert die seitliche Rumpf- und untere Rückenmuskulatur, etwa den quadratischen Lendenmuskel, der bei einseitigem Sitzen viel Haltearbeit leistet.',
      commonMistakes: 'Auf die Rippen oder den Beckenkamm drücken; zu viel Druck; die Schulter hochziehen.',
      tip: 'Atmen Sie ruhig in die Flanke, auf der der Ball liegt – das verstärkt die lockernde Wirkung.',
    },
    en: {
      name: 'Wall ball side-waist release',
      startingPosition:
        'Stand at an angle with your back to a wall. Place the massage ball between the wall and the side of your waist – about a hand’s width beside the spine, between the lowest rib and the top of the pelvis.',
      sequence:
        '1. Lean into the ball with a slight rotation until the pressure feels pleasant.\n2. Move slowly up and down with small knee bends.\n3. Raise the arm on the working side over your head to open the area further.\n4. After 60 seconds, switch sides.',
      duration: '60 seconds per side, about 2½ minutes',
      effect:
        'Loosens the side trunk and lower back muscles such as the quadratus lumborum, which does a lot of holding work when you sit lopsided.',
      commonMistakes:
        'Pressing on the ribs or the top of the pelvis; too much pressure; shrugging the shoulder.',
      tip: 'Breathe calmly into the side where the ball is – this enhances the loosening effect.',
    },
  },
  {
    slug: 'wall-massage-ball-lateral-hip-release',
    kind: 'relaxation',
    level: 1,
    equipment: 'ball',
    undercover: false,
    durationSeconds: 150,
    repetitions: null,
    regions: ['hip', 'buttocks'],
    contraindicatedRegions: ['hip'],
    gentle: true,
    focus: ['mobility', 'running'],
    goals: ['painremoval', 'wellbeing'],
    de: {
      name: 'Seitliche Hüfte mit dem Ball lockern',
      startingPosition:
        'Stellen Sie sich seitlich zur Wand, die Füße etwa eine Schrittlänge entfernt. Legen Sie den Massageball zwischen Wand und Außenseite der rechten Hüfte – etwas unterhalb des Beckenkamms und leicht hinter der Seitennaht der Hose.',
      sequence:
        '1. Lehnen Sie sich gegen den Ball, bis Sie einen angenehmen Druck spüren.\n2. Beugen und strecken Sie langsam die Knie und verlagern Sie sich leicht nach vorn und hinten.\n3. Verweilen Sie auf verspannten Stellen etwa 20 Sekunden.\n4. Nach 60 Sekunden wechseln Sie die Seite.',
      duration: '60 Sekunden pro Seite, etwa 2½ Minuten',
      effect:
        'Lockert die seitliche Hüftmuskulatur, also den mittleren und kleinen Gesäßmuskel, die das Becken beim Stehen und Gehen stabilisieren.',
      commonMistakes:
        'Den Ball auf den knöchernen Vorsprung seitlich am Oberschenkel legen; zu viel Druck; mit dem Oberkörper von der Wand weglehnen.',
      tip: 'Kreuzen Sie das äußere Bein vor dem inneren, um den Druck zu verändern.',
    },
    en: {
      name: 'Wall ball lateral hip release',
      startingPosition:
        'Stand side-on to a wall with your feet about a step away. Place the massage ball between the wall and the outside of your right hip – slightly below the top of the pelvis and just behind the side seam of your trousers.',
      sequence:
        '1. Lean into the ball until you feel pleasant pressure.\n2. Slowly bend and straighten your knees and shift slightly forward and back.\n3. Pause on tense spots for about 20 seconds.\n4. After 60 seconds, switch sides.',
      duration: '60 seconds per side, about 2½ minutes',
      effect:
        'Loosens the muscles at the side of the hip – the gluteus medius and minimus – which stabilise the pelvis when standing and walking.',
      commonMistakes:
        'Placing the ball on the bony bump at the side of the thigh; too much pressure; leaning the upper body away from the wall.',
      tip: 'Cross your outer leg in front of your inner leg to change the pressure.',
    },
  },
  {
    slug: 'seated-diaphragmatic-belly-breathing',
    kind: 'relaxation',
    level: 1,
    equipment: 'none',
    undercover: true,
    durationSeconds: 120,
    repetitions: null,
    regions: ['straight_belly', 'torso'],
    contraindicatedRegions: [],
    gentle: true,
    focus: ['yoga', 'mental'],
    goals: ['wellbeing'],
    de: {
      name: 'Bauchatmung im Sitzen',
      startingPosition:
        'Sitzen Sie aufrecht, aber entspannt; Sie dürfen sich an die Lehne anlehnen. Die Füße stehen flach auf dem Boden. Legen Sie eine Hand unterhalb des Bauchnabels auf den Bauch und die andere auf das Brustbein.',
      sequence:
        '1. Atmen Sie etwa 4 Sekunden langsam durch die Nase ein, sodass sich die Hand auf dem Bauch hebt; die Hand auf der Brust bleibt weitgehend ruhig.\n2. Atmen Sie etwa 6 Sekunden langsam durch den leicht geöffneten Mund aus; der Bauch sinkt zurück.\n3. Lassen Sie Schultern und Kiefer locker.\n4. Setzen Sie diesen ruhigen Rhythmus 2 Minuten lang fort.',
      duration: 'etwa 2 Minuten',
      effect:
        'Entspannt die Bauchdecke und die Atemmuskulatur, fördert eine ruhige, tiefe Atmung und hilft, Anspannung im Rumpf loszulassen.',
      commonMistakes:
        'Beim Einatmen die Schultern hochziehen; mit Kraft zu tief atmen, sodass Schwindel entsteht; den Bauch aktiv herausdrücken.',
      tip: 'Öffnen Sie bei Bedarf einen engen Gürtel oder Hosenbund – so kann sich der Bauch frei bewegen.',
    },
    en: {
      name: 'Seated belly breathing',
      startingPosition:
        'Sit upright but relaxed; you may lean against the backrest. Your feet are flat on the floor. Place one hand on your belly below the navel and the other on your breastbone.',
      sequence:
        '1. Breathe in slowly through your nose for about 4 seconds so the hand on your belly rises; the hand on your chest stays mostly still.\n2. Breathe out slowly through slightly parted lips for about 6 seconds; your belly sinks back.\n3. Keep your shoulders and jaw relaxed.\n4. Continue this calm rhythm for 2 minutes.',
      duration: 'about 2 minutes',
      effect:
        'Relaxes the abdominal wall and the breathing muscles, encourages calm, deep breathing and helps you let go of tension in the trunk.',
      commonMistakes:
        'Lifting the shoulders when breathing in; forcing very deep breaths so you feel dizzy; actively pushing the belly out.',
      tip: 'Loosen a tight belt or waistband if needed – that lets your belly move freely.',
    },
  },
  {
    slug: 'seated-forward-hang-back-release',
    kind: 'relaxation',
    level: 1,
    equipment: 'none',
    undercover: true,
    durationSeconds: 90,
    repetitions: null,
    regions: ['back', 'lumbar_spine'],
    contraindicatedRegions: [],
    gentle: true,
    focus: ['yoga', 'mobility'],
    goals: ['wellbeing', 'painremoval'],
    de: {
      name: 'Vorbeugen und Hängenlassen im Sitzen',
      startingPosition:
        'Setzen Sie sich auf die vordere Hälfte des Stuhls. Die Füße stehen etwas weiter als hüftbreit flach auf dem Boden, die Hände liegen auf den Oberschenkeln.',
      sequence:
        '1. Lassen Sie den Oberkörper beim Ausatmen langsam zwischen die Oberschenkel nach vorn sinken; die Arme hängen locker zum Boden.\n2. Lassen Sie auch Kopf und Nacken locker hängen.\n3. Atmen Sie 20 Sekunden ruhig in den Rücken und spüren Sie, wie er sich beim Einatmen weitet.\n4. Rollen Sie sich Wirbel für Wirbel langsam wieder auf und stützen Sie sich dabei mit den Händen auf den Oberschenkeln ab. Wiederholen Sie das Ganze dreimal.',
      duration: '3 × 20 Sekunden, etwa 1½ Minuten',
      effect:
        'Entspannt die Rückenstrecker durch eine sanfte Beugung; die Atmung in den Rücken weitet den hinteren Brustkorb.',
      commonMistakes:
        'Zu schnell aufrichten, sodass Schwindel entsteht; die Dehnung erzwingen; die Füße zu eng stellen.',
      tip: 'Legen Sie die Unterarme auf die Oberschenkel, wenn das freie Hängen unangenehm ist.',
    },
    en: {
      name: 'Seated forward hang',
      startingPosition:
        'Sit on the front half of your chair. Your feet are flat on the floor slightly wider than hip-width and your hands rest on your thighs.',
      sequence:
        '1. As you breathe out, let your upper body sink slowly forward between your thighs; your arms hang loosely towards the floor.\n2. Let your head and neck hang loosely as well.\n3. Breathe calmly into your back for 20 seconds and feel it widen as you breathe in.\n4. Roll up slowly vertebra by vertebra, supporting yourself with your hands on your thighs. Repeat three times.',
      duration: '3 × 20 seconds, about 1½ minutes',
      effect:
        'Relaxes the back extensors through gentle flexion; breathing into the back widens the rear of the ribcage.',
      commonMistakes:
        'Sitting up too fast so you feel dizzy; forcing the stretch; placing the feet too close together.',
      tip: 'Rest your forearms on your thighs if hanging freely feels uncomfortable.',
    },
  },
  {
    slug: 'seated-lateral-rib-breathing',
    kind: 'relaxation',
    level: 1,
    equipment: 'none',
    undercover: true,
    durationSeconds: 120,
    repetitions: null,
    regions: ['side_belly', 'torso'],
    contraindicatedRegions: [],
    gentle: true,
    focus: ['yoga', 'mobility'],
    goals: ['wellbeing'],
    de: {
      name: 'Flankenatmung im Sitzen',
      startingPosition:
        'Sitzen Sie aufrecht, die Füße stehen flach auf dem Boden. Legen Sie die Hände seitlich an die unteren Rippen, die Daumen zeigen nach hinten.',
      sequence:
        '1. Atmen Sie langsam durch die Nase in Ihre Hände ein und spüren Sie, wie sich die Rippen zur Seite weiten.\n2. Atmen Sie langsam aus; die Rippen sinken wieder nach innen.\n3. Neigen Sie sich nach 5 Atemzügen leicht nach links und atmen Sie 3-mal gezielt in die rechte Flanke.\n4. Wechseln Sie die Seite und schließen Sie mit 5 ruhigen Atemzügen in aufrechter Haltung ab.',
      duration: 'etwa 2 Minuten',
      effect:
        'Entspannt die seitliche Rumpf- und Zwischenrippenmuskulatur und verbessert die Beweglichkeit der Rippen beim Atmen.',
      commonMistakes:
        'Die Schultern hochziehen; nur in den Bauch atmen; mit Kraft übertrieben tief einatmen.',
      tip: 'Die Übung fällt kaum auf – ideal für eine kurze Pause zwischen zwei Besprechungen.',
    },
    en: {
      name: 'Seated side-rib breathing',
      startingPosition:
        'Sit upright with your feet flat on the floor. Place your hands on the sides of your lower ribs, thumbs pointing backwards.',
      sequence:
        '1. Breathe in slowly through your nose into your hands and feel your ribs widen sideways.\n2. Breathe out slowly; the ribs sink back inwards.\n3. After 5 breaths, lean slightly to the left and take 3 breaths deliberately into your right side.\n4. Switch sides and finish with 5 calm breaths sitting upright.',
      duration: 'about 2 minutes',
      effect:
        'Relaxes the side trunk muscles and the muscles between the ribs and improves rib mobility during breathing.',
      commonMistakes:
        'Lifting the shoulders; breathing only into the belly; forcing exaggerated deep breaths.',
      tip: 'This exercise is barely noticeable – ideal for a short break between two meetings.',
    },
  },
  {
    slug: 'supine-knee-to-chest-rocking',
    kind: 'relaxation',
    level: 1,
    equipment: 'none',
    undercover: false,
    durationSeconds: 120,
    repetitions: null,
    regions: ['lumbar_spine', 'buttocks'],
    contraindicatedRegions: [],
    gentle: true,
    focus: ['yoga', 'mobility'],
    goals: ['wellbeing', 'painremoval'],
    de: {
      name: 'Knie zur Brust mit Schaukeln',
      startingPosition:
        'Legen Sie sich auf einer Matte auf den Rücken. Ziehen Sie beide Knie Richtung Brust und legen Sie die Hände auf die Knie oder die Schienbeine.',
      sequence:
        '1. Ziehen Sie die Knie sanft zur Brust, bis der untere Rücken flach aufliegt.\n2. Schaukeln Sie langsam mit kleinen Bewegungen nach links und rechts.\n3. Malen Sie anschließend mit den Knien kleine Kreise in beide Richtungen.\n4. Atmen Sie dabei ruhig und gleichmäßig weiter.',
      duration: 'etwa 2 Minuten',
      effect:
        'Entspannt die Muskulatur des unteren Rückens und des Gesäßes und mobilisiert die Lendenwirbelsäule sanft.',
      commonMistakes:
        'Die Knie mit Kraft heranziehen; den Kopf anheben und den Nacken anspannen; zu schnell schaukeln.',
      tip: 'Greifen Sie in die Kniekehlen statt an die Schienbeine, wenn der Zug für die Knie unangenehm ist.',
    },
    en: {
      name: 'Knee-to-chest rocking',
      startingPosition:
        'Lie on your back on a mat. Draw both knees towards your chest and rest your hands on your knees or shins.',
      sequence:
        '1. Gently draw your knees to your chest until your lower back lies flat.\n2. Rock slowly from left to right with small movements.\n3. Then draw small circles with your knees in both directions.\n4. Keep breathing calmly and evenly.',
      duration: 'about 2 minutes',
      effect: 'Relaxes the muscles of the lower back and glutes and gently mobilises the lumbar spine.',
      commonMistakes:
        'Pulling the knees in forcefully; lifting the head and tensing the neck; rocking too fast.',
      tip: 'Hold behind your knees instead of your shins if the pull is uncomfortable for your knees.',
    },
  },
  {
    slug: 'supine-bent-knee-windshield-wipers',
    kind: 'relaxation',
    level: 1,
    equipment: 'none',
    undercover: false,
    durationSeconds: 120,
    repetitions: 8,
    regions: ['lumbar_spine', 'hip', 'torso'],
    contraindicatedRegions: [],
    gentle: true,
    focus: ['yoga', 'mobility'],
    goals: ['wellbeing', 'agility'],
    de: {
      name: 'Scheibenwischer in Rückenlage',
      startingPosition:
        'Legen Sie sich auf einer Matte auf den Rücken. Die Knie sind gebeugt, die Füße stehen etwas weiter als hüftbreit auf dem Boden. Die Arme liegen seitlich auf Schulterhöhe.',
      sequence:
        '1. Lassen Sie beim Ausatmen beide Knie langsam nach rechts sinken, so weit es angenehm ist.\n2. Die Schultern bleiben dabei am Boden.\n3. Kommen Sie beim Einatmen zurück zur Mitte.\n4. Wechseln Sie die Seite im ruhigen Atemrhythmus.',
      duration: '8 Wiederholungen pro Seite, etwa 2 Minuten',
      effect:
        'Dreht Lendenwirbelsäule und Hüftgelenke sanft und entspannt die Muskulatur des unteren Rückens und des seitlichen Rumpfes.',
      commonMistakes:
        'Die Knie mit Schwung fallen lassen; die gegenüberliegende Schulter abheben; die Luft anhalten.',
      tip: 'Bleiben Sie auf jeder Seite für einen zusätzlichen Atemzug liegen, wenn Sie tiefer entspannen möchten.',
    },
    en: {
      name: 'Supine windscreen wipers',
      startingPosition:
        'Lie on your back on a mat. Your knees are bent and your feet are on the floor slightly wider than hip-width. Your arms rest out to the sides at shoulder height.',
      sequence:
        '1. As you breathe out, let both knees sink slowly to the right, as far as is comfortable.\n2. Your shoulders stay on the floor.\n3. As you breathe in, come back to the middle.\n4. Switch sides in a calm breathing rhythm.',
      duration: '8 repetitions per side, about 2 minutes',
      effect:
        'Gently rotates the lumbar spine and hip joints and relaxes the muscles of the lower back and the side of the trunk.',
      commonMistakes:
        'Letting the knees drop with momentum; lifting the opposite shoulder; holding your breath.',
      tip: 'Stay on each side for an extra breath if you want to relax more deeply.',
    },
  },
  {
    slug: 'kneeling-childs-pose-side-reach',
    kind: 'relaxation',
    level: 1,
    equipment: 'none',
    undercover: false,
    durationSeconds: 120,
    repetitions: null,
    regions: ['back', 'side_belly'],
    contraindicatedRegions: ['knee'],
    gentle: true,
    focus: ['yoga', 'mobility'],
    goals: ['wellbeing', 'agility'],
    de: {
      name: 'Kindhaltung mit Seitwärtsgreifen',
      startingPosition:
        'Knien Sie sich auf eine Matte und setzen Sie sich auf die Fersen. Legen Sie den Oberkörper auf den Oberschenkeln ab, strecken Sie die Arme nach vorn und legen Sie die Stirn auf die Matte oder auf die übereinandergelegten Hände.',
      sequence:
        '1. Atmen Sie 30 Sekunden ruhig in den Rücken.\n2. Wandern Sie mit beiden Händen nach rechts, bis Sie eine Dehnung in der linken Flanke spüren.\n3. Halten Sie 30 Sekunden und atmen Sie in die linke Flanke.\n4. Wandern Sie mit den Händen über die Mitte nach links und halten Sie weitere 30 Sekunden.\n5. Kommen Sie zur Mitte zurück und rollen Sie sich langsam auf.',
      duration: '3 × 30 Sekunden halten, etwa 2 Minuten',
      effect:
        'Entspannt die Rückenmuskulatur und dehnt die seitliche Rumpfmuskulatur und den breiten Rückenmuskel.',
      commonMistakes:
        'Das Gesäß weit von den Fersen abheben; die Schultern anspannen; die Dehnung erzwingen.',
      tip: 'Ein Kissen zwischen Gesäß und Fersen oder unter den Knien macht die Haltung bequemer.',
    },
    en: {
      name: 'Child’s pose with side reach',
      startingPosition:
        'Kneel on a mat and sit back on your heels. Rest your upper body on your thighs, stretch your arms forward and rest your forehead on the mat or on your stacked hands.',
      sequence:
        '1. Breathe calmly into your back for 30 seconds.\n2. Walk both hands to the right until you feel a stretch in your left side.\n3. Hold for 30 seconds and breathe into your left side.\n4. Walk your hands through the middle to the left and hold for another 30 seconds.\n5. Return to the middle and roll up slowly.',
      duration: '3 × 30-second holds, about 2 minutes',
      effect: 'Relaxes the back muscles and stretches the side trunk muscles and the latissimus.',
      commonMistakes: 'Lifting the bottom far off the heels; tensing the shoulders; forcing the stretch.',
      tip: 'A cushion between your bottom and heels or under your knees makes the position more comfortable.',
    },
  },
  {
    slug: 'seated-trunk-tense-and-release',
    kind: 'relaxation',
    level: 1,
    equipment: 'none',
    undercover: true,
    durationSeconds: 120,
    repetitions: null,
    regions: ['buttocks', 'straight_belly', 'back'],
    contraindicatedRegions: [],
    gentle: true,
    focus: ['mental', 'yoga'],
    goals: ['wellbeing', 'painremoval'],
    de: {
      name: 'An- und Entspannen im Sitzen',
      startingPosition:
        'Sitzen Sie aufrecht, beide Füße stehen flach auf dem Boden, die Hände liegen auf den Oberschenkeln. Die Augen können offen oder geschlossen sein.',
      sequence:
        '1. Spannen Sie das Gesäß 5 Sekunden deutlich an. Lassen Sie dann vollständig los und spüren Sie 10 Sekunden dem Unterschied nach.\n2. Spannen Sie den Bauch 5 Sekunden an, als würden Sie sich auf einen Stoß vorbereiten, und lassen Sie 10 Sekunden los.\n3. Ziehen Sie die Schulterblätter 5 Sekunden nach hinten unten zusammen und richten Sie dabei den Rücken leicht auf; lassen Sie dann 10 Sekunden los.\n4. Wiederholen Sie die Runde ein zweites Mal und atmen Sie bei jedem Loslassen etwas länger aus.',
      duration: '2 Durchgänge, etwa 2 Minuten',
      effect:
        'Das kurze Anspannen und bewusste Loslassen hilft, Muskelspannung in Rumpf und Gesäß wahrzunehmen und abzubauen – eine kurze Entspannungspause im Arbeitsalltag.',
      commonMistakes:
        'Mit maximaler Kraft anspannen; die Luft anhalten; die Entspannungsphase zu kurz halten.',
      tip: 'Etwa 70 Prozent Ihrer Kraft reichen beim Anspannen völlig aus – entscheidend ist das bewusste Loslassen.',
    },
    en: {
      name: 'Seated tense and release',
      startingPosition:
        'Sit upright with both feet flat on the floor and your hands on your thighs. Your eyes can be open or closed.',
      sequence:
        '1. Squeeze your glutes firmly for 5 seconds. Then let go completely and notice the difference for 10 seconds.\n2. Tense your abdomen for 5 seconds, as if bracing for a push, then let go for 10 seconds.\n3. Draw your shoulder blades back and down for 5 seconds while gently straightening your back; then let go for 10 seconds.\n4. Repeat the round a second time, breathing out a little longer with each release.',
      duration: '2 rounds, about 2 minutes',
      effect:
        'Briefly tensing and then consciously letting go helps you notice and release muscle tension in the trunk and glutes – a short relaxation break in your working day.',
      commonMistakes:
        'Tensing with maximum force; holding your breath; keeping the relaxation phase too short.',
      tip: 'About 70 percent of your strength is plenty when tensing – what matters is consciously letting go.',
    },
  },
];
