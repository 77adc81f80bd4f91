// English landing pages (CMS seed), the counterpart of pages-de.ts, including the legal pages. No external URLs.
import { infoPagesEn } from './info-pages-en';
import { operator, printedVatId } from '../../shared/operator';
import { teamExperts, teamMembers } from './team';
import type { SeedPage } from './types';

/** The operator record (shared/operator.ts): imprint, privacy and terms name the company invoices and mails name. */
const op = operator();

export const pagesEn: readonly SeedPage[] = [
  {
    slug: '',
    title: 'officefit – fit at work, five minutes at a time',
    description:
      'officefit brings short, personal exercises, habits and challenges into the working day – for employees and for private users.',
    blocks: [
      {
        type: 'hero',
        heading: 'Healthy through the working day – with exercise that fits',
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
            text: 'A habit tracker, a weekly goal and a steps goal make progress visible. Every active working day grows your strike.',
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
        type: 'prices',
        id: 'prices',
        heading: 'Prices for individuals',
        text: 'Without a company code you book officefit yourself – from two weeks to twelve months, cancellable online.',
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
        heading: 'Ready to start?',
        text: 'Sign up with your company’s access code, a voucher or a membership.',
        label: 'Sign up now',
        href: '/registration',
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
        type: 'prices',
        id: 'prices',
        heading: 'Prices',
        text: 'Choose the term that suits you – cancellable online, refunded in the first week.',
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
            text: 'Exercises of about five minutes at most fit between two meetings. Reminders, the strike and points keep motivation up.',
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
        members: teamMembers('en'),
      },
      {
        type: 'experts',
        heading: 'Our experts',
        items: teamExperts('en'),
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
  {
    slug: 'special/terms',
    title: 'Terms and conditions',
    description: `Terms and conditions of ${op.name}: services, registration, private and company memberships, terms, online cancellation, fitness points, health notes and liability.`,
    blocks: [
      {
        type: 'text',
        html: '<p>This is a translation of our German terms and conditions for your convenience. If the German and the English version differ, the German version prevails.</p>',
      },
      {
        type: 'text',
        heading: '1. Scope and provider',
        html: `<p>(1) These terms and conditions apply to the use of the officefit web app provided by ${op.name}, ${op.street}, ${op.postal_code} ${op.city}, ${op.country.en} – “we” below. You will find our full details in the <a href="/special/imprint">imprint</a>.</p><p>(2) They apply to private memberships you take out directly with us and to use through a company account. The relationship between us and a company is additionally governed by the respective company contract, which prevails over these terms where they differ.</p><p>(3) Deviating terms of business of companies only become part of the contract if we expressly agree to them.</p>`,
      },
      {
        type: 'text',
        heading: '2. Subject and services',
        html: '<p>(1) officefit is a web app for health at work. It includes in particular a personal training plan of short exercises based on the health profile, exercises by body region, content on mental strength, a habit tracker, weekly and steps goals, challenges and rankings, a blog, live streams as well as fitness points and a rewards shop.</p><p>(2) The exact scope of services follows from the description at the time of booking or from the company contract.</p><p>(3) We keep developing officefit. We may change features for a valid reason, for example to adapt to new technology, to changes in the law or for security reasons, provided this causes you no additional costs. We inform you of changes in good time. If a change impairs your access or the usability more than insignificantly, you may end the contract under the statutory provisions (section 327r of the German Civil Code, BGB).</p><p>(4) We aim for availability with as few interruptions as possible. We announce planned maintenance in advance wherever possible.</p>',
      },
      {
        type: 'text',
        heading: '3. Registration and user account',
        html: '<p>(1) To use officefit you need a personal user account. Private memberships are open to adults.</p><p>(2) Please give truthful details when registering and keep them up to date. Keep your password secret. The account is personal and not transferable; there is one account per person.</p><p>(3) The contract for a private membership is concluded when you complete the booking with the order button and we confirm it. Before submitting, you can check and correct your details. The contract languages are German and English.</p>',
      },
      {
        type: 'text',
        heading: '4. Company membership',
        html: '<p>(1) Companies can book officefit for their employees. Employees sign up with their work e-mail address or an access code. The company bears the costs; the term and scope are set by the company contract.</p><p>(2) Company access ends when the company contract ends or when the company ends your entitlement, for example when you leave the company.</p><p>(3) Your employer receives no individual health data and no reports on your individual exercises. You only take part in rankings and challenges if you agree to it.</p><p>(4) A free trial week for companies ends by itself; there is nothing to cancel.</p>',
      },
      {
        type: 'text',
        heading: '5. Private membership, terms and prices',
        html: '<p>(1) Private memberships are available for a term of two weeks or of one, three, six, nine or twelve months.</p><p>(2) The prices shown at the time of booking apply, including statutory VAT. Depending on the plan you choose, billing is monthly, quarterly, half-yearly or yearly in advance.</p><p>(3) Whether a membership renews after its term is shown to you before you book. If it renews, it continues for an indefinite period after the first term and can be cancelled at any time with one month’s notice.</p><p>(4) If you cancel a private membership within the first week, we refund the fee you paid. Your statutory right of withdrawal is not affected.</p>',
      },
      {
        type: 'text',
        heading: '6. Right of withdrawal',
        html: '<p>As a consumer, you have a statutory right of withdrawal of 14 days. You receive the details and the model withdrawal form with the withdrawal information when you book.</p>',
      },
      {
        type: 'text',
        heading: '7. Cancellation',
        html: '<p>(1) You can cancel your private membership online at any time: open your profile and choose “Cancel”. Three steps take you to a confirmation page where you submit the cancellation with a clearly labelled button (section 312k BGB). We confirm receipt electronically without delay, with the date and time and the date on which your membership ends.</p><p>(2) You can also cancel in text form, for example using the <a href="/contact">contact form</a>.</p><p>(3) A company contract is cancelled by the company under the rules of that contract. Regardless of this, you can have your user account deleted at any time.</p><p>(4) The right of both parties to terminate for good cause remains unaffected.</p>',
      },
      {
        type: 'text',
        heading: '8. Fitness points and rewards',
        html: '<p>(1) You earn fitness points for activities such as exercises, goals reached, articles read and challenges. officefit shows how many points you get for what. We may adjust the points system for the future; points already credited remain.</p><p>(2) <strong>Fitness points have no cash value.</strong> They cannot be paid out, transferred or sold and do not give a claim to any particular reward.</p><p>(3) In the rewards shop you can exchange points for rewards while stocks last. A flat shipping fee may apply to physical rewards; it is shown before you order.</p><p>(4) We may deduct points gained through manipulation or misuse. After your membership ends, points can no longer be redeemed.</p>',
      },
      {
        type: 'text',
        heading: '9. Health notes – no medical advice',
        html: '<p>(1) officefit serves general health promotion and prevention. The app is not a medical device and does not replace a medical or physiotherapeutic examination, advice or treatment.</p><p>(2) If you have complaints – especially severe, worsening or unexplained pain, after an accident or surgery, with numbness, with cardiovascular conditions or during pregnancy – please see a doctor before you train.</p><p>(3) Only do the exercises as far as you can without pain, and stop an exercise if you feel pain, dizziness or unwell.</p><p>(4) The details in your health profile help to adapt your plan. Please fill them in completely and keep them up to date.</p>',
      },
      {
        type: 'text',
        heading: '10. Fair use',
        html: '<p>(1) Please use officefit only for its intended purpose. In particular, you may not share your login details, post offensive or unlawful content – for example as a nickname or in challenges –, manipulate points, goals or rankings, or attack or overload the service.</p><p>(2) In case of violations we may remove content, correct points and block the account after a prior warning, or immediately in case of serious violations.</p>',
      },
      {
        type: 'text',
        heading: '11. Liability',
        html: '<p>(1) We are liable without limitation for intent and gross negligence, for injury to life, body or health, under the German Product Liability Act and to the extent of any guarantee we have given.</p><p>(2) In case of slight negligence, we are only liable for the breach of an essential contractual obligation, that is, one whose fulfilment makes the proper performance of the contract possible in the first place and on whose fulfilment you may regularly rely. In this case, liability is limited to the foreseeable damage typical for the contract.</p><p>(3) Otherwise, liability is excluded. These limitations also apply in favour of our employees and vicarious agents.</p><p>(4) Your statutory rights in case of defects of digital products (sections 327 et seq. BGB) remain unaffected.</p>',
      },
      {
        type: 'text',
        heading: '12. Data protection',
        html: '<p>How we process your personal data – in particular the health data of your health profile – is explained in our <a href="/special/privacy">privacy policy</a>.</p>',
      },
      {
        type: 'text',
        heading: '13. Changes to these terms',
        html: '<p>We inform you of changes to these terms in text form in good time before they take effect. They only apply to existing contracts if you agree to them.</p>',
      },
      {
        type: 'text',
        heading: '14. Final provisions',
        html: '<p>(1) The law of the Federal Republic of Germany applies, excluding the UN Convention on Contracts for the International Sale of Goods. If you are a consumer, this choice of law applies only insofar as it does not deprive you of the protection of mandatory provisions of the country in which you have your habitual residence.</p><p>(2) If you are a merchant, a legal entity under public law or a special fund under public law, the place of jurisdiction is Berlin.</p><p>(3) We are neither willing nor obliged to take part in dispute resolution proceedings before a consumer arbitration board.</p><p>(4) Should individual provisions be invalid, the rest of the contract remains valid. The invalid provision is replaced by the statutory provisions.</p>',
      },
      {
        type: 'faq',
        heading: 'The key points in brief',
        items: [
          {
            question: 'How do I cancel my membership?',
            answer:
              'Online in your profile under “Cancel” – in three steps, with a confirmation. If you cancel a private membership within the first week, we refund your fee.',
          },
          {
            question: 'Which terms are available?',
            answer:
              'Private memberships run for two weeks or for one, three, six, nine or twelve months. For a company account, your company’s contract sets the term.',
          },
          {
            question: 'Can I have my fitness points paid out?',
            answer:
              'No. Fitness points have no cash value. You can only exchange them for rewards in the rewards shop.',
          },
          {
            question: 'Does officefit replace medical advice?',
            answer:
              'No. If you have complaints, please see a doctor before you train, and stop an exercise if it causes pain.',
          },
        ],
      },
    ],
  },
  {
    slug: 'special/imprint',
    title: 'Imprint',
    description: `Imprint of ${op.name}: provider details under section 5 of the German Digital Services Act (DDG), contact, commercial register, VAT ID and the person responsible for content.`,
    blocks: [
      {
        type: 'text',
        heading: 'Information under section 5 DDG',
        html: `<p>${op.name}<br>${op.street}<br>${op.postal_code} ${op.city}<br>${op.country.en}</p><p><strong>Represented by the managing director:</strong> ${op.managing_director}</p>`,
      },
      {
        type: 'text',
        heading: 'Contact',
        html: `<p>The quickest way to reach us is our <a href="/contact">contact form</a>.</p><p>Phone: ${op.phone} (Monday to Friday, 9 am to 5 pm CET)<br>E-mail: <a href="mailto:${op.email}">${op.email}</a><br>Data protection questions: <a href="mailto:datenschutz@officefit.example">datenschutz@officefit.example</a></p>`,
      },
      {
        type: 'text',
        heading: 'Commercial register',
        html: `<p>Registered in the commercial register of the ${op.register_court.en}<br>Register number: ${op.register_number}</p>`,
      },
      {
        type: 'text',
        heading: 'VAT identification number',
        html: `<p>VAT identification number under section 27a of the German VAT Act: ${printedVatId(op)}</p>`,
      },
      {
        type: 'text',
        heading: 'Responsible for content under section 18(2) MStV',
        html: `<p>${op.managing_director}, address as above</p>`,
      },
      {
        type: 'text',
        heading: 'Consumer dispute resolution',
        html: '<p>We are neither willing nor obliged to take part in dispute resolution proceedings before a consumer arbitration board.</p>',
      },
      {
        type: 'text',
        heading: 'Note on health content',
        html: '<p>The exercises and articles on officefit are created with experts in physiotherapy, sports science, nutrition and psychology. They serve general health promotion and do not replace medical advice, diagnosis or treatment. If you have complaints, please see a doctor.</p>',
      },
      {
        type: 'text',
        heading: 'Copyright',
        html: '<p>Texts, images and videos on officefit are protected by copyright. You may use them as part of your membership; any further copying or sharing requires our prior consent.</p>',
      },
    ],
  },
  {
    slug: 'special/privacy',
    title: 'Privacy policy',
    description:
      'How officefit processes personal data and health data: consent, purpose, retention, hosting in the EU, no advertising trackers and your rights under the GDPR.',
    blocks: [
      {
        type: 'faq',
        heading: 'The key points in brief',
        items: [
          {
            question: 'What does officefit use my health data for?',
            answer:
              'Only to build your personal training plan – and only if you have given your explicit consent. Without a health profile you get a standard plan.',
          },
          {
            question: 'Can my employer see my health data?',
            answer:
              'No. Your employer receives neither health data nor reports on your individual exercises.',
          },
          {
            question: 'Can I withdraw my consent?',
            answer:
              'Yes, at any time with effect for the future – by e-mail to datenschutz@officefit.example or using the contact form. We then delete your health data.',
          },
          {
            question: 'When is my data deleted?',
            answer:
              'On request, and at the latest six months after your contract ends. Only invoices are kept for as long as the law requires.',
          },
          {
            question: 'Am I tracked for advertising?',
            answer:
              'No. officefit uses no advertising trackers. Audience measurement only takes place if it has been set up, and then anonymously.',
          },
        ],
      },
      {
        type: 'text',
        heading: '1. Controller',
        html: `<p>The controller responsible for data processing is ${op.name}, ${op.street}, ${op.postal_code} ${op.city}, ${op.country.en}, represented by its managing director ${op.managing_director}. You will find further details in the <a href="/special/imprint">imprint</a>.</p><p>You can reach us using the <a href="/contact">contact form</a> or by e-mail to <a href="mailto:datenschutz@officefit.example">datenschutz@officefit.example</a>. You can also reach our data protection officer at this address.</p>`,
      },
      {
        type: 'text',
        heading: '2. Visiting the website',
        html: '<p>When you open officefit, our server processes technically necessary access data: IP address, date and time, the address requested, the amount of data transferred and details of your browser and operating system. We need this data to deliver the pages and to protect the service against attacks. The legal basis is Art. 6(1)(f) GDPR; our legitimate interest is secure and stable operation. We delete log data after 14 days at the latest unless it is needed to investigate a security incident.</p>',
      },
      {
        type: 'text',
        heading: '3. Contact form and trial week',
        html: '<p>When you write to us using the contact form or request a trial week, we process your details – name, e-mail address and message and, if you choose, company, phone number and number of employees – to answer your request. The legal basis is Art. 6(1)(b) GDPR where your request aims at a contract, otherwise Art. 6(1)(f) GDPR.</p><p>To prevent misuse, we limit the number of requests. For this we do not store your IP address in plain text, only as a hash value. We delete requests once they are dealt with, after twelve months at the latest, unless statutory retention obligations apply.</p>',
      },
      {
        type: 'text',
        heading: '4. User account and membership',
        html: '<p>For your user account we process your name, e-mail address, password (stored only as a hash value), language and settings and details of your membership, and for private memberships also payment and billing data. With a company account, we link your account to your company through your work e-mail address or an access code.</p><p>We also store how you use officefit – for example exercises done, favourites, habits, goals, steps entered, absences, fitness points and articles read – because we could not provide these features otherwise. The legal basis is Art. 6(1)(b) GDPR. For payments, we pass the necessary data to the respective payment service provider.</p><p>We delete this data when you have your account deleted, and at the latest six months after your contract ends. We keep invoices and accounting records for as long as commercial and tax law require (Art. 6(1)(c) GDPR).</p>',
      },
      {
        type: 'text',
        heading: '5. Health profile (health data)',
        html: '<p>In the health profile you can give details that reveal information about your health, for example aches and the body regions affected, injuries, limitations and goals. This is health data, a special category of personal data under Art. 9 GDPR.</p><ul><li><strong>Legal basis:</strong> we process health data only with your explicit consent under Art. 9(2)(a) GDPR, which you give when filling in the profile.</li><li><strong>Purpose:</strong> the data is used solely to build and adapt your personal training plan – for example to leave out exercises that are not suitable for your aches. We do not use it for advertising, do not sell it and do not pass it on to your employer, health insurers or any other third party.</li><li><strong>Voluntary:</strong> your consent is voluntary. Without a health profile you can use officefit with a standard plan.</li><li><strong>Withdrawal:</strong> you can withdraw your consent at any time with effect for the future, for example by e-mail to <a href="mailto:datenschutz@officefit.example">datenschutz@officefit.example</a> or using the contact form. This does not affect the lawfulness of the processing up to that point (Art. 7(3) GDPR). After a withdrawal we delete your health data and you get a standard plan.</li><li><strong>Deletion:</strong> we delete your health data on request, and at the latest six months after the end of your contract or your company access.</li><li><strong>Protection:</strong> the data is transmitted encrypted and stored on servers in the EU. Only a few authorised people have access, and only where operation and support require it.</li></ul>',
      },
      {
        type: 'text',
        heading: '6. Company access: what your employer sees',
        html: '<p>If your employer booked your access, it knows that you have access because it manages the entitlements. It receives no health data and no reports on your individual exercises. We only pass on aggregated usage figures in a form that does not allow conclusions about individuals.</p>',
      },
      {
        type: 'text',
        heading: '7. Ranking and challenges',
        html: '<p>You only take part in the company ranking and in challenges if you unlock the ranking yourself (consent, Art. 6(1)(a) GDPR). Your colleagues then see your nickname or – if you have not chosen one – your first name, your fitness points of the month and your position, where applicable your location or department, and your participation and progress in challenges. Nobody sees your health data, aches, habits or individual exercises. You can leave the ranking at any time.</p>',
      },
      {
        type: 'text',
        heading: '8. Hosting and recipients',
        html: '<p>officefit is operated in data centres in the European Union; backups are kept in the EU as well. Service providers who support us with hosting and e-mail delivery process data only on our behalf and on our instructions under a data processing agreement (Art. 28 GDPR). There is no transfer to countries outside the EU and the EEA. Otherwise, we only pass on data if you have consented or if we are legally obliged to.</p>',
      },
      {
        type: 'text',
        heading: '9. Cookies, local storage and audience measurement',
        html: '<p>officefit uses <strong>no advertising trackers</strong>, no advertising networks and no social media plugins. In your browser we only store what the service technically needs, such as your login, the language you chose and content for offline use of the installed app (section 25(2) no. 2 of the German TDDDG).</p><p>Audience measurement only takes place if we have set it up, and then anonymously: only the page viewed, the previous page and the time are transmitted – without cookies, without a user ID and without profiling. We use these figures only to improve officefit (Art. 6(1)(f) GDPR).</p>',
      },
      {
        type: 'text',
        heading: '10. No automated individual decisions',
        html: '<p>Your training plan is put together automatically from your details. This is not an automated decision within the meaning of Art. 22 GDPR that produces legal effects concerning you or similarly significantly affects you.</p>',
      },
      {
        type: 'text',
        heading: '11. Your rights',
        html: '<p>Under the GDPR you have the right to</p><ul><li>access the data stored about you (Art. 15),</li><li>rectification of inaccurate data (Art. 16),</li><li>erasure (Art. 17),</li><li>restriction of processing (Art. 18),</li><li>data portability (Art. 20) and</li><li>object to processing based on Art. 6(1)(f) GDPR on grounds relating to your particular situation (Art. 21).</li></ul><p>If we rectify, erase or restrict data, we also inform the recipients to whom we disclosed it (Art. 19). You can withdraw any consent you have given at any time with effect for the future (Art. 7(3)). Just write to us at <a href="mailto:datenschutz@officefit.example">datenschutz@officefit.example</a> or use the <a href="/contact">contact form</a>.</p>',
      },
      {
        type: 'text',
        heading: '12. Complaints to a supervisory authority',
        html: '<p>You have the right to lodge a complaint with a data protection supervisory authority (Art. 77 GDPR), in particular in the member state of your habitual residence, your place of work or the place of the alleged infringement. The authority responsible for us is the Berlin Commissioner for Data Protection and Freedom of Information.</p>',
      },
      {
        type: 'text',
        heading: '13. Changes',
        html: '<p>We update this privacy policy when officefit or the law changes. The version published on this page applies.</p>',
      },
    ],
  },
  // the info pages of the footer and the app menu (good to know, references, about us, career, support)
  ...infoPagesEn,
];
