import type { ContentPageSeed } from './types';

const privacyEn = `# Privacy policy

This policy explains what Polytsia stores about you, why, and what you can do about it. We keep it short and in plain language.

## What we store

- Your account: email address, user name, password hash (never the password itself) and the language and theme you chose.
- What you add: reading statuses, recensions, quotes, comments, likes, saves and friend requests.
- Profile details you choose to fill in: name, location, birthday, about me, avatar and links.
- Technical records: sign-in times and error logs, kept for 30 days to keep the service secure.

## Why we store it

We use your data only to run the library: to show your shelves, to let friends see what you read if you allow it, to send notifications you asked for and to keep the service safe from abuse. We do not sell data and we do not show third-party advertising.

## Who can see it

Recensions, quotes and comments are public. Your shelves are visible according to your privacy settings. Messages in the messenger are encrypted on your device.

## Your rights

You can download or delete your data at any time from Settings. If you have a question, write to us through the contact page and we will answer within 24 hours.`;

const privacyUk = `# Політика конфіденційності

Ця політика пояснює, що «Полиця» зберігає про вас, навіщо і що ви можете з цим зробити. Ми пишемо коротко й простою мовою.

## Що ми зберігаємо

- Ваш обліковий запис: електронну адресу, ім’я користувача, хеш пароля (ніколи не сам пароль), обрані мову й тему.
- Те, що ви додаєте: статуси книжок, рецензії, цитати, коментарі, вподобання, збереження та запити в друзі.
- Дані профілю, які ви заповнюєте самі: ім’я, місто, дату народження, розповідь про себе, аватар і посилання.
- Технічні записи: час входу й журнали помилок, які ми зберігаємо 30 днів для безпеки сервісу.

## Навіщо ми це зберігаємо

Ми використовуємо ваші дані лише для роботи бібліотеки: щоб показувати ваші полиці, дозволяти друзям бачити, що ви читаєте (якщо ви це дозволили), надсилати сповіщення, які ви обрали, і захищати сервіс від зловживань. Ми не продаємо дані й не показуємо сторонню рекламу.

## Хто це бачить

Рецензії, цитати й коментарі публічні. Ваші полиці видно відповідно до налаштувань приватності. Повідомлення в месенджері шифруються на вашому пристрої.

## Ваші права

Ви можете будь-коли завантажити або видалити свої дані в налаштуваннях. Якщо маєте запитання, напишіть нам через сторінку контактів — ми відповімо протягом 24 годин.`;

const termsEn = `# Terms and conditions

By using Polytsia you agree to these terms. They exist so that the library stays a friendly place for readers and authors.

## Your account

- You must be at least 13 years old to create an account.
- Keep your password safe; you are responsible for what is done with your account.
- One person, one account. Author accounts are verified by our team before they can manage books.

## What you publish

- Recensions must be at least 200 characters long and about the book.
- Quotes must be accurate and short; do not post whole chapters.
- No hate speech, harassment, spam or spoilers without the spoiler mark.
- You keep the rights to your texts and allow Polytsia to show them on the site.

## Book requests

Requests to add a book are checked within about one working day. We may edit the details or reject a request that duplicates an existing book.

## Changes

When these terms change, we will show you the new version the next time you sign in.`;

const termsUk = `# Умови користування

Користуючись «Полицею», ви погоджуєтеся з цими умовами. Вони існують, щоб бібліотека лишалася дружнім місцем для читачів і авторів.

## Ваш обліковий запис

- Щоб створити обліковий запис, вам має бути щонайменше 13 років.
- Бережіть свій пароль: ви відповідаєте за дії, виконані з вашого облікового запису.
- Одна людина — один обліковий запис. Авторські облікові записи перевіряє наша команда, перш ніж вони зможуть керувати книжками.

## Що ви публікуєте

- Рецензія має містити щонайменше 200 символів і стосуватися книжки.
- Цитати мають бути точними й короткими; не публікуйте цілі розділи.
- Жодної мови ворожнечі, цькування, спаму чи спойлерів без позначки.
- Права на ваші тексти лишаються за вами, а «Полиця» може показувати їх на сайті.

## Запити на додавання книжок

Запити на додавання книжки ми перевіряємо приблизно протягом одного робочого дня. Ми можемо відредагувати дані або відхилити запит, що дублює наявну книжку.

## Зміни

Коли умови зміняться, ми покажемо вам нову версію під час наступного входу.`;

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
