import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, logIn } from '../support/app';
import {
  answer,
  apiGet,
  chooseOption,
  dayProgress,
  ensureTodayIsPlanDay,
  type CurrentUnitsJson,
  type ExerciseJson,
  fitnessPoints,
  openHome,
  parseGermanNumber,
  todayPlan,
  unitName,
  USER_TIME_ZONE,
  userToday,
} from '../support/training';

// The training area as an employee uses it (issue 3, "Tests and figures"). The e2e server seeds one database per
// run and nothing is reset between tests, so every test reads the state it starts from instead of assuming it.
// The demo users live in Berlin: the browser does too, so "today" means the same day in the UI and the backend.
test.use({ timezoneId: USER_TIME_ZONE });
// Whole user journeys with an accessibility scan per screen: more than the default 30 s on a busy machine.
test.describe.configure({ timeout: 60_000 });

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

async function logInAs(page: Page, email: string): Promise<void> {
  await page.goto('/');
  await logIn(page, email);
}

test('new@example.com completes the 5-step health profile and gets a plan of 4 exercises that respects it', async ({
  page,
}) => {
  await logInAs(page, 'new@example.com');
  await expect(page).toHaveURL(/\/anamnesis$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Gesundheitsprofil' })).toBeVisible();
  await expect(page.getByTestId('anamnesis-state')).toContainText('Ihr Gesundheitsprofil fehlt noch');
  const next = page.getByRole('button', { name: 'Weiter', exact: true });
  const step = (n: number, title: string) =>
    page.getByRole('heading', { level: 2, name: `Schritt ${n} von 5: ${title}`, exact: true });

  // 1 Personal data
  await expect(step(1, 'Persönliche Daten')).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel('Körpergröße in cm').fill('178');
  await page.getByLabel('Gewicht in kg').fill('72,5');
  // gender is asked once, with the account (issue 39)
  await expect(page.getByRole('radiogroup', { name: 'Geschlecht' })).toHaveCount(0);
  await next.click();

  // 2 General
  await expect(step(2, 'Allgemeines')).toBeVisible();
  await answer(page, 'Wie fit sind Sie?', 'Wenig trainiert');
  await chooseOption(page, 'Wie viele Stunden sitzen Sie an einem Arbeitstag?', '8 Stunden');
  for (const question of [
    'Wie gestresst fühlen Sie sich im Alltag?',
    'Wie gut ist Ihr Körpergefühl?',
    'Wie wohl fühlen Sie sich insgesamt?',
    'Wie gut schlafen Sie?',
    'Wie ausgewogen ernähren Sie sich?',
  ])
    await answer(page, question, '3 – mittel');
  await expectAccessible(page);
  await next.click();

  // 3 Complaints: one pain point at the knee, no red flag, confirmed with "Übernehmen"
  await expect(step(3, 'Beschwerden')).toBeVisible();
  await answer(page, 'Haben Sie derzeit Beschwerden oder Schmerzen?', 'Ja, ich habe Beschwerden');
  await page.getByRole('button', { name: 'Beschwerde hinzufügen', exact: true }).click();
  const editor = page.getByRole('region', { name: 'Neue Beschwerde' });
  await chooseOption(editor, 'Körperregion', 'Knie');
  await expect(editor.getByText('Gewählt: Knie')).toBeVisible();
  await expect(editor.getByRole('button', { name: 'Knie', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await answer(editor, 'Seit wann haben Sie die Beschwerden?', '1–4 Wochen');
  await answer(editor, 'Wurden die Beschwerden ärztlich untersucht?', 'Ja');
  await answer(editor, 'Haben Sie dort zurzeit Schmerzen?', 'Ja');
  await answer(editor, 'Haben Sie diese Beschwerden zum ersten Mal?', 'Zum ersten Mal');
  await chooseOption(editor, 'Wie stark sind die Beschwerden?', '3');
  await answer(editor, 'Werden die Beschwerden schlimmer?', 'Nein');
  await answer(editor, 'Sind die Beschwerden nach einem Unfall oder Sturz entstanden?', 'Nein');
  await answer(editor, 'Haben Sie Taubheitsgefühle oder Schwäche, z. B. in Armen oder Beinen?', 'Nein');
  await expect(editor.getByText('Hinweis')).toHaveCount(0); // no red flag
  await expectAccessible(page);
  await editor.getByRole('button', { name: 'Übernehmen', exact: true }).click();
  await expect(editor).toBeHidden();
  await expect(page.getByTestId('pain-point')).toHaveCount(1);
  await expect(page.getByTestId('pain-point')).toContainText('Knie');
  await expect(page.getByTestId('pain-point')).toContainText('1–4 Wochen');
  await next.click();

  // 4 Goals: one focus area is refused, exactly two are accepted
  await expect(step(4, 'Ziele festlegen')).toBeVisible();
  await page
    .getByRole('group', { name: 'Welche Ziele haben Sie?' })
    .getByRole('checkbox', { name: 'Muskeln stärken', exact: true })
    .check();
  const focus = page.getByRole('group', { name: 'Ihre Schwerpunkte für die nächsten 4 Wochen' });
  await focus.getByRole('checkbox', { name: 'Beweglichkeit', exact: true }).check();
  await expect(page.getByText('1 von 2 Schwerpunkten gewählt')).toBeVisible();
  await next.click();
  await expect(focus.getByText('Bitte wählen Sie zwei Schwerpunkte!')).toBeVisible();
  await expect(step(4, 'Ziele festlegen')).toBeVisible();
  await expectAccessible(page);
  await focus.getByRole('checkbox', { name: 'Kraft', exact: true }).check();
  await expect(page.getByText('2 von 2 Schwerpunkten gewählt')).toBeVisible();
  await expect(focus.getByText('Bitte wählen Sie zwei Schwerpunkte!')).toBeHidden();
  await next.click();

  // 5 Settings: 5 minutes a day, no equipment, every day of the week (so today is a plan day), consent
  await expect(step(5, 'Einstellungen')).toBeVisible();
  await answer(page, 'Wie viel Zeit pro Tag möchten Sie trainieren?', '5 Minuten');
  await answer(page, 'Welche Hilfsmittel haben Sie zur Hand?', 'Keine Hilfsmittel');
  await chooseOption(page, 'An wie vielen Tagen pro Woche möchten Sie trainieren?', '7 Tage');
  await answer(page, 'Wo möchten Sie am liebsten trainieren?', 'Überall');
  await answer(page, 'Haben Sie einen höhenverstellbaren Schreibtisch?', 'Nein');
  // each consent purpose has its own box (issue 36): the plan's answers, and the knee as a pain point
  await page.getByRole('checkbox', { name: /^Ich willige ein, dass meine Gesundheitsdaten/ }).check();
  await page.getByRole('checkbox', { name: /^Ich willige ein, dass meine Beschwerden/ }).check();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Speichern', exact: true }).click();

  // The dashboard with the new plan
  await expect(page).toHaveURL(/\/home$/);
  await expect(
    page.getByText('Ihr Gesundheitsprofil ist gespeichert. Ihr persönlicher Trainingsplan ist bereit.'),
  ).toBeVisible();
  const { card, units } = todayPlan(page);
  await expect(units).toHaveCount(4);
  await expect(page.getByTestId('day-progress')).toHaveText(/^0\/4 Übungen erledigt · Tag \d+ von \d+$/);
  await expectAccessible(page);

  // The plan respects the answers (checked through the API with the user's own token)
  const plan = await apiGet<CurrentUnitsJson>(page, 'current_units');
  expect(plan.total).toBe(4);
  expect(plan.units).toHaveLength(4);
  if (plan.date === userToday()) await expect(card.getByText(/Heute ist kein Trainingstag/)).toHaveCount(0);
  else await expect(card.getByText(/Heute ist kein Trainingstag/)).toBeVisible();
  const shown = await Promise.all((await units.all()).map(unitName));
  expect(shown.sort()).toEqual(plan.units.map((u) => u.exercise.name).sort());
  expect(new Set(plan.units.map((u) => u.exercise.id)).size).toBe(4);
  for (const unit of plan.units) {
    const label = `${unit.exercise.name} (${unit.exercise.id})`;
    expect(unit.exercise.equipment, label).toBe('none');
    expect(unit.exercise.duration, label).toBeLessThanOrEqual(75); // 5 minutes for 4 exercises
    const exercise = await apiGet<ExerciseJson>(page, `exercise/${unit.exercise.id}`);
    expect(exercise.contraindicated_regions, label).not.toContain('knee');
    // the painful knee may only be trained gently
    if (exercise.regions.includes('knee')) expect(exercise.gentle, label).toBe(true);
  }
});

test('demo@example.com does an exercise of today’s plan and sees points and the day’s progress rise', async ({
  page,
}) => {
  await logInAs(page, 'demo@example.com');
  await expect(page).toHaveURL(/\/home$/);
  await ensureTodayIsPlanDay(page);
  await openHome(page);
  await expectAccessible(page);
  const pointsBefore = await fitnessPoints(page);
  const before = await dayProgress(page);
  expect(before.total).toBe(4);
  expect(before.done).toBeLessThan(4);

  // The first exercise not done yet
  const open = page.getByRole('link', { name: /^Übung starten: / }).first();
  const name = ((await open.getAttribute('aria-label')) ?? '').replace(/^Übung starten: /, '');
  await open.click();
  await expect(page).toHaveURL(/\/exercise\/\d+\?unit=\d+$/);
  await expect(page.getByRole('heading', { level: 1, name, exact: true })).toBeVisible();
  await expectAccessible(page);

  const player = page.getByTestId('exercise-player');
  const timer = player.getByTestId('exercise-timer');
  const remaining = async () => {
    const [minutes, seconds] = ((await timer.textContent()) ?? '').split(':').map(Number);
    return minutes! * 60 + seconds!;
  };
  const duration = await remaining();
  await player.getByRole('button', { name: 'Übung starten', exact: true }).click();
  await expect(player.getByRole('button', { name: 'Pause', exact: true })).toBeVisible();
  await expect(page.getByTestId('player-announcement')).toContainText('Übung gestartet');
  // A finish counts only a plausible time after the start: on the e2e server 5 s (DECISIONS "A finish needs today's start").
  await expect.poll(remaining, { timeout: 15_000 }).toBeLessThanOrEqual(duration - 6);
  await player.getByRole('button', { name: 'Übung abschließen', exact: true }).click();
  await expect(player.getByRole('heading', { name: 'Geschafft!' })).toBeVisible();
  const earnedText = player.getByText(/^\+\d+ Fitnesspunkte?$/);
  await expect(earnedText).toBeVisible();
  const earned = parseGermanNumber(await earnedText.textContent());
  expect(earned).toBeGreaterThanOrEqual(20);
  await expect(
    player.getByText(/^Wochenziel: \d+ von \d+ Trainingstagen$|^Ihr Wochenziel ist erreicht!$/),
  ).toBeVisible();
  await expectAccessible(page);

  await player.getByRole('link', { name: 'Zur Übersicht' }).click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByTestId('day-progress')).toHaveText(
    new RegExp(`^${before.done + 1}/${before.total} Übungen erledigt`),
  );
  // start points (and a strike flame on the first points of a working day) come on top of the finish points
  const points = page.getByTestId('fitness-points');
  await expect
    .poll(async () => Number(((await points.textContent()) ?? '').replace(/\D/g, '')))
    .toBeGreaterThanOrEqual(pointsBefore + earned);
  await expect(page.getByRole('link', { name: `Übung wiederholen: ${name}`, exact: true })).toBeVisible();
  await expectAccessible(page);
});

test('demo@example.com removes an exercise with a reason, restores it from the removed list and favourites another', async ({
  page,
}) => {
  await logInAs(page, 'demo@example.com');
  await expect(page).toHaveURL(/\/home$/);
  await openHome(page);
  await expectAccessible(page);

  // Remove the last open exercise of the plan (another test finishes the first one)
  const { card, units } = todayPlan(page);
  const openUnits = units.filter({ has: page.getByText('Offen', { exact: true }) });
  expect(await openUnits.count()).toBeGreaterThan(0);
  const removed = await unitName(openUnits.last());
  const names = await Promise.all((await units.all()).map(unitName));
  const favourite = names.find((n) => n !== removed);
  expect(favourite).toBeDefined();

  await openUnits
    .last()
    .getByRole('link', { name: `Übung starten: ${removed}`, exact: true })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: removed, exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Übung entfernen', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `„${removed}“ entfernen` });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Entfernen', exact: true }).click();
  await expect(dialog.getByText('Bitte wählen Sie einen Grund.')).toBeVisible(); // a reason is required
  await answer(dialog, 'Warum möchten Sie die Übung entfernen?', 'Zu leicht');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Entfernen', exact: true }).click();

  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByText(`„${removed}“ wurde aus Ihrem Plan entfernt.`)).toBeVisible();
  await expect(units).toHaveCount(4);
  await expect(card.getByRole('heading', { name: removed, exact: true })).toHaveCount(0);

  // The removed list names it with the reason; restoring takes it off the list
  await page.goto('/favourites');
  await expect(page.getByRole('heading', { level: 1, name: 'Meine Übungen' })).toBeVisible();
  await page.getByRole('tab', { name: 'Entfernte Übungen' }).click();
  await expect(page).toHaveURL(/\/favourites\?tab=removed$/);
  const removedList = page.getByRole('tabpanel', { name: 'Entfernte Übungen' });
  const item = removedList
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: removed, exact: true }) });
  await expect(item).toHaveCount(1);
  await expect(item).toContainText('Grund: Zu leicht');
  await expectAccessible(page);
  await item.getByRole('button', { name: `„${removed}“ wiederherstellen`, exact: true }).click();
  await expect(page.getByText(`„${removed}“ ist wieder in Ihrem Plan möglich.`)).toBeVisible();
  await expect(removedList.getByRole('heading', { name: removed, exact: true })).toHaveCount(0);
  await page.reload();
  await expect(removedList).toBeVisible();
  await expect(removedList.getByRole('heading', { name: removed, exact: true })).toHaveCount(0);

  // Favourite another exercise of the plan; it shows under "Meine Übungen"
  await openHome(page);
  await card
    .getByRole('link', { name: new RegExp(`^Übung (starten|wiederholen): ${escapeRegExp(favourite!)}$`) })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: favourite, exact: true })).toBeVisible();
  const toggle = page.getByRole('button', { name: 'Favorit', exact: true });
  if ((await toggle.getAttribute('aria-pressed')) === 'true') {
    await toggle.click(); // already one (e.g. a retry): start from "not a favourite"
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  }
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText('Zu Ihren Favoriten hinzugefügt.')).toBeVisible();
  await expectAccessible(page);

  await page.goto('/favourites');
  await expect(page.getByRole('tab', { name: 'Meine Übungen' })).toHaveAttribute('aria-selected', 'true');
  const favourites = page.getByRole('tabpanel', { name: 'Meine Übungen' });
  await expect(favourites.getByRole('heading', { level: 2, name: favourite, exact: true })).toBeVisible();
  await expectAccessible(page);
});

