// English landing pages (CMS seed), the counterpart of pages-de.ts. No external URLs.
import type { SeedPage } from './types';

export const pagesEn: readonly SeedPage[] = [
  {
    slug: '',
    title: 'officefit – fit at work, five minutes at a time',
    description:
      'officefit brings short, personal exercises, habits and challenges into the working day – for employees and for private users.',
    blocks: [
      {
        type: 'hero',
        heading: 'Exercise that fits into your working day',
        text: 'officefit turns your health profile into a personal training plan: four short exercises a day, each about five minutes at most – right at your desk, no changing clothes, no equipment.',
        ctaLabel: 'For companies',
        ctaHref: '/for_your_company',
      },
      {
        type: 'features',
        heading: 'What officefit does for you',
        items: [
          {
            title: 'Your personal plan',
            text: 'Your health profile, goals and two focus areas shape a four-week plan – four exercises every day, matched to your time and your equipment.',
            icon: 'target',
          },
          {
            title: 'Targeted at aches',
            text: 'Stiff neck, tired back? Pick the body region and get exercises that work right there – gentle and clearly explained.',
            icon: 'heart',
          },
          {
            title: 'Mental strength',
            text: 'Breathing and focus exercises plus articles on stress, sleep and concentration keep your mind flexible too.',
            icon: 'brain',
          },
          {
            title: 'Habits and goals',
            text: 'A habit tracker, a weekly goal and a steps goal make progress visible. Every active working day grows your streak.',
            icon: 'chart',
          },
          {
            title: 'Motivated together',
            text: 'Challenge colleagues – one against one, in pairs or as a team. Taking part is always your choice.',
            icon: 'users',
          },
          {
            title: 'Points that pay off',
            text: 'Exercises, goals and challenges earn fitness points that you redeem in the rewards shop.',
            icon: 'star',
          },
        ],
      },
      {
        type: 'text',
        heading: 'Why short sessions work',
        html: '<p>Sitting for long stretches strains your back, neck and circulation. What matters most is not one big workout but <strong>regularly breaking up sitting time</strong>. That is why officefit relies on short exercises you can do between two meetings.</p><p>The app reminds you at the times you choose, pauses during holidays or sick leave, and adapts your plan when you do not like an exercise.</p>',
      },
      {
        type: 'testimonials',
        heading: 'What teams using officefit say',
        items: [
          {
            quote:
              'We manage the short exercises even on busy days. Since the team challenge, almost everyone joins in.',
            name: 'Sandra K.',
            role: 'Team lead, logistics company',
          },
          {
            quote:
              'The neck section helps me most. Two exercises in the afternoon and my head is clear again.',
            name: 'Murat A.',
            role: 'Software developer',
          },
          {
            quote: 'Easy to roll out, bilingual and sparing with data – that convinced our works council.',
            name: 'Claudia H.',
            role: 'HR officer, mechanical engineering',
          },
        ],
      },
      {
        type: 'cta',
        heading: 'Try it free for a week with your team',
        text: 'We set up a trial week for you – no obligation, it ends by itself.',
        label: 'Request a trial week',
        href: '/for_your_company#contact',
      },
    ],
  },
  {
    slug: 'intro',
    title: 'How officefit works',
    description:
      'Three steps to your personal training plan: fill in your health profile, choose your focus, do four short exercises a day.',
    blocks: [
      {
        type: 'hero',
        heading: 'Ready in three steps',
        text: 'officefit gets to know you briefly and then puts together a small programme that suits you, every day.',
        ctaLabel: 'Frequently asked questions',
        ctaHref: '/faq',
      },
      {
        type: 'features',
        heading: 'Your start',
        items: [
          {
            title: '1. Health profile',
            text: 'In five short steps you enter personal details, aches, goals and settings. You can skip the profile and get a standard plan instead.',
            icon: 'shield',
          },
          {
            title: '2. Two focus areas',
            text: 'Choose exactly two focus areas, for example mobility and sleep. They shape your four-week focus phase.',
            icon: 'target',
          },
          {
            title: '3. Four exercises a day',
            text: 'Every working day, four exercises are waiting for you, each about five minutes at most. Reminders arrive at the times you choose.',
            icon: 'clock',
          },
        ],
      },
      {
        type: 'text',
        heading: 'What you need',
        html: '<ul><li>A computer, tablet or smartphone with an up-to-date browser – officefit can be installed like an app.</li><li>A little space next to your desk. A resistance band or a massage ball is welcome but not required.</li><li>About 20 minutes a day, spread over short breaks.</li></ul><p>Remove exercises you do not like and tell us why – your plan takes it into account. Save your favourite exercises as favourites.</p>',
      },
      {
        type: 'cta',
        heading: 'Any questions?',
        text: 'You will find answers to the most common questions in our FAQ.',
        label: 'Go to the FAQ',
        href: '/faq',
      },
    ],
  },
  {
    slug: 'for_you',
    title: 'officefit for you – your personal exercise programme',
    description:
      'officefit for private users: a personal training plan of short exercises, a habit tracker, a blog and rewards – flexible terms, cancel online.',
    blocks: [
      {
        type: 'hero',
        heading: 'Your exercise coach for the home office and the office',
        text: 'You can use officefit without a company account too: a personal plan, exercises for aches, mental strength and a blog full of practical tips.',
        ctaLabel: 'Ask a question',
        ctaHref: '#contact',
      },
      {
        type: 'features',
        heading: 'Everything that is included',
        items: [
          {
            title: 'Personal training plan',
            text: 'Four short exercises a day, built from your health profile and your goals.',
            icon: 'target',
          },
          {
            title: 'Exercises by body region',
            text: 'For acute tension, pick the region – from neck to knee – and get suitable exercises.',
            icon: 'heart',
          },
          {
            title: 'Habit tracker',
            text: 'Build healthy routines for nutrition, movement and mental strength and tick them off every day.',
            icon: 'leaf',
          },
          {
            title: 'Blog on diet and mental strength',
            text: 'Articles on nutrition, sleep, stress and movement – bookmark them and rate them.',
            icon: 'brain',
          },
          {
            title: 'Fitness points and rewards',
            text: 'Every activity earns points that you can redeem in the rewards shop.',
            icon: 'star',
          },
          {
            title: 'Live stream',
            text: 'Join live sessions – a reminder arrives ten minutes before they start.',
            icon: 'phone',
          },
        ],
      },
      {
        type: 'text',
        heading: 'A membership without catches',
        html: '<p>Choose the term that suits you: two weeks or one, three, six, nine or twelve months, billed monthly, quarterly, half-yearly or yearly.</p><ul><li><strong>Cancel online:</strong> cancelling takes three steps in your profile.</li><li><strong>Refund in the first week:</strong> if you cancel within the first week, we refund your fee.</li><li><strong>Your data is yours:</strong> we use health data only for your plan and delete it no later than six months after your contract ends.</li></ul>',
      },
      {
        type: 'experts',
        heading: 'Our exercises are made with experts',
        items: [
          {
            name: 'Lena Hoffmann',
            role: 'Physiotherapist',
            bio: 'Develops the exercises for neck, shoulders and back and makes sure every movement can be done safely even with aches.',
          },
          {
            name: 'Dr. Jonas Berger',
            role: 'Sports scientist',
            bio: 'Responsible for how training plans are built, the focus phases and the dosage of the exercises.',
          },
          {
            name: 'Aylin Demir',
            role: 'Nutrition consultant',
            bio: 'Writes our nutrition articles with practical recipes for the office and the home office.',
          },
        ],
      },
      {
        type: 'contact_form',
        id: 'contact',
        heading: 'Do you have a question?',
        text: 'Write to us – we usually reply within two working days.',
        trial: false,
      },
    ],
  },
  {
    slug: 'for_your_company',
    title: 'officefit for companies – workplace health promotion that people actually use',
    description:
      'officefit for companies: short exercises at the workplace, team challenges and rankings, health days and workshops. Request a free trial week now.',
    blocks: [
      {
        type: 'hero',
        heading: 'Health promotion that reaches the working day',
        text: 'officefit gives your employees four short, personal exercises every day – at the desk, in the home office and on the road. No equipment, no changing room, in German and English.',
        ctaLabel: 'Request a trial week',
        ctaHref: '#contact',
      },
      {
        type: 'features',
        heading: 'Your benefits',
        items: [
          {
            title: 'High participation',
            text: 'Exercises of about five minutes at most fit between two meetings. Reminders, streaks and points keep motivation up.',
            icon: 'users',
          },
          {
            title: 'Fewer aches at work',
            text: 'Targeted exercises for neck, shoulders, back and wrists work where office work puts the strain.',
            icon: 'heart',
          },
          {
            title: 'Team spirit through challenges',
            text: 'Duels, pairs or team against team: challenges and the company ranking – optionally by location or department – bring colleagues together.',
            icon: 'star',
          },
          {
            title: 'Data protection from the start',
            text: 'You never see individual health data. Rankings and challenges are voluntary and need each person’s consent.',
            icon: 'shield',
          },
          {
            title: 'Quick to roll out',
            text: 'Employees sign up with their work e-mail address or an access code. Your IT does not need to install anything.',
            icon: 'clock',
          },
          {
            title: 'On site too',
            text: 'Add health days, workshops, talks, coachings, massages or running training to the app.',
            icon: 'leaf',
          },
        ],
      },
      {
        type: 'text',
        heading: 'How the roll-out works',
        html: '<ol><li><strong>Trial week:</strong> a team of your choice tests officefit for one week with every feature. The trial week ends by itself.</li><li><strong>Kick-off:</strong> we present officefit in a short online meeting – with HR and the works council if you like.</li><li><strong>Start:</strong> your employees get their access, fill in the health profile and start their personal plan.</li><li><strong>Support:</strong> on request we plan challenges, a health day or workshops on back health, nutrition and stress.</li></ol>',
      },
      {
        type: 'text',
        heading: 'Health insurers and tax relief (Germany)',
        html: '<p>Under <strong>section 20b of the German Social Code, Book V (SGB V)</strong>, statutory health insurers support workplace health promotion. Whether and how much an insurer contributes to a particular offer is decided case by case – so we do not promise any funding, but we are happy to help you prepare a request.</p><p>In addition, employer-paid health promotion can be tax-free up to 600 euros per employee and year under <strong>section 3 no. 34 of the German Income Tax Act (EStG)</strong> if it meets the requirements of sections 20 and 20b SGB V. Please check the conditions for your company with your tax adviser.</p>',
      },
      {
        type: 'features',
        heading: 'Services for your company',
        items: [
          {
            title: 'Health day',
            text: 'A day with hands-on stations, quick checks and advice at your premises.',
            icon: 'heart',
          },
          {
            title: 'Workshops and talks',
            text: 'Back health, an ergonomic workplace, eating well at the office, dealing with stress.',
            icon: 'brain',
          },
          {
            title: 'Coachings',
            text: 'Individual or team coachings on movement, nutrition and mental strength.',
            icon: 'users',
          },
          {
            title: 'Exercise on site',
            text: 'Back Fit, Body Fit, Office Fit, Outdoor Fit, EMS training, personal training and massage.',
            icon: 'target',
          },
          {
            title: 'Running training',
            text: 'Running together – from the first kilometre to the company run.',
            icon: 'chart',
          },
        ],
      },
      {
        type: 'testimonials',
        heading: 'References',
        items: [
          {
            quote:
              'After three months, more than half of our office staff used officefit every week. The team challenges opened the door.',
            name: 'Thomas W.',
            role: 'Head of HR, insurance services provider with 400 employees',
          },
          {
            quote:
              'Our works council was quickly convinced: no individual reports, voluntary rankings, clear deletion periods.',
            name: 'Julia S.',
            role: 'Workplace health management, municipal utility',
          },
          {
            quote: 'The health day followed by using the app changed more for us than any brochure.',
            name: 'Peter M.',
            role: 'Managing director, engineering office with 60 employees',
          },
        ],
      },
      {
        type: 'contact_form',
        id: 'contact',
        heading: 'Request a free trial week',
        text: 'Tell us briefly about your company. We will get back to you within two working days and set up your trial week.',
        trial: true,
      },
    ],
  },
  {
    slug: 'team',
    title: 'The team behind officefit',
    description:
      'Physiotherapy, sports science, nutrition, psychology and technology: meet the team that builds officefit.',
    blocks: [
      {
        type: 'hero',
        heading: 'People who bring movement into everyday life',
        text: 'We are health and technology professionals with one shared goal: making health at work so simple that it happens every day.',
      },
      {
        type: 'team',
        heading: 'Our team',
        members: [
          { name: 'Miriam Vogt', role: 'Founder and managing director' },
          { name: 'Felix Brandt', role: 'Product and technology' },
          { name: 'Lena Hoffmann', role: 'Physiotherapist, exercise development' },
          { name: 'Dr. Jonas Berger', role: 'Sports scientist, training plans' },
          { name: 'Aylin Demir', role: 'Nutrition consultant, blog' },
          { name: 'Sophie Krüger', role: 'Psychologist, mental strength' },
          { name: 'Daniel Okafor', role: 'Customer success for companies' },
        ],
      },
      {
        type: 'experts',
        heading: 'Our experts',
        items: [
          {
            name: 'Sophie Krüger',
            role: 'Psychologist (M.Sc.)',
            bio: 'Designs the mental-strength exercises and writes about stress, sleep and concentration.',
          },
          {
            name: 'Lena Hoffmann',
            role: 'Physiotherapist',
            bio: 'Checks every exercise for clean technique and for when it is better left out with certain aches.',
          },
        ],
      },
      {
        type: 'cta',
        heading: 'Work with us',
        text: 'Would you like to introduce officefit at your company or work with us?',
        label: 'Get in touch',
        href: '/for_your_company#contact',
      },
    ],
  },
  {
    slug: 'faq',
    title: 'Frequently asked questions about officefit',
    description:
      'Answers about exercises, time needed, data protection, cancellation, the trial week, health insurers and fitness points at officefit.',
    blocks: [
      {
        type: 'faq',
        heading: 'Frequently asked questions',
        items: [
          {
            question: 'What is officefit?',
            answer:
              'officefit is a web app for health at work. It builds a personal plan of short exercises from your health profile and adds exercises for aches, mental strength, a habit tracker, challenges and a blog.',
          },
          {
            question: 'How much time do I need per day?',
            answer:
              'The plan has four exercises a day, each lasting about five minutes at most. You can spread them over the day.',
          },
          {
            question: 'Do I need equipment or sportswear?',
            answer:
              'No. Every exercise works in everyday clothes at your workplace. A resistance band or a massage ball widens the choice but is not required – you tell us in your health profile what you have.',
          },
          {
            question: 'I have back pain. Can I still use officefit?',
            answer:
              'Yes, you enter your aches in the health profile and the plan takes them into account. officefit does not replace a medical examination, though: with severe, worsening or unexplained pain, after an accident or with numbness, please see a doctor first.',
          },
          {
            question: 'How does officefit protect my health data?',
            answer:
              'We process health data only with your explicit consent and only to build your plan. It is transmitted encrypted and deleted no later than six months after your contract ends. It is never passed on for advertising.',
          },
          {
            question: 'Can my employer see my data?',
            answer:
              'No. Your employer sees no individual health data and no individual exercises. You only take part in rankings and challenges if you agree to it in your settings, and you can use a nickname instead of your first name at any time.',
          },
          {
            question: 'How do I cancel?',
            answer:
              'Online: open your profile and choose “Cancel”. Cancelling takes three steps and you get a confirmation. If you cancel a private membership within the first week, we refund your fee.',
          },
          {
            question: 'Which terms are available?',
            answer:
              'Private memberships run for two weeks or for one, three, six, nine or twelve months. For company accounts, your company’s contract sets the term.',
          },
          {
            question: 'What is the trial week for companies?',
            answer:
              'A team from your company uses officefit free of charge for one week with every feature. Request the trial week through the contact form and we set it up. It ends by itself – there is nothing to cancel.',
          },
          {
            question: 'Does health insurance pay for officefit?',
            answer:
              'In Germany, statutory health insurers can support workplace health promotion under section 20b SGB V. Whether funding is possible is decided by each insurer case by case. We are happy to help companies prepare a request but cannot promise funding.',
          },
          {
            question: 'How do fitness points work?',
            answer:
              'You earn fitness points for exercises, reaching your weekly and steps goals, reading articles and challenges. You can exchange them for rewards in the rewards shop.',
          },
          {
            question: 'What happens during my holiday?',
            answer:
              'Enter an absence – holiday, illness or business trip. During that time you will not receive reminders.',
          },
          {
            question: 'Which devices does officefit run on?',
            answer:
              'In any up-to-date browser on computers, tablets and smartphones. You can install officefit like an app; content you have already loaded stays available offline.',
          },
          {
            question: 'Which languages is officefit available in?',
            answer: 'German and English. You choose the language in your profile.',
          },
        ],
      },
      {
        type: 'cta',
        heading: 'Your question was not answered?',
        text: 'Write to us using the contact form.',
        label: 'Contact',
        href: '/for_you#contact',
      },
    ],
  },
];
