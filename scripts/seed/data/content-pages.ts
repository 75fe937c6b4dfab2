import type { ContentPageSeed } from './types';

// Bodies as the administration's rich-text editor writes them: safe HTML, the page title is its h1.

const privacyEn = `<p>This policy explains what Polytsia stores about you, why, and what you can do about it. We keep it short and in plain language.</p>
<h2>What we store</h2>
<ul><li>Your account: email address, user name, password hash (never the password itself) and the language and theme you chose.</li><li>What you add: reading statuses, recensions, quotes, comments, likes, saves and friend requests.</li><li>Profile details you choose to fill in: name, location, birthday, about me, avatar and links.</li><li>Technical records: sign-in times and error logs, kept for 30 days to keep the service secure.</li></ul>
<h2>Why we store it</h2>
<p>We use your data only to run the library: to show your shelves, to let friends see what you read if you allow it, to send notifications you asked for and to keep the service safe from abuse. We do not sell data and we do not show third-party advertising.</p>
<h2>Who can see it</h2>
<p>Recensions, quotes and comments are public. Your shelves are visible according to your privacy settings. Messages in the messenger are encrypted on your device.</p>
<h2>Your rights</h2>
<p>You can download or delete your data at any time from Settings. If you have a question, write to us through the contact page and we will answer within 24 hours.</p>`;

const privacyUk = `<p>Ця політика пояснює, що «Полиця» зберігає про вас, навіщо і що ви можете з цим зробити. Ми пишемо коротко й простою мовою.</p>
<h2>Що ми зберігаємо</h2>
<ul><li>Ваш обліковий запис: електронну адресу, ім’я користувача, хеш пароля (ніколи не сам пароль), обрані мову й тему.</li><li>Те, що ви додаєте: статуси книжок, рецензії, цитати, коментарі, вподобання, збереження та запити в друзі.</li><li>Дані профілю, які ви заповнюєте самі: ім’я, місто, дату народження, розповідь про себе, аватар і посилання.</li><li>Технічні записи: час входу й журнали помилок, які ми зберігаємо 30 днів для безпеки сервісу.</li></ul>
<h2>Навіщо ми це зберігаємо</h2>
<p>Ми використовуємо ваші дані лише для роботи бібліотеки: щоб показувати ваші полиці, дозволяти друзям бачити, що ви читаєте (якщо ви це дозволили), надсилати сповіщення, які ви обрали, і захищати сервіс від зловживань. Ми не продаємо дані й не показуємо сторонню рекламу.</p>
<h2>Хто це бачить</h2>
<p>Рецензії, цитати й коментарі публічні. Ваші полиці видно відповідно до налаштувань приватності. Повідомлення в месенджері шифруються на вашому пристрої.</p>
<h2>Ваші права</h2>
<p>Ви можете будь-коли завантажити або видалити свої дані в налаштуваннях. Якщо маєте запитання, напишіть нам через сторінку контактів — ми відповімо протягом 24 годин.</p>`;

const termsEn = `<p>By using Polytsia you agree to these terms. They exist so that the library stays a friendly place for readers and authors.</p>
<h2>Your account</h2>
<ul><li>You must be at least 13 years old to create an account.</li><li>Keep your password safe; you are responsible for what is done with your account.</li><li>One person, one account. Author accounts are verified by our team before they can manage books.</li></ul>
<h2>What you publish</h2>
<ul><li>Recensions must be at least 200 characters long and about the book.</li><li>Quotes must be accurate and short; do not post whole chapters.</li><li>No hate speech, harassment, spam or spoilers without the spoiler mark.</li><li>You keep the rights to your texts and allow Polytsia to show them on the site.</li></ul>
<h2>Book requests</h2>
<p>Requests to add a book are checked within about one working day. We may edit the details or reject a request that duplicates an existing book.</p>
<h2>Changes</h2>
<p>When these terms change, we will show you the new version the next time you sign in.</p>`;

const termsUk = `<p>Користуючись «Полицею», ви погоджуєтеся з цими умовами. Вони існують, щоб бібліотека лишалася дружнім місцем для читачів і авторів.</p>
<h2>Ваш обліковий запис</h2>
<ul><li>Щоб створити обліковий запис, вам має бути щонайменше 13 років.</li><li>Бережіть свій пароль: ви відповідаєте за дії, виконані з вашого облікового запису.</li><li>Одна людина — один обліковий запис. Авторські облікові записи перевіряє наша команда, перш ніж вони зможуть керувати книжками.</li></ul>
<h2>Що ви публікуєте</h2>
<ul><li>Рецензія має містити щонайменше 200 символів і стосуватися книжки.</li><li>Цитати мають бути точними й короткими; не публікуйте цілі розділи.</li><li>Жодної мови ворожнечі, цькування, спаму чи спойлерів без позначки.</li><li>Права на ваші тексти лишаються за вами, а «Полиця» може показувати їх на сайті.</li></ul>
<h2>Запити на додавання книжок</h2>
<p>Запити на додавання книжки ми перевіряємо приблизно протягом одного робочого дня. Ми можемо відредагувати дані або відхилити запит, що дублює наявну книжку.</p>
<h2>Зміни</h2>
<p>Коли умови зміняться, ми покажемо вам нову версію під час наступного входу.</p>`;

export const contentPageSeeds: ContentPageSeed[] = [
  {
    slug: 'privacy',
    documentType: 1,
    titleEn: 'Privacy policy',
    titleUk: 'Політика конфіденційності',
    bodyEn: privacyEn,
    bodyUk: privacyUk,
  },
  {
    slug: 'terms-and-conditions',
    documentType: 2,
    titleEn: 'Terms and conditions',
    titleUk: 'Умови користування',
    bodyEn: termsEn,
    bodyUk: termsUk,
  },
];
