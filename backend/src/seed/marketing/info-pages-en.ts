// English info pages (Good to know, References, About us, Career, Support), the counterpart of info-pages-de.ts.
// No external URLs.
import type { SeedPage } from './types';

export const infoPagesEn: readonly SeedPage[] = [
  {
    slug: 'special/good-to-know',
    title: 'Good to know – healthy through the office day',
    description:
      'Small habits with a big effect: tips from our experts on sitting posture, screen breaks, drinking enough, moving in between and recovering after work.',
    blocks: [
      {
        type: 'hero',
        heading: 'Good to know',
        text: 'Your exercises work best when the rest of the working day plays along. Our physiotherapists, sports scientists and nutrition experts have put together what really helps at the office.',
      },
      {
        type: 'features',
        heading: 'Five habits for every working day',
        items: [
          {
            title: 'The best posture is the next one',
            text: 'There is no single correct sitting posture. Change it often – upright, leaning back, standing now and then. For your back and neck, movement matters more than perfection.',
            icon: 'heart',
          },
          {
            title: 'The 20-20-20 rule for your eyes',
            text: 'Every 20 minutes, look at a point about six metres away for around 20 seconds. It relaxes the eye muscles and helps against dry eyes.',
            icon: 'clock',
          },
          {
            title: 'Drink before you are thirsty',
            text: 'Put a carafe of water or unsweetened tea on your desk in the morning. About one and a half to two litres spread over the day keep your concentration and circulation steady.',
            icon: 'leaf',
          },
          {
            title: 'Build in walks',
            text: 'Phone calls on the move, the stairs instead of the lift, the printer in the next room: every walk counts towards your steps and interrupts long sitting.',
            icon: 'target',
          },
          {
            title: 'Start your evening on purpose',
            text: 'A short ritual – tidy the desk, note tomorrow’s three tasks, take a few deep breaths – helps your mind switch off.',
            icon: 'brain',
          },
        ],
      },
      {
        type: 'text',
        heading: 'Set up your workstation in three minutes',
        html: '<ul><li><strong>Chair:</strong> your feet rest flat on the floor, your knees at roughly a right angle.</li><li><strong>Desk:</strong> your forearms rest loosely, your shoulders stay down.</li><li><strong>Screen:</strong> an arm’s length away, its top edge at about eye level.</li><li><strong>Laptop:</strong> with a stand, a separate keyboard and a mouse you work far more relaxed.</li></ul>',
      },
      {
        type: 'text',
        heading: 'Important',
        html: '<p>These tips support general health and do not replace medical advice. If complaints persist or get worse, please see a doctor.</p>',
      },
      {
        type: 'cta',
        heading: 'More in the blog',
        text: 'The officefit blog regularly publishes new articles on exercise, nutrition and mental strength.',
        label: 'Go to the blog',
        href: '/blog',
      },
    ],
  },
  {
    slug: 'special/references',
    title: 'References – companies working with officefit',
    description:
      'How companies from public administration, industry and services use officefit for workplace health promotion – with experiences from HR departments and employees.',
    blocks: [
      {
        type: 'hero',
        heading: 'References',
        text: 'Whether twenty or two thousand employees: companies use officefit to bring movement into the working day – at the office, at home and on the road.',
        ctaLabel: 'Offer for companies',
        ctaHref: '/for_your_company',
      },
      {
        type: 'features',
        heading: 'From our projects',
        items: [
          {
            title: 'Insurance services, 1,200 employees',
            text: 'Rolled out at three sites, starting with a team challenge. After six months, two thirds of those registered use officefit at least once a week.',
            icon: 'users',
          },
          {
            title: 'Mechanical engineering, 450 employees',
            text: 'officefit complements the company health day: office and design staff train with exercises for neck and shoulders, the workshop with exercises for the lower back.',
            icon: 'target',
          },
          {
            title: 'Municipal administration, 300 employees',
            text: 'Data protection was the key question. Health data stays with the employees; the administration only sees aggregated, anonymous usage figures.',
            icon: 'shield',
          },
          {
            title: 'Agency, 35 employees',
            text: 'Starting without a health department of their own: we took care of the roll-out, and the team now trains together at lunchtime.',
            icon: 'star',
          },
        ],
      },
      {
        type: 'testimonials',
        heading: 'What HR managers say',
        items: [
          {
            quote:
              'The roll-out was done within two weeks. What convinced us most is how little effort officefit means for our managers day to day.',
            name: 'Katrin B.',
            role: 'Head of Learning and Development, insurance services',
          },
          {
            quote:
              'Our employees take part because the exercises are short and fit their complaints – not because they have to.',
            name: 'Stefan R.',
            role: 'Workplace health management, mechanical engineering',
          },
        ],
      },
      {
        type: 'cta',
        heading: 'Would you like to try officefit in your company?',
        text: 'We are happy to set up a free trial week for your team.',
        label: 'Request a trial week',
        href: '/contact',
      },
    ],
  },
  {
    slug: 'special/about-us',
    title: 'About us – the team behind officefit',
    description:
      'officefit is a Berlin team from physiotherapy, sports science, nutrition, psychology and technology. Our aim: exercise that fits into every working day.',
    blocks: [
      {
        type: 'hero',
        heading: 'About us',
        text: 'We believe that health at work must not fail for lack of time. That is why we develop exercises that take five minutes at most and still work.',
      },
      {
        type: 'text',
        heading: 'How officefit started',
        html: '<p>The idea was born in a physiotherapy practice: more and more patients came with neck and back complaints caused by long hours of sitting – and found no time for their exercises in everyday life. Together with sports scientists and developers we turned this into an app that brings the exercises to where the complaints arise: the desk.</p><p>Today we work from Berlin for companies and private users across Germany, Austria and Switzerland.</p>',
      },
      {
        type: 'features',
        heading: 'What we stand for',
        items: [
          {
            title: 'Professionally checked',
            text: 'Every exercise is developed by our physiotherapists and reviewed by our sports scientists before it goes into a training plan.',
            icon: 'heart',
          },
          {
            title: 'Sparing with data',
            text: 'We process health data only with your consent, within the EU and never for advertising.',
            icon: 'shield',
          },
          {
            title: 'Made for everyday life',
            text: 'No equipment, no changing clothes, no guilty conscience: four short exercises a day are enough.',
            icon: 'clock',
          },
        ],
      },
      {
        type: 'cta',
        heading: 'Get to know us',
        text: 'The people behind officefit introduce themselves on our team page.',
        label: 'Meet the team',
        href: '/team',
      },
    ],
  },
  {
    slug: 'special/career',
    title: 'Careers at officefit',
    description:
      'Working at officefit: a small, interdisciplinary team in Berlin and remote that brings movement into the working day. Open positions and speculative applications.',
    blocks: [
      {
        type: 'hero',
        heading: 'Career',
        text: 'You want people to work more healthily – and to do good work yourself? Then we should get to know each other.',
      },
      {
        type: 'features',
        heading: 'What we offer',
        items: [
          {
            title: 'Flexible hours',
            text: 'Trust-based working hours, working from home anywhere in Germany and an office in Berlin-Mitte for the days we meet.',
            icon: 'clock',
          },
          {
            title: 'Exercise included',
            text: 'Of course we train with officefit – and we also subsidise a sports club or gym membership.',
            icon: 'heart',
          },
          {
            title: 'Learning',
            text: 'An annual budget and days off for training courses, conferences and books.',
            icon: 'star',
          },
          {
            title: 'Short distances',
            text: 'Physiotherapy, technology and customer service sit at one table. Ideas go live in weeks, not years.',
            icon: 'users',
          },
        ],
      },
      {
        type: 'text',
        heading: 'Open positions',
        html: '<p>We are currently looking for:</p><ul><li>a physiotherapist for exercise development (part-time, 20–30 hours)</li><li>a customer success manager for companies (full-time)</li></ul><p>Nothing that fits? We also welcome speculative applications.</p>',
      },
      {
        type: 'text',
        heading: 'How to apply',
        html: '<p>Send us your CV and a few sentences on why you fit officefit to <a href="mailto:jobs@officefit.example">jobs@officefit.example</a>. We need no cover letter and no photo. You will hear from us within two weeks.</p>',
      },
    ],
  },
  {
    slug: 'special/support',
    title: 'Support – how we can help',
    description:
      'Help with officefit: answers to common questions, contact to our customer service, notes on company access, membership, data protection and technical requirements.',
    blocks: [
      {
        type: 'hero',
        heading: 'Support',
        text: 'Stuck, or a question about your membership? Our customer service is happy to help.',
        ctaLabel: 'Contact us',
        ctaHref: '/contact',
      },
      {
        type: 'features',
        heading: 'The fastest way to an answer',
        items: [
          {
            title: 'Frequently asked questions',
            text: 'Many answers about registration, training plans, points and cancellation are in our FAQ right away.',
            icon: 'star',
          },
          {
            title: 'Contact form',
            text: 'Write to us using the contact form. We reply within 24 hours on working days.',
            icon: 'phone',
          },
          {
            title: 'Company access',
            text: 'Questions about your company access can also be answered by the responsible team in your company, usually HR.',
            icon: 'users',
          },
        ],
      },
      {
        type: 'faq',
        heading: 'Quick help',
        items: [
          {
            question: 'I forgot my password. What now?',
            answer:
              'Choose “Forgot password” in the login window. You will receive an e-mail with a link to set a new password.',
          },
          {
            question: 'The videos do not load or stutter.',
            answer:
              'officefit runs in current versions of Chrome, Edge, Firefox and Safari. Check your internet connection and reload the page; in a company network a firewall may also block videos – please contact your IT team.',
          },
          {
            question: 'How do I change my reminders?',
            answer:
              'Set the times and weekdays of your reminders in your profile under “Reminders”. Reminders are sent only with an active membership.',
          },
          {
            question: 'How do I cancel my membership?',
            answer:
              'You cancel a private membership online in your profile under “Membership”. A company access ends with your company’s contract.',
          },
        ],
      },
      {
        type: 'text',
        heading: 'Data protection',
        html: '<p>We answer questions about your data and your rights at <a href="mailto:datenschutz@officefit.example">datenschutz@officefit.example</a>. Read more in our <a href="/special/privacy">privacy policy</a>.</p>',
      },
    ],
  },
];
