// Physical exercises for the legs (thighs, knees, calves, ankles) and for the forearms, wrists and hands.
import type { CatalogueExercise } from './types';

export const lowerBodyAndHands: CatalogueExercise[] = [
  // ---------------------------------------------------------------- thigh front / knee
  {
    slug: 'seated-knee-extension-hold',
    kind: 'strengthening',
    level: 1,
    equipment: 'none',
    undercover: true,
    durationSeconds: 180,
    repetitions: 8,
    regions: ['thigh_front', 'knee'],
    contraindicatedRegions: [],
    gentle: true,
    focus: ['strength', 'mobility'],
    goals: ['muscle', 'painremoval'],
    de: {
      name: 'Kniestrecken im Sitzen mit Halten',
      startingPosition:
        'Sie sitzen aufrecht im vorderen Drittel Ihres Stuhls. Beide Füße stehen hüftbreit auf dem Boden, die Knie sind etwa rechtwinklig gebeugt. Die Hände liegen locker seitlich auf der Sitzfläche.',
      sequence:
        '1. Strecken Sie das rechte Knie langsam, bis der Unterschenkel fast waagerecht vor Ihnen schwebt.\n2. Ziehen Sie die Fußspitze leicht zu sich heran und spannen Sie die Oberschenkelvorderseite bewusst an.\n3. Halten Sie die Spannung 3 Sekunden und atmen Sie dabei ruhig weiter.\n4. Senken Sie den Fuß langsam und kontrolliert wieder zum Boden ab.\n5. Nach 8 Wiederholungen wechseln Sie das Bein.',
      duration: '2 × 8 Wiederholungen pro Bein, je 3 Sekunden halten, etwa 3 Minuten',
      effect:
        'Kräftigt die vordere Oberschenkelmuskulatur, die das Knie streckt und führt, ohne das Gelenk mit dem Körpergewicht zu belasten. Bringt nach langem Sitzen Bewegung in das Kniegelenk.',
      commonMistakes:
        'Sich mit dem Oberkörper nach hinten lehnen oder ins Hohlkreuz fallen; das Bein mit Schwung hochschleudern statt langsam zu strecken; während des Haltens die Luft anhalten.',
      tip: 'Die Übung fällt unter dem Schreibtisch kaum auf und passt gut in ein Telefonat. Wenn sie Ihnen zu leicht wird, halten Sie die Spannung oben 6 bis 8 Sekunden.',
    },
    en: {
      name: 'Seated knee extension with hold',
      startingPosition:
        'Sit upright on the front third of your chair. Both feet are flat on the floor, hip-width apart, with the knees bent at roughly a right angle. Rest your hands loosely on the seat beside you.',
      sequence:
        '1. Slowly straighten your right knee until the lower leg is almost horizontal in front of you.\n2. Pull your toes gently towards you and consciously tighten the front of your thigh.\n3. Hold the tension for 3 seconds while breathing calmly.\n4. Lower the foot back to the floor slowly and with control.\n5. After 8 repetitions, switch legs.',
      duration: '2 × 8 repetitions per leg, 3-second hold each, about 3 minutes',
      effect:
        'Strengthens the front thigh muscles that straighten and guide the knee, without loading the joint with your body weight. Brings movement into the knee joint after long periods of sitting.',
      commonMistakes:
        'Leaning the upper body back or arching the lower back; swinging the leg up with momentum instead of straightening it slowly; holding your breath during the hold.',
      tip: 'Under the desk this exercise is hardly noticeable and fits nicely into a phone call. When it becomes too easy, hold the tension at the top for 6 to 8 seconds.',
    },
  },
  {
    slug: 'wall-sit-quadriceps-hold',
    kind: 'strengthening',
    level: 3,
    equipment: 'none',
    undercover: false,
    durationSeconds: 150,
    repetitions: null,
    regions: ['thigh_front', 'knee'],
    contraindicatedRegions: ['knee'],
    gentle: false,
    focus: ['strength', 'sport', 'biking'],
    goals: ['muscle'],
    de: {
      name: 'Wandsitz',
      startingPosition:
        'Sie stehen mit dem Rücken an einer freien Wand. Die Füße stehen hüftbreit etwa eine Fußlänge vor der Wand, die Fußspitzen zeigen nach vorn. Die Arme hängen locker neben dem Körper.',
      sequence:
        '1. Rutschen Sie mit dem Rücken langsam an der Wand nach unten, bis die Knie etwa rechtwinklig gebeugt sind – oder nur so tief, wie es sich im Knie angenehm anfühlt.\n2. Richten Sie die Knie über den Füßen aus, sie zeigen in Richtung der Fußspitzen. Das Gewicht ist auf dem ganzen Fuß verteilt.\n3. Halten Sie die Position 30 Sekunden und atmen Sie dabei gleichmäßig weiter.\n4. Schieben Sie sich über die Fersen wieder nach oben, schütteln Sie die Beine kurz aus und pausieren Sie 30 Sekunden.',
      duration: '3 × 30 Sekunden halten mit je 30 Sekunden Pause, etwa 2,5 Minuten',
      effect:
        'Kräftigt die Oberschenkelvorderseite statisch und verbessert die Kraftausdauer der Muskulatur, die das Kniegelenk stabilisiert – hilfreich beim Treppensteigen, Radfahren und Skifahren.',
      commonMistakes:
        'Die Knie fallen nach innen; die Hände stützen sich auf den Oberschenkeln ab; Pressatmung; tiefer gehen, als es für das Knie angenehm ist; die Füße stehen zu nah an der Wand, sodass die Fersen abheben.',
      tip: 'Beginnen Sie in einer höheren Position mit etwa 120 Grad Kniewinkel und gehen Sie von Woche zu Woche etwas tiefer. Ein leichtes Brennen im Oberschenkel ist normal, ein Stechen im Knie nicht.',
    },
    en: {
      name: 'Wall sit',
      startingPosition:
        'Stand with your back against a clear wall. Your feet are hip-width apart, about one foot length in front of the wall, toes pointing forward. Let your arms hang loosely by your sides.',
      sequence:
        '1. Slowly slide your back down the wall until your knees are bent at roughly a right angle – or only as low as feels comfortable for your knees.\n2. Align your knees over your feet so they point towards your toes. Your weight is spread over the whole foot.\n3. Hold the position for 30 seconds while breathing evenly.\n4. Push back up through your heels, shake your legs out briefly and rest for 30 seconds.',
      duration: '3 × 30-second holds with 30 seconds of rest in between, about 2.5 minutes',
      effect:
        'Strengthens the front of the thighs isometrically and builds strength endurance in the muscles that stabilise the knee joint – useful for climbing stairs, cycling and skiing.',
      commonMistakes:
        'Letting the knees drop inwards; propping the hands on the thighs; holding your breath and straining; going lower than is comfortable for the knees; standing too close to the wall so that the heels lift.',
      tip: 'Start in a higher position with a knee angle of about 120 degrees and go a little lower from week to week. A mild burning in the thigh is normal, a stabbing feeling in the knee is not.',
    },
  },
  {
    slug: 'split-squat-with-desk-support',
    kind: 'strengthening',
    level: 2,
    equipment: 'none',
    undercover: false,
    durationSeconds: 240,
    repetitions: 8,
    regions: ['thigh_front', 'buttocks'],
    contraindicatedRegions: ['knee'],
    gentle: false,
    focus: ['strength', 'running', 'sport'],
    goals: ['muscle', 'agility'],
    de: {
      name: 'Ausfallschritt am Schreibtisch',
      startingPosition:
        'Sie stehen in großer Schrittstellung neben Ihrem Schreibtisch, eine Hand liegt locker auf der Tischkante. Der vordere Fuß steht ganz auf dem Boden, die hintere Ferse ist angehoben. Die Füße stehen hüftbreit nebeneinander, nicht auf einer Linie.',
      sequence:
        '1. Richten Sie den Oberkörper auf und verteilen Sie das Gewicht mittig zwischen beiden Beinen.\n2. Beugen Sie beide Knie und senken Sie das hintere Knie langsam Richtung Boden, bis es knapp darüber schwebt oder so tief, wie es angenehm ist.\n3. Das vordere Knie zeigt dabei in Richtung der Fußspitze, die vordere Ferse bleibt am Boden.\n4. Drücken Sie sich über den ganzen vorderen Fuß wieder nach oben.\n5. Nach 8 Wiederholungen wechseln Sie die Seite.',
      duration: '3 × 8 Wiederholungen pro Bein mit kurzer Pause, etwa 4 Minuten',
      effect:
        'Kräftigt die vordere Oberschenkelmuskulatur und das Gesäß jedes Beins einzeln und schult Gleichgewicht und die Kontrolle der Beinachse.',
      commonMistakes:
        'Ein zu kurzer Schritt, sodass die vordere Ferse abhebt; das vordere Knie knickt nach innen; der Oberkörper kippt nach vorn; das hintere Knie setzt hart auf dem Boden auf.',
      tip: 'Die Hand auf dem Tisch dient nur dem Gleichgewicht, ziehen Sie sich nicht daran hoch. In Schuhen mit Absatz üben Sie besser in Socken oder in flachen Schuhen.',
    },
    en: {
      name: 'Split squat at the desk',
      startingPosition:
        'Stand in a long stride next to your desk with one hand resting lightly on the desk edge. The front foot is flat on the floor, the back heel is raised. Keep your feet hip-width apart, not on one line.',
      sequence:
        '1. Stand tall and spread your weight evenly between both legs.\n2. Bend both knees and slowly lower the back knee towards the floor until it hovers just above it, or as low as is comfortable.\n3. Your front knee points towards your toes and the front heel stays on the floor.\n4. Push back up through the whole front foot.\n5. After 8 repetitions, switch sides.',
      duration: '3 × 8 repetitions per leg with a short rest, about 4 minutes',
      effect:
        'Strengthens the front thigh muscles and the buttocks of each leg separately and trains balance and control of the leg axis.',
      commonMistakes:
        'Taking too short a stride so that the front heel lifts; the front knee collapsing inwards; the upper body tipping forward; the back knee hitting the floor.',
      tip: 'The hand on the desk is only for balance – do not pull yourself up with it. If you are wearing heeled shoes, practise in socks or flat shoes instead.',
    },
  },
  {
    slug: 'standing-quad-stretch-desk-support',
    kind: 'mobility',
    level: 1,
    equipment: 'none',
    undercover: false,
    durationSeconds: 120,
    repetitions: null,
    regions: ['thigh_front', 'hip'],
    contraindicatedRegions: ['knee'],
    gentle: true,
    focus: ['mobility', 'running', 'biking'],
    goals: ['agility', 'wellbeing'],
    de: {
      name: 'Oberschenkeldehnung im Stehen',
      startingPosition:
        'Sie stehen aufrecht neben Ihrem Schreibtisch und halten sich mit der linken Hand an der Tischkante fest. Die Füße stehen hüftbreit, das Standbein ist leicht gebeugt.',
      sequence:
        '1. Beugen Sie das rechte Knie und greifen Sie mit der rechten Hand den Fußknöchel oder das Hosenbein.\n2. Führen Sie die Ferse Richtung Gesäß, bis Sie ein angenehmes Ziehen vorn im Oberschenkel spüren. Die Knie bleiben dicht nebeneinander.\n3. Spannen Sie den Bauch leicht an und schieben Sie das Becken etwas nach vorn, um die Dehnung bis in die Leiste zu verstärken.\n4. Halten Sie die Dehnung 30 Sekunden, atmen Sie ruhig und wechseln Sie dann das Bein.',
      duration: '2 × 30 Sekunden pro Bein, etwa 2 Minuten',
      effect:
        'Dehnt die vordere Oberschenkelmuskulatur und den Hüftbeuger, die im Sitzen stundenlang in verkürzter Stellung gehalten werden.',
      commonMistakes:
        'Ins Hohlkreuz fallen; das gebeugte Knie weit nach vorn oder zur Seite führen; die Ferse mit Kraft ans Gesäß ziehen; das Standbein durchdrücken.',
      tip: 'Wenn Sie den Knöchel nicht bequem erreichen, legen Sie den Fußrücken hinter sich auf die Sitzfläche eines stabilen Stuhls ohne Rollen. Die Dehnung soll deutlich, aber nie schmerzhaft sein.',
    },
    en: {
      name: 'Standing thigh stretch',
      startingPosition:
        'Stand upright next to your desk and hold the desk edge with your left hand. Your feet are hip-width apart and the standing knee is slightly bent.',
      sequence:
        '1. Bend your right knee and take hold of your ankle or trouser leg with your right hand.\n2. Bring the heel towards your buttocks until you feel a pleasant pull at the front of the thigh. Keep the knees close together.\n3. Tighten your abdomen slightly and push your pelvis a little forward to extend the stretch up into the groin.\n4. Hold the stretch for 30 seconds, breathe calmly, then switch legs.',
      duration: '2 × 30 seconds per leg, about 2 minutes',
      effect:
        'Stretches the front thigh muscles and the hip flexors, which are held in a shortened position for hours while sitting.',
      commonMistakes:
        'Arching the lower back; letting the bent knee drift far forward or out to the side; pulling the heel forcefully towards the buttocks; locking the standing knee.',
      tip: 'If you cannot reach your ankle comfortably, rest the top of your foot behind you on the seat of a stable chair without wheels. The stretch should be clear but never painful.',
    },
  },
  {
    slug: 'chair-sit-to-stand-slow-lowering',
    kind: 'strengthening',
    level: 2,
    equipment: 'none',
    undercover: true,
    durationSeconds: 210,
    repetitions: 10,
    regions: ['thigh_front', 'buttocks'],
    contraindicatedRegions: ['knee'],
    gentle: false,
    focus: ['strength', 'sport'],
    goals: ['muscle', 'agility'],
    de: {
      name: 'Aufstehen mit langsamem Hinsetzen',
      startingPosition:
        'Sie sitzen im vorderen Drittel eines stabilen Stuhls. Die Füße stehen hüftbreit und etwas hinter den Knien auf dem Boden, die Arme sind vor der Brust verschränkt.',
      sequence:
        '1. Neigen Sie den Oberkörper mit geradem Rücken nach vorn, bis Ihr Gewicht über den Füßen liegt.\n2. Stehen Sie über den ganzen Fuß auf, bis Hüfte und Knie gestreckt sind.\n3. Setzen Sie sich langsam wieder hin und zählen Sie dabei bis 4, bis das Gesäß die Sitzfläche gerade berührt.\n4. Sitzen Sie kurz ab, ohne in den Stuhl zu plumpsen, und beginnen Sie die nächste Wiederholung.',
      duration: '3 × 10 Wiederholungen mit je 30 Sekunden Pause, etwa 3,5 Minuten',
      effect:
        'Kräftigt Oberschenkelvorderseite und Gesäß in einer Alltagsbewegung. Das langsame Absenken trainiert die bremsende Muskelarbeit, die Sie zum Beispiel beim Treppabgehen brauchen.',
      commonMistakes:
        'Sich in den Stuhl fallen lassen; die Knie knicken beim Aufstehen nach innen; mit Schwung oder mit den Händen nachhelfen; die Fersen heben ab.',
      tip: 'Nutzen Sie einen Stuhl ohne Rollen oder stellen Sie die Rollen fest. Da die Bewegung wie normales Aufstehen aussieht, können Sie sie unauffällig in den Büroalltag einbauen.',
    },
    en: {
      name: 'Sit-to-stand with slow lowering',
      startingPosition:
        'Sit on the front third of a stable chair. Your feet are hip-width apart and placed slightly behind your knees, arms crossed in front of your chest.',
      sequence:
        '1. Lean your upper body forward with a straight back until your weight is over your feet.\n2. Stand up through the whole foot until your hips and knees are straight.\n3. Sit back down slowly while counting to 4, until your buttocks just touch the seat.\n4. Sit down briefly without dropping into the chair, then start the next repetition.',
      duration: '3 × 10 repetitions with 30 seconds of rest in between, about 3.5 minutes',
      effect:
        'Strengthens the front thighs and buttocks in an everyday movement. The slow lowering trains the braking muscle work you need, for example, when walking down stairs.',
      commonMistakes:
        'Dropping into the chair; knees collapsing inwards when standing up; using momentum or pushing off with the hands; heels lifting off the floor.',
      tip: 'Use a chair without wheels or lock the wheels. Because the movement looks like ordinary standing up, you can weave it into your office day without anyone noticing.',
    },
  },
  {
    slug: 'single-leg-sit-to-stand-chair',
    kind: 'strengthening',
    level: 3,
    equipment: 'none',
    undercover: false,
    durationSeconds: 210,
    repetitions: 5,
    regions: ['thigh_front', 'buttocks'],
    contraindicatedRegions: ['knee', 'hip'],
    gentle: false,
    focus: ['strength', 'running', 'sport'],
    goals: ['muscle', 'agility'],
    de: {
      name: 'Einbeiniges Aufstehen vom Stuhl',
      startingPosition:
        'Sie sitzen auf der vorderen Hälfte eines stabilen Stuhls ohne Rollen. Der rechte Fuß steht mittig vor dem Stuhl, das linke Bein ist nach vorn gestreckt, die Ferse schwebt knapp über dem Boden. Die Arme zeigen nach vorn.',
      sequence:
        '1. Neigen Sie den Oberkörper nach vorn, bis Ihr Gewicht über dem rechten Fuß liegt.\n2. Stehen Sie nur mit dem rechten Bein auf. Das Knie zeigt dabei in Richtung der Fußspitze.\n3. Setzen Sie sich in etwa 4 Sekunden langsam wieder hin und berühren Sie die Sitzfläche nur leicht.\n4. Nach 5 Wiederholungen wechseln Sie das Bein.',
      duration: '3 × 5 Wiederholungen pro Bein mit kurzer Pause, etwa 3,5 Minuten',
      effect:
        'Kräftigt Oberschenkelvorderseite und Gesäß jedes Beins einzeln, macht Seitenunterschiede spürbar und fordert die Kontrolle der Beinachse.',
      commonMistakes:
        'Das Knie knickt nach innen; mit Schwung aus dem Oberkörper aufstehen; das freie Bein stützt sich am Boden ab; am Ende unkontrolliert auf den Stuhl fallen.',
      tip: 'Ist die Übung noch zu schwer, legen Sie ein festes Kissen auf die Sitzfläche oder stützen Sie sich anfangs mit den Fingerspitzen am Tisch ab.',
    },
    en: {
      name: 'Single-leg sit-to-stand',
      startingPosition:
        'Sit on the front half of a stable chair without wheels. Your right foot is placed centrally in front of the chair, your left leg is stretched forward with the heel hovering just above the floor. Your arms point forward.',
      sequence:
        '1. Lean your upper body forward until your weight is over your right foot.\n2. Stand up on your right leg only. Your knee points towards your toes.\n3. Sit back down slowly over about 4 seconds and touch the seat only lightly.\n4. After 5 repetitions, switch legs.',
      duration: '3 × 5 repetitions per leg with a short rest, about 3.5 minutes',
      effect:
        'Strengthens the front thigh and buttocks of each leg separately, reveals differences between the sides and demands control of the leg axis.',
      commonMistakes:
        'Knee collapsing inwards; standing up with momentum from the upper body; the free leg pushing off the floor; dropping onto the chair at the end.',
      tip: 'If the exercise is still too hard, put a firm cushion on the seat or support yourself with your fingertips on the desk at first.',
    },
  },
  {
    slug: 'quadriceps-ball-roll-seated',
    kind: 'relaxation',
    level: 1,
    equipment: 'ball',
    undercover: true,
    durationSeconds: 120,
    repetitions: null,
    regions: ['thigh_front'],
    contraindicatedRegions: ['thigh_front'],
    gentle: true,
    focus: ['mobility', 'running', 'biking'],
    goals: ['wellbeing', 'painremoval'],
    de: {
      name: 'Oberschenkel-Massage mit dem Ball',
      startingPosition:
        'Sie sitzen aufrecht auf Ihrem Stuhl, beide Füße stehen auf dem Boden. Sie halten den Massageball in der rechten Hand.',
      sequence:
        '1. Setzen Sie den Ball knapp oberhalb des Knies auf die Vorderseite des rechten Oberschenkels.\n2. Rollen Sie ihn mit der flachen Hand langsam in Bahnen bis kurz unter die Leiste.\n3. Dosieren Sie den Druck so, dass er angenehm bleibt. An festen Stellen verweilen Sie einige Atemzüge und atmen lang aus.\n4. Bearbeiten Sie auch die Außen- und Innenseite der Oberschenkelvorderseite.\n5. Nach einer Minute wechseln Sie das Bein.',
      duration: '1 Minute pro Bein, etwa 2 Minuten',
      effect:
        'Lockert das Gewebe der vorderen Oberschenkelmuskulatur und regt die Durchblutung nach langem Sitzen an. Die ruhigen Bewegungen wirken angenehm entspannend.',
      commonMistakes:
        'Zu starker Druck; über die Kniescheibe rollen; hektisches Hin- und Herrollen statt ruhiger Bahnen.',
      tip: 'Das funktioniert auch über der Hose und fällt unter dem Schreibtisch kaum auf. Ein leicht gebeugtes, entspanntes Bein lässt den Druck tiefer wirken.',
    },
    en: {
      name: 'Thigh massage with the ball',
      startingPosition:
        'Sit upright on your chair with both feet on the floor. Hold the massage ball in your right hand.',
      sequence:
        '1. Place the ball on the front of your right thigh, just above the knee.\n2. Using your flat hand, roll it slowly in lanes up to just below the groin.\n3. Adjust the pressure so that it stays pleasant. Pause on tight spots for a few breaths and breathe out slowly.\n4. Work the outer and inner parts of the front thigh as well.\n5. After one minute, switch legs.',
      duration: '1 minute per leg, about 2 minutes',
      effect:
        'Loosens the tissue of the front thigh muscles and stimulates circulation after long periods of sitting. The calm movements feel pleasantly relaxing.',
      commonMistakes:
        'Pressing too hard; rolling over the kneecap; rolling back and forth hastily instead of in calm lanes.',
      tip: 'This works over your trousers too and is hardly noticeable under the desk. A slightly bent, relaxed leg lets the pressure reach deeper.',
    },
  },
  // ---------------------------------------------------------------- thigh back
  {
    slug: 'seated-hamstring-stretch-heel-forward',
    kind: 'mobility',
    level: 1,
    equipment: 'none',
    undercover: true,
    durationSeconds: 120,
    repetitions: null,
    regions: ['thigh_back', 'calf'],
    contraindicatedRegions: [],
    gentle: true,
    focus: ['mobility', 'running', 'yoga'],
    goals: ['agility', 'painremoval'],
    de: {
      name: 'Dehnung der Oberschenkelrückseite im Sitzen',
      startingPosition:
        'Sie sitzen auf der vorderen Stuhlkante. Der linke Fuß steht flach auf dem Boden, das rechte Bein ist nach vorn ausgestreckt, die Ferse liegt auf dem Boden, die Fußspitze zeigt nach oben. Die Hände liegen auf dem linken Oberschenkel.',
      sequence:
        '1. Richten Sie den Rücken auf, als würde Sie ein Faden am Scheitel nach oben ziehen.\n2. Neigen Sie den Oberkörper mit geradem Rücken aus der Hüfte nach vorn, bis Sie ein sanftes Ziehen an der Rückseite des rechten Oberschenkels spüren.\n3. Ziehen Sie die Fußspitze zusätzlich zu sich heran, wenn Sie die Dehnung bis in die Wade spüren möchten.\n4. Halten Sie die Position 30 Sekunden, atmen Sie ruhig, richten Sie sich auf und wechseln Sie das Bein.',
      duration: '2 × 30 Sekunden pro Bein, etwa 2 Minuten',
      effect:
        'Dehnt die Muskulatur der Oberschenkelrückseite und – mit angezogener Fußspitze – die Wade. Wirkt dem Gefühl steifer Beine nach langem Sitzen entgegen.',
      commonMistakes:
        'Den Rücken rund machen und mit den Händen Richtung Fuß greifen; nachwippen; das Knie mit Gewalt durchdrücken.',
      tip: 'Das gestreckte Knie darf ganz leicht gebeugt bleiben. Spüren Sie ein Kribbeln oder Ziehen bis in den Fuß, lassen Sie die Fußspitze locker und gehen Sie etwas weniger weit nach vorn.',
    },
    en: {
      name: 'Seated hamstring stretch',
      startingPosition:
        'Sit on the front edge of your chair. Your left foot is flat on the floor, your right leg is stretched out in front of you with the heel on the floor and toes pointing up. Rest your hands on your left thigh.',
      sequence:
        '1. Lengthen your back as if a string were pulling the top of your head upwards.\n2. Tilt your upper body forward from the hips with a straight back until you feel a gentle pull at the back of your right thigh.\n3. Pull your toes towards you as well if you want to feel the stretch down into the calf.\n4. Hold the position for 30 seconds, breathe calmly, sit up and switch legs.',
      duration: '2 × 30 seconds per leg, about 2 minutes',
      effect:
        'Stretches the muscles at the back of the thigh and – with the toes pulled up – the calf. Counteracts the feeling of stiff legs after sitting for a long time.',
      commonMistakes:
        'Rounding the back and reaching for the foot with the hands; bouncing; forcing the knee straight.',
      tip: 'The straight knee may stay very slightly bent. If you feel tingling or a pull running into the foot, relax the toes and lean forward a little less.',
    },
  },
  {
    slug: 'hamstring-ball-release-on-chair',
    kind: 'relaxation',
    level: 1,
    equipment: 'ball',
    undercover: true,
    durationSeconds: 120,
    repetitions: null,
    regions: ['thigh_back'],
    contraindicatedRegions: ['thigh_back'],
    gentle: true,
    focus: ['mobility', 'running'],
    goals: ['wellbeing', 'painremoval'],
    de: {
      name: 'Ball unter der Oberschenkelrückseite',
      startingPosition:
        'Sie sitzen aufrecht auf einem festen Stuhl. Der Massageball liegt zwischen Sitzfläche und der Mitte Ihres rechten Oberschenkels, beide Füße stehen auf dem Boden.',
      sequence:
        '1. Lassen Sie das Gewicht des rechten Beins entspannt auf den Ball sinken.\n2. Strecken und beugen Sie das rechte Knie langsam einige Male, sodass der Ball das Gewebe durchbewegt.\n3. Verschieben Sie den Ball mit der Hand einige Zentimeter Richtung Knie oder Gesäß und wiederholen Sie die Bewegung.\n4. Sparen Sie die Kniekehle aus.\n5. Nach einer Minute wechseln Sie das Bein.',
      duration: '1 Minute pro Bein, etwa 2 Minuten',
      effect:
        'Lockert die Muskulatur der Oberschenkelrückseite, regt die Durchblutung an und sorgt für eine angenehme Abwechslung zum gleichmäßigen Sitzdruck.',
      commonMistakes:
        'Den Ball in die Kniekehle legen, wo empfindliche Nerven und Gefäße verlaufen; zu viel Druck durch zusätzliches Abstützen; die Luft anhalten.',
      tip: 'Auf weich gepolsterten Stühlen verschwindet der Ball im Polster – legen Sie dann ein Buch oder eine feste Mappe darunter.',
    },
    en: {
      name: 'Ball under the back of the thigh',
      startingPosition:
        'Sit upright on a firm chair. The massage ball lies between the seat and the middle of your right thigh, and both feet are on the floor.',
      sequence:
        '1. Let the weight of your right leg sink onto the ball in a relaxed way.\n2. Slowly straighten and bend your right knee a few times so that the ball works through the tissue.\n3. Move the ball a few centimetres towards the knee or the buttocks by hand and repeat the movement.\n4. Leave out the hollow of the knee.\n5. After one minute, switch legs.',
      duration: '1 minute per leg, about 2 minutes',
      effect:
        'Loosens the muscles at the back of the thigh, stimulates circulation and offers a pleasant change from the constant pressure of sitting.',
      commonMistakes:
        'Placing the ball in the hollow of the knee, where sensitive nerves and vessels run; adding too much pressure by pushing down; holding your breath.',
      tip: 'On soft upholstered chairs the ball sinks into the padding – put a book or a firm folder underneath it.',
    },
  },
  {
    slug: 'seated-heel-press-hamstring-isometric',
    kind: 'strengthening',
    level: 1,
    equipment: 'none',
    undercover: true,
    durationSeconds: 180,
    repetitions: 6,
    regions: ['thigh_back', 'knee'],
    contraindicatedRegions: [],
    gentle: true,
    focus: ['strength', 'running'],
    goals: ['muscle', 'painremoval'],
    de: {
      name: 'Fersendruck im Sitzen',
      startingPosition:
        'Sie sitzen aufrecht auf Ihrem Stuhl, die Knie sind etwa rechtwinklig gebeugt. Die rechte Ferse steht etwas vor dem Knie auf dem Boden.',
      sequence:
        '1. Drücken Sie die rechte Ferse fest in den Boden und ziehen Sie sie gleichzeitig Richtung Stuhl, als wollten Sie den Boden zu sich heranziehen – der Fuß bewegt sich dabei nicht.\n2. Spüren Sie, wie sich die Rückseite des Oberschenkels anspannt.\n3. Halten Sie die Spannung 5 Sekunden und atmen Sie weiter.\n4. Lösen Sie die Spannung für 3 Sekunden.\n5. Nach 6 Wiederholungen wechseln Sie das Bein.',
      duration: '2 × 6 Wiederholungen pro Bein, je 5 Sekunden halten, etwa 3 Minuten',
      effect:
        'Kräftigt die Muskulatur der Oberschenkelrückseite statisch, also ohne Gelenkbewegung. Eine schonende Aktivierung der Muskeln, die das Knie beugen und mit stabilisieren.',
      commonMistakes:
        'Sofort mit voller Kraft drücken; das Gesäß von der Sitzfläche heben; die Luft anhalten.',
      tip: 'Beginnen Sie mit etwa der Hälfte Ihrer Kraft und steigern Sie sich langsam. Neigen Sie zu Krämpfen, halten Sie nur 3 Sekunden und dehnen Sie danach kurz.',
    },
    en: {
      name: 'Seated heel press',
      startingPosition:
        'Sit upright on your chair with your knees bent at roughly a right angle. Your right heel is on the floor slightly in front of the knee.',
      sequence:
        '1. Press your right heel firmly into the floor and at the same time pull it towards the chair, as if dragging the floor towards you – the foot does not actually move.\n2. Feel the back of your thigh tighten.\n3. Hold the tension for 5 seconds and keep breathing.\n4. Release the tension for 3 seconds.\n5. After 6 repetitions, switch legs.',
      duration: '2 × 6 repetitions per leg, 5-second hold each, about 3 minutes',
      effect:
        'Strengthens the muscles at the back of the thigh isometrically, without moving the joint. A gentle way to activate the muscles that bend the knee and help to stabilise it.',
      commonMistakes:
        'Pressing with full force straight away; lifting the buttocks off the seat; holding your breath.',
      tip: 'Start with about half of your strength and build up slowly. If you are prone to cramps, hold for only 3 seconds and stretch briefly afterwards.',
    },
  },
  {
    slug: 'single-leg-hip-hinge-desk-support',
    kind: 'strengthening',
    level: 3,
    equipment: 'none',
    undercover: false,
    durationSeconds: 240,
    repetitions: 8,
    regions: ['thigh_back', 'buttocks'],
    contraindicatedRegions: ['thigh_back', 'lumbar_spine'],
    gentle: false,
    focus: ['strength', 'running', 'sport'],
    goals: ['muscle', 'agility'],
    de: {
      name: 'Einbeiniges Vorbeugen am Schreibtisch',
      startingPosition:
        'Sie stehen seitlich neben Ihrem Schreibtisch, die Fingerspitzen der linken Hand liegen auf der Tischkante. Das Gewicht ruht auf dem rechten Bein, das Knie ist leicht gebeugt.',
      sequence:
        '1. Spannen Sie den Bauch leicht an und machen Sie den Rücken lang.\n2. Neigen Sie den Oberkörper aus der Hüfte nach vorn, während das linke Bein gestreckt nach hinten in Verlängerung des Körpers gleitet.\n3. Gehen Sie so weit, bis Sie eine deutliche Spannung an der Rückseite des rechten Oberschenkels spüren. Das Becken bleibt dabei waagerecht.\n4. Schieben Sie die Hüfte nach vorn und richten Sie sich mit angespanntem Gesäß wieder auf.\n5. Nach 8 Wiederholungen wechseln Sie die Seite.',
      duration: '3 × 8 Wiederholungen pro Bein mit kurzer Pause, etwa 4 Minuten',
      effect:
        'Kräftigt Oberschenkelrückseite und Gesäß in verlängerter Stellung und schult Gleichgewicht sowie die Kontrolle über Becken und Hüfte.',
      commonMistakes:
        'Den Rücken rund machen; das Becken dreht sich zur Seite des freien Beins auf; das Standbein durchdrücken; tiefer gehen, als die Beweglichkeit es zulässt.',
      tip: 'Stellen Sie sich vor, auf Ihrem unteren Rücken steht ein Glas Wasser, das nicht umkippen darf. Die Hand am Tisch gibt nur Sicherheit und trägt kein Gewicht.',
    },
    en: {
      name: 'Single-leg hip hinge at the desk',
      startingPosition:
        'Stand sideways next to your desk with the fingertips of your left hand on the desk edge. Your weight rests on your right leg, knee slightly bent.',
      sequence:
        '1. Tighten your abdomen slightly and lengthen your back.\n2. Tilt your upper body forward from the hip while your straight left leg glides backwards in line with your body.\n3. Go as far as you feel a clear tension at the back of your right thigh. Keep the pelvis level.\n4. Push your hips forward and come back up with your buttocks engaged.\n5. After 8 repetitions, switch sides.',
      duration: '3 × 8 repetitions per leg with a short rest, about 4 minutes',
      effect:
        'Strengthens the back of the thigh and the buttocks in a lengthened position and trains balance and control of the pelvis and hip.',
      commonMistakes:
        'Rounding the back; the pelvis rotating open towards the free leg; locking the standing knee; going lower than your flexibility allows.',
      tip: 'Imagine a glass of water standing on your lower back that must not tip over. The hand on the desk only provides security and carries no weight.',
    },
  },
  {
    slug: 'band-standing-hamstring-curl',
    kind: 'strengthening',
    level: 2,
    equipment: 'band',
    undercover: false,
    durationSeconds: 180,
    repetitions: 12,
    regions: ['thigh_back', 'knee'],
    contraindicatedRegions: ['knee'],
    gentle: false,
    focus: ['strength', 'running', 'biking'],
    goals: ['muscle'],
    de: {
      name: 'Beinbeuger mit Band im Stehen',
      startingPosition:
        'Knoten Sie das Band zu einer Schlaufe und legen Sie es knöchelhoch um ein Bein eines schweren Schreibtischs. Die andere Seite der Schlaufe liegt um Ihren rechten Knöchel. Sie stehen mit Blick zum Tisch, die Hände auf der Tischkante, und treten so weit zurück, dass das Band leicht gespannt ist.',
      sequence:
        '1. Stellen Sie die Knie nebeneinander und richten Sie den Oberkörper auf.\n2. Beugen Sie das rechte Knie und ziehen Sie die Ferse gegen den Widerstand des Bandes Richtung Gesäß.\n3. Der Oberschenkel bleibt dabei senkrecht, die Hüfte beugt sich nicht mit.\n4. Lassen Sie den Fuß in etwa 3 Sekunden langsam zurück, ohne dass das Band ganz locker wird.\n5. Nach 12 Wiederholungen wechseln Sie das Bein.',
      duration: '2 × 12 Wiederholungen pro Bein, etwa 3 Minuten',
      effect:
        'Kräftigt die Muskulatur der Oberschenkelrückseite in ihrer Funktion als Kniebeuger mit gut dosierbarem Widerstand.',
      commonMistakes:
        'Der Oberschenkel schwingt nach vorn; ins Hohlkreuz ausweichen; das Band zurückschnellen lassen.',
      tip: 'Prüfen Sie vorher, dass der Tisch schwer genug ist und nicht verrutscht. Je weiter Sie zurücktreten, desto größer der Widerstand.',
    },
    en: {
      name: 'Standing hamstring curl with band',
      startingPosition:
        'Tie the band into a loop and place it around the leg of a heavy desk at ankle height. The other end of the loop goes around your right ankle. Stand facing the desk, hands on the desk edge, and step back until the band is slightly taut.',
      sequence:
        '1. Keep your knees side by side and stand tall.\n2. Bend your right knee and pull the heel towards your buttocks against the resistance of the band.\n3. Your thigh stays vertical and the hip does not bend with it.\n4. Let the foot return slowly over about 3 seconds without the band going completely slack.\n5. After 12 repetitions, switch legs.',
      duration: '2 × 12 repetitions per leg, about 3 minutes',
      effect:
        'Strengthens the muscles at the back of the thigh in their role as knee flexors, with easily adjustable resistance.',
      commonMistakes:
        'The thigh swinging forward; arching the lower back to compensate; letting the band snap back.',
      tip: 'Check beforehand that the desk is heavy enough and does not slide. The further you step back, the greater the resistance.',
    },
  },
  {
    slug: 'seated-thigh-tense-and-release',
    kind: 'relaxation',
    level: 1,
    equipment: 'none',
    undercover: true,
    durationSeconds: 120,
    repetitions: 5,
    regions: ['thigh_front', 'thigh_back'],
    contraindicatedRegions: [],
    gentle: true,
    focus: ['mobility', 'yoga'],
    goals: ['wellbeing', 'painremoval'],
    de: {
      name: 'Oberschenkel anspannen und loslassen',
      startingPosition:
        'Sie sitzen aufrecht, beide Füße stehen flach auf dem Boden, die Hände liegen auf den Oberschenkeln. Wenn Sie möchten, schließen Sie die Augen.',
      sequence:
        '1. Atmen Sie ein und spannen Sie beide Oberschenkel an: Drücken Sie die Füße in den Boden und die Knie leicht gegeneinander – mit etwa zwei Dritteln Ihrer Kraft.\n2. Halten Sie die Spannung 5 Sekunden und nehmen Sie wahr, wie sie sich anfühlt.\n3. Lassen Sie die Spannung mit dem Ausatmen auf einmal los.\n4. Lassen Sie die Beine 15 bis 20 Sekunden schwer werden und spüren Sie dem Unterschied nach.\n5. Wiederholen Sie den Ablauf 5-mal.',
      duration: '5 Durchgänge, etwa 2 Minuten',
      effect:
        'Der bewusste Wechsel von Anspannung und Entspannung hilft, Spannung in den Oberschenkeln wahrzunehmen und loszulassen. Der lange Ausatem beruhigt zusätzlich.',
      commonMistakes:
        'Mit maximaler Kraft anspannen; Schultern, Kiefer oder Gesicht mit anspannen; die Entspannungsphase abkürzen.',
      tip: 'Die Entspannungsphase ist der wichtigste Teil der Übung. Sie eignet sich gut vor einem anstrengenden Termin, weil sie von außen nicht zu sehen ist.',
    },
    en: {
      name: 'Tense and release the thighs',
      startingPosition:
        'Sit upright with both feet flat on the floor and your hands resting on your thighs. Close your eyes if you like.',
      sequence:
        '1. Breathe in and tense both thighs: press your feet into the floor and your knees gently towards each other – with about two thirds of your strength.\n2. Hold the tension for 5 seconds and notice how it feels.\n3. Let go of the tension all at once as you breathe out.\n4. Let your legs become heavy for 15 to 20 seconds and feel the difference.\n5. Repeat the sequence 5 times.',
      duration: '5 rounds, about 2 minutes',
      effect:
        'Deliberately alternating between tension and relaxation helps you notice and let go of tension in the thighs. The long out-breath adds a calming effect.',
      commonMistakes:
        'Tensing with maximum force; tensing the shoulders, jaw or face as well; cutting the relaxation phase short.',
      tip: 'The relaxation phase is the most important part of the exercise. It works well before a demanding meeting because nobody can see it.',
    },
  },
  // ---------------------------------------------------------------- knee
  {
    slug: 'seated-heel-slides-knee-bend',
    kind: 'mobility',
    level: 1,
    equipment: 'none',
    undercover: true,
    durationSeconds: 90,
    repetitions: 15,
    regions: ['knee'],
    contraindicatedRegions: [],
    gentle: true,
    focus: ['mobility'],
    goals: ['agility', 'painremoval'],
    de: {
      name: 'Fersengleiten im Sitzen',
      startingPosition:
        'Sie sitzen auf der vorderen Hälfte Ihres Stuhls, beide Füße stehen flach auf dem Boden. Ein glatter Boden oder Socken erleichtern das Gleiten.',
      sequence:
        '1. Schieben Sie die rechte Ferse langsam über den Boden nach vorn, bis das Knie fast gestreckt ist.\n2. Ziehen Sie die Ferse anschließend so weit unter den Stuhl zurück, wie es angenehm ist – das Knie beugt sich dabei über den rechten Winkel hinaus.\n3. Der Fuß behält leichten Kontakt zum Boden, die Bewegung bleibt fließend.\n4. Nach 15 ruhigen Wiederholungen wechseln Sie das Bein.',
      duration: '15 Wiederholungen pro Bein, etwa 1,5 Minuten',
      effect:
        'Bewegt das Kniegelenk ohne Belastung durch seinen schmerzfreien Bewegungsumfang. Die Bewegung verteilt die Gelenkflüssigkeit und lockert das Knie nach langem Sitzen in derselben Position.',
      commonMistakes:
        'Zu schnell oder ruckartig arbeiten; in einen schmerzhaften Bereich hineindrücken; die Hüfte von der Sitzfläche heben.',
      tip: 'Auf Teppich legen Sie ein Blatt Papier unter den Fuß – so gleitet er leichter. Die Übung ist unter dem Schreibtisch nicht zu sehen.',
    },
    en: {
      name: 'Seated heel slides',
      startingPosition:
        'Sit on the front half of your chair with both feet flat on the floor. A smooth floor or socks make the sliding easier.',
      sequence:
        '1. Slowly slide your right heel forward across the floor until the knee is almost straight.\n2. Then pull the heel back under the chair as far as is comfortable – the knee bends beyond a right angle.\n3. The foot keeps light contact with the floor and the movement stays fluid.\n4. After 15 calm repetitions, switch legs.',
      duration: '15 repetitions per leg, about 1.5 minutes',
      effect:
        'Moves the knee joint through its pain-free range of motion without load. The movement distributes the joint fluid and loosens the knee after sitting in one position for a long time.',
      commonMistakes:
        'Working too fast or jerkily; pushing into a painful range; lifting the hip off the seat.',
      tip: 'On carpet, place a sheet of paper under your foot so that it glides more easily. Under the desk, nobody will see this exercise.',
    },
  },
  {
    slug: 'band-terminal-knee-extension',
    kind: 'strengthening',
    level: 2,
    equipment: 'band',
    undercover: false,
    durationSeconds: 210,
    repetitions: 15,
    regions: ['knee', 'thigh_front'],
    contraindicatedRegions: ['knee'],
    gentle: false,
    focus: ['strength', 'running', 'sport'],
    goals: ['muscle', 'agility'],
    de: {
      name: 'Endgradiges Kniestrecken mit Band',
      startingPosition:
        'Knoten Sie das Band zu einer Schlaufe und befestigen Sie es auf Kniehöhe an einem schweren Tischbein. Sie stehen mit Blick zum Tisch und steigen mit dem rechten Bein in die Schlaufe, sodass sie hinter dem Knie liegt. Treten Sie zurück, bis das Band Ihr Knie leicht nach vorn in die Beugung zieht. Der linke Fuß steht etwas hinter dem rechten.',
      sequence:
        '1. Lassen Sie das rechte Knie vom Band leicht beugen, die Ferse bleibt am Boden.\n2. Strecken Sie das Knie gegen den Zug des Bandes, indem Sie die Oberschenkelvorderseite anspannen und die Kniekehle nach hinten schieben.\n3. Halten Sie die gestreckte Position 2 Sekunden, ohne das Knie zu überstrecken.\n4. Geben Sie langsam nach, bis das Knie wieder leicht gebeugt ist.\n5. Nach 15 Wiederholungen wechseln Sie das Bein.',
      duration: '2 × 15 Wiederholungen pro Bein, etwa 3,5 Minuten',
      effect:
        'Kräftigt die vordere Oberschenkelmuskulatur besonders in den letzten Graden der Kniestreckung. Das ist wichtig für ein stabiles Knie beim Gehen und Stehen.',
      commonMistakes:
        'Das Knie in die Überstreckung drücken; die Hüfte nach hinten schieben statt das Knie zu strecken; die Ferse hebt ab.',
      tip: 'Wählen Sie die Spannung so, dass Sie das Knie noch vollständig strecken können. Ein sicherer Knoten und ein Tisch, der nicht verrutscht, sind Voraussetzung.',
    },
    en: {
      name: 'Terminal knee extension with band',
      startingPosition:
        'Tie the band into a loop and fasten it around a heavy desk leg at knee height. Stand facing the desk and step into the loop with your right leg so that it sits behind your knee. Step back until the band pulls your knee slightly forward into a bend. Your left foot is a little behind the right one.',
      sequence:
        '1. Let the band bend your right knee slightly while the heel stays on the floor.\n2. Straighten the knee against the pull of the band by tightening the front of the thigh and pushing the back of the knee backwards.\n3. Hold the straight position for 2 seconds without overextending the knee.\n4. Slowly give way until the knee is slightly bent again.\n5. After 15 repetitions, switch legs.',
      duration: '2 × 15 repetitions per leg, about 3.5 minutes',
      effect:
        'Strengthens the front thigh muscles, especially in the last degrees of knee extension. This matters for a stable knee when walking and standing.',
      commonMistakes:
        'Pushing the knee into hyperextension; shifting the hips back instead of straightening the knee; lifting the heel.',
      tip: 'Choose a band tension that still lets you straighten the knee fully. A secure knot and a desk that does not slide are essential.',
    },
  },
  {
    slug: 'stair-step-down-heel-tap',
    kind: 'strengthening',
    level: 3,
    equipment: 'none',
    undercover: false,
    durationSeconds: 240,
    repetitions: 8,
    regions: ['knee', 'thigh_front'],
    contraindicatedRegions: ['knee'],
    gentle: false,
    focus: ['strength', 'running', 'sport'],
    goals: ['muscle', 'agility'],
    de: {
      name: 'Step-down an der Treppe',
      startingPosition:
        'Sie stehen mit dem rechten Fuß auf der untersten Stufe einer Treppe und halten sich am Geländer fest. Der linke Fuß schwebt seitlich neben der Stufe über dem Boden.',
      sequence:
        '1. Verlagern Sie das Gewicht ganz auf das rechte Bein und neigen Sie den Oberkörper leicht nach vorn.\n2. Beugen Sie das rechte Knie in etwa 3 Sekunden und senken Sie die linke Ferse Richtung Boden.\n3. Tippen Sie den Boden mit der Ferse nur leicht an, ohne Gewicht abzugeben.\n4. Drücken Sie sich mit dem rechten Bein wieder in die Ausgangsstellung hoch.\n5. Nach 8 Wiederholungen wechseln Sie das Bein.',
      duration: '3 × 8 Wiederholungen pro Bein mit kurzer Pause, etwa 4 Minuten',
      effect:
        'Kräftigt die vordere Oberschenkelmuskulatur, trainiert das kontrollierte Abbremsen wie beim Treppabgehen und verbessert die Führung der Beinachse von Hüfte über Knie bis Fuß.',
      commonMistakes:
        'Das Knie knickt nach innen; die Hüfte der freien Seite sackt ab; das Gewicht wird auf die tippende Ferse verlagert; die Stufe ist zu hoch.',
      tip: 'Eine niedrige Stufe von etwa 15 Zentimetern reicht völlig. Eine spiegelnde Glastür hilft, die Ausrichtung des Knies über dem zweiten Zeh zu kontrollieren.',
    },
    en: {
      name: 'Step-down on the stairs',
      startingPosition:
        'Stand with your right foot on the bottom step of a staircase and hold on to the handrail. Your left foot hovers beside the step, above the floor.',
      sequence:
        '1. Shift your weight completely onto your right leg and lean your upper body slightly forward.\n2. Bend your right knee over about 3 seconds and lower your left heel towards the floor.\n3. Tap the floor only lightly with the heel without putting weight on it.\n4. Push back up to the starting position with your right leg.\n5. After 8 repetitions, switch legs.',
      duration: '3 × 8 repetitions per leg with a short rest, about 4 minutes',
      effect:
        'Strengthens the front thigh muscles, trains controlled braking as when walking down stairs and improves the alignment of the leg from hip to knee to foot.',
      commonMistakes:
        'The knee collapsing inwards; the hip on the free side dropping; shifting weight onto the tapping heel; using a step that is too high.',
      tip: 'A low step of about 15 centimetres is plenty. A reflective glass door helps you check that the knee stays over the second toe.',
    },
  },
  // ---------------------------------------------------------------- calf
  {
    slug: 'seated-heel-raises-under-desk',
    kind: 'strengthening',
    level: 1,
    equipment: 'none',
    undercover: true,
    durationSeconds: 90,
    repetitions: 20,
    regions: ['calf', 'ankle_joint'],
    contraindicatedRegions: [],
    gentle: true,
    focus: ['strength', 'running', 'mobility'],
    goals: ['muscle', 'wellbeing'],
    de: {
      name: 'Fersenheben im Sitzen',
      startingPosition:
        'Sie sitzen aufrecht, die Füße stehen hüftbreit und flach auf dem Boden, die Knie sind etwa rechtwinklig gebeugt. Die Hände liegen auf den Oberschenkeln.',
      sequence:
        '1. Heben Sie beide Fersen so hoch wie möglich an, die Fußballen bleiben am Boden.\n2. Halten Sie oben eine Sekunde, das Gewicht liegt über den Großzehenballen.\n3. Senken Sie die Fersen langsam wieder ab.\n4. Arbeiten Sie 20 Wiederholungen in ruhigem Rhythmus, machen Sie eine kurze Pause und schließen Sie einen zweiten Satz an.',
      duration: '2 × 20 Wiederholungen, etwa 1,5 Minuten',
      effect:
        'Aktiviert die Wadenmuskulatur und die Muskelpumpe der Unterschenkel. Das unterstützt den Rückfluss des Blutes aus den Beinen und wirkt dem Gefühl schwerer Beine nach langem Sitzen entgegen.',
      commonMistakes:
        'Auf die Fußaußenkanten rollen; zu schnell und federnd arbeiten; die Fersen nur wenig anheben.',
      tip: 'Für mehr Widerstand drücken Sie mit den Händen auf die Knie oder stellen Ihre Tasche auf die Oberschenkel. Ideal zwischendurch beim Lesen von E-Mails.',
    },
    en: {
      name: 'Seated heel raises',
      startingPosition:
        'Sit upright with your feet flat on the floor, hip-width apart, and your knees bent at roughly a right angle. Rest your hands on your thighs.',
      sequence:
        '1. Lift both heels as high as possible while the balls of your feet stay on the floor.\n2. Hold at the top for one second with your weight over the balls of the big toes.\n3. Lower the heels slowly.\n4. Do 20 repetitions at a calm pace, rest briefly, then do a second set.',
      duration: '2 × 20 repetitions, about 1.5 minutes',
      effect:
        'Activates the calf muscles and the muscle pump of the lower legs. This supports the return of blood from the legs and counteracts the heavy-legs feeling after long periods of sitting.',
      commonMistakes:
        'Rolling onto the outer edges of the feet; working too fast and bouncing; lifting the heels only a little.',
      tip: 'For more resistance, press down on your knees with your hands or put your bag on your thighs. Ideal while reading emails.',
    },
  },
  {
    slug: 'standing-single-leg-calf-raise',
    kind: 'strengthening',
    level: 3,
    equipment: 'none',
    undercover: false,
    durationSeconds: 270,
    repetitions: 12,
    regions: ['calf', 'ankle_joint'],
    contraindicatedRegions: ['ankle_joint'],
    gentle: false,
    focus: ['strength', 'running', 'sport'],
    goals: ['muscle', 'agility'],
    de: {
      name: 'Einbeiniges Fersenheben im Stehen',
      startingPosition:
        'Sie stehen auf dem rechten Bein neben Ihrem Schreibtisch, die Fingerspitzen liegen zur Sicherheit auf der Tischkante. Der linke Fuß ist nach hinten angehoben.',
      sequence:
        '1. Das Knie des Standbeins ist gestreckt, aber nicht durchgedrückt.\n2. Drücken Sie sich auf den Fußballen so hoch wie möglich, der Körper bewegt sich gerade nach oben.\n3. Halten Sie oben eine Sekunde.\n4. Senken Sie die Ferse in 2 Sekunden langsam ab, bis sie den Boden berührt.\n5. Nach 12 Wiederholungen wechseln Sie das Bein.',
      duration: '3 × 12 Wiederholungen pro Bein mit kurzer Pause, etwa 4,5 Minuten',
      effect:
        'Kräftigt die Wadenmuskulatur und die Muskeln, die das Sprunggelenk stabilisieren. Verbessert die Kraftausdauer für Gehen, Laufen und Treppensteigen.',
      commonMistakes:
        'Der Fuß kippt nach außen; der Oberkörper lehnt sich nach vorn; mit der Hand nach oben drücken; nur halbe Bewegungen machen.',
      tip: 'Üben Sie in flachen Schuhen oder barfuß. Für Fortgeschrittene: Stellen Sie sich mit dem Fußballen auf eine Treppenstufe, so wird der Bewegungsweg größer.',
    },
    en: {
      name: 'Standing single-leg calf raise',
      startingPosition:
        'Stand on your right leg next to your desk with your fingertips resting on the desk edge for safety. Your left foot is lifted behind you.',
      sequence:
        '1. The knee of the standing leg is straight but not locked.\n2. Rise up onto the ball of your foot as high as possible, moving your body straight upwards.\n3. Hold at the top for one second.\n4. Lower the heel slowly over 2 seconds until it touches the floor.\n5. After 12 repetitions, switch legs.',
      duration: '3 × 12 repetitions per leg with a short rest, about 4.5 minutes',
      effect:
        'Strengthens the calf muscles and the muscles that stabilise the ankle. Improves strength endurance for walking, running and climbing stairs.',
      commonMistakes:
        'The foot rolling outwards; leaning the upper body forward; pushing up with the hand; doing only half movements.',
      tip: 'Practise in flat shoes or barefoot. For advanced users: stand with the ball of your foot on a stair step to increase the range of movement.',
    },
  },
  {
    slug: 'wall-calf-stretch-straight-knee',
    kind: 'mobility',
    level: 1,
    equipment: 'none',
    undercover: false,
    durationSeconds: 120,
    repetitions: null,
    regions: ['calf'],
    contraindicatedRegions: [],
    gentle: true,
    focus: ['mobility', 'running', 'yoga'],
    goals: ['agility', 'painremoval'],
    de: {
      name: 'Wadendehnung an der Wand',
      startingPosition:
        'Sie stehen etwa eine Armlänge vor einer Wand und legen die Hände in Brusthöhe an. Das rechte Bein steht in Schrittstellung hinten, beide Füße zeigen gerade nach vorn.',
      sequence:
        '1. Das hintere Knie bleibt gestreckt, das vordere Knie beugt sich.\n2. Verlagern Sie das Körpergewicht langsam nach vorn, bis Sie eine Dehnung in der oberen Wade des hinteren Beins spüren.\n3. Die hintere Ferse bleibt dabei fest am Boden.\n4. Halten Sie die Dehnung 30 Sekunden, atmen Sie ruhig und wechseln Sie dann das Bein.',
      duration: '2 × 30 Sekunden pro Bein, etwa 2 Minuten',
      effect:
        'Dehnt den oberflächlichen Wadenmuskel, der über Knie- und Sprunggelenk verläuft, und erhält die Beweglichkeit im Sprunggelenk.',
      commonMistakes:
        'Die hintere Ferse hebt ab; der hintere Fuß dreht nach außen; ins Hohlkreuz fallen; nachwippen.',
      tip: 'Statt an der Wand können Sie sich auch an der Schreibtischkante abstützen. Mit hohen Absätzen ziehen Sie die Schuhe vorher aus.',
    },
    en: {
      name: 'Calf stretch at the wall',
      startingPosition:
        'Stand about an arm’s length from a wall and place your hands on it at chest height. Your right leg is back in a stride position and both feet point straight ahead.',
      sequence:
        '1. The back knee stays straight while the front knee bends.\n2. Slowly shift your body weight forward until you feel a stretch in the upper calf of the back leg.\n3. The back heel stays firmly on the floor.\n4. Hold the stretch for 30 seconds, breathe calmly, then switch legs.',
      duration: '2 × 30 seconds per leg, about 2 minutes',
      effect:
        'Stretches the superficial calf muscle, which spans the knee and ankle, and maintains mobility in the ankle joint.',
      commonMistakes:
        'The back heel lifting; the back foot turning outwards; arching the lower back; bouncing.',
      tip: 'Instead of the wall, you can also lean on the edge of your desk. If you are wearing high heels, take your shoes off first.',
    },
  },
  {
    slug: 'calf-ball-roll-hand-guided',
    kind: 'relaxation',
    level: 1,
    equipment: 'ball',
    undercover: false,
    durationSeconds: 120,
    repetitions: null,
    regions: ['calf'],
    contraindicatedRegions: ['calf'],
    gentle: true,
    focus: ['mobility', 'running'],
    goals: ['wellbeing', 'painremoval'],
    de: {
      name: 'Wadenmassage mit dem Ball',
      startingPosition:
        'Sie sitzen auf Ihrem Stuhl und legen den rechten Unterschenkel quer über den linken Oberschenkel, sodass die Wade frei zugänglich und entspannt ist. Den Massageball halten Sie in der Hand.',
      sequence:
        '1. Setzen Sie den Ball auf die Wade, eine Handbreit oberhalb der Achillessehne.\n2. Rollen Sie ihn mit der flachen Hand langsam nach oben bis knapp unter die Kniekehle.\n3. Bearbeiten Sie in Bahnen die Innen- und die Außenseite der Wade.\n4. Verweilen Sie an festen Stellen etwa 10 Sekunden und atmen Sie dabei lang aus.\n5. Nach einer Minute wechseln Sie das Bein.',
      duration: '1 Minute pro Bein, etwa 2 Minuten',
      effect:
        'Lockert das Gewebe der Wadenmuskulatur und regt die Durchblutung an. Angenehm nach langem Stehen, Sitzen oder nach dem Laufen.',
      commonMistakes:
        'Direkt über die Achillessehne oder in die Kniekehle rollen; zu starker Druck; hastig arbeiten.',
      tip: 'Bewegen Sie den Fuß zwischendurch langsam auf und ab, während der Ball an einer Stelle ruht – so arbeitet der Muskel unter dem Ball.',
    },
    en: {
      name: 'Calf massage with the ball',
      startingPosition:
        'Sit on your chair and rest your right lower leg across your left thigh so that the calf is relaxed and easy to reach. Hold the massage ball in your hand.',
      sequence:
        '1. Place the ball on the calf, a hand’s width above the Achilles tendon.\n2. Using your flat hand, roll it slowly upwards to just below the hollow of the knee.\n3. Work the inner and outer sides of the calf in lanes.\n4. Pause on tight spots for about 10 seconds and breathe out slowly.\n5. After one minute, switch legs.',
      duration: '1 minute per leg, about 2 minutes',
      effect:
        'Loosens the tissue of the calf muscles and stimulates circulation. Pleasant after standing or sitting for a long time or after running.',
      commonMistakes:
        'Rolling directly over the Achilles tendon or into the hollow of the knee; pressing too hard; rushing.',
      tip: 'Every now and then, slowly move your foot up and down while the ball rests on one spot – this way the muscle works underneath the ball.',
    },
  },
  {
    slug: 'band-seated-ankle-foot-press',
    kind: 'strengthening',
    level: 2,
    equipment: 'band',
    undercover: true,
    durationSeconds: 210,
    repetitions: 15,
    regions: ['calf', 'ankle_joint'],
    contraindicatedRegions: ['ankle_joint'],
    gentle: false,
    focus: ['strength', 'running', 'biking'],
    goals: ['muscle'],
    de: {
      name: 'Fußdrücken gegen das Band im Sitzen',
      startingPosition:
        'Sie sitzen aufrecht auf der vorderen Stuhlkante. Das rechte Bein ist nach vorn ausgestreckt, die Ferse liegt auf dem Boden. Das Band liegt um den rechten Vorfuß, die Enden halten Sie mit beiden Händen nah am Körper, sodass das Band leicht gespannt ist.',
      sequence:
        '1. Beginnen Sie mit entspanntem Fuß, die Zehen zeigen zu Ihnen.\n2. Drücken Sie den Vorfuß gegen das Band nach vorn unten, als würden Sie ein Gaspedal durchtreten.\n3. Halten Sie die Endposition eine Sekunde.\n4. Führen Sie den Fuß in etwa 2 Sekunden langsam zurück.\n5. Nach 15 Wiederholungen wechseln Sie den Fuß.',
      duration: '2 × 15 Wiederholungen pro Fuß, etwa 3,5 Minuten',
      effect:
        'Kräftigt die Wadenmuskulatur und die Streckung im Sprunggelenk mit dosierbarem Widerstand. Das Knie wird dabei nicht mit Körpergewicht belastet.',
      commonMistakes:
        'Nur die Zehen krallen statt den ganzen Fuß zu bewegen; der Fuß kippt nach innen oder außen; das Band rutscht vom Fuß; der Rücken wird rund.',
      tip: 'Wickeln Sie die Bandenden einmal um die Hände, damit nichts rutscht. Ohne Schuhe haben Sie besseren Kontakt zum Band.',
    },
    en: {
      name: 'Seated foot press against the band',
      startingPosition:
        'Sit upright on the front edge of your chair. Your right leg is stretched forward with the heel on the floor. The band is wrapped around the front of your right foot and you hold the ends with both hands close to your body so that the band is slightly taut.',
      sequence:
        '1. Start with a relaxed foot, toes pointing towards you.\n2. Press the front of the foot forward and down against the band, as if pushing down an accelerator pedal.\n3. Hold the end position for one second.\n4. Bring the foot back slowly over about 2 seconds.\n5. After 15 repetitions, switch feet.',
      duration: '2 × 15 repetitions per foot, about 3.5 minutes',
      effect:
        'Strengthens the calf muscles and the pointing movement of the ankle with adjustable resistance. The knee is not loaded with body weight.',
      commonMistakes:
        'Only curling the toes instead of moving the whole foot; the foot tilting inwards or outwards; the band slipping off the foot; rounding the back.',
      tip: 'Wrap the ends of the band once around your hands so nothing slips. Without shoes you get better contact with the band.',
    },
  },
  {
    slug: 'bent-knee-soleus-stretch-at-desk',
    kind: 'mobility',
    level: 1,
    equipment: 'none',
    undercover: false,
    durationSeconds: 120,
    repetitions: null,
    regions: ['calf', 'ankle_joint'],
    contraindicatedRegions: [],
    gentle: true,
    focus: ['mobility', 'running', 'sport'],
    goals: ['agility', 'painremoval'],
    de: {
      name: 'Tiefe Wadendehnung mit gebeugtem Knie',
      startingPosition:
        'Sie stehen mit Blick zum Schreibtisch und legen beide Hände auf die Tischkante. Der rechte Fuß steht einen kleinen Schritt hinter dem linken – kürzer als bei der Wadendehnung mit gestrecktem Knie. Beide Füße zeigen nach vorn.',
      sequence:
        '1. Beide Fersen stehen fest auf dem Boden.\n2. Beugen Sie beide Knie und schieben Sie das hintere Knie nach vorn unten.\n3. Gehen Sie so weit, bis Sie eine Dehnung in der unteren Wade nahe der Achillessehne spüren – die hintere Ferse bleibt am Boden.\n4. Halten Sie die Dehnung 30 Sekunden und wechseln Sie dann das Bein.',
      duration: '2 × 30 Sekunden pro Bein, etwa 2 Minuten',
      effect:
        'Dehnt den tiefen Wadenmuskel, der nur über das Sprunggelenk verläuft, und verbessert die Beweglichkeit des Sprunggelenks für Kniebeugen, Treppensteigen und Laufen.',
      commonMistakes:
        'Die hintere Ferse hebt ab; der Schritt ist zu lang; das hintere Knie fällt nach innen.',
      tip: 'Kombinieren Sie diese Übung mit der Wadendehnung mit gestrecktem Knie – so erreichen Sie beide Anteile der Wadenmuskulatur.',
    },
    en: {
      name: 'Deep calf stretch with bent knee',
      startingPosition:
        'Stand facing your desk with both hands on the desk edge. Your right foot is a small step behind the left one – shorter than for the straight-knee calf stretch. Both feet point forward.',
      sequence:
        '1. Both heels are firmly on the floor.\n2. Bend both knees and move the back knee forward and down.\n3. Go as far as you feel a stretch in the lower calf near the Achilles tendon – the back heel stays on the floor.\n4. Hold the stretch for 30 seconds, then switch legs.',
      duration: '2 × 30 seconds per leg, about 2 minutes',
      effect:
        'Stretches the deep calf muscle, which crosses only the ankle, and improves ankle mobility for squats, climbing stairs and running.',
      commonMistakes: 'The back heel lifting; taking too long a step; the back knee dropping inwards.',
      tip: 'Combine this exercise with the straight-knee calf stretch – this way you reach both parts of the calf muscles.',
    },
  },
  {
    slug: 'seated-calf-shake-out',
    kind: 'relaxation',
    level: 1,
    equipment: 'none',
    undercover: true,
    durationSeconds: 60,
    repetitions: null,
    regions: ['calf'],
    contraindicatedRegions: [],
    gentle: true,
    focus: ['mobility', 'running'],
    goals: ['wellbeing'],
    de: {
      name: 'Waden ausschütteln im Sitzen',
      startingPosition:
        'Sie sitzen auf der vorderen Hälfte Ihres Stuhls, der Oberkörper ist aufrecht, die Hände liegen seitlich auf der Sitzfläche.',
      sequence:
        '1. Heben Sie den rechten Fuß einige Zentimeter vom Boden ab und lassen Sie den Unterschenkel locker hängen.\n2. Schütteln Sie Fuß und Unterschenkel 10 bis 15 Sekunden locker aus dem Knie heraus, als wollten Sie Wasser abschütteln.\n3. Stellen Sie den Fuß ab und spüren Sie kurz nach.\n4. Wechseln Sie das Bein – zwei Runden pro Seite.',
      duration: '2 × etwa 15 Sekunden pro Bein, etwa 1 Minute',
      effect:
        'Lockert die Wadenmuskulatur und regt die Durchblutung an – eine schnelle Entspannung nach Kraftübungen oder langem Sitzen.',
      commonMistakes: 'Das Bein dabei anspannen; zu heftig schütteln; die Luft anhalten.',
      tip: 'Ideal als Pause zwischen zwei Wadenübungen. Atmen Sie beim Ausschütteln bewusst lang aus.',
    },
    en: {
      name: 'Seated calf shake-out',
      startingPosition:
        'Sit on the front half of your chair with your upper body upright and your hands resting on the seat beside you.',
      sequence:
        '1. Lift your right foot a few centimetres off the floor and let the lower leg hang loosely.\n2. Shake your foot and lower leg loosely from the knee for 10 to 15 seconds, as if shaking off water.\n3. Put the foot down and notice how it feels for a moment.\n4. Switch legs – two rounds per side.',
      duration: '2 × about 15 seconds per leg, about 1 minute',
      effect:
        'Loosens the calf muscles and stimulates circulation – a quick way to relax after strength exercises or long periods of sitting.',
      commonMistakes: 'Tensing the leg while shaking; shaking too vigorously; holding your breath.',
      tip: 'Ideal as a break between two calf exercises. Breathe out long and slowly while shaking.',
    },
  },
  {
    slug: 'eccentric-calf-lowering-on-step',
    kind: 'strengthening',
    level: 3,
    equipment: 'none',
    undercover: false,
    durationSeconds: 270,
    repetitions: 10,
    regions: ['calf', 'ankle_joint'],
    contraindicatedRegions: ['ankle_joint', 'calf'],
    gentle: false,
    focus: ['strength', 'running', 'sport'],
    goals: ['muscle'],
    de: {
      name: 'Langsames Fersenabsenken an der Stufe',
      startingPosition:
        'Sie stehen mit beiden Fußballen auf der Kante der untersten Treppenstufe, die Fersen ragen über die Kante hinaus. Eine Hand hält das Geländer.',
      sequence:
        '1. Drücken Sie sich mit beiden Füßen in den Zehenstand.\n2. Verlagern Sie das Gewicht auf den rechten Fuß und heben Sie den linken leicht an.\n3. Senken Sie die rechte Ferse in 4 Sekunden langsam unter die Stufenkante ab, so weit es angenehm ist.\n4. Setzen Sie den linken Fuß wieder auf und drücken Sie sich mit beiden Füßen hoch.\n5. Nach 10 Wiederholungen wechseln Sie das Bein.',
      duration: '2 × 10 Wiederholungen pro Bein, etwa 4,5 Minuten',
      effect:
        'Kräftigt die Wadenmuskulatur und den Bereich der Achillessehne durch bremsende (exzentrische) Arbeit und erhöht so die Belastbarkeit für Gehen und Laufen.',
      commonMistakes:
        'Die Ferse fallen lassen statt langsam abzusenken; das Knie beugt sich; der Fuß knickt nach außen; das Geländer loslassen.',
      tip: 'Tragen Sie flache Schuhe mit griffiger Sohle. Ist die Übung anfangs zu schwer, beginnen Sie mit 2 × 6 Wiederholungen oder senken Sie beide Fersen gleichzeitig ab.',
    },
    en: {
      name: 'Slow heel lowering on a step',
      startingPosition:
        'Stand with the balls of both feet on the edge of the bottom stair step, heels projecting over the edge. Hold the handrail with one hand.',
      sequence:
        '1. Rise up onto your toes with both feet.\n2. Shift your weight onto your right foot and lift the left one slightly.\n3. Slowly lower your right heel over 4 seconds below the edge of the step, as far as is comfortable.\n4. Put the left foot back down and rise up with both feet.\n5. After 10 repetitions, switch legs.',
      duration: '2 × 10 repetitions per leg, about 4.5 minutes',
      effect:
        'Strengthens the calf muscles and the Achilles tendon area through braking (eccentric) work and so increases their capacity for walking and running.',
      commonMistakes:
        'Dropping the heel instead of lowering it slowly; bending the knee; the foot rolling outwards; letting go of the handrail.',
      tip: 'Wear flat shoes with a grippy sole. If the exercise is too hard at first, start with 2 × 6 repetitions or lower both heels at the same time.',
    },
  },
  // ---------------------------------------------------------------- ankle
  {
    slug: 'seated-ankle-circles',
    kind: 'mobility',
    level: 1,
    equipment: 'none',
    undercover: true,
    durationSeconds: 90,
    repetitions: 10,
    regions: ['ankle_joint'],
    contraindicatedRegions: [],
    gentle: true,
    focus: ['mobility', 'running'],
    goals: ['agility', 'wellbeing'],
    de: {
      name: 'Fußkreisen im Sitzen',
      startingPosition:
        'Sie sitzen aufrecht auf Ihrem Stuhl und heben den rechten Fuß einige Zentimeter vom Boden ab. Die Hände können den Oberschenkel von unten stützen.',
      sequence:
        '1. Kreisen Sie den Fuß langsam in möglichst großen Kreisen, die Bewegung kommt nur aus dem Sprunggelenk.\n2. Machen Sie 10 Kreise im Uhrzeigersinn.\n3. Machen Sie 10 Kreise gegen den Uhrzeigersinn.\n4. Stellen Sie den Fuß ab und wechseln Sie die Seite.',
      duration: '10 Kreise pro Richtung und Fuß, etwa 1,5 Minuten',
      effect:
        'Mobilisiert das Sprunggelenk in alle Richtungen, regt die Durchblutung der Füße an und lockert nach langem Sitzen.',
      commonMistakes:
        'Mit dem ganzen Bein kreisen; zu kleine oder zu schnelle Kreise; die Zehen verkrampfen.',
      tip: 'Stellen Sie sich vor, Sie malen mit dem großen Zeh einen möglichst großen Kreis. Zur Abwechslung können Sie mit dem Zeh auch das Alphabet in die Luft schreiben.',
    },
    en: {
      name: 'Seated ankle circles',
      startingPosition:
        'Sit upright on your chair and lift your right foot a few centimetres off the floor. Your hands can support the thigh from below.',
      sequence:
        '1. Circle the foot slowly in circles as large as possible, moving only at the ankle.\n2. Do 10 circles clockwise.\n3. Do 10 circles anticlockwise.\n4. Put the foot down and switch sides.',
      duration: '10 circles per direction and foot, about 1.5 minutes',
      effect:
        'Mobilises the ankle in all directions, stimulates circulation in the feet and loosens you up after sitting for a long time.',
      commonMistakes:
        'Circling with the whole leg; making circles that are too small or too fast; cramping the toes.',
      tip: 'Imagine drawing the largest possible circle with your big toe. For variety, you can also write the alphabet in the air with your toe.',
    },
  },
  {
    slug: 'band-ankle-eversion-both-feet',
    kind: 'strengthening',
    level: 2,
    equipment: 'band',
    undercover: true,
    durationSeconds: 150,
    repetitions: 15,
    regions: ['ankle_joint'],
    contraindicatedRegions: ['ankle_joint'],
    gentle: false,
    focus: ['strength', 'running', 'sport'],
    goals: ['muscle', 'agility'],
    de: {
      name: 'Füße gegen das Band nach außen drehen',
      startingPosition:
        'Sie sitzen aufrecht, die Knie sind rechtwinklig gebeugt und stehen etwa eine Faustbreite auseinander. Das zur Schlaufe geknotete Band liegt um beide Vorfüße, die Fersen stehen auf dem Boden.',
      sequence:
        '1. Legen Sie die Hände auf die Knie, damit diese ruhig bleiben.\n2. Heben Sie die Außenkanten beider Füße an und drehen Sie die Vorfüße gegen den Widerstand des Bandes nach außen. Die Fersen bleiben am Boden.\n3. Halten Sie die Endposition eine Sekunde.\n4. Führen Sie die Füße langsam zurück, ohne dass das Band ganz locker wird.\n5. Wiederholen Sie die Bewegung 15-mal.',
      duration: '3 × 15 Wiederholungen mit kurzer Pause, etwa 2,5 Minuten',
      effect:
        'Kräftigt die Muskulatur an der Außenseite des Unterschenkels, die das Sprunggelenk gegen ein Umknicken nach außen stabilisiert.',
      commonMistakes:
        'Die Knie auseinanderdrücken, sodass die Bewegung aus der Hüfte kommt; die Fersen heben ab; ruckartig arbeiten.',
      tip: 'Die Knie bleiben die ganze Zeit still – dann arbeiten wirklich die Sprunggelenke. Unter dem Schreibtisch ist die Übung kaum zu sehen.',
    },
    en: {
      name: 'Turning the feet out against the band',
      startingPosition:
        'Sit upright with your knees bent at a right angle and about a fist’s width apart. The band, knotted into a loop, is placed around the front of both feet, heels on the floor.',
      sequence:
        '1. Place your hands on your knees to keep them still.\n2. Lift the outer edges of both feet and turn the front of the feet outwards against the resistance of the band. The heels stay on the floor.\n3. Hold the end position for one second.\n4. Bring the feet back slowly without letting the band go completely slack.\n5. Repeat the movement 15 times.',
      duration: '3 × 15 repetitions with a short rest, about 2.5 minutes',
      effect:
        'Strengthens the muscles on the outside of the lower leg, which stabilise the ankle against rolling outwards.',
      commonMistakes:
        'Pushing the knees apart so that the movement comes from the hips; lifting the heels; working jerkily.',
      tip: 'Keep your knees still the whole time – then the ankles really do the work. Under the desk the exercise is hardly visible.',
    },
  },
  {
    slug: 'single-leg-balance-eyes-closed',
    kind: 'strengthening',
    level: 3,
    equipment: 'none',
    undercover: false,
    durationSeconds: 210,
    repetitions: null,
    regions: ['ankle_joint', 'knee'],
    contraindicatedRegions: ['ankle_joint', 'knee'],
    gentle: false,
    focus: ['sport', 'running', 'mobility'],
    goals: ['agility', 'muscle'],
    de: {
      name: 'Einbeinstand mit geschlossenen Augen',
      startingPosition:
        'Sie stehen barfuß oder in flachen Schuhen direkt neben Ihrem Schreibtisch, sodass Sie die Tischkante jederzeit greifen können.',
      sequence:
        '1. Stellen Sie sich auf das rechte Bein, das Knie ist leicht gebeugt, und heben Sie den linken Fuß an.\n2. Finden Sie Ihr Gleichgewicht mit Blick auf einen festen Punkt und schließen Sie dann die Augen.\n3. Halten Sie die Position 30 Sekunden. Kleine Ausgleichsbewegungen im Sprunggelenk sind erwünscht.\n4. Verlieren Sie das Gleichgewicht, tippen Sie kurz die Tischkante an und machen Sie weiter.\n5. Wechseln Sie das Bein – drei Runden pro Seite.',
      duration: '3 × 30 Sekunden pro Bein, etwa 3,5 Minuten',
      effect:
        'Trainiert das Zusammenspiel und die Reaktionsfähigkeit der Muskeln rund um Sprung- und Kniegelenk und verbessert so Gleichgewicht und Gelenkstabilität.',
      commonMistakes:
        'Das Knie durchdrücken; die Hüfte der freien Seite sackt ab; die Luft anhalten; zu weit vom Tisch entfernt stehen.',
      tip: 'Steigern Sie sich schrittweise: erst mit offenen Augen, dann mit langsamen Kopfdrehungen, dann mit geschlossenen Augen.',
    },
    en: {
      name: 'Single-leg stance with eyes closed',
      startingPosition:
        'Stand barefoot or in flat shoes right next to your desk so that you can grab the edge at any time.',
      sequence:
        '1. Stand on your right leg with the knee slightly bent and lift your left foot.\n2. Find your balance while looking at a fixed point, then close your eyes.\n3. Hold the position for 30 seconds. Small balancing movements in the ankle are intended.\n4. If you lose your balance, touch the desk edge briefly and carry on.\n5. Switch legs – three rounds per side.',
      duration: '3 × 30 seconds per leg, about 3.5 minutes',
      effect:
        'Trains the coordination and reaction of the muscles around the ankle and knee, improving balance and joint stability.',
      commonMistakes:
        'Locking the knee; the hip on the free side dropping; holding your breath; standing too far away from the desk.',
      tip: 'Progress step by step: first with your eyes open, then with slow head turns, then with your eyes closed.',
    },
  },
  {
    slug: 'foot-sole-ball-roll-under-desk',
    kind: 'relaxation',
    level: 1,
    equipment: 'ball',
    undercover: true,
    durationSeconds: 120,
    repetitions: null,
    regions: ['ankle_joint'],
    contraindicatedRegions: [],
    gentle: true,
    focus: ['mobility', 'running', 'yoga'],
    goals: ['wellbeing', 'painremoval'],
    de: {
      name: 'Fußsohle mit dem Ball rollen',
      startingPosition:
        'Sie sitzen aufrecht auf Ihrem Stuhl, die Schuhe sind ausgezogen. Der Massageball liegt unter dem rechten Fuß auf dem Boden.',
      sequence:
        '1. Rollen Sie den Ball langsam unter der Fußsohle vom Ballen bis zur Ferse und zurück.\n2. Rollen Sie auch Bahnen entlang der Innen- und der Außenkante der Sohle.\n3. Der Druck kommt aus dem Gewicht des Beins. Für mehr Druck lehnen Sie sich leicht nach vorn.\n4. An empfindlichen Stellen verweilen Sie einige Atemzüge.\n5. Nach einer Minute wechseln Sie den Fuß.',
      duration: '1 Minute pro Fuß, etwa 2 Minuten',
      effect:
        'Lockert das Gewebe der Fußsohle und die kleinen Fußmuskeln, verbessert die Wahrnehmung der Füße und bringt Bewegung in Fuß und Sprunggelenk. Fühlt sich angenehm belebend an.',
      commonMistakes:
        'Sich mit dem ganzen Körpergewicht auf den Ball stellen; hart über den knöchernen Fersenbereich rollen; zu schnell rollen.',
      tip: 'Unauffällig unter dem Tisch auch in Socken möglich. Ist Ihnen der Massageball zu hart, nehmen Sie anfangs einen Tennisball.',
    },
    en: {
      name: 'Rolling the sole of the foot on the ball',
      startingPosition:
        'Sit upright on your chair with your shoes off. The massage ball lies on the floor under your right foot.',
      sequence:
        '1. Slowly roll the ball under the sole of your foot from the ball of the foot to the heel and back.\n2. Also roll lanes along the inner and outer edges of the sole.\n3. The pressure comes from the weight of your leg. For more pressure, lean forward slightly.\n4. Pause on sensitive spots for a few breaths.\n5. After one minute, switch feet.',
      duration: '1 minute per foot, about 2 minutes',
      effect:
        'Loosens the tissue of the sole and the small muscles of the foot, improves awareness of the feet and brings movement into the foot and ankle. Feels pleasantly refreshing.',
      commonMistakes:
        'Standing on the ball with your full body weight; rolling hard over the bony heel area; rolling too fast.',
      tip: 'Can be done discreetly under the desk, even in socks. If the massage ball feels too hard, start with a tennis ball.',
    },
  },
  {
    slug: 'knee-to-wall-ankle-mobilisation',
    kind: 'mobility',
    level: 2,
    equipment: 'none',
    undercover: false,
    durationSeconds: 120,
    repetitions: 10,
    regions: ['ankle_joint', 'calf'],
    contraindicatedRegions: [],
    gentle: false,
    focus: ['mobility', 'running', 'sport'],
    goals: ['agility'],
    de: {
      name: 'Knie zur Wand',
      startingPosition:
        'Sie stehen mit Blick zur Wand in kleiner Schrittstellung. Die Zehen des rechten Fußes sind etwa eine Handbreit von der Wand entfernt, der linke Fuß steht zur Stabilität dahinter. Die Hände liegen an der Wand.',
      sequence:
        '1. Die rechte Ferse bleibt während der ganzen Übung fest am Boden.\n2. Schieben Sie das rechte Knie nach vorn zur Wand, in Richtung des zweiten Zehs.\n3. Berühren Sie die Wand leicht mit dem Knie – oder gehen Sie so weit, wie die Ferse am Boden bleibt.\n4. Kehren Sie in die Ausgangsstellung zurück.\n5. Nach 10 Wiederholungen wechseln Sie das Bein.',
      duration: '2 × 10 Wiederholungen pro Bein, etwa 2 Minuten',
      effect:
        'Mobilisiert das Sprunggelenk in der Beugung, also im Vorschieben des Schienbeins über den Fuß. Diese Beweglichkeit brauchen Sie für Kniebeugen, Treppen und zum Laufen.',
      commonMistakes: 'Die Ferse hebt ab; das Knie fällt nach innen; das Fußgewölbe sinkt ein.',
      tip: 'Erreichen Sie die Wand leicht, rücken Sie den Fuß ein Stück weiter weg. Wenn Sie den Abstand gelegentlich messen, sehen Sie Ihre Fortschritte.',
    },
    en: {
      name: 'Knee to wall',
      startingPosition:
        'Stand facing a wall in a short stride. The toes of your right foot are about a hand’s width from the wall and your left foot is behind for stability. Your hands rest on the wall.',
      sequence:
        '1. Your right heel stays firmly on the floor throughout the exercise.\n2. Push your right knee forward towards the wall, in line with the second toe.\n3. Touch the wall lightly with your knee – or go as far as the heel stays down.\n4. Return to the starting position.\n5. After 10 repetitions, switch legs.',
      duration: '2 × 10 repetitions per leg, about 2 minutes',
      effect:
        'Mobilises the ankle in flexion, that is, moving the shin forward over the foot. You need this mobility for squats, stairs and running.',
      commonMistakes: 'The heel lifting; the knee dropping inwards; the arch of the foot collapsing.',
      tip: 'If you reach the wall easily, move your foot a little further away. Measuring the distance now and then shows you your progress.',
    },
  },
  // ---------------------------------------------------------------- forearm / wrist
  {
    slug: 'wrist-flexor-stretch-at-desk',
    kind: 'mobility',
    level: 1,
    equipment: 'none',
    undercover: true,
    durationSeconds: 90,
    repetitions: null,
    regions: ['forearm_front', 'wrist'],
    contraindicatedRegions: [],
    gentle: true,
    focus: ['mobility', 'yoga'],
    goals: ['agility', 'painremoval'],
    de: {
      name: 'Unterarm-Beuger dehnen',
      startingPosition:
        'Sie sitzen aufrecht am Schreibtisch. Strecken Sie den rechten Arm etwa in Schulterhöhe nach vorn, die Handfläche zeigt nach oben, der Ellbogen ist gestreckt, aber nicht durchgedrückt.',
      sequence:
        '1. Fassen Sie mit der linken Hand die Finger der rechten Hand.\n2. Ziehen Sie die Finger sanft nach unten und zu sich heran, bis Sie ein angenehmes Ziehen an der Innenseite des Unterarms spüren.\n3. Halten Sie die Dehnung 20 Sekunden, atmen Sie ruhig und lassen Sie die Schultern tief.\n4. Lösen Sie langsam und wechseln Sie die Seite – zwei Runden pro Arm.',
      duration: '2 × 20 Sekunden pro Arm, etwa 1,5 Minuten',
      effect:
        'Dehnt die Finger- und Handgelenksbeuger an der Innenseite des Unterarms, die beim Tippen und bei der Mausarbeit ständig mitarbeiten.',
      commonMistakes: 'Die Schulter hochziehen; ruckartig an den Fingern ziehen; den Ellbogen überstrecken.',
      tip: 'Unauffälliger geht es so: Legen Sie die Handfläche neben dem Oberschenkel auf die Sitzfläche, die Finger zeigen nach hinten, und verlagern Sie vorsichtig etwas Gewicht darauf.',
    },
    en: {
      name: 'Forearm flexor stretch',
      startingPosition:
        'Sit upright at your desk. Stretch your right arm forward at about shoulder height with the palm facing up and the elbow straight but not locked.',
      sequence:
        '1. Take hold of the fingers of your right hand with your left hand.\n2. Gently pull the fingers down and towards you until you feel a pleasant pull on the inside of the forearm.\n3. Hold the stretch for 20 seconds, breathe calmly and keep your shoulders low.\n4. Release slowly and switch sides – two rounds per arm.',
      duration: '2 × 20 seconds per arm, about 1.5 minutes',
      effect:
        'Stretches the finger and wrist flexors on the inside of the forearm, which are constantly at work when typing and using the mouse.',
      commonMistakes: 'Hunching the shoulder; pulling jerkily on the fingers; overextending the elbow.',
      tip: 'A more discreet version: place your palm on the seat next to your thigh with the fingers pointing backwards and carefully shift a little weight onto it.',
    },
  },
  {
    slug: 'wrist-extensor-stretch-at-desk',
    kind: 'mobility',
    level: 1,
    equipment: 'none',
    undercover: true,
    durationSeconds: 90,
    repetitions: null,
    regions: ['forearm_back', 'wrist'],
    contraindicatedRegions: [],
    gentle: true,
    focus: ['mobility', 'yoga'],
    goals: ['agility', 'painremoval'],
    de: {
      name: 'Unterarm-Strecker dehnen',
      startingPosition:
        'Sie sitzen aufrecht am Schreibtisch. Strecken Sie den rechten Arm etwa in Schulterhöhe nach vorn, die Handfläche zeigt nach unten.',
      sequence:
        '1. Machen Sie mit der rechten Hand eine lockere Faust.\n2. Legen Sie die linke Hand auf den rechten Handrücken und drücken Sie die Faust sanft nach unten und zu sich heran.\n3. Drehen Sie den rechten Arm leicht nach innen, sodass der Daumen nach unten zeigt – die Dehnung an der Außenseite des Unterarms nimmt zu.\n4. Halten Sie 20 Sekunden und wechseln Sie dann die Seite – zwei Runden pro Arm.',
      duration: '2 × 20 Sekunden pro Arm, etwa 1,5 Minuten',
      effect:
        'Dehnt die Hand- und Fingerstrecker an der Außenseite des Unterarms. Diese Muskeln halten bei der Mausarbeit und beim Tippen die Hand angehoben.',
      commonMistakes: 'Die Schulter hochziehen; den Ellbogen beugen; zu kräftig drücken.',
      tip: 'Kombinieren Sie diese Dehnung mit der Dehnung der Unterarm-Beuger und wiederholen Sie beide etwa einmal pro Stunde.',
    },
    en: {
      name: 'Forearm extensor stretch',
      startingPosition:
        'Sit upright at your desk. Stretch your right arm forward at about shoulder height with the palm facing down.',
      sequence:
        '1. Make a loose fist with your right hand.\n2. Place your left hand on the back of your right hand and gently press the fist down and towards you.\n3. Turn your right arm slightly inwards so that the thumb points down – the stretch on the outside of the forearm increases.\n4. Hold for 20 seconds, then switch sides – two rounds per arm.',
      duration: '2 × 20 seconds per arm, about 1.5 minutes',
      effect:
        'Stretches the wrist and finger extensors on the outside of the forearm. These muscles keep the hand lifted during mouse work and typing.',
      commonMistakes: 'Hunching the shoulder; bending the elbow; pressing too hard.',
      tip: 'Combine this stretch with the forearm flexor stretch and repeat both roughly once an hour.',
    },
  },
  {
    slug: 'interlaced-finger-wrist-figure-eight',
    kind: 'mobility',
    level: 1,
    equipment: 'none',
    undercover: true,
    durationSeconds: 60,
    repetitions: null,
    regions: ['wrist', 'forearm_wrist'],
    contraindicatedRegions: [],
    gentle: true,
    focus: ['mobility'],
    goals: ['agility', 'wellbeing'],
    de: {
      name: 'Liegende Acht mit verschränkten Händen',
      startingPosition:
        'Sie sitzen aufrecht, die Ellbogen sind gebeugt, die Unterarme befinden sich vor dem Körper. Verschränken Sie die Finger locker ineinander.',
      sequence:
        '1. Malen Sie mit den verschränkten Händen eine liegende Acht in die Luft. Die Bewegung kommt hauptsächlich aus den Handgelenken.\n2. Bewegen Sie sich 20 Sekunden langsam und fließend.\n3. Wechseln Sie für weitere 20 Sekunden die Richtung.\n4. Lassen Sie die Hände zum Schluss locker auf die Oberschenkel sinken und bewegen Sie die Finger.',
      duration: '2 × 20 Sekunden, je einmal pro Richtung, etwa 1 Minute',
      effect:
        'Mobilisiert die Handgelenke in alle Richtungen und bringt die Drehbewegung der Unterarme ins Spiel – ein Ausgleich zur gleichförmigen Haltung an Tastatur und Maus.',
      commonMistakes:
        'Große Armbewegungen aus den Schultern; die Finger verkrampft ineinander pressen; zu schnell werden.',
      tip: 'Funktioniert auch mit auf dem Tisch abgestützten Ellbogen – zum Beispiel während Sie auf das Laden einer Datei warten.',
    },
    en: {
      name: 'Figure of eight with interlaced fingers',
      startingPosition:
        'Sit upright with your elbows bent and your forearms in front of your body. Interlace your fingers loosely.',
      sequence:
        '1. Draw a horizontal figure of eight in the air with your joined hands. The movement comes mainly from the wrists.\n2. Move slowly and fluidly for 20 seconds.\n3. Change direction for another 20 seconds.\n4. Finally, let your hands sink loosely onto your thighs and wiggle your fingers.',
      duration: '2 × 20 seconds, once in each direction, about 1 minute',
      effect:
        'Mobilises the wrists in all directions and brings in the rotation of the forearms – a counterbalance to the static posture at the keyboard and mouse.',
      commonMistakes:
        'Making large arm movements from the shoulders; squeezing the fingers together tightly; speeding up.',
      tip: 'Also works with your elbows resting on the desk – for example while you wait for a file to load.',
    },
  },
  {
    slug: 'massage-ball-grip-squeeze',
    kind: 'strengthening',
    level: 2,
    equipment: 'ball',
    undercover: true,
    durationSeconds: 180,
    repetitions: 15,
    regions: ['forearm_front', 'forearm_wrist'],
    contraindicatedRegions: ['forearm_front', 'wrist'],
    gentle: false,
    focus: ['strength', 'sport'],
    goals: ['muscle'],
    de: {
      name: 'Ball kneten für die Griffkraft',
      startingPosition:
        'Sie sitzen aufrecht, der rechte Unterarm liegt auf dem Tisch oder auf dem Oberschenkel. Der Massageball liegt in der rechten Hand.',
      sequence:
        '1. Halten Sie das Handgelenk gerade in Verlängerung des Unterarms.\n2. Drücken Sie den Ball mit allen Fingern und dem Daumen 2 Sekunden kräftig zusammen.\n3. Lösen Sie den Druck langsam, öffnen Sie die Hand vollständig und spreizen Sie die Finger kurz.\n4. Nach 15 Wiederholungen wechseln Sie die Hand – während eine Hand arbeitet, erholt sich die andere.',
      duration: '2 × 15 Wiederholungen pro Hand, etwa 3 Minuten',
      effect:
        'Kräftigt die Greifmuskulatur der Finger und des Unterarms und verbessert die Kraftausdauer der Unterarmmuskeln.',
      commonMistakes:
        'Das Handgelenk beim Drücken abknicken; nur mit den Fingerspitzen drücken; die Schulter mit anspannen.',
      tip: 'Das vollständige Öffnen und Spreizen der Hand nach jedem Drücken ist genauso wichtig wie das Drücken selbst. Die Noppen des Balls regen zusätzlich die Handinnenfläche an.',
    },
    en: {
      name: 'Ball squeeze for grip strength',
      startingPosition:
        'Sit upright with your right forearm resting on the desk or on your thigh. Hold the massage ball in your right hand.',
      sequence:
        '1. Keep the wrist straight, in line with the forearm.\n2. Squeeze the ball firmly with all your fingers and thumb for 2 seconds.\n3. Release slowly, open the hand completely and spread the fingers briefly.\n4. After 15 repetitions, switch hands – while one hand works, the other recovers.',
      duration: '2 × 15 repetitions per hand, about 3 minutes',
      effect:
        'Strengthens the gripping muscles of the fingers and forearm and improves the strength endurance of the forearm muscles.',
      commonMistakes:
        'Bending the wrist while squeezing; squeezing only with the fingertips; tensing the shoulder as well.',
      tip: 'Opening and spreading the hand fully after each squeeze is just as important as the squeeze itself. The nubs of the ball also stimulate the palm.',
    },
  },
  {
    slug: 'forearm-flexor-ball-roll-on-desk',
    kind: 'relaxation',
    level: 1,
    equipment: 'ball',
    undercover: true,
    durationSeconds: 120,
    repetitions: null,
    regions: ['forearm_front'],
    contraindicatedRegions: ['forearm_front'],
    gentle: true,
    focus: ['mobility'],
    goals: ['wellbeing', 'painremoval'],
    de: {
      name: 'Unterarm-Innenseite auf dem Ball rollen',
      startingPosition:
        'Sie sitzen am Schreibtisch, der Massageball liegt vor Ihnen auf der Tischplatte. Legen Sie den rechten Unterarm mit der Handfläche nach unten so auf den Ball, dass er knapp unterhalb der Ellenbeuge an der Innenseite des Unterarms liegt.',
      sequence:
        '1. Legen Sie die linke Hand auf den rechten Unterarm, um den Druck leicht zu verstärken.\n2. Ziehen Sie den Arm langsam vor und zurück, sodass der Ball zwischen Ellenbeuge und Handgelenk rollt.\n3. Verweilen Sie an festen Stellen etwa 10 Sekunden und öffnen und schließen Sie dabei langsam die Hand.\n4. Nach einer Minute wechseln Sie den Arm.',
      duration: '1 Minute pro Arm, etwa 2 Minuten',
      effect:
        'Lockert die Finger- und Handgelenksbeuger an der Innenseite des Unterarms und regt die Durchblutung an – angenehm nach langem Tippen.',
      commonMistakes:
        'Direkt über die Handgelenksbeuge oder in die Ellenbeuge rollen, wo empfindliche Strukturen verlaufen; zu viel Druck; zu schnell rollen.',
      tip: 'Ideal beim Lesen längerer Dokumente: Der Arm liegt ohnehin auf dem Tisch, und die Übung fällt kaum auf.',
    },
    en: {
      name: 'Rolling the inner forearm on the ball',
      startingPosition:
        'Sit at your desk with the massage ball on the desk in front of you. Place your right forearm on the ball, palm facing down, so that the ball lies on the inside of the forearm just below the crook of the elbow.',
      sequence:
        '1. Place your left hand on your right forearm to increase the pressure slightly.\n2. Slowly pull the arm back and forth so that the ball rolls between the crook of the elbow and the wrist.\n3. Pause on tight spots for about 10 seconds while slowly opening and closing your hand.\n4. After one minute, switch arms.',
      duration: '1 minute per arm, about 2 minutes',
      effect:
        'Loosens the finger and wrist flexors on the inside of the forearm and stimulates circulation – pleasant after long periods of typing.',
      commonMistakes:
        'Rolling directly over the wrist crease or into the crook of the elbow, where sensitive structures run; too much pressure; rolling too fast.',
      tip: 'Ideal while reading long documents: your arm is resting on the desk anyway, and the exercise is hardly noticeable.',
    },
  },
  {
    slug: 'forearm-extensor-ball-roll-hand-guided',
    kind: 'relaxation',
    level: 1,
    equipment: 'ball',
    undercover: true,
    durationSeconds: 120,
    repetitions: null,
    regions: ['forearm_back'],
    contraindicatedRegions: ['forearm_back'],
    gentle: true,
    focus: ['mobility'],
    goals: ['wellbeing', 'painremoval'],
    de: {
      name: 'Unterarm-Außenseite mit dem Ball massieren',
      startingPosition:
        'Sie sitzen am Schreibtisch. Der rechte Unterarm liegt entspannt mit der Handfläche nach unten auf der Tischplatte. Den Massageball halten Sie in der linken Hand.',
      sequence:
        '1. Setzen Sie den Ball auf den Unterarm, etwa zwei Fingerbreit unterhalb des Ellbogens.\n2. Rollen Sie ihn mit der linken Hand in langsamen Bahnen über die Außenseite des Unterarms bis kurz vor das Handgelenk.\n3. Halten Sie den Ball an einer festen Stelle und heben und senken Sie dabei langsam die Finger der rechten Hand.\n4. Nach einer Minute wechseln Sie die Seite.',
      duration: '1 Minute pro Arm, etwa 2 Minuten',
      effect:
        'Lockert die Hand- und Fingerstrecker, die bei der Mausarbeit viel Haltearbeit leisten, und regt die Durchblutung im Unterarm an.',
      commonMistakes:
        'Mit Druck über die Knochenspitze am Ellbogen oder über die Handgelenksknochen rollen; zu fest drücken; hastig arbeiten.',
      tip: 'Das langsame Heben und Senken der Finger unter dem ruhenden Ball verstärkt den lockernden Effekt, ohne dass Sie mehr Druck brauchen.',
    },
    en: {
      name: 'Outer forearm massage with the ball',
      startingPosition:
        'Sit at your desk. Your right forearm rests relaxed on the desk, palm facing down. Hold the massage ball in your left hand.',
      sequence:
        '1. Place the ball on the forearm about two finger widths below the elbow.\n2. Using your left hand, roll it in slow lanes over the outside of the forearm to just before the wrist.\n3. Hold the ball on a tight spot and slowly lift and lower the fingers of your right hand.\n4. After one minute, switch sides.',
      duration: '1 minute per arm, about 2 minutes',
      effect:
        'Loosens the wrist and finger extensors, which do a lot of holding work during mouse use, and stimulates circulation in the forearm.',
      commonMistakes:
        'Rolling with pressure over the bony tip of the elbow or over the wrist bones; pressing too hard; rushing.',
      tip: 'Slowly lifting and lowering the fingers under the resting ball increases the loosening effect without needing more pressure.',
    },
  },
  {
    slug: 'band-wrist-extension-curl-seated',
    kind: 'strengthening',
    level: 2,
    equipment: 'band',
    undercover: false,
    durationSeconds: 210,
    repetitions: 15,
    regions: ['forearm_back', 'wrist', 'forearm_wrist'],
    contraindicatedRegions: ['wrist'],
    gentle: false,
    focus: ['strength', 'sport', 'biking'],
    goals: ['muscle'],
    de: {
      name: 'Handgelenk strecken mit Band',
      startingPosition:
        'Sie sitzen aufrecht, der rechte Unterarm liegt mit der Handfläche nach unten auf dem rechten Oberschenkel, die Hand ragt über das Knie hinaus. Ein Bandende fixieren Sie unter dem rechten Fuß, das andere wickeln Sie um die rechte Hand, sodass das Band leicht gespannt ist.',
      sequence:
        '1. Heben Sie den Handrücken langsam gegen den Widerstand des Bandes Richtung Decke. Der Unterarm bleibt auf dem Oberschenkel liegen.\n2. Halten Sie oben eine Sekunde.\n3. Senken Sie die Hand in etwa 3 Sekunden kontrolliert ab.\n4. Nach 15 Wiederholungen wechseln Sie die Hand.',
      duration: '2 × 15 Wiederholungen pro Hand, etwa 3,5 Minuten',
      effect:
        'Kräftigt die Hand- und Fingerstrecker an der Außenseite des Unterarms und verbessert ihre Belastbarkeit für die Haltearbeit an Maus und Tastatur.',
      commonMistakes:
        'Den Unterarm vom Oberschenkel abheben; mit Schwung arbeiten; das Band mit der ganzen Hand verkrampft umklammern.',
      tip: 'Die Spannung regulieren Sie über die Länge des Bandes zwischen Fuß und Hand. Wählen Sie sie so, dass die letzten Wiederholungen anstrengend, aber sauber bleiben.',
    },
    en: {
      name: 'Wrist extension with band',
      startingPosition:
        'Sit upright with your right forearm resting on your right thigh, palm facing down and the hand projecting beyond the knee. Anchor one end of the band under your right foot and wrap the other end around your right hand so that the band is slightly taut.',
      sequence:
        '1. Slowly lift the back of your hand towards the ceiling against the resistance of the band. The forearm stays on the thigh.\n2. Hold at the top for one second.\n3. Lower the hand with control over about 3 seconds.\n4. After 15 repetitions, switch hands.',
      duration: '2 × 15 repetitions per hand, about 3.5 minutes',
      effect:
        'Strengthens the wrist and finger extensors on the outside of the forearm and improves their capacity for the holding work at the mouse and keyboard.',
      commonMistakes:
        'Lifting the forearm off the thigh; using momentum; gripping the band tightly with the whole hand.',
      tip: 'You control the tension through the length of band between foot and hand. Choose it so that the last repetitions are hard work but still clean.',
    },
  },
  {
    slug: 'band-wrist-flexion-curl-seated',
    kind: 'strengthening',
    level: 2,
    equipment: 'band',
    undercover: false,
    durationSeconds: 210,
    repetitions: 15,
    regions: ['forearm_front', 'wrist', 'forearm_wrist'],
    contraindicatedRegions: ['wrist'],
    gentle: false,
    focus: ['strength', 'sport'],
    goals: ['muscle'],
    de: {
      name: 'Handgelenk beugen mit Band',
      startingPosition:
        'Sie sitzen aufrecht, der rechte Unterarm liegt mit der Handfläche nach oben auf dem rechten Oberschenkel, die Hand ragt über das Knie hinaus. Ein Bandende fixieren Sie unter dem rechten Fuß, das andere halten Sie in der rechten Hand, sodass das Band leicht gespannt ist.',
      sequence:
        '1. Lassen Sie das Handgelenk zu Beginn leicht nach unten sinken.\n2. Beugen Sie das Handgelenk gegen den Widerstand des Bandes, bis die Handfläche Richtung Körper zeigt. Der Unterarm bleibt liegen.\n3. Halten Sie oben eine Sekunde.\n4. Senken Sie die Hand in etwa 3 Sekunden kontrolliert ab.\n5. Nach 15 Wiederholungen wechseln Sie die Hand.',
      duration: '2 × 15 Wiederholungen pro Hand, etwa 3,5 Minuten',
      effect:
        'Kräftigt die Hand- und Fingerbeuger an der Innenseite des Unterarms und unterstützt die Griffkraft, etwa beim Tragen von Taschen oder am Fahrradlenker.',
      commonMistakes:
        'Den Unterarm abheben oder den Ellbogen mitbewegen; die Hand unkontrolliert zurückschnellen lassen; das Handgelenk seitlich abknicken.',
      tip: 'Machen Sie diese Übung im Wechsel mit dem Handgelenkstrecken mit Band, damit beide Seiten des Unterarms gleichmäßig trainiert werden.',
    },
    en: {
      name: 'Wrist flexion with band',
      startingPosition:
        'Sit upright with your right forearm resting on your right thigh, palm facing up and the hand projecting beyond the knee. Anchor one end of the band under your right foot and hold the other end in your right hand so that the band is slightly taut.',
      sequence:
        '1. Let the wrist drop slightly downwards to begin with.\n2. Bend the wrist against the resistance of the band until the palm faces your body. The forearm stays where it is.\n3. Hold at the top for one second.\n4. Lower the hand with control over about 3 seconds.\n5. After 15 repetitions, switch hands.',
      duration: '2 × 15 repetitions per hand, about 3.5 minutes',
      effect:
        'Strengthens the wrist and finger flexors on the inside of the forearm and supports grip strength, for example when carrying bags or holding handlebars.',
      commonMistakes:
        'Lifting the forearm or moving the elbow; letting the hand snap back without control; bending the wrist sideways.',
      tip: 'Alternate this exercise with the wrist extension with band so that both sides of the forearm are trained evenly.',
    },
  },
  {
    slug: 'band-eccentric-wrist-extension',
    kind: 'strengthening',
    level: 3,
    equipment: 'band',
    undercover: false,
    durationSeconds: 270,
    repetitions: 12,
    regions: ['forearm_back', 'forearm_wrist'],
    contraindicatedRegions: ['forearm_back', 'wrist'],
    gentle: false,
    focus: ['strength', 'sport'],
    goals: ['muscle'],
    de: {
      name: 'Langsames Absenken des Handrückens mit Band',
      startingPosition:
        'Wie beim Handgelenkstrecken mit Band: Der rechte Unterarm liegt mit der Handfläche nach unten auf dem Oberschenkel, die Hand ragt über das Knie hinaus. Das Band ist unter dem rechten Fuß fixiert und etwas straffer gespannt als bei der einfachen Variante.',
      sequence:
        '1. Heben Sie die rechte Hand mit Hilfe der linken Hand in die obere Position – die rechte Hand arbeitet dabei nicht.\n2. Nehmen Sie die linke Hand weg und halten Sie die obere Position eine Sekunde allein.\n3. Senken Sie den Handrücken in 4 Sekunden langsam ab und bremsen Sie dabei gegen den Zug des Bandes.\n4. Wiederholen Sie den Ablauf. Nach 12 Wiederholungen wechseln Sie die Hand.',
      duration: '2 × 12 Wiederholungen pro Hand, etwa 4,5 Minuten',
      effect:
        'Kräftigt die Hand- und Fingerstrecker durch bremsende (exzentrische) Arbeit und erhöht die Belastbarkeit von Muskeln und Sehnen an der Außenseite des Unterarms.',
      commonMistakes:
        'Zu schnell absenken; den Ellbogen anheben; ein so starkes Band wählen, dass Sie die Bewegung nicht mehr kontrollieren; einen stechenden Schmerz übergehen.',
      tip: 'Eine spürbare Anstrengung und ein leichtes Brennen im Muskel sind in Ordnung, ein stechender Schmerz nicht – dann verringern Sie die Bandspannung.',
    },
    en: {
      name: 'Slow lowering of the back of the hand with band',
      startingPosition:
        'As in the wrist extension with band: your right forearm rests palm down on your thigh with the hand projecting beyond the knee. The band is anchored under your right foot and set a little tighter than in the basic version.',
      sequence:
        '1. Lift your right hand into the top position with the help of your left hand – the right hand does not work during this.\n2. Take the left hand away and hold the top position on its own for one second.\n3. Lower the back of the hand slowly over 4 seconds, braking against the pull of the band.\n4. Repeat the sequence. After 12 repetitions, switch hands.',
      duration: '2 × 12 repetitions per hand, about 4.5 minutes',
      effect:
        'Strengthens the wrist and finger extensors through braking (eccentric) work and increases the capacity of the muscles and tendons on the outside of the forearm.',
      commonMistakes:
        'Lowering too fast; lifting the elbow; choosing a band so strong that you lose control of the movement; ignoring a stabbing pain.',
      tip: 'Noticeable effort and a slight burn in the muscle are fine, a stabbing pain is not – in that case reduce the band tension.',
    },
  },
  {
    slug: 'seated-forearm-rotation-turns',
    kind: 'mobility',
    level: 1,
    equipment: 'none',
    undercover: true,
    durationSeconds: 90,
    repetitions: 15,
    regions: ['forearm_wrist', 'forearm_front', 'forearm_back'],
    contraindicatedRegions: [],
    gentle: true,
    focus: ['mobility'],
    goals: ['agility', 'painremoval'],
    de: {
      name: 'Unterarme drehen',
      startingPosition:
        'Sie sitzen aufrecht, die Oberarme liegen seitlich am Körper, die Ellbogen sind rechtwinklig gebeugt. Die Unterarme zeigen nach vorn, die Daumen nach oben, die Hände sind locker geöffnet.',
      sequence:
        '1. Drehen Sie beide Handflächen langsam so weit wie möglich nach oben.\n2. Drehen Sie sie anschließend so weit wie angenehm nach unten.\n3. Die Ellbogen bleiben am Körper – die Drehung kommt nur aus den Unterarmen.\n4. Führen Sie 15 ruhige Drehungen in jede Richtung aus.',
      duration: '15 Wiederholungen, etwa 1,5 Minuten',
      effect:
        'Mobilisiert die Drehbewegung der Unterarme zwischen Ellbogen und Handgelenk und lockert die Unterarmmuskulatur nach einseitiger Arbeit mit der Maus.',
      commonMistakes:
        'Die Ellbogen vom Körper abspreizen, sodass die Schulter die Drehung übernimmt; zu schnell drehen; die Hände zu Fäusten ballen.',
      tip: 'Die Maus zwingt die Hand in eine dauerhaft nach unten gedrehte Stellung. Betonen Sie deshalb vor allem die Drehung nach oben.',
    },
    en: {
      name: 'Forearm turns',
      startingPosition:
        'Sit upright with your upper arms by your sides and your elbows bent at a right angle. Your forearms point forward, thumbs up, hands loosely open.',
      sequence:
        '1. Slowly turn both palms up as far as possible.\n2. Then turn them down as far as is comfortable.\n3. Your elbows stay against your body – the rotation comes only from the forearms.\n4. Do 15 calm turns in each direction.',
      duration: '15 repetitions, about 1.5 minutes',
      effect:
        'Mobilises the rotation of the forearms between elbow and wrist and loosens the forearm muscles after one-sided work with the mouse.',
      commonMistakes:
        'Moving the elbows away from the body so that the shoulder takes over the rotation; turning too fast; clenching the hands into fists.',
      tip: 'The mouse keeps the hand turned palm-down all the time. So put particular emphasis on turning the palms up.',
    },
  },
  {
    slug: 'loose-hand-shake-out',
    kind: 'relaxation',
    level: 1,
    equipment: 'none',
    undercover: true,
    durationSeconds: 60,
    repetitions: null,
    regions: ['wrist', 'forearm_wrist'],
    contraindicatedRegions: [],
    gentle: true,
    focus: ['mobility'],
    goals: ['wellbeing', 'painremoval'],
    de: {
      name: 'Hände ausschütteln',
      startingPosition:
        'Sie sitzen aufrecht oder stehen, die Arme hängen locker neben dem Körper, die Schultern sind tief.',
      sequence:
        '1. Schütteln Sie beide Hände 10 Sekunden locker aus den Handgelenken aus, als wollten Sie Wassertropfen abschütteln.\n2. Halten Sie kurz inne und spüren Sie der Wärme und dem Kribbeln in den Händen nach.\n3. Wiederholen Sie das Ausschütteln dreimal.\n4. Öffnen und schließen Sie zum Schluss die Finger einige Male langsam.',
      duration: '3 × 10 Sekunden mit kurzen Pausen, etwa 1 Minute',
      effect:
        'Lockert Handgelenke und Unterarmmuskulatur, regt die Durchblutung der Hände an und bietet eine kurze Pause vom Tippen.',
      commonMistakes: 'Die Schultern dabei hochziehen; zu heftig schütteln; die Finger steif halten.',
      tip: 'Lassen Sie die Arme neben dem Stuhl hängen, dann ist die Übung auch im Großraumbüro kaum zu sehen. Ideal zwischen zwei Schreibphasen.',
    },
    en: {
      name: 'Shaking out the hands',
      startingPosition:
        'Sit upright or stand with your arms hanging loosely by your sides and your shoulders low.',
      sequence:
        '1. Shake both hands loosely from the wrists for 10 seconds, as if shaking off drops of water.\n2. Pause briefly and notice the warmth and tingling in your hands.\n3. Repeat the shaking three times.\n4. Finally, slowly open and close your fingers a few times.',
      duration: '3 × 10 seconds with short pauses, about 1 minute',
      effect:
        'Loosens the wrists and forearm muscles, stimulates circulation in the hands and offers a short break from typing.',
      commonMistakes: 'Hunching the shoulders; shaking too vigorously; keeping the fingers stiff.',
      tip: 'Let your arms hang beside the chair and the exercise is barely visible, even in an open-plan office. Ideal between two typing sessions.',
    },
  },
  {
    slug: 'finger-tendon-glide-sequence',
    kind: 'mobility',
    level: 1,
    equipment: 'none',
    undercover: true,
    durationSeconds: 90,
    repetitions: 5,
    regions: ['forearm_front', 'wrist'],
    contraindicatedRegions: [],
    gentle: true,
    focus: ['mobility'],
    goals: ['agility', 'painremoval'],
    de: {
      name: 'Sehnengleiten der Finger',
      startingPosition:
        'Sie sitzen am Schreibtisch, beide Ellbogen stehen auf der Tischplatte, die Unterarme zeigen senkrecht nach oben. Die Handgelenke sind gerade, die Finger gestreckt und geschlossen.',
      sequence:
        '1. Gerade Hand: Alle Finger sind gestreckt.\n2. Hakenfaust: Beugen Sie nur die Mittel- und Endgelenke der Finger, die Fingergrundgelenke bleiben gestreckt.\n3. Volle Faust: Schließen Sie die Hand vollständig, der Daumen liegt außen.\n4. Tischstellung: Die Fingergrundgelenke sind rechtwinklig gebeugt, die Finger bleiben gerade.\n5. Gerade Faust: Beugen Sie Grund- und Mittelgelenke, sodass die Fingerkuppen den Handballen berühren, die Endgelenke bleiben gestreckt.\n6. Halten Sie jede Stellung 3 Sekunden, kehren Sie zur geraden Hand zurück und wiederholen Sie die Abfolge 5-mal.',
      duration: '5 Durchgänge mit beiden Händen gleichzeitig, etwa 1,5 Minuten',
      effect:
        'Lässt die Beugesehnen der Finger über ihren ganzen Weg durch Handgelenk und Unterarm gleiten und bewegt alle Fingergelenke – ein guter Ausgleich zu den kleinen, gleichförmigen Bewegungen beim Tippen.',
      commonMistakes:
        'Die Stellungen hastig ineinander übergehen lassen; das Handgelenk dabei abknicken; mit Kraft in eine unangenehme Stellung drücken.',
      tip: 'Die Übung sieht von außen aus, als würden Sie nur Ihre Hände lockern. Wenn Sie sich die Abfolge nicht merken können: gerade, Haken, Faust, Tisch, gerade Faust.',
    },
    en: {
      name: 'Finger tendon glides',
      startingPosition:
        'Sit at your desk with both elbows on the desk and your forearms pointing straight up. The wrists are straight, the fingers extended and together.',
      sequence:
        '1. Straight hand: all fingers are extended.\n2. Hook fist: bend only the middle and end joints of the fingers, keeping the knuckles straight.\n3. Full fist: close your hand completely, with the thumb on the outside.\n4. Tabletop: bend the knuckles to a right angle while the fingers stay straight.\n5. Straight fist: bend the knuckles and middle joints so that the fingertips touch the base of the palm, keeping the end joints straight.\n6. Hold each position for 3 seconds, return to the straight hand and repeat the sequence 5 times.',
      duration: '5 rounds with both hands at the same time, about 1.5 minutes',
      effect:
        'Lets the finger flexor tendons glide along their whole path through the wrist and forearm and moves every finger joint – a good counterbalance to the small, repetitive movements of typing.',
      commonMistakes:
        'Rushing from one position to the next; bending the wrist during the sequence; forcing the hand into an uncomfortable position.',
      tip: 'From the outside it just looks as if you are loosening up your hands. If you cannot remember the order: straight, hook, fist, tabletop, straight fist.',
    },
  },
];