test('demo@example.com gets a fitting exercise for neck pain, and a "see a doctor first" notice for severe pain', async ({
  page,
}) => {
  await logInAs(page, 'demo@example.com');
  await expect(page).toHaveURL(/\/home$/);
  await page.goto('/pain');
  await expect(page.getByRole('heading', { level: 1, name: 'Übung bei Beschwerden' })).toBeVisible();
  await expectAccessible(page);

  const form = page.getByRole('form', { name: 'Übungssuche bei Beschwerden' });
  await chooseOption(form, 'Körperregion', 'Halswirbelsäule (Nacken)');
  await expect(form.getByText('Gewählt: Halswirbelsäule (Nacken)')).toBeVisible();
  await answer(form, 'Art der Beschwerden', 'Chronisch');
  await answer(form, 'Sind die Schmerzen stark oder werden sie schlimmer?', 'Nein');
  await answer(
    form,
    'Haben Sie Taubheitsgefühle oder Schwäche, oder kamen die Beschwerden nach einem Unfall?',
    'Nein',
  );
  await form.getByRole('button', { name: 'Passende Übung finden' }).click();

  const result = page.getByTestId('pain-result');
  await expect(
    result.getByText('Diese Übung passt zu Ihren Beschwerden an folgender Stelle: Halswirbelsäule (Nacken).'),
  ).toBeVisible();
  await expect(page.getByTestId('pain-red-flag')).toHaveCount(0);
  const start = result.getByRole('link', { name: 'Zur Übung' });
  const href = (await start.getAttribute('href')) ?? '';
  expect(href).toMatch(/^\/exercise\/\d+\?mode=pain&region=cervical_spine$/);
  const name = ((await result.getByRole('heading', { level: 3 }).textContent()) ?? '').trim();
  await expectAccessible(page);

  // Fitting: it trains the neck area and is not contraindicated there
  const exercise = await apiGet<ExerciseJson>(page, `exercise/${/\/exercise\/(\d+)/.exec(href)![1]}`);
  expect(exercise.name).toBe(name);
  expect(exercise.kind).not.toBe('mental');
  const neck = ['cervical_spine', 'neck', 'side_neck'];
  expect(
    exercise.regions.some((r) => neck.includes(r)),
    exercise.regions.join(),
  ).toBe(true);
  expect(exercise.contraindicated_regions?.filter((r) => neck.includes(r))).toEqual([]);

  await start.click();
  await expect(page).toHaveURL(/\/exercise\/\d+\?mode=pain&region=cervical_spine$/);
  await expect(page.getByRole('heading', { level: 1, name, exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Zurück zur Übungssuche bei Beschwerden' })).toBeVisible();
  await expectAccessible(page);

  // Severe or worsening pain: no exercise, see a doctor first
  await page.goto('/pain');
  await chooseOption(form, 'Körperregion', 'Halswirbelsäule (Nacken)');
  await answer(form, 'Art der Beschwerden', 'Chronisch');
  await answer(form, 'Sind die Schmerzen stark oder werden sie schlimmer?', 'Ja');
  await answer(
    form,
    'Haben Sie Taubheitsgefühle oder Schwäche, oder kamen die Beschwerden nach einem Unfall?',
    'Nein',
  );
  await form.getByRole('button', { name: 'Passende Übung finden' }).click();
  const notice = page.getByTestId('pain-red-flag');
  await expect(notice).toBeVisible();
  await expect(notice).toContainText('Bitte lassen Sie Ihre Beschwerden zuerst ärztlich abklären');
  await expect(notice).toContainText('starke Schmerzen');
  await expect(result.getByRole('link', { name: 'Zur Übung' })).toHaveCount(0);
  await expectAccessible(page);
});
