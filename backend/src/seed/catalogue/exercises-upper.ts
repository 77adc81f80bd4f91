// Upper-body exercises: cervical spine, neck, side of the neck, shoulders, rotator cuff, the muscles between the
// shoulder blades, jaw, head and eyes. Texts describe the movement and what it does, never a medical promise.
import type { CatalogueExercise } from './types';

export const upperBody: CatalogueExercise[] = [
  {
    slug: 'seated-chin-tuck',
    kind: 'strengthening',
    level: 1,
    equipment: 'none',
    undercover: true,
    durationSeconds: 120,
    repetitions: 10,
    regions: ['cervical_spine', 'neck'],
    contraindicatedRegions: [],
    gentle: true,
    focus: ['strength', 'attention'],
    goals: ['painremoval', 'muscle'],
    de: {
      name: 'Kinn-Rückzug im Sitzen',
      startingPosition:
        'Sitzen Sie aufrecht auf der vorderen Hälfte des Stuhls, beide Füße hüftbreit am Boden. Die Schultern sind locker, der Blick geht geradeaus.',
      sequence:
        '1. Schieben Sie den Kopf langsam waagerecht nach hinten, als wollten Sie ein Doppelkinn machen.\n2. Der Blick bleibt geradeaus, der Kopf kippt dabei weder nach oben noch nach unten.\n3. Halten Sie die Position 3 Sekunden und spüren Sie die leichte Dehnung im Nacken.\n4. Lassen Sie den Kopf langsam in die Ausgangsposition zurückgleiten.',
      duration: '2 × 10 Wiederholungen, etwa 2 Minuten',
      effect:
        'Aktiviert die tiefe Halsbeugemuskulatur und bringt den Kopf wieder über die Wirbelsäule. Das wirkt der nach vorn geschobenen Kopfhaltung am Bildschirm entgegen und entlastet den Nacken.',
      commonMistakes:
        'Den Kopf nach unten nicken, statt ihn waagerecht zurückzuschieben. Die Schultern mit hochziehen. Zu viel Kraft einsetzen – die Bewegung ist klein.',
      tip: 'Legen Sie zur Kontrolle einen Finger ans Kinn und schieben Sie das Kinn vom Finger weg. Gut geeignet als Mini-Pause, zum Beispiel immer dann, wenn eine Datei lädt.',
    },
    en: {
      name: 'Seated chin tuck',
      startingPosition:
        'Sit upright on the front half of your chair, feet hip-width apart on the floor. Your shoulders are relaxed and you look straight ahead.',
      sequence:
        '1. Slowly glide your head straight back, as if making a double chin.\n2. Keep your gaze level; your head tilts neither up nor down.\n3. Hold for 3 seconds and feel the light stretch at the back of your neck.\n4. Let your head glide slowly back to the starting position.',
      duration: '2 × 10 repetitions, about 2 minutes',
      effect:
        'Activates the deep neck flexors and brings your head back over your spine. This counteracts the forward head posture typical at a screen and takes load off the neck.',
      commonMistakes:
        'Nodding down instead of gliding straight back. Lifting the shoulders along with it. Using too much force – the movement is small.',
      tip: 'Place a finger on your chin and move your chin away from it. Works well as a micro-break, for example whenever a file is loading.',
    },
  },
  {
    slug: 'supine-neck-flexor-hold',
    kind: 'strengthening',
    level: 3,
    equipment: 'none',
    undercover: false,
    durationSeconds: 180,
    repetitions: 5,
    regions: ['cervical_spine', 'neck'],
    contraindicatedRegions: ['cervical_spine', 'neck'],
    gentle: false,
    focus: ['strength'],
    goals: ['muscle', 'painremoval'],
    de: {
      name: 'Kopfheben in Rückenlage',
      startingPosition:
        'Legen Sie sich auf einer Matte auf den Rücken, die Beine sind angestellt, die Arme liegen neben dem Körper. Der Hinterkopf ruht auf dem Boden.',
      sequence:
        '1. Ziehen Sie das Kinn leicht Richtung Brustbein, als würden Sie nicken – der Hinterkopf bleibt dabei zunächst am Boden.\n2. Heben Sie den Kopf mit eingezogenem Kinn etwa 2 cm vom Boden ab.\n3. Halten Sie diese Position 10 Sekunden bei ruhiger Atmung.\n4. Legen Sie den Kopf langsam ab und lösen Sie erst dann das Kinn.\n5. Pausieren Sie etwa 5 Sekunden vor der nächsten Wiederholung.',
      duration: '2 × 5 Wiederholungen mit je 10 Sekunden Halten, etwa 3 Minuten',
      effect:
        'Kräftigt die tiefen Halsbeuger und verbessert ihre Ausdauer. Eine kräftige vordere Halsmuskulatur stabilisiert die Halswirbelsäule und unterstützt eine aufrechte Kopfhaltung im Alltag.',
      commonMistakes:
        'Das Kinn nach vorn schieben, sodass die oberflächlichen Halsmuskeln die Arbeit übernehmen. Den Kopf zu hoch heben. Die Luft anhalten.',
      tip: 'Wenn der Kopf zu zittern beginnt oder das Kinn nach vorn wandert, beenden Sie die Wiederholung. Beginnen Sie lieber mit 5 Sekunden Haltezeit und steigern Sie sich von Woche zu Woche.',
    },
    en: {
      name: 'Supine head lift',
      startingPosition:
        'Lie on your back on a mat with your knees bent and your arms by your sides. The back of your head rests on the floor.',
      sequence:
        '1. Draw your chin slightly towards your breastbone, as if nodding – the back of your head stays on the floor for now.\n2. Keeping the chin tucked, lift your head about 2 cm off the floor.\n3. Hold this position for 10 seconds while breathing calmly.\n4. Lower your head slowly and only then release the chin.\n5. Rest for about 5 seconds before the next repetition.',
      duration: '2 × 5 repetitions, holding each for 10 seconds, about 3 minutes',
      effect:
        'Strengthens the deep neck flexors and builds their endurance. Strong muscles at the front of the neck stabilise the cervical spine and support an upright head posture in everyday life.',
      commonMistakes:
        'Pushing the chin forward so that the superficial neck muscles take over. Lifting the head too high. Holding your breath.',
      tip: 'Stop the repetition as soon as your head starts to shake or your chin drifts forward. Start with a 5-second hold and build up from week to week.',
    },
  },
  {
    slug: 'band-resisted-chin-tuck',
    kind: 'strengthening',
    level: 3,
    equipment: 'band',
    undercover: false,
    durationSeconds: 180,
    repetitions: 10,
    regions: ['cervical_spine', 'neck'],
    contraindicatedRegions: ['cervical_spine', 'neck'],
    gentle: false,
    focus: ['strength'],
    goals: ['muscle'],
    de: {
      name: 'Kinn-Rückzug gegen das Band',
      startingPosition:
        'Sitzen oder stehen Sie aufrecht. Legen Sie die Mitte des Bandes an den Hinterkopf und halten Sie beide Enden mit den Händen vor dem Gesicht, die Ellbogen sind leicht gebeugt. Das Band ist leicht gespannt.',
      sequence:
        '1. Halten Sie die Hände ruhig auf Gesichtshöhe, sodass das Band den Kopf leicht nach vorn zieht.\n2. Schieben Sie den Kopf waagerecht nach hinten gegen den Zug des Bandes, der Blick bleibt geradeaus.\n3. Halten Sie die Endposition 2 Sekunden.\n4. Geben Sie langsam und kontrolliert nach, bis der Kopf wieder in der Ausgangsposition ist.',
      duration: '3 × 10 Wiederholungen, etwa 3 Minuten',
      effect:
        'Kräftigt die Nackenmuskulatur und die tiefen Halsbeuger gegen Widerstand. So lernt der Nacken, den Kopf auch unter Last aufrecht über der Wirbelsäule zu halten.',
      commonMistakes:
        'Die Hände zum Gesicht ziehen, statt sie ruhig zu halten. Den Kopf in den Nacken legen oder nach unten nicken. Ein zu starkes Band wählen, das den Kopf ruckartig nach vorn zieht.',
      tip: 'Beginnen Sie mit dem leichtesten Band. Die Bewegung soll langsam sein, vor allem beim Nachgeben nach vorn.',
    },
    en: {
      name: 'Band-resisted chin tuck',
      startingPosition:
        'Sit or stand upright. Place the middle of the band around the back of your head and hold both ends in front of your face, elbows slightly bent. The band is under light tension.',
      sequence:
        '1. Keep your hands still at face height so that the band pulls your head slightly forward.\n2. Glide your head straight back against the pull of the band, keeping your gaze level.\n3. Hold the end position for 2 seconds.\n4. Slowly and with control let your head return to the starting position.',
      duration: '3 × 10 repetitions, about 3 minutes',
      effect:
        'Strengthens the neck muscles and the deep neck flexors against resistance. This trains your neck to keep the head upright over the spine even under load.',
      commonMistakes:
        'Pulling the hands towards the face instead of keeping them still. Tipping the head back or nodding down. Choosing a band that is too strong and jerks the head forward.',
      tip: 'Start with your lightest band. Move slowly, especially on the way back to the front.',
    },
  },
  {
    slug: 'forehead-palm-press',
    kind: 'strengthening',
    level: 2,
    equipment: 'none',
    undercover: true,
    durationSeconds: 120,
    repetitions: 5,
    regions: ['neck', 'cervical_spine'],
    contraindicatedRegions: ['cervical_spine'],
    gentle: true,
    focus: ['strength'],
    goals: ['muscle', 'painremoval'],
    de: {
      name: 'Stirn-Hand-Druck',
      startingPosition:
        'Sitzen Sie aufrecht, die Füße stehen am Boden. Legen Sie eine Handfläche an die Stirn, der Ellbogen zeigt nach vorn und darf auf dem Tisch ruhen.',
      sequence:
        '1. Ziehen Sie das Kinn minimal zurück, der Kopf steht gerade.\n2. Drücken Sie die Stirn mit etwa einem Drittel Ihrer Kraft gegen die Hand; die Hand hält dagegen, der Kopf bewegt sich nicht.\n3. Halten Sie den Druck 8 Sekunden und atmen Sie ruhig weiter.\n4. Lösen Sie den Druck langsam und machen Sie eine kurze Pause.',
      duration: '2 × 5 Wiederholungen mit je 8 Sekunden Halten, etwa 2 Minuten',
      effect:
        'Kräftigt die vordere Halsmuskulatur statisch, also ohne Bewegung der Halswirbelsäule. Das stabilisiert den Kopf und lässt sich auch bei empfindlichem Nacken gut dosieren.',
      commonMistakes:
        'Zu fest drücken, sodass Kopf oder Schultern mitwackeln. Die Luft anhalten. Die Schultern hochziehen.',
      tip: 'Bauen Sie den Druck über 2 Sekunden auf und lösen Sie ihn ebenso langsam. Mit aufgestütztem Ellbogen wirkt die Übung von außen wie nachdenkliches Innehalten.',
    },
    en: {
      name: 'Forehead palm press',
      startingPosition:
        'Sit upright with your feet on the floor. Place one palm on your forehead; the elbow points forward and may rest on the desk.',
      sequence:
        '1. Draw your chin back very slightly so that your head is level.\n2. Press your forehead into your hand with about a third of your strength; the hand resists so that the head does not move.\n3. Hold the pressure for 8 seconds and keep breathing calmly.\n4. Release the pressure slowly and take a short break.',
      duration: '2 × 5 repetitions, holding each for 8 seconds, about 2 minutes',
      effect:
        'Strengthens the muscles at the front of the neck isometrically, that is without moving the cervical spine. This stabilises the head and is easy to dose even when your neck feels sensitive.',
      commonMistakes:
        'Pressing so hard that the head or shoulders wobble. Holding your breath. Shrugging the shoulders.',
      tip: 'Build up the pressure over 2 seconds and release it just as slowly. With your elbow on the desk, it looks like you are simply deep in thought.',
    },
  },
  {
    slug: 'side-head-palm-press',
    kind: 'strengthening',
    level: 2,
    equipment: 'none',
    undercover: true,
    durationSeconds: 150,
    repetitions: 5,
    regions: ['side_neck', 'neck'],
    contraindicatedRegions: ['cervical_spine'],
    gentle: true,
    focus: ['strength'],
    goals: ['muscle', 'painremoval'],
    de: {
      name: 'Seitlicher Kopf-Hand-Druck',
      startingPosition:
        'Sitzen Sie aufrecht, die Schultern sind locker. Legen Sie die rechte Handfläche seitlich an den Kopf, oberhalb des rechten Ohrs.',
      sequence:
        '1. Halten Sie den Kopf gerade, der Blick geht nach vorn.\n2. Drücken Sie den Kopf mit etwa einem Drittel Ihrer Kraft seitlich gegen die Hand, ohne dass er sich bewegt.\n3. Halten Sie den Druck 8 Sekunden bei ruhiger Atmung.\n4. Lösen Sie langsam und machen Sie eine kurze Pause.\n5. Wechseln Sie nach allen Wiederholungen die Seite.',
      duration: '5 Wiederholungen pro Seite mit je 8 Sekunden Halten, etwa 2½ Minuten',
      effect:
        'Kräftigt die seitliche Halsmuskulatur statisch und fördert ein ausgewogenes Zusammenspiel der Muskeln rechts und links. Die Halswirbelsäule bleibt dabei in ihrer Mittelstellung.',
      commonMistakes:
        'Den Kopf zur Seite neigen, statt ihn ruhig zu halten. Die Schulter der arbeitenden Seite hochziehen. Ruckartig beginnen oder loslassen.',
      tip: 'Bauen Sie den Druck langsam auf und lösen Sie ihn ebenso langsam. Wenn sich eine Seite schwächer anfühlt, beginnen Sie mit dieser Seite.',
    },
    en: {
      name: 'Side head palm press',
      startingPosition:
        'Sit upright with relaxed shoulders. Place your right palm against the side of your head, just above your right ear.',
      sequence:
        '1. Keep your head level and look straight ahead.\n2. Press your head sideways into your hand with about a third of your strength, without letting it move.\n3. Hold the pressure for 8 seconds while breathing calmly.\n4. Release slowly and take a short break.\n5. Switch sides after all repetitions.',
      duration: '5 repetitions per side, holding each for 8 seconds, about 2½ minutes',
      effect:
        'Strengthens the muscles at the side of the neck isometrically and promotes a balanced interplay between the left and right side. The cervical spine stays in its neutral position throughout.',
      commonMistakes:
        'Tilting the head to the side instead of keeping it still. Hitching up the shoulder on the working side. Starting or releasing abruptly.',
      tip: 'Build up the pressure gradually and let it go just as gradually. If one side feels weaker, start with that side.',
    },
  },
  {
    slug: 'upper-cervical-nod',
    kind: 'mobility',
    level: 1,
    equipment: 'none',
    undercover: true,
    durationSeconds: 90,
    repetitions: 10,
    regions: ['head', 'cervical_spine'],
    contraindicatedRegions: [],
    gentle: true,
    focus: ['mobility', 'attention'],
    goals: ['agility', 'painremoval'],
    de: {
      name: 'Kleines Ja-Nicken',
      startingPosition:
        'Sitzen Sie aufrecht, angelehnt oder frei. Der Kopf steht gerade über den Schultern, der Blick geht nach vorn.',
      sequence:
        '1. Stellen Sie sich eine Achse vor, die quer durch beide Ohren verläuft.\n2. Nicken Sie um diese Achse ganz klein nach vorn, als würden Sie dezent „Ja“ sagen – die Bewegung findet zwischen Kopf und oberster Halswirbelsäule statt.\n3. Spüren Sie die leichte Dehnung direkt unterhalb des Hinterkopfs.\n4. Kehren Sie zur Mitte zurück und heben Sie das Kinn nur minimal an.\n5. Wiederholen Sie die Bewegung langsam und fließend.',
      duration: '2 × 10 Wiederholungen, etwa 1½ Minuten',
      effect:
        'Mobilisiert die Kopfgelenke, also den Übergang zwischen Schädel und oberster Halswirbelsäule, und lockert die kurzen Nackenmuskeln unterhalb des Hinterkopfs. Angenehm nach langem, starrem Blick auf den Bildschirm.',
      commonMistakes:
        'Die ganze Halswirbelsäule beugen, statt nur den Kopf zu nicken. Zu große Bewegungen machen. Den Kopf beim Zurückkommen weit in den Nacken legen.',
      tip: 'Je kleiner die Bewegung, desto gezielter erreichen Sie die Kopfgelenke. Verbinden Sie das Nicken mit einem ruhigen Ausatmen.',
    },
    en: {
      name: 'Small yes-nod',
      startingPosition:
        'Sit upright, leaning back or free. Your head is balanced over your shoulders and you look straight ahead.',
      sequence:
        '1. Imagine an axis running through both ears.\n2. Nod very slightly forward around this axis, as if discreetly saying yes – the movement happens between the head and the top of the cervical spine.\n3. Feel the light stretch just below the back of your head.\n4. Return to the centre and lift the chin only minimally.\n5. Repeat the movement slowly and smoothly.',
      duration: '2 × 10 repetitions, about 1½ minutes',
      effect:
        'Mobilises the upper neck joints, where the skull meets the top of the cervical spine, and loosens the short muscles just below the back of the head. Feels pleasant after staring at a screen for a long time.',
      commonMistakes:
        'Bending the whole neck instead of just nodding the head. Making the movement too big. Tipping the head far back on the return.',
      tip: 'The smaller the movement, the more precisely you reach the upper neck joints. Pair each nod with a calm exhalation.',
    },
  },
  {
    slug: 'seated-neck-rotation',
    kind: 'mobility',
    level: 1,
    equipment: 'none',
    undercover: true,
    durationSeconds: 90,
    repetitions: 8,
    regions: ['cervical_spine', 'neck'],
    contraindicatedRegions: [],
    gentle: true,
    focus: ['mobility'],
    goals: ['agility', 'painremoval'],
    de: {
      name: 'Kopfdrehen im Sitzen',
      startingPosition:
        'Sitzen Sie aufrecht, beide Füße stehen am Boden, die Hände ruhen auf den Oberschenkeln. Ziehen Sie das Kinn leicht zurück.',
      sequence:
        '1. Lassen Sie die Augen vorausgehen und drehen Sie den Kopf dann langsam nach rechts, als wollten Sie über die Schulter schauen. Das Kinn bleibt auf gleicher Höhe.\n2. Gehen Sie nur so weit, wie es angenehm ist, und halten Sie 2 Sekunden.\n3. Drehen Sie langsam zurück zur Mitte.\n4. Wiederholen Sie die Bewegung zur linken Seite.',
      duration: '8 Wiederholungen pro Seite, etwa 1½ Minuten',
      effect:
        'Mobilisiert die Halswirbelsäule in der Drehung, die beim Sitzen am Bildschirm kaum genutzt wird. Erhält die Beweglichkeit für Alltagsbewegungen wie den Schulterblick.',
      commonMistakes:
        'Den Oberkörper mitdrehen. Das Kinn anheben oder absenken. Ruckartig oder mit Schwung drehen.',
      tip: 'Halten Sie die Schultern bewusst ruhig, zum Beispiel indem Sie mit den Händen die Sitzfläche greifen. Zur eingeschränkteren Seite drehen Sie etwas langsamer – aber nie mit Druck.',
    },
    en: {
      name: 'Seated neck rotation',
      startingPosition:
        'Sit upright with both feet on the floor and your hands resting on your thighs. Draw your chin back slightly.',
      sequence:
        '1. Let your eyes lead, then slowly turn your head to the right as if looking over your shoulder. Your chin stays level.\n2. Only go as far as feels comfortable and hold for 2 seconds.\n3. Turn slowly back to the centre.\n4. Repeat the movement to the left.',
      duration: '8 repetitions per side, about 1½ minutes',
      effect:
        'Mobilises the cervical spine in rotation, a movement that is hardly used while sitting at a screen. Maintains the mobility you need for everyday movements such as a shoulder check.',
      commonMistakes:
        'Turning the upper body along with the head. Lifting or dropping the chin. Turning jerkily or with momentum.',
      tip: 'Keep your shoulders still on purpose, for example by holding the edge of the seat. Turn a little more slowly towards the stiffer side – but never force it.',
    },
  },
  {
    slug: 'seated-side-neck-stretch',
    kind: 'relaxation',
    level: 1,
    equipment: 'none',
    undercover: true,
    durationSeconds: 120,
    repetitions: null,
    regions: ['side_neck', 'neck'],
    contraindicatedRegions: [],
    gentle: true,
    focus: ['mobility', 'management'],
    goals: ['wellbeing', 'painremoval'],
    de: {
      name: 'Seitliche Nackendehnung',
      startingPosition:
        'Sitzen Sie aufrecht. Greifen Sie mit der rechten Hand seitlich unter die Sitzfläche des Stuhls, der rechte Arm ist lang.',
      sequence:
        '1. Neigen Sie den Kopf langsam zur linken Seite, sodass das linke Ohr Richtung linke Schulter sinkt.\n2. Die Nase zeigt weiter geradeaus, der Kopf dreht sich nicht.\n3. Halten Sie die Dehnung an der rechten Halsseite 30 Sekunden und atmen Sie ruhig aus.\n4. Richten Sie den Kopf langsam wieder auf, lösen Sie die Hand und wechseln Sie die Seite.',
      duration: '2 × 30 Sekunden pro Seite, etwa 2 Minuten',
      effect:
        'Dehnt die seitliche Hals- und obere Schultermuskulatur sanft und lässt die oft hochgezogene Schulter sinken. Die ruhige Ausatmung unterstützt die Entspannung.',
      commonMistakes:
        'Den Kopf mit der Hand zur Seite ziehen. Die Schulter zum Ohr heben, statt das Ohr zur Schulter sinken zu lassen. Den Kopf dabei drehen.',
      tip: 'Mit jedem Ausatmen darf die gedehnte Schulter ein kleines Stück weiter Richtung Boden sinken. Die Dehnung soll deutlich, aber nie unangenehm sein.',
    },
    en: {
      name: 'Seated side neck stretch',
      startingPosition:
        'Sit upright. Hold the underside of the chair seat with your right hand, keeping the right arm long.',
      sequence:
        '1. Slowly tilt your head to the left so that your left ear sinks towards your left shoulder.\n2. Your nose keeps pointing forward; the head does not turn.\n3. Hold the stretch on the right side of your neck for 30 seconds and breathe out calmly.\n4. Slowly bring your head upright again, let go of the chair and switch sides.',
      duration: '2 × 30 seconds per side, about 2 minutes',
      effect:
        'Gently stretches the muscles at the side of the neck and the top of the shoulder and lets a raised shoulder drop. Calm exhalation supports the relaxation.',
      commonMistakes:
        'Pulling the head sideways with the hand. Lifting the shoulder to the ear instead of letting the ear sink towards the shoulder. Turning the head during the stretch.',
      tip: 'With every exhalation, let the stretched shoulder sink a little further towards the floor. The stretch should be clear but never uncomfortable.',
    },
  },
  {
    slug: 'levator-scapulae-stretch',
    kind: 'relaxation',
    level: 2,
    equipment: 'none',
    undercover: true,
    durationSeconds: 120,
    repetitions: null,
    regions: ['side_neck', 'neck'],
    contraindicatedRegions: [],
    gentle: true,
    focus: ['mobility', 'management'],
    goals: ['wellbeing', 'painremoval'],
    de: {
      name: 'Schräge Nackendehnung',
      startingPosition:
        'Sitzen Sie aufrecht. Die rechte Hand greift seitlich unter die Sitzfläche, die linke Hand liegt locker auf dem Hinterkopf.',
      sequence:
        '1. Drehen Sie den Kopf etwa 45 Grad nach links.\n2. Senken Sie die Nase langsam Richtung linke Achselhöhle.\n3. Lassen Sie die linke Hand nur mit ihrem Eigengewicht auf dem Kopf liegen – nicht ziehen.\n4. Halten Sie die Dehnung zwischen rechtem Nacken und Schulterblatt 30 Sekunden bei ruhiger Atmung.\n5. Lösen Sie zuerst die Hand, richten Sie den Kopf langsam auf und wechseln Sie die Seite.',
      duration: '2 × 30 Sekunden pro Seite, etwa 2 Minuten',
      effect:
        'Dehnt den Schulterblattheber, der vom oberen Schulterblattwinkel zur Halswirbelsäule zieht und bei hochgezogenen Schultern häufig verspannt. Lockert die Verbindung zwischen Nacken und Schulter.',
      commonMistakes:
        'Mit der Hand am Kopf ziehen. Die gedehnte Schulter hochkommen lassen. Den Rücken rund machen, statt aufrecht zu bleiben.',
      tip: 'Spüren Sie die Dehnung nicht, verändern Sie den Drehwinkel des Kopfes in kleinen Schritten, bis Sie die passende Linie finden.',
    },
    en: {
      name: 'Diagonal neck stretch',
      startingPosition:
        'Sit upright. Your right hand holds the underside of the chair seat; your left hand rests loosely on the back of your head.',
      sequence:
        '1. Turn your head about 45 degrees to the left.\n2. Slowly lower your nose towards your left armpit.\n3. Let your left hand rest on your head with only its own weight – do not pull.\n4. Hold the stretch between the right side of your neck and your shoulder blade for 30 seconds while breathing calmly.\n5. Release the hand first, slowly raise your head and switch sides.',
      duration: '2 × 30 seconds per side, about 2 minutes',
      effect:
        'Stretches the levator scapulae, the muscle running from the upper corner of the shoulder blade to the cervical spine, which often tightens when the shoulders are pulled up. Loosens the connection between neck and shoulder.',
      commonMistakes:
        'Pulling on the head with the hand. Letting the stretched shoulder creep up. Rounding the back instead of staying upright.',
      tip: 'If you do not feel the stretch, change the angle of your head in small steps until you find the right line.',
    },
  },
  {
    slug: 'shoulder-shrug-release',
    kind: 'relaxation',
    level: 1,
    equipment: 'none',
    undercover: true,
    durationSeconds: 60,
    repetitions: 6,
    regions: ['shoulder', 'side_neck'],
    contraindicatedRegions: [],
    gentle: true,
    focus: ['management', 'mental'],
    goals: ['wellbeing'],
    de: {
      name: 'Schultern heben und sinken lassen',
      startingPosition: 'Sitzen oder stehen Sie aufrecht, die Arme hängen locker neben dem Körper.',
      sequence:
        '1. Atmen Sie ein und ziehen Sie beide Schultern langsam so hoch wie möglich Richtung Ohren.\n2. Halten Sie die Spannung 3 Sekunden.\n3. Atmen Sie hörbar aus und lassen Sie die Schultern locker nach unten sinken.\n4. Spüren Sie einen Atemzug lang nach, wie sich Nacken und Schultern jetzt anfühlen.',
      duration: '6 Wiederholungen, etwa 1 Minute',
      effect:
        'Das bewusste Anspannen und anschließende Loslassen macht den Unterschied zwischen Spannung und Entspannung spürbar. Die Schultern sinken danach oft tiefer als zuvor, der Nacken fühlt sich freier an.',
      commonMistakes:
        'Die Schultern kontrolliert absenken, statt sie loszulassen. Beim Hochziehen die Luft anhalten. Den Kopf zwischen die Schultern ziehen.',
      tip: 'Nutzen Sie die Übung als Signal zum Abschalten, etwa nach einem anstrengenden Telefonat oder vor einer Besprechung.',
    },
    en: {
      name: 'Shoulder shrug and release',
      startingPosition: 'Sit or stand upright with your arms hanging loosely by your sides.',
      sequence:
        '1. Breathe in and slowly pull both shoulders up towards your ears as far as you can.\n2. Hold the tension for 3 seconds.\n3. Breathe out audibly and let your shoulders sink down loosely.\n4. Take one breath to notice how your neck and shoulders feel now.',
      duration: '6 repetitions, about 1 minute',
      effect:
        'Consciously tensing and then letting go makes the difference between tension and relaxation tangible. Afterwards the shoulders often sit lower than before and the neck feels freer.',
      commonMistakes:
        'Lowering the shoulders in a controlled way instead of letting them go. Holding your breath while shrugging. Pulling the head down between the shoulders.',
      tip: 'Use the exercise as a signal to switch off, for example after a demanding phone call or before a meeting.',
    },
  },
  {
    slug: 'backward-shoulder-rolls',
    kind: 'mobility',
    level: 1,
    equipment: 'none',
    undercover: true,
    durationSeconds: 60,
    repetitions: 10,
    regions: ['shoulder', 'rhomboids'],
    contraindicatedRegions: [],
    gentle: true,
    focus: ['mobility'],
    goals: ['agility', 'wellbeing'],
    de: {
      name: 'Schulterkreisen rückwärts',
      startingPosition:
        'Sitzen Sie aufrecht auf der vorderen Stuhlhälfte, die Arme hängen locker seitlich herab.',
      sequence:
        '1. Ziehen Sie die Schultern nach oben Richtung Ohren.\n2. Führen Sie sie von dort nach hinten und ziehen Sie dabei die Schulterblätter leicht zusammen.\n3. Senken Sie die Schultern nach unten ab.\n4. Lassen Sie sie locker nach vorn zurückkommen und beginnen Sie den nächsten Kreis.\n5. Kreisen Sie langsam, groß und gleichmäßig im Atemrhythmus.',
      duration: '10 Wiederholungen, etwa 1 Minute',
      effect:
        'Mobilisiert die Schultergelenke und bewegt die Schulterblätter auf dem Brustkorb. Aktiviert die Muskulatur zwischen den Schulterblättern und öffnet den Brustraum nach längerem Sitzen.',
      commonMistakes:
        'Zu kleine, hektische Kreise. Den Kopf nach vorn schieben. Mit dem Oberkörper mitschaukeln.',
      tip: 'Atmen Sie beim Hochziehen ein und beim Absenken aus. Rückwärts kreisen ist für die typische Sitzhaltung am Schreibtisch die wertvollere Richtung.',
    },
    en: {
      name: 'Backward shoulder rolls',
      startingPosition:
        'Sit upright on the front half of your chair with your arms hanging loosely by your sides.',
      sequence:
        '1. Pull your shoulders up towards your ears.\n2. From there, move them backwards, gently drawing your shoulder blades together.\n3. Lower your shoulders down.\n4. Let them come forward loosely and start the next circle.\n5. Circle slowly, widely and evenly in time with your breath.',
      duration: '10 repetitions, about 1 minute',
      effect:
        'Mobilises the shoulder joints and moves the shoulder blades over the rib cage. Activates the muscles between the shoulder blades and opens up the chest after sitting for a long time.',
      commonMistakes:
        'Making small, hurried circles. Pushing the head forward. Rocking the upper body along.',
      tip: 'Breathe in as the shoulders rise and out as they lower. Rolling backwards is the more valuable direction for the typical desk posture.',
    },
  },
  {
    slug: 'seated-scapular-squeeze',
    kind: 'strengthening',
    level: 1,
    equipment: 'none',
    undercover: true,
    durationSeconds: 150,
    repetitions: 10,
    regions: ['rhomboids', 'shoulder'],
    contraindicatedRegions: [],
    gentle: true,
    focus: ['strength', 'attention'],
    goals: ['muscle', 'painremoval'],
    de: {
      name: 'Schulterblätter zusammenführen',
      startingPosition:
        'Sitzen Sie aufrecht, ohne sich anzulehnen. Die Arme sind angewinkelt, die Ellbogen liegen nah am Körper, die Handflächen zeigen nach oben.',
      sequence:
        '1. Ziehen Sie die Schulterblätter nach hinten unten, als wollten Sie sie in die Gesäßtaschen stecken.\n2. Die Ellbogen wandern dabei leicht nach hinten, die Schultern bleiben tief.\n3. Halten Sie die Spannung 5 Sekunden.\n4. Lösen Sie langsam und lassen Sie die Schulterblätter wieder auseinandergleiten.',
      duration: '2 × 10 Wiederholungen mit je 5 Sekunden Halten, etwa 2½ Minuten',
      effect:
        'Kräftigt die Muskulatur zwischen den Schulterblättern, also die Rautenmuskeln und den mittleren Trapezmuskel. Das hilft, die Schultern aus der nach vorn gezogenen Schreibtischhaltung zurückzuholen.',
      commonMistakes:
        'Die Schultern zu den Ohren hochziehen. Ins Hohlkreuz ausweichen. Den Kopf nach vorn schieben.',
      tip: 'Stellen Sie sich vor, zwischen Ihren Schulterblättern liegt ein Stift, den Sie festhalten möchten. Lässt sich unauffällig auch während eines Telefonats üben.',
    },
    en: {
      name: 'Seated shoulder blade squeeze',
      startingPosition:
        'Sit upright without leaning back. Your arms are bent, elbows close to your body, palms facing up.',
      sequence:
        '1. Draw your shoulder blades back and down, as if tucking them into your back pockets.\n2. Your elbows move slightly backwards while your shoulders stay low.\n3. Hold the tension for 5 seconds.\n4. Release slowly and let the shoulder blades glide apart again.',
      duration: '2 × 10 repetitions, holding each for 5 seconds, about 2½ minutes',
      effect:
        'Strengthens the muscles between the shoulder blades, the rhomboids and the middle trapezius. This helps bring the shoulders back from the rounded-forward desk posture.',
      commonMistakes:
        'Shrugging the shoulders up to the ears. Arching the lower back. Pushing the head forward.',
      tip: 'Imagine a pen lying between your shoulder blades that you want to hold in place. You can do this unnoticed even during a phone call.',
    },
  },
  {
    slug: 'band-pull-apart',
    kind: 'strengthening',
    level: 2,
    equipment: 'band',
    undercover: false,
    durationSeconds: 150,
    repetitions: 12,
    regions: ['rhomboids', 'shoulder'],
    contraindicatedRegions: ['shoulder'],
    gentle: false,
    focus: ['strength'],
    goals: ['muscle'],
    de: {
      name: 'Band auseinanderziehen',
      startingPosition:
        'Stehen Sie hüftbreit, die Knie sind locker. Halten Sie das Band schulterbreit mit beiden Händen vor der Brust auf Schulterhöhe. Die Arme sind fast gestreckt, die Handflächen zeigen nach unten.',
      sequence:
        '1. Ziehen Sie zuerst die Schulterblätter leicht zusammen.\n2. Ziehen Sie das Band dann mit fast gestreckten Armen auseinander, bis die Arme seitlich ausgebreitet sind und das Band die Brust fast berührt.\n3. Halten Sie die Endposition kurz.\n4. Führen Sie die Arme langsam und kontrolliert zurück nach vorn.',
      duration: '3 × 12 Wiederholungen, etwa 2½ Minuten',
      effect:
        'Kräftigt die Rautenmuskeln, den mittleren Trapezmuskel und die hintere Schulter. Diese Muskeln halten die Schulterblätter am Brustkorb und die Schultern in einer aufgerichteten Position.',
      commonMistakes:
        'Ins Hohlkreuz gehen oder den Kopf nach vorn schieben. Die Schultern hochziehen. Das Band zurückschnellen lassen.',
      tip: 'Die Rückführung ist genauso wichtig wie das Auseinanderziehen: Zählen Sie dabei langsam bis drei. Ist die Übung zu leicht, greifen Sie das Band enger.',
    },
    en: {
      name: 'Band pull-apart',
      startingPosition:
        'Stand with your feet hip-width apart and knees soft. Hold the band shoulder-width apart in front of your chest at shoulder height. Your arms are almost straight, palms facing down.',
      sequence:
        '1. First, draw your shoulder blades slightly together.\n2. Then pull the band apart with almost straight arms until your arms are spread out to the sides and the band nearly touches your chest.\n3. Briefly hold the end position.\n4. Bring your arms back to the front slowly and with control.',
      duration: '3 × 12 repetitions, about 2½ minutes',
      effect:
        'Strengthens the rhomboids, the middle trapezius and the back of the shoulders. These muscles hold the shoulder blades against the rib cage and keep the shoulders in an upright position.',
      commonMistakes:
        'Arching the lower back or pushing the head forward. Shrugging the shoulders. Letting the band snap back.',
      tip: 'The return is just as important as the pull: count slowly to three on the way back. If it feels too easy, hold the band with your hands closer together.',
    },
  },
  {
    slug: 'band-standing-row',
    kind: 'strengthening',
    level: 2,
    equipment: 'band',
    undercover: false,
    durationSeconds: 180,
    repetitions: 12,
    regions: ['rhomboids', 'shoulder'],
    contraindicatedRegions: ['shoulder'],
    gentle: false,
    focus: ['strength'],
    goals: ['muscle', 'painremoval'],
    de: {
      name: 'Rudern mit dem Band',
      startingPosition:
        'Legen Sie das Band auf Brusthöhe um einen stabilen Pfosten oder ein festes Geländer. Stehen Sie mit Blick zum Befestigungspunkt, hüftbreit und mit leicht gebeugten Knien, und halten Sie je ein Bandende mit gestreckten Armen.',
      sequence:
        '1. Ziehen Sie die Schulterblätter nach hinten unten.\n2. Ziehen Sie die Ellbogen nah am Körper nach hinten, bis die Hände neben den Rippen sind.\n3. Halten Sie 2 Sekunden und drücken Sie dabei die Schulterblätter zusammen.\n4. Strecken Sie die Arme langsam wieder nach vorn, ohne die Spannung im Band ganz zu verlieren.',
      duration: '3 × 12 Wiederholungen, etwa 3 Minuten',
      effect:
        'Kräftigt die Rückenmuskulatur zwischen und unterhalb der Schulterblätter sowie die hintere Schulter. Damit stärken Sie die Gegenspieler der Brustmuskeln, die beim Arbeiten am Schreibtisch ständig in verkürzter Stellung sind.',
      commonMistakes:
        'Den Oberkörper nach hinten lehnen, um Schwung zu holen. Die Schultern nach vorn oder oben ziehen lassen. Die Ellbogen weit abspreizen.',
      tip: 'Prüfen Sie vor dem Start, ob das Band sicher befestigt ist. Mehr Abstand zum Befestigungspunkt macht die Übung schwerer.',
    },
    en: {
      name: 'Standing band row',
      startingPosition:
        'Loop the band around a sturdy post or a solid railing at chest height. Stand facing the anchor point, feet hip-width apart and knees slightly bent, holding one end of the band in each hand with your arms straight.',
      sequence:
        '1. Draw your shoulder blades back and down.\n2. Pull your elbows back close to your body until your hands are beside your ribs.\n3. Hold for 2 seconds while squeezing your shoulder blades together.\n4. Slowly straighten your arms forward again without letting the band go completely slack.',
      duration: '3 × 12 repetitions, about 3 minutes',
      effect:
        'Strengthens the back muscles between and below the shoulder blades as well as the back of the shoulders. This builds up the counterparts of the chest muscles, which are held in a shortened position all day at the desk.',
      commonMistakes:
        'Leaning back to gain momentum. Letting the shoulders roll forward or creep up. Flaring the elbows out wide.',
      tip: 'Check that the band is securely anchored before you start. Standing further away from the anchor point makes the exercise harder.',
    },
  },
  {
    slug: 'band-external-rotation',
    kind: 'strengthening',
    level: 1,
    equipment: 'band',
    undercover: true,
    durationSeconds: 150,
    repetitions: 12,
    regions: ['rotator_cuff', 'shoulder'],
    contraindicatedRegions: ['rotator_cuff'],
    gentle: true,
    focus: ['strength'],
    goals: ['muscle', 'painremoval'],
    de: {
      name: 'Außenrotation mit dem Band',
      startingPosition:
        'Sitzen Sie aufrecht. Halten Sie ein leichtes Band mit beiden Händen, die Handflächen zeigen nach oben. Die Ellbogen sind 90 Grad gebeugt und liegen seitlich am Körper, das Band ist leicht gespannt.',
      sequence:
        '1. Ziehen Sie die Schulterblätter leicht nach hinten unten.\n2. Drehen Sie beide Unterarme langsam nach außen, die Ellbogen bleiben dabei am Körper.\n3. Halten Sie die Endposition 2 Sekunden.\n4. Führen Sie die Unterarme langsam zurück, bis sie wieder nach vorn zeigen.',
      duration: '2 × 12 Wiederholungen, etwa 2½ Minuten',
      effect:
        'Kräftigt die Außenrotatoren der Rotatorenmanschette, die den Oberarmkopf in der Gelenkpfanne zentrieren. Sie gleichen die Innendrehung aus, in der die Arme beim Tippen und an der Maus die meiste Zeit liegen.',
      commonMistakes:
        'Die Ellbogen vom Körper lösen. Im Handgelenk abknicken, statt aus der Schulter zu drehen. Ein zu starkes Band wählen und mit Schwung arbeiten.',
      tip: 'Klemmen Sie ein gefaltetes Tuch zwischen Ellbogen und Rumpf – dann bleibt der Ellbogen automatisch an seinem Platz. Ein leichtes Band genügt völlig.',
    },
    en: {
      name: 'Band external rotation',
      startingPosition:
        'Sit upright. Hold a light band with both hands, palms facing up. Your elbows are bent to 90 degrees and rest against your sides; the band is under light tension.',
      sequence:
        '1. Draw your shoulder blades slightly back and down.\n2. Slowly rotate both forearms outwards while your elbows stay against your body.\n3. Hold the end position for 2 seconds.\n4. Slowly bring your forearms back until they point forward again.',
      duration: '2 × 12 repetitions, about 2½ minutes',
      effect:
        'Strengthens the external rotators of the rotator cuff, which keep the head of the upper arm centred in the socket. They balance out the inward rotation your arms stay in most of the time while typing and using the mouse.',
      commonMistakes:
        'Letting the elbows drift away from the body. Bending at the wrist instead of rotating from the shoulder. Choosing a band that is too strong and using momentum.',
      tip: 'Tuck a folded cloth between your elbow and your side – that keeps the elbow in place automatically. A light band is quite enough.',
    },
  },
  {
    slug: 'band-diagonal-pull',
    kind: 'strengthening',
    level: 3,
    equipment: 'band',
    undercover: false,
    durationSeconds: 180,
    repetitions: 10,
    regions: ['rotator_cuff', 'shoulder'],
    contraindicatedRegions: ['shoulder', 'rotator_cuff'],
    gentle: false,
    focus: ['strength', 'sport'],
    goals: ['muscle', 'agility'],
    de: {
      name: 'Diagonalzug mit dem Band',
      startingPosition:
        'Stehen Sie hüftbreit. Fixieren Sie ein Bandende unter dem linken Fuß. Die rechte Hand greift das andere Ende vor der linken Hüfte, der Daumen zeigt nach unten.',
      sequence:
        '1. Ziehen Sie das Band diagonal über den Körper nach rechts oben, als würden Sie ein Schwert aus der Scheide ziehen.\n2. Drehen Sie dabei den Arm nach außen, sodass der Daumen am Ende nach hinten zeigt und die Hand schräg über dem Kopf steht.\n3. Halten Sie die Endposition kurz, die Schulter bleibt tief.\n4. Führen Sie den Arm langsam auf demselben Weg zurück zur linken Hüfte.\n5. Wechseln Sie nach allen Wiederholungen die Seite.',
      duration: '2 × 10 Wiederholungen pro Seite, etwa 3 Minuten',
      effect:
        'Kräftigt die Rotatorenmanschette und die Schulterblattmuskulatur in einer alltagsnahen Bewegung über mehrere Ebenen. Schult die Koordination von Arm, Schulterblatt und Rumpf.',
      commonMistakes:
        'Die Schulter beim Hochziehen Richtung Ohr schieben. Mit dem Oberkörper mitdrehen oder ins Hohlkreuz gehen. Den Arm auf dem Rückweg fallen lassen.',
      tip: 'Folgen Sie der Hand mit den Augen – das hilft, die Diagonale sauber zu führen. Beginnen Sie mit wenig Bandspannung, bis der Bewegungsweg sitzt.',
    },
    en: {
      name: 'Band diagonal pull',
      startingPosition:
        'Stand with your feet hip-width apart. Anchor one end of the band under your left foot. Your right hand holds the other end in front of your left hip, thumb pointing down.',
      sequence:
        '1. Pull the band diagonally across your body up and to the right, as if drawing a sword from its sheath.\n2. Rotate your arm outwards as you go, so that at the end your thumb points backwards and your hand is diagonally above your head.\n3. Briefly hold the end position, keeping the shoulder low.\n4. Slowly guide the arm back along the same path to your left hip.\n5. Switch sides after all repetitions.',
      duration: '2 × 10 repetitions per side, about 3 minutes',
      effect:
        'Strengthens the rotator cuff and the shoulder blade muscles in an everyday movement that crosses several planes. Trains the coordination of arm, shoulder blade and trunk.',
      commonMistakes:
        'Pushing the shoulder up towards the ear while pulling. Twisting the upper body or arching the lower back. Letting the arm drop on the way back.',
      tip: 'Follow your hand with your eyes – it helps you keep a clean diagonal. Start with little band tension until the movement path feels secure.',
    },
  },
  {
    slug: 'band-overhead-pulldown',
    kind: 'strengthening',
    level: 2,
    equipment: 'band',
    undercover: false,
    durationSeconds: 150,
    repetitions: 10,
    regions: ['rhomboids', 'shoulder'],
    contraindicatedRegions: ['shoulder', 'rotator_cuff'],
    gentle: false,
    focus: ['strength'],
    goals: ['muscle'],
    de: {
      name: 'Bandzug von oben',
      startingPosition:
        'Sitzen oder stehen Sie aufrecht. Halten Sie das Band etwas mehr als schulterbreit mit beiden Händen über dem Kopf, die Arme sind gestreckt und das Band ist leicht gespannt.',
      sequence:
        '1. Ziehen Sie die Schulterblätter nach hinten unten.\n2. Ziehen Sie das Band auseinander und führen Sie die Ellbogen dabei seitlich nach unten, bis die Hände etwa auf Schulterhöhe sind und die Arme ein W bilden. Das Band bleibt vor dem Gesicht.\n3. Halten Sie 2 Sekunden.\n4. Strecken Sie die Arme langsam wieder nach oben.',
      duration: '3 × 10 Wiederholungen, etwa 2½ Minuten',
      effect:
        'Kräftigt die unteren und mittleren Schulterblattmuskeln sowie den breiten Rückenmuskel. Das unterstützt das Absenken und Stabilisieren der Schulterblätter, die unter Anspannung gern nach oben wandern.',
      commonMistakes:
        'Die Schultern beim Ziehen hochziehen. Den Kopf nach vorn schieben. Ins Hohlkreuz ausweichen.',
      tip: 'Denken Sie an „Ellbogen in die Hosentaschen“. Lassen sich die Arme über Kopf nicht ganz strecken, beginnen Sie mit leicht gebeugten Armen.',
    },
    en: {
      name: 'Band overhead pull-down',
      startingPosition:
        'Sit or stand upright. Hold the band with both hands slightly wider than shoulder-width above your head; your arms are straight and the band is under light tension.',
      sequence:
        '1. Draw your shoulder blades back and down.\n2. Pull the band apart while bringing your elbows down and out to the sides until your hands are at about shoulder height and your arms form a W. The band stays in front of your face.\n3. Hold for 2 seconds.\n4. Slowly straighten your arms overhead again.',
      duration: '3 × 10 repetitions, about 2½ minutes',
      effect:
        'Strengthens the lower and middle shoulder blade muscles and the broad back muscle. This supports lowering and stabilising the shoulder blades, which tend to creep up under tension.',
      commonMistakes: 'Shrugging while pulling. Pushing the head forward. Arching the lower back.',
      tip: 'Think of putting your elbows into your trouser pockets. If you cannot fully straighten your arms overhead, start with slightly bent arms.',
    },
  },
  {
    slug: 'band-shoulder-pass-through',
    kind: 'mobility',
    level: 2,
    equipment: 'band',
    undercover: false,
    durationSeconds: 120,
    repetitions: 10,
    regions: ['shoulder', 'rotator_cuff'],
    contraindicatedRegions: ['shoulder', 'rotator_cuff'],
    gentle: false,
    focus: ['mobility', 'yoga'],
    goals: ['agility'],
    de: {
      name: 'Schulterführung mit dem Band',
      startingPosition:
        'Stehen Sie aufrecht und hüftbreit. Halten Sie das Band weit gefasst mit beiden Händen vor den Oberschenkeln, die Arme sind gestreckt.',
      sequence:
        '1. Spannen Sie den Bauch leicht an, damit der Rücken gerade bleibt.\n2. Führen Sie das Band mit gestreckten Armen langsam nach vorn und über den Kopf.\n3. Wenn es angenehm möglich ist, führen Sie es weiter hinter den Körper Richtung Gesäß.\n4. Kehren Sie auf demselben Weg zurück nach vorn.\n5. Wird die Bewegung eng, greifen Sie weiter oder gehen Sie nur bis über den Kopf.',
      duration: '10 Wiederholungen, etwa 2 Minuten',
      effect:
        'Mobilisiert die Schultergelenke über den gesamten Bewegungsweg und dehnt die Brustmuskulatur. Fördert die Beweglichkeit der Schultern für Bewegungen über Kopf.',
      commonMistakes:
        'Zu eng greifen und die Arme beugen, um durchzukommen. Ins Hohlkreuz ausweichen. Die Bewegung mit Schwung erzwingen.',
      tip: 'Das Band sollte kaum gespannt sein – es dient als Führung, nicht als Widerstand. Verringern Sie den Griffabstand nur schrittweise über mehrere Wochen.',
    },
    en: {
      name: 'Band shoulder pass-through',
      startingPosition:
        'Stand upright with your feet hip-width apart. Hold the band with a wide grip in front of your thighs, arms straight.',
      sequence:
        '1. Lightly brace your abdomen so that your back stays straight.\n2. Slowly raise the band forward and over your head with straight arms.\n3. If it feels comfortable, continue behind your body towards your buttocks.\n4. Return along the same path to the front.\n5. If the movement feels tight, widen your grip or only go as far as overhead.',
      duration: '10 repetitions, about 2 minutes',
      effect:
        'Mobilises the shoulder joints through their full range of motion and stretches the chest muscles. Supports shoulder mobility for overhead movements.',
      commonMistakes:
        'Gripping too narrowly and bending the arms to get through. Arching the lower back. Forcing the movement with momentum.',
      tip: 'The band should hardly be stretched – it guides the movement rather than resisting it. Narrow your grip only gradually over several weeks.',
    },
  },
  {
    slug: 'prone-y-t-w-raise',
    kind: 'strengthening',
    level: 3,
    equipment: 'none',
    undercover: false,
    durationSeconds: 240,
    repetitions: 8,
    regions: ['rhomboids', 'shoulder', 'rotator_cuff'],
    contraindicatedRegions: ['shoulder', 'rotator_cuff'],
    gentle: false,
    focus: ['strength'],
    goals: ['muscle'],
    de: {
      name: 'Y-T-W in Bauchlage',
      startingPosition:
        'Legen Sie sich in Bauchlage auf eine Matte, die Beine sind lang. Die Stirn liegt auf der Matte, das Kinn ist leicht eingezogen.',
      sequence:
        '1. Y: Strecken Sie die Arme schräg nach vorn oben aus, die Daumen zeigen zur Decke. Heben Sie die Arme leicht an, halten Sie 2 Sekunden und senken Sie sie ab.\n2. T: Strecken Sie die Arme seitlich auf Schulterhöhe aus, die Daumen zeigen nach oben. Heben Sie die Arme an, halten Sie 2 Sekunden und senken Sie sie ab.\n3. W: Beugen Sie die Ellbogen und ziehen Sie sie neben die Rippen, die Handflächen zeigen zum Boden. Heben Sie Arme und Hände an, ziehen Sie die Schulterblätter zusammen und senken Sie sie wieder ab.\n4. In jeder Position führen die Schulterblätter die Bewegung an, die Stirn bleibt am Boden.',
      duration: '2 Durchgänge mit je 8 Wiederholungen pro Position, etwa 4 Minuten',
      effect:
        'Kräftigt die gesamte Schulterblattmuskulatur – unteren und mittleren Trapezmuskel sowie die Rautenmuskeln – und die Außenrotatoren der Schulter. Die Übung fordert genau die Muskeln, die eine aufrechte Schulterhaltung tragen.',
      commonMistakes:
        'Den Kopf anheben und in den Nacken legen. Die Schultern zu den Ohren ziehen. Die Arme mit Schwung oder zu hoch heben, sodass der untere Rücken die Arbeit übernimmt.',
      tip: 'Die Arme müssen nur wenige Zentimeter vom Boden abheben. Sauberkeit geht vor Höhe – wird die Ausführung unsauber, pausieren Sie kurz.',
    },
    en: {
      name: 'Prone Y-T-W raise',
      startingPosition:
        'Lie face down on a mat with your legs long. Your forehead rests on the mat and your chin is slightly tucked.',
      sequence:
        '1. Y: Stretch your arms diagonally forward and up, thumbs pointing to the ceiling. Lift your arms slightly, hold for 2 seconds and lower them.\n2. T: Stretch your arms out to the sides at shoulder height, thumbs up. Lift your arms, hold for 2 seconds and lower them.\n3. W: Bend your elbows and draw them in beside your ribs, palms facing the floor. Lift arms and hands, squeeze your shoulder blades together and lower again.\n4. In every position your shoulder blades lead the movement and your forehead stays on the floor.',
      duration: '2 rounds of 8 repetitions per position, about 4 minutes',
      effect:
        'Strengthens all the shoulder blade muscles – lower and middle trapezius and the rhomboids – as well as the external rotators of the shoulder. The exercise works exactly the muscles that carry an upright shoulder posture.',
      commonMistakes:
        'Lifting the head and tipping it back. Shrugging the shoulders towards the ears. Swinging the arms up or lifting them so high that the lower back takes over.',
      tip: 'Your arms only need to lift a few centimetres off the floor. Quality comes before height – if your form slips, take a short break.',
    },
  },
  {
    slug: 'isometric-external-rotation-hand',
    kind: 'strengthening',
    level: 1,
    equipment: 'none',
    undercover: true,
    durationSeconds: 120,
    repetitions: 5,
    regions: ['rotator_cuff'],
    contraindicatedRegions: ['rotator_cuff'],
    gentle: true,
    focus: ['strength'],
    goals: ['muscle', 'painremoval'],
    de: {
      name: 'Außendrehung gegen die eigene Hand',
      startingPosition:
        'Sitzen Sie aufrecht. Der rechte Ellbogen ist 90 Grad gebeugt und liegt seitlich am Körper, der Unterarm zeigt nach vorn. Die linke Hand umfasst den rechten Unterarm kurz vor dem Handgelenk von außen.',
      sequence:
        '1. Drücken Sie den rechten Unterarm nach außen gegen die linke Hand, als wollten Sie ihn nach außen drehen.\n2. Die linke Hand hält so dagegen, dass keine Bewegung entsteht.\n3. Nutzen Sie etwa ein Drittel Ihrer Kraft und halten Sie 10 Sekunden bei ruhiger Atmung.\n4. Lösen Sie langsam und wechseln Sie nach allen Wiederholungen die Seite.',
      duration: '5 Wiederholungen pro Seite mit je 10 Sekunden Halten, etwa 2 Minuten',
      effect:
        'Aktiviert die Außenrotatoren der Rotatorenmanschette, ohne das Schultergelenk zu bewegen. Weil sich die Kraft frei dosieren lässt, eignet sich die Übung, um die Schulter behutsam zu kräftigen.',
      commonMistakes:
        'Den Ellbogen vom Körper abspreizen. Die Schulter hochziehen oder nach vorn rollen. Ruckartig Druck aufbauen.',
      tip: 'Statt gegen die eigene Hand können Sie den Handrücken auch gegen einen Türrahmen drücken. Steigern Sie die Kraft nur, solange sich die Schulter dabei gut anfühlt.',
    },
    en: {
      name: 'Isometric external rotation against your hand',
      startingPosition:
        'Sit upright. Your right elbow is bent to 90 degrees and rests against your side, the forearm pointing forward. Your left hand holds the outside of your right forearm just above the wrist.',
      sequence:
        '1. Press your right forearm outwards into your left hand, as if trying to rotate it outwards.\n2. Your left hand resists so that no movement happens.\n3. Use about a third of your strength and hold for 10 seconds while breathing calmly.\n4. Release slowly and switch sides after all repetitions.',
      duration: '5 repetitions per side, holding each for 10 seconds, about 2 minutes',
      effect:
        'Activates the external rotators of the rotator cuff without moving the shoulder joint. Because you can dose the force freely, the exercise is a careful way to strengthen the shoulder.',
      commonMistakes:
        'Letting the elbow drift away from the body. Shrugging or rolling the shoulder forward. Building up pressure abruptly.',
      tip: 'Instead of your own hand, you can press the back of your hand against a door frame. Only increase the force as long as your shoulder feels good with it.',
    },
  },
  {
    slug: 'cross-body-shoulder-stretch',
    kind: 'mobility',
    level: 1,
    equipment: 'none',
    undercover: true,
    durationSeconds: 120,
    repetitions: null,
    regions: ['shoulder', 'rotator_cuff', 'rhomboids'],
    contraindicatedRegions: [],
    gentle: true,
    focus: ['mobility'],
    goals: ['agility', 'painremoval'],
    de: {
      name: 'Schulterdehnung vor dem Körper',
      startingPosition:
        'Sitzen oder stehen Sie aufrecht. Heben Sie den rechten Arm auf Schulterhöhe und führen Sie ihn vor dem Körper nach links.',
      sequence:
        '1. Umfassen Sie mit der linken Hand den rechten Oberarm oberhalb des Ellbogens.\n2. Ziehen Sie den Arm sanft weiter Richtung linke Schulter; die rechte Schulter bleibt tief und rollt nicht nach vorn.\n3. Halten Sie die Dehnung an der Rückseite der Schulter 30 Sekunden.\n4. Lösen Sie langsam und wechseln Sie die Seite.',
      duration: '2 × 30 Sekunden pro Seite, etwa 2 Minuten',
      effect:
        'Dehnt die hintere Schultermuskulatur und die Muskeln zwischen den Schulterblättern. Verbessert die Beweglichkeit der Schulter, wenn der Arm vor den Körper geführt wird.',
      commonMistakes:
        'Den Oberkörper mitdrehen. Die Schulter zum Ohr hochziehen. Am Ellbogengelenk statt am Oberarm ziehen.',
      tip: 'Schieben Sie das Schulterblatt bewusst nach unten, bevor Sie den Arm heranziehen – so spüren Sie die Dehnung gezielter hinten in der Schulter.',
    },
    en: {
      name: 'Cross-body shoulder stretch',
      startingPosition:
        'Sit or stand upright. Raise your right arm to shoulder height and bring it across the front of your body to the left.',
      sequence:
        '1. Hold your right upper arm just above the elbow with your left hand.\n2. Gently draw the arm further towards your left shoulder; the right shoulder stays low and does not roll forward.\n3. Hold the stretch at the back of the shoulder for 30 seconds.\n4. Release slowly and switch sides.',
      duration: '2 × 30 seconds per side, about 2 minutes',
      effect:
        'Stretches the muscles at the back of the shoulder and between the shoulder blades. Improves shoulder mobility when you bring your arm across your body.',
      commonMistakes:
        'Rotating the upper body along with the arm. Shrugging the shoulder to the ear. Pulling on the elbow joint instead of the upper arm.',
      tip: 'Consciously slide your shoulder blade down before drawing the arm in – you will feel the stretch more precisely at the back of the shoulder.',
    },
  },
  {
    slug: 'doorway-chest-stretch',
    kind: 'relaxation',
    level: 1,
    equipment: 'none',
    undercover: false,
    durationSeconds: 120,
    repetitions: null,
    regions: ['shoulder'],
    contraindicatedRegions: ['shoulder'],
    gentle: true,
    focus: ['mobility', 'yoga'],
    goals: ['agility', 'wellbeing'],
    de: {
      name: 'Brustdehnung im Türrahmen',
      startingPosition:
        'Stellen Sie sich in einen Türrahmen. Legen Sie den rechten Unterarm senkrecht an den Rahmen, der Ellbogen ist etwas unterhalb der Schulterhöhe.',
      sequence:
        '1. Machen Sie mit dem rechten Fuß einen kleinen Schritt nach vorn durch die Tür.\n2. Verlagern Sie das Gewicht langsam nach vorn, bis Sie eine Dehnung vorn in Brust und Schulter spüren.\n3. Halten Sie die Dehnung 30 Sekunden und atmen Sie ruhig und tief.\n4. Gehen Sie langsam zurück und wechseln Sie die Seite.',
      duration: '2 × 30 Sekunden pro Seite, etwa 2 Minuten',
      effect:
        'Dehnt die Brustmuskulatur und die vordere Schulter, die beim Sitzen am Schreibtisch dauerhaft in verkürzter Stellung arbeiten. Öffnet den Brustkorb und erleichtert eine aufrechte Haltung.',
      commonMistakes:
        'Ins Hohlkreuz fallen, statt den Bauch leicht anzuspannen. Den Ellbogen über Schulterhöhe anheben. Sich so weit in die Dehnung lehnen, dass es vorn im Schultergelenk drückt.',
      tip: 'Verändern Sie die Ellbogenhöhe leicht, um verschiedene Anteile der Brustmuskulatur zu erreichen. Kribbelt es im Arm, lösen Sie die Dehnung sofort.',
    },
    en: {
      name: 'Doorway chest stretch',
      startingPosition:
        'Stand in a doorway. Place your right forearm vertically against the frame with the elbow slightly below shoulder height.',
      sequence:
        '1. Take a small step forward through the door with your right foot.\n2. Slowly shift your weight forward until you feel a stretch across the front of your chest and shoulder.\n3. Hold the stretch for 30 seconds, breathing calmly and deeply.\n4. Step back slowly and switch sides.',
      duration: '2 × 30 seconds per side, about 2 minutes',
      effect:
        'Stretches the chest muscles and the front of the shoulder, which work in a shortened position throughout desk work. Opens up the chest and makes an upright posture easier.',
      commonMistakes:
        'Sagging into an arched lower back instead of lightly bracing the abdomen. Raising the elbow above shoulder height. Leaning so far into the stretch that you feel pressure at the front of the shoulder joint.',
      tip: 'Vary the height of your elbow slightly to reach different parts of the chest muscles. If your arm starts to tingle, release the stretch immediately.',
    },
  },
  {
    slug: 'wall-angel',
    kind: 'mobility',
    level: 2,
    equipment: 'none',
    undercover: false,
    durationSeconds: 120,
    repetitions: 10,
    regions: ['shoulder', 'rhomboids'],
    contraindicatedRegions: ['shoulder'],
    gentle: false,
    focus: ['mobility', 'strength'],
    goals: ['agility', 'muscle'],
    de: {
      name: 'Wandengel',
      startingPosition:
        'Stellen Sie sich mit dem Rücken an eine Wand, die Fersen etwa eine Fußlänge von der Wand entfernt, die Knie leicht gebeugt. Gesäß, oberer Rücken und Hinterkopf berühren die Wand.',
      sequence:
        '1. Legen Sie die Arme in U-Haltung an die Wand: Oberarme auf Schulterhöhe, Ellbogen 90 Grad gebeugt, Handrücken möglichst an der Wand.\n2. Spannen Sie den Bauch leicht an, damit der untere Rücken nah an der Wand bleibt.\n3. Schieben Sie die Arme langsam an der Wand nach oben, so weit es ohne Abheben von Rücken und Kopf möglich ist.\n4. Ziehen Sie die Ellbogen wieder nach unten Richtung Rippen und die Schulterblätter dabei zusammen.',
      duration: '2 × 10 Wiederholungen, etwa 2 Minuten',
      effect:
        'Mobilisiert Schultern und Brustwirbelsäule in die Aufrichtung und aktiviert die Muskulatur zwischen den Schulterblättern. Zeigt zugleich, wie frei die Schultern in der Überkopfposition sind.',
      commonMistakes:
        'Ins Hohlkreuz ausweichen, um die Arme an die Wand zu bekommen. Den Kopf nach vorn schieben. Die Schultern beim Hochschieben zu den Ohren ziehen.',
      tip: 'Es ist normal, dass Handrücken oder Ellbogen anfangs nicht an der Wand liegen. Arbeiten Sie in dem Bereich, in dem Rücken und Kopf den Kontakt halten.',
    },
    en: {
      name: 'Wall angel',
      startingPosition:
        'Stand with your back against a wall, heels about one foot length away from it and knees slightly bent. Your buttocks, upper back and the back of your head touch the wall.',
      sequence:
        '1. Place your arms against the wall in a U shape: upper arms at shoulder height, elbows bent to 90 degrees, backs of the hands touching the wall if possible.\n2. Lightly brace your abdomen so that your lower back stays close to the wall.\n3. Slowly slide your arms up the wall as far as you can without your back or head lifting off.\n4. Pull your elbows back down towards your ribs, drawing your shoulder blades together.',
      duration: '2 × 10 repetitions, about 2 minutes',
      effect:
        'Mobilises the shoulders and the upper back into an upright position and activates the muscles between the shoulder blades. It also shows you how freely your shoulders move overhead.',
      commonMistakes:
        'Arching the lower back to get the arms onto the wall. Pushing the head forward. Shrugging the shoulders up to the ears while sliding up.',
      tip: 'It is normal for the backs of the hands or the elbows not to touch the wall at first. Work within the range in which your back and head keep contact.',
    },
  },
  {
    slug: 'seated-self-hug-stretch',
    kind: 'relaxation',
    level: 1,
    equipment: 'none',
    undercover: true,
    durationSeconds: 90,
    repetitions: null,
    regions: ['rhomboids', 'shoulder'],
    contraindicatedRegions: [],
    gentle: true,
    focus: ['mobility', 'management'],
    goals: ['wellbeing', 'painremoval'],
    de: {
      name: 'Selbstumarmung',
      startingPosition: 'Sitzen Sie aufrecht auf der vorderen Stuhlhälfte, die Füße stehen fest am Boden.',
      sequence:
        '1. Umarmen Sie sich selbst: Legen Sie die Hände möglichst weit hinten auf die gegenüberliegenden Schulterblätter.\n2. Machen Sie den oberen Rücken rund und lassen Sie den Kopf locker nach vorn sinken.\n3. Atmen Sie tief in den Rücken zwischen die Schulterblätter und spüren Sie, wie sich dieser Bereich weitet.\n4. Bleiben Sie 30 Sekunden, richten Sie sich langsam auf und wechseln Sie, welcher Arm oben liegt.',
      duration: '3 × 30 Sekunden, etwa 1½ Minuten',
      effect:
        'Dehnt die Muskulatur zwischen den Schulterblättern und im oberen Rücken sanft. Die bewusste Atmung in den Rücken wirkt zusätzlich entspannend.',
      commonMistakes:
        'Die Schultern hochziehen. Nur im unteren Rücken rund werden statt im oberen. Flach oder gar nicht atmen.',
      tip: 'Stellen Sie sich vor, Sie blasen einen Ballon zwischen den Schulterblättern auf. Eine gute Ergänzung nach Kräftigungsübungen für die Schulterblätter.',
    },
    en: {
      name: 'Seated self-hug stretch',
      startingPosition: 'Sit upright on the front half of your chair with your feet firmly on the floor.',
      sequence:
        '1. Give yourself a hug: place your hands as far back as possible on the opposite shoulder blades.\n2. Round your upper back and let your head sink loosely forward.\n3. Breathe deeply into your back between the shoulder blades and feel this area widen.\n4. Stay for 30 seconds, slowly straighten up and switch which arm is on top.',
      duration: '3 × 30 seconds, about 1½ minutes',
      effect:
        'Gently stretches the muscles between the shoulder blades and in the upper back. Breathing consciously into the back adds a relaxing effect.',
      commonMistakes:
        'Shrugging the shoulders. Rounding only the lower back instead of the upper back. Breathing shallowly or holding your breath.',
      tip: 'Imagine inflating a balloon between your shoulder blades. A good complement after strengthening exercises for the shoulder blades.',
    },
  },
  {
    slug: 'ball-suboccipital-release',
    kind: 'relaxation',
    level: 1,
    equipment: 'ball',
    undercover: false,
    durationSeconds: 120,
    repetitions: null,
    regions: ['head', 'cervical_spine'],
    contraindicatedRegions: ['cervical_spine'],
    gentle: true,
    focus: ['management', 'sleep'],
    goals: ['wellbeing', 'painremoval'],
    de: {
      name: 'Hinterkopf-Entspannung mit dem Ball',
      startingPosition:
        'Legen Sie sich auf einer Matte auf den Rücken, die Beine sind angestellt. Legen Sie den Massageball unter den Hinterkopf, etwas seitlich der Mitte, in die weiche Mulde direkt unterhalb des Schädelrands.',
      sequence:
        '1. Lassen Sie das Gewicht des Kopfes langsam auf den Ball sinken.\n2. Bleiben Sie ruhig liegen und atmen Sie 3–4 Atemzüge lang tief aus.\n3. Drehen Sie den Kopf dann ganz langsam ein kleines Stück nach rechts und links, sodass der Ball entlang des Schädelrands wandert.\n4. Legen Sie den Ball nach etwa 1 Minute auf die andere Seite.\n5. Nehmen Sie den Ball zum Schluss weg und spüren Sie kurz nach.',
      duration: 'etwa 1 Minute pro Seite, insgesamt etwa 2 Minuten',
      effect:
        'Der sanfte Druck lockert die kurzen Nackenmuskeln unterhalb des Hinterkopfs, die bei einer nach vorn geschobenen Kopfhaltung viel arbeiten. Viele empfinden das als deutliche Entspannung im Bereich von Hinterkopf und Nacken.',
      commonMistakes:
        'Den Ball direkt auf die Wirbelsäule legen. Aktiv mit dem Kopf nachdrücken. Schnell oder ruckartig rollen.',
      tip: 'Ein weicher Ball ist hier angenehmer als ein harter. Ist der Druck zu intensiv, legen Sie ein Handtuch zwischen Ball und Kopf.',
    },
    en: {
      name: 'Suboccipital release with the ball',
      startingPosition:
        'Lie on your back on a mat with your knees bent. Place the massage ball under the back of your head, slightly off-centre, in the soft hollow just below the edge of the skull.',
      sequence:
        '1. Let the weight of your head slowly sink onto the ball.\n2. Lie still and breathe out deeply for 3–4 breaths.\n3. Then turn your head very slowly a little to the right and left so that the ball travels along the edge of the skull.\n4. After about 1 minute, move the ball to the other side.\n5. Finally, remove the ball and take a moment to notice how you feel.',
      duration: 'about 1 minute per side, about 2 minutes in total',
      effect:
        'The gentle pressure loosens the short muscles just below the back of the head, which work hard when the head is pushed forward. Many people feel a clear relaxation around the back of the head and neck.',
      commonMistakes:
        'Placing the ball directly on the spine. Actively pressing the head down into the ball. Rolling fast or jerkily.',
      tip: 'A soft ball feels more pleasant here than a hard one. If the pressure is too intense, place a towel between the ball and your head.',
    },
  },
  {
    slug: 'ball-upper-trapezius-wall-release',
    kind: 'relaxation',
    level: 1,
    equipment: 'ball',
    undercover: false,
    durationSeconds: 120,
    repetitions: null,
    regions: ['side_neck', 'shoulder'],
    contraindicatedRegions: [],
    gentle: true,
    focus: ['management'],
    goals: ['wellbeing', 'painremoval'],
    de: {
      name: 'Schulter-Nacken-Massage an der Wand',
      startingPosition:
        'Stellen Sie sich mit dem Rücken zur Wand, die Füße etwa einen halben Schritt davor. Platzieren Sie den Massageball zwischen Wand und dem Muskel am oberen Rand des rechten Schulterblatts, zwischen Nacken und Schulterhöhe.',
      sequence:
        '1. Lehnen Sie sich mit so viel Gewicht an die Wand, dass der Druck angenehm bleibt.\n2. Beugen und strecken Sie die Knie langsam, sodass der Ball einige Zentimeter auf und ab rollt.\n3. Bleiben Sie an einer spürbar festen Stelle 20–30 Sekunden bei ruhiger Atmung.\n4. Lassen Sie dabei den rechten Arm locker hängen und neigen Sie den Kopf leicht nach links.\n5. Wechseln Sie nach etwa 1 Minute die Seite.',
      duration: 'etwa 1 Minute pro Seite, insgesamt etwa 2 Minuten',
      effect:
        'Der Druck des Balls lockert den oberen Trapezmuskel und die Muskulatur am oberen Schulterblattrand, die bei Stress und Bildschirmarbeit häufig fest wird. Die leichte Kopfneigung ergänzt eine sanfte Dehnung der Halsseite.',
      commonMistakes:
        'Den Ball auf die Wirbelsäule oder auf Knochen legen. So viel Druck aufbauen, dass Sie die Luft anhalten. Den Ball vorn oder seitlich an den Hals legen.',
      tip: 'Bewerten Sie den Druck auf einer Skala von 1 bis 10 – er sollte nicht über 6 liegen. Entspannung entsteht durch ruhiges Verweilen, nicht durch kräftiges Rollen.',
    },
    en: {
      name: 'Upper trapezius wall release with the ball',
      startingPosition:
        'Stand with your back to a wall, feet about half a step in front of it. Place the massage ball between the wall and the muscle at the top edge of your right shoulder blade, between your neck and the point of your shoulder.',
      sequence:
        '1. Lean into the wall with just enough weight that the pressure stays comfortable.\n2. Slowly bend and straighten your knees so that the ball rolls a few centimetres up and down.\n3. Stay on a noticeably tight spot for 20–30 seconds while breathing calmly.\n4. Meanwhile let your right arm hang loosely and tilt your head slightly to the left.\n5. Switch sides after about 1 minute.',
      duration: 'about 1 minute per side, about 2 minutes in total',
      effect:
        'The pressure of the ball loosens the upper trapezius and the muscles along the top of the shoulder blade, which often tighten with stress and screen work. The slight head tilt adds a gentle stretch to the side of the neck.',
      commonMistakes:
        'Placing the ball on the spine or on bone. Building so much pressure that you hold your breath. Placing the ball on the front or side of the neck.',
      tip: 'Rate the pressure on a scale from 1 to 10 – it should not go above 6. Relaxation comes from staying calmly on a spot, not from rolling hard.',
    },
  },
  {
    slug: 'ball-rhomboid-wall-roll',
    kind: 'relaxation',
    level: 1,
    equipment: 'ball',
    undercover: false,
    durationSeconds: 120,
    repetitions: null,
    regions: ['rhomboids'],
    contraindicatedRegions: [],
    gentle: true,
    focus: ['management', 'mobility'],
    goals: ['wellbeing', 'painremoval'],
    de: {
      name: 'Ballmassage zwischen den Schulterblättern',
      startingPosition:
        'Stellen Sie sich mit dem Rücken an eine Wand. Legen Sie den Massageball zwischen Wand und Rücken, neben die Wirbelsäule auf Höhe des rechten Schulterblatts. Verschränken Sie die Arme locker vor der Brust.',
      sequence:
        '1. Lehnen Sie sich an den Ball, bis ein angenehmer Druck entsteht.\n2. Beugen und strecken Sie die Knie langsam, sodass der Ball zwischen Schulterblatt und Wirbelsäule auf und ab rollt.\n3. Verlagern Sie den Körper leicht zur Seite, um verschiedene Stellen zu erreichen.\n4. Verweilen Sie an festen Stellen etwa 20 Sekunden und atmen Sie ruhig.\n5. Wechseln Sie nach etwa 1 Minute die Seite.',
      duration: 'etwa 1 Minute pro Seite, insgesamt etwa 2 Minuten',
      effect:
        'Lockert die Rautenmuskeln und den mittleren Trapezmuskel. Die verschränkten Arme ziehen die Schulterblätter auseinander, sodass der Ball die Muskulatur dazwischen gut erreicht.',
      commonMistakes: 'Direkt über die Wirbelsäule rollen. Zu schnell rollen. Die Schultern hochziehen.',
      tip: 'Für mehr Druck stellen Sie die Füße etwas weiter von der Wand weg. Im Liegen auf dem Boden ist die Übung deutlich intensiver – beginnen Sie daher an der Wand.',
    },
    en: {
      name: 'Ball roll between the shoulder blades',
      startingPosition:
        'Stand with your back against a wall. Place the massage ball between the wall and your back, next to the spine at the level of your right shoulder blade. Cross your arms loosely in front of your chest.',
      sequence:
        '1. Lean into the ball until you feel a pleasant pressure.\n2. Slowly bend and straighten your knees so that the ball rolls up and down between your shoulder blade and spine.\n3. Shift your body slightly to the side to reach different spots.\n4. Stay on tight spots for about 20 seconds and breathe calmly.\n5. Switch sides after about 1 minute.',
      duration: 'about 1 minute per side, about 2 minutes in total',
      effect:
        'Loosens the rhomboids and the middle trapezius. Crossing your arms draws the shoulder blades apart so that the ball can reach the muscles in between.',
      commonMistakes: 'Rolling directly over the spine. Rolling too fast. Shrugging the shoulders.',
      tip: 'For more pressure, move your feet a little further away from the wall. Lying on the floor makes the exercise much more intense – so start at the wall.',
    },
  },
  {
    slug: 'ball-rotator-cuff-wall-release',
    kind: 'relaxation',
    level: 2,
    equipment: 'ball',
    undercover: false,
    durationSeconds: 150,
    repetitions: null,
    regions: ['rotator_cuff', 'shoulder'],
    contraindicatedRegions: ['rotator_cuff'],
    gentle: false,
    focus: ['mobility', 'management'],
    goals: ['agility', 'painremoval'],
    de: {
      name: 'Ballmassage der hinteren Schulter',
      startingPosition:
        'Stellen Sie sich schräg mit dem Rücken zur Wand. Legen Sie den Massageball auf die Rückseite der rechten Schulter, auf die Fläche des Schulterblatts unterhalb der tastbaren Knochenkante.',
      sequence:
        '1. Lehnen Sie sich an den Ball, bis der Druck deutlich, aber angenehm ist.\n2. Rollen Sie durch kleine Bewegungen des Körpers langsam über die Fläche des Schulterblatts.\n3. Bleiben Sie auf einer festen Stelle, beugen Sie den rechten Ellbogen 90 Grad und drehen Sie den Unterarm 5–8-mal langsam nach außen und zurück.\n4. Wechseln Sie nach etwa 1 Minute die Seite.',
      duration: 'etwa 1 Minute pro Seite plus Seitenwechsel, insgesamt etwa 2½ Minuten',
      effect:
        'Lockert die Muskeln der hinteren Rotatorenmanschette auf dem Schulterblatt. Die Armbewegung unter dem Druck des Balls lässt den Muskel gleichzeitig arbeiten und fördert die Beweglichkeit in der Außendrehung.',
      commonMistakes:
        'Auf die Knochenkante des Schulterblatts oder in die Achselhöhle drücken. Zu viel Druck aufbauen. Die Schulter hochziehen.',
      tip: 'Diese Stelle ist bei vielen Menschen sehr druckempfindlich. Beginnen Sie mit wenig Gewicht gegen die Wand und steigern Sie sich langsam.',
    },
    en: {
      name: 'Rotator cuff wall release with the ball',
      startingPosition:
        'Stand at an angle with your back to a wall. Place the massage ball on the back of your right shoulder, on the flat part of the shoulder blade below the bony ridge you can feel.',
      sequence:
        '1. Lean into the ball until the pressure is clear but comfortable.\n2. Make small movements with your body to roll slowly over the surface of the shoulder blade.\n3. Stay on a tight spot, bend your right elbow to 90 degrees and slowly rotate your forearm outwards and back 5–8 times.\n4. Switch sides after about 1 minute.',
      duration: 'about 1 minute per side plus changeover, about 2½ minutes in total',
      effect:
        'Loosens the muscles of the rear rotator cuff on the shoulder blade. Moving the arm under the pressure of the ball makes the muscle work at the same time and supports mobility in outward rotation.',
      commonMistakes:
        'Pressing on the bony ridge of the shoulder blade or into the armpit. Building up too much pressure. Shrugging the shoulder.',
      tip: 'This area is very sensitive to pressure for many people. Start with little weight against the wall and increase gradually.',
    },
  },
  {
    slug: 'ball-wall-circles',
    kind: 'strengthening',
    level: 3,
    equipment: 'ball',
    undercover: false,
    durationSeconds: 150,
    repetitions: 10,
    regions: ['rotator_cuff', 'shoulder'],
    contraindicatedRegions: ['shoulder', 'rotator_cuff'],
    gentle: false,
    focus: ['strength', 'sport'],
    goals: ['muscle', 'agility'],
    de: {
      name: 'Ballkreisen an der Wand',
      startingPosition:
        'Stehen Sie mit Blick zur Wand, etwas mehr als eine Armlänge entfernt, und lehnen Sie sich leicht nach vorn. Drücken Sie den Massageball mit der rechten Handfläche auf Schulterhöhe gegen die Wand, der Arm ist fast gestreckt.',
      sequence:
        '1. Ziehen Sie das Schulterblatt leicht nach hinten unten und spannen Sie den Bauch an.\n2. Drücken Sie den Ball fest gegen die Wand und beschreiben Sie kleine, kontrollierte Kreise im Uhrzeigersinn.\n3. Wechseln Sie nach 10 Kreisen die Richtung.\n4. Halten Sie den Druck die ganze Zeit gleichmäßig, die Schulter bleibt tief.\n5. Wechseln Sie danach den Arm.',
      duration: '2 Durchgänge mit 10 Kreisen je Richtung und Arm, etwa 2½ Minuten',
      effect:
        'Kräftigt die Rotatorenmanschette und die Schulterblattmuskulatur in ihrer stabilisierenden Aufgabe. Der ständige Druck gegen die Wand fordert die Muskeln, den Oberarmkopf in jeder Position zentriert zu halten.',
      commonMistakes:
        'Die Kreise aus dem Handgelenk statt aus der Schulter machen. Die Schulter hochziehen oder ins Hohlkreuz fallen. Zu große, schnelle Kreise.',
      tip: 'Je weiter Sie von der Wand entfernt stehen und je höher der Ball liegt, desto anspruchsvoller wird die Übung. Beenden Sie den Durchgang, sobald die Schulter nach oben ausweicht.',
    },
    en: {
      name: 'Ball circles on the wall',
      startingPosition:
        "Stand facing a wall, slightly more than an arm's length away, and lean forward a little. Press the massage ball against the wall at shoulder height with your right palm, arm almost straight.",
      sequence:
        '1. Draw your shoulder blade slightly back and down and brace your abdomen.\n2. Press the ball firmly against the wall and draw small, controlled circles clockwise.\n3. Change direction after 10 circles.\n4. Keep the pressure even the whole time and the shoulder low.\n5. Then switch arms.',
      duration: '2 rounds of 10 circles per direction and arm, about 2½ minutes',
      effect:
        'Strengthens the rotator cuff and the shoulder blade muscles in their stabilising role. The constant pressure against the wall challenges the muscles to keep the head of the upper arm centred in every position.',
      commonMistakes:
        'Making the circles from the wrist instead of the shoulder. Shrugging the shoulder or sagging into an arched back. Making big, fast circles.',
      tip: 'The further you stand from the wall and the higher the ball, the harder the exercise. End the round as soon as your shoulder starts to creep up.',
    },
  },
  {
    slug: 'prone-cobra-hold',
    kind: 'strengthening',
    level: 3,
    equipment: 'none',
    undercover: false,
    durationSeconds: 240,
    repetitions: 6,
    regions: ['rhomboids', 'shoulder', 'neck'],
    contraindicatedRegions: ['cervical_spine', 'lumbar_spine'],
    gentle: false,
    focus: ['strength'],
    goals: ['muscle'],
    de: {
      name: 'Aufrichten in Bauchlage',
      startingPosition:
        'Legen Sie sich in Bauchlage auf eine Matte, die Stirn liegt auf dem Boden. Die Arme liegen neben dem Körper, die Handflächen zeigen zum Boden.',
      sequence:
        '1. Ziehen Sie das Kinn leicht ein, sodass der Nacken lang bleibt.\n2. Ziehen Sie die Schulterblätter nach hinten unten zusammen und drehen Sie die Arme nach außen, bis die Daumen zur Decke zeigen.\n3. Heben Sie Brust, Kopf und Arme wenige Zentimeter vom Boden ab; der Blick bleibt zum Boden gerichtet.\n4. Halten Sie die Position 10 Sekunden bei ruhiger Atmung.\n5. Legen Sie sich langsam ab und entspannen Sie 10 Sekunden.',
      duration: '2 × 6 Wiederholungen mit je 10 Sekunden Halten, etwa 4 Minuten',
      effect:
        'Kräftigt die Muskulatur zwischen den Schulterblättern, die Rückenstrecker und die Nackenmuskulatur gemeinsam. Die Übung trainiert genau die aufrichtende Muskelkette, die der gebeugten Sitzhaltung entgegenwirkt.',
      commonMistakes:
        'Den Kopf in den Nacken legen und nach vorn schauen. So hoch kommen, dass es im unteren Rücken zieht. Die Beine mit anheben.',
      tip: 'Die Höhe ist nebensächlich – entscheidend ist, dass die Schulterblätter aktiv zusammengezogen bleiben. Spannen Sie das Gesäß leicht an, um den unteren Rücken zu entlasten.',
    },
    en: {
      name: 'Prone cobra hold',
      startingPosition:
        'Lie face down on a mat with your forehead on the floor. Your arms lie beside your body, palms facing the floor.',
      sequence:
        '1. Tuck your chin slightly so that your neck stays long.\n2. Draw your shoulder blades back and down and rotate your arms outwards until your thumbs point to the ceiling.\n3. Lift your chest, head and arms a few centimetres off the floor; your gaze stays on the floor.\n4. Hold the position for 10 seconds while breathing calmly.\n5. Lower yourself slowly and relax for 10 seconds.',
      duration: '2 × 6 repetitions, holding each for 10 seconds, about 4 minutes',
      effect:
        'Strengthens the muscles between the shoulder blades, the back extensors and the neck muscles together. The exercise trains exactly the upright muscle chain that counteracts a hunched sitting posture.',
      commonMistakes:
        'Tipping the head back and looking forward. Lifting so high that you feel it in your lower back. Lifting the legs as well.',
      tip: 'Height does not matter – what counts is keeping the shoulder blades actively drawn together. Lightly tense your buttocks to take load off the lower back.',
    },
  },
  {
    slug: 'band-y-raise',
    kind: 'strengthening',
    level: 3,
    equipment: 'band',
    undercover: false,
    durationSeconds: 180,
    repetitions: 10,
    regions: ['shoulder', 'rotator_cuff', 'rhomboids'],
    contraindicatedRegions: ['shoulder', 'rotator_cuff'],
    gentle: false,
    focus: ['strength', 'sport'],
    goals: ['muscle'],
    de: {
      name: 'Y-Heben mit dem Band',
      startingPosition:
        'Stehen Sie hüftbreit mit beiden Füßen auf der Mitte des Bandes. Kreuzen Sie die Enden vor dem Körper und greifen Sie sie so, dass die Hände vor den Oberschenkeln liegen und die Daumen nach oben zeigen.',
      sequence:
        '1. Ziehen Sie die Schulterblätter leicht nach hinten unten und spannen Sie den Bauch an.\n2. Heben Sie die gestreckten Arme schräg nach vorn oben, sodass sie ein Y bilden, bis die Hände etwas über Kopfhöhe sind.\n3. Halten Sie die Endposition 2 Sekunden, die Schultern bleiben weg von den Ohren.\n4. Senken Sie die Arme in etwa 3 Sekunden langsam wieder ab.',
      duration: '3 × 10 Wiederholungen, etwa 3 Minuten',
      effect:
        'Kräftigt den unteren Trapezmuskel, die Schulterblattmuskulatur und die Rotatorenmanschette beim Armheben. Diese Muskeln sorgen dafür, dass sich das Schulterblatt beim Heben des Arms sauber mitdreht.',
      commonMistakes:
        'Ins Hohlkreuz gehen oder mit dem Oberkörper Schwung holen. Die Schultern zu den Ohren ziehen. Die Arme zu weit seitlich statt schräg nach vorn heben.',
      tip: 'Wählen Sie ein leichtes Band – der Widerstand nimmt nach oben stark zu. Werden die letzten Wiederholungen unsauber, stellen Sie nur einen Fuß auf das Band.',
    },
    en: {
      name: 'Band Y raise',
      startingPosition:
        'Stand with your feet hip-width apart on the middle of the band. Cross the ends in front of your body and hold them so that your hands are in front of your thighs with your thumbs pointing up.',
      sequence:
        '1. Draw your shoulder blades slightly back and down and brace your abdomen.\n2. Raise your straight arms diagonally forward and up into a Y until your hands are slightly above head height.\n3. Hold the end position for 2 seconds, keeping your shoulders away from your ears.\n4. Lower your arms slowly over about 3 seconds.',
      duration: '3 × 10 repetitions, about 3 minutes',
      effect:
        'Strengthens the lower trapezius, the shoulder blade muscles and the rotator cuff while raising the arms. These muscles make sure the shoulder blade rotates smoothly as the arm goes up.',
      commonMistakes:
        'Arching the lower back or swinging with the upper body. Shrugging the shoulders to the ears. Lifting the arms out to the sides instead of diagonally forward.',
      tip: 'Choose a light band – the resistance increases sharply towards the top. If the last repetitions get sloppy, stand on the band with just one foot.',
    },
  },
  {
    slug: 'jaw-rest-position',
    kind: 'relaxation',
    level: 1,
    equipment: 'none',
    undercover: true,
    durationSeconds: 60,
    repetitions: null,
    regions: ['jaw', 'head'],
    contraindicatedRegions: [],
    gentle: true,
    focus: ['management', 'attention'],
    goals: ['wellbeing', 'painremoval'],
    de: {
      name: 'Kiefer-Ruhelage',
      startingPosition:
        'Sitzen Sie bequem und aufrecht, die Schultern sind locker, die Hände liegen auf den Oberschenkeln.',
      sequence:
        '1. Schließen Sie die Lippen locker, lassen Sie die Zähne aber einige Millimeter auseinander.\n2. Legen Sie die Zungenspitze entspannt an den Gaumen, direkt hinter die oberen Schneidezähne.\n3. Atmen Sie ruhig durch die Nase und lassen Sie den Unterkiefer mit jedem Ausatmen etwas schwerer werden.\n4. Spüren Sie, wie Wangen, Schläfen und Stirn weicher werden.\n5. Bleiben Sie etwa 1 Minute in dieser Haltung.',
      duration: 'etwa 1 Minute',
      effect:
        'Bringt den Kiefer in seine entspannte Ruhelage und unterbricht unbewusstes Zähnezusammenbeißen. Das entspannt die Kaumuskulatur und die Muskeln an den Schläfen.',
      commonMistakes:
        'Die Zähne aufeinanderbeißen. Die Zunge gegen die Zähne pressen. Den Mund weit öffnen, statt die Zähne nur leicht zu trennen.',
      tip: 'Kleben Sie einen kleinen farbigen Punkt an den Bildschirmrand: Jedes Mal, wenn Sie ihn sehen, prüfen Sie, ob Ihre Zähne auseinander sind.',
    },
    en: {
      name: 'Jaw rest position',
      startingPosition:
        'Sit comfortably and upright with relaxed shoulders and your hands resting on your thighs.',
      sequence:
        '1. Close your lips loosely but keep your teeth a few millimetres apart.\n2. Rest the tip of your tongue gently on the roof of your mouth, just behind your upper front teeth.\n3. Breathe calmly through your nose and let your lower jaw feel a little heavier with every exhalation.\n4. Notice your cheeks, temples and forehead softening.\n5. Stay in this position for about 1 minute.',
      duration: 'about 1 minute',
      effect:
        'Brings the jaw into its relaxed resting position and interrupts unconscious teeth clenching. This relaxes the chewing muscles and the muscles at the temples.',
      commonMistakes:
        'Biting the teeth together. Pressing the tongue against the teeth. Opening the mouth wide instead of just separating the teeth slightly.',
      tip: 'Stick a small coloured dot on the edge of your screen: every time you see it, check whether your teeth are apart.',
    },
  },
  {
    slug: 'jaw-controlled-opening',
    kind: 'mobility',
    level: 1,
    equipment: 'none',
    undercover: true,
    durationSeconds: 90,
    repetitions: 10,
    regions: ['jaw'],
    contraindicatedRegions: [],
    gentle: true,
    focus: ['mobility', 'attention'],
    goals: ['agility', 'painremoval'],
    de: {
      name: 'Kontrolliertes Mundöffnen',
      startingPosition:
        'Sitzen Sie aufrecht, der Kopf steht gerade. Legen Sie die Zungenspitze an den Gaumen hinter die oberen Schneidezähne und je einen Zeigefinger direkt vor die Ohren auf die Kiefergelenke.',
      sequence:
        '1. Öffnen Sie den Mund langsam, während die Zunge am Gaumen bleibt.\n2. Öffnen Sie nur so weit, wie die Zunge den Kontakt halten kann.\n3. Achten Sie mit den Fingern darauf, dass sich beide Kiefergelenke gleichmäßig bewegen und der Unterkiefer gerade nach unten geht.\n4. Schließen Sie den Mund langsam wieder, ohne die Zähne aufeinanderzubeißen.',
      duration: '2 × 10 Wiederholungen, etwa 1½ Minuten',
      effect:
        'Mobilisiert die Kiefergelenke in einem kontrollierten, mittleren Bewegungsumfang und schult eine gleichmäßige, gerade Öffnungsbewegung. Die Kaumuskulatur wird dabei sanft gelockert.',
      commonMistakes:
        'Den Mund weit aufreißen. Den Unterkiefer zur Seite ausweichen lassen. Den Kopf beim Öffnen in den Nacken legen.',
      tip: 'Üben Sie anfangs vor einem Spiegel: Das Kinn sollte sich auf einer geraden Linie nach unten bewegen. Knackt oder schmerzt es, verkleinern Sie die Bewegung.',
    },
    en: {
      name: 'Controlled mouth opening',
      startingPosition:
        'Sit upright with your head level. Rest the tip of your tongue on the roof of your mouth behind your upper front teeth and place one index finger on each jaw joint, just in front of your ears.',
      sequence:
        '1. Open your mouth slowly while your tongue stays on the roof of your mouth.\n2. Only open as far as your tongue can keep contact.\n3. Use your fingers to check that both jaw joints move evenly and your lower jaw moves straight down.\n4. Close your mouth slowly again without biting your teeth together.',
      duration: '2 × 10 repetitions, about 1½ minutes',
      effect:
        'Mobilises the jaw joints within a controlled, medium range and trains an even, straight opening movement. The chewing muscles are gently loosened at the same time.',
      commonMistakes:
        'Opening the mouth wide. Letting the lower jaw drift to one side. Tipping the head back while opening.',
      tip: 'Practise in front of a mirror at first: your chin should move down in a straight line. If it clicks or hurts, make the movement smaller.',
    },
  },
  {
    slug: 'jaw-side-glide',
    kind: 'mobility',
    level: 1,
    equipment: 'none',
    undercover: true,
    durationSeconds: 90,
    repetitions: 8,
    regions: ['jaw'],
    contraindicatedRegions: [],
    gentle: true,
    focus: ['mobility'],
    goals: ['agility', 'wellbeing'],
    de: {
      name: 'Kiefer seitlich verschieben',
      startingPosition:
        'Sitzen Sie aufrecht mit entspanntem Gesicht. Öffnen Sie den Mund nur so weit, dass sich die Zähne knapp nicht berühren.',
      sequence:
        '1. Schieben Sie den Unterkiefer langsam nach rechts, so weit es locker geht.\n2. Halten Sie 2 Sekunden.\n3. Führen Sie den Kiefer zurück zur Mitte.\n4. Schieben Sie ihn anschließend nach links und wieder zurück.\n5. Bewegen Sie ruhig und gleichmäßig, der Kopf bleibt still.',
      duration: '2 × 8 Wiederholungen pro Seite, etwa 1½ Minuten',
      effect:
        'Mobilisiert die Kiefergelenke in der Seitwärtsbewegung und lockert die seitlich führenden Kaumuskeln. Eine gute Ergänzung zu Übungen, die den Kiefer nur öffnen und schließen.',
      commonMistakes:
        'Den Kopf zur Seite mitneigen. Mit den Zähnen aufeinanderreiben. Mit Kraft bis zum Anschlag schieben.',
      tip: 'Ein Blick in den Spiegel zeigt, ob Sie zu beiden Seiten etwa gleich weit kommen. Zur eingeschränkteren Seite bewegen Sie sich besonders langsam.',
    },
    en: {
      name: 'Jaw side glide',
      startingPosition:
        'Sit upright with a relaxed face. Open your mouth just enough that your teeth do not quite touch.',
      sequence:
        '1. Slowly slide your lower jaw to the right as far as it goes easily.\n2. Hold for 2 seconds.\n3. Bring the jaw back to the centre.\n4. Then slide it to the left and back again.\n5. Move calmly and evenly while your head stays still.',
      duration: '2 × 8 repetitions per side, about 1½ minutes',
      effect:
        'Mobilises the jaw joints in sideways movement and loosens the chewing muscles that guide the jaw sideways. A good complement to exercises that only open and close the jaw.',
      commonMistakes:
        'Tilting the head to the side as well. Grinding the teeth against each other. Pushing forcefully to the end of the range.',
      tip: 'A look in the mirror shows whether you reach about as far on both sides. Move especially slowly towards the more restricted side.',
    },
  },
  {
    slug: 'jaw-isometric-hand-resistance',
    kind: 'strengthening',
    level: 2,
    equipment: 'none',
    undercover: true,
    durationSeconds: 120,
    repetitions: 5,
    regions: ['jaw'],
    contraindicatedRegions: ['jaw'],
    gentle: true,
    focus: ['strength', 'attention'],
    goals: ['muscle', 'painremoval'],
    de: {
      name: 'Kieferspannung gegen die Hand',
      startingPosition:
        'Sitzen Sie aufrecht, die Ellbogen dürfen auf dem Tisch ruhen. Legen Sie die Faust locker mit den Fingerknöcheln unter das Kinn.',
      sequence:
        '1. Öffnen Sie den Mund einen Spalt breit.\n2. Versuchen Sie, den Mund gegen den Widerstand der Faust weiter zu öffnen – mit nur geringer Kraft, sodass sich der Kiefer nicht bewegt.\n3. Halten Sie 5 Sekunden und lösen Sie dann langsam.\n4. Legen Sie anschließend die Handfläche seitlich an den Unterkiefer und drücken Sie den Kiefer 5 Sekunden sanft dagegen, erst rechts, dann links.',
      duration: '5 Wiederholungen je Richtung mit je 5 Sekunden Halten, etwa 2 Minuten',
      effect:
        'Kräftigt die Muskeln, die den Mund öffnen und den Unterkiefer seitlich führen, ohne das Kiefergelenk zu bewegen. Das fördert ein ausgewogenes Zusammenspiel mit den oft sehr aktiven Kaumuskeln, die den Mund schließen.',
      commonMistakes:
        'Zu fest drücken. Den Kopf statt des Kiefers gegen die Hand schieben. Die Luft anhalten.',
      tip: 'Die Spannung soll sich eher wie ein Hauch anfühlen als wie Kraftarbeit. Mit aufgestütztem Ellbogen sieht die Übung am Schreibtisch aus wie nachdenkliches Innehalten.',
    },
    en: {
      name: 'Jaw isometrics against your hand',
      startingPosition:
        'Sit upright; your elbows may rest on the desk. Place your loose fist under your chin, knuckles touching it.',
      sequence:
        '1. Open your mouth slightly.\n2. Try to open your mouth further against the resistance of your fist – with only little force, so that the jaw does not move.\n3. Hold for 5 seconds and then release slowly.\n4. Next, place your palm against the side of your lower jaw and press the jaw gently into it for 5 seconds, first on the right, then on the left.',
      duration: '5 repetitions per direction, holding each for 5 seconds, about 2 minutes',
      effect:
        'Strengthens the muscles that open the mouth and guide the lower jaw sideways without moving the jaw joint. This supports a balanced interplay with the often very active chewing muscles that close the mouth.',
      commonMistakes:
        'Pressing too hard. Pushing the head into the hand instead of the jaw. Holding your breath.',
      tip: 'The tension should feel more like a whisper than like hard work. With your elbow on the desk, it simply looks as if you are pausing to think.',
    },
  },
  {
    slug: 'ball-jaw-muscle-massage',
    kind: 'relaxation',
    level: 1,
    equipment: 'ball',
    undercover: false,
    durationSeconds: 90,
    repetitions: null,
    regions: ['jaw'],
    contraindicatedRegions: ['jaw'],
    gentle: true,
    focus: ['management', 'mental'],
    goals: ['wellbeing', 'painremoval'],
    de: {
      name: 'Ballmassage der Kaumuskulatur',
      startingPosition:
        'Sitzen Sie aufrecht. Halten Sie den Massageball in der rechten Hand und setzen Sie ihn auf die rechte Wange, auf den Kaumuskel zwischen Jochbein und Unterkieferwinkel. Die Zähne sind leicht geöffnet.',
      sequence:
        '1. Drücken Sie den Ball mit leichtem Druck gegen den Muskel.\n2. Rollen Sie ihn in kleinen, langsamen Kreisen über den Muskel.\n3. Bleiben Sie an empfindlichen Stellen 10–15 Sekunden ruhig und atmen Sie aus.\n4. Öffnen und schließen Sie dabei den Mund ein paar Mal locker.\n5. Wechseln Sie nach etwa 45 Sekunden die Seite.',
      duration: 'etwa 45 Sekunden pro Seite, insgesamt etwa 1½ Minuten',
      effect:
        'Lockert den Kaumuskel, der bei Anspannung und Konzentration oft unbewusst mitarbeitet. Das Gesicht fühlt sich danach häufig weicher und entspannter an.',
      commonMistakes:
        'Zu viel Druck ausüben. Direkt auf das Kiefergelenk vor dem Ohr oder auf den Hals rollen. Während der Massage die Zähne zusammenbeißen.',
      tip: 'So finden Sie den Muskel: Beißen Sie kurz die Zähne zusammen und tasten Sie, wo sich die Wange verhärtet. Genau dort setzen Sie den Ball an – und lassen die Zähne wieder locker.',
    },
    en: {
      name: 'Jaw muscle massage with the ball',
      startingPosition:
        'Sit upright. Hold the massage ball in your right hand and place it on your right cheek, on the chewing muscle between the cheekbone and the angle of the jaw. Your teeth are slightly apart.',
      sequence:
        '1. Press the ball lightly against the muscle.\n2. Roll it over the muscle in small, slow circles.\n3. Stay still on sensitive spots for 10–15 seconds and breathe out.\n4. Open and close your mouth loosely a few times while doing so.\n5. Switch sides after about 45 seconds.',
      duration: 'about 45 seconds per side, about 1½ minutes in total',
      effect:
        'Loosens the chewing muscle, which often works unconsciously when you are tense or concentrating. Afterwards your face often feels softer and more relaxed.',
      commonMistakes:
        'Pressing too hard. Rolling directly over the jaw joint in front of the ear or onto the neck. Clenching the teeth during the massage.',
      tip: 'To find the muscle, briefly clench your teeth and feel where the cheek hardens. Place the ball right there – and let your teeth relax again.',
    },
  },
  {
    slug: 'temple-scalp-massage',
    kind: 'relaxation',
    level: 1,
    equipment: 'none',
    undercover: true,
    durationSeconds: 90,
    repetitions: null,
    regions: ['head', 'jaw'],
    contraindicatedRegions: [],
    gentle: true,
    focus: ['management', 'mental'],
    goals: ['wellbeing', 'painremoval'],
    de: {
      name: 'Schläfen- und Kopfhautmassage',
      startingPosition:
        'Sitzen Sie aufrecht, die Ellbogen dürfen auf dem Tisch ruhen. Legen Sie die Fingerkuppen beider Hände an die Schläfen.',
      sequence:
        '1. Massieren Sie die Schläfen mit leichtem Druck in langsamen Kreisen.\n2. Wandern Sie mit den Fingerkuppen in kleinen Kreisen oberhalb der Ohren nach hinten bis zum Hinterkopf.\n3. Verschieben Sie dabei die Kopfhaut sanft gegen den Schädel, statt über die Haare zu reiben.\n4. Wandern Sie auf demselben Weg zurück zu den Schläfen und wiederholen Sie die Runde im ruhigen Atemrhythmus.',
      duration: 'etwa 1½ Minuten',
      effect:
        'Lockert den Schläfenmuskel, der zur Kaumuskulatur gehört, sowie die Muskulatur und das Gewebe der Kopfhaut. Die ruhige Berührung wirkt entspannend und regt die Durchblutung an.',
      commonMistakes: 'Zu fest drücken oder hektisch reiben. Die Schultern hochziehen. Die Luft anhalten.',
      tip: 'Um den Schläfenmuskel zu finden, beißen Sie kurz die Zähne zusammen – er wölbt sich unter den Fingern. Lassen Sie die Zähne während der Massage locker auseinander.',
    },
    en: {
      name: 'Temple and scalp massage',
      startingPosition:
        'Sit upright; your elbows may rest on the desk. Place the fingertips of both hands on your temples.',
      sequence:
        '1. Massage your temples with light pressure in slow circles.\n2. Walk your fingertips in small circles above your ears back to the back of your head.\n3. Gently move the scalp over the skull instead of rubbing over the hair.\n4. Travel back along the same path to your temples and repeat the round in a calm breathing rhythm.',
      duration: 'about 1½ minutes',
      effect:
        'Loosens the temporalis, one of the chewing muscles, as well as the muscles and tissue of the scalp. The calm touch is relaxing and stimulates circulation.',
      commonMistakes: 'Pressing too hard or rubbing hastily. Shrugging the shoulders. Holding your breath.',
      tip: 'To find the temporalis, briefly clench your teeth – it bulges under your fingers. Keep your teeth loosely apart during the massage.',
    },
  },
  {
    slug: 'eye-palming',
    kind: 'relaxation',
    level: 1,
    equipment: 'none',
    undercover: true,
    durationSeconds: 90,
    repetitions: null,
    regions: ['eyes', 'head'],
    contraindicatedRegions: [],
    gentle: true,
    focus: ['attention', 'management'],
    goals: ['wellbeing'],
    de: {
      name: 'Augen-Palmieren',
      startingPosition:
        'Sitzen Sie aufrecht und stützen Sie die Ellbogen auf dem Tisch ab. Reiben Sie die Handflächen kurz aneinander, bis sie warm sind.',
      sequence:
        '1. Schließen Sie die Augen.\n2. Legen Sie die gewölbten Handflächen so über die Augen, dass kein Licht mehr hindurchdringt; die Finger liegen auf der Stirn.\n3. Die Hände liegen nur auf Wangenknochen und Stirn auf – drücken Sie nicht auf die Augen.\n4. Atmen Sie ruhig und lassen Sie den Blick in der Dunkelheit weich werden.\n5. Nehmen Sie die Hände nach etwa 1½ Minuten langsam weg und öffnen Sie die Augen allmählich.',
      duration: 'etwa 1½ Minuten',
      effect:
        'Dunkelheit und Wärme geben den Augen eine Pause vom Bildschirmlicht und lassen die Augenmuskulatur entspannen. Die aufgestützten Arme entlasten zusätzlich Schultern und Nacken.',
      commonMistakes:
        'Mit den Handballen auf die Augen drücken. Die Schultern hochziehen, weil der Tisch zu niedrig ist. Nach dem Öffnen sofort wieder auf den hellen Bildschirm schauen.',
      tip: 'Denken Sie an eine dunkle, ruhige Fläche, etwa einen Nachthimmel. Schauen Sie nach dem Öffnen der Augen zuerst in die Ferne, bevor Sie zum Bildschirm zurückkehren.',
    },
    en: {
      name: 'Eye palming',
      startingPosition:
        'Sit upright and rest your elbows on the desk. Rub your palms together briefly until they feel warm.',
      sequence:
        '1. Close your eyes.\n2. Cup your palms over your eyes so that no light gets through; your fingers rest on your forehead.\n3. Your hands rest only on your cheekbones and forehead – do not press on your eyes.\n4. Breathe calmly and let your gaze soften in the darkness.\n5. After about 1½ minutes, slowly remove your hands and open your eyes gradually.',
      duration: 'about 1½ minutes',
      effect:
        'Darkness and warmth give your eyes a break from screen light and let the eye muscles relax. Resting your arms on the desk also takes load off your shoulders and neck.',
      commonMistakes:
        'Pressing on the eyes with the heels of the hands. Shrugging because the desk is too low. Looking straight back at the bright screen after opening the eyes.',
      tip: 'Picture a dark, calm surface such as a night sky. After opening your eyes, look into the distance first before returning to the screen.',
    },
  },
  {
    slug: 'eye-near-far-focus',
    kind: 'mobility',
    level: 1,
    equipment: 'none',
    undercover: true,
    durationSeconds: 120,
    repetitions: 10,
    regions: ['eyes'],
    contraindicatedRegions: [],
    gentle: true,
    focus: ['attention'],
    goals: ['wellbeing', 'agility'],
    de: {
      name: 'Nah-Fern-Fokuswechsel',
      startingPosition:
        'Sitzen Sie aufrecht, möglichst mit Blick aus dem Fenster oder in einen langen Raum. Halten Sie einen Daumen oder einen Stift etwa 25 cm vor die Nase.',
      sequence:
        '1. Stellen Sie den Blick auf den Daumen scharf und halten Sie ihn 3 Sekunden.\n2. Wechseln Sie den Blick zu einem Punkt in mindestens 6 Metern Entfernung und stellen Sie ihn scharf.\n3. Halten Sie auch diesen Blick 3 Sekunden.\n4. Wechseln Sie ruhig zwischen nah und fern hin und her.\n5. Blinzeln Sie zwischendurch locker.',
      duration: '2 × 10 Wiederholungen, etwa 2 Minuten',
      effect:
        'Trainiert die Anpassung der Augen an unterschiedliche Entfernungen und unterbricht die dauerhafte Nah-Einstellung beim Blick auf den Bildschirm.',
      commonMistakes:
        'Zu schnell wechseln, bevor das Bild scharf ist. Die Augen zusammenkneifen. Vergessen zu blinzeln.',
      tip: 'Verbinden Sie die Übung mit der 20-20-20-Regel: Schauen Sie alle 20 Minuten für 20 Sekunden auf etwas, das etwa 6 Meter entfernt ist.',
    },
    en: {
      name: 'Near-far focus shift',
      startingPosition:
        'Sit upright, ideally with a view out of a window or down a long room. Hold a thumb or a pen about 25 cm in front of your nose.',
      sequence:
        '1. Bring your thumb into sharp focus and hold your gaze for 3 seconds.\n2. Shift your gaze to a point at least 6 metres away and bring it into focus.\n3. Hold this gaze for 3 seconds as well.\n4. Switch calmly back and forth between near and far.\n5. Blink loosely in between.',
      duration: '2 × 10 repetitions, about 2 minutes',
      effect:
        'Trains your eyes to adjust to different distances and interrupts the constant close-up focus of screen work.',
      commonMistakes: 'Switching too quickly, before the image is sharp. Squinting. Forgetting to blink.',
      tip: 'Combine the exercise with the 20-20-20 rule: every 20 minutes, look at something about 6 metres (20 feet) away for 20 seconds.',
    },
  },
  {
    slug: 'eye-figure-eight',
    kind: 'mobility',
    level: 1,
    equipment: 'none',
    undercover: true,
    durationSeconds: 60,
    repetitions: 5,
    regions: ['eyes'],
    contraindicatedRegions: [],
    gentle: true,
    focus: ['attention', 'mobility'],
    goals: ['agility', 'wellbeing'],
    de: {
      name: 'Liegende Acht mit den Augen',
      startingPosition:
        'Sitzen Sie aufrecht, der Kopf ist gerade und ruhig. Stellen Sie sich etwa 2 Meter vor sich eine große liegende Acht vor.',
      sequence:
        '1. Fahren Sie die liegende Acht langsam nur mit den Augen nach.\n2. Der Kopf bewegt sich dabei nicht mit.\n3. Wechseln Sie nach 5 Runden die Richtung.\n4. Schließen Sie danach die Augen für einige Atemzüge und lassen Sie sie ruhen.',
      duration: '5 Runden pro Richtung, etwa 1 Minute',
      effect:
        'Bewegt die Augen durch ihren gesamten Blickbereich und lockert die äußeren Augenmuskeln, die beim starren Blick auf den Bildschirm kaum gefordert werden.',
      commonMistakes: 'Den Kopf mitbewegen. Schnell oder ruckartig werden. Die Acht zu klein zeichnen.',
      tip: 'Zeichnen Sie die Acht am Anfang mit einem ausgestreckten Finger in die Luft und folgen Sie ihm mit den Augen. Wird Ihnen schwindelig, machen Sie die Bewegung kleiner und langsamer.',
    },
    en: {
      name: 'Eye figure eight',
      startingPosition:
        'Sit upright with your head level and still. Imagine a large sideways figure eight about 2 metres in front of you.',
      sequence:
        '1. Slowly trace the sideways eight with your eyes only.\n2. Your head does not move along.\n3. Change direction after 5 rounds.\n4. Then close your eyes for a few breaths and let them rest.',
      duration: '5 rounds per direction, about 1 minute',
      effect:
        'Moves the eyes through their whole field of view and loosens the outer eye muscles, which are hardly used while staring at a screen.',
      commonMistakes: 'Moving the head along. Getting fast or jerky. Drawing the eight too small.',
      tip: 'At first, draw the eight in the air with an outstretched finger and follow it with your eyes. If you feel dizzy, make the movement smaller and slower.',
    },
  },
  {
    slug: 'eye-blink-reset',
    kind: 'relaxation',
    level: 1,
    equipment: 'none',
    undercover: true,
    durationSeconds: 60,
    repetitions: 6,
    regions: ['eyes'],
    contraindicatedRegions: [],
    gentle: true,
    focus: ['attention'],
    goals: ['wellbeing'],
    de: {
      name: 'Bewusstes Blinzeln',
      startingPosition:
        'Sitzen Sie entspannt, lösen Sie den Blick vom Bildschirm und schauen Sie auf einen ruhigen Punkt im Raum.',
      sequence:
        '1. Blinzeln Sie 10-mal locker und zügig hintereinander.\n2. Schließen Sie die Augen dann 3 Sekunden lang sanft, aber vollständig.\n3. Kneifen Sie die Augen 2 Sekunden lang fest zusammen.\n4. Öffnen Sie die Augen weit und lassen Sie das Gesicht wieder locker.',
      duration: '6 Durchgänge, etwa 1 Minute',
      effect:
        'Beim konzentrierten Arbeiten am Bildschirm blinzeln wir deutlich seltener. Bewusstes Blinzeln verteilt die Tränenflüssigkeit neu auf der Augenoberfläche und entspannt die Muskulatur rund um die Augen.',
      commonMistakes:
        'Mit der Stirn statt mit den Lidern arbeiten. Die Augen beim Schließen nur halb zumachen. Dabei weiter auf den Bildschirm schauen.',
      tip: 'Nutzen Sie natürliche Pausen – etwa das Laden einer Seite – als Erinnerung für ein paar bewusste Lidschläge.',
    },
    en: {
      name: 'Blink reset',
      startingPosition: 'Sit relaxed, take your eyes off the screen and look at a calm point in the room.',
      sequence:
        '1. Blink loosely and quickly 10 times in a row.\n2. Then close your eyes gently but completely for 3 seconds.\n3. Squeeze your eyes tightly shut for 2 seconds.\n4. Open your eyes wide and let your face relax again.',
      duration: '6 rounds, about 1 minute',
      effect:
        'When we concentrate on a screen, we blink far less often. Blinking consciously spreads the tear film across the surface of the eye again and relaxes the muscles around the eyes.',
      commonMistakes:
        'Working with the forehead instead of the eyelids. Only half-closing the eyes. Keeping your eyes on the screen while doing it.',
      tip: 'Use natural pauses – such as a page loading – as a reminder for a few conscious blinks.',
    },
  },
  {
    slug: 'gaze-stabilisation-head-turn',
    kind: 'mobility',
    level: 2,
    equipment: 'none',
    undercover: true,
    durationSeconds: 150,
    repetitions: null,
    regions: ['eyes', 'head', 'cervical_spine'],
    contraindicatedRegions: ['cervical_spine'],
    gentle: false,
    focus: ['attention', 'mobility'],
    goals: ['agility'],
    de: {
      name: 'Blick halten, Kopf bewegen',
      startingPosition:
        'Sitzen Sie aufrecht. Halten Sie einen Stift mit ausgestrecktem Arm vor sich, sodass die Spitze auf Augenhöhe ist.',
      sequence:
        '1. Fixieren Sie die Stiftspitze mit den Augen.\n2. Drehen Sie den Kopf langsam etwa 20 Grad nach rechts und links, während die Augen die Spitze scharf im Blick behalten.\n3. Steigern Sie das Tempo nur so weit, wie die Spitze scharf bleibt.\n4. Machen Sie nach 30 Sekunden eine kurze Pause.\n5. Wiederholen Sie die Übung mit kleinem Nicken nach oben und unten.',
      duration: 'je 2 × 30 Sekunden Drehen und Nicken, etwa 2½ Minuten',
      effect:
        'Schult das Zusammenspiel von Augen und Halswirbelsäule: Die Augen halten ein Ziel stabil, während sich der Kopf bewegt. Gleichzeitig wird die Halswirbelsäule sanft in Drehung und Beugung bewegt.',
      commonMistakes:
        'Den Kopf so schnell bewegen, dass die Spitze verschwimmt. Die Schultern mitdrehen. Weiterüben, obwohl Schwindel auftritt.',
      tip: 'Leichter Schwindel kann anfangs vorkommen – werden Sie dann langsamer oder pausieren Sie. Zur Steigerung fixieren Sie statt des Stifts einen Buchstaben an der Wand.',
    },
    en: {
      name: 'Gaze stabilisation with head turns',
      startingPosition:
        "Sit upright. Hold a pen at arm's length in front of you so that its tip is at eye level.",
      sequence:
        '1. Fix your eyes on the tip of the pen.\n2. Slowly turn your head about 20 degrees to the right and left while your eyes keep the tip in sharp focus.\n3. Only increase the speed as long as the tip stays sharp.\n4. Take a short break after 30 seconds.\n5. Repeat the exercise with small nods up and down.',
      duration: '2 × 30 seconds each of turning and nodding, about 2½ minutes',
      effect:
        'Trains the interplay of eyes and cervical spine: the eyes keep a target steady while the head moves. At the same time, the cervical spine is gently moved in rotation and flexion.',
      commonMistakes:
        'Moving the head so fast that the tip blurs. Turning the shoulders along. Carrying on despite feeling dizzy.',
      tip: 'Slight dizziness can occur at first – slow down or take a break. To progress, focus on a letter on the wall instead of the pen.',
    },
  },
];
